import type {
  CoinsByDay,
  CoinsDay,
  RedeemClaimsByDay,
  RedeemClaimsDay,
  SalesByDay,
  SalesByItem,
  SalesDay,
  SalesRow,
  TaxDocument,
  VatReport,
} from '@nangsue/contracts/admin';
import type { Locale } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type * as reportsRepository from './reports.repository.js';
import type { MonthRange, SalesItemRow, TaxDocumentRow } from './reports.repository.js';
import { csvDocument } from '../../lib/csv.js';

/**
 * The back office's reports (docs/back-office.md "Reports"): read-only sums over orders, refunds
 * and the tax documents as issued. A month is its Bangkok days (UTC+7 all year, no daylight
 * saving), so `2026-11` runs from 2026-10-31T17:00Z to 2026-11-30T17:00Z.
 */

type Deps = { db: Database; repository: typeof reportsRepository };

/** What sales are grouped by: a book, its publisher, or its first category. */
type ItemGroup = 'book' | 'publisher' | 'category';

const COIN_FIELDS = [
  'IssuedSatang',
  'TopUpSatang',
  'RewardSatang',
  'RedeemSatang',
  'StaffSatang',
  'RefundSatang',
  'SpentSatang',
  'ClawbackSatang',
  'ExpiredSatang',
] as const;

const CLAIM_FIELDS = [
  'Claims',
  'BookClaims',
  'GiftClaims',
  'CoinClaims',
  'CouponClaims',
  'CoinsSatang',
] as const;

