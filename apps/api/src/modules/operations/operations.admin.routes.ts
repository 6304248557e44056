import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: operations'];

/** Operations in the back office (docs/back-office.md "Operations"). */
export const operationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operations = () => app.services.operations;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminJobQueues, {
      tags,
      summary: 'Every job queue with its jobs per state (pg-boss)',
    }),
    handler: async () => ok(await operations().queues()),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminJobFailedList, {
      tags,
      summary: 'Jobs that failed for good, newest first, with their error',
    }),
    handler: async (request) => ok(await operations().failedJobs(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminJobRetry, {
      tags,
      summary: 'Run a failed job again at once, with one more attempt (audited)',
    }),
    handler: async (request) =>
      ok(
        await operations().retryJob(
          staffActorOf(request),
          request.params.queue,
          request.params.id,
          request.body.Reason,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCacheClear, {
      tags,
      summary: "Empty the catalog's read cache, as DELETE /v1/cache/clear-all does (audited)",
    }),
    handler: async (request) =>
      ok(await operations().clearCache(staffActorOf(request), request.body.Reason)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminSearchTop, {
      tags,
      summary: 'The most searched texts of a period (the last 7 days by default)',
    }),
    handler: async (request) => ok(await operations().topSearches(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminSearchNoResult, {
      tags,
      summary: 'The searches of a period that found no book, the most frequent first',
    }),
    handler: async (request) => ok(await operations().emptySearches(request.query)),
  });
};
