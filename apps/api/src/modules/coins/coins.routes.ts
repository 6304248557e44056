import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** The signed-in customer's coins (spec §7, docs/buying.md §11). */
export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.coinBalance, {
      tags: ['coins'],
      summary: 'Coins that can be spent now, and the ones that expire first',
    }),
    handler: async (request) =>
      ok(await app.services.coins.balance(request.requireCustomer().customerId)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.coinExpiry, {
      tags: ['coins'],
      summary: 'When coins expire: the next date, and every date of the next 90 days',
    }),
    handler: async (request) =>
      ok(await app.services.coins.expiries(request.requireCustomer().customerId)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.coinsHistory, {
      tags: ['coins'],
      summary: 'Every credit and debit of coins, newest first, 18 a page',
    }),
    handler: async (request) =>
      ok(
        await app.services.coins.history(
          request.requireCustomer().customerId,
          request.locale,
          request.query.pageNumber,
        ),
      ),
  });
};
