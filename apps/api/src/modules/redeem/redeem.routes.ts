import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { declaredRoute, ok } from '../../lib/declared-route.js';

const callerOf = (request: FastifyRequest) => ({
  customerId: request.requireCustomer().customerId,
  ip: request.ip,
  locale: request.locale,
});

/** Redeem codes on the second API, with the session as a bearer token (spec §6, §7). */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.redeemValidate, {
      tags: ['redeem'],
      summary: 'What a redeem code gives, without using it',
    }),
    handler: async (request) =>
      ok(await app.services.redeem.validate(callerOf(request), request.body.Data.Code)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.redeemClaim, {
      tags: ['redeem'],
      summary: 'Use a redeem code: its book joins the bookshelf, or its coins the balance',
    }),
    handler: async (request) =>
      ok(await app.services.redeem.claim(callerOf(request), request.body.Data.Code)),
  });
};
