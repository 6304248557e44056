import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { wholeMonths } from './sales-stats.service.js';

/**
 * Daily sales by book (docs/sales-stats.md) on PostgreSQL, with orders made through the store's
 * own calls: each day's and each book's sums equal the back office's sales reports to the satang
 * (a coupon order and a staff refund included), a refresh is idempotent and safe twice at once, a
 * day that lost its sales loses its rows, and the dashboard reads them back by day, month and book.
 */
describe('daily sales by book', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let books: number[];
  let orderC: number;

  type Row = {
    day: string;
    book_id: number;
    units: number;
    gross_satang: number;
    net_satang: number;
    discount_satang: number;
    refunded_units: number;
    refunded_satang: number;
    refunded_net_satang: number;
    downloads: number;
  };

  const aggregate = async () =>
    (
      await executeRows<Record<string, unknown>>(
        app.database.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, book_id, units, gross_satang, net_satang,
                   discount_satang, refunded_units, refunded_satang, refunded_net_satang, downloads
              from book_daily_sales order by day, book_id`,
      )
    ).map(
      (row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, key === 'day' ? value : Number(value)]),
        ) as Row,
    );

  const paidAt = (orderId: number, iso: string) =>
    executeRows(
      app.database.db,
      sql`update orders set paid_at = ${iso}::timestamptz where id = ${orderId}`,
    );

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    books = ['mystery-01', 'mystery-02', 'mystery-03', 'mystery-04'].map((key) => ids[key]!);
    const [m1, m2, m3, m4] = books as [number, number, number, number];
    const marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    const support = await createStaffSession(app, 'orders_support', { language: 'en' });
    const coupon = await app.inject({
      method: 'POST',
      url: '/admin/v1/coupons',
      headers: marketing.headers,
      payload: { Code: 'STATS-37', Kind: 'amount', AmountSatang: 3_700 },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);

    const customer = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    // A: two books paid at 10:00 on 15 March (Bangkok); its first line refunded on 20 March.
    const orderA = await buyBooks(app, customer, [m1, m2]);
    // B: two books with a ฿37 coupon, paid at 23:30 on 15 March (16:30 UTC): still the 15th.
    const headers = asCustomer(other);
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${m3}/1`,
      headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    const applied = await app.inject({
      method: 'POST',
      url: '/v2/shoppingcart/applydiscountcoupon',
      headers,
      payload: { FormValues: [{ Key: 'discountcouponcode', Value: 'STATS-37' }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const orderB = await buyBooks(app, other, [m4]);
    // C: one book paid at 00:10 on 16 March (17:10 UTC on the 15th): the 16th's.
    orderC = await buyBooks(app, other, [m1]);
    await paidAt(orderA, '2026-03-15T10:00:00+07:00');
    await paidAt(orderB, '2026-03-15T23:30:00+07:00');
    await paidAt(orderC, '2026-03-16T00:10:00+07:00');

    const [line] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from order_lines where order_id = ${orderA} and book_id = ${m1}`,
    );
    const refunded = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderA}/refunds`,
      headers: support.headers,
      payload: {
        LineIds: [Number(line!.id)],
        Destination: 'coins',
        Reason: 'Bought by mistake',
        ClientKey: randomUUID(),
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await executeRows(
      app.database.db,
      sql`update refunds set created_at = '2026-03-20T12:00:00+07:00',
                             completed_at = '2026-03-20T12:00:00+07:00'
           where id = ${refunded.json().Data.RefundId as number}`,
    );
    // A download of the first book on the 16th.
    await executeRows(
      app.database.db,
      sql`insert into downloads (customer_id, book_id, format, channel, created_at)
          values (${customer.customerId}, ${m1}, 'EPUB', 'web', '2026-03-16T08:00:00+07:00')`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('adds up, day by day and book by book, to the sales reports to the satang', async () => {
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');
    const rows = await aggregate();
    const [m1, m2, m3, m4] = books as [number, number, number, number];
    expect(rows.map((row) => [row.day, row.book_id])).toEqual([
      ['2026-03-15', m1],
      ['2026-03-15', m2],
      ['2026-03-15', m3],
      ['2026-03-15', m4],
      ['2026-03-16', m1],
      ['2026-03-20', m1],
    ]);
    // The coupon order's discount is in its lines.
    expect(rows.filter((row) => row.book_id === m3 || row.book_id === m4)).toSatisfy(
      (found: Row[]) => found.reduce((sum, row) => sum + row.discount_satang, 0) === 3_700,
    );
    expect(rows.find((row) => row.day === '2026-03-16')).toMatchObject({
      units: 1,
      downloads: 1,
    });

    const report = await app.services.reports.salesByDay('2026-03');
    for (const day of report.Days) {
      const of = rows.filter((row) => row.day === day.Date);
      const sum = (pick: (row: Row) => number) => of.reduce((total, row) => total + pick(row), 0);
      expect(
        {
          total: sum((row) => row.gross_satang),
          vat: sum((row) => row.gross_satang - row.net_satang),
          discount: sum((row) => row.discount_satang),
          refund: sum((row) => row.refunded_satang),
          refundVat: sum((row) => row.refunded_satang - row.refunded_net_satang),
        },
        day.Date,
      ).toEqual({
        total: day.TotalSatang,
        vat: day.VatSatang,
        discount: day.DiscountSatang,
        refund: day.RefundSatang,
        refundVat: day.RefundVatSatang,
      });
    }
    expect(report.Totals.DiscountSatang).toBe(3_700);
    expect(report.Totals.RefundSatang).toBeGreaterThan(0);

    const byBook = await app.services.reports.salesByItem('2026-03', 'book', 'en');
    expect(byBook.Items).toHaveLength(4);
    for (const item of byBook.Items) {
      const of = rows.filter((row) => row.book_id === item.Id);
      const sum = (pick: (row: Row) => number) => of.reduce((total, row) => total + pick(row), 0);
      expect({
        copies: sum((row) => row.units),
        total: sum((row) => row.gross_satang),
        vat: sum((row) => row.gross_satang - row.net_satang),
        refundedCopies: sum((row) => row.refunded_units),
        refund: sum((row) => row.refunded_satang),
      }).toEqual({
        copies: item.Copies,
        total: item.TotalSatang,
        vat: item.VatSatang,
        refundedCopies: item.RefundedCopies,
        refund: item.RefundSatang,
      });
    }
  });

  it('is idempotent, safe twice at once, and fills itself when empty', async () => {
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');
    const before = await aggregate();
    expect(await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31')).toEqual({
      written: 0,
      deleted: 0,
    });

    await executeRows(app.database.db, sql`delete from book_daily_sales`);
    const twice = await Promise.all([
      app.services.salesStats.refreshDays('2026-03-14', '2026-03-21'),
      app.services.salesStats.refreshDays('2026-03-15', '2026-03-20'),
    ]);
    expect(twice.map((outcome) => outcome.written).sort()).toEqual([0, 6]);
    expect(await aggregate()).toEqual(before);

    await executeRows(app.database.db, sql`delete from book_daily_sales`);
    expect(await app.services.salesStats.refreshRecent()).toMatchObject({
      backfill: true,
      written: 6,
    });
    expect(await aggregate()).toEqual(before);
    expect(await app.services.salesStats.refreshRecent()).toMatchObject({ backfill: false });
  });

  it('deletes the rows of a day that lost everything', async () => {
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');
    await executeRows(app.database.db, sql`delete from downloads where book_id = ${books[0]!}`);
    await paidAt(orderC, '2026-04-02T10:00:00+07:00');
    expect(await app.services.salesStats.refreshDays('2026-03-16', '2026-03-16')).toEqual({
      written: 0,
      deleted: 1,
    });
    expect((await aggregate()).some((row) => row.day === '2026-03-16')).toBe(false);
    // The book's month is summed again without that day.
    const monthUnits = async () =>
      (
        await executeRows<{ units: number }>(
          app.database.db,
          sql`select units from book_monthly_sales
               where month = '2026-03-01' and book_id = ${books[0]!}`,
        )
      ).map((row) => Number(row.units));
    expect(await monthUnits()).toEqual([1]);
    await paidAt(orderC, '2026-03-16T00:10:00+07:00');
    await app.services.salesStats.refreshDays('2026-03-16', '2026-04-02');
    expect(await monthUnits()).toEqual([2]);
  });

  it('reads a dashboard by day, month and book, for book ids or a catalog publisher', async () => {
    const [m1, m2, m3, m4] = books as [number, number, number, number];
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');
    const rows = await aggregate();
    const sum = (pick: (row: Row) => number, of = rows) =>
      of.reduce((total, row) => total + pick(row), 0);

    const board = await app.services.salesStats.dashboard({
      bookIds: books,
      from: '2026-02-01',
      to: '2026-04-30',
      top: 2,
    });
    expect(board.totals).toMatchObject({
      units: 5,
      grossSatang: sum((row) => row.gross_satang),
      netSatang: sum((row) => row.net_satang),
      refundedUnits: 1,
      refundedSatang: sum((row) => row.refunded_satang),
    });
    expect(board.days.map((day) => day.day)).toEqual(['2026-03-15', '2026-03-16', '2026-03-20']);
    expect(board.months).toEqual([{ month: '2026-03', ...board.totals }]);
    expect(board.bookCount).toBe(4);
    expect(board.topBooks).toHaveLength(2);
    const ranked = [m1, m2, m3, m4]
      .map((id) => {
        const of = rows.filter((row) => row.book_id === id);
        return { id, net: sum((row) => row.net_satang - row.refunded_net_satang, of) };
      })
      .sort((a, b) => b.net - a.net || a.id - b.id);
    expect(board.topBooks.map((book) => book.bookId)).toEqual(ranked.slice(0, 2).map((b) => b.id));

    // A catalog publisher's books (books.publisher_id).
    const [publisher] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into publishers (name_th, name_en) values ('สำนักพิมพ์สถิติ', 'Stats Press')
          returning id`,
    );
    await executeRows(
      app.database.db,
      sql`update books set publisher_id = ${publisher!.id} where id in (${m2}, ${m4})`,
    );
    // The aggregate takes a book's publisher when its days are refreshed.
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');
    const ofPublisher = await app.services.salesStats.dashboard({
      publisherId: Number(publisher!.id),
      from: '2026-03-15',
      to: '2026-03-15',
    });
    const theirs = rows.filter((row) => row.book_id === m2 || row.book_id === m4);
    expect(ofPublisher.totals.grossSatang).toBe(sum((row) => row.gross_satang, theirs));
    expect(ofPublisher.topBooks.map((book) => book.bookId).sort()).toEqual([m2, m4].sort());

    // A period with a whole month (April, from book_monthly_sales) and days before it (March).
    const edges = await app.services.salesStats.dashboard({
      bookIds: books,
      from: '2026-03-16',
      to: '2026-04-30',
    });
    expect(edges.bookCount).toBe(1);
    expect(edges.topBooks).toMatchObject([{ bookId: m1, units: 1, refundedUnits: 1 }]);
    const ofPublisherMonths = await app.services.salesStats.dashboard({
      publisherId: Number(publisher!.id),
      from: '2026-02-15',
      to: '2026-04-30',
    });
    expect(ofPublisherMonths.totals).toEqual(ofPublisher.totals);
    expect(ofPublisherMonths.topBooks).toEqual(ofPublisher.topBooks);

    expect(
      await app.services.salesStats.dashboard({
        bookIds: [],
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toMatchObject({ bookCount: 0, days: [] });
    await expect(
      app.services.salesStats.dashboard({ bookIds: books, from: '2026-03-31', to: '2026-03-01' }),
    ).rejects.toThrow();
  });

  it('splits a period into whole months and the days around them', () => {
    expect(wholeMonths('2025-11-30', '2026-11-29')).toEqual({
      wholeFrom: '2025-12-01',
      wholeTo: '2026-10-01',
    });
    expect(wholeMonths('2026-01-01', '2026-02-28')).toEqual({
      wholeFrom: '2026-01-01',
      wholeTo: '2026-02-01',
    });
    expect(wholeMonths('2026-03-05', '2026-03-31')).toEqual({ wholeFrom: null, wholeTo: null });
    expect(wholeMonths('2026-03-01', '2026-03-30')).toEqual({ wholeFrom: null, wholeTo: null });
    expect(wholeMonths('2026-12-01', '2026-12-31')).toEqual({
      wholeFrom: '2026-12-01',
      wholeTo: '2026-12-01',
    });
  });
});
