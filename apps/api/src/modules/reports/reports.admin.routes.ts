import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';

const tags = ['admin: reports'];

const sendCsv = (reply: FastifyReply, file: { fileName: string; csv: string }) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.csv);

/** Sales and VAT reports of a Bangkok month (docs/back-office.md "Reports"), JSON and CSV. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = () => app.services.reports;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByDay, {
      tags,
      summary:
        'Book sales of a Bangkok month by day: orders, gross, discounts, coins, VAT, refunds',
    }),
    handler: async (request) => ok(await reports().salesByDay(request.query.Month)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByDayCsv, {
      tags,
      summary: 'Sales by day as CSV (UTF-8 with a BOM)',
    }),
    handler: async (request, reply) =>
      sendCsv(reply, await reports().salesByDayCsv(request.query.Month, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByBook, {
      tags,
      summary: 'Copies and amounts sold and refunded in a month, by book',
    }),
    handler: async (request) =>
      ok(await reports().salesByItem(request.query.Month, 'book', request.locale)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByBookCsv, {
      tags,
      summary: 'Sales by book as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(reply, await reports().salesByItemCsv(request.query.Month, 'book', request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByPublisher, {
      tags,
      summary: 'Copies and amounts sold and refunded in a month, by publisher',
    }),
    handler: async (request) =>
      ok(await reports().salesByItem(request.query.Month, 'publisher', request.locale)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByPublisherCsv, {
      tags,
      summary: 'Sales by publisher as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await reports().salesByItemCsv(request.query.Month, 'publisher', request.locale),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByCategory, {
      tags,
      summary: "Copies and amounts sold and refunded in a month, by the book's first category",
    }),
    handler: async (request) =>
      ok(await reports().salesByItem(request.query.Month, 'category', request.locale)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportSalesByCategoryCsv, {
      tags,
      summary: 'Sales by category as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await reports().salesByItemCsv(request.query.Month, 'category', request.locale),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportCoins, {
      tags,
      summary: 'Coins issued (by source), spent, clawed back and expired, by Bangkok day',
    }),
    handler: async (request) => ok(await reports().coinsByDay(request.query.Month)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportCoinsCsv, {
      tags,
      summary: 'Coins by day as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(reply, await reports().coinsCsv(request.query.Month, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportRedeemClaims, {
      tags,
      summary: 'Redeem codes claimed by Bangkok day: books, gifts, coins, coupons',
    }),
    handler: async (request) => ok(await reports().redeemClaimsByDay(request.query.Month)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportRedeemClaimsCsv, {
      tags,
      summary: 'Redeem-code claims by day as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(reply, await reports().redeemClaimsCsv(request.query.Month, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportVat, {
      tags,
      summary: 'Output VAT of a month for ภ.พ.30, less credit notes, with its tax documents',
    }),
    handler: async (request) => ok(await reports().vat(request.query.Month)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminReportVatCsv, {
      tags,
      summary: 'The VAT report and its tax documents as CSV',
    }),
    handler: async (request, reply) =>
      sendCsv(reply, await reports().vatCsv(request.query.Month, request.locale)),
  });
};
