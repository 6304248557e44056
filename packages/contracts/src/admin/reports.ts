import { z } from 'zod';
import { envelope } from '../envelope.js';
import { adminRoute } from './route.js';

/**
 * Reports of the back office (issue 24, docs/back-office.md "Reports"): sales by day, by book, by
 * category and by publisher for a month, the month's VAT output figures for ภ.พ.30 with its tax
 * documents, coins issued, spent and expired by day, and redeem codes claimed by day.
 * Days and months are Asia/Bangkok; money is in satang. Every report also comes as CSV (UTF-8 with
 * a BOM, headers in the staff member's language).
 */

/** `Month=YYYY-MM`; the service checks the value and answers a clear message when it is wrong. */
export const ReportMonthQuerySchema = z.object({
  Month: z.string().trim().min(1).max(20),
});
export type ReportMonthQuery = z.infer<typeof ReportMonthQuerySchema>;

/**
 * A report by Bangkok day: one row a day (`Id` and `Date`: `YYYY-MM-DD` in Asia/Bangkok) with
 * these figures, and the month's days with the same figures totalled.
 */
const byDay = <const F extends z.ZodRawShape>(figures: F) => {
  const day = z.object({ Id: z.string(), Date: z.string(), ...figures });
  const month = z.object({ Month: z.string(), Days: z.array(day), Totals: z.object(figures) });
  return { day, month };
};

/**
 * One Bangkok day of book sales: orders paid that day (books and gifts; coin packs apart, as they
 * are prepayments, not VAT-able sales), and staff refunds completed that day.
 */
const salesByDay = byDay({
  Orders: z.number().int(),
  /** Shelf prices before discounts (VAT included). */
  GrossSatang: z.number().int(),
  DiscountSatang: z.number().int(),
  /** Gross − discounts: what the customers paid (VAT included), by coins and gateway. */
  TotalSatang: z.number().int(),
  /** The part of the total paid with coins. */
  CoinsSatang: z.number().int(),
  VatSatang: z.number().int(),
  /** Total − VAT. */
  NetSatang: z.number().int(),
  /** Staff refunds completed that day (VAT included). */
  RefundSatang: z.number().int(),
  RefundVatSatang: z.number().int(),
  /** Total − refunds (VAT included). */
  NetSalesSatang: z.number().int(),
  /** Coin packs sold that day (prepayments, outside the figures above). */
  CoinPackSatang: z.number().int(),
});
export const SalesDaySchema = salesByDay.day;
export type SalesDay = z.infer<typeof SalesDaySchema>;

export const SalesByDaySchema = salesByDay.month;
export type SalesByDay = z.infer<typeof SalesByDaySchema>;

/** One book (or publisher) in a month: copies sold and refunded, and their amounts. */
export const SalesRowSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Copies: z.number().int(),
  TotalSatang: z.number().int(),
  VatSatang: z.number().int(),
  RefundedCopies: z.number().int(),
  RefundSatang: z.number().int(),
  /** Total − refunds (VAT included). */
  NetSalesSatang: z.number().int(),
});
export type SalesRow = z.infer<typeof SalesRowSchema>;

export const SalesByItemSchema = z.object({
  Month: z.string(),
  Items: z.array(SalesRowSchema),
});
export type SalesByItem = z.infer<typeof SalesByItemSchema>;

/** One tax document of the month: a tax invoice (abbreviated or full) or a credit note. */
export const TaxDocumentSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['abbreviated', 'full', 'credit_note']),
  Number: z.string(),
  IssuedAt: z.string(),
  /** `YYYY-MM-DD` in Asia/Bangkok. */
  Date: z.string(),
  OrderNumber: z.string(),
  /** Credit notes: the invoice they correct. */
  RefersTo: z.string().nullable(),
  /** VAT included, as printed; a credit note's amounts are what it credits (positive). */
  TotalSatang: z.number().int(),
  TaxableNetSatang: z.number().int(),
  VatSatang: z.number().int(),
  ExemptSatang: z.number().int(),
  /** A sale document replaced by a full tax invoice (its sale counts once, in its first month). */
  Replaced: z.boolean(),
  VoidedAt: z.string().nullable(),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

const VatFiguresSchema = z.object({
  /** Taxable sales before VAT (7 %). */
  TaxableSatang: z.number().int(),
  /** Zero-rated sales (exports): the store has none, always 0. */
  ZeroRatedSatang: z.number().int(),
  /** VAT-exempt sales (e-editions of newspapers, magazines and textbooks). */
  ExemptSatang: z.number().int(),
  VatSatang: z.number().int(),
});

