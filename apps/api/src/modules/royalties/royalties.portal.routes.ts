import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';
import { sendFile } from './royalties.admin.routes.js';

const tags = ['portal: money'];

/**
 * The publisher portal's "Money" (docs/royalties.md, ADR 0019): the organisation's own royalty
 * statements and their documents. The organisation comes from the session, never the request;
 * every read has it in its WHERE, so another organisation's statement is 404.
 */
export const royaltiesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = () => app.services.royaltyDocuments;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMoneyStatementList, {
      tags,
      summary: "The organisation's royalty statements, newest month first",
    }),
    handler: async (request) =>
      ok(
        await documents().listStatementsOfOrganisation(request.requirePublisher().organisationId, {
          page: request.query.Page,
          pageSize: request.query.PageSize,
        }),
      ),
  });
  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMoneyStatementGet, {
      tags,
      summary: 'One of its statements with every line and its payout',
    }),
    handler: async (request) =>
      ok(
        await documents().getStatementOfOrganisation(
          request.requirePublisher().organisationId,
          request.params.statementId,
          request.locale,
        ),
      ),
  });
  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMoneyStatementPdf, {
      tags,
      summary: 'One of its statements as PDF, in Thai or English',
    }),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await documents().getStatementDocument(
          request.requirePublisher().organisationId,
          request.params.statementId,
          'pdf',
          request.query.Locale ?? request.locale,
        ),
      ),
  });
  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMoneyStatementCsv, {
      tags,
      summary: 'One of its statements as CSV (UTF-8 with a BOM)',
    }),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await documents().getStatementDocument(
          request.requirePublisher().organisationId,
          request.params.statementId,
          'csv',
          request.query.Locale ?? request.locale,
        ),
      ),
  });
  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMoneyCertificatePdf, {
      tags,
      summary: 'The 50 ทวิ withholding tax certificate of one of its paid statements',
    }),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await documents().getStatementDocument(
          request.requirePublisher().organisationId,
          request.params.statementId,
          'certificate',
          'th',
        ),
      ),
  });
};
