import type { Locale } from '@nangsue/contracts';
import type {
  AdminListQuery,
  RoyaltyBankFileQuery,
  RoyaltyIssueBody,
  RoyaltyIssueResult,
  RoyaltyMarkPaidBody,
  RoyaltyOrganisation,
  RoyaltyOrganisationUpdateBody,
  RoyaltyPayout,
  WithholdingRate,
  WithholdingRateCreateBody,
} from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { AccountMail } from '../accounts/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type { BankFile, BankFileAdapter, BankTransfer } from './bank-files.js';
import type * as adminRepository from './royalties-admin.repository.js';
import type { OrganisationView } from './royalties-admin.repository.js';
import type * as royaltiesRepository from './royalties.repository.js';
import {
  maskAccount,
  presentOrganisation,
  presentPayout,
  presentRate,
  presentStatement,
  statementNumberOf,
} from './royalties.mapper.js';
import { bangkokMonth, type RoyaltiesService } from './royalties.service.js';
import { formatSatang } from './royalty-pdf-canvas.js';
import { formatDay, formatMonth } from './royalty-statement-pdf.js';

export type RoyaltiesAdminServiceDeps = {
  db: Database;
  clock?: Clock;
  audit: Audit;
  mail: Pick<AccountMail, 'send'>;
  /** The publisher portal (`<ADMIN_URL>/portal`), linked from the payout e-mail. */
  portalUrl: string;
  /** Issues statements (one organisation and month at a time, parallel-safe). */
  royalties: Pick<RoyaltiesService, 'issue'>;
  bankFiles: Record<RoyaltyBankFileQuery['Format'], BankFileAdapter>;
  repository: Pick<
    typeof adminRepository,
    | 'findLastIssuedMonth'
    | 'findOrganisationOwner'
    | 'findOrganisationPage'
    | 'findOrganisationView'
    | 'findOrganisationsActiveIn'
    | 'findPayoutPage'
    | 'findPayoutView'
    | 'findPendingPayoutsOfMonth'
    | 'findRatePage'
    | 'findRateView'
    | 'findStatementPage'
    | 'findStatementView'
    | 'insertRate'
    | 'lockPayoutOfStatement'
    | 'lockRatesOfKind'
    | 'markPayoutPaid'
    | 'nextCertificateNumber'
    | 'updateOrganisationTerms'
    | 'upsertPayee'
  > &
    Pick<typeof royaltiesRepository, 'lockOrganisation'>;
  withTransaction?: WithTransaction;
};

const page = <T>(rows: T[], query: Pick<AdminListQuery, 'Page' | 'PageSize'>) => ({
  Items: rows.slice(0, query.PageSize),
  Page: query.Page,
  PageSize: query.PageSize,
  HasNextPage: rows.length > query.PageSize,
});

const limitOf = (query: AdminListQuery) => query.PageSize + 1;
const offsetOf = (query: AdminListQuery) => (query.Page - 1) * query.PageSize;

/** `YYYY-MM-DD` of an instant in Bangkok (UTC+7 all year). */
const bangkokDay = (at: Date): string =>
  new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** A real calendar day `YYYY-MM-DD`, or a clear 400. */
const checkDay = (day: string): string => {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_FAILED', { message: 'royalties.badDay' });
  }
  return day;
};

/** What the audit log keeps of an organisation's terms (the account number masked). */
const termsOf = (row: OrganisationView) => ({
  royaltyShareBp: row.organisation.royaltyShareBp,
  payeeKind: row.organisation.payeeKind,
  payee: row.payee
    ? {
        bankCode: row.payee.bankCode,
        accountNumber: maskAccount(row.payee.accountNumber),
        accountName: row.payee.accountName,
        address: row.payee.address,
      }
    : null,
});

const localeOf = (language: string): Locale => (language === 'en' ? 'en' : 'th');

/**
 * Royalties in the back office (docs/royalties.md): organisations' terms and payee details,
 * issuing months, payouts and their bank files, withholding tax rates. Every change is audited in
 * its own transaction; marking a statement paid takes its payout's row lock, so two clicks at once
 * mark it once (the second answers the payout as the first left it).
 */