/**
 * The month's output VAT (ภ.พ.30): sales from the tax invoices issued in the month (a sale once,
 * by its first document), reduced by the month's credit notes. Coin packs are not VAT-able sales.
 */
export const VatReportSchema = z.object({
  Month: z.string(),
  Sales: VatFiguresSchema,
  CreditNotes: VatFiguresSchema,
  /** Sales − credit notes: what goes on ภ.พ.30. */
  Net: VatFiguresSchema,
  InvoiceCount: z.number().int(),
  CreditNoteCount: z.number().int(),
  Documents: z.array(TaxDocumentSchema),
});
export type VatReport = z.infer<typeof VatReportSchema>;

/**
 * Coins of a Bangkok day (1 coin = ฿1, in satang): credited by where they came from, spent on
 * orders (less coins given back by orders cancelled or expired that day), reward coins taken back
 * with refunds, and coins left unspent in batches whose validity ended that day (up to now).
 */
const coinsByDay = byDay({
  IssuedSatang: z.number().int(),
  TopUpSatang: z.number().int(),
  RewardSatang: z.number().int(),
  RedeemSatang: z.number().int(),
  StaffSatang: z.number().int(),
  RefundSatang: z.number().int(),
  SpentSatang: z.number().int(),
  ClawbackSatang: z.number().int(),
  ExpiredSatang: z.number().int(),
});
export const CoinsDaySchema = coinsByDay.day;
export type CoinsDay = z.infer<typeof CoinsDaySchema>;

export const CoinsByDaySchema = coinsByDay.month;
export type CoinsByDay = z.infer<typeof CoinsByDaySchema>;

/** Redeem codes claimed on a Bangkok day, by what they give. */
const redeemClaimsByDay = byDay({
  Claims: z.number().int(),
  /** Codes for a book (staff batches, codes made by command). */
  BookClaims: z.number().int(),
  /** Gift codes (a book bought for someone). */
  GiftClaims: z.number().int(),
  CoinClaims: z.number().int(),
  CouponClaims: z.number().int(),
  /** Coins credited by the coin codes claimed. */
  CoinsSatang: z.number().int(),
});
export const RedeemClaimsDaySchema = redeemClaimsByDay.day;
export type RedeemClaimsDay = z.infer<typeof RedeemClaimsDaySchema>;

export const RedeemClaimsByDaySchema = redeemClaimsByDay.month;
export type RedeemClaimsByDay = z.infer<typeof RedeemClaimsByDaySchema>;

/** A call of a report for `?Month=YYYY-MM`, under `reports.read`. */
const reportCall = <const P extends `/admin/v1/reports/${string}`, const R extends z.ZodType>(
  path: P,
  response: R,
) =>
  adminRoute({
    service: 'admin',
    method: 'GET',
    path,
    access: 'staff',
    permission: 'reports.read',
    query: ReportMonthQuerySchema,
    response,
  });

type ReportCall<P extends string, R extends z.ZodType> = ReturnType<
  typeof reportCall<`/admin/v1/reports/${P}`, R>
>;

/**
 * A report's two calls: `name` answers its figures in the envelope, `${name}Csv` the same
 * figures as a CSV file at the same path with `.csv`.
 */
const report = <const N extends string, const P extends string, const D extends z.ZodType>(
  name: N,
  path: `/admin/v1/reports/${P}`,
  data: D,
) =>
  ({
    [name]: reportCall(path, envelope(data)),
    [`${name}Csv`]: { ...reportCall(`${path}.csv`, z.string()), file: true },
  }) as { readonly [K in N]: ReportCall<P, ReturnType<typeof envelope<D>>> } & {
    readonly [K in `${N}Csv`]: ReportCall<`${P}.csv`, z.ZodString> & { readonly file: true };
  };

export const REPORTS_ADMIN_ROUTES = {
  ...report('adminReportSalesByDay', '/admin/v1/reports/sales-by-day', SalesByDaySchema),
  ...report('adminReportSalesByBook', '/admin/v1/reports/sales-by-book', SalesByItemSchema),
  ...report(
    'adminReportSalesByPublisher',
    '/admin/v1/reports/sales-by-publisher',
    SalesByItemSchema,
  ),
  /** By the book's first category (the first of its categories), shown with its parent. */
  ...report('adminReportSalesByCategory', '/admin/v1/reports/sales-by-category', SalesByItemSchema),
  ...report('adminReportCoins', '/admin/v1/reports/coins-by-day', CoinsByDaySchema),
  ...report(
    'adminReportRedeemClaims',
    '/admin/v1/reports/redeem-claims-by-day',
    RedeemClaimsByDaySchema,
  ),
  ...report('adminReportVat', '/admin/v1/reports/vat', VatReportSchema),
} as const;
