import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import {
  approvedPublisher,
  portalSignIn,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';
import { bangkokDay } from './sales-stats.service.js';

type Figures = {
  Copies: number;
  GrossSatang: number;
  NetSatang: number;
  DiscountSatang: number;
  RefundedCopies: number;
  RefundedSatang: number;
  RefundedNetSatang: number;
  Downloads: number;
};

/**
 * The publisher portal's sales (docs/sales-stats.md, "The portal's reads") over the API and
 * PostgreSQL: two organisations, each with its own catalog publisher's books, orders bought
 * through the store's calls and paid at the demo gateway, a staff refund and a download; each
 * organisation's dashboard, sales by book, refunds and search terms equal its own order lines
 * and never show the other's.
 */
describe('publisher portal sales (issue 25)', { timeout: 120_000 }, () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let sessionA: PortalSession;
  let sessionB: PortalSession;
  let aBooks: number[];
  let bBooks: number[];
  let refundId: number;

  const book = (reference: string) => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  const get = (session: PortalSession, url: string, language?: 'th' | 'en') =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...session.headers, ...(language ? { Language: language } : {}) },
    });

  /** The period's figures of these books straight from the order lines (the truth). */
  const truth = async (books: number[]): Promise<Figures> => {
    const list = `{${books.join(',')}}`;
    const [sold] = await executeRows<Record<string, unknown>>(
      app.database.db,
      sql`select count(*) as copies, coalesce(sum(ol.total_satang), 0) as gross,
                 coalesce(sum(ol.net_satang), 0) as net,
                 coalesce(sum(ol.discount_satang), 0) as discount
            from orders o join order_lines ol on ol.order_id = o.id and ol.kind = 'book'
           where o.status in ('AP', 'RR') and ol.book_id = any(${list}::int[])
             and o.paid_at >= '2026-03-01T00:00:00+07:00' and o.paid_at < '2026-04-01T00:00:00+07:00'`,
    );
    const [refunded] = await executeRows<Record<string, unknown>>(
      app.database.db,
      sql`select count(*) as copies, coalesce(sum(ol.total_satang), 0) as amount,
                 coalesce(sum(ol.net_satang), 0) as net
            from refunds r join refund_lines rl on rl.refund_id = r.id
            join order_lines ol on ol.id = rl.order_line_id
           where r.reason = 'staff' and r.status = 'succeeded'
             and ol.book_id = any(${list}::int[])
             and r.completed_at >= '2026-03-01T00:00:00+07:00'
             and r.completed_at < '2026-04-01T00:00:00+07:00'`,
    );
    const [downloaded] = await executeRows<{ count: unknown }>(
      app.database.db,
      sql`select count(*) as count from downloads
           where book_id = any(${list}::int[])
             and created_at >= '2026-03-01T00:00:00+07:00'
             and created_at < '2026-04-01T00:00:00+07:00'`,
    );
    return {
      Copies: Number(sold!.copies),
      GrossSatang: Number(sold!.gross),
      NetSatang: Number(sold!.net),
      DiscountSatang: Number(sold!.discount),
      RefundedCopies: Number(refunded!.copies),
      RefundedSatang: Number(refunded!.amount),
      RefundedNetSatang: Number(refunded!.net),
      Downloads: Number(downloaded!.count),
    };
  };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    const staff = await createStaffSession(app, 'owner', { language: 'en' });
    a = await approvedPublisher(app, staff);
    b = await approvedPublisher(app, staff);
    // Each organisation's catalog publisher gets books of the test catalog.
    aBooks = ['mystery-01', 'mystery-02', 'mystery-03', 'hp-1'].map(book);
    bBooks = ['python', 'english-only'].map(book);
    const move = (books: number[], publisherId: number) =>
      app.database.db.execute(
        sql`update books set publisher_id = ${publisherId}
             where id = any(${`{${books.join(',')}}`}::int[])`,
      );
    await move(aBooks, a.catalogPublisherId);
    await move(bBooks, b.catalogPublisherId);

    const [m1, m2] = aBooks as [number, number];
    const reader = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    const first = await buyBooks(app, reader, [m1, m2, book('python')]);
    const second = await buyBooks(app, other, [m1]);
    const third = await buyBooks(app, other, [book('english-only')]);
    const paidAt = (orderId: number, at: string) =>
      app.database.db.execute(
        sql`update orders set paid_at = ${at}::timestamptz where id = ${orderId}`,
      );
    await paidAt(first, '2026-03-10T10:00:00+07:00');
    await paidAt(second, '2026-03-12T23:30:00+07:00');
    await paidAt(third, '2026-03-12T09:00:00+07:00');

    // The first order's m1 line refunded by staff on 20 March.
    const [line] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from order_lines where order_id = ${first} and book_id = ${m1}`,
    );
    const support = await createStaffSession(app, 'orders_support', { language: 'en' });
    const refunded = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${first}/refunds`,
      headers: support.headers,
      payload: {
        LineIds: [Number(line!.id)],
        Destination: 'coins',
        Reason: 'Bought by mistake',
        ClientKey: randomUUID(),
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    refundId = refunded.json().Data.RefundId as number;
    await app.database.db.execute(
      sql`update refunds set created_at = '2026-03-20T12:00:00+07:00',
                             completed_at = '2026-03-20T12:00:00+07:00' where id = ${refundId}`,
    );
    await app.database.db.execute(
      sql`insert into downloads (customer_id, book_id, format, channel, created_at)
          values (${reader.customerId}, ${m2}, 'EPUB', 'web', '2026-03-11T08:00:00+07:00')`,
    );
    await app.services.salesStats.refreshDays('2026-03-01', '2026-03-31');

    sessionA = await portalSignIn(app, a.owner);
    sessionB = await portalSignIn(app, b.owner);
  });

  afterAll(async () => {
    await app.close();
  });

  const MARCH = 'From=2026-03-01&To=2026-03-31';

  it('adds up each organisation’s own order lines, by day and by month, and nothing of the other’s', async () => {
    const answer = await get(sessionA, `/portal/v1/sales/dashboard?${MARCH}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().Data;
    const expected = await truth(aBooks);
    expect(expected).toMatchObject({ Copies: 3, RefundedCopies: 1, Downloads: 1 });
    expect(data.Totals).toEqual(expected);
    expect(data).toMatchObject({ From: '2026-03-01', To: '2026-03-31', Group: 'day' });
    expect(data.Series).toHaveLength(31);
    const day = (period: string) =>
      data.Series.find((row: { Period: string }) => row.Period === period);
    expect(day('2026-03-10')).toMatchObject({ Copies: 2, Downloads: 0 });
    expect(day('2026-03-11')).toMatchObject({ Copies: 0, Downloads: 1 });
    expect(day('2026-03-12')).toMatchObject({ Copies: 1 });
    expect(day('2026-03-20')).toMatchObject({ Copies: 0, RefundedCopies: 1 });
    expect(day('2026-03-01')).toMatchObject({ Copies: 0, NetSatang: 0 });
    // Books that sold nothing in the period are not in the ranking; the other's never.
    expect(data.TopBooks.map((row: { BookId: number }) => row.BookId).sort()).toEqual(
      aBooks.slice(0, 2).sort(),
    );
    expect(data.BookCount).toBe(2);

    const months = (
      await get(sessionA, '/portal/v1/sales/dashboard?From=2026-02-15&To=2026-04-10&Group=month')
    ).json().Data;
    expect(months.Series.map((row: { Period: string }) => row.Period)).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(months.Series[1]).toEqual({ Period: '2026-03', ...expected });
    expect(months.Totals).toEqual(expected);

    const other = (await get(sessionB, `/portal/v1/sales/dashboard?${MARCH}`)).json().Data;
    expect(other.Totals).toEqual(await truth(bBooks));
    expect(other.Totals).toMatchObject({ Copies: 2, RefundedCopies: 0, Downloads: 0 });
    expect(other.TopBooks.map((row: { BookId: number }) => row.BookId).sort()).toEqual(
      [...bBooks].sort(),
    );
  });

  it('reads one of its books alone; another organisation’s book is 404', async () => {
    const [m1] = aBooks as [number];
    const one = await get(sessionA, `/portal/v1/sales/dashboard?${MARCH}&BookId=${m1}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().Data.Totals).toEqual(await truth([m1]));
    expect(one.json().Data.BookId).toBe(m1);
    for (const url of [
      `/portal/v1/sales/dashboard?${MARCH}&BookId=${m1}`,
      `/portal/v1/sales/refunds?${MARCH}&BookId=${m1}`,
      `/portal/v1/sales/search-terms?BookId=${m1}`,
    ]) {
      const refused = await get(sessionB, url, 'th');
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().ErrorList).toEqual(['ไม่พบหนังสือเล่มนี้ในหนังสือของสำนักพิมพ์คุณ']);
    }
  });

  it('checks the period: the last 30 days by default, From after To and over five years are 400', async () => {
    const fallback = (await get(sessionA, '/portal/v1/sales/dashboard')).json().Data;
    const today = bangkokDay(new Date());
    expect(fallback.To).toBe(today);
    expect(fallback.Series).toHaveLength(30);
    expect(fallback.Series[0].Period).toBe(fallback.From);
    const backwards = await get(
      sessionA,
      '/portal/v1/sales/dashboard?From=2026-03-02&To=2026-03-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ErrorList).toEqual([
      'Period: the start date must not be after the end date.',
    ]);
    const long = await get(sessionA, '/portal/v1/sales/books?From=2020-01-01&To=2026-01-01', 'th');
    expect(long.statusCode).toBe(400);
    expect(long.json().ErrorList[0]).toContain('ไม่เกิน 1830 วัน');
    expect((await get(sessionA, '/portal/v1/sales/dashboard?From=2026-02-30')).statusCode).toBe(
      400,
    );
  });

  it('lists every book of the organisation with its figures, paged, and only its own', async () => {
    const answer = await get(sessionA, `/portal/v1/sales/books?${MARCH}&PageSize=3`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page1 = answer.json().Data;
    expect(page1).toMatchObject({ Page: 1, PageSize: 3, HasNextPage: true });
    const page2 = (await get(sessionA, `/portal/v1/sales/books?${MARCH}&PageSize=3&Page=2`)).json()
      .Data;
    expect(page2.HasNextPage).toBe(false);
    const items = [...page1.Items, ...page2.Items] as Array<
      Figures & { BookId: number; NameTh: string; NameEn: string }
    >;
    expect(items.map((item) => item.BookId).sort()).toEqual([...aBooks].sort());
    const [m1, m2, m3] = aBooks as [number, number, number];
    for (const { BookId, NameTh: _th, NameEn: _en, ...own } of items)
      expect(own, String(BookId)).toEqual(await truth([BookId]));
    expect(items.find((item) => item.BookId === m3)).toMatchObject({ Copies: 0, NetSatang: 0 });
    expect(items.find((item) => item.BookId === m1)).toMatchObject({
      Copies: 2,
      RefundedCopies: 1,
    });
    expect(items.find((item) => item.BookId === m2)).toMatchObject({ Copies: 1, Downloads: 1 });
    const byCopies = (await get(sessionA, `/portal/v1/sales/books?${MARCH}&Sort=copies`)).json()
      .Data;
    expect(byCopies.Items[0].BookId).toBe(m1);

    const other = (await get(sessionB, `/portal/v1/sales/books?${MARCH}`)).json().Data;
    expect(other.Items.map((item: { BookId: number }) => item.BookId).sort()).toEqual(
      [...bBooks].sort(),
    );
  });

  it('lists refunded copies without anything about the buyer, only to the book’s organisation', async () => {
    const answer = await get(sessionA, `/portal/v1/sales/refunds?${MARCH}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().Data;
    const expected = await truth([aBooks[0]!]);
    expect(data.Items).toEqual([
      {
        RefundId: refundId,
        LineId: expect.any(Number),
        RefundedAt: '2026-03-20T05:00:00.000Z',
        SoldAt: '2026-03-10T03:00:00.000Z',
        BookId: aBooks[0],
        NameTh: expect.any(String),
        NameEn: expect.any(String),
        AmountSatang: expected.RefundedSatang,
        NetSatang: expected.RefundedNetSatang,
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/@|Email|Customer/);
    expect(
      (await get(sessionA, '/portal/v1/sales/refunds?From=2026-03-21&To=2026-03-31')).json().Data
        .Items,
    ).toEqual([]);
    expect((await get(sessionB, `/portal/v1/sales/refunds?${MARCH}`)).json().Data.Items).toEqual(
      [],
    );
  });

  it('counts the searches whose page showed the organisation’s books, each for its own', async () => {
    const search = (keyword: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/catalog/search',
        headers: { Language: 'en' },
        payload: { Data: { Keyword: keyword, PageNumber: 1 } },
      });
    for (const keyword of ['Harry Potter', 'harry  POTTER', 'Python', 'Deep Learning', 'zzqx'])
      expect((await search(keyword)).statusCode).toBe(200);
    // The log is written in batches: flush it.
    await app.services.search.emptySearches(new Date(0));

    const ofA = (await get(sessionA, '/portal/v1/sales/search-terms')).json().Data.Items as Array<{
      Term: string;
      Searches: number;
      Appearances: number;
    }>;
    // Two searches (the same text once normalised), each page showing hp-1 of A once.
    expect(ofA).toEqual([{ Term: 'harry potter', Searches: 2, Appearances: 2 }]);

    const ofB = (await get(sessionB, '/portal/v1/sales/search-terms')).json().Data.Items as Array<{
      Term: string;
    }>;
    expect(ofB.map((item) => item.Term).sort()).toEqual(['deep learning', 'python']);

    const oneBook = (
      await get(sessionB, `/portal/v1/sales/search-terms?BookId=${book('python')}`)
    ).json().Data.Items as Array<{ Term: string }>;
    expect(oneBook.map((item) => item.Term)).toEqual(['python']);
  });

  it('refuses the calls without a portal session', async () => {
    for (const path of ['dashboard', 'books', 'refunds', 'search-terms'])
      expect(
        (await app.inject({ method: 'GET', url: `/portal/v1/sales/${path}` })).statusCode,
      ).toBe(401);
  });
});