export const createRoyaltiesAdminService = ({
  db,
  clock = systemClock,
  audit,
  mail,
  portalUrl,
  royalties,
  bankFiles,
  repository,
  withTransaction = createWithTransaction(db),
}: RoyaltiesAdminServiceDeps) => {
  const notFoundOrganisation = () =>
    new AppError('NOT_FOUND', { message: 'royalties.organisationNotFound' });
  const notFoundStatement = () =>
    new AppError('NOT_FOUND', { message: 'royalties.statementNotFound' });

  const monthOf = (month: string) => {
    const trimmed = month.trim();
    return { month: trimmed, ...bangkokMonth(trimmed) };
  };

  const payoutOf = async (payoutId: number, canSeeAccounts: boolean): Promise<RoyaltyPayout> => {
    const view = await repository.findPayoutView(db, payoutId);
    if (!view) throw new Error(`payout ${payoutId} vanished`);
    return presentPayout(view, canSeeAccounts);
  };

  return {
    async listOrganisations(query: AdminListQuery, canSeeAccounts: boolean) {
      const rows = await repository.findOrganisationPage(
        db,
        {
          text: query.Q,
          byName: query.Sort === 'Name',
          descending: query.Order === 'DESC',
        },
        limitOf(query),
        offsetOf(query),
      );
      return page(
        rows.map((row) => presentOrganisation(row, canSeeAccounts)),
        query,
      );
    },

    async getOrganisation(organisationId: number, canSeeAccounts: boolean) {
      const row = await repository.findOrganisationView(db, organisationId);
      if (!row) throw notFoundOrganisation();
      return presentOrganisation(row, canSeeAccounts);
    },

    /** Sets the share, the payee kind and the payee details together (audited, before and after). */
    async updateOrganisation(
      actor: StaffActor,
      organisationId: number,
      body: RoyaltyOrganisationUpdateBody,
    ): Promise<RoyaltyOrganisation> {
      await withTransaction(async (tx) => {
        const locked = await repository.lockOrganisation(tx, organisationId);
        if (!locked) throw notFoundOrganisation();
        const before = await repository.findOrganisationView(tx, organisationId);
        if (!before) throw notFoundOrganisation();
        await repository.updateOrganisationTerms(tx, organisationId, {
          royaltyShareBp: body.RoyaltyShareBp,
          payeeKind: body.PayeeKind,
        });
        await repository.upsertPayee(tx, {
          organisationId,
          bankCode: body.BankCode,
          accountNumber: body.AccountNumber,
          accountName: body.AccountName,
          address: body.PayeeAddress,
          updatedAt: clock.now(),
          updatedByStaffId: actor.staffId,
        });
        const after = await repository.findOrganisationView(tx, organisationId);
        if (!after) throw notFoundOrganisation();
        await audit.record(tx, actor, {
          action: 'royaltyOrganisation.update',
          entityType: 'publisher_organisation',
          entityId: organisationId,
          before: termsOf(before),
          after: termsOf(after),
          reason: body.Reason ?? null,
        });
      });
      const row = await repository.findOrganisationView(db, organisationId);
      if (!row) throw notFoundOrganisation();
      return presentOrganisation(row, true);
    },

    async listStatements(query: AdminListQuery & { Month?: string; OrganisationId?: number }) {
      const month = query.Month ? monthOf(query.Month).month : undefined;
      const rows = await repository.findStatementPage(
        db,
        {
          month,
          organisationId: query.OrganisationId,
          descending: query.Order === 'DESC',
        },
        limitOf(query),
        offsetOf(query),
      );
      return page(rows.map(presentStatement), query);
    },

    /**
     * Issues a month: for one organisation, or for every organisation whose books sold or were
     * refunded in it. Each organisation's statement is its own transaction (the statement service
     * is parallel-safe), so a second click answers the statements the first made. A month earlier
     * than an organisation's latest statement is refused for that organisation (409 when it was
     * named; when issuing for every organisation it is left out and listed in `Skipped`).
     */
    async issueMonth(actor: StaffActor, body: RoyaltyIssueBody): Promise<RoyaltyIssueResult> {
      const { month, ...range } = monthOf(body.Month);
      const named = body.OrganisationId !== undefined && body.OrganisationId !== null;
      const organisationIds =
        body.OrganisationId !== undefined && body.OrganisationId !== null
          ? [body.OrganisationId]
          : await repository.findOrganisationsActiveIn(db, range);
      const statements: RoyaltyIssueResult['Statements'] = [];
      const skipped: RoyaltyIssueResult['Skipped'] = [];
      for (const organisationId of organisationIds) {
        let issued: Awaited<ReturnType<typeof royalties.issue>>;
        try {
          issued = await royalties.issue({ organisationId, month, actor });
        } catch (error) {
          if (named || !isAppError(error) || error.messageKey !== 'royalties.monthBeforeLatest') {
            throw error;
          }
          skipped.push({
            OrganisationId: organisationId,
            OrganisationName: String(error.params.organisation ?? ''),
            LatestMonth: String(error.params.latest ?? ''),
          });
          continue;
        }
        const view = await repository.findStatementView(db, issued.statement.id);
        statements.push({
          StatementId: issued.statement.id,
          OrganisationId: organisationId,
          OrganisationName: view?.organisationName ?? '',
          Created: issued.created,
          PayableSatang: issued.statement.payableSatang,
        });
      }
      return { Month: month, Statements: statements, Skipped: skipped };
    },

    /**
     * Marks a statement paid: the account it went to, the bank's reference, the day, and the next
     * 50 ทวิ certificate number of that day's Buddhist year; audited, and the organisation's owner
     * told by e-mail in their language (a job in the same transaction). Already paid: the payout
     * as it is, nothing written.
     */
    async markPaid(
      actor: StaffActor,
      statementId: number,
      body: RoyaltyMarkPaidBody,
    ): Promise<RoyaltyPayout> {
      const payoutId = await withTransaction(async (tx) => {
        const view = await repository.findStatementView(tx, statementId);
        if (!view) throw notFoundStatement();
        const payout = await repository.lockPayoutOfStatement(tx, statementId);
        if (!payout) throw new AppError('CONFLICT', { message: 'royalties.nothingToPay' });
        if (payout.status === 'paid') return payout.id;

        const { statement } = view;
        const organisation = await repository.findOrganisationView(tx, statement.organisationId);
        if (!organisation) throw notFoundOrganisation();
        const { payee } = organisation;
        if (!payee) {
          throw new AppError('CONFLICT', {
            message: 'royalties.payeeMissing',
            params: { organisation: organisation.organisation.name },
          });
        }
        const now = clock.now();
        const today = bangkokDay(now);
        const paidOn = body.PaidOn ? checkDay(body.PaidOn) : today;
        if (paidOn <= bangkokMonth(statement.month).lastDay || paidOn > today) {
          throw new AppError('VALIDATION_FAILED', {
            message: 'royalties.paidOnInvalid',
            params: { month: statement.month },
          });
        }
        const book = Number(paidOn.slice(0, 4)) + 543;
        const certificateNumber = await repository.nextCertificateNumber(tx, book);
        const paid = await repository.markPayoutPaid(tx, payout.id, {
          paidOn,
          paidAt: now,
          paidByStaffId: actor.staffId,
          bankReference: body.BankReference,
          bankCode: payee.bankCode,
          accountNumber: payee.accountNumber,
          accountName: payee.accountName,
          certificateBook: book,
          certificateNumber,
        });
        if (!paid) throw new Error(`payout ${payout.id} was not pending under its lock`);

        await audit.record(tx, actor, {
          action: 'royaltyPayout.paid',
          entityType: 'royalty_payout',
          entityId: payout.id,
          before: { status: 'pending' },
          after: {
            status: 'paid',
            statementId,
            amountSatang: payout.amountSatang,
            paidOn,
            bankReference: body.BankReference,
            bankCode: payee.bankCode,
            accountNumber: maskAccount(payee.accountNumber),
            certificate: `${book}/${certificateNumber}`,
          },
        });

        const owner = await repository.findOrganisationOwner(tx, statement.organisationId);
        if (owner?.email) {
          const locale = localeOf(owner.language);
          const amount = formatSatang(payout.amountSatang);
          await mail.send(
            {
              to: owner.email,
              locale,
              name: owner.firstName || owner.email,
              email: {
                template: 'royalty-paid',
                organisationName: owner.organisationName,
                month: formatMonth(statement.month, locale),
                amount: locale === 'th' ? `${amount} บาท` : `THB ${amount}`,
                paidOn: formatDay(paidOn, locale),
                reference: statementNumberOf(statement.id, statement.month),
                portalLink: portalUrl,
              },
            },
            tx,
          );
        }
        return payout.id;
      });
      return payoutOf(payoutId, true);
    },

    async listPayouts(
      query: AdminListQuery & {
        Month?: string;
        Status?: 'pending' | 'paid';
        OrganisationId?: number;
      },
      canSeeAccounts: boolean,
    ) {
      const month = query.Month ? monthOf(query.Month).month : undefined;
      const rows = await repository.findPayoutPage(
        db,
        {
          month,
          status: query.Status,
          organisationId: query.OrganisationId,
          descending: query.Order === 'DESC',
        },
        limitOf(query),
        offsetOf(query),
      );
      return page(
        rows.map((row) => presentPayout(row, canSeeAccounts)),
        query,
      );
    },

    /**
     * The bank file of a month's pending payouts (or of those named) in a format. Every payout's
     * organisation must have payee details; named payouts must all be pending in that month.
     */
    async bankFile(query: RoyaltyBankFileQuery, locale: Locale): Promise<BankFile> {
      const { month } = monthOf(query.Month);
      const ids = query.PayoutIds?.split(',').map(Number);
      const rows = await repository.findPendingPayoutsOfMonth(db, month, ids);
      if (ids && rows.length !== new Set(ids).size) {
        throw new AppError('CONFLICT', {
          message: 'royalties.bankFile.unknownPayout',
          params: { month },
        });
      }
      if (rows.length === 0) {
        throw new AppError('CONFLICT', { message: 'royalties.bankFile.empty', params: { month } });
      }
      const transfers: BankTransfer[] = rows.map((row) => {
        if (!row.payee) {
          throw new AppError('CONFLICT', {
            message: 'royalties.payeeMissing',
            params: { organisation: row.organisationName },
          });
        }
        return {
          payoutId: row.payout.id,
          bankCode: row.payee.bankCode,
          accountNumber: row.payee.accountNumber,
          accountName: row.payee.accountName,
          amountSatang: row.payout.amountSatang,
          reference: statementNumberOf(row.payout.statementId, row.month),
          organisationName: row.organisationName,
        };
      });
      const transferDate = query.TransferDate
        ? checkDay(query.TransferDate)
        : bangkokDay(clock.now());
      return bankFiles[query.Format].build(transfers, {
        month,
        transferDate,
        locale: locale === 'en' ? 'en' : 'th',
      });
    },

    async listRates(query: AdminListQuery) {
      const rows = await repository.findRatePage(db, limitOf(query), offsetOf(query));
      return page(rows.map(presentRate), query);
    },

    /**
     * A new withholding rate from a day on (audited). Rates are never edited: a change is a new
     * row with its day, which may not reach back into a month already issued for that payee kind.
     */
    async createRate(actor: StaffActor, body: WithholdingRateCreateBody): Promise<WithholdingRate> {
      const effectiveFrom = checkDay(body.EffectiveFrom);
      const rateId = await withTransaction(async (tx) => {
        await repository.lockRatesOfKind(tx, body.PayeeKind);
        const lastMonth = await repository.findLastIssuedMonth(tx, body.PayeeKind);
        if (lastMonth && effectiveFrom <= bangkokMonth(lastMonth).lastDay) {
          throw new AppError('CONFLICT', {
            message: 'royalties.rateBackdated',
            params: { month: lastMonth },
          });
        }
        const inserted = await repository.insertRate(tx, {
          payeeKind: body.PayeeKind,
          incomeType: 'royalty',
          rateBp: body.RateBp,
          effectiveFrom,
          source: body.Source,
        });
        if (inserted === 'taken') {
          throw new AppError('CONFLICT', {
            message: 'royalties.rateTaken',
            params: { day: effectiveFrom },
          });
        }
        await audit.record(tx, actor, {
          action: 'withholdingRate.create',
          entityType: 'withholding_tax_rate',
          entityId: inserted.id,
          after: {
            payeeKind: body.PayeeKind,
            rateBp: body.RateBp,
            effectiveFrom,
            source: body.Source,
          },
        });
        return inserted.id;
      });
      const row = await repository.findRateView(db, rateId);
      if (!row) throw new Error(`withholding rate ${rateId} vanished`);
      return presentRate(row);
    },
  };
};

export type RoyaltiesAdminService = ReturnType<typeof createRoyaltiesAdminService>;
