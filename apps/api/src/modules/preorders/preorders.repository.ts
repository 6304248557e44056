import { and, desc, eq, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import {
  books,
  libraryItems,
  orderLines,
  preorders,
  refundLines,
  searchIndexMeta,
} from '../../db/schema/index.js';

/**
 * Pre-orders (docs/buying.md "Pre-orders"): `preorders` rows and the set-based release that moves
 * them to the bookshelf. Every customer query names the customer.
 */

export type PreorderStatus = 'waiting' | 'delivered' | 'cancelled';

export type PreorderRow = {
  id: number;
  orderId: number;
  orderLineId: number;
  customerId: number;
  bookId: number;
  status: PreorderStatus;
  createdAt: Date;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  /** The book's release time now (staff may move it until the release). */
  releaseAt: Date | null;
  nameTh: string;
  nameEn: string;
};

/** A waiting line staff refunded (the back office) is as good as cancelled: it never arrives. */
const refundedLine = sql`exists (select 1 from ${refundLines}
  where ${refundLines.orderLineId} = ${preorders.orderLineId})`;

const rowColumns = {
  id: preorders.id,
  orderId: preorders.orderId,
  orderLineId: preorders.orderLineId,
  customerId: preorders.customerId,
  bookId: preorders.bookId,
  status: sql<PreorderStatus>`case when ${preorders.status} = 'waiting' and ${refundedLine}
    then 'cancelled' else ${preorders.status} end`,
  createdAt: preorders.createdAt,
  deliveredAt: preorders.deliveredAt,
  cancelledAt: preorders.cancelledAt,
  releaseAt: books.releaseAt,
  nameTh: orderLines.nameTh,
  nameEn: orderLines.nameEn,
};

/** The book's release time, or null when it is released (or has none). */
export const findReleaseAt = async (tx: DbOrTx, bookId: number): Promise<Date | null> => {
  const [row] = await tx
    .select({ releaseAt: books.releaseAt })
    .from(books)
    .where(eq(books.id, bookId));
  return row?.releaseAt ?? null;
};

/**
 * A paid line of a book not released at `now` waits as a pre-order (once per line, whatever
 * arrives twice): `held`, and the caller does not grant it. `duplicate`: the customer pre-ordered
 * the book in another order already (the caller gives this line's money back as for a book owned).
 * `released`: an ordinary line, granted at once.
 */
export const holdLine = async (
  tx: DbOrTx,
  params: { orderId: number; orderLineId: number; customerId: number; bookId: number; now: Date },
): Promise<'held' | 'duplicate' | 'released'> => {
  const releaseAt = await findReleaseAt(tx, params.bookId);
  if (releaseAt === null || releaseAt.getTime() <= params.now.getTime()) return 'released';
  const [other] = await tx
    .select({ id: preorders.id })
    .from(preorders)
    .where(
      and(
        eq(preorders.customerId, params.customerId),
        eq(preorders.bookId, params.bookId),
        sql`${preorders.status} <> 'cancelled'`,
        sql`${preorders.orderLineId} <> ${params.orderLineId}`,
      ),
    )
    .limit(1);
  if (other) return 'duplicate';
  await tx
    .insert(preorders)
    .values({
      orderId: params.orderId,
      orderLineId: params.orderLineId,
      customerId: params.customerId,
      bookId: params.bookId,
    })
    .onConflictDoNothing();
  return 'held';
};

/** The customer's pre-orders, newest first; of one order, or of one status. */
export const findForCustomer = async (
  db: DbOrTx,
  params: { customerId: number; orderId?: number; status?: PreorderStatus; limit: number },
): Promise<PreorderRow[]> =>
  db
    .select(rowColumns)
    .from(preorders)
    .innerJoin(books, eq(books.id, preorders.bookId))
    .innerJoin(orderLines, eq(orderLines.id, preorders.orderLineId))
    .where(
      and(
        eq(preorders.customerId, params.customerId),
        params.orderId === undefined ? undefined : eq(preorders.orderId, params.orderId),
        params.status === undefined ? undefined : eq(preorders.status, params.status),
      ),
    )
    .orderBy(desc(preorders.id))
    .limit(params.limit);

/** One of the customer's pre-orders; `forUpdate` locks its row (the caller holds the customer's lock). */
export const findOne = async (
  db: DbOrTx,
  params: { customerId: number; id: number; forUpdate?: boolean },
): Promise<PreorderRow | undefined> => {
  const query = db
    .select(rowColumns)
    .from(preorders)
    .innerJoin(books, eq(books.id, preorders.bookId))
    .innerJoin(orderLines, eq(orderLines.id, preorders.orderLineId))
    .where(and(eq(preorders.customerId, params.customerId), eq(preorders.id, params.id)));
  const [row] = params.forUpdate ? await query.for('update', { of: preorders }) : await query;
  return row;
};

/** waiting → cancelled; false when it had left `waiting` already. */
export const markCancelled = async (
  tx: DbOrTx,
  params: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(preorders)
    .set({ status: 'cancelled', cancelledAt: params.now })
    .where(and(eq(preorders.id, params.id), eq(preorders.status, 'waiting')))
    .returning({ id: preorders.id });
  return rows.length > 0;
};

/** Customers with pre-orders whose book is released at `now`, lowest id first. */
export const findDueCustomers = async (
  db: DbOrTx,
  params: { now: Date; limit: number },
): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ customerId: preorders.customerId })
    .from(preorders)
    .innerJoin(books, eq(books.id, preorders.bookId))
    .where(
      and(
        eq(preorders.status, 'waiting'),
        // No release time is released: staff clear it to release a book at once.
        sql`coalesce(${books.releaseAt}, '-infinity') <= ${params.now.toISOString()}::timestamptz`,
        sql`not ${refundedLine}`,
      ),
    )
    .orderBy(preorders.customerId)
    .limit(params.limit);
  return rows.map((row) => row.customerId);
};

