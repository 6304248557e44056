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
      summary: 'Reviews with reports waiting (or hidden reviews)',
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
};
