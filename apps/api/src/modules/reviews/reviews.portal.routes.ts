import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';

const tags = ['portal: sales'];

/**
 * Reviews of the organisation's books in the publisher portal and the publisher's public reply
 * (docs/reviews.md, "Publishers' replies"). Thin: the scope is the session's organisation.
 */
export const reviewsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = () => app.services.reviewsPortal;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalReviews, {
      tags,
      summary: 'Published reviews of the organisation’s books, newest first',
    }),
    handler: async (request) =>
      ok(await reviews().list(request.requirePublisher(), request.query, request.locale)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalReviewReply, {
      tags,
      summary: 'Write or edit the publisher’s public reply under a review',
      description:
        'One reply per review, shown under it on the store with the publisher’s name. The first is e-mailed to the reviewer; a hidden review is 409; another organisation’s review is 404.',
    }),
    handler: async (request) =>
      ok(
        await reviews().reply(
          request.requirePublisher(),
          request.params.reviewId,
          request.body.Body,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalReviewReplyDelete, {
      tags,
      summary: 'Remove the publisher’s reply under a review',
    }),
    handler: async (request) =>
      ok(
        await reviews().removeReply(
          request.requirePublisher(),
          request.params.reviewId,
          request.locale,
        ),
      ),
  });
};
