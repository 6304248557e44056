import { SUBMISSIONS_ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const TAGS = ['admin: title submissions'];

/**
 * Title submissions in the back office (issue 25, docs/titles.md): thin routes over
 * `services.titleReviews`; the staff-auth plugin checked the session and `catalog.write` first.
 */
export const titleReviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.titleReviews;
  const R = SUBMISSIONS_ADMIN_ROUTES;

  app.route({
    ...declaredAdminRoute(R.adminTitleSubmissionList, {
      tags: TAGS,
      summary:
        'Publishers’ titles in one review state (waiting by default), oldest submission first',
    }),
    handler: async (request) => ok(await reviews.list(request.locale, request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminTitleSubmissionGet, {
      tags: TAGS,
      summary:
        'A title under review: the book, a revision’s changes, cover and files, EPUB warnings, history',
    }),
    handler: async (request) => ok(await reviews.get(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminTitleSubmissionCover, {
      tags: TAGS,
      summary: 'The cover under review (a revision’s new one, else the book’s) as a picture',
    }),
    handler: async (request, reply) => {
      const cover = await reviews.cover(request.locale, request.params.id);
      if (!cover) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(cover.contentType)
        .send(cover.data);
    },
  });

  app.route({
    ...declaredAdminRoute(R.adminTitleSubmissionApprove, {
      tags: TAGS,
      summary:
        'Approves a waiting title: published or scheduled (new), or its changes in the store (revision); 409 when already decided',
    }),
    handler: async (request) =>
      ok(
        await reviews.approve(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body.Comment ?? null,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminTitleSubmissionRequestChanges, {
      tags: TAGS,
      summary:
        'Sends a waiting title back to its publisher with a comment; 409 when already decided',
    }),
    handler: async (request) =>
      ok(
        await reviews.requestChanges(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body.Comment,
        ),
      ),
  });
};
