import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog, testCatalog } from '../../../test/catalog-fixture.js';
const SECRET = 'staff-secret-staff-secret-staff-secret-0001';

describe('second API', () => {
  let app: TestApp;
  const get = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url, headers: { Language: language } });

  beforeAll(async () => {
    app = await buildTestApp({ CACHE_ADMIN_SECRET: SECRET });
    await seedTestCatalog(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the home widgets: sliders, new releases, best sellers and home categories', async () => {
    const widgets = (await get('/v1/home/widgets', 'th')).json().Data;
    expect(
      widgets.map((widget: { Type: string; Title: string }) => [widget.Type, widget.Title]),
    ).toEqual([
      ['slider', 'แนะนำ'],
      ['new-release', 'หนังสือใหม่'],
      ['best-seller', 'หนังสือขายดี'],
      ['category', 'นิยาย'],
      ['category', 'คอมพิวเตอร์'],
    ]);
    expect(widgets[0].Sliders).toHaveLength(1);
    expect(widgets[1].Products[0].Name).toBe('เรียน Python ฉบับสมบูรณ์');
  });

  it('sends a cached read as the same JSON text, in the envelope, per language', async () => {
    const first = await get('/v1/home/widgets', 'en');
    const again = await get('/v1/home/widgets', 'en');
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body)).toMatchObject({ ErrorList: [] });
    expect(JSON.parse(again.body).Data[1].Title).toBe('New releases');
    expect(JSON.parse((await get('/v1/home/widgets', 'th')).body).Data[1].Title).toBe('หนังสือใหม่');
  });

  it('serves new releases, best sellers and a category', async () => {
    expect((await get('/v1/home/new-release')).json().Data).toHaveLength(18);
    expect((await get('/v1/home/best-seller')).json().Data[0].Name).toBe("A Reader's Notes");
    const tree = (await get('/v2/home/categorytree')).json().Data;
    const category = (await get(`/v1/home/category-product?id=${tree[1].Id}`)).json().Data;
    expect(category.Name).toBe('Computers');
    expect(category.Products).toHaveLength(2);
    expect((await get('/v1/home/category-product?id=999999')).statusCode).toBe(404);
    expect((await get('/v1/home/category-product')).statusCode).toBe(400);
  });

  it('returns recently viewed books in the order of the repeated id parameters', async () => {
    const best = (await get('/v1/home/best-seller')).json().Data as Array<{ Id: number }>;
    const [a, b, c] = [best[2]!.Id, best[0]!.Id, best[1]!.Id];
    const response = (await get(`/v1/home/recent-view?id=${a}&id=${b}&id=${c}&id=999999`)).json()
      .Data;
    expect(response.map((product: { Id: number }) => product.Id)).toEqual([a, b, c]);
    expect((await get(`/v1/home/recent-view?id=${a}`)).json().Data).toHaveLength(1);
    expect((await get('/v1/home/recent-view?id=abc')).statusCode).toBe(400);
    expect(
      (
        await get(
          `/v1/home/recent-view?${Array.from({ length: 51 }, (_, i) => `id=${i + 1}`).join('&')}`,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('searches, suggests and lists criteria', async () => {
    const found = await app.inject({
      method: 'POST',
      url: '/v1/smart-search/search',
      headers: { Language: 'th' },
      payload: { Data: { Keyword: 'ศิลา' } },
    });
    expect(found.json().Data.Products[0].Name).toBe('แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์');
    const advanced = await app.inject({
      method: 'POST',
      url: '/v1/smart-search/search-advance',
      headers: { Language: 'en' },
      payload: { Data: { Language: 'en', Format: 'EPUB' } },
    });
    expect(advanced.json().Data.Products.map((product: { Name: string }) => product.Name)).toEqual([
      'Deep Learning Basics',
    ]);
    expect(
      (
        await get(`/v1/smart-search/auto-complete?keyword=${encodeURIComponent('พอต')}`, 'th')
      ).json().Data[0].Type,
    ).toBe('book');
    expect((await get('/v1/smart-search/auto-complete?keyword=')).statusCode).toBe(400);
    expect(
      (await get(`/v1/smart-search/auto-complete?keyword=${'x'.repeat(10_000)}`)).statusCode,
    ).toBe(400);
    expect((await get('/v1/smart-search/criteria')).json().Data.Formats).toEqual(['EPUB', 'PDF']);
  });

  it('answers from the cache until it is cleared by staff or by a catalog change', async () => {
    const before = (await get('/v1/home/best-seller')).json().Data[0].Name;
    const listedBefore = (await get('/v2/catalog/bestsellerproducts')).json().Data;
    await seedTestCatalog(app, {
      ...testCatalog(),
      books: [makeBook('new-hit', { name: { th: 'หนังสือฮิต', en: 'The Big Hit' }, soldCount: 5000 })],
    });
    // The import cleared this process's cache: the new best seller shows at once.
    expect((await get('/v1/home/best-seller')).json().Data[0].Name).toBe('The Big Hit');
    expect(before).toBe("A Reader's Notes");
    // So does the main service's cached listing page, and its total.
    const listedAfter = (await get('/v2/catalog/bestsellerproducts')).json().Data;
    expect(listedAfter.Products[0].Name).toBe('The Big Hit');
    expect(listedAfter.Paging.TotalItems).toBe(listedBefore.Paging.TotalItems + 1);
  });

  it('keeps serving cached reads after a change made behind its back, until clear-all', async () => {
    const first = (await get('/v1/home/new-release')).json().Data[0];
    // A change the cache is not told about (as by another process before the version check runs).
    await app.database.db.execute(
      sql`update books set name_en = 'Renamed Behind The Cache' where id = ${first.Id}`,
    );
    expect((await get('/v1/home/new-release')).json().Data[0].Name).toBe(first.Name);

    const unauthenticated = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Language: 'en' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().ErrorList).toEqual([
      'Staff credentials are required (Authorization: Bearer).',
    ]);
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await get('/v1/home/new-release')).json().Data[0].Name).toBe(first.Name);

    const cleared = await app.inject({
      method: 'DELETE',
      url: '/v1/cache/clear-all',
      headers: { Authorization: `Bearer ${SECRET}` },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ Data: { Cleared: true }, ErrorList: [] });
    expect((await get('/v1/home/new-release')).json().Data[0].Name).toBe(
      'Renamed Behind The Cache',
    );
  });
});

describe('clear-all without a configured secret', () => {
  it('refuses everyone', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({
        method: 'DELETE',
        url: '/v1/cache/clear-all',
        headers: { Authorization: 'Bearer anything-at-all' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
