import { randomUUID } from 'node:crypto';
import {
  CheckoutResponseSchema,
  CompletedResponseSchema,
  OrderDetailsResponseSchema,
  PlacedOrderResponseSchema,
  type Checkout,
  type PlacedOrder,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { JOBS } from '../../jobs.js';
import { findAnomalies } from '../orders/reconciliation.repository.js';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';

/**
 * Checkout to paid order through the demo gateway (docs/buying.md §4-§8), on PostgreSQL, with the
 * API listening so the demo adapter really calls the demo gateway over HTTP and the gateway really
 * posts its signed notification to the webhook.
 */
describe('checkout and the demo gateway', () => {
  let app: TestApp;
  const ids: Record<string, number> = {};
  const bookId = (reference: string): number => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    );
    for (const row of rows) ids[row.record_reference] = Number(row.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const addToBasket = async (customer: TestCustomer, reference: string) => {
    const response = await call(
      'POST',
      `/v2/shoppingcart/addproducttocart/details/${bookId(reference)}/1`,
      asCustomer(customer),
    );
    expect(response.statusCode).toBe(200);
  };

  const checkoutOf = async (customer: TestCustomer, language?: 'th' | 'en'): Promise<Checkout> => {
    const response = await call('GET', '/v2/checkout/checkoutbook', asCustomer(customer, language));
    expect(response.statusCode).toBe(200);
    return CheckoutResponseSchema.parse(response.json()).Data!;
  };

  const confirm = (
    customer: TestCustomer,
    data: Record<string, unknown>,
    key: string | null = randomUUID(),
    path = 'confirmorderdemo',
  ) =>
    call(
      'POST',
      `/v2/checkout/${path}`,
      { ...asCustomer(customer), ...(key ? { 'Idempotency-Key': key } : {}) },
      { Data: data },
    );

  const placedOf = (response: { json(): unknown }): PlacedOrder =>
    PlacedOrderResponseSchema.parse(response.json()).Data!;

  /** Every job of buying that is due now: notifications, re-reads, e-mails. */
  const settle = () =>
    app.jobs.drain([JOBS.demoNotify, JOBS.sync, JOBS.mail, JOBS.cancelAtGateway, JOBS.refund]);

  const pay = async (chargeUrl: string, outcome: string) => {
    const chargeId = chargeUrl.split('/').pop()!;
    const response = await call(
      'POST',
      `/demo-gateway/pay/${chargeId}`,
      {},
      { Data: { Outcome: outcome } },
    );
    expect(response.statusCode).toBe(200);
    await settle();
    return chargeId;
  };

  const owns = async (customerId: number, book: number) =>
    (
      await executeRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from library_items where customer_id = ${customerId} and book_id = ${book}`,
      )
    )[0]?.n ?? 0;

  const completed = async (customer: TestCustomer, orderId: number) => {
    const response = await call(
      'GET',
      `/v2/checkout/completed?orderId=${orderId}`,
      asCustomer(customer),
    );
    expect(response.statusCode).toBe(200);
    return CompletedResponseSchema.parse(response.json()).Data!;
  };

  it('buys a book by demo card: pending, the tester pays, the signed notification pays the order once', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'python');
    const checkout = await checkoutOf(customer, 'en');
    expect(checkout.CanConfirm).toBe(true);
    expect(checkout.Totals.AmountDueValue).toBe(checkout.Totals.TotalValue);
    expect(checkout.Totals.VatValue).toBe(Math.round((checkout.Totals.TotalValue * 7) / 107));

    const key = randomUUID();
    const body = { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: 'demo_card' };
    const first = await confirm(customer, body, key);
    expect(first.statusCode).toBe(200);
    const order = placedOf(first);
    expect(order).toMatchObject({
      Status: 'PD',
      OrderNumber: `NS${String(order.OrderId).padStart(10, '0')}`,
    });
    expect(order.Payment?.Status).toBe('pending');
    expect(order.Payment?.Next?.Action).toBe('redirect');
    expect(order.Payment?.Next?.RedirectUrl).toMatch(/\/demo-gateway\/pay\/dchg_/);

    // The same press of "Pay" again: the first answer, no second order.
    const again = await confirm(customer, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(placedOf(again).OrderId).toBe(order.OrderId);
    const reused = await confirm(customer, { ...body, PaymentMethod: 'demo_promptpay' }, key);
    expect(reused.statusCode).toBe(409);

    // The basket was emptied by the order.
    expect((await checkoutOf(customer)).Items).toEqual([]);

    await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    // Paid by the notification and the re-read it queued, before the return page asks.
    const [row] = await executeRows<{ status: string }>(
      app.database.db,
      sql`select status from orders where id = ${order.OrderId}`,
    );
    expect(row?.status).toBe('AP');
    const done = await completed(customer, order.OrderId);
    expect(done).toMatchObject({ Status: 'AP', IsPaid: true, PollAfterSeconds: null });
    await app.jobs.drain([JOBS.mail]);
    // Paid before its "placed" e-mail went out: only the "paid" one is sent.
    expect(await mailsTo(app, customer.email, 'order-placed')).toEqual([]);
    expect((await lastMail(app, customer.email, 'order-paid')).subject).toContain(
      order.OrderNumber,
    );
    expect(done.ReceiptNumber).toMatch(/^RC-25\d\d-\d{6}$/);
    // 1 % of what the card paid comes back as coins (COIN_REWARD_PERCENT).
    const balance = await call('GET', '/v2/customer/coin/balance', asCustomer(customer));
    expect(balance.json().Data.BalanceValue).toBe(Math.floor(checkout.Totals.AmountDueValue / 100));
    expect(await owns(customer.customerId, bookId('python'))).toBe(1);

    const details = OrderDetailsResponseSchema.parse(
      (await call('GET', `/v2/order/orderdetails/${order.OrderId}`, asCustomer(customer))).json(),
    ).Data!;
    expect(details.Payments).toHaveLength(1);
    expect(details.Payments[0]?.Status).toBe('succeeded');
    expect(details.Items[0]?.CanDownload).toBe(true);
  });

  it('answers 400 without an Idempotency-Key and 409 when the basket changed since it was read', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'hp-1');
    const checkout = await checkoutOf(customer);
    const body = { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: 'demo_card' };
    expect((await confirm(customer, body, null)).statusCode).toBe(400);
    await addToBasket(customer, 'detective-harry');
    const stale = await confirm(customer, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorList[0]).toMatch(/ตะกร้า/);
  });

  it('answers 50 parallel confirms with one Idempotency-Key with one order: its answer or "still being placed", then the replay', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'hp-1');
    const checkout = await checkoutOf(customer, 'en');
    const key = randomUUID();
    const body = { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: 'demo_card' };
    const press = () =>
      call(
        'POST',
        '/v2/checkout/confirmorderdemo',
        { ...asCustomer(customer, 'en'), 'Idempotency-Key': key },
        { Data: body },
      );
    const answers = await Promise.all(Array.from({ length: 50 }, press));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length + waiting.length).toBe(50);
    for (const answer of waiting)
      expect(answer.json().ErrorList).toEqual(['This order is still being placed.']);
    const first = placedOf(ok[0]!);
    for (const answer of ok) expect(answer.json()).toEqual(ok[0]!.json());

    // Every retry once the first has answered: the same answer, replayed.
    const retries = await Promise.all(Array.from({ length: 10 }, press));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(placedOf(retry)).toEqual(first);
    }
    const [count] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from orders where customer_id = ${customer.customerId}`,
    );
    expect(count?.n).toBe(1);
  });

  it('takes the same notification five times and a forged one as one payment, one grant', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'mentions-harry');
    const checkout = await checkoutOf(customer);
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_promptpay',
      }),
    );
    expect(order.Payment?.Next).toMatchObject({ Action: 'show_qr' });
    expect(order.Payment?.Next?.QrPayload).toMatch(/demo-gateway\/pay\/dchg_/);
    const chargeId = await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    for (let i = 0; i < 5; i += 1) await app.services.demoGateway.notify(chargeId);
    await settle();

    const forged = await app.inject({
      method: 'POST',
      url: '/v2/payments/demo/webhook',
      headers: {
        'content-type': 'application/json',
        'Demo-Signature': 'ab'.repeat(32),
        'Demo-Signature-Timestamp': String(Math.floor(Date.now() / 1000)),
      },
      payload: JSON.stringify({ object: 'event', id: 'devt_forged', data: { id: chargeId } }),
    });
    expect(forged.statusCode).toBe(401);

    const counts = await executeRows<{ payments: number; receipts: number; grants: number }>(
      app.database.db,
      sql`select
            (select count(*)::int from payments where order_id = ${order.OrderId} and status = 'succeeded') as payments,
            (select count(*)::int from receipts where order_id = ${order.OrderId}) as receipts,
            (select count(*)::int from library_items where order_id = ${order.OrderId}) as grants`,
    );
    expect(counts[0]).toEqual({ payments: 1, receipts: 1, grants: 1 });
  });

  it('cancels a pending counter payment, and money that arrives after is refunded, not granted', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'english-only');
    const checkout = await checkoutOf(customer);
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_counter',
      }),
    );
    expect(order.Payment?.Next?.Action).toBe('show_slip');
    expect(order.Payment?.Next?.Slip?.Ref1).toBe(order.OrderNumber);
    await app.jobs.drain([JOBS.mail]);
    expect((await lastMail(app, customer.email, 'order-placed')).text).toContain(order.OrderNumber);

    const cancelled = await call('POST', '/v2/order/cancelorder', asCustomer(customer, 'en'), {
      FormValues: [{ Key: 'orderId', Value: String(order.OrderId) }],
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().Data).toMatchObject({
      Status: 'CR',
      Message: expect.stringContaining(order.OrderNumber),
    });
    await settle();
    // The counter slip was stopped at the gateway.
    const chargeId = order.Payment!.Next!.RedirectUrl!.split('/').pop()!;
    const [charge] = await executeRows<{ status: string }>(
      app.database.db,
      sql`select status from demo_gateway_charges where id = ${chargeId}`,
    );
    expect(charge?.status).toBe('expired');
    expect((await lastMail(app, customer.email, 'order-cancelled')).subject).toContain(
      order.OrderNumber,
    );
    // A counter slip's long window gets a reminder before it runs out; cancelled, it says nothing.
    const [reminder] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${JOBS.mail} and data->>'event' = 'expiring' and (data->>'orderId')::bigint = ${order.OrderId}`,
    );
    expect(reminder?.n).toBe(1);
    expect(await owns(customer.customerId, bookId('english-only'))).toBe(0);
  });

  it('keeps another customer’s order out of reach (404)', async () => {
    const owner = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await addToBasket(owner, 'python');
    const checkout = await checkoutOf(owner);
    const order = placedOf(
      await confirm(owner, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
      }),
    );
    expect(
      (await call('GET', `/v2/order/orderdetails/${order.OrderId}`, asCustomer(other))).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/v2/checkout/completed?orderId=${order.OrderId}`, asCustomer(other)))
        .statusCode,
    ).toBe(404);
    const cancel = await call('POST', '/v2/order/cancelorder', asCustomer(other), {
      FormValues: [{ Key: 'orderId', Value: String(order.OrderId) }],
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('pays again after a declined card, and the order is paid by the second attempt', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'detective-harry');
    const checkout = await checkoutOf(customer);
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
      }),
    );
    await pay(order.Payment!.Next!.RedirectUrl!, 'failure');
    const failed = await completed(customer, order.OrderId);
    expect(failed).toMatchObject({ Status: 'PD', PollAfterSeconds: null });
    expect(failed.Payment?.Status).toBe('failed');

    const can = await call('POST', '/v2/order/can-repayment', asCustomer(customer), {
      Data: { OrderId: order.OrderId },
    });
    expect(can.json().Data).toMatchObject({ CanRepay: true });
    // Pressed 20 times at once with one key: one new attempt; each answer is it or "still being
    // placed", never "a payment is under way"; a retry afterwards replays it.
    const key = randomUUID();
    const repay = () =>
      call(
        'POST',
        '/v2/order/orderdetails/changedemopayment',
        { ...asCustomer(customer, 'en'), 'Idempotency-Key': key },
        { Data: { OrderId: order.OrderId, PaymentMethod: 'demo_card' } },
      );
    const answers = await Promise.all(Array.from({ length: 20 }, repay));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      if (answer.statusCode !== 200)
        expect([answer.statusCode, answer.json().ErrorList]).toEqual([
          409,
          ['This order is still being placed.'],
        ]);
    const repaid = await repay();
    expect(repaid.statusCode).toBe(200);
    expect(repaid.headers['idempotent-replayed']).toBe('true');
    expect(repaid.json()).toEqual(ok[0]!.json());
    const second = placedOf(repaid);
    expect((await completed(customer, order.OrderId)).Payment?.PaymentId, 'one new attempt').toBe(
      second.Payment?.PaymentId,
    );
    expect(second.Payment?.PaymentId).not.toBe(order.Payment?.PaymentId);
    await pay(second.Payment!.Next!.RedirectUrl!, 'success');
    expect((await completed(customer, order.OrderId)).Status).toBe('AP');
    expect(await owns(customer.customerId, bookId('detective-harry'))).toBe(1);
  });

  it('pays with coins alone, and 50 parallel checkouts never spend more coins than there are', async () => {
    const customer = await createTestCustomer(app);
    await app.database.db.transaction((tx) =>
      app.services.coins.credit(tx, {
        customerId: customer.customerId,
        source: 'staff',
        amountSatang: 100_000,
        validDays: 30,
        detail: { key: 'coins.history.staff', params: { note: 'test' } },
      }),
    );
    await addToBasket(customer, 'hp-1');
    await call('POST', '/v2/checkout/userewardpoints', asCustomer(customer), {
      Data: { UseCoins: true },
    });
    const checkout = await checkoutOf(customer);
    expect(checkout.Totals.AmountDueValue).toBe(0);
    expect(checkout.Coins.AppliedValue).toBe(checkout.Totals.TotalValue);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        confirm(
          customer,
          { CheckoutVersion: checkout.CheckoutVersion },
          randomUUID(),
          'confirmordercoins',
        ),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    expect(placedOf(ok[0]!).Status).toBe('AP');

    const [ledger] = await executeRows<{ remaining: number; spent: number }>(
      app.database.db,
      sql`select (select sum(remaining_satang)::int from coin_batches where customer_id = ${customer.customerId}) as remaining,
                 (select coalesce(sum(amount_satang), 0)::int from coin_spends where customer_id = ${customer.customerId} and released_at is null) as spent`,
    );
    expect(ledger).toEqual({
      remaining: 100_000 - checkout.Totals.TotalValue,
      spent: checkout.Totals.TotalValue,
    });
    expect(await owns(customer.customerId, bookId('hp-1'))).toBe(1);
  });

  it('expires an unpaid order after its window, giving back its coins', async () => {
    const customer = await createTestCustomer(app);
    await app.database.db.transaction((tx) =>
      app.services.coins.credit(tx, {
        customerId: customer.customerId,
        source: 'staff',
        amountSatang: 500,
        validDays: 30,
        detail: { key: 'coins.history.staff', params: { note: 'test' } },
      }),
    );
    await addToBasket(customer, 'python');
    await call('POST', '/v2/checkout/userewardpoints', asCustomer(customer), {
      Data: { UseCoins: true },
    });
    const checkout = await checkoutOf(customer);
    expect(checkout.Totals.CoinsValue).toBe(500);
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
      }),
    );
    await app.database.db.execute(
      sql`update orders set expires_at = now() - interval '11 minutes' where id = ${order.OrderId}`,
    );
    await app.services.payments.expireOrders();
    const after = await completed(customer, order.OrderId);
    expect(after).toMatchObject({ Status: 'CR', CancelReason: 'expired' });
    const balance = await call('GET', '/v2/customer/coin/balance', asCustomer(customer));
    expect(balance.json().Data.BalanceValue).toBe(500);
  });

  it('serves the receipt PDF to its owner only', async () => {
    const customer = await createTestCustomer(app);
    await addToBasket(customer, 'hp-1');
    const checkout = await checkoutOf(customer);
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
      }),
    );
    await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    const done = await completed(customer, order.OrderId);
    expect(done.ReceiptUrl).toBe(`/receipts/${done.ReceiptNumber}`);
    const pdf = await call('GET', `/v2/order/receipt/${done.ReceiptNumber}`, asCustomer(customer));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await createTestCustomer(app);
    expect(
      (await call('GET', `/v2/order/receipt/${done.ReceiptNumber}`, asCustomer(other))).statusCode,
    ).toBe(404);
  });

  it('gives a book: the paid order e-mails a one-use code that puts the book on the recipient’s shelf', async () => {
    const buyer = await createTestCustomer(app, { firstName: 'สมใจ', lastName: 'ใจดี' });
    const recipient = await createTestCustomer(app);
    const book = bookId('python');
    const checkoutResponse = await call(
      'GET',
      `/v2/checkout/checkoutbook?giftProductId=${book}`,
      asCustomer(buyer),
    );
    const checkout = CheckoutResponseSchema.parse(checkoutResponse.json()).Data!;
    expect(checkout).toMatchObject({ Source: 'gift', CanConfirm: true });
    expect(checkout.Items[0]).toMatchObject({ ProductId: book, IsGift: true });

    const gift = {
      ProductId: book,
      RecipientEmail: recipient.email,
      RecipientName: 'Friend',
      Message: 'สุขสันต์วันเกิด',
    };
    const badEmail = await confirm(buyer, {
      CheckoutVersion: checkout.CheckoutVersion,
      PaymentMethod: 'demo_card',
      Gift: { ...gift, RecipientEmail: 'not an address' },
    });
    expect(badEmail.statusCode).toBe(400);
    const order = placedOf(
      await confirm(buyer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
        Gift: gift,
      }),
    );
    await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    await app.jobs.drain([JOBS.giftMail]);
    // The buyer does not get the book; the recipient gets a code by e-mail.
    expect(await owns(buyer.customerId, book)).toBe(0);
    const mail = await lastMail(app, recipient.email, 'gift');
    expect(mail.subject).toContain('สมใจ ใจดี');
    const code = /([0-9A-Z]{4}-){5}[0-9A-Z]{4}/.exec(mail.text)?.[0];
    expect(code).toBeDefined();
    // Only the code's hash is kept: the plain code left the stored job once the e-mail was sent.
    const stored = await executeRows<{ data: Record<string, unknown> }>(
      app.database.db,
      sql`select data from pgboss.job where name = ${JOBS.giftMail} and data->>'to' = ${recipient.email}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ to: recipient.email, bookNameEn: expect.any(String) });
    expect(stored[0]!.data).not.toHaveProperty('code');
    expect(JSON.stringify(stored)).not.toContain(code!);
    expect(JSON.stringify(stored)).not.toContain(code!.replaceAll('-', ''));

    const preview = await call(
      'POST',
      '/v1/redeem/validate',
      { Authorization: `Bearer ${recipient.token}` },
      { Data: { Code: code } },
    );
    expect(preview.json().Data).toMatchObject({
      IsGift: true,
      GiftFrom: 'สมใจ ใจดี',
      GiftMessage: 'สุขสันต์วันเกิด',
    });
    const claimed = await call(
      'POST',
      '/v1/redeem/claim',
      { Authorization: `Bearer ${recipient.token}` },
      { Data: { Code: code } },
    );
    expect(claimed.statusCode).toBe(200);
    expect(await owns(recipient.customerId, book)).toBe(1);
    const details = OrderDetailsResponseSchema.parse(
      (await call('GET', `/v2/order/orderdetails/${order.OrderId}`, asCustomer(buyer))).json(),
    ).Data!;
    expect(details.Items[0]?.Gift).toMatchObject({ RecipientName: 'Friend', Claimed: true });
    expect(details.Items[0]?.Gift?.RecipientEmailMasked).not.toContain(recipient.email);
  });

  it('e-mails a gift in the recipient’s language with the link to that language’s page, else in the buyer’s', async () => {
    const book = bookId('python');
    const give = async (buyer: TestCustomer, recipientEmail: string, language: 'th' | 'en') => {
      const checkout = CheckoutResponseSchema.parse(
        (
          await call(
            'GET',
            `/v2/checkout/checkoutbook?giftProductId=${book}`,
            asCustomer(buyer, language),
          )
        ).json(),
      ).Data!;
      const placed = await call(
        'POST',
        '/v2/checkout/confirmorderdemo',
        { ...asCustomer(buyer, language), 'Idempotency-Key': randomUUID() },
        {
          Data: {
            CheckoutVersion: checkout.CheckoutVersion,
            PaymentMethod: 'demo_card',
            Gift: { ProductId: book, RecipientEmail: recipientEmail, RecipientName: 'Friend' },
          },
        },
      );
      expect(placed.statusCode).toBe(200);
      await pay(placedOf(placed).Payment!.Next!.RedirectUrl!, 'success');
      await app.jobs.drain([JOBS.giftMail]);
    };
    const [row] = await executeRows<{ name_th: string; name_en: string }>(
      app.database.db,
      sql`select name_th, name_en from books where id = ${book}`,
    );

    // A Thai buyer gives to a reader whose account speaks English: English, /en/redeemcode.
    const thaiBuyer = await createTestCustomer(app, { firstName: 'สมใจ', lastName: 'ใจดี' });
    const english = await createTestCustomer(app, { language: 'en' });
    await give(thaiBuyer, english.email, 'th');
    const toEnglish = await lastMail(app, english.email, 'gift');
    expect(toEnglish.subject).toBe(`สมใจ ใจดี sent you “${row!.name_en}”`);
    expect(toEnglish.links).toHaveLength(1);
    expect(toEnglish.links[0]).toMatch(/^https?:\/\/[^/]+\/en\/redeemcode\?code=/);

    // No account: the buyer's language, English here.
    const englishBuyer = await createTestCustomer(app, { firstName: 'Jane', lastName: 'Doe' });
    const stranger = `gift.${randomUUID()}@example.com`;
    await give(englishBuyer, stranger, 'en');
    const toStranger = await lastMail(app, stranger, 'gift');
    expect(toStranger.subject).toBe(`Jane Doe sent you “${row!.name_en}”`);
    expect(toStranger.links[0]).toMatch(/\/en\/redeemcode\?code=/);

    // A Thai account gets Thai from an English buyer, with the Thai page's link.
    const thai = await createTestCustomer(app, { language: 'th' });
    await give(englishBuyer, thai.email, 'en');
    const toThai = await lastMail(app, thai.email, 'gift');
    expect(toThai.subject).toBe(`Jane Doe ส่งหนังสือ “${row!.name_th}” ให้คุณ`);
    expect(toThai.links[0]).toMatch(/^https?:\/\/[^/]+\/redeemcode\?code=/);
  });

  it('makes out a full tax invoice (TX-) to the address with a tax id chosen at checkout', async () => {
    const customer = await createTestCustomer(app);
    const added = await call('POST', '/v2/customer/addressadd', asCustomer(customer), {
      Data: {
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        PhoneNumber: '0812345678',
        Company: 'บริษัท ตัวอย่าง จำกัด',
        TaxId: '0105536092641',
        TaxBranch: '00000',
        CountryId: 1,
        StateProvinceId: 10,
        CityId: 1030,
        SubdistrictId: 103005,
        ZipPostalCode: '10900',
        Address1: '99/9 ถนนพหลโยธิน',
      },
    });
    expect(added.statusCode).toBe(200);
    const addressId = added.json().Data.Address.Id as number;
    const saved = await call('POST', '/v2/checkout/saveshipping', asCustomer(customer), {
      FormValues: [
        { Key: 'shipping_address_id', Value: String(addressId) },
        { Key: 'request_tax_invoice', Value: 'true' },
      ],
    });
    expect(saved.json().Data).toEqual({ ShippingAddressId: addressId, TaxInvoiceRequested: true });
    await addToBasket(customer, 'mentions-harry');
    const checkout = await checkoutOf(customer);
    expect(checkout.TaxInvoice).toMatchObject({
      Requested: true,
      Address: { Id: addressId, TaxId: '0105536092641' },
    });
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
      }),
    );
    await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    const details = OrderDetailsResponseSchema.parse(
      (await call('GET', `/v2/order/orderdetails/${order.OrderId}`, asCustomer(customer))).json(),
    ).Data!;
    expect(details.Receipts[0]?.Number).toMatch(/^TX-25\d\d-\d{6}$/);
    expect(details.TaxInvoice).toMatchObject({
      BuyerName: 'บริษัท ตัวอย่าง จำกัด',
      TaxIdMasked: '*********2641',
      Branch: '00000',
    });
  });

  it('sells a coin pack through the same checkout: no VAT, no coupon, its coins credited when paid', async () => {
    const customer = await createTestCustomer(app);
    const packs = (
      await call('GET', '/v2/checkout/coinpacks', { ...asCustomer(customer), Language: 'en' })
    ).json().Data.Packs;
    const pack = packs.find((entry: { BonusCoinsValue: number }) => entry.BonusCoinsValue > 0);
    expect(pack).toBeDefined();
    const checkout = CheckoutResponseSchema.parse(
      (
        await call('GET', `/v2/checkout/checkoutbook?coinPackId=${pack.Id}`, asCustomer(customer))
      ).json(),
    ).Data!;
    expect(checkout).toMatchObject({ Source: 'coin_pack', CanConfirm: true });
    expect(checkout.Items[0]).toMatchObject({ Kind: 'coin_pack', ProductId: pack.Id, VatRate: 0 });
    expect(checkout.Totals).toMatchObject({
      VatValue: 0,
      AmountDueValue: pack.ProductPrice.PriceValue,
    });
    const order = placedOf(
      await confirm(customer, {
        CheckoutVersion: checkout.CheckoutVersion,
        PaymentMethod: 'demo_card',
        CoinPackId: pack.Id,
      }),
    );
    await pay(order.Payment!.Next!.RedirectUrl!, 'success');
    const balance = await call('GET', '/v2/customer/coin/balance', asCustomer(customer));
    expect(balance.json().Data.BalanceValue).toBe(pack.CoinsValue + pack.BonusCoinsValue);
    const done = await completed(customer, order.OrderId);
    expect(done.ReceiptNumber).toMatch(/^RV-/);
    expect(
      (await call('GET', '/v2/checkout/checkoutbook?coinPackId=999999', asCustomer(customer)))
        .statusCode,
    ).toBe(404);
  });

  it('leaves nothing for the reconciliation query to find after all of the above', async () => {
    const anomalies = await findAnomalies(app.database.db);
    expect(anomalies.byKind).toMatchObject({ 'late payment without a refund': 0 });
    expect(anomalies.total).toBe(0);
  });
});
