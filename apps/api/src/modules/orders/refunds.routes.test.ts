import { randomUUID } from 'node:crypto';
import { OrderDetailsResponseSchema } from '@nangsue/contracts';
import { ADMIN_ROUTES, type AdminOrder } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import type { TestApp } from '../../../test/build-test-app.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { lastMail } from '../../../test/accounts-fixture.js';
import { buyBooks, placeBooks, startBuyingApp } from '../../../test/orders-fixture.js';
import { findAnomalies } from './reconciliation.repository.js';

/**
 * Staff refunds in the back office (docs/back-office.md "Orders and refunds"), on PostgreSQL:
 * orders are bought through the store's own calls and paid at the demo gateway over HTTP (the API
 * listens), then refunded through the admin calls as a staff member of `orders_support`.
 */
describe('staff refunds', () => {
  let app: TestApp;
  let bookId: (reference: string) => number;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    ({ app, bookId } = await startBuyingApp());
    staffHeaders = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  /** A paid order of these books (by reference), bought by demo card; answers its id. */
  const buy = (customer: TestCustomer, references: string[]) =>
    buyBooks(app, customer, references.map(bookId));

  const adminOrder = async (orderId: number, headers = staffHeaders): Promise<AdminOrder> => {
    const response = await app.inject({
      method: 'GET',
      url: `/admin/v1/orders/${orderId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return ADMIN_ROUTES.adminOrderGet.response.parse(response.json()).Data!;
  };

  const refund = (
    orderId: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = staffHeaders,
  ) =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderId}/refunds`,
      headers,
      payload: { ClientKey: randomUUID(), Reason: 'Customer bought it by mistake', ...body },
    });

  const owns = async (customerId: number, reference: string) =>
    (
      await executeRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from library_items
            where customer_id = ${customerId} and book_id = ${bookId(reference)}`,
      )
    )[0]!.n === 1;

  const balanceOf = async (customer: TestCustomer) =>
    (
      await app.inject({
        method: 'GET',
        url: '/v2/customer/coin/balance',
        headers: asCustomer(customer),
      })
    ).json().Data.BalanceValue as number;

  /** The nightly reconciliation finds nothing that does not add up. */
  const expectNothingAmiss = async () => {
    const { byKind } = await findAnomalies(app.database.db);
    expect(Object.fromEntries(Object.entries(byKind).filter(([, count]) => count > 0))).toEqual({});
  };

  const auditOf = (orderId: number) =>
    executeRows<{
      action: string;
      reason: string;
      staff_email: string;
      after: { refundId: number };
    }>(
      app.database.db,
      sql`select action, reason, staff_email, after from audit_log
          where entity_type = 'order' and entity_id = ${String(orderId)} order by id`,
    );

  it('refunds one book of a paid order to coins: off the shelf, a credit note, coins, reward taken back, audit, e-mail', async () => {
    const customer = await createTestCustomer(app, { language: 'th' });
    const orderId = await buy(customer, ['mystery-01', 'mystery-02']);
    const before = await adminOrder(orderId);
    expect(before).toMatchObject({ Status: 'AP', CanRefund: true, RefundedSatang: 0 });
    const line = before.Lines.find((entry) => entry.BookId === bookId('mystery-01'))!;
    expect(line).toMatchObject({ Refundable: true, OnShelf: true });
    // 1 % of what the card paid came as reward coins.
    const reward = Math.floor(before.AmountDueSatang / 100);
    expect(await balanceOf(customer)).toBe(reward);

    const response = await refund(orderId, { LineIds: [line.Id], Destination: 'coins' });
    expect(response.statusCode).toBe(200);
    const { Data } = ADMIN_ROUTES.adminOrderRefund.response.parse(response.json());
    const after = Data!.Order;
    expect(Data!.Replayed).toBe(false);
    expect(after.Status).toBe('AP');
    expect(after.StatusText).toBe('Paid (partly refunded)');
    expect(after.RefundedSatang).toBe(line.TotalSatang);
    expect(after.RefundableSatang).toBe(before.RefundableSatang - line.TotalSatang);
    expect(after.Lines.find((entry) => entry.Id === line.Id)).toMatchObject({
      Refundable: false,
      OnShelf: false,
      RefundId: Data!.RefundId,
    });

    // The book left the shelf; the other stays.
    expect(await owns(customer.customerId, 'mystery-01')).toBe(false);
    expect(await owns(customer.customerId, 'mystery-02')).toBe(true);

    // The refund: all coins, done at once, the reward taken back in proportion.
    const made = after.Refunds.find((entry) => entry.Id === Data!.RefundId)!;
    const clawback = Math.floor((reward * line.TotalSatang) / before.TotalSatang);
    expect(made).toMatchObject({
      Kind: 'staff',
      Method: 'coins',
      Status: 'succeeded',
      AmountSatang: line.TotalSatang,
      CoinsSatang: line.TotalSatang,
      GatewaySatang: 0,
      ClawbackSatang: clawback,
      LineIds: [line.Id],
      Note: 'Customer bought it by mistake',
    });
    expect(await balanceOf(customer)).toBe(reward + line.TotalSatang - clawback);

    // The credit note refers to the invoice and holds the refunded line only.
    const creditNote = after.Receipts.find((receipt) => receipt.Kind === 'credit_note')!;
    expect(creditNote.Number).toMatch(/^CN-25\d\d-\d{6}$/);
    expect(made.CreditNoteNumber).toBe(creditNote.Number);
    expect(creditNote.TotalSatang).toBe(line.TotalSatang);
    const pdf = await app.inject({
      method: 'GET',
      url: `/admin/v1/orders/${orderId}/receipts/${creditNote.Number}`,
      headers: staffHeaders,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // s.86/10: the invoice's value before VAT, the correct value, the difference and its VAT.
    const correction = async (number: string) =>
      (
        await executeRows<{ correction: Record<string, number | string> }>(
          app.database.db,
          sql`select snapshot->'correction' as correction from receipts where number = ${number}`,
        )
      )[0]!.correction;
    const sale = before.Receipts.find((receipt) => receipt.Kind !== 'credit_note')!;
    const [saleRow] = await executeRows<{ net: number; issued_at: string }>(
      app.database.db,
      sql`select (snapshot->'totals'->>'netSatang')::int as net, snapshot->>'issuedAt' as issued_at
          from receipts where number = ${sale.Number}`,
    );
    const lineNet = line.TotalSatang - line.VatSatang;
    expect(await correction(creditNote.Number)).toEqual({
      originalIssuedAt: saleRow!.issued_at,
      originalValueSatang: saleRow!.net,
      correctValueSatang: saleRow!.net - lineNet,
      differenceSatang: lineNet,
      vatOnDifferenceSatang: line.VatSatang,
    });

    // Audited in the same transaction, with the reason; the history shows it.
    const audit = await auditOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.refund',
      reason: 'Customer bought it by mistake',
      after: expect.objectContaining({ refundId: Data!.RefundId }),
    });
    expect(after.History.map((entry) => entry.Kind)).toEqual(
      expect.arrayContaining(['created', 'paid', 'refund', 'order.refund']),
    );

    // The customer's e-mail (Thai), and the customer's own order page.
    await app.jobs.drain([JOBS.mail]);
    const mail = await lastMail(app, customer.email, 'order-refunded');
    expect(mail.subject).toContain(after.OrderNumber);
    const mine = OrderDetailsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/v2/order/orderdetails/${orderId}`,
          headers: asCustomer(customer),
        })
      ).json(),
    ).Data!;
    expect(mine.Refunds).toHaveLength(1);
    // The customer reads why in their language; staff's own note stays in the back office.
    expect(mine.Refunds[0]).toMatchObject({ Reason: 'ร้านคืนเงินให้', Method: 'coins' });
    expect(mine.Items.find((item) => item.Id === line.Id)?.CanDownload).toBe(false);
    expect(mine.Receipts.map((receipt) => receipt.Kind)).toContain('credit_note');

    // The other book: the second note's correct value counts the first note too, and is nothing.
    const other = before.Lines.find((entry) => entry.Id !== line.Id)!;
    const second = await refund(orderId, { LineIds: [other.Id], Destination: 'coins' });
    expect(second.statusCode, second.body).toBe(200);
    const secondNote = ADMIN_ROUTES.adminOrderRefund.response
      .parse(second.json())
      .Data!.Order.Receipts.filter((receipt) => receipt.Kind === 'credit_note')
      .find((receipt) => receipt.Number !== creditNote.Number)!;
    expect(await correction(secondNote.Number)).toMatchObject({
      originalValueSatang: saleRow!.net,
      correctValueSatang: 0,
      differenceSatang: other.TotalSatang - other.VatSatang,
    });
    await expectNothingAmiss();
  });

  it('refunds a whole order to the demo gateway: RR, the demo charge refunded, every book off the shelf', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-03', 'mystery-04', 'mystery-05']);
    const before = await adminOrder(orderId);
    expect(before.GatewayRefundsByApi).toBe(true);
    expect(before.GatewayRefundableSatang).toBe(before.TotalSatang);

    const response = await refund(orderId, { Destination: 'gateway' });
    expect(response.statusCode).toBe(200);
    const after = ADMIN_ROUTES.adminOrderRefund.response.parse(response.json()).Data!.Order;
    expect(after).toMatchObject({
      Status: 'RR',
      StatusText: 'Refunded',
      RefundedSatang: before.TotalSatang,
      RefundableSatang: 0,
      CanRefund: false,
      RefundBlockedReason: 'This order has been refunded in full already.',
    });
    expect(after.Refunds).toHaveLength(1);
    // The gateway was asked at once: the demo gateway refunded the charge.
    expect(after.Refunds[0]).toMatchObject({
      Method: 'gateway',
      Status: 'succeeded',
      GatewaySatang: before.TotalSatang,
      CoinsSatang: 0,
      ClawbackSatang: Math.floor(before.AmountDueSatang / 100),
    });
    expect(after.Refunds[0]!.ProviderRef).toMatch(/^drfn_/);
    const [charge] = await executeRows<{ refunded_satang: number }>(
      app.database.db,
      sql`select c.refunded_satang from demo_gateway_charges c
          join payments p on p.provider_ref = c.id where p.order_id = ${orderId}`,
    );
    expect(charge!.refunded_satang).toBe(before.TotalSatang);
    for (const reference of ['mystery-03', 'mystery-04', 'mystery-05'])
      expect(await owns(customer.customerId, reference)).toBe(false);
    // Every reward coin went back, nothing else was credited.
    expect(await balanceOf(customer)).toBe(0);

    // Refunding again: refused, in the staff member's language.
    const again = await refund(orderId, { Destination: 'coins' });
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual(['This order has been refunded in full already.']);
    await expectNothingAmiss();
  });

  it('20 parallel refunds of the same line: exactly one refunds, the total never exceeds what was paid', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-06', 'mystery-07']);
    const order = await adminOrder(orderId);
    const line = order.Lines[0]!;

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(orderId, { LineIds: [line.Id], Destination: 'coins' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const answer of answers.filter((entry) => entry.statusCode === 409))
      expect(answer.json().ErrorList[0]).toMatch(/has been refunded already/);

    const [sums] = await executeRows<{
      refunds: number;
      refunded: number;
      lines: number;
      coins: number;
    }>(
      app.database.db,
      sql`select (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
                 (select refunded_satang from orders where id = ${orderId}) as refunded,
                 (select count(*)::int from refund_lines l join refunds r on r.id = l.refund_id
                   where r.order_id = ${orderId}) as lines,
                 (select coalesce(sum(amount_satang), 0)::int from coin_batches
                   where customer_id = ${customer.customerId} and source = 'refund') as coins`,
    );
    expect(sums).toEqual({
      refunds: 1,
      refunded: line.TotalSatang,
      lines: 1,
      coins: line.TotalSatang,
    });
    expect(sums!.refunded).toBeLessThanOrEqual(order.TotalSatang);
  });

  it('20 parallel presses with the same ClientKey refund once and all answer that refund', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-08', 'mystery-09']);
    const clientKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(orderId, { ClientKey: clientKey, Destination: 'gateway' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const results = answers.map(
      (answer) => ADMIN_ROUTES.adminOrderRefund.response.parse(answer.json()).Data!,
    );
    expect(new Set(results.map((result) => result.RefundId)).size).toBe(1);
    expect(results.filter((result) => !result.Replayed)).toHaveLength(1);
    const after = await adminOrder(orderId);
    expect(after.Status).toBe('RR');
    expect(after.Refunds).toHaveLength(1);
    const [charge] = await executeRows<{ refunded_satang: number }>(
      app.database.db,
      sql`select c.refunded_satang from demo_gateway_charges c
          join payments p on p.provider_ref = c.id where p.order_id = ${orderId}`,
    );
    expect(charge!.refunded_satang).toBe(after.TotalSatang);
  });

  it('20 parallel refunds of different lines and of the whole order: each line once, the sum is exactly what was paid', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-10', 'mystery-11', 'mystery-12', 'mystery-13']);
    const order = await adminOrder(orderId);
    const lineIds = order.Lines.map((line) => line.Id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        refund(orderId, {
          // Every fifth asks for the whole order; the others for one line or two.
          ...(index % 5 === 4
            ? {}
            : {
                LineIds: [
                  lineIds[index % 4]!,
                  ...(index % 3 === 0 ? [lineIds[(index + 1) % 4]!] : []),
                ],
              }),
          Destination: index % 2 ? 'coins' : 'gateway',
        }),
      ),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const after = await adminOrder(orderId);
    expect(after.Status).toBe('RR');
    expect(after.RefundedSatang).toBe(order.TotalSatang);
    const refunded = after.Refunds.flatMap((entry) => entry.LineIds).sort();
    expect(refunded).toEqual([...lineIds].sort());
    expect(after.Refunds.reduce((sum, entry) => sum + entry.AmountSatang, 0)).toBe(
      order.TotalSatang,
    );
    // The gateway never gave back more than it took.
    expect(after.Refunds.reduce((sum, entry) => sum + entry.GatewaySatang, 0)).toBeLessThanOrEqual(
      order.AmountDueSatang,
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(
      after.Refunds.length,
    );
    await expectNothingAmiss();
  });

  it('answers bad input with a clear message in Thai and English, never a 500', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-14']);
    const th = { ...(await createStaffSession(app, 'orders_support', { language: 'th' })).headers };

    const noReason = await refund(orderId, { Destination: 'coins', Reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ErrorList.join(' ')).toMatch(/Reason/);

    const unknownLine = await refund(orderId, { LineIds: [999_999_999], Destination: 'coins' });
    expect(unknownLine.statusCode).toBe(422);
    expect(unknownLine.json().ErrorList).toEqual(['Line 999999999 is not part of this order.']);
    const unknownLineTh = await refund(
      orderId,
      { LineIds: [999_999_999], Destination: 'coins' },
      th,
    );
    expect(unknownLineTh.json().ErrorList).toEqual(['รายการหมายเลข 999999999 ไม่ได้อยู่ในคำสั่งซื้อนี้']);

    const badDestination = await refund(orderId, { Destination: 'cash' });
    expect(badDestination.statusCode).toBe(400);
    const badKey = await refund(orderId, { Destination: 'coins', ClientKey: 'not-a-uuid' });
    expect(badKey.statusCode).toBe(400);

    const missing = await refund(2_000_000_000, { Destination: 'coins' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['This order was not found.']);
    const garbage = await app.inject({
      method: 'GET',
      url: '/admin/v1/orders/abc',
      headers: th,
    });
    expect(garbage.statusCode).toBe(404);
    expect(garbage.json().ErrorList).toEqual(['ไม่พบคำสั่งซื้อนี้']);

    // A pending order cannot be refunded.
    const pending = await createTestCustomer(app);
    const placed = await placeBooks(app, pending, [bookId('mystery-15')]);
    const notPaid = await refund(placed.orderId, { Destination: 'coins' }, th);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().ErrorList).toEqual(['คืนเงินได้เฉพาะคำสั่งซื้อที่ชำระเงินแล้ว']);

    // Nothing was refunded by any of these.
    expect((await adminOrder(orderId)).Refunds).toEqual([]);
  });

  it('is closed to a customer session (401) and to a role without orders.refund (403)', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-16']);
    const asBuyer = await refund(orderId, { Destination: 'coins' }, asCustomer(customer, 'en'));
    expect(asBuyer.statusCode).toBe(401);
    const list = await app.inject({
      method: 'GET',
      url: '/admin/v1/orders',
      headers: asCustomer(customer),
    });
    expect(list.statusCode).toBe(401);
    const finance = (await createStaffSession(app, 'finance', { language: 'en' })).headers;
    expect((await refund(orderId, { Destination: 'coins' }, finance)).statusCode).toBe(403);
    // Finance may read it.
    expect((await adminOrder(orderId, finance)).Status).toBe('AP');
  });

  it('a 2C2P payment is refunded by hand: the refund waits as manual until staff mark it done', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buy(customer, ['mystery-17']);
    // The order as if 2C2P had taken the money (its refunds are made in 2C2P's portal).
    await app.database.db.execute(
      sql`update payments set provider = 'pgw', method = 'pgw_card' where order_id = ${orderId}`,
    );
    const made = await refund(orderId, { Destination: 'gateway' });
    expect(made.statusCode).toBe(200);
    const order = ADMIN_ROUTES.adminOrderRefund.response.parse(made.json()).Data!.Order;
    const pending = order.Refunds[0]!;
    expect(pending).toMatchObject({ Method: 'manual', Status: 'pending', Provider: 'pgw' });
    expect(order.Status).toBe('RR');

    const waiting = await app.inject({
      method: 'GET',
      url: '/admin/v1/refunds?NeedsAction=true&PageSize=200',
      headers: staffHeaders,
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().Data.Items.map((entry: { Id: number }) => entry.Id)).toContain(
      pending.Id,
    );

    const done = await app.inject({
      method: 'POST',
      url: `/admin/v1/refunds/${pending.Id}/complete`,
      headers: staffHeaders,
      payload: { Reason: 'Refunded in the 2C2P portal', ProviderRef: 'PGW-R-123' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().Data).toMatchObject({ Status: 'succeeded', ProviderRef: 'PGW-R-123' });
    const twice = await app.inject({
      method: 'POST',
      url: `/admin/v1/refunds/${pending.Id}/complete`,
      headers: staffHeaders,
      payload: { Reason: 'Refunded in the 2C2P portal' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().ErrorList).toEqual(['This refund is done already.']);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual([
      'order.refund',
      'refund.complete',
    ]);
  });

  it('lists orders by number, e-mail, book, status and gateway, a page at a time without counting', async () => {
    const customer = await createTestCustomer(app);
    const first = await buy(customer, ['mystery-18']);
    const second = await buy(customer, ['mystery-19', 'python']);
    const list = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/admin/v1/orders?${query}`,
        headers: staffHeaders,
      });
      expect(response.statusCode).toBe(200);
      return ADMIN_ROUTES.adminOrderList.response.parse(response.json()).Data!;
    };
    const byEmail = await list(`Email=${encodeURIComponent(customer.email.toUpperCase())}`);
    expect(byEmail.Items.map((item) => item.Id)).toEqual([second, first]);
    expect(byEmail.Items[0]).toMatchObject({
      CustomerEmail: customer.email,
      Gateway: 'demo',
      Status: 'AP',
      ItemCount: 2,
    });
    const paged = await list(`Email=${encodeURIComponent(customer.email)}&PageSize=1`);
    expect(paged).toMatchObject({
      HasNextPage: true,
      Items: [expect.objectContaining({ Id: second })],
    });
    const next = await list(`Email=${encodeURIComponent(customer.email)}&PageSize=1&Page=2`);
    expect(next).toMatchObject({
      HasNextPage: false,
      Items: [expect.objectContaining({ Id: first })],
    });
    expect(
      (await list(`Q=NS${String(first).padStart(10, '0')}`)).Items.map((item) => item.Id),
    ).toEqual([first]);
    expect((await list(`Q=${customer.email}`)).Items).toHaveLength(2);
    const byBook = await list(`BookId=${bookId('mystery-19')}&Status=AP&Gateway=demo`);
    expect(byBook.Items.map((item) => item.Id)).toContain(second);
    expect(byBook.Items.map((item) => item.Id)).not.toContain(first);
    expect((await list(`Email=${encodeURIComponent(customer.email)}&Status=RR`)).Items).toEqual([]);
    expect((await list(`Email=${encodeURIComponent(customer.email)}&Gateway=omise`)).Items).toEqual(
      [],
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await list(`Email=${encodeURIComponent(customer.email)}&From=${future}`)).Items,
    ).toEqual([]);
    // Within a period: by the time placed, a page at a time, either way.
    const period = `Email=${encodeURIComponent(customer.email)}&From=2000-01-01T00:00:00.000Z&To=${future}`;
    expect((await list(period)).Items.map((item) => item.Id)).toEqual([second, first]);
    const oldestSecond = await list(`${period}&Order=ASC&PageSize=1&Page=2`);
    expect(oldestSecond.Items.map((item) => item.Id)).toEqual([second]);
    expect((await list('Q=nothing-like-an-order')).Items).toEqual([]);

    // The order page: payments, the gateway's notification, the receipt, the "paid" e-mail.
    const order = await adminOrder(second);
    expect(order.Payments).toHaveLength(1);
    expect(order.Payments[0]).toMatchObject({ Provider: 'demo', Status: 'succeeded' });
    expect(order.Events.length).toBeGreaterThan(0);
    expect(order.Receipts.map((receipt) => receipt.Kind)).toEqual(['abbreviated']);
    expect(order.Emails.map((mail) => mail.Event)).toContain('Payment received');
  });
});
