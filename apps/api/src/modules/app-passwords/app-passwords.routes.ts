import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** App passwords of reading apps (docs/opds.md): list, create (shown once), revoke. */
export const appPasswordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.appPasswords, {
      tags: ['bookshelf'],
      summary: 'The live app passwords of reading apps, newest first, and the OPDS address',
    }),
    handler: async (request) =>
      ok(await app.services.appPasswords.list(request.requireCustomer().customerId)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.createAppPassword, {
      tags: ['bookshelf'],
      summary: 'A new app password for a reading app (answered once; at most 20 live)',
    }),
    handler: async (request) =>
      ok(
        await app.services.appPasswords.create(
          request.requireCustomer().customerId,
          request.body.Data.Name,
        ),
      ),
  });
  app.route({
    ...declaredRoute(API_ROUTES.revokeAppPassword, {
      tags: ['bookshelf'],
      summary: 'Revoke an app password: it stops working at once',
    }),
    handler: async (request) =>
      ok(
        await app.services.appPasswords.revoke(
          request.requireCustomer().customerId,
          request.body.Data.Id,
        ),
      ),
  });
};
