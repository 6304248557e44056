import { randomBytes } from 'node:crypto';
import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * The reports beside sales by day and VAT (docs/back-office.md "Reports"): sales by the book's
 * first category, coins issued, spent, clawed back and expired by day, and redeem-code claims by
 * day, each for a Bangkok month (the last day's 23:30 is that month's) and as CSV.
 */
describe('reports by category, of coins and of redeem claims', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let finance: Record<string, string>;
  let financeTh: Record<string, string>;
  let customerId: number;

  const run = (query: ReturnType<typeof sql>) => executeRows(app.database.db, query);
  const get = (url: string, headers = finance) => app.inject({ method: 'GET', url, headers });

  /** Moves a paid order and its documents to a Bangkok time. */
  const paidAt = async (orderId: number, iso: string) => {
    await run(sql`update orders set paid_at = ${iso}::timestamptz where id = ${orderId}`);
    await run(sql`update receipts set issued_at = ${iso}::timestamptz where order_id = ${orderId}`);
  };

  const batch = (source: string, amount: number, remaining: number, at: string, expires: string) =>
    run(sql`insert into coin_batches (customer_id, source, amount_satang, remaining_satang, expires_at, created_at)
            values (${customerId}, ${source}, ${amount}, ${remaining}, ${expires}::timestamptz, ${at}::timestamptz)`);

  const history = (kind: string, amount: number, at: string) =>
    run(sql`insert into coin_history (customer_id, kind, amount_satang, created_at)
            values (${customerId}, ${kind}, ${amount}, ${at}::timestamptz)`);

  const claim = async (
    code: { kind: 'book' | 'coins' | 'coupon'; bookId?: number; coins?: number; gift?: boolean },
    at: string,
  ) => {
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into redeem_codes (code_hash, code_hint, kind, book_id, coins_satang, coins_valid_days, order_line_id, used_count)
          values (${randomBytes(32).toString('hex')}, 'TEST', ${code.kind}, ${code.bookId ?? null},
                  ${code.coins ?? null}, ${code.coins ? 90 : null}, ${code.gift ? 1 : null}, 1)
          returning id`,
    );
    await run(sql`insert into redeem_claims (code_id, customer_id, claimed_at)
                  values (${row!.id}, ${customerId}, ${at}::timestamptz)`);
  };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    finance = (await createStaffSession(app, 'finance', { language: 'en' })).headers;
    financeTh = (await createStaffSession(app, 'finance', { language: 'th' })).headers;
    const customer = await createTestCustomer(app);
    customerId = customer.customerId;

    // May 2026: a mystery (Fiction › Mystery) and a Python book (Computers) on the 10th, Harry
    // Potter (Fiction › Fantasy) at 23:30 on the 31st; June: another mystery at 00:10 on the 1st.
    const first = await buyBooks(app, customer, [ids['mystery-01']!, ids.python!]);
    const last = await buyBooks(app, customer, [ids['hp-1']!]);
    const june = await buyBooks(app, customer, [ids['mystery-02']!]);
    await paidAt(first, '2026-05-10T09:00:00+07:00');
    await paidAt(last, '2026-05-31T23:30:00+07:00');
    await paidAt(june, '2026-06-01T00:10:00+07:00');

    // Coins of May (the purchases' reward coins are November's, the month the test runs in).
    await batch('top_up', 50_000, 0, '2026-05-02T10:00:00+07:00', '2027-05-02T10:00:00+07:00');
    await batch('staff', 10_000, 10_000, '2026-05-02T11:00:00+07:00', '2027-05-02T10:00:00+07:00');
    await batch('redeem', 5_000, 5_000, '2026-05-31T23:30:00+07:00', '2026-08-29T00:00:00+07:00');
    await batch('refund', 2_000, 2_000, '2026-06-01T00:10:00+07:00', '2027-06-01T00:10:00+07:00');
    // Expired in May with 30 and 0 left; one expiring in June.
    await batch(
      'purchase_reward',
      100,
      30,
      '2026-02-01T10:00:00+07:00',
      '2026-05-03T12:00:00+07:00',
    );
    await batch(
      'purchase_reward',
      100,
      0,
      '2026-02-01T10:00:00+07:00',
      '2026-05-03T12:00:00+07:00',
    );
    await batch(
      'purchase_reward',
      100,
      70,
      '2026-03-01T10:00:00+07:00',
      '2026-06-01T00:10:00+07:00',
    );
    await history('spend', -30_000, '2026-05-02T12:00:00+07:00');
    await history('release', 10_000, '2026-05-02T18:00:00+07:00');
    await history('clawback', -25, '2026-05-31T23:30:00+07:00');
    await history('spend', -999, '2026-06-01T00:10:00+07:00');

    await claim({ kind: 'book', bookId: ids['mystery-05']! }, '2026-05-05T10:00:00+07:00');
    await claim(
      { kind: 'book', bookId: ids['mystery-06']!, gift: true },
      '2026-05-05T11:00:00+07:00',
    );
    await claim({ kind: 'coins', coins: 5_000 }, '2026-05-31T23:30:00+07:00');
    await claim({ kind: 'coins', coins: 7_000 }, '2026-06-01T00:10:00+07:00');
  });

  afterAll(async () => {
    await app.close();
  });

  it("sums a month's sales by each book's first category, named with its parent, adding up to the sales", async () => {
    const response = await get('/admin/v1/reports/sales-by-category?Month=2026-05');
    expect(response.statusCode, response.body).toBe(200);
    const report = ADMIN_ROUTES.adminReportSalesByCategory.response.parse(response.json()).Data!;
    expect(report.Items.map((item) => [item.Name, item.Copies, item.TotalSatang])).toEqual([
      ['Fiction › Fantasy', 1, 29_500],
      ['Computers', 1, 19_900],
      ['Fiction › Mystery', 1, 6_000],
    ]);
    const [{ total }] = (await executeRows<{ total: string }>(
      app.database.db,
      sql`select sum(total_satang)::text as total from orders
          where paid_at >= '2026-05-01T00:00:00+07:00' and paid_at < '2026-06-01T00:00:00+07:00'`,
    )) as [{ total: string }];
    expect(report.Items.reduce((sum, item) => sum + item.TotalSatang, 0)).toBe(Number(total));

    const thai = (await get('/admin/v1/reports/sales-by-category?Month=2026-05', financeTh)).json();
    expect(thai.Data.Items[0].Name).toBe('นิยาย › แฟนตาซี');
    const csv = await get('/admin/v1/reports/sales-by-category.csv?Month=2026-05', financeTh);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'รหัส,หมวดหมู่,จำนวนที่ขาย,ยอดขายรวมภาษี (บาท),ภาษีมูลค่าเพิ่ม (บาท),จำนวนที่คืนเงิน,คืนเงิน (บาท),ยอดขายสุทธิหลังคืนเงิน (บาท)',
    );
    expect(lines[1]).toMatch(/^\d+,นิยาย › แฟนตาซี,1,295\.00,19\.30,0,0\.00,295\.00$/);
  });

  it('counts coins issued by source, spent, clawed back and expired by Bangkok day', async () => {
    const response = await get('/admin/v1/reports/coins-by-day?Month=2026-05');
    expect(response.statusCode, response.body).toBe(200);
    const report = ADMIN_ROUTES.adminReportCoins.response.parse(response.json()).Data!;
    expect(report.Days).toHaveLength(31);
    const day = (date: string) => report.Days.find((entry) => entry.Date === date)!;
    expect(day('2026-05-02')).toMatchObject({
      IssuedSatang: 60_000,
      TopUpSatang: 50_000,
      StaffSatang: 10_000,
      SpentSatang: 20_000,
    });
    expect(day('2026-05-03')).toMatchObject({ ExpiredSatang: 30, IssuedSatang: 0 });
    // 23:30 on the 31st is May's; 00:10 on 1 June is June's.
    expect(day('2026-05-31')).toMatchObject({ RedeemSatang: 5_000, ClawbackSatang: 25 });
    expect(report.Totals).toEqual({
      IssuedSatang: 65_000,
      TopUpSatang: 50_000,
      RewardSatang: 0,
      RedeemSatang: 5_000,
      StaffSatang: 10_000,
      RefundSatang: 0,
      SpentSatang: 20_000,
      ClawbackSatang: 25,
      ExpiredSatang: 30,
    });
    const june = ADMIN_ROUTES.adminReportCoins.response.parse(
      (await get('/admin/v1/reports/coins-by-day?Month=2026-06')).json(),
    ).Data!;
    expect(june.Days[0]).toMatchObject({
      RefundSatang: 2_000,
      SpentSatang: 999,
      ExpiredSatang: 70,
    });

    const csv = await get('/admin/v1/reports/coins-by-day.csv?Month=2026-05');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 31 + 1);
    expect(lines[2]).toBe('2026-05-02,600.00,500.00,0.00,0.00,100.00,0.00,200.00,0.00,0.00');
    expect(lines.at(-1)).toBe('Total,650.00,500.00,0.00,50.00,100.00,0.00,200.00,0.25,0.30');
  });

  it('counts redeem-code claims by Bangkok day and kind', async () => {
    const report = ADMIN_ROUTES.adminReportRedeemClaims.response.parse(
      (await get('/admin/v1/reports/redeem-claims-by-day?Month=2026-05')).json(),
    ).Data!;
    expect(report.Days.find((day) => day.Date === '2026-05-05')).toMatchObject({
      Claims: 2,
      BookClaims: 1,
      GiftClaims: 1,
      CoinClaims: 0,
    });
    expect(report.Totals).toEqual({
      Claims: 3,
      BookClaims: 1,
      GiftClaims: 1,
      CoinClaims: 1,
      CouponClaims: 0,
      CoinsSatang: 5_000,
    });
    const csv = await get('/admin/v1/reports/redeem-claims-by-day.csv?Month=2026-05', financeTh);
    const [heading] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(heading).toBe(
      'วันที่,จำนวนการแลกรหัส,รหัสหนังสือ,รหัสของขวัญ,รหัสเหรียญ,รหัสคูปอง,เหรียญจากรหัส (บาท)',
    );
  });

  it('refuses a month that is not YYYY-MM in words, and staff without reports.read', async () => {
    const bad = await get('/admin/v1/reports/coins-by-day?Month=May', financeTh);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ErrorList).toEqual(['เดือนต้องอยู่ในรูปแบบ ปปปป-ดด (ปี ค.ศ.) เช่น 2026-11']);
    const support = (await createStaffSession(app, 'orders_support')).headers;
    expect(
      (await get('/admin/v1/reports/redeem-claims-by-day?Month=2026-05', support)).statusCode,
    ).toBe(403);
  });
});
