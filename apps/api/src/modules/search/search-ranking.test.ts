import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog } from '../../../test/catalog-fixture.js';

const text = (th: string, en = th) => ({ th, en });

/**
 * Two weaknesses seen on an outside Thai catalog, as tests: a place name inside a longer Thai
 * compound (segmented by ICU unlike the name typed alone), and an author's full name as the query.
 */
describe('search ranking', () => {
  let app: TestApp;

  const names = async (keyword: string, language: 'th' | 'en') => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: language },
      payload: { Data: { Keyword: keyword } },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().Data.Products as Array<{ Name: string }>).map((book) => book.Name);
  };

  const WIMONRAT = text('วิมลรัตน์ ศรีสุข', 'Wimonrat Srisuk');
  const OTHER = text('ประเสริฐ ใจดี', 'Prasert Jaidee');
  const series = text('ดาวเหนือ', 'North Star');
  const volume = (n: number, soldCount: number) =>
    makeBook(`north-star-${n}`, {
      name: text(`ดาวเหนือ เล่ม ${n}`, `North Star, Volume ${n}`),
      contributors: [{ name: WIMONRAT, role: 'author' }],
      series: { name: series, volume: n },
      soldCount,
    });

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app, {
      books: [
        // ICU reads คู่มือ|เที่ยว|บึงกาฬ here, but ตำนาน|บ้านบึง|กาฬ here: บึงกาฬ typed alone is
        // no token of the second title.
        makeBook('guide-buengkan', {
          name: text('คู่มือเที่ยวบึงกาฬ', 'A Guide to Bueng Kan'),
          soldCount: 50,
        }),
        makeBook('legend-buengkan', {
          name: text('ตำนานบ้านบึงกาฬ', 'Legends of Ban Bueng Kan'),
          soldCount: 10,
        }),
        makeBook('unrelated', { name: text('สวนดอกไม้', 'A Flower Garden'), soldCount: 5 }),
        // Volumes sell out of order (3 most, 1 least); a co-written book outsells them all.
        volume(1, 10),
        volume(2, 40),
        volume(3, 90),
        makeBook('co-written', {
          name: text('ครัวไทยสองคน', 'A Thai Kitchen for Two'),
          contributors: [
            { name: OTHER, role: 'author' },
            { name: WIMONRAT, role: 'author' },
          ],
          soldCount: 5000,
        }),
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds a place name inside a longer Thai compound even when another title has it exactly', async () => {
    expect(await names('บึงกาฬ', 'th')).toEqual(['คู่มือเที่ยวบึงกาฬ', 'ตำนานบ้านบึงกาฬ']);
  });

  it("ranks an author's own series, in volume order, before a book where the author is second", async () => {
    const expected = ['ดาวเหนือ เล่ม 1', 'ดาวเหนือ เล่ม 2', 'ดาวเหนือ เล่ม 3', 'ครัวไทยสองคน'];
    expect(await names('วิมลรัตน์ ศรีสุข', 'th')).toEqual(expected);
    expect(await names('Wimonrat Srisuk', 'en')).toEqual([
      'North Star, Volume 1',
      'North Star, Volume 2',
      'North Star, Volume 3',
      'A Thai Kitchen for Two',
    ]);
  });

  it('ranks by a popularity snapshot that a sale does not change until the job recomputes it', async () => {
    const popularity = async () => {
      const [row] = await executeRows<{ popularity: number }>(
        app.database.db,
        sql`select popularity from books where record_reference = 'north-star-1'`,
      );
      return Number(row?.popularity);
    };
    expect(await popularity()).toBe(10);
    // Sales move the count at once (best-seller lists read it), not the snapshot search ranks by.
    await app.database.db.execute(
      sql`update books set sold_count = sold_count + 500 where record_reference = 'north-star-1'`,
    );
    expect(await popularity()).toBe(10);
    expect(await app.services.search.refreshPopularity()).toBe(1);
    expect(await popularity()).toBe(510);
    expect(await app.services.search.refreshPopularity()).toBe(0);
  });

  it('logs every search with its normalised text, language, result count and latency', async () => {
    await names('ไม่มีหนังสือเล่มนี้แน่นอน', 'th');
    await names('BUENG', 'en');
    const empty = await app.services.search.emptySearches(new Date(Date.now() - 60_000));
    expect(empty).toContainEqual({ text: 'ไม่มีหนังสือเล่มนี้แน่นอน', count: 1 });
    expect(empty.map((row) => row.text)).not.toContain('bueng');
  });
});
