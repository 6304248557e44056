import {
  CartResponseSchema,
  MAX_WISHLIST_ITEMS,
  WishlistChangeResponseSchema,
  WishlistIdsResponseSchema,
  WishlistMoveResponseSchema,
  WishlistPageResponseSchema,
  type WishlistPage,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { catalogWriterDeps } from '../../catalog-writer.js';
import { openCatalogWriter } from '../../cli/open-catalog-writer.js';
import { JOBS } from '../../jobs.js';
import { importCatalog } from '../catalog-import/catalog-import.service.js';
import { mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

describe('wish list', () => {
  let app: TestApp;
  /** Book ids by record reference. */
  let ids: Record<string, number> = {};
  /** The 20 extra books of the paging test, oldest first. */
  const PAGED = Array.from({ length: 20 }, (_, index) => `wl-${index + 1}`);

  const bookId = (reference: string): number => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  const importBooks = (
    books: ReturnType<typeof makeBook>[],
    watch = true,
  ): ReturnType<typeof importCatalog> =>
    importCatalog(
      catalogWriterDeps({
        db: app.database.db,
        storage: app.storage,
        cache: app.cache,
        ...(watch ? { watchPrices: app.services.wishlist.watchPrices } : {}),
      }),
      { books },
    );

  const idsByReference = async (): Promise<Record<string, number>> => {
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    );
    return Object.fromEntries(rows.map((row) => [row.record_reference, Number(row.id)]));
  };

  beforeAll(async () => {
    // Jobs are worked only when a test drains them.
    app = await buildTestApp({ JOBS_MODE: 'off' });
    await seedTestCatalogIds(app);
    await importBooks(PAGED.map((reference) => makeBook(reference, { files: [] })));
    ids = await idsByReference();
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers });
  const add = (customer: TestCustomer, id: number, language?: 'th' | 'en') =>
    post(`/v2/shoppingcart/addproducttowishlist/${id}`, asCustomer(customer, language));
  const remove = (customer: TestCustomer, id: number) =>
    post(`/v2/shoppingcart/removewishlist/${id}`, asCustomer(customer));
  const move = (customer: TestCustomer, id: number, language?: 'th' | 'en') =>
    post(`/v2/shoppingcart/wishlist-to-cart/${id}`, asCustomer(customer, language));

  const pageOf = async (customer: TestCustomer, pageNumber = 1): Promise<WishlistPage> => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/shoppingcart/wishlistpaging?pageNumber=${pageNumber}`,
      headers: asCustomer(customer, 'en'),
    });
    expect(response.statusCode).toBe(200);
    const page = WishlistPageResponseSchema.parse(response.json()).Data;
    if (!page) throw new Error('no page');
    return page;
  };

  const idsOf = async (customer: TestCustomer): Promise<number[]> => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/shoppingcart/wishlist-ids',
      headers: asCustomer(customer),
    });
    expect(response.statusCode).toBe(200);
    return WishlistIdsResponseSchema.parse(response.json()).Data?.ProductIds ?? [];
  };

  const rowsOf = async (customerId: number, cartType: number) =>
    executeRows<{ book_id: number }>(
      app.database.db,
      sql`select book_id from basket_items where customer_id = ${customerId} and cart_type = ${cartType}`,
    );

  const setPrice = (reference: string, satang: number) =>
    app.database.db.execute(
      sql`update books set price_satang = ${satang} where id = ${bookId(reference)}`,
    );

  const grant = (customerId: number, id: number) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source) values (${customerId}, ${id}, 'staff')`,
    );

  it('answers a guest 401 on every call, so the storefront opens the login dialog', async () => {
    const headers = { DeviceId: await registerDevice(app, 'en'), Language: 'en' };
    const calls = [
      post(`/v2/shoppingcart/addproducttowishlist/${bookId('python')}`, headers),
      post(`/v2/shoppingcart/removewishlist/${bookId('python')}`, headers),
      post(`/v2/shoppingcart/wishlist-to-cart/${bookId('python')}`, headers),
      app.inject({ method: 'GET', url: '/v2/shoppingcart/wishlistpaging', headers }),
      app.inject({ method: 'GET', url: '/v2/shoppingcart/wishlist-ids', headers }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Data: null, ErrorList: ['Please log in first.'] });
    }
    const rows = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from basket_items where cart_type = 2 and device_id is not null`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('adds once, lists newest first with the card, and removes', async () => {
    const customer = await createTestCustomer(app);

    const first = await add(customer, bookId('python'));
    expect(first.statusCode).toBe(200);
    expect(WishlistChangeResponseSchema.parse(first.json()).Data).toEqual({
      ProductId: bookId('python'),
      IsInWishlist: true,
      Count: 1,
    });
    // Twice is once: the heart pressed again, or a retried call.
    const again = await add(customer, bookId('python'));
    expect(again.json().Data).toMatchObject({ IsInWishlist: true, Count: 1 });
    expect(await rowsOf(customer.customerId, 2)).toHaveLength(1);

    await add(customer, bookId('hp-1'));
    const page = await pageOf(customer);
    expect(page.Items.map((item) => item.ProductId)).toEqual([bookId('hp-1'), bookId('python')]);
    expect(page.Paging).toEqual({ PageNumber: 1, PageSize: 18, TotalItems: 2, TotalPages: 1 });
    const [newest] = page.Items;
    expect(newest).toMatchObject({
      Name: expect.stringMatching(/\S/),
      IsPriceDropped: false,
      IsAvailable: true,
      IsInBasket: false,
    });
    expect(newest?.Authors.length).toBeGreaterThan(0);
    expect(newest?.DefaultPictureModel.ImageUrl).not.toBe('');
    expect(newest?.PriceWhenAdded).toBe(newest?.ProductPrice.PriceValue);
    expect(await idsOf(customer)).toEqual([bookId('hp-1'), bookId('python')]);

    const removed = await remove(customer, bookId('python'));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Data).toEqual({
      ProductId: bookId('python'),
      IsInWishlist: false,
      Count: 1,
    });
    // Removing a book that is not there is no error (a double press).
    expect((await remove(customer, bookId('python'))).statusCode).toBe(200);
    expect(await idsOf(customer)).toEqual([bookId('hp-1')]);

    // Another customer sees none of it.
    expect(await idsOf(await createTestCustomer(app))).toEqual([]);
  });

  it('pages 18 at a time and says when a price dropped since adding', async () => {
    const customer = await createTestCustomer(app);
    for (const reference of PAGED)
      expect((await add(customer, bookId(reference))).statusCode).toBe(200);

    const first = await pageOf(customer, 1);
    expect(first.Paging).toEqual({ PageNumber: 1, PageSize: 18, TotalItems: 20, TotalPages: 2 });
    expect(first.Items).toHaveLength(18);
    expect(first.Items[0]?.ProductId).toBe(bookId('wl-20'));
    const second = await pageOf(customer, 2);
    expect(second.Items.map((item) => item.ProductId)).toEqual([bookId('wl-2'), bookId('wl-1')]);
    expect((await pageOf(customer, 3)).Items).toEqual([]);

    await setPrice('wl-1', 9_900);
    try {
      const [cheaper] = (await pageOf(customer, 2)).Items.filter(
        (item) => item.ProductId === bookId('wl-1'),
      );
      expect(cheaper).toMatchObject({ IsPriceDropped: true, PriceWhenAdded: 15_000 });
      expect(cheaper?.ProductPrice.PriceValue).toBe(9_900);
    } finally {
      await setPrice('wl-1', 15_000);
    }

    const bad = await app.inject({
      method: 'GET',
      url: '/v2/shoppingcart/wishlistpaging?pageNumber=0',
      headers: asCustomer(customer, 'en'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an owned book (409), a missing or unpublished one (404), in the caller’s language', async () => {
    const customer = await createTestCustomer(app);
    await grant(customer.customerId, bookId('wl-8'));

    const owned = await add(customer, bookId('wl-8'), 'en');
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toEqual({
      Data: null,
      ErrorList: [
        'You already own “Book wl-8”: it is on your bookshelf, so it need not be on your wish list.',
      ],
    });

    const missing = await add(customer, 99_999, 'th');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['ไม่พบหนังสือเล่มนี้ หรือหนังสือไม่ได้วางจำหน่ายแล้ว']);

    await app.database.db.execute(
      sql`update books set published = false where id = ${bookId('wl-3')}`,
    );
    try {
      expect((await add(customer, bookId('wl-3'))).statusCode).toBe(404);
    } finally {
      await app.database.db.execute(
        sql`update books set published = true where id = ${bookId('wl-3')}`,
      );
    }
    expect(
      (await post('/v2/shoppingcart/addproducttowishlist/abc', asCustomer(customer))).statusCode,
    ).toBe(400);
    expect(await rowsOf(customer.customerId, 2)).toEqual([]);

    // A wished book bought later leaves the list.
    await add(customer, bookId('wl-4'));
    await grant(customer.customerId, bookId('wl-4'));
    expect(await idsOf(customer)).toEqual([]);
    expect((await pageOf(customer)).Paging.TotalItems).toBe(0);
  });

  it('keeps one row when one customer adds the same book many times at once', async () => {
    const customer = await createTestCustomer(app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => add(customer, bookId('detective-harry'))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await rowsOf(customer.customerId, 2)).toHaveLength(1);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} books, also when adds arrive together`, async () => {
    const customer = await createTestCustomer(app);
    // MAX - 1 rows written directly (each on its own book), then three adds at once: one fits.
    await importBooks(
      Array.from({ length: MAX_WISHLIST_ITEMS + 2 }, (_, index) =>
        makeBook(`cap-${index}`, { files: [], categories: [], contributors: [] }),
      ),
      false,
    );
    await app.database.db.execute(sql`
      insert into basket_items (customer_id, cart_type, book_id, price_satang_seen)
      select ${customer.customerId}, 2, id, price_satang from books
       where record_reference like 'cap-%' and record_reference not in ('cap-0', 'cap-1', 'cap-2')
       order by id
       limit ${MAX_WISHLIST_ITEMS - 1}`);
    const capIds = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from books where record_reference in ('cap-0', 'cap-1', 'cap-2') order by id`,
    );

    const responses = await Promise.all(capIds.map(({ id }) => add(customer, Number(id), 'en')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().ErrorList).toEqual([
      `Your wish list already holds ${MAX_WISHLIST_ITEMS} books. Remove some before adding more.`,
    ]);
    expect(await rowsOf(customer.customerId, 2)).toHaveLength(MAX_WISHLIST_ITEMS);
    // A book already on the full list is still "added" (nothing changes).
    const added = responses.find((response) => response.statusCode === 200);
    const addedId = added?.json().Data.ProductId as number;
    expect((await add(customer, addedId)).statusCode).toBe(200);
  });

  it('moves a book into the basket and off the list in one transaction, by the basket’s rules', async () => {
    const customer = await createTestCustomer(app);
    await add(customer, bookId('python'));
    await add(customer, bookId('hp-1'));

    const moved = await move(customer, bookId('python'));
    expect(moved.statusCode).toBe(200);
    const data = WishlistMoveResponseSchema.parse(moved.json()).Data;
    expect(data?.WishlistCount).toBe(1);
    expect(data?.Cart.Items.map((item) => item.ProductId)).toEqual([bookId('python')]);
    expect(data?.Cart.Count).toBe(1);
    expect(await idsOf(customer)).toEqual([bookId('hp-1')]);
    const cart = await app.inject({
      method: 'GET',
      url: '/v2/shoppingcart/cart',
      headers: asCustomer(customer),
    });
    expect(CartResponseSchema.parse(cart.json()).Data?.Count).toBe(1);
    // The list says which wished books are in the basket already.
    await add(customer, bookId('python'));
    expect(
      (await pageOf(customer)).Items.find((item) => item.ProductId === bookId('python')),
    ).toMatchObject({
      IsInBasket: true,
    });

    // A book not on the list: 404, and the basket add is undone with it.
    const notWished = await move(customer, bookId('detective-harry'), 'en');
    expect(notWished.statusCode).toBe(404);
    expect(notWished.json().ErrorList).toEqual(['This book is not on your wish list.']);
    expect((await rowsOf(customer.customerId, 1)).map((row) => Number(row.book_id))).toEqual([
      bookId('python'),
    ]);

    // The basket's rule: an owned book is refused with the basket's message and stays wished.
    await add(customer, bookId('wl-9'));
    await grant(customer.customerId, bookId('wl-9'));
    const owned = await move(customer, bookId('wl-9'), 'en');
    expect(owned.statusCode).toBe(409);
    expect(owned.json().ErrorList).toEqual([
      'You already own “Book wl-9”: it is on your bookshelf.',
    ]);
    expect(await rowsOf(customer.customerId, 1)).toHaveLength(1);
  });

  describe('price-drop e-mails', () => {
    const dropMails = (customer: TestCustomer) =>
      mailsTo(app, customer.email, 'wishlist-price-drop');

    const drain = () => app.jobs.drain([JOBS.wishlistPriceDrops, JOBS.wishlistPriceDropMail]);

    it('tells each customer once, in their language, even when two checks run at once', async () => {
      await importBooks(['pd-1', 'pd-2'].map((reference) => makeBook(reference, { files: [] })));
      ids = { ...ids, ...(await idsByReference()) };
      const thai = await createTestCustomer(app, { language: 'th', firstName: 'สมหญิง' });
      const english = await createTestCustomer(app, { language: 'en', firstName: 'Ann' });
      await add(thai, bookId('pd-1'));
      await add(thai, bookId('pd-2'));
      await add(english, bookId('pd-1'));

      await setPrice('pd-1', 12_000);
      await setPrice('pd-2', 14_000);
      const claimed = await Promise.all([
        app.services.wishlist.checkPriceDrops(),
        app.services.wishlist.checkPriceDrops(),
        app.services.wishlist.checkPriceDrops(),
      ]);
      // Three drops (two of one customer, one of the other), each claimed by one check only.
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(3);
      await drain();

      const [thaiMail, ...thaiMore] = await dropMails(thai);
      expect(thaiMore).toEqual([]);
      expect(thaiMail?.subject).toContain('ลดราคา');
      expect(thaiMail?.text).toContain('• หนังสือ pd-1: ฿150.00 → ฿120.00');
      expect(thaiMail?.text).toContain('• หนังสือ pd-2: ฿150.00 → ฿140.00');
      expect(thaiMail?.links).toEqual([expect.stringMatching(/[^n]\/wishlist$/)]);
      const [englishMail, ...englishMore] = await dropMails(english);
      expect(englishMore).toEqual([]);
      expect(englishMail?.subject).toBe('Books on your wish list are cheaper now (1)');
      expect(englishMail?.text).toContain('• Book pd-1: ฿150.00 → ฿120.00');
      expect(englishMail?.links).toEqual([expect.stringMatching(/\/en\/wishlist$/)]);

      // The same drop is never told again; a further drop is, from the price last told.
      expect(await app.services.wishlist.checkPriceDrops()).toBe(0);
      await setPrice('pd-1', 13_000);
      expect(await app.services.wishlist.checkPriceDrops()).toBe(0);
      await setPrice('pd-1', 10_000);
      expect(await app.services.wishlist.checkPriceDrops()).toBe(2);
      await drain();
      expect(await dropMails(thai)).toHaveLength(2);
      expect((await dropMails(thai)).at(-1)?.text).toContain('฿120.00 → ฿100.00');
      expect(await dropMails(english)).toHaveLength(2);
      await setPrice('pd-1', 15_000);
      await setPrice('pd-2', 15_000);
    });

    it('is written by a catalog import that lowers a wished book’s price, in its transaction', async () => {
      await importBooks([makeBook('pd-3', { files: [] })]);
      ids = { ...ids, ...(await idsByReference()) };
      const customer = await createTestCustomer(app, { language: 'en' });
      await add(customer, bookId('pd-3'));
      const checks = async () =>
        (
          await executeRows<{ n: number }>(
            app.database.db,
            sql`select count(*)::int as n from pgboss.job
                 where name = ${JOBS.wishlistPriceDrops} and state = 'created'`,
          )
        )[0]?.n ?? 0;

      // The same price again, or a higher one: no check is written.
      await importBooks([makeBook('pd-3', { files: [], priceSatang: 15_000 })]);
      await importBooks([makeBook('pd-3', { files: [], priceSatang: 16_000 })]);
      expect(await checks()).toBe(0);

      await importBooks([makeBook('pd-3', { files: [], priceSatang: 11_000 })]);
      expect(await checks()).toBe(1);
      await drain();
      const [mail, ...more] = await dropMails(customer);
      expect(more).toEqual([]);
      expect(mail?.text).toContain('• Book pd-3: ฿150.00 → ฿110.00');
      expect(await checks()).toBe(0);

      // The command-line import (its own process, database and job queue) writes it the same way.
      const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
      process.env.DATABASE_URL = app.database.url;
      process.env.DATA_DIR = app.env.DATA_DIR;
      try {
        const writer = await openCatalogWriter();
        try {
          await writer.write({ books: [makeBook('pd-3', { files: [], priceSatang: 9_000 })] });
        } finally {
          await writer.close();
        }
      } finally {
        for (const [key, value] of Object.entries(saved))
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
      }
      expect(await checks()).toBe(1);
      await drain();
      expect((await dropMails(customer)).at(-1)?.text).toContain('• Book pd-3: ฿110.00 → ฿90.00');
    });
  });
});
