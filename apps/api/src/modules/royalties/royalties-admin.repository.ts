import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { executeRows, type DbOrTx } from '../../db/client.js';
import {
  books,
  customers,
  orderLines,
  publisherApplications,
  publisherOrganisations,
  publishers,
  royaltyPayees,
  royaltyPayouts,
  royaltyStatementLines,
  royaltyStatements,
  staff,
  withholdingCertificateCounters,
  withholdingTaxRates,
} from '../../db/schema/index.js';
import type { MonthRange } from './royalties.repository.js';

/**
 * The royalties' back-office and document SQL (docs/royalties.md): organisations with their
 * payee details, statements and their lines for lists and documents, payouts, the 50 ทวิ
 * certificate numbers and withholding tax rates. Functions a publisher's own reads use take the
 * organisation and have it in their WHERE (ADR 0019).
 */

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  const cause = (error as { cause?: { code?: string } }).cause;
  return code === '23505' || cause?.code === '23505';
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------
// Organisations and payees
// ---------------------------------------------------------------------------------------------

const organisationView = {
  organisation: publisherOrganisations,
  catalogPublisherName: publishers.nameTh,
  payee: royaltyPayees,
  applicationBankCode: publisherApplications.bankCode,
  applicationAccountNumber: publisherApplications.bankAccountNumber,
  applicationAccountName: publisherApplications.bankAccountName,
  applicationAddress: publisherApplications.address,
};

const organisationQuery = (db: DbOrTx) =>
  db
    .select(organisationView)
    .from(publisherOrganisations)
    .innerJoin(publishers, eq(publishers.id, publisherOrganisations.catalogPublisherId))
    .innerJoin(
      publisherApplications,
      eq(publisherApplications.id, publisherOrganisations.applicationId),
    )
    .leftJoin(royaltyPayees, eq(royaltyPayees.organisationId, publisherOrganisations.id));

export type OrganisationView = NonNullable<Awaited<ReturnType<typeof findOrganisationView>>>;

export const findOrganisationView = async (db: DbOrTx, organisationId: number) => {
  const [row] = await organisationQuery(db)
    .where(eq(publisherOrganisations.id, organisationId))
    .limit(1);
  return row;
};

/** A page of organisations, newest first (or by name), `text` in its names or tax id. */
export const findOrganisationPage = async (
  db: DbOrTx,
  filter: { text?: string; byName: boolean; descending: boolean },
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.text) {
    const like = escapeLike(filter.text);
    const match = or(
      ilike(publisherOrganisations.name, like),
      ilike(publisherOrganisations.legalName, like),
      ilike(publisherOrganisations.taxId, like),
    );
    if (match) conditions.push(match);
  }
  const order = filter.descending ? desc : asc;
  return organisationQuery(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      filter.byName ? order(publisherOrganisations.name) : order(publisherOrganisations.id),
      order(publisherOrganisations.id),
    )
    .limit(limit)
    .offset(offset);
};

/** Sets the share and the payee kind (the caller holds the organisation's row lock). */
export const updateOrganisationTerms = async (
  db: DbOrTx,
  organisationId: number,
  terms: { royaltyShareBp: number; payeeKind: 'individual' | 'company' },
) => {
  await db
    .update(publisherOrganisations)
    .set(terms)
    .where(eq(publisherOrganisations.id, organisationId));
};

export type PayeeRow = typeof royaltyPayees.$inferInsert;

export const upsertPayee = async (db: DbOrTx, payee: PayeeRow) => {
  const { organisationId: _key, ...fields } = payee;
  await db
    .insert(royaltyPayees)
    .values(payee)
    .onConflictDoUpdate({ target: royaltyPayees.organisationId, set: fields });
};

/** The organisation's owner: who is told of a payout, in their language. */
export const findOrganisationOwner = async (db: DbOrTx, organisationId: number) => {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      organisationName: publisherOrganisations.name,
    })
    .from(publisherOrganisations)
    .innerJoin(customers, eq(customers.id, publisherOrganisations.ownerCustomerId))
    .where(eq(publisherOrganisations.id, organisationId))
    .limit(1);
  return row;
};

