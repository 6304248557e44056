import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

const callerOf = (request: FastifyRequest) => ({
  customerId: request.requireCustomer().customerId,
  ip: request.ip,
  locale: request.locale,
});

/** Publishers (docs/publishers.md): the application's master data, applying, contacting one. */
export const publishersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.publisherMasterBook, {
      tags: ['publishers'],
      summary: 'The kinds of books, formats and title counts the application form offers',
    }),
    handler: async (request) => ok(app.services.publishers.masterBook(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.publisherMasterAccountType, {
      tags: ['publishers'],
      summary: 'Who may apply (individual, company, what each needs) and the banks for payouts',
    }),
    handler: async (request) => ok(app.services.publishers.masterAccountType(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.registerPublisher, {
      tags: ['publishers'],
      summary: 'Apply to sell on the store (one waiting or approved application per customer)',
    }),
    handler: async (request) =>
      ok(await app.services.publishers.register(callerOf(request), request.body.Data)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.myPublisherApplication, {
      tags: ['publishers'],
      summary: "The customer's own application: status, date, bank account masked",
    }),
    handler: async (request) =>
      ok({ Application: await app.services.publishers.myApplication(callerOf(request)) }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.contactVendor, {
      tags: ['publishers'],
      summary: 'Send a message to a publisher (stored and e-mailed; throttled)',
    }),
    handler: async (request) =>
      ok(
        await app.services.publishers.contactVendor(
          {
            customerId: request.customer?.customerId ?? null,
            ip: request.ip,
            locale: request.locale,
          },
          request.body.Data,
        ),
      ),
  });
};