/** Each day's figures and their sum over the month (days without any as zeros). */
const daysOf = <F extends string, D extends { Id: string; Date: string } & Record<F, number>>(
  days: string[],
  fields: readonly F[],
  found: Map<string, D>,
): { Days: D[]; Totals: Record<F, number> } => {
  const zero = Object.fromEntries(fields.map((field) => [field, 0])) as Record<F, number>;
  const list = days.map((date) => found.get(date) ?? ({ Id: date, Date: date, ...zero } as D));
  const totals = { ...zero };
  for (const day of list) for (const field of fields) totals[field] += day[field];
  return { Days: list, Totals: totals };
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's Bangkok range; a clear 400 for anything that is not `YYYY-MM`. */
export const monthRangeOf = (month: string): MonthRange & { days: string[] } => {
  const match = MONTH.exec(month.trim());
  const year = match ? Number(match[1]) : 0;
  if (!match || year < 2000 || year > 2200)
    throw new AppError('VALIDATION_FAILED', { message: 'reports.month.invalid' });
  const monthNo = Number(match[2]);
  const from = new Date(`${match[1]}-${match[2]}-01T00:00:00+07:00`);
  const next =
    monthNo === 12 ? `${year + 1}-01` : `${year}-${String(monthNo + 1).padStart(2, '0')}`;
  const to = new Date(`${next}-01T00:00:00+07:00`);
  const count = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  const days = Array.from(
    { length: count },
    (_, index) => `${match[1]}-${match[2]}-${String(index + 1).padStart(2, '0')}`,
  );
  return { from, to, days };
};

/** Satang as baht with two decimals, from integers only (no binary fractions). */
export const bahtOf = (satang: number): string => {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const emptyDay = (date: string): SalesDay => ({
  Id: date,
  Date: date,
  Orders: 0,
  GrossSatang: 0,
  DiscountSatang: 0,
  TotalSatang: 0,
  CoinsSatang: 0,
  VatSatang: 0,
  NetSatang: 0,
  RefundSatang: 0,
  RefundVatSatang: 0,
  NetSalesSatang: 0,
  CoinPackSatang: 0,
});

const emptyFigures = () => ({
  TaxableSatang: 0,
  ZeroRatedSatang: 0,
  ExemptSatang: 0,
  VatSatang: 0,
});

export const createReportsService = ({ db, repository }: Deps) => {
  const salesByDay = async (month: string): Promise<SalesByDay> => {
    const range = monthRangeOf(month);
    const rows = new Map((await repository.salesByDay(db, range)).map((row) => [row.date, row]));
    const days = range.days.map((date): SalesDay => {
      const row = rows.get(date);
      if (!row) return emptyDay(date);
      return {
        Id: date,
        Date: date,
        Orders: row.orders,
        GrossSatang: row.grossSatang,
        DiscountSatang: row.discountSatang,
        TotalSatang: row.totalSatang,
        CoinsSatang: row.coinsSatang,
        VatSatang: row.vatSatang,
        NetSatang: row.totalSatang - row.vatSatang,
        RefundSatang: row.refundSatang,
        RefundVatSatang: row.refundVatSatang,
        NetSalesSatang: row.totalSatang - row.refundSatang,
        CoinPackSatang: row.coinPackSatang,
      };
    });
    const { Id: _id, Date: _date, ...zero } = emptyDay('');
    const totals = days.reduce((sum, day) => {
      const next = { ...sum };
      for (const key of Object.keys(zero) as (keyof typeof zero)[]) next[key] += day[key];
      return next;
    }, zero);
    return { Month: month.trim(), Days: days, Totals: totals };
  };

  const itemRow =
    (locale: Locale, by: ItemGroup) =>
    (row: SalesItemRow): SalesRow => {
      const name = locale === 'en' ? row.nameEn || row.nameTh : row.nameTh || row.nameEn;
      const none =
        by === 'publisher'
          ? translate(locale, 'reports.csv.noPublisher')
          : translate(locale, 'reports.csv.noCategory');
      return {
        Id: row.id,
        Name: by !== 'book' && row.id === 0 ? none : name,
        Copies: row.copies,
        TotalSatang: row.totalSatang,
        VatSatang: row.vatSatang,
        RefundedCopies: row.refundedCopies,
        RefundSatang: row.refundSatang,
        NetSalesSatang: row.totalSatang - row.refundSatang,
      };
    };

  const salesByItem = async (
    month: string,
    by: ItemGroup,
    locale: Locale,
  ): Promise<SalesByItem> => {
    const range = monthRangeOf(month);
    const rows = await repository.salesByItem(db, range, by);
    return { Month: month.trim(), Items: rows.map(itemRow(locale, by)) };
  };

  const documentOf = (row: TaxDocumentRow): TaxDocument => ({
    Id: row.id,
    Kind: row.kind,
    Number: row.number,
    IssuedAt: row.issuedAt.toISOString(),
    Date: row.date,
    OrderNumber: orderNumberOf(row.orderId),
    RefersTo: row.refersTo,
    TotalSatang: row.totalSatang,
    TaxableNetSatang: row.taxableNetSatang,
    VatSatang: row.vatSatang,
    ExemptSatang: row.exemptSatang,
    Replaced: row.replaced,
    VoidedAt: row.voidedAt?.toISOString() ?? null,
  });

  const vat = async (month: string): Promise<VatReport> => {
    const range = monthRangeOf(month);
    const documents = (await repository.taxDocuments(db, range)).map(documentOf);
    const sales = emptyFigures();
    const credits = emptyFigures();
    let invoices = 0;
    let creditNotes = 0;
    for (const document of documents) {
      // A sale counts once, by its first document: a full invoice that replaced one does not add.
      if (document.Kind !== 'credit_note' && document.Replaced) continue;
      const figures = document.Kind === 'credit_note' ? credits : sales;
      if (document.Kind === 'credit_note') creditNotes += 1;
      else invoices += 1;
      figures.TaxableSatang += document.TaxableNetSatang;
      figures.ExemptSatang += document.ExemptSatang;
      figures.VatSatang += document.VatSatang;
    }
    return {
      Month: month.trim(),
      Sales: sales,
      CreditNotes: credits,
      Net: {
        TaxableSatang: sales.TaxableSatang - credits.TaxableSatang,
        ZeroRatedSatang: 0,
        ExemptSatang: sales.ExemptSatang - credits.ExemptSatang,
        VatSatang: sales.VatSatang - credits.VatSatang,
      },
      InvoiceCount: invoices,
      CreditNoteCount: creditNotes,
      Documents: documents,
    };
  };

  const coinsByDay = async (month: string): Promise<CoinsByDay> => {
    const range = monthRangeOf(month);
    const found = new Map(
      (await repository.coinsByDay(db, range)).map((row): [string, CoinsDay] => [
        row.date,
        {
          Id: row.date,
          Date: row.date,
          IssuedSatang: row.issuedSatang,
          TopUpSatang: row.topUpSatang,
          RewardSatang: row.rewardSatang,
          RedeemSatang: row.redeemSatang,
          StaffSatang: row.staffSatang,
          RefundSatang: row.refundSatang,
          SpentSatang: row.spentSatang,
          ClawbackSatang: row.clawbackSatang,
          ExpiredSatang: row.expiredSatang,
        },
      ]),
    );
    return { Month: month.trim(), ...daysOf(range.days, COIN_FIELDS, found) };
  };

  const redeemClaimsByDay = async (month: string): Promise<RedeemClaimsByDay> => {
    const range = monthRangeOf(month);
    const found = new Map(
      (await repository.redeemClaimsByDay(db, range)).map((row): [string, RedeemClaimsDay] => [
        row.date,
        {
          Id: row.date,
          Date: row.date,
          Claims: row.claims,
          BookClaims: row.bookClaims,
          GiftClaims: row.giftClaims,
          CoinClaims: row.coinClaims,
          CouponClaims: row.couponClaims,
          CoinsSatang: row.coinsSatang,
        },
      ]),
    );
    return { Month: month.trim(), ...daysOf(range.days, CLAIM_FIELDS, found) };
  };

  const header = (locale: Locale, keys: MessageKey[]) => keys.map((key) => translate(locale, key));

  return {
    salesByDay,
    salesByItem,
    vat,
    coinsByDay,
    redeemClaimsByDay,

    async coinsCsv(month: string, locale: Locale) {
      const report = await coinsByDay(month);
      const line = (first: string, day: Omit<CoinsDay, 'Id' | 'Date'>) => [
        first,
        ...COIN_FIELDS.map((field) => bahtOf(day[field])),
      ];
      return {
        fileName: `coins-by-day-${report.Month}.csv`,
        csv: csvDocument([
          header(locale, [
            'reports.csv.date',
            'reports.csv.coinsIssued',
            'reports.csv.coinsTopUp',
            'reports.csv.coinsReward',
            'reports.csv.coinsRedeem',
            'reports.csv.coinsStaff',
            'reports.csv.coinsRefund',
            'reports.csv.coinsSpent',
            'reports.csv.coinsClawback',
            'reports.csv.coinsExpired',
          ]),
          ...report.Days.map((day) => line(day.Date, day)),
          line(translate(locale, 'reports.csv.totalRow'), report.Totals),
        ]),
      };
    },

    async redeemClaimsCsv(month: string, locale: Locale) {
      const report = await redeemClaimsByDay(month);
      const line = (first: string, day: Omit<RedeemClaimsDay, 'Id' | 'Date'>) => [
        first,
        day.Claims,
        day.BookClaims,
        day.GiftClaims,
        day.CoinClaims,
        day.CouponClaims,
        bahtOf(day.CoinsSatang),
      ];
      return {
        fileName: `redeem-claims-by-day-${report.Month}.csv`,
        csv: csvDocument([
          header(locale, [
            'reports.csv.date',
            'reports.csv.claims',
            'reports.csv.bookClaims',
            'reports.csv.giftClaims',
            'reports.csv.coinClaims',
            'reports.csv.couponClaims',
            'reports.csv.claimedCoins',
          ]),
          ...report.Days.map((day) => line(day.Date, day)),
          line(translate(locale, 'reports.csv.totalRow'), report.Totals),
        ]),
      };
    },

    async salesByDayCsv(month: string, locale: Locale) {
      const report = await salesByDay(month);
      const line = (first: string, day: Omit<SalesDay, 'Id' | 'Date'>) => [
        first,
        day.Orders,
        bahtOf(day.GrossSatang),
        bahtOf(day.DiscountSatang),
        bahtOf(day.TotalSatang),
        bahtOf(day.CoinsSatang),
        bahtOf(day.VatSatang),
        bahtOf(day.NetSatang),
        bahtOf(day.RefundSatang),
        bahtOf(day.RefundVatSatang),
        bahtOf(day.NetSalesSatang),
        bahtOf(day.CoinPackSatang),
      ];
      return {
        fileName: `sales-by-day-${report.Month}.csv`,
        csv: csvDocument([
          header(locale, [
            'reports.csv.date',
            'reports.csv.orders',
            'reports.csv.gross',
            'reports.csv.discount',
            'reports.csv.total',
            'reports.csv.coins',
            'reports.csv.vat',
            'reports.csv.net',
            'reports.csv.refund',
            'reports.csv.refundVat',
            'reports.csv.netSales',
            'reports.csv.coinPacks',
          ]),
          ...report.Days.map((day) => line(day.Date, day)),
          line(translate(locale, 'reports.csv.totalRow'), report.Totals),
        ]),
      };
    },

    async salesByItemCsv(month: string, by: ItemGroup, locale: Locale) {
      const report = await salesByItem(month, by, locale);
      return {
        fileName: `sales-by-${by}-${report.Month}.csv`,
        csv: csvDocument([
          header(locale, [
            'reports.csv.id',
            by === 'book'
              ? 'reports.csv.book'
              : by === 'publisher'
                ? 'reports.csv.publisher'
                : 'reports.csv.category',
            'reports.csv.copies',
            'reports.csv.total',
            'reports.csv.vat',
            'reports.csv.refundedCopies',
            'reports.csv.refund',
            'reports.csv.netSales',
          ]),
          ...report.Items.map((item) => [
            item.Id,
            item.Name,
            item.Copies,
            bahtOf(item.TotalSatang),
            bahtOf(item.VatSatang),
            item.RefundedCopies,
            bahtOf(item.RefundSatang),
            bahtOf(item.NetSalesSatang),
          ]),
        ]),
      };
    },

    async vatCsv(month: string, locale: Locale) {
      const report = await vat(month);
      const figures = (label: MessageKey, f: VatReport['Net']) => [
        translate(locale, label),
        '',
        '',
        '',
        '',
        '',
        bahtOf(f.TaxableSatang),
        bahtOf(f.VatSatang),
        bahtOf(f.ExemptSatang),
        bahtOf(f.ZeroRatedSatang),
        '',
      ];
      return {
        fileName: `vat-${report.Month}.csv`,
        csv: csvDocument([
          header(locale, [
            'reports.csv.kind',
            'reports.csv.number',
            'reports.csv.date',
            'reports.csv.orderNumber',
            'reports.csv.refersTo',
            'reports.csv.total',
            'reports.csv.taxable',
            'reports.csv.vat',
            'reports.csv.exempt',
            'reports.csv.zeroRated',
            'reports.csv.voided',
          ]),
          ...report.Documents.map((document) => [
            translate(locale, `reports.csv.kind.${document.Kind}`),
            document.Number,
            document.Date,
            document.OrderNumber,
            document.RefersTo ?? '',
            bahtOf(document.TotalSatang),
            bahtOf(document.TaxableNetSatang),
            bahtOf(document.VatSatang),
            bahtOf(document.ExemptSatang),
            bahtOf(0),
            document.VoidedAt ? translate(locale, 'reports.csv.voided') : '',
          ]),
          figures('reports.csv.sales', { ...report.Sales }),
          figures('reports.csv.creditNotes', { ...report.CreditNotes }),
          figures('reports.csv.netVat', report.Net),
        ]),
      };
    },
  };
};

export type ReportsService = ReturnType<typeof createReportsService>;
