import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** Pre-orders (docs/buying.md "Pre-orders"): the signed-in customer's; a guest gets 401. */
export const preordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.preorders, {
      tags: ['preorders'],
      summary: "The customer's pre-orders (of one order, or of one status), newest first",
    }),
    handler: async (request) =>
      ok(
        await app.services.preorders.list(
          request.requireCustomer().customerId,
          request.locale,
          request.query,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.cancelPreorder, {
      tags: ['preorders'],
      summary:
        'Cancel a pre-order before its release: the line is refunded in full (coins, gateway); after the release 409',
    }),
    handler: async (request) =>
      ok(
        await app.services.preorders.cancel({
          customerId: request.requireCustomer().customerId,
          locale: request.locale,
          id: request.params.id,
          ip: request.ip,
          requestId: request.id,
        }),
      ),
  });
};
