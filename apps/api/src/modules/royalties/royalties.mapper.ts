import type {
  RoyaltyOrganisation,
  RoyaltyPayout,
  RoyaltyStatement,
  RoyaltyStatementLine,
  WithholdingRate,
} from '@nangsue/contracts/admin';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type {
  OrganisationView,
  PayoutView,
  StatementLineView,
  StatementView,
} from './royalties-admin.repository.js';

/**
 * Rows of the royalties' tables as the contracts name them (the back office's and, later, the
 * publisher portal's answers). Account numbers are shown whole only to staff who may change them.
 */

/** `RS-2025-01-000012`: the month and the statement's id (18 characters at most, a bank reference). */
export const statementNumberOf = (statementId: number, month: string): string =>
  `RS-${month}-${String(statementId).padStart(6, '0')}`;

/** `2568/000001`: the 50 ทวิ certificate's book (the Buddhist year) and number. */
export const certificateNumberOf = (book: number, number: number): string =>
  `${book}/${String(number).padStart(6, '0')}`;

/** `******7890`: only the last four digits. */
export const maskAccount = (accountNumber: string): string =>
  `${'*'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;

const accountOf = (accountNumber: string | null, whole: boolean): string | null =>
  accountNumber === null ? null : whole ? accountNumber : maskAccount(accountNumber);

/** The application's account number as digits (what the applicant typed may hold dashes). */
const digitsOf = (text: string): string => text.replace(/\D/g, '');

export const presentOrganisation = (
  row: OrganisationView,
  canSeeAccounts: boolean,
): RoyaltyOrganisation => {
  const { organisation, payee } = row;
  return {
    Id: organisation.id,
    Name: organisation.name,
    LegalName: organisation.legalName,
    TaxId: organisation.taxId,
    CatalogPublisherId: organisation.catalogPublisherId,
    CatalogPublisherName: row.catalogPublisherName,
    PayeeKind: organisation.payeeKind,
    RoyaltyShareBp: organisation.royaltyShareBp,
    BankCode: payee?.bankCode ?? row.applicationBankCode,
    AccountNumber: accountOf(
      payee?.accountNumber ?? digitsOf(row.applicationAccountNumber),
      canSeeAccounts,
    ),
    AccountName: payee?.accountName ?? row.applicationAccountName,
    PayeeAddress: payee?.address ?? row.applicationAddress,
    PayeeConfirmed: payee !== null,
    PayeeUpdatedAt: payee?.updatedAt.toISOString() ?? null,
    CreatedAt: organisation.createdAt.toISOString(),
  };
};

export const presentPayout = (row: PayoutView, canSeeAccounts: boolean): RoyaltyPayout => {
  const { payout, payee } = row;
  const isPaid = payout.status === 'paid';
  return {
    Id: payout.id,
    StatementId: payout.statementId,
    StatementNumber: statementNumberOf(payout.statementId, row.month),
    OrganisationId: payout.organisationId,
    OrganisationName: row.organisationName,
    Month: row.month,
    AmountSatang: payout.amountSatang,
    Status: payout.status,
    BankCode: isPaid ? payout.bankCode : (payee?.bankCode ?? null),
    AccountNumber: accountOf(
      isPaid ? payout.accountNumber : (payee?.accountNumber ?? null),
      canSeeAccounts,
    ),
    AccountName: isPaid ? payout.accountName : (payee?.accountName ?? null),
    PaidOn: payout.paidOn,
    PaidAt: payout.paidAt?.toISOString() ?? null,
    PaidBy: row.paidBy,
    BankReference: payout.bankReference,
    CertificateNumber:
      payout.certificateBook !== null && payout.certificateNumber !== null
        ? certificateNumberOf(payout.certificateBook, payout.certificateNumber)
        : null,
    CreatedAt: payout.createdAt.toISOString(),
  };
};

export const presentStatement = (row: StatementView): RoyaltyStatement => {
  const { statement, payout } = row;
  return {
    Id: statement.id,
    Number: statementNumberOf(statement.id, statement.month),
    OrganisationId: statement.organisationId,
    OrganisationName: row.organisationName,
    Month: statement.month,
    PayeeKind: statement.payeeKind,
    RoyaltyShareBp: statement.royaltyShareBp,
    WithholdingRateBp: statement.withholdingRateBp,
    SalesNetSatang: statement.salesNetSatang,
    RefundsNetSatang: statement.refundsNetSatang,
    RoyaltySatang: statement.royaltySatang,
    CarriedInSatang: statement.carriedInSatang,
    WithholdingSatang: statement.withholdingSatang,
    PayableSatang: statement.payableSatang,
    CarriedOutSatang: statement.carriedOutSatang,
    LineCount: statement.lineCount,
    IssuedAt: statement.issuedAt.toISOString(),
    IssuedBy: row.issuedBy,
    PayoutStatus: payout ? payout.status : 'none',
    PaidAt: payout?.paidAt?.toISOString() ?? null,
  };
};

/** The book's name in the reader's language (the other when one is empty). */
export const bookNameOf = (line: StatementLineView, locale: 'th' | 'en'): string =>
  (locale === 'en' ? line.bookNameEn || line.bookNameTh : line.bookNameTh || line.bookNameEn) ||
  `#${line.bookId}`;

export const presentLine = (
  line: StatementLineView,
  locale: 'th' | 'en',
): RoyaltyStatementLine => ({
  Id: line.id,
  Kind: line.kind,
  OccurredAt: line.occurredAt.toISOString(),
  OrderNumber: orderNumberOf(line.orderId),
  BookId: line.bookId,
  BookName: bookNameOf(line, locale),
  NetSatang: line.netSatang,
  RoyaltySatang: line.royaltySatang,
});

export const presentRate = (row: {
  rate: {
    id: number;
    payeeKind: 'individual' | 'company';
    incomeType: string;
    rateBp: number;
    effectiveFrom: string;
    source: string;
    createdAt: Date;
  };
  statementCount: number;
}): WithholdingRate => ({
  Id: row.rate.id,
  PayeeKind: row.rate.payeeKind,
  IncomeType: row.rate.incomeType,
  RateBp: row.rate.rateBp,
  EffectiveFrom: row.rate.effectiveFrom,
  Source: row.rate.source,
  CreatedAt: row.rate.createdAt.toISOString(),
  StatementCount: Number(row.statementCount),
});
