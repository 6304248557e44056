import { randomUUID } from 'node:crypto';
import { CheckoutResponseSchema, PlacedOrderResponseSchema } from '@nangsue/contracts';
import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { startFakeOmise, type FakeOmise } from '../../../test/fake-omise.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * Staff refunds to Omise, against the fake Omise (its documented charge and refund answers): the
 * refund API is asked after the refund commits, once per refund, never for more than the charge;
 * an Omise that does not answer leaves the refund pending until the job asks again.
 */
describe('staff refunds to Omise', () => {
  let app: TestApp;
  let omise: FakeOmise;
  let ids: Record<string, number>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    omise = await startFakeOmise();
    app = await buildTestApp({
      ORDER_INTERVAL_SECONDS: '0',
      JOBS_MODE: 'off',
      DEMO_GATEWAY: 'off',
      PAYMENT_TIMEOUT_MS: '2000',
      OMISE_PUBLIC_KEY: omise.publicKey,
      OMISE_SECRET_KEY: omise.secretKey,
      OMISE_WEBHOOK_SECRET: omise.webhookSecret,
      OMISE_API_URL: omise.url,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    staff = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
  });

  afterAll(async () => {
    await app?.close();
    await omise?.close();
  });

  /** Two books paid by an Omise card charged at once (no 3-D Secure). */
  const buyByCard = async () => {
    const customer = await createTestCustomer(app);
    for (const reference of ['mystery-20', 'mystery-21'])
      await app.inject({
        method: 'POST',
        url: `/v2/shoppingcart/addproducttocart/details/${ids[reference]}/1`,
        headers: asCustomer(customer),
      });
    const checkout = CheckoutResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/checkout/checkoutbook',
          headers: asCustomer(customer),
        })
      ).json(),
    ).Data!;
    const placed = PlacedOrderResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/v2/checkout/confirmorderomise',
          headers: { ...asCustomer(customer), 'Idempotency-Key': randomUUID() },
          payload: {
            Data: {
              CheckoutVersion: checkout.CheckoutVersion,
              PaymentMethod: 'omise_card',
              CardToken: omise.createCardToken('successful'),
            },
          },
        })
      ).json(),
    ).Data!;
    expect(placed.Status).toBe('AP');
    return placed.OrderId;
  };

  const refund = (orderId: number, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderId}/refunds`,
      headers: staff,
      payload: { ClientKey: randomUUID(), Reason: 'Defective file', ...body },
    });

  const chargeOf = () => [...omise.charges.values()].at(-1)!;

  it('refunds one line, then the other, at Omise: each its own Omise refund, never more than the charge', async () => {
    const orderId = await buyByCard();
    const charge = chargeOf();
    const first = await refund(orderId, { LineIds: [], Destination: 'gateway' });
    // An empty list is the whole order.
    expect(first.statusCode).toBe(200);
    const order = ADMIN_ROUTES.adminOrderRefund.response.parse(first.json()).Data!.Order;
    expect(order.Status).toBe('RR');
    expect(order.Refunds[0]).toMatchObject({
      Method: 'gateway',
      Status: 'succeeded',
      Provider: 'omise',
      GatewaySatang: charge.amount,
    });
    expect(order.Refunds[0]!.ProviderRef).toMatch(/^rfnd_test_/);
    expect(charge.refunded_amount).toBe(charge.amount);
    expect(charge.refunds.data).toHaveLength(1);
    expect(charge.refunds.data[0]!.metadata).toMatchObject({ payment_id: expect.any(String) });

    const second = await buyByCard();
    const charge2 = chargeOf();
    const lines = ADMIN_ROUTES.adminOrderGet.response.parse(
      (
        await app.inject({ method: 'GET', url: `/admin/v1/orders/${second}`, headers: staff })
      ).json(),
    ).Data!.Lines;
    for (const line of lines)
      expect(
        (await refund(second, { LineIds: [line.Id], Destination: 'gateway' })).statusCode,
      ).toBe(200);
    expect(charge2.refunds.data.map((entry) => entry.amount)).toEqual(
      lines.map((line) => line.TotalSatang),
    );
    expect(charge2.refunded_amount).toBe(charge2.amount);
  });

  it('an Omise that does not answer leaves the refund pending; the job asks again and it succeeds once', async () => {
    const orderId = await buyByCard();
    const charge = chargeOf();
    omise.failNext('server_error');
    const made = await refund(orderId, { Destination: 'gateway' });
    expect(made.statusCode).toBe(200);
    const pending = ADMIN_ROUTES.adminOrderRefund.response.parse(made.json()).Data!.Order
      .Refunds[0]!;
    expect(pending).toMatchObject({ Method: 'gateway', Status: 'pending' });
    expect(pending.FailureMessage).not.toBeNull();
    expect(charge.refunded_amount).toBe(0);

    // The job `refunds.gateway` (its handler), twice: one Omise refund.
    await app.services.orderRefunds.executeGatewayRefund(pending.Id);
    await app.services.orderRefunds.executeGatewayRefund(pending.Id);
    const done = (
      await app.inject({ method: 'GET', url: `/admin/v1/refunds/${pending.Id}`, headers: staff })
    ).json().Data;
    expect(done).toMatchObject({ Status: 'succeeded', FailureMessage: null });
    expect(charge.refunds.data).toHaveLength(1);
    expect(charge.refunded_amount).toBe(charge.amount);
  });
});
