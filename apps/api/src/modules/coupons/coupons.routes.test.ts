import { CartResponseSchema, type Cart } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import {
  COMPUTERS,
  FANTASY,
  FICTION,
  MYSTERY,
  OTHER_PUBLISHER,
  PUBLISHER,
  makeBook,
  seedTestCatalog,
} from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { lockCustomer } from '../accounts/customer.repository.js';
import type { NewCoupon } from './coupons.repository.js';
import { seedDemoCoupons } from './coupons.seed.js';

const DAY = 86_400_000;

describe('coupons', () => {
  let app: TestApp;
  const books: Record<string, number> = {};
  const categories: Record<string, number> = {};
  let nextOrderId = 1;

  const bookId = (reference: string): number => {
    const id = books[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    // The worked order of docs/buying.md §2.3: a novel, a business book and an exempt magazine.
    await seedTestCatalog(app, {
      books: [
        makeBook('novel', { priceSatang: 15_900, categories: [[FICTION, MYSTERY]] }),
        makeBook('business', {
          priceSatang: 25_000,
          categories: [[COMPUTERS]],
          publisher: OTHER_PUBLISHER,
        }),
        makeBook('magazine', {
          priceSatang: 8_900,
          vatCategory: 'exempt',
          categories: [[FICTION, FANTASY]],
          publisher: OTHER_PUBLISHER,
        }),
      ],
    });
    for (const row of await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    ))
      books[row.record_reference] = Number(row.id);
    for (const row of await executeRows<{ id: number; name_en: string }>(
      app.database.db,
      sql`select id, name_en from categories`,
    ))
      categories[row.name_en] = Number(row.id);
    expect(PUBLISHER.en).not.toBe(OTHER_PUBLISHER.en);
  });

  afterAll(async () => {
    await app.close();
  });

  const createCoupon = async (coupon: Partial<NewCoupon> & { code: string }) => {
    expect(
      await app.services.coupons.create({
        descriptionTh: `คูปอง ${coupon.code}`,
        descriptionEn: `Coupon ${coupon.code}`,
        kind: 'amount',
        amountSatang: 5000,
        perCustomerLimit: 5,
        ...coupon,
      }),
    ).toBe(true);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from coupons where code = ${coupon.code.toUpperCase()}`,
    );
    return Number(row?.id);
  };

  const call = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: payload === undefined ? 'GET' : 'POST', url, headers, payload });

  const cartFrom = (response: { statusCode: number; json(): unknown; body: string }): Cart => {
    expect(response.statusCode, response.body).toBe(200);
    const cart = CartResponseSchema.parse(response.json()).Data;
    if (!cart) throw new Error('no cart');
    return cart;
  };

  const add = async (headers: Record<string, string>, ...references: string[]) => {
    for (const reference of references)
      cartFrom(
        await call(`/v2/shoppingcart/addproducttocart/details/${bookId(reference)}/1`, headers, {}),
      );
  };

  const removeBook = async (headers: Record<string, string>, reference: string) => {
    const cart = cartFrom(await call('/v2/shoppingcart/cart', headers));
    const line = cart.Items.find((item) => item.ProductId === bookId(reference));
    return cartFrom(
      await call('/v2/shoppingcart/updatecart', headers, {
        FormValues: [{ Key: 'removefromcart', Value: String(line?.Id) }],
      }),
    );
  };

  const apply = (headers: Record<string, string>, code: string) =>
    call('/v2/shoppingcart/applydiscountcoupon', headers, {
      FormValues: [{ Key: 'discountcouponcode', Value: code }],
    });

  const removeCoupon = (headers: Record<string, string>) =>
    call('/v2/shoppingcart/removediscountcoupon', headers, { FormValues: [] });

  const cartOf = async (headers: Record<string, string>) =>
    cartFrom(await call('/v2/shoppingcart/cart', headers));

  const storedCode = async (customer: TestCustomer) => {
    const [row] = await executeRows<{ coupon_code: string | null }>(
      app.database.db,
      sql`select coupon_code from checkout_states where customer_id = ${customer.customerId}`,
    );
    return row?.coupon_code ?? null;
  };

  const hold = (couponId: number, customerId: number, orderId = nextOrderId++) =>
    app.database.db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      return app.services.coupons.hold(tx, { couponId, customerId, orderId });
    });

  it('takes ฿50 off the worked order, spread by largest remainder, VAT after the discount', async () => {
    await createCoupon({ code: 'FIFTY-OFF' });
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer, 'en');
    await add(headers, 'novel', 'business', 'magazine');

    // Typed loosely: trimmed, NFKC (full-width letters) and upper-cased.
    const cart = cartFrom(await apply(headers, '  ｆｉｆｔｙ-off '));
    const byBook = (reference: string) =>
      cart.Items.find((item) => item.ProductId === bookId(reference));
    expect(byBook('novel')).toMatchObject({ DiscountValue: 1596, VatValue: 936, VatRate: 7 });
    expect(byBook('business')).toMatchObject({ DiscountValue: 2510, VatValue: 1471, VatRate: 7 });
    expect(byBook('magazine')).toMatchObject({ DiscountValue: 894, VatValue: 0, VatRate: 0 });
    expect(cart).toMatchObject({
      SubTotalValue: 49_800,
      DiscountValue: 5000,
      TotalValue: 44_800,
      VatValue: 2407,
      NetValue: 42_393,
      Notices: [],
      Coupon: { Code: 'FIFTY-OFF', Description: 'Coupon FIFTY-OFF', DiscountValue: 5000 },
    });
    expect(await storedCode(customer)).toBe('FIFTY-OFF');

    // The cart keeps it, in the caller's language.
    const thai = await cartOf(asCustomer(customer, 'th'));
    expect(thai.Coupon).toEqual({
      Code: 'FIFTY-OFF',
      Description: 'คูปอง FIFTY-OFF',
      DiscountValue: 5000,
    });
    expect(thai.TotalValue).toBe(44_800);

    const removed = cartFrom(await removeCoupon(headers));
    expect(removed).toMatchObject({
      Coupon: null,
      DiscountValue: 0,
      TotalValue: 49_800,
      VatValue: 1040 + 1636,
    });
    expect(removed.Items.every((item) => item.DiscountValue === 0)).toBe(true);
    expect(await storedCode(customer)).toBeNull();
  });

  it('caps a percentage and never takes more than the eligible books cost', async () => {
    await createCoupon({
      code: 'HALF-CAP',
      kind: 'percent',
      percent: 50,
      maxDiscountSatang: 10_000,
    });
    await createCoupon({ code: 'BIGGER', amountSatang: 100_000 });
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer, 'en');
    await add(headers, 'novel', 'business');

    expect(cartFrom(await apply(headers, 'HALF-CAP'))).toMatchObject({
      DiscountValue: 10_000,
      TotalValue: 40_900 - 10_000,
    });
    // Another coupon replaces it: one per order.
    const whole = cartFrom(await apply(headers, 'bigger'));
    expect(whole).toMatchObject({ DiscountValue: 40_900, TotalValue: 0, VatValue: 0, NetValue: 0 });
    expect(whole.Coupon?.Code).toBe('BIGGER');
  });

  it('applies to the books, categories (with their sub-categories) and publishers it names', async () => {
    await createCoupon({
      code: 'FICTION-ONLY',
      kind: 'percent',
      percent: 10,
      categoryIds: [categories.Fiction ?? 0],
    });
    await createCoupon({ code: 'CLEAR-SKY', kind: 'percent', percent: 10, publisherIds: [] });
    await app.database.db.execute(
      sql`update coupons set publisher_ids = array(select publisher_id from books where id = ${bookId('business')})
           where code = 'CLEAR-SKY'`,
    );
    await createCoupon({
      code: 'NOVEL-ONLY',
      kind: 'percent',
      percent: 10,
      bookIds: [bookId('novel')],
    });
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer, 'th');
    await add(headers, 'novel', 'business', 'magazine');

    const fiction = cartFrom(await apply(headers, 'FICTION-ONLY'));
    // 10 % of the novel and the magazine (Mystery and Fantasy are under Fiction): 2480.
    expect(fiction.DiscountValue).toBe(2480);
    expect(fiction.Items.find((item) => item.ProductId === bookId('business'))?.DiscountValue).toBe(
      0,
    );

    const publisher = cartFrom(await apply(headers, 'CLEAR-SKY'));
    expect(publisher.DiscountValue).toBe(Math.round((25_000 + 8_900) / 10));
    expect(publisher.Items.find((item) => item.ProductId === bookId('novel'))?.DiscountValue).toBe(
      0,
    );

    const novel = cartFrom(await apply(headers, 'NOVEL-ONLY'));
    expect(novel.DiscountValue).toBe(1590);

    await removeBook(headers, 'novel');
    const refused = await apply(headers, 'NOVEL-ONLY');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      Data: null,
      ErrorList: ['คูปองนี้ใช้กับหนังสือในตะกร้าไม่ได้'],
    });
  });

  it('says an unknown code does not exist, in Thai and in English, and stores nothing', async () => {
    const customer = await createTestCustomer(app);
    await add(asCustomer(customer), 'novel');

    const thai = await apply(asCustomer(customer, 'th'), 'NO-SUCH-CODE');
    expect(thai.statusCode).toBe(409);
    expect(thai.json()).toEqual({ Data: null, ErrorList: ['ไม่พบคูปองนี้ หรือคูปองหมดอายุแล้ว'] });

    const english = await apply(asCustomer(customer, 'en'), 'no such code!');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      Data: null,
      ErrorList: ['This coupon does not exist or has expired.'],
    });

    const empty = await apply(asCustomer(customer, 'en'), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ErrorList).toEqual(['Please enter a coupon code.']);
    const wrongKey = await call(
      '/v2/shoppingcart/applydiscountcoupon',
      asCustomer(customer, 'en'),
      {
        FormValues: [{ Key: 'coupon', Value: 'X' }],
      },
    );
    expect(wrongKey.statusCode).toBe(400);

    expect(await storedCode(customer)).toBeNull();
    expect((await cartOf(asCustomer(customer))).Coupon).toBeNull();
  });

  it('asks a guest to log in (401) and shows a guest’s cart without a coupon', async () => {
    const device = { DeviceId: await registerDevice(app, 'en'), Language: 'en' };
    await add(device, 'novel');

    const applied = await apply(device, 'ANY-CODE');
    expect(applied.statusCode).toBe(401);
    expect(applied.json()).toEqual({ Data: null, ErrorList: ['Please log in first.'] });
    expect((await removeCoupon(device)).statusCode).toBe(401);
    expect((await cartOf(device)).Coupon).toBeNull();
  });

  it('needs the minimum spend on eligible books, and applies again by itself when it is met', async () => {
    await createCoupon({ code: 'MIN-200', minSpendSatang: 20_000 });
    const customer = await createTestCustomer(app);
    const en = asCustomer(customer, 'en');
    await add(en, 'novel');

    const short = await apply(en, 'MIN-200');
    expect(short.statusCode).toBe(409);
    expect(short.json().ErrorList).toEqual(['This coupon needs a spend of at least ฿200.00.']);
    const thai = await apply(asCustomer(customer, 'th'), 'MIN-200');
    expect(thai.json().ErrorList).toEqual(['ยอดซื้อขั้นต่ำสำหรับคูปองนี้คือ ฿200.00']);
    expect(await storedCode(customer)).toBeNull();

    await add(en, 'business');
    expect(cartFrom(await apply(en, 'MIN-200')).DiscountValue).toBe(5000);

    // The basket falls below the minimum: the coupon stays stored but is not applied, and says so.
    const below = await removeBook(en, 'business');
    expect(below).toMatchObject({ Coupon: null, DiscountValue: 0, TotalValue: 15_900 });
    expect(below.Notices).toEqual([
      'Coupon MIN-200 is not applied: This coupon needs a spend of at least ฿200.00.',
    ]);
    expect(await storedCode(customer)).toBe('MIN-200');

    await add(en, 'business');
    const again = await cartOf(en);
    expect(again).toMatchObject({ DiscountValue: 5000, Notices: [] });
    expect(again.Coupon?.Code).toBe('MIN-200');
  });

  it('applies only within its window, and forgets a stored coupon that has ended', async () => {
    const now = Date.now();
    await createCoupon({ code: 'ENDED', endsAt: new Date(now - DAY) });
    await createCoupon({ code: 'LATER', startsAt: new Date(now + DAY) });
    await createCoupon({ code: 'SWITCHED-OFF', active: false });
    const runningId = await createCoupon({
      code: 'RUNNING',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
    });
    const customer = await createTestCustomer(app);
    const en = asCustomer(customer, 'en');
    await add(en, 'novel');

    for (const code of ['ENDED', 'SWITCHED-OFF']) {
      const refused = await apply(en, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ErrorList).toEqual(['This coupon does not exist or has expired.']);
    }
    const later = await apply(en, 'LATER');
    expect(later.statusCode).toBe(409);
    expect(later.json().ErrorList).toEqual(['This coupon cannot be used yet.']);

    expect(cartFrom(await apply(en, 'RUNNING')).DiscountValue).toBe(5000);
    await app.database.db.execute(
      sql`update coupons set ends_at = now() - interval '1 second' where id = ${runningId}`,
    );
    const expired = await cartOf(en);
    expect(expired).toMatchObject({ Coupon: null, DiscountValue: 0 });
    expect(expired.Notices).toEqual([
      'Coupon RUNNING is not applied: This coupon does not exist or has expired.',
    ]);
    expect(await storedCode(customer)).toBeNull();
    // Told once: the code is forgotten.
    expect((await cartOf(en)).Notices).toEqual([]);
  });

  it('counts a customer’s held and used uses against the per-customer limit; a release gives one back', async () => {
    const couponId = await createCoupon({ code: 'ONCE-EACH', perCustomerLimit: 1 });
    const customer = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    const en = asCustomer(customer, 'en');
    await add(en, 'novel');
    await add(asCustomer(other), 'novel');

    const orderId = nextOrderId++;
    expect(await hold(couponId, customer.customerId, orderId)).toBe(true);
    // The same customer cannot hold it twice.
    expect(await hold(couponId, customer.customerId)).toBe(false);

    const refused = await apply(en, 'ONCE-EACH');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorList).toEqual(['You have already used this coupon.']);
    const thai = await apply(asCustomer(customer, 'th'), 'ONCE-EACH');
    expect(thai.json().ErrorList).toEqual(['คุณใช้คูปองนี้ครบสิทธิ์แล้ว']);
    // Another customer still may.
    expect(cartFrom(await apply(asCustomer(other), 'ONCE-EACH')).DiscountValue).toBe(5000);

    // A paid order keeps the use; a cancelled one gives it back.
    await app.database.db.transaction((tx) => app.services.coupons.release(tx, orderId));
    expect(cartFrom(await apply(en, 'ONCE-EACH')).DiscountValue).toBe(5000);
    const paidOrder = nextOrderId++;
    expect(await hold(couponId, customer.customerId, paidOrder)).toBe(true);
    await app.database.db.transaction((tx) => app.services.coupons.markUsed(tx, paidOrder));
    await app.database.db.transaction((tx) => app.services.coupons.release(tx, paidOrder));
    expect((await apply(en, 'ONCE-EACH')).statusCode).toBe(409);

    const evaluation = await app.services.coupons.evaluate(
      app.database.db,
      customer.customerId,
      'once-each',
      [{ bookId: bookId('novel'), priceSatang: 15_900 }],
      'en',
    );
    expect(evaluation).toEqual({
      ok: false,
      problem: 'COUPON_USED_UP',
      message: 'You have already used this coupon.',
    });
  });

  it('evaluates for checkout: problems and per-line discounts', async () => {
    await createCoupon({ code: 'EVAL-MIN', minSpendSatang: 100_000 });
    await createCoupon({ code: 'EVAL-FIFTY' });
    const customer = await createTestCustomer(app);
    const lines = [
      { bookId: bookId('novel'), priceSatang: 15_900 },
      { bookId: bookId('magazine'), priceSatang: 8_900 },
    ];
    const evaluate = (code: string, locale: 'th' | 'en' = 'en', now?: Date) =>
      app.services.coupons.evaluate(app.database.db, customer.customerId, code, lines, locale, now);

    expect(await evaluate('EVAL-MIN')).toMatchObject({ ok: false, problem: 'COUPON_MIN_SPEND' });
    expect(await evaluate('NOPE', 'th')).toEqual({
      ok: false,
      problem: 'COUPON_INVALID',
      message: 'ไม่พบคูปองนี้ หรือคูปองหมดอายุแล้ว',
    });
    const ok = await evaluate('eval-fifty', 'th');
    expect(ok).toMatchObject({
      ok: true,
      coupon: {
        code: 'EVAL-FIFTY',
        description: 'คูปอง EVAL-FIFTY',
        descriptionTh: 'คูปอง EVAL-FIFTY',
        descriptionEn: 'Coupon EVAL-FIFTY',
      },
      totalDiscountSatang: 5000,
    });
    if (!ok.ok) throw new Error('not applied');
    expect([...ok.discounts.values()].reduce((sum, share) => sum + share, 0)).toBe(5000);
    expect(ok.discounts.get(bookId('novel'))).toBe(Math.round((5000 * 15_900) / 24_800));

    await createCoupon({ code: 'WINDOW', endsAt: new Date('2030-01-01T00:00:00Z') });
    expect(await evaluate('WINDOW', 'en', new Date('2029-12-31T23:59:59Z'))).toMatchObject({
      ok: true,
    });
    expect(await evaluate('WINDOW', 'en', new Date('2030-01-01T00:00:00Z'))).toMatchObject({
      ok: false,
      problem: 'COUPON_INVALID',
    });
  });

  it('holds a coupon limited to 10 exactly 10 times under 100 parallel holds, and releases once', async () => {
    const couponId = await createCoupon({ code: 'TEN-ONLY', usageLimit: 10, perCustomerLimit: 1 });
    const customerIds = (
      await executeRows<{ id: number }>(
        app.database.db,
        sql`insert into customers (email, email_key, first_name, last_name, language, terms_accepted_at)
            select 'race' || n || '@example.com', 'race' || n || '@example.com', 'R', 'C', 'th', now()
              from generate_series(1, 100) as n
            returning id`,
      )
    ).map((row) => Number(row.id));
    const firstOrder = nextOrderId;
    nextOrderId += 100;

    const results = await Promise.all(
      customerIds.map((customerId, index) => hold(couponId, customerId, firstOrder + index)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);

    const counts = async () => {
      const [row] = await executeRows<{ used_count: number; held: number; released: number }>(
        app.database.db,
        sql`select used_count,
                   (select count(*)::int from coupon_uses where coupon_id = ${couponId} and status = 'held') as held,
                   (select count(*)::int from coupon_uses where coupon_id = ${couponId} and status = 'released') as released
              from coupons where id = ${couponId}`,
      );
      return row;
    };
    expect(await counts()).toEqual({ used_count: 10, held: 10, released: 0 });

    // A cancel and an expiry racing, then a late third: the use comes back once.
    const heldOrder = firstOrder + results.findIndex(Boolean);
    await Promise.all(
      [1, 2, 3].map(() =>
        app.database.db.transaction((tx) => app.services.coupons.release(tx, heldOrder)),
      ),
    );
    await app.database.db.transaction((tx) => app.services.coupons.release(tx, heldOrder));
    expect(await counts()).toEqual({ used_count: 9, held: 9, released: 1 });

    // Releasing an order that never held it changes nothing; the freed use can be held again.
    const refusedOrder = firstOrder + results.findIndex((held) => !held);
    await app.database.db.transaction((tx) => app.services.coupons.release(tx, refusedOrder));
    expect((await counts())?.used_count).toBe(9);
    const late = customerIds[results.findIndex((held) => !held)] ?? 0;
    expect(await hold(couponId, late)).toBe(true);
    expect(await hold(couponId, late)).toBe(false);
    expect((await counts())?.used_count).toBe(10);
  });

  it('seeds the demo coupons once, and they apply', async () => {
    expect(await seedDemoCoupons(app.database.db)).toBe(3);
    expect(await seedDemoCoupons(app.database.db)).toBe(0);
    const customer = await createTestCustomer(app);
    const en = asCustomer(customer, 'en');
    await add(en, 'novel', 'business');
    expect(cartFrom(await apply(en, 'welcome10'))).toMatchObject({
      DiscountValue: 4090,
      Coupon: { Code: 'WELCOME10', Description: '10% off', DiscountValue: 4090 },
    });
    expect(cartFrom(await apply(en, 'SAVE50')).Coupon).toEqual({
      Code: 'SAVE50',
      Description: '฿50.00 off when you spend ฿200.00 or more',
      DiscountValue: 5000,
    });
    expect(cartFrom(await apply(asCustomer(customer, 'th'), 'READ50')).Coupon).toEqual({
      Code: 'READ50',
      Description: 'ส่วนลด 50% สูงสุด ฿100.00',
      DiscountValue: 10_000,
    });
  });

  it('lets one customer hold a once-per-customer coupon once under parallel holds', async () => {
    const couponId = await createCoupon({ code: 'ONE-RACE', perCustomerLimit: 1 });
    const customer = await createTestCustomer(app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => hold(couponId, customer.customerId)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
