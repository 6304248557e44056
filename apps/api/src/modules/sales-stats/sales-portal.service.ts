import type { Locale } from '@nangsue/contracts';
import type {
  PortalRefundLine,
  PortalSalesBook,
  PortalSalesDashboard,
  PortalSalesFigures,
  PortalSalesGroup,
  PortalSearchTerm,
} from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/deps.js';
import type * as portalRepository from './sales-portal.repository.js';
import type * as salesStatsRepository from './sales-stats.repository.js';
import type { BookSalesSort, DashboardBookRow, SalesFigures } from './sales-stats.repository.js';
import { bangkokDay, wholeMonths, type SalesStatsService } from './sales-stats.service.js';

/**
 * Whose sales a portal call reads: the organisation's catalog publisher (books.publisher_id), from
 * the portal session, never from the request.
 */
export type PublisherScope = { organisationId: number; catalogPublisherId: number };

export type SalesPortalServiceDeps = {
  db: Database;
  clock: Clock;
  salesStats: Pick<SalesStatsService, 'dashboard'>;
  repository: Pick<
    typeof portalRepository,
    'findRefundLines' | 'findSearchTerms' | 'isPublisherBook'
  > &
    Pick<typeof salesStatsRepository, 'salesByBook'>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The period left out: the last 30 days, today (Bangkok) included. */
const DEFAULT_DAYS = 30;
/** The longest period, as the dashboard's read allows (a little over five years). */
export const MAX_PERIOD_DAYS = 5 * 366;

const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const nextMonth = (month: string): string => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
};

const figures = (row: SalesFigures): PortalSalesFigures => ({
  Copies: row.units,
  GrossSatang: row.grossSatang,
  NetSatang: row.netSatang,
  DiscountSatang: row.discountSatang,
  RefundedCopies: row.refundedUnits,
  RefundedSatang: row.refundedSatang,
  RefundedNetSatang: row.refundedNetSatang,
  Downloads: row.downloads,
});

const ZERO: SalesFigures = {
  units: 0,
  grossSatang: 0,
  netSatang: 0,
  discountSatang: 0,
  refundedUnits: 0,
  refundedSatang: 0,
  refundedNetSatang: 0,
  downloads: 0,
};

const bookOf = (row: DashboardBookRow): PortalSalesBook => ({
  BookId: row.bookId,
  NameTh: row.nameTh,
  NameEn: row.nameEn,
  ...figures(row),
});

/**
 * The publisher portal's sales (docs/sales-stats.md, "The portal's reads"): the dashboard from
 * the daily aggregates (sales-stats.service `dashboard`), sales by book from the same rows, the
 * refunded copies and the search terms; every read scoped by the organisation's catalog publisher.
 */
