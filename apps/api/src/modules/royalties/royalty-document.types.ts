/**
 * What the royalties' documents say, gathered from the database by royalty-documents.ts and drawn
 * by royalty-statement-pdf.ts and withholding-certificate-pdf.ts from this alone (no database,
 * no clock). Money in integer satang, instants as ISO 8601, days as `YYYY-MM-DD` in Bangkok.
 */

export type DocumentLocale = 'th' | 'en';

/** Who pays: the store, as its receipts name it (settings SELLER_*). */
export type PayerParty = {
  name: string;
  /** 13 digits. */
  taxId: string;
  address: string;
};

/** Who is paid: the organisation as registered (its legal name and tax id). */
export type PayeeParty = {
  legalName: string;
  /** The name readers know it by, when it differs. */
  tradeName: string;
  /** 13 digits. */
  taxId: string;
  /** Null until staff set the payee details. */
  address: string | null;
  kind: 'individual' | 'company';
};

export type StatementDocumentLine = {
  kind: 'sale' | 'refund';
  /** ISO instant: the payment or the refund. */
  occurredAt: string;
  orderNumber: string;
  bookName: string;
  netSatang: number;
  royaltySatang: number;
};

export type StatementDocument = {
  locale: DocumentLocale;
  /** `RS-2025-01-000012`. */
  number: string;
  /** `YYYY-MM`. */
  month: string;
  /** ISO instant. */
  issuedAt: string;
  payer: PayerParty;
  payee: PayeeParty;
  royaltyShareBp: number;
  withholdingRateBp: number;
  salesNetSatang: number;
  refundsNetSatang: number;
  royaltySatang: number;
  /** The negative balance brought from the previous statement (≤ 0; a line when not 0). */
  carriedInSatang: number;
  withholdingSatang: number;
  payableSatang: number;
  /** The negative balance carried to the next statement (≤ 0; a line when not 0). */
  carriedOutSatang: number;
  lines: StatementDocumentLine[];
  /** Paid: the day and the bank's reference. */
  payment: { paidOn: string; bankReference: string | null } | null;
};

/**
 * The withholding tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย, Revenue Code s.50 ทวิ) of
 * one paid statement.
 */
export type CertificateDocument = {
  /** The book (the Buddhist year of payment) and the number in it. */
  book: number;
  number: number;
  payer: PayerParty;
  payee: PayeeParty;
  /** ภ.ง.ด.3 for an individual, ภ.ง.ด.53 for a company. */
  form: 'pnd3' | 'pnd53';
  /** The Bangkok day paid (`YYYY-MM-DD`): the income's date and the certificate's. */
  paidOn: string;
  /**
   * The income paid before tax: the statement's royalty plus the negative balance it brought in
   * (the base the tax was withheld from; payable + tax).
   */
  amountPaidSatang: number;
  taxWithheldSatang: number;
  /** The statement it certifies (printed as a note). */
  statementNumber: string;
  month: string;
};
