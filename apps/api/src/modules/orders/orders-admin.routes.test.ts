import { randomUUID } from 'node:crypto';
import { OrderDetailsResponseSchema } from '@nangsue/contracts';
import { ADMIN_ROUTES, type AdminOrder } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks, buyGift, placeBooks } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * The order tools of the back office besides refunds (docs/back-office.md "Orders and refunds"):
 * the receipt sent again, a full tax invoice issued afterwards, a gift's code sent again, books
 * granted and taken back, and the reconciliation run on demand. Each write is audited.
 */
describe('orders in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let staff: Record<string, string>;
  let staffTh: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    staff = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
    staffTh = (await createStaffSession(app, 'orders_support', { language: 'th' })).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const book = (reference: string) => ids[reference]!;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers = staff,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const order = async (orderId: number): Promise<AdminOrder> =>
    ADMIN_ROUTES.adminOrderGet.response.parse(
      (await call('GET', `/admin/v1/orders/${orderId}`)).json(),
    ).Data!;

  const actions = async (entityType: string, entityId: number) =>
    (
      await executeRows<{ action: string; reason: string | null }>(
        app.database.db,
        sql`select action, reason from audit_log where entity_type = ${entityType}
            and entity_id = ${String(entityId)} order by id`,
      )
    ).map((row) => [row.action, row.reason]);

  it('sends the receipt again by e-mail, and refuses an order without one', async () => {
    const customer = await createTestCustomer(app, { language: 'en' });
    const orderId = await buyBooks(app, customer, [book('mystery-01')]);
    const number = (await order(orderId)).Receipts[0]!.Number;

    const sent = await call('POST', `/admin/v1/orders/${orderId}/resend-receipt`, {
      Reason: 'Customer lost the e-mail',
    });
    expect(sent.statusCode).toBe(200);
    await app.jobs.drain([JOBS.mail]);
    const mail = await lastMail(app, customer.email, 'order-receipt');
    // In the language the customer bought in (the store's default, Thai, here).
    expect(mail.subject).toBe(`เอกสาร ${number} ของคำสั่งซื้อ NS${String(orderId).padStart(10, '0')}`);
    expect(mail.links.some((link) => link.endsWith(`/receipts/${number}`))).toBe(true);
    expect(await actions('order', orderId)).toEqual([
      ['order.resendReceipt', 'Customer lost the e-mail'],
    ]);
    expect((await order(orderId)).Emails.map((entry) => entry.Event)).toContain(
      'Receipt sent again',
    );

    const pending = await placeBooks(app, await createTestCustomer(app), [book('mystery-02')]);
    const none = await call(
      'POST',
      `/admin/v1/orders/${pending.orderId}/resend-receipt`,
      {},
      staffTh,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().ErrorList).toEqual(['คำสั่งซื้อนี้ยังไม่มีใบเสร็จ']);
  });

  it('issues a full tax invoice afterwards: the abbreviated one is voided, credit notes then refer to it', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [book('mystery-03'), book('mystery-04')]);
    const body = {
      Name: 'บริษัท ทดสอบ จำกัด',
      TaxId: '0105556123453',
      Branch: '00000',
      Address: '1 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
      Reason: 'The customer asked for a full tax invoice',
    };
    const badId = await call('POST', `/admin/v1/orders/${orderId}/tax-invoice`, {
      ...body,
      TaxId: '0105556123454',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().ErrorList).toEqual([
      'This 13-digit tax id is not valid (its check digit does not match).',
    ]);
    const issued = await call('POST', `/admin/v1/orders/${orderId}/tax-invoice`, body);
    expect(issued.statusCode).toBe(200);
    const after = ADMIN_ROUTES.adminOrderTaxInvoice.response.parse(issued.json()).Data!;
    const [abbreviated, full] = after.Receipts;
    expect(abbreviated).toMatchObject({ Kind: 'abbreviated', VoidedAt: expect.any(String) });
    expect(full).toMatchObject({ Kind: 'full', VoidedAt: null });
    expect(full!.Number).toMatch(/^TX-25\d\d-\d{6}$/);
    expect(after.TaxInvoice).toMatchObject({ Name: body.Name, TaxId: body.TaxId });
    // The customer sees the live document only, and gets it by e-mail.
    const mine = OrderDetailsResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/v2/order/orderdetails/${orderId}`,
          headers: asCustomer(customer),
        })
      ).json(),
    ).Data!;
    expect(mine.Receipts.map((receipt) => receipt.Number)).toEqual([full!.Number]);
    await app.jobs.drain([JOBS.mail]);
    expect((await lastMail(app, customer.email, 'order-receipt')).subject).toContain(full!.Number);
    const pdf = await call('GET', `/admin/v1/orders/${orderId}/receipts/${full!.Number}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Once is enough: the abbreviated invoice is gone.
    const again = await call('POST', `/admin/v1/orders/${orderId}/tax-invoice`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual([
      'This order has no abbreviated tax invoice to replace with a full one.',
    ]);

    // A refund's credit note corrects the full tax invoice.
    const refunded = await call('POST', `/admin/v1/orders/${orderId}/refunds`, {
      LineIds: [after.Lines[0]!.Id],
      Destination: 'coins',
      Reason: 'Wrong book',
      ClientKey: randomUUID(),
    });
    expect(refunded.statusCode).toBe(200);
    const [note] = await executeRows<{ refers_to: string; buyer_tax_id: string }>(
      app.database.db,
      sql`select snapshot->>'refersTo' as refers_to, snapshot->'buyer'->>'taxId' as buyer_tax_id
          from receipts where order_id = ${orderId} and kind = 'credit_note'`,
    );
    expect(note).toEqual({ refers_to: full!.Number, buyer_tax_id: body.TaxId });
    expect((await actions('order', orderId)).map(([action]) => action)).toEqual([
      'order.taxInvoice',
      'order.refund',
    ]);
    const anomalies = (await call('GET', '/admin/v1/reconciliation')).json().Data;
    expect(anomalies).toMatchObject({ Total: 0, Problems: [] });
  });

  it('sends an unclaimed gift’s code again (the old one stops working) and refunds a gift by revoking its code', async () => {
    const buyer = await createTestCustomer(app);
    const orderId = await buyGift(app, buyer, book('python'), 'friend.one@example.com');
    const line = (await order(orderId)).Lines[0]!;
    expect(line).toMatchObject({ IsGift: true, GiftClaimed: false });
    const oldCode = /([0-9A-Z]{4}-){5}[0-9A-Z]{4}/.exec(
      (await lastMail(app, 'friend.one@example.com', 'gift')).text,
    )![0];

    const resent = await call('POST', `/admin/v1/orders/${orderId}/lines/${line.Id}/gift-resend`, {
      RecipientEmail: 'friend.two@example.com',
      Reason: 'Typo in the address',
    });
    expect(resent.statusCode).toBe(200);
    await app.jobs.drain([JOBS.giftMail]);
    const newCode = /([0-9A-Z]{4}-){5}[0-9A-Z]{4}/.exec(
      (await lastMail(app, 'friend.two@example.com', 'gift')).text,
    )![0];
    expect(newCode).not.toBe(oldCode);
    expect((await order(orderId)).Lines[0]!.GiftRecipientEmail).toBe('friend.two@example.com');

    const recipient = await createTestCustomer(app);
    const claim = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/redeem/claim',
        headers: { Authorization: `Bearer ${recipient.token}` },
        payload: { Data: { Code: code } },
      });
    expect((await claim(oldCode)).statusCode).toBe(422);

    // Refunding the gift revokes the new code too: nobody can claim it any more.
    const refunded = await call('POST', `/admin/v1/orders/${orderId}/refunds`, {
      Destination: 'gateway',
      Reason: 'The buyer changed their mind',
      ClientKey: randomUUID(),
    });
    expect(refunded.statusCode).toBe(200);
    expect((await claim(newCode)).statusCode).toBe(422);
    const again = await call('POST', `/admin/v1/orders/${orderId}/lines/${line.Id}/gift-resend`, {
      Reason: 'Once more',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual(['This gift has been refunded.']);
    expect((await actions('order', orderId)).map(([action]) => action)).toEqual([
      'order.giftResend',
      'order.refund',
    ]);
  });

  it('grants a book and takes it back with a reason; a bought book is refunded instead', async () => {
    const customer = await createTestCustomer(app);
    const owned = async (reference: string) =>
      (
        await executeRows<{ source: string }>(
          app.database.db,
          sql`select source from library_items where customer_id = ${customer.customerId}
              and book_id = ${book(reference)}`,
        )
      )[0]?.source ?? null;
    const change = (path: 'grants' | 'revocations', reference: string, headers = staff) =>
      call(
        'POST',
        `/admin/v1/library/${path}`,
        { CustomerId: customer.customerId, BookId: book(reference), Reason: 'Compensation' },
        headers,
      );

    expect((await change('grants', 'hp-1')).json().Data).toEqual({
      CustomerId: customer.customerId,
      BookId: book('hp-1'),
      OnShelf: true,
    });
    expect(await owned('hp-1')).toBe('staff');
    const twice = await change('grants', 'hp-1', staffTh);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().ErrorList).toEqual(['ลูกค้ามีหนังสือเล่มนี้ในชั้นหนังสืออยู่แล้ว']);

    expect((await change('revocations', 'hp-1')).statusCode).toBe(200);
    expect(await owned('hp-1')).toBe(null);
    expect((await change('revocations', 'hp-1')).statusCode).toBe(409);

    const orderId = await buyBooks(app, customer, [book('mystery-05')]);
    const bought = await change('revocations', 'mystery-05');
    expect(bought.statusCode).toBe(409);
    expect(bought.json().ErrorList).toEqual([
      `The customer bought this book in order NS${String(orderId).padStart(10, '0')}: refund that line instead of taking it back.`,
    ]);
    expect(await owned('mystery-05')).toBe('purchase');

    const unknown = await call('POST', '/admin/v1/library/grants', {
      CustomerId: 2_000_000_000,
      BookId: book('hp-1'),
      Reason: 'Compensation',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['This customer was not found.']);
    const noReason = await call('POST', '/admin/v1/library/grants', {
      CustomerId: customer.customerId,
      BookId: book('hp-1'),
    });
    expect(noReason.statusCode).toBe(400);
    expect(await actions('customer', customer.customerId)).toEqual([
      ['library.grant', 'Compensation'],
      ['library.revoke', 'Compensation'],
    ]);
    // Finance reads orders but may not change a shelf.
    const finance = (await createStaffSession(app, 'finance')).headers;
    expect((await change('grants', 'hp-1', finance)).statusCode).toBe(403);
  });

  it('shows the reconciliation’s problems in the staff member’s language', async () => {
    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [book('mystery-06')]);
    // A paid book gone from the shelf without a refund: something the nightly check must report.
    await app.database.db.execute(
      sql`delete from library_items where customer_id = ${customer.customerId}`,
    );
    const th = (await call('GET', '/admin/v1/reconciliation', undefined, staffTh)).json().Data;
    expect(th.Total).toBe(1);
    expect(th.Problems).toEqual([
      {
        Kind: 'paid order missing a library row for a non-duplicate book line',
        Text: 'คำสั่งซื้อที่ชำระแล้วแต่หนังสือไม่อยู่ในชั้นหนังสือ',
        Count: 1,
      },
    ]);
    // Staff put it back; all is well again.
    await app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source, order_id)
          values (${customer.customerId}, ${book('mystery-06')}, 'purchase', ${orderId})`,
    );
    expect((await call('GET', '/admin/v1/reconciliation')).json().Data.Total).toBe(0);
    expect(await mailsTo(app, customer.email, 'order-refunded')).toEqual([]);
  });
});
