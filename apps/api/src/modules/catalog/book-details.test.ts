import { catalogWriterDeps } from '../../catalog-writer.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, MIGRATIONS_FOLDER } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, OTHER_PUBLISHER, seedTestCatalog } from '../../../test/catalog-fixture.js';
import { importCatalog } from '../catalog-import/catalog-import.service.js';
const text = (th: string, en = th) => ({ th, en });

describe('precomputed book details', () => {
  let app: TestApp;

  const details = async (id: number, language = 'en') =>
    (
      await app.inject({
        method: 'GET',
        url: `/v2/product/productdetails/${id}`,
        headers: { Language: language },
      })
    ).json().Data;
  const idOf = async (keyword: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/v2/catalog/search',
        headers: { Language: 'en' },
        payload: { Data: { Keyword: keyword } },
      })
    ).json().Data.Products[0].Id as number;
  const write = (books: ReturnType<typeof makeBook>[]) =>
    importCatalog(
      catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache }),
      { books },
    );
  const documents = () =>
    executeRows(app.database.db, sql`select book_id, doc from book_details order by book_id`);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows what a re-import changed: contributors, publisher, series, tags and files', async () => {
    await write([
      makeBook('doc-1', {
        name: text('หนังสือเอกสารทดสอบ', 'Precomputed Document Book'),
        contributors: [{ name: text('ผู้เขียน หนึ่ง', 'First Writer'), role: 'author' }],
      }),
    ]);
    const id = await idOf('precomputed document');
    const before = await details(id);
    expect(before.Contributors.map((c: { Name: string }) => c.Name)).toEqual(['First Writer']);
    expect(before.Series).toBeNull();

    await write([
      makeBook('doc-1', {
        name: text('หนังสือเอกสารทดสอบ', 'Precomputed Document Book'),
        contributors: [
          { name: text('ผู้เขียน สอง', 'Second Writer'), role: 'author' },
          { name: text('ผู้แปล สาม', 'Third Translator'), role: 'translator' },
        ],
        publisher: OTHER_PUBLISHER,
        imprint: text('ฟ้าใสจูเนียร์', 'Clear Sky Junior'),
        series: { name: text('ชุดเอกสาร', 'Document Series'), volume: 2 },
        tags: [text('ขายดี', 'Bestseller')],
        files: [
          { format: 'PDF', sizeBytes: 2_000 },
          { format: 'EPUB', sizeBytes: 1_000 },
        ],
      }),
    ]);
    const after = await details(id);
    expect(after.Contributors).toEqual([
      expect.objectContaining({ Name: 'Second Writer', Role: 'author' }),
      expect.objectContaining({ Name: 'Third Translator', Role: 'translator' }),
    ]);
    expect(after.Authors.map((a: { Name: string }) => a.Name)).toEqual(['Second Writer']);
    expect(after.Publisher.Name).toBe('Clear Sky Books');
    expect(after.Manufacturer.Name).toBe('Clear Sky Junior');
    expect(after.Series).toEqual(expect.objectContaining({ Name: 'Document Series', Volume: 2 }));
    expect(after.Tags.map((t: { Name: string }) => t.Name)).toEqual(['Bestseller']);
    expect(after.Files).toEqual([
      { Format: 'EPUB', SizeBytes: 1_000 },
      { Format: 'PDF', SizeBytes: 2_000 },
    ]);
    expect(after.Formats).toEqual(['EPUB', 'PDF']);
    expect((await details(id, 'th')).Publisher.Name).toBe('สำนักพิมพ์ฟ้าใส');
  });

  it('shows the new card of a re-imported book in search results at once (cards are cached)', async () => {
    const card = async (keyword: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/v2/catalog/search',
          headers: { Language: 'en' },
          payload: { Data: { Keyword: keyword, PriceMax: 1000 } },
        })
      ).json().Data.Products[0];
    await write([makeBook('card-1', { name: text('บัตรหนังสือ', 'Cached Card Original') })]);
    expect((await card('cached card')).Name).toBe('Cached Card Original');
    expect((await card('cached card')).Name).toBe('Cached Card Original');
    await write([makeBook('card-1', { name: text('บัตรหนังสือ', 'Cached Card Renamed') })]);
    expect((await card('cached card')).Name).toBe('Cached Card Renamed');
  });

  it('is filled for books that existed before it by migration 0007, identically', async () => {
    const written = await documents();
    expect(written.length).toBeGreaterThan(10);
    const migration = readFileSync(
      path.join(MIGRATIONS_FOLDER, '0007_book_details.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = migration.find((statement) =>
      statement.includes('INSERT INTO "book_details"'),
    );
    expect(backfill).toBeDefined();

    await app.database.db.execute(sql`delete from book_details`);
    await app.database.db.execute(sql.raw(backfill ?? ''));
    expect(await documents()).toEqual(written);
  });

  it('suggests best-selling titles by their first characters, short or long, in both languages', async () => {
    const suggest = async (prefix: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/v2/catalog/search-autocomplete/${encodeURIComponent(prefix)}`,
          headers: { Language: 'en' },
        })
      )
        .json()
        .Data.filter((s: { Type: string }) => s.Type === 'book')
        .map((s: { Name: string }) => s.Name);
    expect(await suggest('h')).toContain("Harry Potter and the Philosopher's Stone");
    expect(await suggest('แฮร์')).toContain("Harry Potter and the Philosopher's Stone");
    expect(await suggest('harry potter and the p')).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
    expect(await suggest('precomputed d')).toEqual(['Precomputed Document Book']);
    expect(await suggest('%_')).toEqual([]);
  });
});
