import { catalogWriterDeps } from '../../catalog-writer.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { runCatalogImport } from '../../cli/catalog-import-command.js';
import { executeRows } from '../../db/client.js';
import { importCatalog } from '../catalog-import/catalog-import.service.js';
import { isPdfTail } from '../../lib/pdf-tail.js';
import { findBookFile } from './book-files.repository.js';
import { composeChapters } from './book-text.js';
import { buildEpub } from './epub-build.js';
import { checkEpub } from './epub-check.js';
import { buildPdf } from './pdf-build.js';

const product = (reference: string, formats: string[]) =>
  `<Product><RecordReference>${reference}</RecordReference><NotificationType>03</NotificationType><DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>ED</ProductForm>${formats.map((format) => `<ProductFormDetail>${format}</ProductFormDetail>`).join('')}<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>เล่ม ${reference}</TitleText></TitleElement></TitleDetail></DescriptiveDetail><ProductSupply><SupplyDetail><Price><PriceType>02</PriceType><PriceAmount>99</PriceAmount><CurrencyCode>THB</CurrencyCode></Price></SupplyDetail></ProductSupply></Product>\n`;

describe('catalog:import with book files beside the ONIX file', () => {
  let app: TestApp;
  let folder = '';
  let result: { code: number; stdout: string; stderr: string };

  /** `catalog:import catalog.xml` in the folder, into the test app's database and storage. */
  const runImport = (io: Parameters<typeof runCatalogImport>[0]['io']) =>
    runCatalogImport({
      argv: ['catalog.xml'],
      cwd: folder,
      io,
      openWriter: async () => ({
        write: (catalog, options) =>
          importCatalog(
            catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache }),
            catalog,
            options,
          ),
        close: async () => undefined,
      }),
    });

  beforeAll(async () => {
    app = await buildTestApp();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'book-files-import-'));
    const chapters = composeChapters({ recordReference: 'x', language: 'th', description: '' });
    const epub = await buildEpub({
      identifier: 'urn:nangsue:x',
      title: 'น้ำใจ',
      language: 'th',
      creators: ['ปู่'],
      publisher: null,
      modified: '2026-01-01T00:00:00Z',
      copyright: ['สงวนลิขสิทธิ์'],
      cover: null,
      chapters,
    });
    const pdf = await buildPdf({
      title: 'น้ำใจ',
      language: 'th',
      creators: ['ปู่'],
      publisher: null,
      date: new Date('2026-01-01T00:00:00Z'),
      copyright: ['สงวนลิขสิทธิ์'],
      chapters,
    });
    const given = await buildEpub({
      identifier: 'urn:nangsue:given',
      title: 'ตัวอย่าง',
      language: 'th',
      creators: [],
      publisher: null,
      modified: '2026-01-01T00:00:00Z',
      copyright: [],
      cover: null,
      chapters: chapters.slice(0, 1),
      isSample: true,
    });
    const write = (name: string, data: Uint8Array | string) =>
      fs.writeFileSync(path.join(folder, name), data);
    write('made-sample.epub', epub);
    write('made-sample.pdf', pdf);
    write('given-sample.epub', epub);
    write('given-sample.sample.epub', given);
    const broken = Buffer.from(epub);
    broken.write('application/epub+zap', 38, 'latin1');
    write('broken.epub', broken);
    write(
      'catalog.xml',
      `<ONIXMessage release="3.0">\n${[
        product('made-sample', ['E101']),
        product('given-sample', ['E101']),
        product('broken', ['E101']),
        product('announced-only', ['E101']),
      ].join('')}</ONIXMessage>\n`,
    );
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImport({
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    });
    result = { code, stdout: out.join(''), stderr: err.join('') };
  }, 120_000);

  afterAll(async () => {
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const idOf = async (reference: string): Promise<number> => {
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from books where record_reference = ${reference}`,
    );
    return Number(row!.id);
  };

  it('refuses a record whose EPUB fails the check, and says why', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /Record 3 \(line \d+\): broken\.epub: mimetype does not start with/,
    );
    expect(result.stdout).toContain('Imported 3 books');
  });

  it('stores the files, makes the samples it was not given, and records them', async () => {
    const epub = await findBookFile(app.database.db, await idOf('made-sample'), 'EPUB');
    const pdf = await findBookFile(app.database.db, await idOf('made-sample'), 'PDF');
    expect(epub?.storageKey).toMatch(/^books\/[0-9a-f]{64}\.epub$/);
    expect(pdf?.storageKey).toMatch(/^books\/[0-9a-f]{64}\.pdf$/);
    expect(epub?.sizeBytes).toBe(fs.statSync(path.join(folder, 'made-sample.epub')).size);
    expect(isPdfTail(pdf?.pdfTail)).toBe(true);

    const sampleEpub = (await app.storage.get(epub!.sampleKey!))!.data;
    expect(await checkEpub(sampleEpub)).toEqual([]);
    expect(sampleEpub.length).toBeLessThan(epub!.sizeBytes);
    const whole = await PDFDocument.load((await app.storage.get(pdf!.storageKey!))!.data);
    const sample = await PDFDocument.load((await app.storage.get(pdf!.sampleKey!))!.data);
    expect(sample.getPageCount()).toBe(Math.ceil(whole.getPageCount() / 10));

    const given = await findBookFile(app.database.db, await idOf('given-sample'), 'EPUB');
    expect((await app.storage.get(given!.sampleKey!))!.data).toEqual(
      fs.readFileSync(path.join(folder, 'given-sample.sample.epub')),
    );
    const [flags] = await executeRows<{ has_sample: boolean }>(
      app.database.db,
      sql`select bool_and(has_sample) as has_sample from books where record_reference in ('made-sample', 'given-sample')`,
    );
    expect(flags?.has_sample).toBe(true);
  });

  it('keeps a format announced without a file as before (no stored file), and keeps files on re-import', async () => {
    const announced = await findBookFile(app.database.db, await idOf('announced-only'), 'EPUB');
    expect(announced?.storageKey).toBeNull();
    const before = await findBookFile(app.database.db, await idOf('made-sample'), 'EPUB');
    fs.rmSync(path.join(folder, 'made-sample.epub'));
    fs.rmSync(path.join(folder, 'made-sample.pdf'));
    await runImport({ stdout: { write: () => true }, stderr: { write: () => true } });
    expect(await findBookFile(app.database.db, await idOf('made-sample'), 'EPUB')).toEqual(before);
  });
});
