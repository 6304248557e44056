import { randomUUID } from 'node:crypto';
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
 * The reports of the back office (docs/back-office.md "Reports"): paid orders moved into known
 * Bangkok months (paid_at and their documents' issued_at set in the database), a staff refund in
 * the month, and the figures by day, by book and for ภ.พ.30, which must add up with the receipts.
 */
describe('reports in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let finance: Record<string, string>;
  let financeTh: Record<string, string>;
  let support: Record<string, string>;

  type OrderRow = {
    subtotal_satang: number;
    discount_satang: number;
    total_satang: number;
    vat_satang: number;
    coins_satang: number;
    taxable_net_satang: number;
    vat_exempt_satang: number;
  };
  type LineRow = { id: number; book_id: number; total_satang: number; vat_satang: number };

  // Order A: two books paid on 15 March (Bangkok), one of them refunded on 20 March.
  // Order B: one book paid at 23:30 Bangkok on 31 March (16:30 UTC): March's.
  // Order C: one book paid at 00:10 Bangkok on 1 April (17:10 UTC on 31 March): April's.
  let a: OrderRow;
  let b: OrderRow;
  let c: OrderRow;
  let refundedLine: LineRow;
  let orderA: number;

  const at = async (orderId: number, iso: string) => {
    await executeRows(
      app.database.db,
      sql`update orders set paid_at = ${iso}::timestamptz where id = ${orderId}`,
    );
    await executeRows(
      app.database.db,
      sql`update receipts set issued_at = ${iso}::timestamptz
          where order_id = ${orderId} and kind <> 'credit_note'`,
    );
  };

  const orderOf = async (orderId: number) =>
    (
      await executeRows<OrderRow>(
        app.database.db,
        sql`select subtotal_satang, discount_satang, total_satang, vat_satang, coins_satang,
                   taxable_net_satang, vat_exempt_satang from orders where id = ${orderId}`,
      )
    )[0]!;

  const get = (url: string, headers = finance) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    finance = (await createStaffSession(app, 'finance', { language: 'en' })).headers;
    financeTh = (await createStaffSession(app, 'finance', { language: 'th' })).headers;
    support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;

    const customer = await createTestCustomer(app);
    orderA = await buyBooks(app, customer, [ids['mystery-01']!, ids['mystery-02']!]);
    const orderB = await buyBooks(app, customer, [ids['mystery-03']!]);
    const orderC = await buyBooks(app, customer, [ids['mystery-04']!]);
    await at(orderA, '2026-03-15T10:00:00+07:00');
    await at(orderB, '2026-03-31T23:30:00+07:00');
    await at(orderC, '2026-04-01T00:10:00+07:00');

    refundedLine = (
      await executeRows<LineRow>(
        app.database.db,
        sql`select id, book_id, total_satang, vat_satang from order_lines
            where order_id = ${orderA} and book_id = ${ids['mystery-01']!}`,
      )
    )[0]!;
    const refunded = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderA}/refunds`,
      headers: support,
      payload: {
        LineIds: [Number(refundedLine.id)],
        Destination: 'coins',
        Reason: 'Bought by mistake',
        ClientKey: randomUUID(),
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refundId = refunded.json().Data.RefundId as number;
    await executeRows(
      app.database.db,
      sql`update refunds set created_at = '2026-03-20T12:00:00+07:00', completed_at = '2026-03-20T12:00:00+07:00'
          where id = ${refundId}`,
    );
    await executeRows(
      app.database.db,
      sql`update receipts set issued_at = '2026-03-20T12:00:00+07:00' where refund_id = ${refundId}`,
    );
    [a, b, c] = [await orderOf(orderA), await orderOf(orderB), await orderOf(orderC)];
  });

  afterAll(async () => {
    await app.close();
  });

  it('sums a month by Bangkok day: a payment at 23:30 on the last day is that month’s, a refund is its own column', async () => {
    const response = await get('/admin/v1/reports/sales-by-day?Month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const report = ADMIN_ROUTES.adminReportSalesByDay.response.parse(response.json()).Data!;
    expect(report.Days).toHaveLength(31);
    const day = (date: string) => report.Days.find((entry) => entry.Date === date)!;

    expect(day('2026-03-15')).toMatchObject({
      Orders: 1,
      GrossSatang: a.subtotal_satang,
      DiscountSatang: a.discount_satang,
      TotalSatang: a.total_satang,
      CoinsSatang: a.coins_satang,
      VatSatang: a.vat_satang,
      NetSatang: a.total_satang - a.vat_satang,
      RefundSatang: 0,
    });
    expect(day('2026-03-31')).toMatchObject({ Orders: 1, TotalSatang: b.total_satang });
    expect(day('2026-03-20')).toMatchObject({
      Orders: 0,
      TotalSatang: 0,
      RefundSatang: refundedLine.total_satang,
      RefundVatSatang: refundedLine.vat_satang,
      NetSalesSatang: -refundedLine.total_satang,
    });
    expect(refundedLine.total_satang).toBeGreaterThan(0);
    expect(report.Totals).toMatchObject({
      Orders: 2,
      TotalSatang: a.total_satang + b.total_satang,
      VatSatang: a.vat_satang + b.vat_satang,
      RefundSatang: refundedLine.total_satang,
      NetSalesSatang: a.total_satang + b.total_satang - refundedLine.total_satang,
    });

    const april = ADMIN_ROUTES.adminReportSalesByDay.response.parse(
      (await get('/admin/v1/reports/sales-by-day?Month=2026-04')).json(),
    ).Data!;
    expect(april.Days).toHaveLength(30);
    expect(april.Days[0]).toMatchObject({
      Date: '2026-04-01',
      Orders: 1,
      TotalSatang: c.total_satang,
    });
    expect(april.Totals.Orders).toBe(1);
  });

  it('sums a month by book and by publisher, refunded copies apart', async () => {
    const byBook = ADMIN_ROUTES.adminReportSalesByBook.response.parse(
      (await get('/admin/v1/reports/sales-by-book?Month=2026-03')).json(),
    ).Data!;
    expect(byBook.Items).toHaveLength(3);
    expect(byBook.Items.find((item) => item.Id === ids['mystery-01'])).toMatchObject({
      Copies: 1,
      RefundedCopies: 1,
      TotalSatang: refundedLine.total_satang,
      RefundSatang: refundedLine.total_satang,
      NetSalesSatang: 0,
    });
    expect(byBook.Items.some((item) => item.Id === ids['mystery-04'])).toBe(false);
    const sum = byBook.Items.reduce((total, item) => total + item.TotalSatang, 0);
    expect(sum).toBe(a.total_satang + b.total_satang);

    const byPublisher = ADMIN_ROUTES.adminReportSalesByPublisher.response.parse(
      (await get('/admin/v1/reports/sales-by-publisher?Month=2026-03')).json(),
    ).Data!;
    expect(byPublisher.Items.reduce((total, item) => total + item.Copies, 0)).toBe(3);
    expect(byPublisher.Items.reduce((total, item) => total + item.NetSalesSatang, 0)).toBe(
      a.total_satang + b.total_satang - refundedLine.total_satang,
    );
  });

  it('reports ภ.พ.30 from the tax documents of the month, reduced by its credit notes', async () => {
    const report = ADMIN_ROUTES.adminReportVat.response.parse(
      (await get('/admin/v1/reports/vat?Month=2026-03')).json(),
    ).Data!;
    expect(report.InvoiceCount).toBe(2);
    expect(report.CreditNoteCount).toBe(1);
    expect(report.Sales).toEqual({
      TaxableSatang: a.taxable_net_satang + b.taxable_net_satang,
      ZeroRatedSatang: 0,
      ExemptSatang: a.vat_exempt_satang + b.vat_exempt_satang,
      VatSatang: a.vat_satang + b.vat_satang,
    });
    expect(report.CreditNotes.VatSatang).toBe(refundedLine.vat_satang);
    expect(report.Net.VatSatang).toBe(a.vat_satang + b.vat_satang - refundedLine.vat_satang);
    expect(report.Net.TaxableSatang + report.Net.ExemptSatang + report.Net.VatSatang).toBe(
      a.total_satang + b.total_satang - refundedLine.total_satang,
    );
    const kinds = report.Documents.map((document) => [document.Kind, document.Date]);
    expect(kinds).toEqual([
      ['abbreviated', '2026-03-15'],
      ['credit_note', '2026-03-20'],
      ['abbreviated', '2026-03-31'],
    ]);
    const creditNote = report.Documents[1]!;
    expect(creditNote.RefersTo).toBe(report.Documents[0]!.Number);
    expect(creditNote.Number).toMatch(/^CN-25\d\d-\d{6}$/);
    expect(creditNote.OrderNumber).toBe(`NS${String(orderA).padStart(10, '0')}`);

    const april = ADMIN_ROUTES.adminReportVat.response.parse(
      (await get('/admin/v1/reports/vat?Month=2026-04')).json(),
    ).Data!;
    expect(april.Sales.VatSatang).toBe(c.vat_satang);
    expect(april.Documents).toHaveLength(1);
  });

  it('downloads CSV with a BOM and headers in the staff member’s language', async () => {
    const th = await get('/admin/v1/reports/sales-by-day.csv?Month=2026-03', financeTh);
    expect(th.statusCode).toBe(200);
    expect(th.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(th.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-03.csv"',
    );
    expect(th.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = th.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.startsWith('วันที่,จำนวนคำสั่งซื้อ,')).toBe(true);
    expect(lines).toHaveLength(1 + 31 + 1 + 1);
    const baht = (satang: number) =>
      `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
    expect(lines.find((line) => line.startsWith('2026-03-31,'))).toContain(
      `,${baht(b.total_satang)},`,
    );
    expect(lines[32]!.startsWith('รวม,2,')).toBe(true);

    const en = await get('/admin/v1/reports/vat.csv?Month=2026-03');
    const vatLines = en.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(vatLines[0]!.startsWith('Document,Number,Date,Order,')).toBe(true);
    expect(vatLines[2]!.startsWith('Credit note,CN-')).toBe(true);

    const books = await get('/admin/v1/reports/sales-by-book.csv?Month=2026-03', financeTh);
    expect(books.body.split('\r\n')[0]).toBe(
      '\uFEFFรหัส,หนังสือ,จำนวนที่ขาย,ยอดขายรวมภาษี (บาท),ภาษีมูลค่าเพิ่ม (บาท),จำนวนที่คืนเงิน,คืนเงิน (บาท),ยอดขายสุทธิหลังคืนเงิน (บาท)',
    );
  });

  it('refuses a bad month in the caller’s language, and staff without reports.read', async () => {
    const en = await get('/admin/v1/reports/sales-by-day?Month=2026-13');
    expect(en.statusCode).toBe(400);
    expect(en.json().ErrorList).toEqual(['Month must be written as YYYY-MM, for example 2026-11.']);
    const th = await get('/admin/v1/reports/vat.csv?Month=March', financeTh);
    expect(th.statusCode).toBe(400);
    expect(th.json().ErrorList).toEqual(['เดือนต้องอยู่ในรูปแบบ ปปปป-ดด (ปี ค.ศ.) เช่น 2026-11']);
    const missing = await get('/admin/v1/reports/vat', financeTh);
    expect(missing.statusCode).toBe(400);
    expect((await get('/admin/v1/reports/vat?Month=2026-03', support)).statusCode).toBe(403);
  });
});
