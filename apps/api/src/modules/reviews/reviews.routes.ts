import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../lib/declared-route.js';

const callerOf = (request: FastifyRequest) => ({
  customerId: request.requireCustomer().customerId,
  ip: request.ip,
  locale: request.locale,
});

/** Readers' reviews of a book (spec §7, docs/reviews.md). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.addReview, {
      tags: ['reviews'],
      summary: 'Write or edit the customer’s review of a book (one per customer and book)',
    }),
    handler: async (request) => ({
      Data: await app.services.reviews.write(
        callerOf(request),
        request.params.id,
        request.body.Data,
      ),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.reviewsPage, {
      tags: ['reviews'],
      summary:
        'A book’s published reviews (18 a page), their summary, and the signed-in reader’s own review',
    }),
    handler: async (request) => ({
      Data: await app.services.reviews.page(
        { customerId: request.customer?.customerId ?? null, locale: request.locale },
        request.query,
      ),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.voteReview, {
      tags: ['reviews'],
      summary: 'Vote a review helpful, or take the vote back (not on one’s own review)',
    }),
    handler: async (request) => ({
      Data: await app.services.reviews.vote(
        callerOf(request),
        request.params.id,
        request.body.Data.Helpful,
      ),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.reportReview, {
      tags: ['reviews'],
      summary: 'Report a review: it waits for staff, hidden and out of the rating',
    }),
    handler: async (request) => ({
      Data: await app.services.reviews.report(
        callerOf(request),
        request.params.id,
        request.body.Data,
      ),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.deleteReview, {
      tags: ['reviews'],
      summary: 'Delete the customer’s review of a book',
    }),
    handler: async (request) => ({
      Data: await app.services.reviews.remove(callerOf(request), request.params.id),
      ErrorList: [],
    }),
  });
};