export type DeliveredRow = { id: number; customerId: number; bookId: number; orderId: number };

/**
 * The release of these customers' due pre-orders, as one statement: every waiting row whose
 * book is released moves to `delivered` and its book joins the shelf (`library_items`, once per
 * customer and book). The caller holds the customers' locks, so a cancel or another release of
 * the same rows waits and then finds them delivered: a row is delivered once, never also refunded.
 */
export const deliverDue = async (
  tx: DbOrTx,
  params: { customerIds: readonly number[]; now: Date },
): Promise<DeliveredRow[]> => {
  if (params.customerIds.length === 0) return [];
  const now = sql`${params.now.toISOString()}::timestamptz`;
  const ids = sql.join(
    params.customerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return executeRows<DeliveredRow>(
    tx,
    sql`with delivered as (
      update ${preorders} p set status = 'delivered', delivered_at = ${now}
      from ${books} b
      where b.id = p.book_id and p.status = 'waiting'
        and coalesce(b.release_at, '-infinity') <= ${now}
        and p.customer_id in (${ids})
        -- a line staff refunded meanwhile (the back office) never arrives
        and not exists (select 1 from ${refundLines} r where r.order_line_id = p.order_line_id)
      returning p.id, p.customer_id, p.book_id, p.order_id
    ), granted as (
      insert into ${libraryItems} (customer_id, book_id, source, order_id)
      select customer_id, book_id, 'purchase', order_id from delivered
      on conflict do nothing
    )
    select id::int as "id", customer_id as "customerId", book_id as "bookId",
      order_id::int as "orderId"
    from delivered`,
  );
};

/** The book opens to its buyers now (a release brought forward); false when it was not ahead. */
export const bringReleaseForward = async (
  tx: DbOrTx,
  params: { bookId: number; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(books)
    .set({ releaseAt: params.now, updatedAt: params.now })
    .where(
      and(
        eq(books.id, params.bookId),
        sql`${books.releaseAt} > ${params.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: books.id });
  return rows.length > 0;
};

/** Where the release job has looked for released books up to (a row of `search_index_meta`). */
const RELEASE_MARK_KEY = 'preorders_release_mark';

/**
 * Whether any book's release time passed in the window (the last mark, `now`], moving the mark to
 * `now` under its row lock: one run sees each release once, and two runs at once queue on the row
 * (the second finds the mark moved and an empty window). Set-based: one `exists` over `books`.
 * The first run (no mark yet) looks back one day.
 */
export const passReleaseMark = async (tx: DbOrTx, params: { now: Date }): Promise<boolean> => {
  const initial = new Date(params.now.getTime() - 86_400_000).toISOString();
  await tx
    .insert(searchIndexMeta)
    .values({ key: RELEASE_MARK_KEY, value: initial })
    .onConflictDoNothing();
  const [mark] = await tx
    .select({ value: searchIndexMeta.value })
    .from(searchIndexMeta)
    .where(eq(searchIndexMeta.key, RELEASE_MARK_KEY))
    .for('update');
  const since = new Date(mark?.value ?? initial);
  if (!(since.getTime() < params.now.getTime())) return false;
  const [passed] = await tx
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        sql`${books.releaseAt} > ${since.toISOString()}::timestamptz`,
        sql`${books.releaseAt} <= ${params.now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  await tx
    .update(searchIndexMeta)
    .set({ value: params.now.toISOString(), updatedAt: params.now })
    .where(eq(searchIndexMeta.key, RELEASE_MARK_KEY));
  return passed !== undefined;
};

/** The order's pre-orders still waiting (the paid e-mail names them with their day). */
export const findWaitingOfOrder = async (
  db: DbOrTx,
  params: { customerId: number; orderId: number },
): Promise<PreorderRow[]> =>
  (await findForCustomer(db, { ...params, status: 'waiting', limit: 200 })).filter(
    (row) => row.status === 'waiting',
  );

/**
 * The buyers still waiting for a book (not cancelled, not refunded), lowest id first: those told
 * when staff move its release later.
 */
export const findWaitingBuyers = async (tx: DbOrTx, bookId: number): Promise<number[]> => {
  const rows = await tx
    .selectDistinct({ customerId: preorders.customerId })
    .from(preorders)
    .where(
      and(eq(preorders.bookId, bookId), eq(preorders.status, 'waiting'), sql`not ${refundedLine}`),
    )
    .orderBy(preorders.customerId);
  return rows.map((row) => row.customerId);
};

/**
 * Test-only (the journeys' hook): the book of this record reference opens `releaseAt`, when it is
 * released at `now` (null or past); its id, and whether it was moved.
 */
export const rearmRelease = async (
  tx: DbOrTx,
  params: { recordReference: string; releaseAt: Date; now: Date },
): Promise<{ bookId: number; armed: boolean } | null> => {
  const [book] = await tx
    .select({ id: books.id, releaseAt: books.releaseAt })
    .from(books)
    .where(eq(books.recordReference, params.recordReference))
    .for('update');
  if (!book) return null;
  if (book.releaseAt !== null && book.releaseAt.getTime() > params.now.getTime())
    return { bookId: book.id, armed: false };
  await tx
    .update(books)
    .set({ releaseAt: params.releaseAt, updatedAt: params.now })
    .where(eq(books.id, book.id));
  return { bookId: book.id, armed: true };
};