/**
 * The organisations whose books sold or were refunded in the month (a statement to issue, or
 * already issued): the same orders and refunds as `findMonthLines`.
 */
export const findOrganisationsActiveIn = async (db: DbOrTx, range: MonthRange) => {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select po.id
          from publisher_organisations po
         where exists (
                 select 1 from orders o
                   join order_lines ol on ol.order_id = o.id and ol.kind = 'book' and not ol.duplicate
                   join books b on b.id = ol.book_id
                  where b.publisher_id = po.catalog_publisher_id
                    and o.status in ('AP', 'RR') and o.paid_at is not null
                    and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz)
            or exists (
                 select 1 from refunds r
                   join refund_lines rl on rl.refund_id = r.id
                   join order_lines ol on ol.id = rl.order_line_id and ol.kind = 'book' and not ol.duplicate
                   join books b on b.id = ol.book_id
                  where b.publisher_id = po.catalog_publisher_id
                    and r.reason = 'staff' and r.status = 'succeeded'
                    and r.completed_at >= ${from}::timestamptz and r.completed_at < ${to}::timestamptz)
         order by po.id`,
  );
  return rows.map((row) => Number(row.id));
};

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

const issuer = alias(staff, 'issuer');
const payer = alias(staff, 'payer');

const statementView = {
  statement: royaltyStatements,
  organisationName: publisherOrganisations.name,
  issuedBy: issuer.displayName,
  payout: royaltyPayouts,
  paidBy: payer.displayName,
  rateSource: withholdingTaxRates.source,
};

const statementQuery = (db: DbOrTx) =>
  db
    .select(statementView)
    .from(royaltyStatements)
    .innerJoin(
      publisherOrganisations,
      eq(publisherOrganisations.id, royaltyStatements.organisationId),
    )
    .leftJoin(issuer, eq(issuer.id, royaltyStatements.issuedByStaffId))
    .leftJoin(royaltyPayouts, eq(royaltyPayouts.statementId, royaltyStatements.id))
    .leftJoin(payer, eq(payer.id, royaltyPayouts.paidByStaffId))
    .leftJoin(withholdingTaxRates, eq(withholdingTaxRates.id, royaltyStatements.withholdingRateId));

export type StatementView = NonNullable<Awaited<ReturnType<typeof findStatementView>>>;

/** One statement with its organisation's name, who issued it, its rate's source and payout. */
export const findStatementView = async (db: DbOrTx, statementId: number) => {
  const [row] = await statementQuery(db).where(eq(royaltyStatements.id, statementId)).limit(1);
  return row;
};

/** The same, only when the statement is the organisation's (a publisher's own read). */
export const findOrganisationStatementView = async (
  db: DbOrTx,
  organisationId: number,
  statementId: number,
) => {
  const [row] = await statementQuery(db)
    .where(
      and(
        eq(royaltyStatements.id, statementId),
        eq(royaltyStatements.organisationId, organisationId),
      ),
    )
    .limit(1);
  return row;
};

export type StatementFilter = { month?: string; organisationId?: number; descending: boolean };

/** A page of statements, newest month first, of a month and/or an organisation. */
export const findStatementPage = async (
  db: DbOrTx,
  filter: StatementFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.month) conditions.push(eq(royaltyStatements.month, filter.month));
  if (filter.organisationId !== undefined)
    conditions.push(eq(royaltyStatements.organisationId, filter.organisationId));
  const order = filter.descending ? desc : asc;
  return statementQuery(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(order(royaltyStatements.month), order(royaltyStatements.id))
    .limit(limit)
    .offset(offset);
};

/** An organisation's statements, newest month first (a publisher's own list). */
export const findOrganisationStatementPage = (
  db: DbOrTx,
  organisationId: number,
  limit: number,
  offset: number,
) =>
  statementQuery(db)
    .where(eq(royaltyStatements.organisationId, organisationId))
    .orderBy(desc(royaltyStatements.month), desc(royaltyStatements.id))
    .limit(limit)
    .offset(offset);

const lineView = {
  id: royaltyStatementLines.id,
  kind: royaltyStatementLines.kind,
  occurredAt: royaltyStatementLines.occurredAt,
  orderId: orderLines.orderId,
  bookId: royaltyStatementLines.bookId,
  bookNameTh: books.nameTh,
  bookNameEn: books.nameEn,
  netSatang: royaltyStatementLines.netSatang,
  royaltySatang: royaltyStatementLines.royaltySatang,
};

export type StatementLineView = Awaited<ReturnType<typeof findStatementLines>>[number];

/** Every line of a statement with its book's names and its order, in the order they happened. */
export const findStatementLines = (db: DbOrTx, statementId: number) =>
  db
    .select(lineView)
    .from(royaltyStatementLines)
    .innerJoin(orderLines, eq(orderLines.id, royaltyStatementLines.orderLineId))
    .innerJoin(books, eq(books.id, royaltyStatementLines.bookId))
    .where(eq(royaltyStatementLines.statementId, statementId))
    .orderBy(asc(royaltyStatementLines.occurredAt), asc(royaltyStatementLines.id));

/** A page of a statement's lines. */
export const findStatementLinePage = (
  db: DbOrTx,
  statementId: number,
  limit: number,
  offset: number,
) =>
  db
    .select(lineView)
    .from(royaltyStatementLines)
    .innerJoin(orderLines, eq(orderLines.id, royaltyStatementLines.orderLineId))
    .innerJoin(books, eq(books.id, royaltyStatementLines.bookId))
    .where(eq(royaltyStatementLines.statementId, statementId))
    .orderBy(asc(royaltyStatementLines.occurredAt), asc(royaltyStatementLines.id))
    .limit(limit)
    .offset(offset);

// ---------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------

/** Locks the statement's payout for the transaction: one "mark paid" at a time. */
export const lockPayoutOfStatement = async (db: DbOrTx, statementId: number) => {
  const [row] = await db
    .select()
    .from(royaltyPayouts)
    .where(eq(royaltyPayouts.statementId, statementId))
    .for('update');
  return row;
};

export const markPayoutPaid = async (
  db: DbOrTx,
  payoutId: number,
  paid: {
    paidOn: string;
    paidAt: Date;
    paidByStaffId: number | null;
    bankReference: string;
    bankCode: string;
    accountNumber: string;
    accountName: string;
    certificateBook: number;
    certificateNumber: number;
  },
) => {
  const [row] = await db
    .update(royaltyPayouts)
    .set({ ...paid, status: 'paid' })
    .where(and(eq(royaltyPayouts.id, payoutId), eq(royaltyPayouts.status, 'pending')))
    .returning();
  return row;
};

/**
 * The next 50 ทวิ certificate number of a book (the Buddhist year): one counter row per book,
 * moved in the caller's transaction, so numbers have no gaps and two payments wait for each other.
 */
export const nextCertificateNumber = async (db: DbOrTx, book: number): Promise<number> => {
  const [row] = await db
    .insert(withholdingCertificateCounters)
    .values({ book, last: 1 })
    .onConflictDoUpdate({
      target: withholdingCertificateCounters.book,
      set: { last: sql`${withholdingCertificateCounters.last} + 1` },
    })
    .returning({ last: withholdingCertificateCounters.last });
  if (!row) throw new Error('withholding_certificate_counters upsert returned nothing');
  return row.last;
};

const payoutView = {
  payout: royaltyPayouts,
  month: royaltyStatements.month,
  organisationName: publisherOrganisations.name,
  paidBy: payer.displayName,
  payee: royaltyPayees,
};

const payoutQuery = (db: DbOrTx) =>
  db
    .select(payoutView)
    .from(royaltyPayouts)
    .innerJoin(royaltyStatements, eq(royaltyStatements.id, royaltyPayouts.statementId))
    .innerJoin(publisherOrganisations, eq(publisherOrganisations.id, royaltyPayouts.organisationId))
    .leftJoin(payer, eq(payer.id, royaltyPayouts.paidByStaffId))
    .leftJoin(royaltyPayees, eq(royaltyPayees.organisationId, royaltyPayouts.organisationId));

export type PayoutView = NonNullable<Awaited<ReturnType<typeof findPayoutView>>>;

export const findPayoutView = async (db: DbOrTx, payoutId: number) => {
  const [row] = await payoutQuery(db).where(eq(royaltyPayouts.id, payoutId)).limit(1);
  return row;
};

export type PayoutFilter = {
  month?: string;
  status?: 'pending' | 'paid';
  organisationId?: number;
  descending: boolean;
};

export const findPayoutPage = async (
  db: DbOrTx,
  filter: PayoutFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.month) conditions.push(eq(royaltyStatements.month, filter.month));
  if (filter.status) conditions.push(eq(royaltyPayouts.status, filter.status));
  if (filter.organisationId !== undefined)
    conditions.push(eq(royaltyPayouts.organisationId, filter.organisationId));
  const order = filter.descending ? desc : asc;
  return payoutQuery(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(order(royaltyPayouts.id))
    .limit(limit)
    .offset(offset);
};

/**
 * The pending payouts of a month's statements for a bank file (those named, when `payoutIds`
 * is given), with the organisation's legal name and payee details (null when staff never set them).
 */
export const findPendingPayoutsOfMonth = (db: DbOrTx, month: string, payoutIds?: number[]) =>
  db
    .select({
      payout: royaltyPayouts,
      month: royaltyStatements.month,
      organisationName: publisherOrganisations.name,
      legalName: publisherOrganisations.legalName,
      payee: royaltyPayees,
    })
    .from(royaltyPayouts)
    .innerJoin(royaltyStatements, eq(royaltyStatements.id, royaltyPayouts.statementId))
    .innerJoin(publisherOrganisations, eq(publisherOrganisations.id, royaltyPayouts.organisationId))
    .leftJoin(royaltyPayees, eq(royaltyPayees.organisationId, royaltyPayouts.organisationId))
    .where(
      and(
        eq(royaltyStatements.month, month),
        eq(royaltyPayouts.status, 'pending'),
        payoutIds ? inArray(royaltyPayouts.id, payoutIds) : undefined,
      ),
    )
    .orderBy(asc(royaltyPayouts.id));

// ---------------------------------------------------------------------------------------------
// Withholding tax rates
// ---------------------------------------------------------------------------------------------

/** How many issued statements used the rate. */
const statementCount = sql<number>`(select count(*)::int from royalty_statements s
  where s.withholding_rate_id = "withholding_tax_rates"."id")`.mapWith(Number);

export const findRatePage = (db: DbOrTx, limit: number, offset: number) =>
  db
    .select({ rate: withholdingTaxRates, statementCount })
    .from(withholdingTaxRates)
    .orderBy(
      asc(withholdingTaxRates.payeeKind),
      desc(withholdingTaxRates.effectiveFrom),
      desc(withholdingTaxRates.id),
    )
    .limit(limit)
    .offset(offset);

export const findRateView = async (db: DbOrTx, rateId: number) => {
  const [row] = await db
    .select({ rate: withholdingTaxRates, statementCount })
    .from(withholdingTaxRates)
    .where(eq(withholdingTaxRates.id, rateId))
    .limit(1);
  return row;
};

/** The last month issued for a payee kind (a new rate may not reach back into it). */
export const findLastIssuedMonth = async (
  db: DbOrTx,
  payeeKind: 'individual' | 'company',
): Promise<string | null> => {
  const [row] = await db
    .select({ month: sql<string | null>`max(${royaltyStatements.month})` })
    .from(royaltyStatements)
    .where(eq(royaltyStatements.payeeKind, payeeKind));
  return row?.month ?? null;
};

/** A new rate; `taken` when one already applies from that day for that payee kind. */
export const insertRate = async (
  db: DbOrTx,
  rate: typeof withholdingTaxRates.$inferInsert,
): Promise<{ id: number } | 'taken'> => {
  try {
    const [row] = await db
      .insert(withholdingTaxRates)
      .values(rate)
      .returning({ id: withholdingTaxRates.id });
    if (!row) throw new Error('withholding_tax_rates insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/** Serialises new rates of a payee kind against each other (a transaction-level advisory lock). */
export const lockRatesOfKind = async (db: DbOrTx, payeeKind: 'individual' | 'company') => {
  await executeRows(db, sql`select pg_advisory_xact_lock(hashtext(${`withholding:${payeeKind}`}))`);
};
