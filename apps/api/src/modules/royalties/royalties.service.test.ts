import { randomUUID } from 'node:crypto';
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
import { buyBooks } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { seedDemoCoupons } from '../coupons/coupons.seed.js';
import { bangkokMonth, shareOf } from './royalties.service.js';

describe('royalty arithmetic', () => {
  it('rounds each share half away from zero, so a refund line undoes its sale line', () => {
    expect(shareOf(13_458, 7000)).toBe(9421); // 9420.6
    expect(shareOf(-13_458, 7000)).toBe(-9421);
    expect(shareOf(5, 7000)).toBe(4); // 3.5
    expect(shareOf(0, 7000)).toBe(0);
  });

  it('takes a month as its Bangkok days', () => {
    expect(bangkokMonth('2025-02')).toEqual({
      from: new Date('2025-01-31T17:00:00Z'),
      to: new Date('2025-02-28T17:00:00Z'),
      lastDay: '2025-02-28',
    });
    expect(bangkokMonth('2024-12').to).toEqual(new Date('2024-12-31T17:00:00Z'));
    expect(() => bangkokMonth('2025-13')).toThrow();
  });
});

/**
 * Royalty statements (docs/royalties.md) over PostgreSQL: orders bought through the store's own
 * calls (a coupon on one), paid at the demo gateway, refunded by staff through the back office;
 * then their times are moved into two past months and the statements issued.
 */
