import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: content'];

/** Publisher applications in the back office (docs/back-office.md, "Content and moderation"). */
export const publishersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = () => app.services.publishersAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPublisherApplicationList, {
      tags,
      summary: 'Publisher applications, waiting ones first',
    }),
    handler: async (request) => ok(await applications().list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPublisherApplicationGet, {
      tags,
      summary: 'One publisher application, whole',
    }),
    handler: async (request) => ok(await applications().get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPublisherApplicationApprove, {
      tags,
      summary: 'Approve a waiting application (organisation made, applicant e-mailed)',
    }),
    handler: async (request) =>
      ok(
        await applications().approve(
          staffActorOf(request),
          request.params.id,
          request.body.Note,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPublisherApplicationReject, {
      tags,
      summary: 'Reject a waiting application with a reason (e-mailed to the applicant)',
    }),
    handler: async (request) =>
      ok(
        await applications().reject(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
          request.locale,
        ),
      ),
  });
};