export const createSalesPortalService = ({
  db,
  clock,
  salesStats,
  repository,
}: SalesPortalServiceDeps) => {
  /** `From`..`To` with the defaults (the last 30 days up to today in Bangkok), checked. */
  const periodOf = (query: {
    From?: string | undefined;
    To?: string | undefined;
  }): { from: string; to: string } => {
    const to = query.To ?? bangkokDay(clock.now());
    const from = query.From ?? shiftDay(to, 1 - DEFAULT_DAYS);
    if (from > to) throw new AppError('VALIDATION_FAILED', { message: 'sales.period.order' });
    const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
    if (days > MAX_PERIOD_DAYS)
      throw new AppError('VALIDATION_FAILED', {
        message: 'sales.period.tooLong',
        params: { max: MAX_PERIOD_DAYS, days },
      });
    return { from, to };
  };

  /** A book filter: one of the organisation's books, else 404 (another's is not told apart). */
  const ownBook = async (scope: PublisherScope, bookId: number | undefined) => {
    if (bookId === undefined) return undefined;
    if (!(await repository.isPublisherBook(db, bookId, scope.catalogPublisherId)))
      throw new AppError('NOT_FOUND', { message: 'sales.book.notFound' });
    return bookId;
  };

  return {
    /**
     * Totals, every day or month of the period (zeros included) and the best sellers. With a
     * book, that book's figures while it was the organisation's.
     */
    async dashboard(
      scope: PublisherScope,
      query: {
        From?: string | undefined;
        To?: string | undefined;
        Group: PortalSalesGroup;
        BookId?: number | undefined;
        Top: number;
      },
    ): Promise<PortalSalesDashboard> {
      const { from, to } = periodOf(query);
      const bookId = await ownBook(scope, query.BookId);
      const read = await salesStats.dashboard({
        ...(bookId === undefined
          ? { publisherId: scope.catalogPublisherId }
          : { bookIds: [bookId], publisherId: scope.catalogPublisherId }),
        from,
        to,
        top: query.Top,
      });
      const series: PortalSalesDashboard['Series'] = [];
      if (query.Group === 'day') {
        const byDay = new Map(read.days.map((row) => [row.day, row]));
        for (let day = from; day <= to; day = shiftDay(day, 1))
          series.push({ Period: day, ...figures(byDay.get(day) ?? ZERO) });
      } else {
        const byMonth = new Map(read.months.map((row) => [row.month, row]));
        for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month))
          series.push({ Period: month, ...figures(byMonth.get(month) ?? ZERO) });
      }
      return {
        From: from,
        To: to,
        Group: query.Group,
        BookId: bookId ?? null,
        Totals: figures(read.totals),
        Series: series,
        TopBooks: read.topBooks.map(bookOf),
        BookCount: read.bookCount,
      };
    },

    /** Every book of the organisation with its figures in the period, a page at a time. */
    async byBook(
      scope: PublisherScope,
      query: {
        From?: string | undefined;
        To?: string | undefined;
        Page: number;
        PageSize: number;
        Sort: BookSalesSort;
      },
      locale: Locale,
    ) {
      const { from, to } = periodOf(query);
      const rows = await repository.salesByBook(db, {
        publisherId: scope.catalogPublisherId,
        period: { from, to, ...wholeMonths(from, to) },
        sort: query.Sort,
        locale,
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        From: from,
        To: to,
        Items: rows.slice(0, query.PageSize).map(bookOf),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /** Refunded copies of the organisation's books in the period, newest first. */
    async refunds(
      scope: PublisherScope,
      query: {
        From?: string | undefined;
        To?: string | undefined;
        BookId?: number | undefined;
        Page: number;
        PageSize: number;
      },
    ) {
      const { from, to } = periodOf(query);
      const bookId = await ownBook(scope, query.BookId);
      const rows = await repository.findRefundLines(db, {
        publisherId: scope.catalogPublisherId,
        from,
        to,
        ...(bookId === undefined ? {} : { bookId }),
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      const items: PortalRefundLine[] = rows.slice(0, query.PageSize).map((row) => ({
        RefundId: row.refundId,
        LineId: row.lineId,
        RefundedAt: row.refundedAt,
        SoldAt: row.soldAt,
        BookId: row.bookId,
        NameTh: row.nameTh,
        NameEn: row.nameEn,
        AmountSatang: row.amountSatang,
        NetSatang: row.netSatang,
      }));
      return {
        From: from,
        To: to,
        Items: items,
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /** The texts searched most often in the period whose results showed the organisation's books. */
    async searchTerms(
      scope: PublisherScope,
      query: {
        From?: string | undefined;
        To?: string | undefined;
        BookId?: number | undefined;
        Limit: number;
      },
    ): Promise<{ From: string; To: string; Items: PortalSearchTerm[] }> {
      const { from, to } = periodOf(query);
      const bookId = await ownBook(scope, query.BookId);
      const rows = await repository.findSearchTerms(db, {
        publisherId: scope.catalogPublisherId,
        from,
        to,
        ...(bookId === undefined ? {} : { bookId }),
        limit: query.Limit,
      });
      return {
        From: from,
        To: to,
        Items: rows.map((row) => ({
          Term: row.term,
          Searches: row.searches,
          Appearances: row.appearances,
        })),
      };
    },
  };
};

export type SalesPortalService = ReturnType<typeof createSalesPortalService>;
