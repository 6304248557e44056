import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog } from '../../../test/catalog-fixture.js';
import { executeRows, MIGRATIONS_FOLDER } from '../../db/client.js';
import { createMemoryCache } from '../../lib/cache.js';
import { toPrefixQuery, toQueryPieces } from '../../lib/search-text.js';
import { createDemoCatalog } from './demo/demo-catalog.js';
import { bookIdOf, findTopBooksWithToken, salesKey } from './search-terms.repository.js';
import { createTermIndex, mergePostings } from './term-index.js';
const text = (th: string, en = th) => ({ th, en });

/** Queries of one and several pieces, Thai, English and mixed, whole words and prefixes. */
const QUERIES = [
  'นิยาย',
  'ความ',
  'the',
  'love',
  'lo',
  'ประวัติศาสตร์ ไทย',
  'the secret',
  'เรียน python',
  'python ฉบับ',
  'นัก สืบ',
  'ฉบับ the',
  'แฟนตา',
  'ความรัก ฉบับ',
  'of the',
  'สำนักพิมพ์ นิยาย',
];

describe('search postings', () => {
  let app: TestApp;

  const postings = () =>
    executeRows<{ term: string; sold_count: number; book_id: number; weight: number }>(
      app.database.db,
      sql`select term, sold_count, book_id, weight from book_terms order by book_id, term`,
    );
  const termsOf = async (reference: string) =>
    (
      await executeRows<{ term: string; weight: number; sold: number }>(
        app.database.db,
        sql`select t.term, t.weight, t.sold_count as sold from book_terms t
          join books b on b.id = t.book_id where b.record_reference = ${reference} order by t.term`,
      )
    ).map((row) => ({ ...row, weight: Number(row.weight), sold: Number(row.sold) }));
  const write = (books: ReturnType<typeof makeBook>[]) => seedTestCatalog(app, { books });
  /** A term index that has read nothing yet. */
  const freshIndex = () => createTermIndex({ db: app.database.db, cache: createMemoryCache() });
  const findTermMatches = (query: string, limit: number) =>
    freshIndex().match(toQueryPieces(query), limit);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app, createDemoCatalog({ seed: 11, today: '2026-11-22' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the same best sellers as the text index, for one piece and several', async () => {
    // Two words of each of 20 titles, in both languages, as readers would type them.
    const titles = await executeRows<{ th: string; en: string }>(
      app.database.db,
      sql`select name_th as th, name_en as en from books order by id limit 20`,
    );
    const fromTitles = titles.flatMap(({ th, en }) => {
      const words = en.split(' ').filter((word) => word.length > 2);
      const thai = th.split(' ');
      return [
        `${words[0] ?? ''} ${words.at(-1) ?? ''}`,
        `${thai.at(-1) ?? ''} ${(thai[0] ?? '').slice(0, 4)}`,
      ];
    });
    const severalPieces: Record<string, number> = {};
    for (const query of [...QUERIES, ...fromTitles]) {
      const tsquery = toPrefixQuery(query) ?? '';
      for (const limit of [5, 1000]) {
        const expected = await executeRows<{ id: number }>(
          app.database.db,
          sql`select id from books where published and search_vector @@ to_tsquery('simple', ${tsquery})
            order by sold_count desc, id desc limit ${limit}`,
        );
        const found = await findTermMatches(query, limit);
        expect(
          found.map((match) => match.id),
          `${query} (${limit})`,
        ).toEqual(expected.map((row) => Number(row.id)));
        if (toQueryPieces(query).length > 1) severalPieces[query] = expected.length;
      }
    }
    // Not vacuous: queries of several pieces found books, some of them many.
    const found = Object.values(severalPieces);
    expect(found.filter((count) => count > 0).length).toBeGreaterThan(20);
    expect(found.filter((count) => count > 10).length).toBeGreaterThan(0);
  });

  it('reads the best sellers with one word (autocomplete) straight from the postings, the same books', async () => {
    let compared = 0;
    for (const query of ['นิยาย', 'ความ', 'the', 'love', 'lo', 'แฟนตา', 'python', 'ประวัติศาสตร์']) {
      const [piece] = toQueryPieces(query);
      const [alternative] = piece ?? [];
      if (piece?.length !== 1 || alternative?.tokens.length !== 1) continue;
      for (const prefix of [false, true]) {
        const tsquery = `'${alternative.tokens[0]}'${prefix ? ':*' : ''}`;
        const expected = await executeRows<{ id: number }>(
          app.database.db,
          sql`select id from books where published and search_vector @@ ${tsquery}::tsquery
            order by sold_count desc, id desc limit 12`,
        );
        const found = await findTopBooksWithToken(
          app.database.db,
          { value: alternative.tokens[0] ?? '', prefix },
          12,
        );
        expect(found, `${query} ${prefix}`).toEqual(expected.map((row) => Number(row.id)));
        compared += found.length;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('scores where the tokens are: title 4, contributor 3, series 2, publisher 1, summed per piece', async () => {
    await write([
      makeBook('postings-score', {
        name: text('ดัชนีคะแนน', 'Postings Score Book'),
        contributors: [{ name: text('ผู้เขียน คะแนน', 'Scoring Writer'), role: 'author' }],
      }),
    ]);
    const [book] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from books where record_reference = 'postings-score'`,
    );
    const scoreOf = async (query: string) =>
      (await findTermMatches(query, 1000)).find((match) => match.id === Number(book?.id))?.score;
    expect(await scoreOf('postings')).toBe(4);
    expect(await scoreOf('scoring')).toBe(3);
    expect(await scoreOf('postings scoring')).toBe(7);
    expect(await scoreOf('postings nowhere')).toBeUndefined();
  });

  it('keeps what it read until the catalog changes, and answers parallel queries alike', async () => {
    const cache = createMemoryCache();
    const index = createTermIndex({ db: app.database.db, cache });
    const ask = (query: string) => index.match(toQueryPieces(query), 1000);
    expect(await ask('kept zeppelin')).toEqual([]);
    const answers = await Promise.all(QUERIES.map((query) => ask(query)));
    expect(await Promise.all(QUERIES.map((query) => ask(query)))).toEqual(answers);
    expect(answers.filter((found) => found.length > 0).length).toBeGreaterThan(5);

    // With no memory to keep anything, it reads every time, and answers the same.
    const forgetful = createTermIndex({ db: app.database.db, cache, maxBytes: 1 });
    expect(
      await Promise.all(QUERIES.map((query) => forgetful.match(toQueryPieces(query), 1000))),
    ).toEqual(answers);

    await write([makeBook('postings-kept', { name: text('เก็บไว้', 'Kept Zeppelin') })]);
    // Kept: the index does not read postings again for words it already knows...
    expect(await ask('kept zeppelin')).toEqual([]);
    // ...until the catalog change empties the cache (as the import and the version watcher do).
    await cache.clear();
    expect((await ask('kept zeppelin')).length).toBe(1);
    expect((await ask('kept zepp')).length).toBe(1);
  });

  it('orders books by one sales key as the best-seller lists do, and gets the book back from it', () => {
    const books = [
      [5, 0],
      [9, 0],
      [1, 7],
      [268_435_455, 7],
      [3, 33_554_431],
      [4, 10_000_000],
    ] as const;
    const byKey = [...books].sort(([ia, sa], [ib, sb]) => salesKey(sb, ib) - salesKey(sa, ia));
    expect(byKey).toEqual([
      [3, 33_554_431],
      [4, 10_000_000],
      [268_435_455, 7],
      [1, 7],
      [9, 0],
      [5, 0],
    ]);
    for (const [id, sold] of books) expect(bookIdOf(salesKey(sold, id))).toBe(id);
  });

  it('merges postings lists best sellers first, each book once with its best weight', () => {
    const list = (rows: Array<[id: number, sold: number, weight: number]>) => ({
      keys: Float64Array.from(rows.map(([id, sold]) => salesKey(sold, id))),
      weights: Uint8Array.from(rows.map((row) => row[2])),
    });
    const merged = mergePostings([
      list([
        [7, 50, 1],
        [9, 20, 2],
        [3, 20, 4],
      ]),
      list([
        [8, 60, 3],
        [7, 50, 4],
        [2, 20, 1],
      ]),
      list([]),
    ]);
    expect([...merged.keys].map(bookIdOf)).toEqual([8, 7, 9, 3, 2]);
    expect([...merged.keys]).toEqual([
      salesKey(60, 8),
      salesKey(50, 7),
      salesKey(20, 9),
      salesKey(20, 3),
      salesKey(20, 2),
    ]);
    expect([...merged.weights]).toEqual([3, 4, 2, 4, 1]);
  });

  it('follows every change of a book: new words, sales, unpublishing and deletion', async () => {
    await write([makeBook('postings-life', { name: text('ชีวิตดัชนี', 'Lifecycle Original') })]);
    expect((await termsOf('postings-life')).map((row) => row.term)).toContain('original');

    await write([
      makeBook('postings-life', { name: text('ชีวิตดัชนี', 'Lifecycle Renamed'), soldCount: 77 }),
    ]);
    const renamed = await termsOf('postings-life');
    expect(renamed.map((row) => row.term)).toContain('renamed');
    expect(renamed.map((row) => row.term)).not.toContain('original');

    await app.database.db.execute(
      sql`update books set sold_count = 1234 where record_reference = 'postings-life'`,
    );
    expect(new Set((await termsOf('postings-life')).map((row) => row.sold))).toEqual(
      new Set([1234]),
    );

    await app.database.db.execute(
      sql`update books set published = false where record_reference = 'postings-life'`,
    );
    expect(await termsOf('postings-life')).toEqual([]);
    await app.database.db.execute(
      sql`update books set published = true where record_reference = 'postings-life'`,
    );
    expect((await termsOf('postings-life')).length).toBeGreaterThan(2);

    await app.database.db.execute(sql`delete from book_details where book_id in
      (select id from books where record_reference = 'postings-life')`);
    await app.database.db.execute(sql`delete from books where record_reference = 'postings-life'`);
    const orphans = await executeRows(
      app.database.db,
      sql`select 1 from book_terms t where not exists (select 1 from books b where b.id = t.book_id)`,
    );
    expect(orphans).toEqual([]);
  });

  it('is filled for books that existed before it by migration 0008, identically', async () => {
    const written = await postings();
    expect(written.length).toBeGreaterThan(1000);
    const backfill = readFileSync(path.join(MIGRATIONS_FOLDER, '0008_search_terms.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "book_terms"'));
    expect(backfill).toBeDefined();

    await app.database.db.execute(sql`delete from book_terms`);
    await app.database.db.execute(sql.raw(backfill ?? ''));
    expect(await postings()).toEqual(written);
  });
});
