import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';

const tags = ['portal: sales'];

/**
 * The publisher portal's sales (docs/sales-stats.md, "The portal's reads"). Thin: the scope is
 * the session's organisation and its catalog publisher, never the request.
 */
export const salesStatsPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const sales = () => app.services.salesPortal;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalSalesDashboard, {
      tags,
      summary: 'Totals, a series by day or month and the best sellers of a period',
      description:
        'From the daily aggregates (at most about 5 minutes old). Default period: the last 30 days up to today in Bangkok.',
    }),
    handler: async (request) =>
      ok(await sales().dashboard(request.requirePublisher(), request.query)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalSalesByBook, {
      tags,
      summary: 'Every book of the organisation with its figures in the period',
    }),
    handler: async (request) =>
      ok(await sales().byBook(request.requirePublisher(), request.query, request.locale)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalSalesRefunds, {
      tags,
      summary: 'Refunded copies of the organisation’s books in the period, newest first',
    }),
    handler: async (request) =>
      ok(await sales().refunds(request.requirePublisher(), request.query)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalSalesSearchTerms, {
      tags,
      summary: 'The texts searched most often whose results showed the organisation’s books',
    }),
    handler: async (request) =>
      ok(await sales().searchTerms(request.requirePublisher(), request.query)),
  });
};
