import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  type IndexColumn,
} from 'drizzle-orm/pg-core';
import { books, publishers } from './catalog.js';

/** The figures every sales aggregate holds (for its day or month). */
const figures = () => ({
  /** Book lines of orders paid that day (`AP`, or refunded since, `RR`). */
  units: integer('units').notNull().default(0),
  /** What those lines cost the buyers, VAT included, after discounts (lines' `total_satang`). */
  grossSatang: bigint('gross_satang', { mode: 'number' }).notNull().default(0),
  /** The same without VAT (lines' `net_satang`). */
  netSatang: bigint('net_satang', { mode: 'number' }).notNull().default(0),
  /** Discounts (coupons, campaign) taken off those lines. */
  discountSatang: bigint('discount_satang', { mode: 'number' }).notNull().default(0),
  /** Book lines given back by staff refunds completed that day. */
  refundedUnits: integer('refunded_units').notNull().default(0),
  /** Those lines' `total_satang` (VAT included). */
  refundedSatang: bigint('refunded_satang', { mode: 'number' }).notNull().default(0),
  /** Those lines' `net_satang` (without VAT). */
  refundedNetSatang: bigint('refunded_net_satang', { mode: 'number' }).notNull().default(0),
  /** Downloads of the book that day (every channel). */
  downloads: integer('downloads').notNull().default(0),
});

type FigureTable = { [K in keyof ReturnType<typeof figures>]: IndexColumn };

/** The figures' columns, for covering indexes. */
const figureColumns = (table: FigureTable) =>
  [
    table.units,
    table.grossSatang,
    table.netSatang,
    table.discountSatang,
    table.refundedUnits,
    table.refundedSatang,
    table.refundedNetSatang,
    table.downloads,
  ] as const;

/**
 * Daily sales by book (docs/sales-stats.md), a pre-aggregate of order lines, refunds and downloads
 * for the publisher portal's dashboard (issue 25). `day` is the Bangkok date: sales by the day
 * their order was paid, refunds by the day they were completed, downloads by the day they were
 * made, with the same money figures as the back office's reports. Written only by
 * `refreshDays` (a job), which recomputes whole days.
 */
export const bookDailySales = pgTable(
  'book_daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The book's catalog publisher (`books.publisher_id`) when the day was last refreshed. */
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    ...figures(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.bookId] }),
    // A set of books over a period (the dashboard's top books at a period's edges).
    index('book_daily_sales_book_day_idx').on(table.bookId, table.day),
    // A publisher's books over a period, read from this index alone (an index-only scan: every
    // figure is in it; drizzle has no INCLUDE).
    index('book_daily_sales_publisher_idx').on(
      table.publisherId,
      table.day,
      table.bookId,
      ...figureColumns(table),
    ),
  ],
);

/**
 * Daily sales by catalog publisher (`books.publisher_id` when the day was refreshed): the sums of
 * `book_daily_sales` over the publisher's books, for the dashboard's days, months and totals.
 */
export const publisherDailySales = pgTable(
  'publisher_daily_sales',
  {
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures(),
  },
  (table) => [primaryKey({ columns: [table.publisherId, table.day] })],
);

/**
 * Monthly sales by book (`month` is the first day of the Bangkok month): the sums of
 * `book_daily_sales`, for the dashboard's top books over long periods.
 */
export const bookMonthlySales = pgTable(
  'book_monthly_sales',
  {
    month: date('month', { mode: 'string' }).notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The book's catalog publisher (`books.publisher_id`) when the month was last refreshed. */
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    ...figures(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.bookId] }),
    index('book_monthly_sales_book_month_idx').on(table.bookId, table.month),
    // A publisher's books over whole months, read from this index alone.
    index('book_monthly_sales_publisher_idx').on(
      table.publisherId,
      table.month,
      table.bookId,
      ...figureColumns(table),
    ),
  ],
);
