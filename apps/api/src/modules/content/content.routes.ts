import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/** Content pages and the contact-us form (spec §7 Content; docs/content.md). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.dynamicContent, {
      tags: ['content'],
      summary: 'A content page (how to, purchase process, terms, policy) and its group’s pages',
    }),
    handler: async (request) =>
      ok(
        await app.services.content.getPage(
          request.locale,
          request.params.group,
          request.params.key,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.contactUsForm, {
      tags: ['content'],
      summary: 'What the contact-us form needs: topics, limits, a signed-in reader’s details',
    }),
    handler: async (request) =>
      ok(
        await app.services.content.getForm({
          customerId: request.customer?.customerId ?? null,
          locale: request.locale,
        }),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.contactUs, {
      tags: ['content'],
      summary: 'Send a message to the store: stored, e-mailed to staff, acknowledged',
    }),
    handler: async (request) =>
      ok(
        await app.services.content.submit(
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
