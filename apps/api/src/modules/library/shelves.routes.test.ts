import { MAX_SHELVES } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

describe('bookshelf collections (myshelves, addbookshelf, … removeproductonshelf)', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (customer: TestCustomer | null, path: string, data: unknown, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/v2/customer/${path}`,
      headers: customer ? asCustomer(customer, language as 'en') : {},
      payload: { Data: data },
    });
  const own = (customer: TestCustomer, reference: string) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source) values (${customer.customerId}, ${ids[reference]!}, 'staff')`,
    );

  it('creates, renames, fills, lists, empties and deletes a collection of owned books', async () => {
    const reader = await createTestCustomer(app);
    await own(reader, 'python');
    await own(reader, 'hp-1');

    const created = await post(reader, 'addbookshelf', { Name: ' To read ' });
    expect(created.statusCode).toBe(200);
    const shelf = created.json().Data;
    expect(shelf).toMatchObject({ Name: 'To read', BookCount: 0 });
    expect((await post(reader, 'addbookshelf', { Name: 'TO READ' })).statusCode).toBe(409);

    const renamed = await post(reader, 'updatebookshelf', {
      ShelfId: shelf.Id,
      Name: 'Favourites',
    });
    expect(renamed.json().Data).toMatchObject({ Id: shelf.Id, Name: 'Favourites' });

    const added = await post(reader, 'addproductmappingshelf', {
      ShelfId: shelf.Id,
      ProductIds: [ids.python, ids['hp-1'], ids.python],
    });
    expect(added.json().Data).toMatchObject({ BookCount: 2 });
    // A book not owned refuses the whole request: nothing is added.
    const notOwned = await post(reader, 'addproductmappingshelf', {
      ShelfId: shelf.Id,
      ProductIds: [ids['detective-harry']],
    });
    expect(notOwned.statusCode).toBe(422);
    expect(notOwned.json().ErrorList).toEqual(['Only books you own can go in a collection.']);

    const books = await post(reader, 'productonbookshelf', { ShelfId: shelf.Id });
    expect(
      books
        .json()
        .Data.Books.map((book: { Product: { Id: number } }) => book.Product.Id)
        .sort(),
    ).toEqual([ids.python, ids['hp-1']].sort());
    const listed = await app.inject({
      method: 'GET',
      url: '/v2/customer/myshelves',
      headers: asCustomer(reader),
    });
    expect(listed.json().Data.Shelves).toEqual([
      expect.objectContaining({ Id: shelf.Id, BookCount: 2 }),
    ]);

    const removed = await post(reader, 'removeproductonshelf', {
      ShelfId: shelf.Id,
      ProductIds: [ids.python],
    });
    expect(removed.json().Data).toMatchObject({ BookCount: 1 });
    expect((await post(reader, 'removebookshelf', { ShelfId: shelf.Id })).json().Data).toEqual({
      ShelfId: shelf.Id,
    });
    // The books stay owned.
    const [owned] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from library_items where customer_id = ${reader.customerId}`,
    );
    expect(owned?.n).toBe(2);
  });

  it('keeps another customer’s collection out of reach: 404 for every call', async () => {
    const owner = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(owner, 'python');
    await own(other, 'python');
    const shelf = (await post(owner, 'addbookshelf', { Name: 'Mine' })).json().Data;
    const calls: [string, unknown][] = [
      ['updatebookshelf', { ShelfId: shelf.Id, Name: 'Taken' }],
      ['productonbookshelf', { ShelfId: shelf.Id }],
      ['addproductmappingshelf', { ShelfId: shelf.Id, ProductIds: [ids.python] }],
      ['removeproductonshelf', { ShelfId: shelf.Id, ProductIds: [ids.python] }],
      ['removebookshelf', { ShelfId: shelf.Id }],
    ];
    for (const [path, data] of calls) {
      const response = await post(other, path, data);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await post(null, 'addbookshelf', { Name: 'x' })).statusCode).toBe(401);
    expect((await post(owner, 'productonbookshelf', { ShelfId: shelf.Id })).statusCode).toBe(200);
  });

  it(`holds at most ${MAX_SHELVES} collections, even when created in parallel`, async () => {
    const reader = await createTestCustomer(app);
    const answers = await Promise.all(
      Array.from({ length: MAX_SHELVES + 10 }, (_, i) =>
        post(reader, 'addbookshelf', { Name: `Shelf ${i}` }, 'th'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_SHELVES);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.json().ErrorList[0]).toContain(String(MAX_SHELVES));
  });
});
