import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { demoReaders, ratingsOf, seedDemoReviews } from './demo-reviews.js';

describe('demo reviews', () => {
  let app: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('spreads a rating sum over its count as evenly as it can', () => {
    expect(ratingsOf(12, 3)).toEqual([4, 4, 4]);
    expect(ratingsOf(14, 3)).toEqual([5, 5, 4]);
    expect(ratingsOf(7, 2)).toEqual([4, 3]);
    for (const [sum, count] of [
      [553, 131],
      [41, 10],
      [5, 1],
    ] as const) {
      const ratings = ratingsOf(sum, count);
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((total, rating) => total + rating, 0)).toBe(sum);
      expect(Math.max(...ratings) - Math.min(...ratings)).toBeLessThanOrEqual(1);
    }
    expect(new Set(demoReaders(172).map((reader) => reader.email)).size).toBe(172);
  });

  it('writes each imported rating as a review, leaving the counters as they were, once', async () => {
    const [first, second] = [ids['python']!, ids['hp-1']!];
    await app.database.db.execute(
      sql`update books set rating_sum = case id when ${first} then 23 else 9 end,
                           rating_count = case id when ${first} then 5 else 2 end
          where id in (${first}, ${second})`,
    );
    const written = await seedDemoReviews(app.database.db, new Date('2026-11-01T00:00:00Z'));
    expect(written).toBeGreaterThanOrEqual(7);

    const rows = await executeRows<{
      id: number;
      rating_sum: number;
      rating_count: number;
      written_sum: number;
      written_count: number;
      writers: number;
    }>(
      app.database.db,
      sql`select b.id, b.rating_sum, b.rating_count,
                 coalesce(sum(r.rating), 0)::int as written_sum, count(r.id)::int as written_count,
                 count(distinct r.customer_id)::int as writers
          from books b left join reviews r on r.book_id = b.id and r.status = 'published'
          where b.id in (${first}, ${second}) group by b.id order by b.id`,
    );
    for (const row of rows) {
      expect(row.written_sum).toBe(row.rating_sum);
      expect(row.written_count).toBe(row.rating_count);
      expect(row.writers).toBe(row.rating_count);
    }
    expect(rows.map((row) => row.rating_count).sort()).toEqual([2, 5]);

    // A second run finds nothing left to write, and the page reads the same reviews.
    expect(await seedDemoReviews(app.database.db)).toBe(0);
    const page = await app.inject({
      method: 'GET',
      url: `/v2/product/productreviewspagging?productId=${first}`,
    });
    expect(page.json().Data.Summary).toMatchObject({ TotalReviews: 5, Average: 4.6 });
  });
});
