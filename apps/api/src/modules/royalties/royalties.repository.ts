import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import {
  publisherOrganisations,
  royaltyPayouts,
  royaltyStatementLines,
  royaltyStatements,
  withholdingTaxRates,
} from '../../db/schema/index.js';

/**
 * The royalties' SQL (docs/royalties.md). A month is the half-open range [from, to) of its
 * Bangkok days; sales are counted as the reports count them (`AP`/`RR` orders by `paid_at`),
 * refunds as staff refunds that succeeded, by `completed_at`.
 */

export type MonthRange = { from: Date; to: Date };

export type StatementLineSource = {
  kind: 'sale' | 'refund';
  orderLineId: number;
  refundId: number | null;
  bookId: number;
  occurredAt: Date;
  /** The order line's price after its coupon share, less VAT (positive, also for refunds). */
  netSatang: number;
};

/** Locks the organisation's row for the transaction: one issue of its statements at a time. */
export const lockOrganisation = async (db: DbOrTx, organisationId: number) => {
  const [row] = await db
    .select({
      id: publisherOrganisations.id,
      name: publisherOrganisations.name,
      catalogPublisherId: publisherOrganisations.catalogPublisherId,
      payeeKind: publisherOrganisations.payeeKind,
      royaltyShareBp: publisherOrganisations.royaltyShareBp,
    })
    .from(publisherOrganisations)
    .where(eq(publisherOrganisations.id, organisationId))
    .for('update');
  return row;
};

export const findStatement = async (db: DbOrTx, organisationId: number, month: string) => {
  const [row] = await db
    .select()
    .from(royaltyStatements)
    .where(
      and(eq(royaltyStatements.organisationId, organisationId), eq(royaltyStatements.month, month)),
    )
    .limit(1);
  return row;
};

/**
 * The organisation's statement of its latest month (`YYYY-MM` sorts as text): the one whose
 * `carried_out_satang` the next statement brings in (docs/royalties.md, "Carried forward").
 */
export const findLatestStatement = async (db: DbOrTx, organisationId: number) => {
  const [row] = await db
    .select()
    .from(royaltyStatements)
    .where(eq(royaltyStatements.organisationId, organisationId))
    .orderBy(desc(royaltyStatements.month))
    .limit(1);
  return row;
};

export const findStatementLines = (db: DbOrTx, statementId: number) =>
  db
    .select()
    .from(royaltyStatementLines)
    .where(eq(royaltyStatementLines.statementId, statementId))
    .orderBy(asc(royaltyStatementLines.occurredAt), asc(royaltyStatementLines.id));

/** The withholding tax rate in force on `day` (YYYY-MM-DD) for this payee kind, if any. */
export const findWithholdingRate = async (
  db: DbOrTx,
  payeeKind: 'individual' | 'company',
  day: string,
) => {
  const [row] = await db
    .select()
    .from(withholdingTaxRates)
    .where(
      and(
        eq(withholdingTaxRates.payeeKind, payeeKind),
        eq(withholdingTaxRates.incomeType, 'royalty'),
        lte(withholdingTaxRates.effectiveFrom, day),
      ),
    )
    .orderBy(desc(withholdingTaxRates.effectiveFrom))
    .limit(1);
  return row;
};

/**
 * The month's order lines of the catalog publisher's books: each line paid in the month (`sale`)
 * and each line refunded in the month (`refund`), leaving out lines already on a statement.
 * Duplicate lines (owned already; the amount went back as coins at payment) earn nothing.
 */
export const findMonthLines = async (
  db: DbOrTx,
  catalogPublisherId: number,
  range: MonthRange,
): Promise<StatementLineSource[]> => {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select 'sale' as kind, ol.id as order_line_id, null::int as refund_id, ol.book_id,
               o.paid_at as occurred_at, ol.net_satang
          from orders o
          join order_lines ol on ol.order_id = o.id and ol.kind = 'book' and not ol.duplicate
          join books b on b.id = ol.book_id
         where o.status in ('AP', 'RR') and o.paid_at is not null
           and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz
           and b.publisher_id = ${catalogPublisherId}
           and not exists (select 1 from royalty_statement_lines s
                            where s.order_line_id = ol.id and s.kind = 'sale')
        union all
        select 'refund', ol.id, r.id, ol.book_id, r.completed_at, ol.net_satang
          from refunds r
          join refund_lines rl on rl.refund_id = r.id
          join order_lines ol on ol.id = rl.order_line_id and ol.kind = 'book' and not ol.duplicate
          join books b on b.id = ol.book_id
         where r.reason = 'staff' and r.status = 'succeeded'
           and r.completed_at >= ${from}::timestamptz and r.completed_at < ${to}::timestamptz
           and b.publisher_id = ${catalogPublisherId}
           and not exists (select 1 from royalty_statement_lines s
                            where s.order_line_id = ol.id and s.kind = 'refund')
         order by occurred_at, order_line_id, kind desc`,
  );
  return rows.map((row) => ({
    kind: row.kind === 'refund' ? 'refund' : 'sale',
    orderLineId: Number(row.order_line_id),
    refundId: row.refund_id === null ? null : Number(row.refund_id),
    bookId: Number(row.book_id),
    occurredAt:
      row.occurred_at instanceof Date ? row.occurred_at : new Date(String(row.occurred_at)),
    netSatang: Number(row.net_satang),
  }));
};

export type NewStatement = typeof royaltyStatements.$inferInsert;
export type NewStatementLine = Omit<typeof royaltyStatementLines.$inferInsert, 'statementId'>;

/** Writes an issued statement and its lines (never updated afterwards). */
export const insertStatement = async (
  db: DbOrTx,
  statement: NewStatement,
  lines: NewStatementLine[],
) => {
  const [row] = await db.insert(royaltyStatements).values(statement).returning();
  if (!row) throw new Error('royalty_statements insert returned nothing');
  for (let start = 0; start < lines.length; start += 1000) {
    await db
      .insert(royaltyStatementLines)
      .values(lines.slice(start, start + 1000).map((line) => ({ ...line, statementId: row.id })));
  }
  return row;
};

/**
 * The payout a statement with something to pay owes (`pending`), written with the statement;
 * nothing when it is there already.
 */
export const insertPayout = async (
  db: DbOrTx,
  payout: { statementId: number; organisationId: number; amountSatang: number; createdAt: Date },
) => {
  await db.insert(royaltyPayouts).values(payout).onConflictDoNothing();
};
