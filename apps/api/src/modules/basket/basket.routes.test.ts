import { CartResponseSchema, type Cart } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { insertVerifiedCustomers, login, uniqueEmail } from '../../../test/accounts-fixture.js';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';

describe('basket', () => {
  let app: TestApp;
  /** Book ids by record reference. */
  const ids: Record<string, number> = {};

  const bookId = (reference: string): number => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    );
    for (const row of rows) ids[row.record_reference] = Number(row.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  const add = (headers: Record<string, string>, productId: number, cartType = 1) =>
    call('POST', `/v2/shoppingcart/addproducttocart/details/${productId}/${cartType}`, headers);

  const cartOf = async (headers: Record<string, string>): Promise<Cart> => {
    const response = await call('GET', '/v2/shoppingcart/cart', headers);
    expect(response.statusCode).toBe(200);
    const cart = CartResponseSchema.parse(response.json()).Data;
    if (!cart) throw new Error('no cart');
    return cart;
  };

  const remove = (headers: Record<string, string>, lineIds: (number | string)[]) =>
    call('POST', '/v2/shoppingcart/updatecart', headers, {
      FormValues: lineIds.map((id) => ({ Key: 'removefromcart', Value: String(id) })),
    });

  const setPrice = (reference: string, satang: number) =>
    app.database.db.execute(
      sql`update books set price_satang = ${satang} where id = ${bookId(reference)}`,
    );

  it('keeps a guest’s basket on the device, priced by the server with the VAT inside', async () => {
    const device = { DeviceId: await registerDevice(app, 'en') };

    const added = await add(device, bookId('python'));
    expect(added.statusCode).toBe(200);
    const cart = CartResponseSchema.parse(added.json()).Data as Cart;
    expect(cart).toMatchObject({ Count: 1, IsGuest: true, DiscountValue: 0, Notices: [] });
    const [line] = cart.Items;
    expect(line).toMatchObject({ ProductId: bookId('python'), VatRate: 7 });
    const price = line?.ProductPrice.PriceValue ?? 0;
    expect(price).toBeGreaterThan(0);
    // VAT is 7/107 of a VAT-inclusive price, to the nearest satang.
    expect(line?.VatValue).toBe(Math.round((price * 7) / 107));
    expect(cart).toMatchObject({
      SubTotalValue: price,
      TotalValue: price,
      VatValue: line?.VatValue,
      NetValue: price - (line?.VatValue ?? 0),
    });

    // The same book again stays one line: an e-book is bought once.
    expect((await add(device, bookId('python'))).statusCode).toBe(200);
    expect((await cartOf(device)).Count).toBe(1);
  });

  it('asks a guest for a device, and says why in the caller’s language', async () => {
    const none = await call('GET', '/v2/shoppingcart/cart', { Language: 'en' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ Data: null });

    const unknown = await add({ DeviceId: '00000000-0000-4000-8000-000000000000' }, 1);
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a book that does not exist or is not on sale (404) and the wish list type (400)', async () => {
    const device = { DeviceId: await registerDevice(app, 'th'), Language: 'th' };

    const missing = await add(device, 99_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['ไม่พบหนังสือเล่มนี้ หรือหนังสือไม่ได้วางจำหน่ายแล้ว']);

    await app.database.db.execute(
      sql`update books set published = false where id = ${bookId('english-only')}`,
    );
    try {
      expect((await add(device, bookId('english-only'))).statusCode).toBe(404);
    } finally {
      await app.database.db.execute(
        sql`update books set published = true where id = ${bookId('english-only')}`,
      );
    }

    const wishList = await add(device, bookId('python'), 2);
    expect(wishList.statusCode).toBe(400);
    const malformed = await call('POST', '/v2/shoppingcart/addproducttocart/details/abc/1', device);
    expect(malformed.statusCode).toBe(400);
    expect((await cartOf(device)).Count).toBe(0);
  });

  it('refuses a book the customer owns already, naming it (409)', async () => {
    const customer = await createTestCustomer(app);
    await app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source)
          values (${customer.customerId}, ${bookId('hp-1')}, 'purchase')`,
    );

    const response = await add(asCustomer(customer, 'en'), bookId('hp-1'));
    expect(response.statusCode).toBe(409);
    expect(response.json().ErrorList[0]).toMatch(
      /^You already own “.+”: it is on your bookshelf\.$/,
    );
    expect((await cartOf(asCustomer(customer))).Count).toBe(0);
  });

  it('shows today’s price, tells a change once, and lets go of books no longer sold', async () => {
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer, 'en');
    await add(headers, bookId('python'));
    await add(headers, bookId('detective-harry'));
    await setPrice('python', 12_345);
    await app.database.db.execute(
      sql`update books set published = false where id = ${bookId('detective-harry')}`,
    );
    try {
      const changed = await cartOf(headers);
      expect(changed.Count).toBe(1);
      expect(changed.Items[0]?.ProductPrice.PriceValue).toBe(12_345);
      expect(changed.TotalValue).toBe(12_345);
      expect(changed.Notices).toHaveLength(2);
      expect(changed.Notices.join('\n')).toMatch(/left your basket: it is no longer sold/);
      expect(changed.Notices.join('\n')).toMatch(/changed from .+ to ฿123\.45/);

      // Told once: the next look has nothing new to say.
      expect((await cartOf(headers)).Notices).toEqual([]);
    } finally {
      await app.database.db.execute(
        sql`update books set published = true where id = ${bookId('detective-harry')}`,
      );
      await setPrice('python', 15_000);
    }
  });

  it('takes no VAT on a VAT-exempt book (magazines, newspapers, textbooks)', async () => {
    const device = { DeviceId: await registerDevice(app, 'en') };
    await app.database.db.execute(
      sql`update books set vat_category = 'exempt' where id = ${bookId('detective-harry')}`,
    );
    try {
      await add(device, bookId('python'));
      const cart = CartResponseSchema.parse((await add(device, bookId('detective-harry'))).json())
        .Data as Cart;
      const exempt = cart.Items.find((item) => item.ProductId === bookId('detective-harry'));
      const standard = cart.Items.find((item) => item.ProductId === bookId('python'));
      expect(exempt).toMatchObject({ VatRate: 0, VatValue: 0 });
      expect(cart.VatValue).toBe(standard?.VatValue);
      expect(cart.NetValue).toBe(cart.TotalValue - cart.VatValue);
    } finally {
      await app.database.db.execute(
        sql`update books set vat_category = 'standard' where id = ${bookId('detective-harry')}`,
      );
    }
  });

  it('removes only the caller’s own lines, and says what is wrong with a bad form', async () => {
    const mine = { DeviceId: await registerDevice(app, 'en'), Language: 'en' };
    const theirs = { DeviceId: await registerDevice(app, 'en') };
    const myLine = (await cartOf(mine)).Items[0]?.Id;
    expect(myLine).toBeUndefined();
    await add(mine, bookId('python'));
    await add(theirs, bookId('python'));
    const [myItem] = (await cartOf(mine)).Items;
    const [theirItem] = (await cartOf(theirs)).Items;

    // Their line id in my update removes nothing of theirs.
    const crossed = await remove(mine, [theirItem?.Id ?? 0]);
    expect(crossed.statusCode).toBe(200);
    expect((await cartOf(theirs)).Count).toBe(1);
    expect((await cartOf(mine)).Count).toBe(1);

    const removed = await remove(mine, [myItem?.Id ?? 0]);
    expect(CartResponseSchema.parse(removed.json()).Data?.Count).toBe(0);

    const badKey = await call('POST', '/v2/shoppingcart/updatecart', mine, {
      FormValues: [{ Key: 'itemquantity1', Value: '2' }],
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().ErrorList).toEqual([
      'Unknown entry “itemquantity1” in the basket update.',
    ]);
    const badId = await remove(mine, ['1; drop table books']);
    expect(badId.statusCode).toBe(400);
    expect((await remove(mine, ['99999999999'])).statusCode).toBe(400);
  });

  it('brings a guest’s basket into the customer’s at sign-in, without books they own', async () => {
    const email = uniqueEmail('basket');
    await insertVerifiedCustomers(app, [email]);
    const deviceId = await registerDevice(app, 'en');
    const device = { DeviceId: deviceId };
    await add(device, bookId('python'));
    await add(device, bookId('hp-1'));
    await add(device, bookId('detective-harry'));

    const [customer] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from customers where email = ${email}`,
    );
    const customerId = Number(customer?.id);
    // Already in the customer's basket from another device, and already owned.
    await app.database.db.execute(
      sql`insert into basket_items (customer_id, cart_type, book_id, price_satang_seen)
          values (${customerId}, 1, ${bookId('python')}, 15000)`,
    );
    await app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source)
          values (${customerId}, ${bookId('hp-1')}, 'redeem')`,
    );

    const signedIn = await login(app, email, 'correct horse battery staple', { headers: device });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().Data.Token as string;

    const cart = await cartOf({ Token: token, DeviceId: deviceId });
    expect(cart.IsGuest).toBe(false);
    expect(cart.Items.map((item) => item.ProductId).sort()).toEqual(
      [bookId('python'), bookId('detective-harry')].sort(),
    );
    // The device keeps nothing of it.
    expect((await cartOf(device)).Count).toBe(0);
  });

  it('puts a book in once when the same add arrives many times at once', async () => {
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer);
    const books = ['python', 'hp-1', 'detective-harry', 'english-only'].map(bookId);

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => add(headers, books[i % books.length] as number)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 40 }, () => 200),
    );
    const [row] = await executeRows<{ lines: number; books: number }>(
      app.database.db,
      sql`select count(*)::int as lines, count(distinct book_id)::int as books
            from basket_items where customer_id = ${customer.customerId}`,
    );
    expect(row).toEqual({ lines: 4, books: 4 });
  });

  it('holds the limit of 100 books when adds to a nearly full basket arrive at once', async () => {
    const references = Array.from({ length: 110 }, (_, i) => `limit-${i}`);
    await seedTestCatalog(app, { books: references.map((reference) => makeBook(reference)) });
    const rows = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from books where record_reference like 'limit-%' order by id`,
    );
    const limitIds = rows.map((row) => Number(row.id));
    expect(limitIds).toHaveLength(110);
    for (const owner of ['guest', 'customer'] as const) {
      const headers =
        owner === 'guest'
          ? { DeviceId: await registerDevice(app, 'en') }
          : asCustomer(await createTestCustomer(app), 'en');
      // 97 lines, then 13 different books at once: 3 fit, 10 are refused as a full basket.
      for (const id of limitIds.slice(0, 97)) expect((await add(headers, id)).statusCode).toBe(200);
      const responses = await Promise.all(limitIds.slice(97).map((id) => add(headers, id)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(3).fill(200), ...Array(10).fill(409)]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      expect(refused.json().ErrorList[0]).toMatch(/100/);
      expect((await cartOf(headers)).Count).toBe(100);
    }
  });

  it('says which of some books a customer owns, to the customer only', async () => {
    const customer = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source) values (${customer.customerId}, ${bookId('python')}, 'staff')`,
    );
    const ids = `${bookId('python')},${bookId('hp-1')}`;
    const mine = await call('GET', `/v2/customer/owned-books?ids=${ids}`, asCustomer(customer));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().Data).toEqual({ ProductIds: [bookId('python')] });
    const theirs = await call('GET', `/v2/customer/owned-books?ids=${ids}`, asCustomer(other));
    expect(theirs.json().Data).toEqual({ ProductIds: [] });
    expect((await call('GET', `/v2/customer/owned-books?ids=${ids}`, {})).statusCode).toBe(401);
    const bad = await call(
      'GET',
      '/v2/customer/owned-books?ids=1;drop',
      asCustomer(customer, 'en'),
    );
    expect(bad.statusCode).toBe(400);
  });
});
