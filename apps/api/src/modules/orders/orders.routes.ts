import { API_ROUTES, type ChangePaymentBody, type PaymentMethodCode } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { idempotencyKeyOf, sendAnswer, startContextOf } from './idempotent-reply.js';

/** A customer's orders (spec §7, docs/buying.md §5 and §17.4). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = () => app.services.orders;

  app.route({
    ...declaredRoute(API_ROUTES.orderHistory, {
      tags: ['orders'],
      summary: 'The customer’s orders, newest first, 18 a page, by status',
    }),
    handler: async (request) =>
      ok(
        await orders().history(request.requireCustomer().customerId, request.locale, request.query),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.orderDetails, {
      tags: ['orders'],
      summary: 'One order: lines, totals with VAT, payments, receipts, refunds',
    }),
    handler: async (request) =>
      ok(
        await orders().details(
          request.requireCustomer().customerId,
          request.locale,
          request.params.id,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.cancelOrder, {
      tags: ['orders'],
      summary: 'Cancel a pending order (FormValues orderId); coins and coupon come back',
    }),
    handler: async (request) =>
      ok(await orders().cancel(request.requireCustomer().customerId, request.locale, request.body)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.canRepay, {
      tags: ['orders'],
      summary: 'Whether a pending order can be paid again, and how',
    }),
    handler: async (request) =>
      ok(
        await orders().canRepay(
          request.requireCustomer().customerId,
          request.locale,
          request.body.Data.OrderId,
        ),
      ),
  });

  const changeRoutes: [
    'changeDemoPayment' | 'changeOmisePayment' | 'changePgwPayment' | 'change123Payment',
    readonly PaymentMethodCode[],
    string,
  ][] = [
    ['changeDemoPayment', ['demo_card', 'demo_promptpay', 'demo_counter'], 'the demo gateway'],
    ['changeOmisePayment', ['omise_card', 'omise_promptpay', 'omise_mobile_banking'], 'Omise'],
    ['changePgwPayment', ['pgw_card'], '2C2P’s card page'],
    ['change123Payment', ['pgw_123'], 'a counter (2C2P 123)'],
  ];
  for (const [name, allowed, with_] of changeRoutes) {
    app.route({
      ...declaredRoute(API_ROUTES[name], {
        tags: ['orders'],
        summary: `Pay a pending order again with ${with_}`,
        description: 'Requires the Idempotency-Key header.',
      }),
      handler: async (request, reply) =>
        sendAnswer(
          reply,
          await orders().repay({
            customerId: request.requireCustomer().customerId,
            locale: request.locale,
            body: request.body as ChangePaymentBody,
            allowed,
            idempotencyKey: idempotencyKeyOf(request),
            context: startContextOf(request),
          }),
        ),
    });
  }
};
