import type { Locale } from '@nangsue/contracts';
import type {
  RoyaltyStatement,
  RoyaltyStatementDetail,
  RoyaltyStatementLine,
} from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { csvDocument } from '../../lib/csv.js';
import { translate } from '../../lib/messages.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type * as adminRepository from './royalties-admin.repository.js';
import type {
  OrganisationView,
  StatementLineView,
  StatementView,
} from './royalties-admin.repository.js';
import {
  bookNameOf,
  presentLine,
  presentPayout,
  presentStatement,
  statementNumberOf,
} from './royalties.mapper.js';
import type {
  CertificateDocument,
  DocumentLocale,
  PayerParty,
  StatementDocument,
} from './royalty-document.types.js';
import { formatBp } from './royalty-pdf-canvas.js';
import { renderRoyaltyStatementPdf } from './royalty-statement-pdf.js';
import { renderWithholdingCertificatePdf } from './withholding-certificate-pdf.js';

/**
 * The royalty statements as documents (docs/royalties.md, "Documents"): the statement as PDF in
 * Thai or English and as CSV, and the 50 ทวิ certificate of a paid one. This file gathers the
 * data (statement, lines, organisation, the store as payer); drawing is in
 * royalty-statement-pdf.ts and withholding-certificate-pdf.ts.
 *
 * Staff reach any statement by its id; a publisher's own reads (`...OfOrganisation`,
 * `getStatementDocument`) take the organisation, which every query has in its WHERE, so another
 * organisation's statement is "not found" (ADR 0019).
 */

export type StatementDocumentFormat = 'pdf' | 'csv' | 'certificate';

export type DocumentFile = { fileName: string; contentType: string; body: Buffer };

export type RoyaltyDocumentsDeps = {
  db: Database;
  /** The store as it pays: the receipts' seller (settings SELLER_*), in each language. */
  payer: Record<DocumentLocale, PayerParty>;
  repository: Pick<
    typeof adminRepository,
    | 'findOrganisationStatementPage'
    | 'findOrganisationStatementView'
    | 'findOrganisationView'
    | 'findStatementLinePage'
    | 'findStatementLines'
    | 'findStatementView'
  >;
};

/** `YYYY-MM-DD` of an instant in Bangkok. */
const bangkokDay = (at: Date): string =>
  new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * Satang as baht for a CSV cell: a number (`-54.67`, `100`), so a spreadsheet sums it and a
 * negative amount is not mistaken for a formula (lib/csv.ts guards texts starting with "-").
 * `k / 100` prints as the exact decimal: it is the double nearest to it.
 */
const bahtOf = (satang: number): number => satang / 100;

const localeOf = (locale: Locale | undefined): DocumentLocale => (locale === 'en' ? 'en' : 'th');

