import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: royalties'];

/** A document or bank file as a download (never cached: money and bank accounts). */
export const sendFile = (
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer },
) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);

/** Whole account numbers only for staff who may change them (finance.write). */
const canSeeAccounts = (request: FastifyRequest) =>
  request.staff?.permissions.has('finance.write') ?? false;

/**
 * Royalties in the back office (docs/royalties.md): organisations' share and payee details,
 * statements (issue, read, PDF, CSV, the 50 ทวิ certificate), payouts and their bank file,
 * withholding tax rates. Thin: the services hold the rules.
 */
export const royaltiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = () => app.services.royaltiesAdmin;
  const documents = () => app.services.royaltyDocuments;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyOrganisationList, {
      tags,
      summary: 'Publisher organisations with their royalty share, payee kind and payee details',
    }),
    handler: async (request) =>
      ok(await admin().listOrganisations(request.query, canSeeAccounts(request))),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyOrganisationGet, {
      tags,
      summary: 'One organisation: share, payee kind, bank account and address',
    }),
    handler: async (request) =>
      ok(await admin().getOrganisation(request.params.id, canSeeAccounts(request))),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyOrganisationUpdate, {
      tags,
      summary: "Sets an organisation's share, payee kind and payee details (audited)",
    }),
    handler: async (request) =>
      ok(await admin().updateOrganisation(staffActorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementList, {
      tags,
      summary: 'Royalty statements, newest month first, by month and organisation',
    }),
    handler: async (request) => ok(await admin().listStatements(request.query)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementIssue, {
      tags,
      summary:
        'Issues a month for one organisation or every organisation with sales or refunds in it',
      description:
        'Each statement is issued once: a second call (or two at once) answers the statements already issued, `Created: false`.',
    }),
    handler: async (request) => ok(await admin().issueMonth(staffActorOf(request), request.body)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementGet, {
      tags,
      summary: 'One statement with its payout',
    }),
    handler: async (request) =>
      ok(await documents().statementDetail(request.params.id, canSeeAccounts(request))),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementLineList, {
      tags,
      summary: "A page of a statement's lines (sales and refunds with their royalty)",
    }),
    handler: async (request) =>
      ok(
        await documents().statementLines(
          request.query.StatementId,
          { page: request.query.Page, pageSize: request.query.PageSize },
          request.locale,
        ),
      ),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementPdf, {
      tags,
      summary: 'The statement as PDF, in Thai or English',
    }),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await documents().statementFile(
          request.params.id,
          'pdf',
          request.query.Locale ?? request.locale,
        ),
      ),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementCsv, {
      tags,
      summary: 'The statement and its lines as CSV (UTF-8 with a BOM)',
    }),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await documents().statementFile(
          request.params.id,
          'csv',
          request.query.Locale ?? request.locale,
        ),
      ),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyCertificatePdf, {
      tags,
      summary: 'The withholding tax certificate (50 ทวิ) of a paid statement, as PDF',
    }),
    handler: async (request, reply) =>
      sendFile(reply, await documents().statementFile(request.params.id, 'certificate', 'th')),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyStatementMarkPaid, {
      tags,
      summary: 'Marks a statement paid (once; audited; the organisation owner is e-mailed)',
    }),
    handler: async (request) =>
      ok(await admin().markPaid(staffActorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyPayoutList, {
      tags,
      summary: 'Payouts (pending and paid), by month, state and organisation',
    }),
    handler: async (request) =>
      ok(await admin().listPayouts(request.query, canSeeAccounts(request))),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoyaltyBankFile, {
      tags,
      summary: "The bank-transfer file of a month's pending payouts: generic CSV or Krungthai",
    }),
    handler: async (request, reply) =>
      sendFile(reply, await admin().bankFile(request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminWithholdingRateList, {
      tags,
      summary: 'Withholding tax rates with the day each applies from and its source',
    }),
    handler: async (request) => ok(await admin().listRates(request.query)),
  });
  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminWithholdingRateCreate, {
      tags,
      summary: 'Adds a withholding tax rate from a day on (rates are never edited; audited)',
    }),
    handler: async (request) => ok(await admin().createRate(staffActorOf(request), request.body)),
  });
};
