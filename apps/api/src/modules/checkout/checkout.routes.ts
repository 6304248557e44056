import { API_ROUTES, type ConfirmBody, type ConfirmCall } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { idempotencyKeyOf, sendAnswer, startContextOf } from '../orders/index.js';

/** Checkout (spec §7, docs/buying.md §4 and §17.3). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = () => app.services.checkout;

  app.route({
    ...declaredRoute(API_ROUTES.coinPacks, {
      tags: ['checkout'],
      summary: 'Coin packs on sale: bought through checkout with coinPackId',
    }),
    handler: async (request) => ok(await checkout().coinPacks(request.locale)),
  });

  // Both read the same checkout, with every problem that would stop a confirm in `Problems`.
  for (const [name, summary] of [
    ['checkoutBook', 'The basket priced for checkout: coupon, coins, VAT and what is due'],
    ['verifyCheckout', 'The checkout again, with every problem that would stop a confirm'],
  ] as const) {
    app.route({
      ...declaredRoute(API_ROUTES[name], { tags: ['checkout'], summary }),
      handler: async (request) =>
        ok(
          await checkout().checkoutBook(
            request.requireCustomer().customerId,
            request.locale,
            request.query,
          ),
        ),
    });
  }

  app.route({
    ...declaredRoute(API_ROUTES.useCoins, {
      tags: ['checkout'],
      summary: 'Pay with coins (all or part), or stop using them',
    }),
    handler: async (request) =>
      ok(
        await checkout().useCoins(
          request.requireCustomer().customerId,
          request.locale,
          request.body.Data.UseCoins,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.paymentMethods, {
      tags: ['checkout'],
      summary: 'The payment methods that can take the amount due',
    }),
    handler: async (request) =>
      ok(
        await checkout().paymentMethods(
          request.requireCustomer().customerId,
          request.locale,
          request.query,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.verifyConsecutiveOrder, {
      tags: ['checkout'],
      summary: 'Whether an order may be placed now, and a pending order with the same books',
    }),
    handler: async (request) =>
      ok(
        await checkout().verifyConsecutiveOrder(
          request.requireCustomer().customerId,
          request.locale,
        ),
      ),
  });

  const confirmRoutes: [keyof typeof API_ROUTES & `confirmOrder${string}`, ConfirmCall, string][] =
    [
      ['confirmOrderDemo', 'confirmorderdemo', 'Place the order and pay with the demo gateway'],
      ['confirmOrderOmise', 'confirmorderomise', 'Place the order and pay with Omise'],
      ['confirmOrderPgw', 'confirmorderpgwpayment', 'Place the order and pay on 2C2P’s card page'],
      [
        'confirmOrder123',
        'confirmorder123payment',
        'Place the order and pay at a counter (2C2P 123)',
      ],
      ['confirmOrderCoins', 'confirmordercoins', 'Place the order and pay it all with coins'],
    ];
  for (const [name, call, summary] of confirmRoutes) {
    app.route({
      ...declaredRoute(API_ROUTES[name], {
        tags: ['checkout'],
        summary,
        description:
          'Requires the Idempotency-Key header; a retry with the same key and body answers the first answer.',
      }),
      handler: async (request, reply) =>
        sendAnswer(
          reply,
          await checkout().confirm({
            customerId: request.requireCustomer().customerId,
            locale: request.locale,
            call,
            body: request.body as ConfirmBody,
            idempotencyKey: idempotencyKeyOf(request),
            context: startContextOf(request),
          }),
        ),
    });
  }

  app.route({
    ...declaredRoute(API_ROUTES.checkoutCompleted, {
      tags: ['checkout'],
      summary: 'The order after payment: re-reads its open attempt at the gateway first',
    }),
    handler: async (request) =>
      ok(
        await app.services.orders.completed(
          request.requireCustomer().customerId,
          request.locale,
          request.query.orderId,
        ),
      ),
  });
};
