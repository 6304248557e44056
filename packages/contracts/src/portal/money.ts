import { z } from 'zod';
import {
  RoyaltyDocumentQuerySchema,
  RoyaltyStatementDetailSchema,
  RoyaltyStatementLineSchema,
  RoyaltyStatementSchema,
} from '../admin/royalties.js';
import { envelope } from '../envelope.js';
import { portalRoute } from './route.js';

/**
 * The publisher portal's "Money" (issue 25, docs/royalties.md): the organisation's own royalty
 * statements, each with its lines and its payout, as PDF in Thai or English and as CSV, and the
 * 50 ทวิ withholding tax certificate of a paid one. Scoped by the session's organisation: another
 * organisation's statement is 404. Account numbers are masked; staff names are not shown.
 */

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const PortalStatementParamsSchema = z.object({ statementId: IdSchema });

export const PortalStatementListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const PortalStatementPageSchema = z.object({
  Items: z.array(RoyaltyStatementSchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  HasNextPage: z.boolean(),
});

/** A statement with every line (sales and refunds of the month) and its payout. */
export const PortalStatementSchema = RoyaltyStatementDetailSchema.extend({
  Lines: z.array(RoyaltyStatementLineSchema),
});
export type PortalStatement = z.infer<typeof PortalStatementSchema>;

const read = { service: 'portal', access: 'publisher', permission: 'money.read' } as const;

export const MONEY_PORTAL_ROUTES = {
  portalMoneyStatementList: portalRoute({
    ...read,
    method: 'GET',
    path: '/portal/v1/money/statements',
    query: PortalStatementListQuerySchema,
    response: envelope(PortalStatementPageSchema),
  }),
  portalMoneyStatementGet: portalRoute({
    ...read,
    method: 'GET',
    path: '/portal/v1/money/statements/:statementId',
    params: PortalStatementParamsSchema,
    response: envelope(PortalStatementSchema),
  }),
  portalMoneyStatementPdf: portalRoute({
    ...read,
    method: 'GET',
    path: '/portal/v1/money/statements/:statementId/statement.pdf',
    params: PortalStatementParamsSchema,
    query: RoyaltyDocumentQuerySchema,
    response: z.string(),
    file: true,
  }),
  portalMoneyStatementCsv: portalRoute({
    ...read,
    method: 'GET',
    path: '/portal/v1/money/statements/:statementId/statement.csv',
    params: PortalStatementParamsSchema,
    query: RoyaltyDocumentQuerySchema,
    response: z.string(),
    file: true,
  }),
  /** The 50 ทวิ certificate of a paid statement (409 before it is paid). */
  portalMoneyCertificatePdf: portalRoute({
    ...read,
    method: 'GET',
    path: '/portal/v1/money/statements/:statementId/certificate.pdf',
    params: PortalStatementParamsSchema,
    response: z.string(),
    file: true,
  }),
} as const;
