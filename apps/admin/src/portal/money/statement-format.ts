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
