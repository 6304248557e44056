import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { publisherAccountType, publisherOrganisations } from './community.js';
import { orderLines, refunds } from './orders.js';
import { staff } from './staff.js';

/**
 * Royalties of the publisher portal (docs/royalties.md, ADR 0019). Money in integer satang; an
 * issued statement and its lines are never updated (a correction goes into the next month).
 */

/**
 * Thai withholding tax on what the store pays publishers, by payee kind and income type, with
 * the day each rate applies from and where it comes from. Seeded by migration 0036; finance staff
 * keep the rows (data, not code). A statement uses the row in force on its month's last day.
 */
export const withholdingTaxRates = pgTable(
  'withholding_tax_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    payeeKind: publisherAccountType('payee_kind').notNull(),
    incomeType: varchar('income_type', { length: 20 }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withholding_tax_rates_key').on(
      table.payeeKind,
      table.incomeType,
      table.effectiveFrom,
    ),
    check('withholding_tax_rates_income_type_check', sql`${table.incomeType} in ('royalty')`),
    check('withholding_tax_rates_rate_check', sql`${table.rateBp} between 0 and 10000`),
  ],
);

/**
 * An organisation's statement of one Bangkok month (`YYYY-MM`), issued once (the unique key:
 * two issues at once make one). The share, payee kind and withholding rate are copied in, so the
 * statement reads the same after staff change them.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => publisherOrganisations.id),
    month: varchar('month', { length: 7 }).notNull(),
    royaltyShareBp: integer('royalty_share_bp').notNull(),
    payeeKind: publisherAccountType('payee_kind').notNull(),
    withholdingRateBp: integer('withholding_rate_bp').notNull(),
    /** The rate row used (null when none was in force: nothing withheld, docs/royalties.md). */
    withholdingRateId: integer('withholding_rate_id').references(() => withholdingTaxRates.id),
    /** Net after VAT of the month's sales lines. */
    salesNetSatang: bigint('sales_net_satang', { mode: 'number' }).notNull(),
    /** Net after VAT of the month's refunded lines (positive: what is taken off). */
    refundsNetSatang: bigint('refunds_net_satang', { mode: 'number' }).notNull(),
    /** The sum of the lines' royalties (refund lines negative). */
    royaltySatang: bigint('royalty_satang', { mode: 'number' }).notNull(),
    withholdingSatang: bigint('withholding_satang', { mode: 'number' }).notNull(),
    /** Royalty less withholding tax: what the store owes for the month (negative: refunds won). */
    payableSatang: bigint('payable_satang', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedByStaffId: integer('issued_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('royalty_statements_organisation_month_key').on(table.organisationId, table.month),
    check('royalty_statements_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'royalty_statements_money_check',
      sql`${table.payableSatang} = ${table.royaltySatang} - ${table.withholdingSatang}`,
    ),
  ],
);

export const royaltyLineKind = pgEnum('royalty_line_kind', ['sale', 'refund']);

/**
 * A statement's lines: one per order line sold in the month (`sale`) and one per order line
 * refunded in the month (`refund`, negative). An order line is in one sale line and at most one
 * refund line of all statements (the unique key), so nothing is paid twice.
 */
export const royaltyStatementLines = pgTable(
  'royalty_statement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => royaltyStatements.id),
    kind: royaltyLineKind('kind').notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    refundId: integer('refund_id').references(() => refunds.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    /** When it happened: the order's payment or the refund's completion. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The line's price after coupon, before VAT (negative on a refund line). */
    netSatang: integer('net_satang').notNull(),
    /** `netSatang` × share, rounded half away from zero to the satang (docs/royalties.md). */
    royaltySatang: integer('royalty_satang').notNull(),
  },
  (table) => [
    uniqueIndex('royalty_statement_lines_order_line_key').on(table.orderLineId, table.kind),
    index('royalty_statement_lines_statement_idx').on(table.statementId),
    check(
      'royalty_statement_lines_refund_check',
      sql`(${table.kind} = 'refund') = (${table.refundId} is not null)`,
    ),
  ],
);
