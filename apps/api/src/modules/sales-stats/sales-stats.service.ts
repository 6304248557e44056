import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/deps.js';
import type * as salesStatsRepository from './sales-stats.repository.js';
import type {
  BookScope,
  DashboardBookRow,
  DashboardDayRow,
  Day,
  SalesFigures,
} from './sales-stats.repository.js';

/**
 * Daily sales by book (docs/sales-stats.md): the `sales.refresh` job keeps `book_daily_sales` up to
 * date (today and yesterday in Bangkok every few minutes, everything once when it is empty), and
 * the publisher portal's dashboard reads only it.
 */

type Deps = { db: Database; repository: typeof salesStatsRepository; clock: Clock };

/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Bangkok date of an instant. */
export const bangkokDay = (at: Date): Day =>
  new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

const validDay = (day: string): boolean =>
  DAY_PATTERN.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** At most this many days in one dashboard read (a little over five years). */
const MAX_DAYS = 5 * 366;
const MAX_TOP = 100;

/**
 * The first days of the first and last whole months within `from`..`to` (both null when the
 * period holds no whole month).
 */
export const wholeMonths = (from: Day, to: Day): { wholeFrom: Day | null; wholeTo: Day | null } => {
  const first = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  if (!from.endsWith('-01')) first.setUTCMonth(first.getUTCMonth() + 1);
  const afterTo = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const last = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  if (afterTo.getUTCDate() !== 1) last.setUTCMonth(last.getUTCMonth() - 1);
  if (first > last) return { wholeFrom: null, wholeTo: null };
  return { wholeFrom: first.toISOString().slice(0, 10), wholeTo: last.toISOString().slice(0, 10) };
};

export type DashboardQuery = BookScope & { from: Day; to: Day; top?: number };

export type Dashboard = {
  from: Day;
  to: Day;
  totals: SalesFigures;
  /** Every day of the period that has figures, oldest first. */
  days: DashboardDayRow[];
  /** The months (`YYYY-MM`) of the period that have figures, oldest first. */
  months: (SalesFigures & { month: string })[];
  /** The best sellers by net sales less net refunds. */
  topBooks: DashboardBookRow[];
  /** How many books have figures in the period. */
  bookCount: number;
};

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

const add = (sum: SalesFigures, row: SalesFigures): SalesFigures => ({
  units: sum.units + row.units,
  grossSatang: sum.grossSatang + row.grossSatang,
  netSatang: sum.netSatang + row.netSatang,
  discountSatang: sum.discountSatang + row.discountSatang,
  refundedUnits: sum.refundedUnits + row.refundedUnits,
  refundedSatang: sum.refundedSatang + row.refundedSatang,
  refundedNetSatang: sum.refundedNetSatang + row.refundedNetSatang,
  downloads: sum.downloads + row.downloads,
});

export const createSalesStatsService = ({ db, repository, clock }: Deps) => {
  /** Recomputes the days `from`..`to` (Bangkok dates, inclusive); safe to run twice at once. */
  const refreshDays = async (from: Day, to: Day) => {
    if (!validDay(from) || !validDay(to) || from > to) throw new AppError('VALIDATION_FAILED');
    return repository.refreshDays(db, from, to);
  };

  /** Every day from the first sale to today (the first filling, or a repair after an outage). */
  const backfill = async () => {
    const first = await repository.firstSalesDay(db);
    const today = bangkokDay(clock.now());
    return refreshDays(first && first < today ? first : today, today);
  };

  return {
    refreshDays,
    backfill,

    /**
     * The job's run: today and yesterday in Bangkok (a sale paid at 23:59 is counted by the next
     * run after midnight), or everything when the aggregate is still empty.
     */
    async refreshRecent() {
      if (await repository.isEmpty(db)) return { backfill: true, ...(await backfill()) };
      const now = clock.now();
      const today = bangkokDay(now);
      const yesterday = bangkokDay(new Date(now.getTime() - DAY_MS));
      return { backfill: false, ...(await refreshDays(yesterday, today)) };
    },

    /** A publisher's dashboard over `from`..`to`: totals, days, months and the top books. */
    async dashboard(query: DashboardQuery): Promise<Dashboard> {
      const { from, to } = query;
      const top = query.top ?? 10;
      if (!validDay(from) || !validDay(to) || from > to) throw new AppError('VALIDATION_FAILED');
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (span > MAX_DAYS || !Number.isInteger(top) || top < 1 || top > MAX_TOP)
        throw new AppError('VALIDATION_FAILED');
      const scope: BookScope =
        'bookIds' in query
          ? {
              bookIds: [...new Set(query.bookIds)],
              ...(query.publisherId !== undefined ? { publisherId: query.publisherId } : {}),
            }
          : { publisherId: query.publisherId };
      if (
        'bookIds' in scope
          ? !scope.bookIds.every((id) => Number.isInteger(id) && id > 0) ||
            (scope.publisherId !== undefined && !Number.isInteger(scope.publisherId))
          : !Number.isInteger(scope.publisherId)
      )
        throw new AppError('VALIDATION_FAILED');
      if ('bookIds' in scope && scope.bookIds.length === 0)
        return { from, to, totals: ZERO, days: [], months: [], topBooks: [], bookCount: 0 };

      const days = await repository.dashboardDays(db, scope, from, to);
      const { books, bookCount } = await repository.dashboardBooks(
        db,
        scope,
        { from, to, ...wholeMonths(from, to) },
        top,
      );
      const months = new Map<string, SalesFigures>();
      let totals = ZERO;
      for (const day of days) {
        const month = day.day.slice(0, 7);
        months.set(month, add(months.get(month) ?? ZERO, day));
        totals = add(totals, day);
      }
      return {
        from,
        to,
        totals,
        days,
        months: [...months].map(([month, figures]) => ({ month, ...figures })),
        topBooks: books,
        bookCount,
      };
    },
  };
};

export type SalesStatsService = ReturnType<typeof createSalesStatsService>;