export const createRoyaltyDocuments = ({ db, payer, repository }: RoyaltyDocumentsDeps) => {
  const organisationOf = async (view: StatementView): Promise<OrganisationView> => {
    const organisation = await repository.findOrganisationView(db, view.statement.organisationId);
    if (!organisation) throw new Error(`organisation ${view.statement.organisationId} vanished`);
    return organisation;
  };

  const statementDocument = (
    view: StatementView,
    organisation: OrganisationView,
    lines: StatementLineView[],
    locale: DocumentLocale,
  ): StatementDocument => {
    const { statement, payout } = view;
    return {
      locale,
      number: statementNumberOf(statement.id, statement.month),
      month: statement.month,
      issuedAt: statement.issuedAt.toISOString(),
      payer: payer[locale],
      payee: {
        legalName: organisation.organisation.legalName,
        tradeName: organisation.organisation.name,
        taxId: organisation.organisation.taxId,
        address: organisation.payee?.address ?? organisation.applicationAddress,
        kind: statement.payeeKind,
      },
      royaltyShareBp: statement.royaltyShareBp,
      withholdingRateBp: statement.withholdingRateBp,
      salesNetSatang: statement.salesNetSatang,
      refundsNetSatang: statement.refundsNetSatang,
      royaltySatang: statement.royaltySatang,
      carriedInSatang: statement.carriedInSatang,
      withholdingSatang: statement.withholdingSatang,
      payableSatang: statement.payableSatang,
      carriedOutSatang: statement.carriedOutSatang,
      lines: lines.map((line) => ({
        kind: line.kind,
        occurredAt: line.occurredAt.toISOString(),
        orderNumber: orderNumberOf(line.orderId),
        bookName: bookNameOf(line, locale),
        netSatang: line.netSatang,
        royaltySatang: line.royaltySatang,
      })),
      payment:
        payout?.status === 'paid' && payout.paidOn
          ? { paidOn: payout.paidOn, bankReference: payout.bankReference }
          : null,
    };
  };

  /** The statement as CSV: its facts, every line, then the figures the lines add up to. */
  const statementCsv = (
    view: StatementView,
    organisation: OrganisationView,
    lines: StatementLineView[],
    locale: DocumentLocale,
  ): string => {
    const { statement } = view;
    const t = (key: Parameters<typeof translate>[1], params = {}) => translate(locale, key, params);
    return csvDocument([
      [t('royalties.csv.number'), statementNumberOf(statement.id, statement.month)],
      [t('royalties.csv.month'), statement.month],
      [t('royalties.csv.organisation'), organisation.organisation.legalName],
      [t('royalties.csv.taxId'), organisation.organisation.taxId],
      [t('royalties.csv.share'), formatBp(statement.royaltyShareBp)],
      [],
      [
        t('royalties.csv.line'),
        t('royalties.csv.date'),
        t('royalties.csv.kind'),
        t('royalties.csv.orderNumber'),
        t('royalties.csv.bookId'),
        t('royalties.csv.book'),
        t('royalties.csv.net'),
        t('royalties.csv.royalty'),
      ],
      ...lines.map((line, index) => [
        index + 1,
        bangkokDay(line.occurredAt),
        t(line.kind === 'sale' ? 'royalties.csv.sale' : 'royalties.csv.refund'),
        orderNumberOf(line.orderId),
        line.bookId,
        bookNameOf(line, locale),
        bahtOf(line.netSatang),
        bahtOf(line.royaltySatang),
      ]),
      [],
      [t('royalties.csv.salesNet'), bahtOf(statement.salesNetSatang)],
      [t('royalties.csv.refundsNet'), bahtOf(-statement.refundsNetSatang)],
      [t('royalties.csv.totalRoyalty'), bahtOf(statement.royaltySatang)],
      // Always there (0 when nothing was brought or carried), so a spreadsheet finds the rows.
      [t('royalties.csv.carriedIn'), bahtOf(statement.carriedInSatang)],
      [
        t('royalties.csv.withholding', { rate: formatBp(statement.withholdingRateBp) }),
        bahtOf(-statement.withholdingSatang),
      ],
      [t('royalties.csv.payable'), bahtOf(statement.payableSatang)],
      [t('royalties.csv.carriedOut'), bahtOf(statement.carriedOutSatang)],
    ]);
  };

  const certificateDocument = (
    view: StatementView,
    organisation: OrganisationView,
  ): CertificateDocument => {
    const { statement, payout } = view;
    if (
      !payout ||
      payout.status !== 'paid' ||
      !payout.paidOn ||
      payout.certificateBook === null ||
      payout.certificateNumber === null
    ) {
      throw new AppError('CONFLICT', { message: 'royalties.notPaidYet' });
    }
    return {
      book: payout.certificateBook,
      number: payout.certificateNumber,
      payer: payer.th,
      payee: {
        legalName: organisation.organisation.legalName,
        tradeName: organisation.organisation.name,
        taxId: organisation.organisation.taxId,
        address: organisation.payee?.address ?? organisation.applicationAddress,
        kind: statement.payeeKind,
      },
      form: statement.payeeKind === 'company' ? 'pnd53' : 'pnd3',
      paidOn: payout.paidOn,
      // The base the tax was withheld from: the royalty less the negative balance brought in.
      amountPaidSatang: statement.royaltySatang + statement.carriedInSatang,
      taxWithheldSatang: statement.withholdingSatang,
      statementNumber: statementNumberOf(statement.id, statement.month),
      month: statement.month,
    };
  };

  /** The file of one statement in a format and language. */
  const fileOf = async (
    view: StatementView,
    format: StatementDocumentFormat,
    locale: DocumentLocale,
  ): Promise<DocumentFile> => {
    const organisation = await organisationOf(view);
    const number = statementNumberOf(view.statement.id, view.statement.month);
    if (format === 'certificate') {
      const certificate = certificateDocument(view, organisation);
      return {
        fileName: `withholding-certificate-${certificate.book}-${String(certificate.number).padStart(6, '0')}.pdf`,
        contentType: 'application/pdf',
        body: await renderWithholdingCertificatePdf(certificate),
      };
    }
    const lines = await repository.findStatementLines(db, view.statement.id);
    if (format === 'csv') {
      return {
        fileName: `royalty-statement-${number}-${locale}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(statementCsv(view, organisation, lines, locale), 'utf8'),
      };
    }
    return {
      fileName: `royalty-statement-${number}-${locale}.pdf`,
      contentType: 'application/pdf',
      body: await renderRoyaltyStatementPdf(statementDocument(view, organisation, lines, locale)),
    };
  };

  const notFound = () => new AppError('NOT_FOUND', { message: 'royalties.statementNotFound' });

  const detailOf = (view: StatementView, canSeeAccounts: boolean): RoyaltyStatementDetail => ({
    ...presentStatement(view),
    WithholdingRateSource: view.rateSource,
    Payout: view.payout
      ? presentPayout(
          {
            payout: view.payout,
            month: view.statement.month,
            organisationName: view.organisationName,
            paidBy: view.paidBy,
            payee: null,
          },
          canSeeAccounts,
        )
      : null,
  });

  return {
    /** Staff: any statement's PDF, CSV or certificate. */
    async statementFile(
      statementId: number,
      format: StatementDocumentFormat,
      locale?: Locale,
    ): Promise<DocumentFile> {
      const view = await repository.findStatementView(db, statementId);
      if (!view) throw notFound();
      return fileOf(view, format, localeOf(locale));
    },

    /** Staff: one statement with its payout (account numbers whole only for finance writers). */
    async statementDetail(statementId: number, canSeeAccounts: boolean) {
      const view = await repository.findStatementView(db, statementId);
      if (!view) throw notFound();
      return detailOf(view, canSeeAccounts);
    },

    /** Staff: a page of a statement's lines. */
    async statementLines(
      statementId: number,
      page: { page: number; pageSize: number },
      locale: Locale,
    ) {
      const rows = await repository.findStatementLinePage(
        db,
        statementId,
        page.pageSize + 1,
        (page.page - 1) * page.pageSize,
      );
      return {
        Items: rows.slice(0, page.pageSize).map((line) => presentLine(line, localeOf(locale))),
        Page: page.page,
        PageSize: page.pageSize,
        HasNextPage: rows.length > page.pageSize,
      };
    },

    /** A publisher's own statements, newest month first. */
    async listStatementsOfOrganisation(
      organisationId: number,
      page: { page: number; pageSize: number },
    ): Promise<{
      Items: RoyaltyStatement[];
      Page: number;
      PageSize: number;
      HasNextPage: boolean;
    }> {
      const rows = await repository.findOrganisationStatementPage(
        db,
        organisationId,
        page.pageSize + 1,
        (page.page - 1) * page.pageSize,
      );
      return {
        // Staff names stay in the back office.
        Items: rows
          .slice(0, page.pageSize)
          .map((row) => ({ ...presentStatement(row), IssuedBy: null })),
        Page: page.page,
        PageSize: page.pageSize,
        HasNextPage: rows.length > page.pageSize,
      };
    },

    /** A publisher's own statement with all its lines; another organisation's is not found. */
    async getStatementOfOrganisation(
      organisationId: number,
      statementId: number,
      locale: Locale,
    ): Promise<RoyaltyStatementDetail & { Lines: RoyaltyStatementLine[] }> {
      const view = await repository.findOrganisationStatementView(db, organisationId, statementId);
      if (!view) throw notFound();
      const lines = await repository.findStatementLines(db, view.statement.id);
      const detail = detailOf(view, false);
      return {
        ...detail,
        // Staff names stay in the back office.
        IssuedBy: null,
        Payout: detail.Payout ? { ...detail.Payout, PaidBy: null } : null,
        Lines: lines.map((line) => presentLine(line, localeOf(locale))),
      };
    },

    /** A publisher's own statement as a file; another organisation's is not found. */
    async getStatementDocument(
      organisationId: number,
      statementId: number,
      format: StatementDocumentFormat,
      locale?: Locale,
    ): Promise<DocumentFile> {
      const view = await repository.findOrganisationStatementView(db, organisationId, statementId);
      if (!view) throw notFound();
      return fileOf(view, format, localeOf(locale));
    },
  };
};

export type RoyaltyDocuments = ReturnType<typeof createRoyaltyDocuments>;
