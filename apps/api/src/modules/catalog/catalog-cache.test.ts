import { eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { books } from '../../db/schema/index.js';
import { redisCachePrefix } from '../../lib/cache.js';
import { bumpCatalogVersion } from './catalog-upkeep.repository.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog, testCatalog } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';

type Card = { Id: number; Name: string };

const newest = async (app: TestApp, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method: 'GET',
    url: '/v2/catalog/newproducts',
    headers: { Language: 'en', ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response;
};
const namesOf = async (app: TestApp) =>
  ((await newest(app)).json().Data.Products as Card[]).map((card) => card.Name);

const rename = (app: TestApp, names: Record<string, string>) =>
  Promise.all(
    Object.entries(names).map(([from, to]) =>
      app.database.db.update(books).set({ nameEn: to }).where(eq(books.nameEn, from)),
    ),
  );

describe('the catalog cache: keys by catalog version, cards by book', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ CATALOG_VERSION_CHECK_MS: '100000' });
    await seedTestCatalog(app, {
      ...testCatalog(),
      books: [
        makeBook('cache-a', { name: { th: 'ก', en: 'Alpha' }, releaseDate: '2026-11-01' }),
        makeBook('cache-b', { name: { th: 'ข', en: 'Bravo' }, releaseDate: '2026-11-02' }),
      ],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a catalog change moves every key to the new version without emptying the cache', async () => {
    expect(await namesOf(app)).toEqual(expect.arrayContaining(['Alpha', 'Bravo']));
    await rename(app, { Alpha: 'Alpha 2' });
    // Served from the cache: the database changed behind its back.
    expect(await namesOf(app)).toContain('Alpha');

    const clear = vi.spyOn(app.cache, 'clear');
    const before = app.cache.version();
    app.cache.moveTo(await bumpCatalogVersion(app.database.db));

    expect(BigInt(app.cache.version())).toBe(BigInt(before) + 1n);
    expect(await namesOf(app)).toContain('Alpha 2');
    expect(clear).not.toHaveBeenCalled();
    clear.mockRestore();
  });

  it('an older version never moves the keys back', async () => {
    const now = app.cache.version();
    app.cache.moveTo('1');
    expect(app.cache.version()).toBe(now);
  });

  it('a change to one book renews its card in listings while other cards stay cached', async () => {
    const names = await namesOf(app);
    expect(names).toEqual(expect.arrayContaining(['Alpha 2', 'Bravo']));
    const [alpha] = await app.database.db
      .select({ id: books.id })
      .from(books)
      .where(inArray(books.nameEn, ['Alpha 2']));
    if (!alpha) throw new Error('Alpha is missing');

    await rename(app, { 'Alpha 2': 'Alpha 3', Bravo: 'Bravo 2' });
    await app.services.catalog.bookChanged(alpha.id);

    const after = await namesOf(app);
    expect(after).toContain('Alpha 3');
    // Bravo's card was not touched: still the cached one.
    expect(after).toContain('Bravo');
    expect(after).not.toContain('Bravo 2');

    // The book's own page and a search show the renewed card too.
    const details = await app.inject({
      method: 'GET',
      url: `/v2/product/productdetails/${alpha.id}`,
      headers: { Language: 'en' },
    });
    expect(details.json().Data.Name).toBe('Alpha 3');
  });
});

describe('nothing personal in the shared cache', () => {
  let app: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    redis = new Redis('redis://127.0.0.1:6379');
    await app.cache.clear();
    await seedTestCatalog(app);
  });
  afterAll(async () => {
    await app.cache.clear();
    await app.close();
    redis.disconnect();
  });

  it('answers a signed-in reader and a visitor alike, and keeps no trace of the reader', async () => {
    const customer = await createTestCustomer(app, { email: 'cache.reader@example.com' });
    const signedIn = await newest(app, asCustomer(customer));
    const visitor = await newest(app);
    expect(signedIn.body).toBe(visitor.body);

    for (const url of ['/v1/home/best-seller', '/v2/home/categorytree']) {
      const asReader = await app.inject({ method: 'GET', url, headers: asCustomer(customer) });
      const asVisitor = await app.inject({ method: 'GET', url });
      expect(asReader.body, url).toBe(asVisitor.body);
    }
    const searched = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: asCustomer(customer),
      payload: { Data: { Keyword: 'harry' } },
    });
    expect(searched.statusCode).toBe(200);

    const keys = await redis.keys(`${redisCachePrefix(app.database.url)}*`);
    expect(keys.length).toBeGreaterThan(5);
    const values = await Promise.all(keys.map((key) => redis.get(key)));
    const everything = [...keys, ...values].join('\n');
    for (const personal of [customer.token, customer.email, 'cache.reader']) {
      expect(everything).not.toContain(personal);
    }
    expect(everything).not.toMatch(new RegExp(`"CustomerId":${customer.customerId}\\b`));
  });
});
