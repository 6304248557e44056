import { CartResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  COMPUTERS,
  FICTION,
  MYSTERY,
  makeBook,
  seedTestCatalog,
} from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

describe('coupons in the back office', () => {
  let app: TestApp;
  let marketing: Staff;
  let finance: Staff;
  const books: Record<string, number> = {};
  const categories: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app, {
      books: [
        makeBook('novel', { priceSatang: 15_900, categories: [[FICTION, MYSTERY]] }),
        makeBook('manual', { priceSatang: 25_000, categories: [[COMPUTERS]] }),
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
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    body?: object,
    options: { staff?: Staff; language?: 'th' | 'en' } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.staff ?? marketing).headers,
        ...(options.language ? { Language: options.language } : {}),
      },
      ...(body ? { payload: body } : {}),
    });

  const create = (body: object, language?: 'th' | 'en') =>
    send('POST', '/admin/v1/coupons', body, language ? { language } : {});

  /** The customer's basket with `reference` in it and `code` applied: the cart or the refusal. */
  const applyAsCustomer = async (code: string, reference: string) => {
    const customer = await createTestCustomer(app);
    const headers = asCustomer(customer, 'en');
    await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${books[reference]}/1`,
      headers,
      payload: {},
    });
    return app.inject({
      method: 'POST',
      url: '/v2/shoppingcart/applydiscountcoupon',
      headers,
      payload: { FormValues: [{ Key: 'discountcouponcode', Value: code }] },
    });
  };

  it('makes a coupon the basket applies at once, describes it, and audits it', async () => {
    const answer = await create({
      Code: ' fiction20 ',
      Kind: 'percent',
      Percent: 20,
      MaxDiscountSatang: 2_000,
      CategoryIds: [categories.Fiction],
      UsageLimit: 100,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const coupon = answer.json().Data;
    expect(coupon).toMatchObject({
      Code: 'FICTION20',
      Kind: 'percent',
      Percent: 20,
      AmountSatang: null,
      MaxDiscountSatang: 2_000,
      MinSpendSatang: 0,
      UsageLimit: 100,
      PerCustomerLimit: 1,
      UsedCount: 0,
      CategoryIds: [categories.Fiction],
      BookIds: [],
      Active: true,
      DescriptionTh: 'ส่วนลด 20% สูงสุด ฿20.00',
      DescriptionEn: '20% off (up to ฿20.00)',
    });

    // A sub-category's book is eligible: 20% of ฿159 = ฿31.80, capped at ฿20.
    const applied = await applyAsCustomer('fiction20', 'novel');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(CartResponseSchema.parse(applied.json()).Data?.DiscountValue).toBe(2_000);
    const refused = await applyAsCustomer('FICTION20', 'manual');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorList).toEqual([
      'This coupon does not apply to the books in your basket.',
    ]);

    const listed = await send('GET', '/admin/v1/coupons?Q=fiction&Active=true', undefined, {
      staff: finance,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([coupon.Id]);

    const [entry] = await executeRows<{
      action: string;
      staff_id: number;
      after: { Code: string };
    }>(
      app.database.db,
      sql`select action, staff_id, after from audit_log
           where entity_type = 'coupon' and entity_id = ${String(coupon.Id)}`,
    );
    expect(entry).toMatchObject({
      action: 'coupon.create',
      staff_id: marketing.staffId,
      after: { Code: 'FICTION20' },
    });
  });

  it('switches a coupon off and on, and changes its kind with the description following', async () => {
    const coupon = (await create({ Code: 'SWITCH-50', Kind: 'amount', AmountSatang: 5_000 })).json()
      .Data;
    expect(coupon.DescriptionEn).toBe('฿50.00 off');

    const off = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, { Active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().Data.Active).toBe(false);
    const refused = await applyAsCustomer('SWITCH-50', 'novel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorList).toEqual(['This coupon does not exist or has expired.']);

    const changed = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, {
      Active: true,
      Kind: 'percent',
      AmountSatang: null,
      Percent: 10,
      MinSpendSatang: 10_000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Data).toMatchObject({
      Kind: 'percent',
      Percent: 10,
      AmountSatang: null,
      DescriptionEn: '10% off when you spend ฿100.00 or more',
      DescriptionTh: 'ส่วนลด 10% เมื่อซื้อครบ ฿100.00',
    });
    const applied = await applyAsCustomer('switch-50', 'novel');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(CartResponseSchema.parse(applied.json()).Data?.DiscountValue).toBe(1_590);

    // A description staff wrote stays when the rules change.
    await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, {
      DescriptionEn: 'Ten off for our readers',
    });
    const kept = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, { Percent: 15 });
    expect(kept.json().Data.DescriptionEn).toBe('Ten off for our readers');
    expect(kept.json().Data.DescriptionTh).toBe('ส่วนลด 15% เมื่อซื้อครบ ฿100.00');

    const audit = await executeRows<{ action: string; before: { Active: boolean } }>(
      app.database.db,
      sql`select action, before from audit_log
           where entity_type = 'coupon' and entity_id = ${String(coupon.Id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
      'coupon.update',
      'coupon.update',
    ]);
    expect(audit[1]?.before.Active).toBe(true);
  });

  it('refuses a code that exists whatever its case, and a malformed one', async () => {
    await create({ Code: 'TAKEN1', Kind: 'amount', AmountSatang: 100 });
    const taken = await create({ Code: 'taken1', Kind: 'amount', AmountSatang: 100 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().ErrorList).toEqual([
      'There is already a coupon TAKEN1 (whatever the case).',
    ]);
    const thai = await create({ Code: 'taken1', Kind: 'amount', AmountSatang: 100 }, 'th');
    expect(thai.json().ErrorList).toEqual(['มีคูปองรหัส TAKEN1 อยู่แล้ว (ไม่สนตัวพิมพ์เล็กใหญ่)']);
    const malformed = await create({ Code: 'NO SPACES', Kind: 'amount', AmountSatang: 100 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().ErrorList).toEqual([
      'A coupon code is 4 to 32 of A-Z, 0-9 and - only.',
    ]);
  });

  it('refuses contradictory rules, saying which, in English and Thai', async () => {
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const cases: [object, string, string][] = [
      [
        { Code: 'BAD-1', Kind: 'percent' },
        'A percent coupon needs its percentage (1 to 100).',
        'คูปองแบบเปอร์เซ็นต์ต้องระบุเปอร์เซ็นต์ส่วนลด (1-100)',
      ],
      [
        { Code: 'BAD-2', Kind: 'percent', Percent: 10, AmountSatang: 500 },
        'A percent coupon takes a percentage off, not an amount: leave the amount empty.',
        'คูปองแบบเปอร์เซ็นต์ลดเป็นเปอร์เซ็นต์ ไม่ใช่จำนวนเงิน: กรุณาเว้นช่องจำนวนเงินส่วนลดไว้',
      ],
      [
        { Code: 'BAD-3', Kind: 'amount' },
        'An amount coupon needs the amount it takes off.',
        'คูปองแบบจำนวนเงินต้องระบุจำนวนเงินส่วนลด',
      ],
      [
        { Code: 'BAD-4', Kind: 'amount', AmountSatang: 500, Percent: 10 },
        'An amount coupon takes an amount off, not a percentage: leave the percentage empty.',
        'คูปองแบบจำนวนเงินลดเป็นจำนวนเงิน ไม่ใช่เปอร์เซ็นต์: กรุณาเว้นช่องเปอร์เซ็นต์ไว้',
      ],
      [
        { Code: 'BAD-5', Kind: 'amount', AmountSatang: 500, MaxDiscountSatang: 300 },
        'A cap applies only to a percent coupon: an amount coupon takes off exactly its amount.',
        'ส่วนลดสูงสุดใช้กับคูปองแบบเปอร์เซ็นต์เท่านั้น คูปองแบบจำนวนเงินลดเท่ากับจำนวนที่ตั้งไว้อยู่แล้ว',
      ],
      [
        { Code: 'BAD-6', Kind: 'amount', AmountSatang: 500, StartsAt: later, EndsAt: future },
        'The end must come after the start.',
        'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
      ],
      [
        { Code: 'BAD-7', Kind: 'amount', AmountSatang: 500, EndsAt: '2020-01-01T00:00:00Z' },
        'The end must be in the future (to stop a coupon, switch it off).',
        'วันสิ้นสุดต้องเป็นเวลาในอนาคต (หากต้องการหยุดคูปอง ให้ปิดการใช้งาน)',
      ],
      [
        { Code: 'BAD-8', Kind: 'amount', AmountSatang: 500, UsageLimit: 3, PerCustomerLimit: 5 },
        'The uses per customer (5) cannot be more than the uses in total (3).',
        'จำนวนครั้งต่อลูกค้า (5) มากกว่าจำนวนครั้งทั้งหมด (3) ไม่ได้',
      ],
      [
        {
          Code: 'BAD-9',
          Kind: 'amount',
          AmountSatang: 500,
          BookIds: [books.novel, 999_998, 999_999],
        },
        'There is no book with id 999998, 999999.',
        'ไม่พบหนังสือรหัส 999998, 999999',
      ],
      [
        { Code: 'BAD-10', Kind: 'amount', AmountSatang: 500, CategoryIds: [999_999] },
        'There is no category with id 999999.',
        'ไม่พบหมวดหมู่รหัส 999999',
      ],
      [
        { Code: 'BAD-11', Kind: 'amount', AmountSatang: 500, PublisherIds: [999_999] },
        'There is no publisher with id 999999.',
        'ไม่พบสำนักพิมพ์รหัส 999999',
      ],
    ];
    for (const [body, english, thai] of cases) {
      const en = await create(body, 'en');
      expect(en.statusCode, JSON.stringify(body)).toBe(400);
      expect(en.json().ErrorList).toEqual([english]);
      expect((await create(body, 'th')).json().ErrorList).toEqual([thai]);
    }
    const made = await executeRows<{ total: number }>(
      app.database.db,
      sql`select count(*)::int as total from coupons where code like 'BAD-%'`,
    );
    expect(made[0]?.total).toBe(0);

    // A field out of range is named by zod's messages.
    const percent = await create({ Code: 'BAD-12', Kind: 'percent', Percent: 150 }, 'en');
    expect(percent.statusCode).toBe(400);
    expect(percent.json().ErrorList.join(' ')).toMatch(/Percent/);
  });

  it('refuses a change that contradicts what the coupon already is', async () => {
    const coupon = (
      await create({ Code: 'LIMITED', Kind: 'amount', AmountSatang: 500, UsageLimit: 10 })
    ).json().Data;
    await app.database.db.execute(sql`update coupons set used_count = 4 where id = ${coupon.Id}`);

    const below = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, { UsageLimit: 3 });
    expect(below.statusCode).toBe(400);
    expect(below.json().ErrorList).toEqual([
      'This coupon has been used 4 times: the total limit cannot be lower.',
    ]);
    // Becoming a percent coupon while keeping its amount is a contradiction too.
    const kind = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, {
      Kind: 'percent',
      Percent: 5,
    });
    expect(kind.json().ErrorList).toEqual([
      'A percent coupon takes a percentage off, not an amount: leave the amount empty.',
    ]);
    const code = await send('PATCH', `/admin/v1/coupons/${coupon.Id}`, { Code: 'OTHER' });
    expect(code.statusCode).toBe(400);
    const unchanged = await send('GET', `/admin/v1/coupons/${coupon.Id}`);
    expect(unchanged.json().Data).toMatchObject({
      UsageLimit: 10,
      Kind: 'amount',
      Code: 'LIMITED',
    });

    const missing = await send('PATCH', '/admin/v1/coupons/999999', { Active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['This coupon does not exist.']);
  });

  it('lets finance read coupons but not change them', async () => {
    const coupon = (await create({ Code: 'READONLY', Kind: 'amount', AmountSatang: 500 })).json()
      .Data;
    expect(
      (await send('GET', `/admin/v1/coupons/${coupon.Id}`, undefined, { staff: finance }))
        .statusCode,
    ).toBe(200);
    const write = await send(
      'PATCH',
      `/admin/v1/coupons/${coupon.Id}`,
      { Active: false },
      { staff: finance },
    );
    expect(write.statusCode).toBe(403);
    const make = await send(
      'POST',
      '/admin/v1/coupons',
      { Code: 'NOPE', Kind: 'amount', AmountSatang: 1 },
      { staff: finance },
    );
    expect(make.statusCode).toBe(403);
  });
});
