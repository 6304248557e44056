import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';

/** Pre-orders in the back office: run the release now (the job runs it every minute). */
export const preordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPreordersRelease, {
      tags: ['admin: preorders'],
      summary: 'Deliver every pre-order whose book is released now (what the job does each minute)',
    }),
    handler: async () => ok({ Delivered: await app.services.preorders.release() }),
  });
};
