import { MyBooksResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';

describe('bookshelf: POST /v2/customer/mybook', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const own = (customerId: number, reference: string, at: string) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source, granted_at)
          values (${customerId}, ${ids[reference]!}, 'redeem', ${at}::timestamptz)`,
    );

  const myBooks = async (headers: Record<string, string>, data: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/v2/customer/mybook', headers, payload: { Data: data } });

  it('lists the customer’s own books only, newest first or by title, with their cards', async () => {
    const reader = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(reader.customerId, 'python', '2026-01-01T00:00:00Z');
    await own(reader.customerId, 'hp-1', '2026-03-01T00:00:00Z');
    await own(other.customerId, 'detective-harry', '2026-02-01T00:00:00Z');

    const newest = await myBooks(asCustomer(reader, 'en'));
    expect(newest.statusCode).toBe(200);
    const shelf = MyBooksResponseSchema.parse(newest.json()).Data!;
    expect(shelf.Books.map((book) => book.Product.Id)).toEqual([ids['hp-1'], ids.python]);
    expect(shelf.Books[0]).toMatchObject({ Source: 'redeem', OrderId: null });
    expect(shelf.Paging).toMatchObject({ PageNumber: 1, TotalItems: 2, TotalPages: 1 });

    const byTitle = MyBooksResponseSchema.parse(
      (await myBooks(asCustomer(reader, 'en'), { OrderBy: 'title' })).json(),
    ).Data!;
    const names = byTitle.Books.map((book) => book.Product.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const theirs = MyBooksResponseSchema.parse((await myBooks(asCustomer(other))).json()).Data!;
    expect(theirs.Books.map((book) => book.Product.Id)).toEqual([ids['detective-harry']]);
  });

  it('asks a guest to log in, and refuses an unknown order', async () => {
    expect((await myBooks({})).statusCode).toBe(401);
    const reader = await createTestCustomer(app);
    expect((await myBooks(asCustomer(reader), { OrderBy: 'price' })).statusCode).toBe(400);
  });
});
