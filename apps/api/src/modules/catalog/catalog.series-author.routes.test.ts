import { EntityPageResponseSchema, SeriesPageResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';

/** The series and author pages' calls (docs/catalog.md): public, cached with the catalog. */
describe('series and author pages', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let seriesId: number;
  let authorId: number;
  const FIRST = "Harry Potter and the Philosopher's Stone";

  const get = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url, headers: { Language: language } });

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; name_en: string }>(
      app.database.db,
      sql`select id, name_en from books where published order by id`,
    );
    ids = Object.fromEntries(rows.map((row) => [row.name_en, Number(row.id)]));
    const details = (await get(`/v2/product/productdetails/${ids[FIRST]}`)).json().Data;
    seriesId = details.Series.Id;
    authorId = details.Contributors[0].Id;
    // Two more volumes, numbered 3 and 2, and an unpublished one that must not show.
    const others = Object.entries(ids)
      .filter(([name]) => name !== FIRST)
      .map(([, id]) => id);
    const [third, second, hidden] = others;
    await app.database.db.execute(
      sql`update books set series_id = ${seriesId}, series_volume = 3 where id = ${third}`,
    );
    await app.database.db.execute(
      sql`update books set series_id = ${seriesId}, series_volume = 2 where id = ${second}`,
    );
    await app.database.db.execute(
      sql`update books set series_id = ${seriesId}, series_volume = 4, published = false where id = ${hidden}`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists a series’ published volumes in volume order with their numbers and cards', async () => {
    const response = await get(`/v2/catalog/series/${seriesId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = SeriesPageResponseSchema.parse(response.json()).Data!;
    expect(page.Name).toBe('Harry Potter');
    expect(page.Volumes.map((volume) => volume.Volume)).toEqual([1, 2, 3]);
    expect(page.Products.map((product) => product.Id)).toEqual(
      page.Volumes.map((volume) => volume.ProductId),
    );
    expect(page.Products[0]).toMatchObject({ Name: FIRST });
    expect(page.Products[0]!.ProductPrice.PriceValue).toBeGreaterThan(0);
    expect(page.Products[0]!.DefaultPictureModel.ImageUrl).not.toBe('');
    expect(page.Paging).toMatchObject({ PageNumber: 1, TotalItems: 3, TotalPages: 1 });
    const thai = SeriesPageResponseSchema.parse(
      (await get(`/v2/catalog/series/${seriesId}`, 'th')).json(),
    ).Data!;
    expect(thai.Name).toBe('แฮร์รี่ พอตเตอร์');
    // A page past the end is empty, not an error.
    const far = SeriesPageResponseSchema.parse(
      (await get(`/v2/catalog/series/${seriesId}?pageNumber=5`)).json(),
    ).Data!;
    expect(far.Products).toEqual([]);
  });

  it('lists an author’s books, paged and sortable like every listing', async () => {
    const response = await get(`/v2/catalog/author/${authorId}?orderBy=name_asc`);
    expect(response.statusCode, response.body).toBe(200);
    const page = EntityPageResponseSchema.parse(response.json()).Data!;
    expect(page.Id).toBe(authorId);
    expect(page.Name).not.toBe('');
    expect(page.Products.map((product) => product.Name)).toContain(FIRST);
    for (const product of page.Products)
      expect(product.Authors.map((author) => author.Id)).toContain(authorId);
    expect(page.Paging.TotalItems).toBe(page.Products.length);
  });

  it.each([
    ['/v2/catalog/series/999999', 'en', 404, 'This series does not exist.'],
    ['/v2/catalog/series/999999', 'th', 404, 'ไม่พบซีรีส์นี้'],
    ['/v2/catalog/author/999999', 'en', 404, 'This author does not exist.'],
    ['/v2/catalog/author/999999', 'th', 404, 'ไม่พบผู้เขียนนี้'],
    ['/v2/catalog/series/abc', 'en', 400, null],
    ['/v2/catalog/series/0', 'en', 400, null],
    ['/v2/catalog/author/1.5', 'en', 400, 'id: must be a whole number.'],
    ['/v2/catalog/series/1?orderBy=newest', 'en', 400, null],
    ['/v2/catalog/author/1?pageNumber=0', 'en', 400, null],
  ])('answers %s (%s) with a clean %i envelope', async (url, language, status, message) => {
    const response = await get(url, language);
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.Data).toBeNull();
    expect(body.ErrorList).toHaveLength(1);
    if (message !== null) expect(body.ErrorList).toEqual([message]);
  });
});
