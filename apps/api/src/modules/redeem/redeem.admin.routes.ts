import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: promotions'];

/** Redeem-code batches in the back office (docs/back-office.md, "Promotions"). */
export const redeemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const batches = () => app.services.redeemBatches;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemBatchList, {
      tags,
      summary: 'Redeem-code batches with their claim counts, newest first',
    }),
    handler: async (request) => ok(await batches().list(request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemBatchGet, {
      tags,
      summary: 'One redeem-code batch',
    }),
    handler: async (request) => ok(await batches().get(request.params.id, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemBatchCreate, {
      tags,
      summary: 'Make a batch of up to 10,000 redeem codes (a book or coins each)',
    }),
    handler: async (request) =>
      ok(await batches().create(staffActorOf(request), request.body, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemBatchExport, {
      tags,
      summary: "The batch's plain codes as CSV, exactly once (then 409)",
    }),
    handler: async (request, reply) => {
      const file = await batches().exportCodes(
        staffActorOf(request),
        request.params.id,
        request.locale,
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(file.csv);
    },
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemBatchDisable, {
      tags,
      summary: 'Disable a batch: every one of its codes stops working at once',
    }),
    handler: async (request) =>
      ok(
        await batches().disable(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRedeemClaimList, {
      tags,
      summary: "Who claimed a batch's codes and when (codes by their last four symbols)",
    }),
    handler: async (request) => ok(await batches().claims(request.query)),
  });
};
