import { intlLocaleOf } from '../../lib/format';

/**
 * Pure helpers of the portal's statements (no React): a statement's month as words, its net
 * sales, and its rates as percent.
 */

/** `2026-10` → `ตุลาคม 2569` (Thai, Buddhist year) or `October 2026`; other text as it is. */
export const formatMonth = (month: string, locale: string): string => {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocaleOf(locale), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
};

/** What the month's sales came to after its refunds (both nets of VAT and coupons). */
export const netSalesOf = (statement: {
  SalesNetSatang: number;
  RefundsNetSatang: number;
}): number => statement.SalesNetSatang - statement.RefundsNetSatang;

/** An amount taken off, shown negative (nothing is 0, not -0). */
const less = (satang: number) => (satang === 0 ? 0 : -satang);

export type SummaryLineKey =
  | 'sales'
  | 'refunds'
  | 'netSales'
  | 'royalty'
  | 'carriedIn'
  | 'withholding'
  | 'payable'
  | 'carriedOut';

export type SummaryLine = { key: SummaryLineKey; satang: number; strong?: boolean };

/**
 * The statement's summary, from the month's sales to what is paid (docs/royalties.md): the
 * negative balance brought from the previous statement comes off the royalty before withholding
 * tax, and one carried on to the next is shown after what is paid; each only when not zero.
 * Royalty + brought in + withholding (negative) = payable + carried on.
 */
export const summaryLinesOf = (statement: {
  SalesNetSatang: number;
  RefundsNetSatang: number;
  RoyaltySatang: number;
  CarriedInSatang: number;
  WithholdingSatang: number;
  PayableSatang: number;
  CarriedOutSatang: number;
}): SummaryLine[] => [
  { key: 'sales', satang: statement.SalesNetSatang },
  { key: 'refunds', satang: less(statement.RefundsNetSatang) },
  { key: 'netSales', satang: netSalesOf(statement), strong: true },
  { key: 'royalty', satang: statement.RoyaltySatang },
  ...(statement.CarriedInSatang !== 0
    ? [{ key: 'carriedIn' as const, satang: statement.CarriedInSatang }]
    : []),
  { key: 'withholding', satang: less(statement.WithholdingSatang) },
  { key: 'payable', satang: statement.PayableSatang, strong: true },
  ...(statement.CarriedOutSatang !== 0
    ? [{ key: 'carriedOut' as const, satang: statement.CarriedOutSatang }]
    : []),
];

/** Basis points as percent text: 7000 → `70%`, 250 → `2.5%`. */
export const formatPercent = (bp: number, locale: string): string =>
  `${(bp / 100).toLocaleString(intlLocaleOf(locale), { maximumFractionDigits: 2 })}%`;

/** The name a downloaded document gets when the API names none. */
export const documentFileName = (
  number: string,
  kind: 'pdf_th' | 'pdf_en' | 'csv' | 'certificate',
): string =>
  kind === 'certificate'
    ? `50-tawi-${number}.pdf`
    : kind === 'csv'
      ? `${number}.csv`
      : `${number}-${kind === 'pdf_th' ? 'th' : 'en'}.pdf`;
