import { randomBytes, randomUUID } from 'node:crypto';
import {
  CheckoutResponseSchema,
  CompletedResponseSchema,
  OrderDetailsResponseSchema,
  PaymentMethodsResponseSchema,
  PlacedOrderResponseSchema,
  type PlacedOrder,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { startFakeOmise, type FakeOmise } from '../../../test/fake-omise.js';
import { startFakePgw, type FakePgw } from '../../../test/fake-pgw.js';
import { JOBS } from '../../jobs.js';

/**
 * Omise and 2C2P through the whole store (docs/buying.md §6-§10): the real app, listening on a
 * port, configured with only the real gateways (the demo gateway is off), each pointed at its
 * protocol-level fake. The adapters call the fakes over HTTP, the fakes post their signed
 * notifications to the app's webhook, and the jobs the webhook queues re-read the fakes.
 */
const PAYMENT_TIMEOUT_MS = 400;

describe('Omise and 2C2P, end to end against their fakes', () => {
  let app: TestApp;
  let omise: FakeOmise;
  let pgw: FakePgw;
  let appUrl: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    [omise, pgw] = await Promise.all([startFakeOmise(), startFakePgw()]);
    app = await buildTestApp({
      ORDER_INTERVAL_SECONDS: '0',
      JOBS_MODE: 'off',
      DEMO_GATEWAY: 'off',
      PAYMENT_TIMEOUT_MS: String(PAYMENT_TIMEOUT_MS),
      OMISE_PUBLIC_KEY: omise.publicKey,
      OMISE_SECRET_KEY: omise.secretKey,
      OMISE_WEBHOOK_SECRET: omise.webhookSecret,
      OMISE_API_URL: omise.url,
      PGW_MERCHANT_ID: pgw.merchantId,
      PGW_SECRET_KEY: pgw.secretKey,
      PGW_API_URL: pgw.url,
    });
    appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    );
    for (const row of rows) ids[row.record_reference] = Number(row.id);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([omise?.close(), pgw?.close()]);
  });

  // ---- helpers --------------------------------------------------------------------------------

  const bookId = (reference: string): number => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

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

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    executeRows<T>(app.database.db, query);

  /** A new customer with one book in the basket, and the checkout version to confirm it. */
  const customerWithBasket = async (
    reference: string,
  ): Promise<{ customer: TestCustomer; version: string; total: number }> => {
    const customer = await createTestCustomer(app);
    const added = await call(
      'POST',
      `/v2/shoppingcart/addproducttocart/details/${bookId(reference)}/1`,
      asCustomer(customer),
    );
    expect(added.statusCode).toBe(200);
    const checkout = CheckoutResponseSchema.parse(
      (await call('GET', '/v2/checkout/checkoutbook', asCustomer(customer))).json(),
    ).Data!;
    expect(checkout.CanConfirm).toBe(true);
    return {
      customer,
      version: checkout.CheckoutVersion,
      total: checkout.Totals.AmountDueValue,
    };
  };

  const confirm = (
    customer: TestCustomer,
    path: 'confirmorderomise' | 'confirmorderpgwpayment' | 'confirmorder123payment',
    data: Record<string, unknown>,
    extraHeaders: Record<string, string> = {},
  ) =>
    call(
      'POST',
      `/v2/checkout/${path}`,
      { ...asCustomer(customer), 'Idempotency-Key': randomUUID(), ...extraHeaders },
      { Data: data },
    );

  const placedOf = (response: { statusCode: number; json(): unknown }): PlacedOrder => {
    expect(response.statusCode).toBe(200);
    return PlacedOrderResponseSchema.parse(response.json()).Data!;
  };

  /** Every job of buying that is due now: re-reads, e-mails, gateway cancels and refunds. */
  const settle = () => app.jobs.drain([JOBS.sync, JOBS.mail, JOBS.cancelAtGateway, JOBS.refund]);

  const orderStatus = async (orderId: number): Promise<string | undefined> =>
    (await rows<{ status: string }>(sql`select status from orders where id = ${orderId}`))[0]
      ?.status;

  const attemptsOf = (orderId: number) =>
    rows<{
      id: string;
      status: string;
      provider_ref: string | null;
      late: boolean;
      failure_code: string | null;
      attempt_no: number;
    }>(
      sql`select id, status, provider_ref, late, failure_code, attempt_no from payments
          where order_id = ${orderId} order by attempt_no`,
    );

  /** What an order left behind: paid attempts, receipts, library grants, refunds, stored events. */
  const countsOf = async (orderId: number) =>
    (
      await rows<{
        paid: number;
        receipts: number;
        grants: number;
        refunds: number;
        events: number;
      }>(
        sql`select
            (select count(*)::int from payments where order_id = ${orderId} and status = 'succeeded') as paid,
            (select count(*)::int from receipts where order_id = ${orderId}) as receipts,
            (select count(*)::int from library_items where order_id = ${orderId}) as grants,
            (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
            (select count(*)::int from payment_events e join payments p on p.id = e.payment_id
              where p.order_id = ${orderId}) as events`,
      )
    )[0]!;

  const owns = async (customerId: number, book: number): Promise<number> =>
    (
      await rows<{ n: number }>(
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

  const omiseWebhook = `/v2/payments/omise/webhook`;
  const pgwWebhook = `/v2/payments/pgw/webhook`;

  /** A notification JWT signed with the merchant's secret, as 2C2P signs it. */
  const signPgw = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(pgw.secretKey));

  /** The Omise charge the fake made for an attempt (matched on our reference). */
  const omiseChargeOf = (paymentId: string) => {
    const charge = [...omise.charges.values()].find(
      (entry) => entry.metadata['payment_id'] === paymentId,
    );
    if (!charge) throw new Error(`the fake Omise has no charge for ${paymentId}`);
    return charge;
  };

  // ---- payment methods ------------------------------------------------------------------------

  it('lists only the configured real gateways’ methods, with the public key and the banks', async () => {
    const { customer, total } = await customerWithBasket('python');
    const response = await call('GET', '/v2/checkout/getpaymentmethods', asCustomer(customer));
    expect(response.statusCode).toBe(200);
    const methods = PaymentMethodsResponseSchema.parse(response.json()).Data!;
    expect(methods.AmountDueValue).toBe(total);
    expect(methods.Methods.map((method) => method.Code)).toEqual([
      'omise_card',
      'omise_promptpay',
      'omise_mobile_banking',
      'pgw_card',
      'pgw_123',
    ]);
    const byCode = Object.fromEntries(methods.Methods.map((method) => [method.Code, method]));
    expect(byCode['omise_card']).toMatchObject({
      Provider: 'omise',
      ConfirmCall: 'confirmorderomise',
      PublicKey: omise.publicKey,
      Available: true,
    });
    expect(byCode['omise_promptpay']?.PublicKey).toBeNull();
    expect(byCode['omise_mobile_banking']?.Banks.map((bank) => bank.Code)).toEqual([
      'scb',
      'kbank',
      'bbl',
      'bay',
      'ktb',
    ]);
    expect(byCode['pgw_card']).toMatchObject({
      Provider: 'pgw',
      ConfirmCall: 'confirmorderpgwpayment',
    });
    expect(byCode['pgw_123']).toMatchObject({
      Provider: 'pgw',
      ConfirmCall: 'confirmorder123payment',
      Kind: 'counter',
    });

    // The demo gateway is off: its confirm call is refused, nothing is ordered.
    const demo = await call(
      'POST',
      '/v2/checkout/confirmorderdemo',
      { ...asCustomer(customer), 'Idempotency-Key': randomUUID() },
      { Data: { CheckoutVersion: 'x', PaymentMethod: 'demo_card' } },
    );
    expect(demo.statusCode).toBe(409);
  });

  // ---- Omise ----------------------------------------------------------------------------------

  describe('Omise', () => {
    it('card with 3-D Secure: redirect, the charge completes, the signed webhook pays the order once', async () => {
      const { customer, version, total } = await customerWithBasket('python');
      const token = omise.createCardToken('3ds');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_card',
          CardToken: token,
        }),
      );
      expect(order.Status).toBe('PD');
      expect(order.Payment?.Status).toBe('pending');
      expect(order.Payment?.Next?.Action).toBe('redirect');
      const charge = omiseChargeOf(order.Payment!.PaymentId);
      expect(order.Payment?.Next?.RedirectUrl).toBe(charge.authorize_uri);
      expect(charge.authorize_uri).toMatch(new RegExp(`^${omise.url}/payments/`));

      // What the adapter sent: our amount and reference, the storefront's return page.
      const created = omise.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.path === '/charges' &&
          request.body['card'] === token,
      );
      expect(created?.body).toMatchObject({
        amount: String(total),
        currency: 'thb',
        metadata: { payment_id: order.Payment!.PaymentId, order_number: order.OrderNumber },
      });
      expect(String(created?.body['return_uri'])).toContain(`/payment?orderId=${order.OrderId}`);

      // The customer passes 3-D Secure; Omise posts charge.complete.
      omise.complete(charge.id, 'successful');
      const delivery = await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id);
      expect(delivery.status).toBe(200);
      expect(await orderStatus(order.OrderId)).toBe('PD'); // nothing granted before the re-read
      await settle();

      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await owns(customer.customerId, bookId('python'))).toBe(1);
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 1, receipts: 1, grants: 1 });
      const done = await completed(customer, order.OrderId);
      expect(done).toMatchObject({ Status: 'AP', IsPaid: true });
      expect(done.ReceiptNumber).toMatch(/^RC-/);
      const [attempt] = await attemptsOf(order.OrderId);
      expect(attempt).toMatchObject({ status: 'succeeded', provider_ref: charge.id, late: false });
    });

    it('rejects a webhook with a bad signature (401, nothing stored), then takes the same webhook five times as one payment', async () => {
      const { customer, version } = await customerWithBasket('hp-1');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_card',
          CardToken: omise.createCardToken('3ds'),
        }),
      );
      const charge = omiseChargeOf(order.Payment!.PaymentId);
      omise.complete(charge.id, 'successful');

      const forgeries = [
        { secret: randomBytes(32).toString('base64') },
        { tamper: true },
        { timestampOffset: -600 },
        { omitHeaders: ['Omise-Signature' as const] },
      ];
      for (const options of forgeries) {
        const forged = await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id, options);
        expect(forged.status).toBe(401);
      }
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('PD');
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 0, grants: 0, events: 0 });
      const [stillPending] = await attemptsOf(order.OrderId);
      expect(stillPending?.status).toBe('pending');

      // One genuine delivery, then Omise retries the very same bytes four more times.
      const first = await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id);
      expect(first.status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        const again = await fetch(`${appUrl}${omiseWebhook}`, {
          method: 'POST',
          headers: first.headers,
          body: first.body,
        });
        expect(again.status).toBe(200);
      }
      // And two more events about the same charge (charge.update): new events, same charge.
      for (let i = 0; i < 2; i += 1)
        expect(
          (
            await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id, {
              key: 'charge.update',
            })
          ).status,
        ).toBe(200);
      await settle();

      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await countsOf(order.OrderId)).toEqual({
        paid: 1,
        receipts: 1,
        grants: 1,
        refunds: 0,
        events: 3,
      });
      expect(await owns(customer.customerId, bookId('hp-1'))).toBe(1);
    });

    it('card charged at once (no 3-D Secure): the confirm answers the order paid', async () => {
      const { customer, version } = await customerWithBasket('detective-harry');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_card',
          CardToken: omise.createCardToken('successful'),
        }),
      );
      expect(order.Status).toBe('AP');
      expect(order.Payment?.Status).toBe('succeeded');
      expect(await owns(customer.customerId, bookId('detective-harry'))).toBe(1);
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 1, receipts: 1, grants: 1 });
    });

    it('declined card: the attempt fails with Omise’s reason and the order stays payable', async () => {
      const { customer, version } = await customerWithBasket('mentions-harry');
      const order = placedOf(
        await confirm(
          customer,
          'confirmorderomise',
          {
            CheckoutVersion: version,
            PaymentMethod: 'omise_card',
            CardToken: omise.createCardToken('declined'),
          },
          { Language: 'en' },
        ),
      );
      expect(order.Status).toBe('PD');
      expect(order.Payment?.Status).toBe('failed');
      expect(order.Payment?.FailureMessage).toContain('insufficient funds');
      const [attempt] = await attemptsOf(order.OrderId);
      expect(attempt?.failure_code).toBe('insufficient_fund');
      expect(await owns(customer.customerId, bookId('mentions-harry'))).toBe(0);
    });

    it('PromptPay: shows the fake’s QR; a charge whose re-read says another amount does not pay the order', async () => {
      const { customer, version, total } = await customerWithBasket('english-only');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_promptpay',
        }),
      );
      const charge = omiseChargeOf(order.Payment!.PaymentId);
      expect(order.Payment?.Next).toMatchObject({
        Action: 'show_qr',
        QrImageUrl: charge.source?.scannable_code?.image.download_uri,
        QrExpiresAt: new Date(charge.expires_at!).toISOString(),
      });
      expect(order.Payment?.Next?.QrImageUrl).toMatch(new RegExp(`^${omise.url}/charges/`));
      // The QR image is really there to be fetched.
      expect((await fetch(order.Payment!.Next!.QrImageUrl!)).status).toBe(200);

      // Someone pays another amount: Omise's own record (the re-read) says so.
      charge.amount = total - 100;
      omise.complete(charge.id, 'successful');
      expect((await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id)).status).toBe(200);
      await settle();
      await completed(customer, order.OrderId); // the return page's inline re-read too

      expect(await orderStatus(order.OrderId)).toBe('PD');
      const [attempt] = await attemptsOf(order.OrderId);
      expect(attempt).toMatchObject({ status: 'pending', failure_code: 'mismatch' });
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 0, receipts: 0, grants: 0 });
      expect(await owns(customer.customerId, bookId('english-only'))).toBe(0);
    });

    it('mobile banking: redirects to the bank’s deep link, platform from the user agent', async () => {
      const { customer, version } = await customerWithBasket('python');
      const order = placedOf(
        await confirm(
          customer,
          'confirmorderomise',
          {
            CheckoutVersion: version,
            PaymentMethod: 'omise_mobile_banking',
            Bank: 'kbank',
          },
          { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
        ),
      );
      const charge = omiseChargeOf(order.Payment!.PaymentId);
      expect(charge.source).toMatchObject({
        type: 'mobile_banking_kbank',
        platform_type: 'ANDROID',
      });
      expect(order.Payment?.Next).toMatchObject({
        Action: 'redirect',
        RedirectUrl: charge.authorize_uri,
      });
    });

    it('a start that times out answers PD and "wait" at once; reconcile finds the charge by our reference and adopts it', async () => {
      const { customer, version } = await customerWithBasket('hp-1');
      omise.failNext('timeout');
      const began = Date.now();
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_card',
          CardToken: omise.createCardToken('3ds'),
        }),
      );
      expect(Date.now() - began).toBeLessThan(PAYMENT_TIMEOUT_MS + 2000);
      expect(order.Status).toBe('PD');
      expect(order.Payment?.Status).toBe('created');
      expect(order.Payment?.Next?.Action).toBe('wait');
      const [lost] = await attemptsOf(order.OrderId);
      expect(lost).toMatchObject({ status: 'created', provider_ref: null });
      // Omise did create the charge; only its answer was lost.
      const charge = omiseChargeOf(order.Payment!.PaymentId);

      await app.database.db.execute(
        sql`update payments set next_check_at = now() - interval '1 second' where id = ${lost!.id}`,
      );
      await app.services.payments.reconcile();
      const [adopted] = await attemptsOf(order.OrderId);
      expect(adopted).toMatchObject({ status: 'pending', provider_ref: charge.id });
      // The customer, still on the payment page, now gets the 3-D Secure page after all.
      const waiting = await completed(customer, order.OrderId);
      expect(waiting.PollAfterSeconds).toBe(3);
      expect(waiting.Payment?.Next).toMatchObject({
        Action: 'redirect',
        RedirectUrl: charge.authorize_uri,
      });
      expect(
        omise.requests.some((request) => request.method === 'GET' && request.path === '/charges'),
      ).toBe(true);

      omise.complete(charge.id, 'successful');
      expect((await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id)).status).toBe(200);
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 1, grants: 1, receipts: 1 });
    });

    it('a start whose connection was cut before Omise did anything is abandoned by reconcile after 2 minutes', async () => {
      const { customer, version } = await customerWithBasket('detective-harry');
      omise.failNext('disconnect');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_promptpay',
        }),
      );
      expect(order.Payment?.Status).toBe('created');
      expect(order.Payment?.Next?.Action).toBe('wait');
      const paymentId = order.Payment!.PaymentId;
      expect(
        [...omise.charges.values()].some((charge) => charge.metadata['payment_id'] === paymentId),
      ).toBe(false);

      // Within its first 2 minutes the attempt is left open (the charge may still appear).
      await app.database.db.execute(
        sql`update payments set next_check_at = now() - interval '1 second' where id = ${paymentId}`,
      );
      await app.services.payments.reconcile();
      expect((await attemptsOf(order.OrderId))[0]?.status).toBe('created');

      await app.database.db.execute(
        sql`update payments set next_check_at = now() - interval '1 second',
                                created_at = now() - interval '3 minutes'
            where id = ${paymentId}`,
      );
      await app.services.payments.reconcile();
      expect((await attemptsOf(order.OrderId))[0]?.status).toBe('abandoned');
      expect(await orderStatus(order.OrderId)).toBe('PD');
    });

    it('money for a cancelled order is late: refunded at Omise by the refund job, never granted', async () => {
      const { customer, version, total } = await customerWithBasket('python');
      const order = placedOf(
        await confirm(customer, 'confirmorderomise', {
          CheckoutVersion: version,
          PaymentMethod: 'omise_promptpay',
        }),
      );
      const charge = omiseChargeOf(order.Payment!.PaymentId);
      const cancelled = await call('POST', '/v2/order/cancelorder', asCustomer(customer), {
        FormValues: [{ Key: 'orderId', Value: String(order.OrderId) }],
      });
      expect(cancelled.statusCode).toBe(200);
      // The customer scanned the QR just before the store asked Omise to expire it.
      omise.complete(charge.id, 'successful');
      await settle();
      expect(
        omise.requests.some((request) => request.path === `/charges/${charge.id}/expire`),
      ).toBe(true);

      expect((await omise.sendWebhook(`${appUrl}${omiseWebhook}`, charge.id)).status).toBe(200);
      await settle();

      expect(await orderStatus(order.OrderId)).toBe('CR');
      expect((await attemptsOf(order.OrderId))[0]).toMatchObject({
        status: 'succeeded',
        late: true,
      });
      expect(await countsOf(order.OrderId)).toMatchObject({ grants: 0, receipts: 0, refunds: 1 });
      expect(omise.charges.get(charge.id)?.refunded_amount).toBe(total);
      const [refund] = await rows<{ status: string; method: string; reason: string }>(
        sql`select status, method, reason from refunds where order_id = ${order.OrderId}`,
      );
      expect(refund).toEqual({ status: 'succeeded', method: 'gateway', reason: 'late_payment' });
    });
  });

  // ---- 2C2P -----------------------------------------------------------------------------------

  describe('2C2P', () => {
    /** The customer presses a button on the fake's hosted page (it notifies our backend itself). */
    const pressOnPage = async (webPaymentUrl: string, outcome: string) => {
      const response = await fetch(webPaymentUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
      });
      expect(response.status).toBe(200);
      return response.text();
    };

    it('card page: redirect to 2C2P, the customer pays, the backend notification pays the order once', async () => {
      const { customer, version, total } = await customerWithBasket('python');
      const order = placedOf(
        await confirm(customer, 'confirmorderpgwpayment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_card',
        }),
      );
      const invoiceNo = `${order.OrderNumber}P01`;
      const tx = pgw.transactions.get(invoiceNo);
      expect(tx).toBeDefined();
      expect(order.Status).toBe('PD');
      expect(order.Payment?.Status).toBe('pending');
      expect(order.Payment?.Next).toMatchObject({
        Action: 'redirect',
        RedirectUrl: `${pgw.url}/payment/4.3/pay/${tx!.paymentToken}`,
      });
      expect(tx!.request).toMatchObject({
        merchantID: pgw.merchantId,
        amount: total / 100,
        currencyCode: 'THB',
        paymentChannel: ['CC'],
        userDefined1: order.Payment!.PaymentId,
        backendReturnUrl: `${appUrl}${pgwWebhook}`,
      });

      // 2C2P expects a bare 200 to its notification.
      const direct = await call(
        'POST',
        pgwWebhook,
        { 'content-type': 'application/json' },
        JSON.stringify({
          payload: await signPgw({ merchantID: pgw.merchantId, invoiceNo, respCode: '0001' }),
        }),
      );
      expect(direct.statusCode).toBe(200);
      expect(direct.body).toBe('');

      const page = await pressOnPage(order.Payment!.Next!.RedirectUrl!, 'success');
      expect(page).toContain('paymentResponse');
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await owns(customer.customerId, bookId('python'))).toBe(1);

      // 2C2P resends its notification: the same event, stored once; nothing is granted again.
      for (let i = 0; i < 3; i += 1)
        expect(
          (await pgw.sendBackendNotification(`${appUrl}${pgwWebhook}`, invoiceNo)).status,
        ).toBe(200);
      await settle();
      expect(await countsOf(order.OrderId)).toEqual({
        paid: 1,
        receipts: 1,
        grants: 1,
        refunds: 0,
        events: 2, // the pending (0001) one above and the payment (0000)
      });
      const [attempt] = await attemptsOf(order.OrderId);
      expect(attempt).toMatchObject({ status: 'succeeded', provider_ref: invoiceNo });
    });

    it('refuses notifications signed with another secret, with alg none, tampered or from another merchant (401, nothing stored)', async () => {
      const { customer, version } = await customerWithBasket('hp-1');
      const order = placedOf(
        await confirm(customer, 'confirmorderpgwpayment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_card',
        }),
      );
      const invoiceNo = `${order.OrderNumber}P01`;
      pgw.complete(invoiceNo, '0000');

      const forgeries = [
        { secret: randomBytes(32).toString('hex').toUpperCase() },
        { alg: 'none' as const },
        { alg: 'HS512' as const },
        { tamper: true },
        { merchantId: 'OTHER764' },
      ];
      for (const options of forgeries) {
        const forged = await pgw.sendBackendNotification(
          `${appUrl}${pgwWebhook}`,
          invoiceNo,
          options,
        );
        expect(forged.status).toBe(401);
      }
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('PD');
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 0, grants: 0, events: 0 });

      // The genuine one.
      expect((await pgw.sendBackendNotification(`${appUrl}${pgwWebhook}`, invoiceNo)).status).toBe(
        200,
      );
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('AP');
    });

    it('a notification whose inquiry says another amount does not pay the order', async () => {
      const { customer, version, total } = await customerWithBasket('detective-harry');
      const order = placedOf(
        await confirm(customer, 'confirmorderpgwpayment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_card',
        }),
      );
      const invoiceNo = `${order.OrderNumber}P01`;
      pgw.complete(invoiceNo, '0000', { amount: (total - 100) / 100 });
      expect((await pgw.sendBackendNotification(`${appUrl}${pgwWebhook}`, invoiceNo)).status).toBe(
        200,
      );
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('PD');
      expect((await attemptsOf(order.OrderId))[0]?.failure_code).toBe('mismatch');
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 0, grants: 0 });
    });

    it('a payment token request that times out answers PD and "wait"; reconcile finds the invoice by inquiry', async () => {
      const { customer, version } = await customerWithBasket('hp-1');
      pgw.failNext('timeout');
      const began = Date.now();
      const order = placedOf(
        await confirm(customer, 'confirmorderpgwpayment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_card',
        }),
      );
      expect(Date.now() - began).toBeLessThan(PAYMENT_TIMEOUT_MS + 2000);
      expect(order).toMatchObject({ Status: 'PD', Payment: { Status: 'created' } });
      expect(order.Payment?.Next?.Action).toBe('wait');
      const invoiceNo = `${order.OrderNumber}P01`;
      expect(pgw.transactions.has(invoiceNo)).toBe(true);
      expect((await attemptsOf(order.OrderId))[0]).toMatchObject({
        status: 'created',
        provider_ref: null,
      });

      await app.database.db.execute(
        sql`update payments set next_check_at = now() - interval '1 second'
            where id = ${order.Payment!.PaymentId}`,
      );
      await app.services.payments.reconcile();
      expect((await attemptsOf(order.OrderId))[0]).toMatchObject({
        status: 'pending',
        provider_ref: invoiceNo,
      });

      pgw.complete(invoiceNo, '0000');
      expect((await pgw.sendBackendNotification(`${appUrl}${pgwWebhook}`, invoiceNo)).status).toBe(
        200,
      );
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await countsOf(order.OrderId)).toMatchObject({ paid: 1, grants: 1, receipts: 1 });
    });

    it('123: slip issued, the order is cancelled, money that arrives after is late: a pending refund for staff, no grant', async () => {
      const { customer, version, total } = await customerWithBasket('english-only');
      const order = placedOf(
        await confirm(customer, 'confirmorder123payment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_123',
        }),
      );
      const invoiceNo = `${order.OrderNumber}P01`;
      const tx = pgw.transactions.get(invoiceNo)!;
      expect(tx.request).toMatchObject({
        paymentChannel: ['123'],
        agentChannel: ['OVERTHECOUNTER', 'BANKCOUNTER', 'ATM'],
      });
      expect(order.Payment?.Next).toMatchObject({
        Action: 'redirect',
        RedirectUrl: `${pgw.url}/payment/4.3/pay/${tx.paymentToken}`,
      });
      // A 72-hour window, not 30 minutes.
      expect(new Date(order.Payment!.ExpiresAt!).getTime() - Date.now()).toBeGreaterThan(
        71 * 3_600_000,
      );

      // The customer takes the slip (1003): still pending.
      await pressOnPage(order.Payment!.Next!.RedirectUrl!, 'slip');
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('PD');
      expect((await attemptsOf(order.OrderId))[0]?.status).toBe('pending');

      const cancelled = await call('POST', '/v2/order/cancelorder', asCustomer(customer), {
        FormValues: [{ Key: 'orderId', Value: String(order.OrderId) }],
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().Data.Status).toBe('CR');
      await settle();
      expect((await attemptsOf(order.OrderId))[0]?.status).toBe('cancelled');

      // The customer pays at 7-Eleven anyway.
      pgw.complete(invoiceNo, '0000');
      expect((await pgw.sendBackendNotification(`${appUrl}${pgwWebhook}`, invoiceNo)).status).toBe(
        200,
      );
      await settle();

      expect(await orderStatus(order.OrderId)).toBe('CR');
      const [late] = await attemptsOf(order.OrderId);
      expect(late).toMatchObject({ status: 'succeeded', late: true });
      expect(await owns(customer.customerId, bookId('english-only'))).toBe(0);
      expect(await countsOf(order.OrderId)).toMatchObject({ grants: 0, receipts: 0, refunds: 1 });
      // 2C2P refunds are made by staff in 2C2P's portal: the refund stays pending for them.
      const refunds = await rows<{
        status: string;
        amount_satang: number;
        reason: string;
        method: string;
      }>(
        sql`select status, amount_satang, reason, method from refunds where order_id = ${order.OrderId}`,
      );
      expect(refunds).toEqual([
        { status: 'pending', amount_satang: total, reason: 'late_payment', method: 'manual' },
      ]);
      // The refund job does not keep failing and retrying against 2C2P.
      const failed = await rows<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job
            where name = ${JOBS.refund} and state in ('retry', 'failed')
              and data->>'paymentId' = ${late!.id}`,
      );
      expect(failed[0]?.n).toBe(0);

      const details = OrderDetailsResponseSchema.parse(
        (await call('GET', `/v2/order/orderdetails/${order.OrderId}`, asCustomer(customer))).json(),
      ).Data!;
      expect(details.Refunds).toEqual([
        expect.objectContaining({ AmountValue: total, Status: 'pending', Method: 'manual' }),
      ]);
    });

    it('repays a pending order with changepgwpayment: a second invoice pays it, and the first paid later is refunded', async () => {
      const { customer, version, total } = await customerWithBasket('mentions-harry');
      const order = placedOf(
        await confirm(customer, 'confirmorderpgwpayment', {
          CheckoutVersion: version,
          PaymentMethod: 'pgw_card',
        }),
      );
      const firstInvoice = `${order.OrderNumber}P01`;

      const can = await call('POST', '/v2/order/can-repayment', asCustomer(customer), {
        Data: { OrderId: order.OrderId },
      });
      expect(can.json().Data).toMatchObject({ CanRepay: true });
      const key = randomUUID();
      const body = { Data: { OrderId: order.OrderId, PaymentMethod: 'pgw_card' } };
      const repaid = await call(
        'POST',
        '/v2/order/orderdetails/changepgwpayment',
        { ...asCustomer(customer), 'Idempotency-Key': key },
        body,
      );
      const second = placedOf(repaid);
      const secondInvoice = `${order.OrderNumber}P02`;
      const secondTx = pgw.transactions.get(secondInvoice);
      expect(secondTx).toBeDefined();
      expect(second.Payment?.PaymentId).not.toBe(order.Payment?.PaymentId);
      expect(second.Payment?.Next).toMatchObject({
        Action: 'redirect',
        RedirectUrl: `${pgw.url}/payment/4.3/pay/${secondTx!.paymentToken}`,
      });
      expect(secondTx!.request['amount']).toBe(total / 100);
      // The same press again: the same answer, no third invoice.
      const replay = await call(
        'POST',
        '/v2/order/orderdetails/changepgwpayment',
        { ...asCustomer(customer), 'Idempotency-Key': key },
        body,
      );
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(pgw.transactions.has(`${order.OrderNumber}P03`)).toBe(false);

      await pressOnPage(second.Payment!.Next!.RedirectUrl!, 'success');
      await settle();
      expect(await orderStatus(order.OrderId)).toBe('AP');
      expect(await owns(customer.customerId, bookId('mentions-harry'))).toBe(1);
      const attempts = await attemptsOf(order.OrderId);
      expect(attempts.map((attempt) => [attempt.provider_ref, attempt.status])).toEqual([
        [firstInvoice, 'superseded'],
        [secondInvoice, 'succeeded'],
      ]);

      // The first page was still open in another tab, and the customer paid there too.
      await pressOnPage(order.Payment!.Next!.RedirectUrl!, 'success');
      await settle();
      expect(await countsOf(order.OrderId)).toMatchObject({
        paid: 2,
        grants: 1,
        receipts: 1,
        refunds: 1,
      });
      const [duplicate] = await rows<{ reason: string; status: string }>(
        sql`select reason, status from refunds where order_id = ${order.OrderId}`,
      );
      expect(duplicate).toEqual({ reason: 'duplicate_payment', status: 'pending' });
    });
  });
});
