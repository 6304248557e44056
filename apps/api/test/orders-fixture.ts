import { randomUUID } from 'node:crypto';
import { CheckoutResponseSchema, PlacedOrderResponseSchema } from '@nangsue/contracts';
import { expect } from 'vitest';
import { JOBS } from '../src/jobs.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { seedTestCatalogIds } from './catalog-fixture.js';
import { asCustomer, type TestCustomer } from './customer-fixture.js';

/**
 * Paid orders for tests of what comes after checkout (refunds, the back office), made through the
 * store's own calls and paid at the demo gateway over HTTP: the app must listen
 * (`app.listen({ port: 0 })`) so the demo adapter reaches the demo gateway and its notification
 * reaches the webhook.
 */

/**
 * The app these tests buy in: orders without the wait between them, jobs worked only when a test
 * drains them, listening (for the demo gateway) and the test catalog seeded. `bookId` answers a
 * book's id by its record reference, failing loudly on one the catalog does not have.
 */
export const startBuyingApp = async (): Promise<{
  app: TestApp;
  bookId: (reference: string) => number;
}> => {
  const app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ids = await seedTestCatalogIds(app);
  const bookId = (reference: string) => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };
  return { app, bookId };
};

/** Every job of buying that is due now: notifications, re-reads, e-mails, refunds. */
export const settleBuying = (app: TestApp) =>
  app.jobs.drain([JOBS.demoNotify, JOBS.sync, JOBS.mail, JOBS.cancelAtGateway, JOBS.refund]);

const checkoutVersion = async (app: TestApp, customer: TestCustomer, query = '') =>
  CheckoutResponseSchema.parse(
    (
      await app.inject({
        method: 'GET',
        url: `/v2/checkout/checkoutbook${query}`,
        headers: asCustomer(customer),
      })
    ).json(),
  ).Data!.CheckoutVersion;

/** Confirms by demo card; answers the order id and the demo charge. */
const confirmByCard = async (
  app: TestApp,
  customer: TestCustomer,
  data: Record<string, unknown>,
) => {
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v2/checkout/confirmorderdemo',
    headers: { ...asCustomer(customer), 'Idempotency-Key': randomUUID() },
    payload: { Data: { PaymentMethod: 'demo_card', ...data } },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const placed = PlacedOrderResponseSchema.parse(confirmed.json()).Data!;
  return {
    orderId: placed.OrderId,
    chargeId: placed.Payment!.Next!.RedirectUrl!.split('/').pop()!,
  };
};

/** The tester's "paid" at the demo gateway, then every job that follows. */
export const payCharge = async (app: TestApp, chargeId: string) => {
  const paid = await app.inject({
    method: 'POST',
    url: `/demo-gateway/pay/${chargeId}`,
    payload: { Data: { Outcome: 'success' } },
  });
  expect(paid.statusCode).toBe(200);
  await settleBuying(app);
};

/** A pending order of these books (placed, not paid); answers its id and its demo charge. */
export const placeBooks = async (app: TestApp, customer: TestCustomer, bookIds: number[]) => {
  for (const bookId of bookIds) {
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
      headers: asCustomer(customer),
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return confirmByCard(app, customer, { CheckoutVersion: await checkoutVersion(app, customer) });
};

/** A paid order of these books, bought by demo card; answers its id. */
export const buyBooks = async (
  app: TestApp,
  customer: TestCustomer,
  bookIds: number[],
): Promise<number> => {
  const { orderId, chargeId } = await placeBooks(app, customer, bookIds);
  await payCharge(app, chargeId);
  return orderId;
};

/** A paid gift of one book to `recipientEmail`; answers the order id. */
export const buyGift = async (
  app: TestApp,
  customer: TestCustomer,
  bookId: number,
  recipientEmail: string,
): Promise<number> => {
  const { orderId, chargeId } = await confirmByCard(app, customer, {
    CheckoutVersion: await checkoutVersion(app, customer, `?giftProductId=${bookId}`),
    Gift: { ProductId: bookId, RecipientEmail: recipientEmail, RecipientName: 'Friend' },
  });
  await payCharge(app, chargeId);
  await app.jobs.drain([JOBS.giftMail]);
  return orderId;
};
