import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: content'];

/** Reported reviews in the back office (docs/back-office.md, "Content and moderation"). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = () => app.services.reviewsAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportedReviewList, {
      tags,
      summary: 'Reviews with reports waiting (or hidden reviews, or every review)',
    }),
    handler: async (request) => ok(await moderation().list(request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportedReviewGet, {
      tags,
      summary: 'One review with its reports',
    }),
    handler: async (request) => ok(await moderation().get(request.params.id, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReviewHide, {
      tags,
      summary: 'Hide a review (out of the store and the rating); its reports are resolved',
    }),
    handler: async (request) =>
      ok(
        await moderation().hide(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReviewRestore, {
      tags,
      summary: 'Publish a hidden or reported review again (back in the rating)',
    }),
    handler: async (request) =>
      ok(
        await moderation().restore(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReviewDismissReports, {
      tags,
      summary: 'Dismiss the waiting reports (a reported review is published again)',
    }),
    handler: async (request) =>
      ok(
        await moderation().dismissReports(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReviewAnswer, {
      tags,
      summary: "Write or edit the store's public answer under a review",
      description:
        'One answer per review, shown under it on the store. The first answer is e-mailed to the reviewer; a hidden review is 409.',
    }),
    handler: async (request) =>
      ok(
        await moderation().answer(
          staffActorOf(request),
          request.params.id,
          request.body.Body,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReviewAnswerDelete, {
      tags,
      summary: "Remove the store's answer under a review",
    }),
    handler: async (request) =>
      ok(await moderation().removeAnswer(staffActorOf(request), request.params.id, request.locale)),
  });
};