describe('royalty statements', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let staffHeaders: Record<string, string>;
  let organisationId: number;

  const bookId = (reference: string) => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    await seedDemoCoupons(app.database.db);
    staffHeaders = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;

    // An approved publisher (a company) whose catalog publisher is the test catalog's main one.
    const owner = await createTestCustomer(app);
    const [organisation] = await executeRows<{ id: number }>(
      app.database.db,
      sql`with application as (
            insert into publisher_applications
              (customer_id, status, account_type, legal_name, publisher_name, tax_id, contact_name,
               email, phone, address, bank_code, bank_account_name, bank_account_number, locale,
               publisher_id)
            select ${owner.customerId}::int, 'approved'::publisher_application_status,
                   'company'::publisher_account_type, 'บริษัท ทดลองอ่าน จำกัด',
                   'Try Read Press', '0105558000011', 'Contact', 'press@example.com', '0812345678',
                   'Bangkok', '004', 'Try Read', '1234567890', 'th', p.id
              from publishers p where p.name_en = 'Try Read Press'
            returning id, publisher_id
          )
          insert into publisher_organisations
            (application_id, name, legal_name, tax_id, owner_customer_id, catalog_publisher_id,
             payee_kind)
          select id, 'Try Read Press', 'บริษัท ทดลองอ่าน จำกัด', '0105558000011',
                 ${owner.customerId}::int, publisher_id, 'company'::publisher_account_type
            from application
          returning id`,
    );
    organisationId = Number(organisation!.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const lineOf = async (orderId: number, reference: string) => {
    const [row] = await executeRows<{ id: number; net_satang: number; discount_satang: number }>(
      app.database.db,
      sql`select id, net_satang, discount_satang from order_lines
           where order_id = ${orderId} and book_id = ${bookId(reference)}`,
    );
    return { id: Number(row!.id), net: row!.net_satang, discount: row!.discount_satang };
  };

  const refundLine = async (orderId: number, lineId: number): Promise<number> => {
    const response = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderId}/refunds`,
      headers: staffHeaders,
      payload: {
        ClientKey: randomUUID(),
        Reason: 'Bought by mistake',
        LineIds: [lineId],
        Destination: 'coins',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await executeRows<{ id: number; status: string }>(
      app.database.db,
      sql`select r.id, r.status from refunds r join refund_lines rl on rl.refund_id = r.id
           where rl.order_line_id = ${lineId}`,
    );
    expect(row!.status).toBe('succeeded');
    return Number(row!.id);
  };

  type LineRow = [string, number, number, number];
  const sorted = (rows: LineRow[]) =>
    [...rows].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
  const rowsOf = (
    lines: Array<{ kind: string; orderLineId: number; netSatang: number; royaltySatang: number }>,
  ) =>
    sorted(lines.map((line) => [line.kind, line.orderLineId, line.netSatang, line.royaltySatang]));

  const paidAt = (orderId: number, at: string) =>
    app.database.db.execute(
      sql`update orders set paid_at = ${at}::timestamptz where id = ${orderId}`,
    );
  const refundedAt = (refundId: number, at: string) =>
    app.database.db.execute(
      sql`update refunds set created_at = ${at}::timestamptz, completed_at = ${at}::timestamptz
           where id = ${refundId}`,
    );

  const buyWithCoupon = async (customer: TestCustomer, references: string[], code: string) => {
    const [first, ...rest] = references;
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${bookId(first!)}/1`,
      headers: asCustomer(customer),
    });
    expect(added.statusCode, added.body).toBe(200);
    const applied = await app.inject({
      method: 'POST',
      url: '/v2/shoppingcart/applydiscountcoupon',
      headers: asCustomer(customer),
      payload: { FormValues: [{ Key: 'discountcouponcode', Value: code }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return buyBooks(app, customer, rest.map(bookId));
  };

  it('issues January and February: totals are the sum of the lines to the satang, with a coupon and refunds in and across months', async () => {
    // January: a coupon order (one line the organisation's, one another publisher's), a plain
    // order refunded in February, and an order refunded in January.
    const couponOrder = await buyWithCoupon(
      await createTestCustomer(app),
      ['python', 'mystery-01'],
      'WELCOME10',
    );
    const refundedLater = await buyBooks(app, await createTestCustomer(app), [
      bookId('mystery-02'),
    ]);
    const refundedSoon = await buyBooks(app, await createTestCustomer(app), [
      bookId('mystery-03'),
      bookId('mystery-05'),
    ]);
    // Paid at 00:10 on 1 February in Bangkok (still 31 January in UTC): February's.
    const february = await buyBooks(app, await createTestCustomer(app), [bookId('mystery-04')]);

    const couponLine = await lineOf(couponOrder, 'mystery-01');
    expect(couponLine.discount).toBeGreaterThan(0);
    const laterLine = await lineOf(refundedLater, 'mystery-02');
    const soonLine = await lineOf(refundedSoon, 'mystery-03');
    const keptLine = await lineOf(refundedSoon, 'mystery-05');
    const februaryLine = await lineOf(february, 'mystery-04');

    const soonRefund = await refundLine(refundedSoon, soonLine.id);
    const laterRefund = await refundLine(refundedLater, laterLine.id);
    await paidAt(couponOrder, '2025-01-05T10:00:00+07:00');
    await paidAt(refundedLater, '2025-01-10T10:00:00+07:00');
    await paidAt(refundedSoon, '2025-01-31T23:50:00+07:00');
    await paidAt(february, '2025-02-01T00:10:00+07:00');
    await refundedAt(soonRefund, '2025-01-31T23:55:00+07:00');
    await refundedAt(laterRefund, '2025-02-12T09:00:00+07:00');

    const royalties = app.services.royalties;
    const january = await royalties.issue({ organisationId, month: '2025-01' });
    const share = (net: number) => shareOf(net, 7000);

    expect(rowsOf(january.lines)).toEqual(
      sorted([
        ['sale', couponLine.id, couponLine.net, share(couponLine.net)],
        ['sale', laterLine.id, laterLine.net, share(laterLine.net)],
        ['sale', soonLine.id, soonLine.net, share(soonLine.net)],
        ['sale', keptLine.id, keptLine.net, share(keptLine.net)],
        ['refund', soonLine.id, -soonLine.net, -share(soonLine.net)],
      ]),
    );
    const januaryRoyalty = share(couponLine.net) + share(laterLine.net) + share(keptLine.net);
    expect(january.statement).toMatchObject({
      organisationId,
      month: '2025-01',
      royaltyShareBp: 7000,
      payeeKind: 'company',
      withholdingRateBp: 300,
      salesNetSatang: couponLine.net + laterLine.net + soonLine.net + keptLine.net,
      refundsNetSatang: soonLine.net,
      royaltySatang: januaryRoyalty,
      withholdingSatang: shareOf(januaryRoyalty, 300),
      payableSatang: januaryRoyalty - shareOf(januaryRoyalty, 300),
      lineCount: 5,
    });
    expect(january.statement.royaltySatang).toBe(
      january.lines.reduce((all, line) => all + line.royaltySatang, 0),
    );

    // February, issued twice at once: one statement; the January sale refunded in February is
    // taken off in February.
    const [first, second] = await Promise.all([
      royalties.issue({ organisationId, month: '2025-02' }),
      royalties.issue({ organisationId, month: '2025-02' }),
    ]);
    expect(second.statement.id).toBe(first.statement.id);
    expect(rowsOf(first.lines)).toEqual(
      sorted([
        ['sale', februaryLine.id, februaryLine.net, share(februaryLine.net)],
        ['refund', laterLine.id, -laterLine.net, -share(laterLine.net)],
      ]),
    );
    const februaryRoyalty = share(februaryLine.net) - share(laterLine.net);
    expect(first.statement.royaltySatang).toBe(februaryRoyalty);
    expect(first.statement.royaltySatang).toBe(
      first.lines.reduce((all, line) => all + line.royaltySatang, 0),
    );
    const [counts] = await executeRows<{ statements: number; lines: number }>(
      app.database.db,
      sql`select (select count(*)::int from royalty_statements
                   where organisation_id = ${organisationId} and month = '2025-02') as statements,
                 (select count(*)::int from royalty_statement_lines
                   where statement_id = ${first.statement.id}) as lines`,
    );
    expect(counts).toEqual({ statements: 1, lines: 2 });

    // Frozen: a later change of the share does not touch an issued statement.
    await app.database.db.execute(
      sql`update publisher_organisations set royalty_share_bp = 5000 where id = ${organisationId}`,
    );
    const again = await royalties.issue({ organisationId, month: '2025-01' });
    expect(again.statement).toEqual(january.statement);
    expect(again.lines).toEqual(january.lines);
  });

  it('withholds at the individual rate for a person, and from the royalty only', async () => {
    const author = await createTestCustomer(app);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`with application as (
            insert into publisher_applications
              (customer_id, status, account_type, legal_name, publisher_name, tax_id, contact_name,
               email, phone, address, bank_code, bank_account_name, bank_account_number, locale,
               publisher_id)
            select ${author.customerId}::int, 'approved'::publisher_application_status,
                   'individual'::publisher_account_type, 'สมชาย ใจดี', 'Clear Sky Books',
                   '1101700230015', 'สมชาย ใจดี', 'author@example.com', '0812345678', 'Bangkok',
                   '004', 'สมชาย ใจดี', '1234567890', 'th', p.id
              from publishers p where p.name_en = 'Clear Sky Books'
            returning id, publisher_id
          )
          insert into publisher_organisations
            (application_id, name, legal_name, tax_id, owner_customer_id, catalog_publisher_id,
             payee_kind, royalty_share_bp)
          select id, 'Clear Sky Books', 'สมชาย ใจดี', '1101700230015', ${author.customerId}::int,
                 publisher_id, 'individual'::publisher_account_type, 6000
            from application
          returning id`,
    );
    const order = await buyBooks(app, await createTestCustomer(app), [bookId('python')]);
    const line = await lineOf(order, 'python');
    await paidAt(order, '2025-03-15T12:00:00+07:00');

    const { statement, lines } = await app.services.royalties.issue({
      organisationId: Number(row!.id),
      month: '2025-03',
    });
    const royalty = shareOf(line.net, 6000);
    expect(lines).toHaveLength(1);
    expect(statement).toMatchObject({
      payeeKind: 'individual',
      royaltyShareBp: 6000,
      withholdingRateBp: 500,
      royaltySatang: royalty,
      withholdingSatang: shareOf(royalty, 500),
      payableSatang: royalty - shareOf(royalty, 500),
    });
  });

  it('refuses a month not over yet and an unknown organisation', async () => {
    const now = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    await expect(
      app.services.royalties.issue({ organisationId, month: now }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      app.services.royalties.issue({ organisationId: 999_999, month: '2025-03' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
