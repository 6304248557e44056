import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  primaryKey,
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
    /**
     * The unpaid negative balance brought from the organisation's previous statement (≤ 0: its
     * `carried_out_satang`), deducted before withholding tax (docs/royalties.md, "Carried forward").
     */
    carriedInSatang: bigint('carried_in_satang', { mode: 'number' }).notNull().default(0),
    /**
     * What the store owes for the month: royalty + carried in, less withholding tax, when that base
     * is above zero; else 0.
     */
    payableSatang: bigint('payable_satang', { mode: 'number' }).notNull(),
    /** The negative balance this statement passes to the next one (≤ 0: the base when not above 0). */
    carriedOutSatang: bigint('carried_out_satang', { mode: 'number' }).notNull().default(0),
    lineCount: integer('line_count').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedByStaffId: integer('issued_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('royalty_statements_organisation_month_key').on(table.organisationId, table.month),
    index('royalty_statements_month_idx').on(table.month, table.id),
    check('royalty_statements_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'royalty_statements_carried_check',
      sql`${table.carriedInSatang} <= 0 and ${table.carriedOutSatang} <= 0`,
    ),
    // base = royalty + carried in. Above zero: withholding is the rate's share of the base (half
    // up, as shareOf), payable the rest, nothing carried out; else nothing withheld nor paid, the
    // base carried out.
    check(
      'royalty_statements_money_check',
      sql`case when ${table.royaltySatang} + ${table.carriedInSatang} > 0
               then ${table.withholdingSatang} = ((${table.royaltySatang} + ${table.carriedInSatang}) * ${table.withholdingRateBp} + 5000) / 10000
                and ${table.payableSatang} = ${table.royaltySatang} + ${table.carriedInSatang} - ${table.withholdingSatang}
                and ${table.carriedOutSatang} = 0
               else ${table.withholdingSatang} = 0 and ${table.payableSatang} = 0
                and ${table.carriedOutSatang} = ${table.royaltySatang} + ${table.carriedInSatang}
          end`,
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

/**
 * Where an organisation's royalties are paid (docs/royalties.md, "Payee details"): set by finance
 * staff in the back office (audited). Until a row exists, the application's bank details are only
 * a suggestion, and the organisation's payouts are not in a bank file.
 */
export const royaltyPayees = pgTable(
  'royalty_payees',
  {
    organisationId: integer('organisation_id')
      .primaryKey()
      .references(() => publisherOrganisations.id, { onDelete: 'cascade' }),
    /** Bank of Thailand code (the closed list `THAI_BANKS` of the contracts). */
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    /** Digits only, 10 to 15. */
    accountNumber: varchar('account_number', { length: 15 }).notNull(),
    accountName: varchar('account_name', { length: 200 }).notNull(),
    /** The payee's address as the 50 ทวิ certificate prints it. */
    address: text('address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    check('royalty_payees_bank_code_check', sql`${table.bankCode} ~ '^[0-9]{3}$'`),
    check('royalty_payees_account_number_check', sql`${table.accountNumber} ~ '^[0-9]{10,15}$'`),
  ],
);

export const royaltyPayoutStatus = pgEnum('royalty_payout_status', ['pending', 'paid']);

/**
 * What the store owes for a statement, and whether it was paid: one per statement whose payable
 * is above zero, written with the statement (`pending`). Marking it paid copies the account it
 * went to and numbers its 50 ทวิ certificate (book = the Buddhist year paid, number in the book).
 */
export const royaltyPayouts = pgTable(
  'royalty_payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => royaltyStatements.id),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => publisherOrganisations.id),
    /** The statement's payable (royalty less withholding tax). */
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: royaltyPayoutStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Bangkok day the money went (printed on the certificate). */
    paidOn: date('paid_on', { mode: 'string' }),
    /** When staff marked it paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByStaffId: integer('paid_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    bankReference: varchar('bank_reference', { length: 60 }),
    /** The account it was paid to, as it was when marked paid. */
    bankCode: varchar('bank_code', { length: 3 }),
    accountNumber: varchar('account_number', { length: 15 }),
    accountName: varchar('account_name', { length: 200 }),
    /** The 50 ทวิ certificate: its book (the Buddhist year) and number within the book. */
    certificateBook: integer('certificate_book'),
    certificateNumber: integer('certificate_number'),
  },
  (table) => [
    uniqueIndex('royalty_payouts_statement_key').on(table.statementId),
    uniqueIndex('royalty_payouts_certificate_key').on(
      table.certificateBook,
      table.certificateNumber,
    ),
    index('royalty_payouts_status_idx').on(table.status, table.id),
    index('royalty_payouts_organisation_idx').on(table.organisationId, table.id),
    check('royalty_payouts_amount_check', sql`${table.amountSatang} > 0`),
    check(
      'royalty_payouts_paid_check',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null and ${table.paidOn} is not null and ${table.certificateNumber} is not null)`,
    ),
  ],
);

/** The last 50 ทวิ certificate number of each book (Buddhist year): numbers without gaps. */
export const withholdingCertificateCounters = pgTable(
  'withholding_certificate_counters',
  {
    book: integer('book').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.book] })],
);
