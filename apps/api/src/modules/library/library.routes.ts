import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../lib/declared-route.js';

/** The bookshelf (spec §7, docs/bookshelf.md). */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.myBook, {
      tags: ['bookshelf'],
      summary: 'The books the customer owns, newest first or by title, 18 a page',
    }),
    handler: async (request) => ({
      Data: await app.services.library.myBooks(
        request.requireCustomer().customerId,
        request.locale,
        request.body.Data,
      ),
      ErrorList: [],
    }),
  });
};
