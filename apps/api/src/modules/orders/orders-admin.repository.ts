import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import {
  auditLog,
  books,
  coinBatches,
  coinHistory,
  customers,
  libraryItems,
  orderLines,
  orders,
  paymentEvents,
  payments,
  receipts,
  redeemClaims,
  redeemCodes,
  refundLines,
  refunds,
  staff,
} from '../../db/schema/index.js';
import type { OrderRow, RefundRow } from './orders.repository.js';

/**
 * The back office's reads and writes of orders (docs/back-office.md "Orders and refunds"): the
 * order list on its indexes, everything one order went through, staff refunds and what they
 * change (the shelf, coins taken back, gift codes). The customer-facing queries stay in
 * orders.repository.ts.
 */

export type OrderListFilter = {
  orderId?: number;
  customerId?: number;
  /** A customer's e-mail as `emailKeyOf` normalises it. */
  emailKey?: string;
  bookId?: number;
  status?: OrderRow['status'];
  gateway?: 'demo' | 'omise' | 'pgw' | 'coins';
  from?: Date;
  to?: Date;
  ascending: boolean;
  offset: number;
  limit: number;
};

export type OrderListRow = OrderRow & {
  customerEmail: string | null;
  customerFirstName: string;
  customerLastName: string;
  customerLanguage: string;
  itemCount: number;
  lastProvider: string | null;
  lastMethod: string | null;
};

const listColumns = {
  customerEmail: customers.email,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerLanguage: customers.language,
  itemCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  lastProvider: sql<
    string | null
  >`(select p.provider from payments p where p.order_id = ${orders.id} order by p.attempt_no desc limit 1)`,
  lastMethod: sql<
    string | null
  >`(select p.method from payments p where p.order_id = ${orders.id} order by p.attempt_no desc limit 1)`,
};

/**
 * A page of orders, newest first (or oldest), one row more than asked for (`HasNextPage`). Every
 * filter has an index behind it: the order's id, the customer (`orders_customer_idx`, the e-mail
 * through `customers_email_key_idx`), the book (`order_lines_book_idx`), the status
 * (`orders_status_idx`), the date (`orders_created_idx`); the gateway is checked per order on the
 * attempts' key. Nothing counts the table.
 *
 * The page's ids are found first, on the indexes alone, and only its rows are joined to their
 * customer, lines and attempts: the rows an offset skips cost an index entry each (a page 4,000
 * deep read the customer and three sub-queries of 100,000 orders before, seconds on 1,000,000
 * orders). Orders are sorted by number; within a period, by the time they were placed (then the
 * number), along `orders_created_idx`: numbers follow the time, but the planner does not know it,
 * and walked the numbers from the newest to reach a day two years back (bench/admin-orders.mjs,
 * docs/performance.md).
 */
export const findOrderListPage = async (
  tx: DbOrTx,
  filter: OrderListFilter,
): Promise<OrderListRow[]> => {
  const conditions: (SQL | undefined)[] = [
    filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.emailKey === undefined
      ? undefined
      : sql`${orders.customerId} = (select c.id from customers c where c.email_key = ${filter.emailKey})`,
    filter.bookId === undefined
      ? undefined
      : sql`${orders.id} in (select l.order_id from order_lines l where l.book_id = ${filter.bookId})`,
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.gateway === undefined
      ? undefined
      : filter.gateway === 'coins'
        ? sql`${orders.amountDueSatang} = 0 and ${orders.coinsSatang} > 0`
        : sql`exists (select 1 from payments p where p.order_id = ${orders.id} and p.provider = ${filter.gateway})`,
    filter.from === undefined
      ? undefined
      : sql`${orders.createdAt} >= ${filter.from.toISOString()}`,
    filter.to === undefined ? undefined : sql`${orders.createdAt} < ${filter.to.toISOString()}`,
  ];
  const direction = filter.ascending ? asc : desc;
  const byPeriod = filter.from !== undefined || filter.to !== undefined;
  const page = tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(...conditions))
    .orderBy(...(byPeriod ? [direction(orders.createdAt)] : []), direction(orders.id))
    .offset(filter.offset)
    .limit(filter.limit)
    .as('page');
  const rows = await tx
    .select({ order: orders, ...listColumns })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(...(byPeriod ? [direction(page.createdAt)] : []), direction(page.id));
  return rows.map(({ order, ...rest }) => ({ ...order, ...rest }));
};

/** One order with its customer, for the back office (any customer's). */
export const findOrderWithCustomer = async (
  tx: DbOrTx,
  orderId: number,
): Promise<OrderListRow | undefined> => {
  const [row] = await tx
    .select({ order: orders, ...listColumns })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  return row ? { ...row.order, ...withoutOrder(row) } : undefined;
};

const withoutOrder = <T extends { order: unknown }>(row: T): Omit<T, 'order'> => {
  const { order: _order, ...rest } = row;
  return rest;
};

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** The verified notifications that named one of these attempts. */
export const findEvents = async (
  tx: DbOrTx,
  paymentIds: readonly string[],
): Promise<PaymentEventRow[]> =>
  paymentIds.length === 0
    ? []
    : tx
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentId, [...paymentIds]))
        .orderBy(asc(paymentEvents.receivedAt))
        .limit(200);

export type OrderMailRow = {
  event: string;
  state: string;
  createdOn: Date;
  completedOn: Date | null;
};

/**
 * The order's e-mail jobs (`mail.order`) the queue still keeps, live or archived (pg-boss keeps
 * finished jobs for its retention period): what was written, and whether it went out.
 */
export const findOrderMails = async (tx: DbOrTx, orderId: number): Promise<OrderMailRow[]> => {
  const rows = await executeRows<{
    event: string;
    state: string;
    created_on: string;
    completed_on: string | null;
  }>(
    tx,
    sql`select data->>'event' as event, state::text as state, created_on, completed_on
          from pgboss.job where name = 'mail.order' and data->>'orderId' = ${String(orderId)}
        union all
        select data->>'event', state::text, created_on, completed_on
          from pgboss.archive where name = 'mail.order' and data->>'orderId' = ${String(orderId)}
        order by 3 limit 100`,
  );
  return rows.map((row) => ({
    event: row.event,
    state: row.state,
    createdOn: new Date(row.created_on),
    completedOn: row.completed_on ? new Date(row.completed_on) : null,
  }));
};

export type AuditRow = typeof auditLog.$inferSelect;

/** What staff did to the order (the audit log's entries about it), oldest first. */
export const findOrderAudit = async (tx: DbOrTx, orderId: number): Promise<AuditRow[]> =>
  tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.at))
    .limit(200);

/** Of the order's book lines, the books still on the buyer's shelf through this order. */
export const findShelvedBooks = async (
  tx: DbOrTx,
  params: { customerId: number; orderId: number },
): Promise<Set<number>> => {
  const rows = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.orderId, params.orderId)),
    );
  return new Set(rows.map((row) => row.bookId));
};

// Staff refunds

export type RefundLineRow = typeof refundLines.$inferSelect;

export type RefundView = RefundRow & {
  staffEmail: string | null;
  provider: string | null;
  paymentMethod: string | null;
  customerEmail: string | null;
  creditNoteNumber: string | null;
  lineIds: number[];
};

const refundViewColumns = {
  staffEmail: staff.email,
  provider: payments.provider,
  paymentMethod: payments.method,
  customerEmail: customers.email,
  creditNoteNumber: sql<
    string | null
  >`(select r.number from receipts r where r.refund_id = ${refunds.id} limit 1)`,
  lineIds: sql<
    string[] | null
  >`(select array_agg(l.order_line_id order by l.order_line_id) from refund_lines l where l.refund_id = ${refunds.id})`,
};

const toRefundView = (row: {
  refund: RefundRow;
  staffEmail: string | null;
  provider: string | null;
  paymentMethod: string | null;
  customerEmail: string | null;
  creditNoteNumber: string | null;
  lineIds: (string | number)[] | null;
}): RefundView => ({
  ...row.refund,
  staffEmail: row.staffEmail,
  provider: row.provider,
  paymentMethod: row.paymentMethod,
  customerEmail: row.customerEmail,
  creditNoteNumber: row.creditNoteNumber,
  lineIds: (row.lineIds ?? []).map(Number),
});

const refundViewQuery = (tx: DbOrTx) =>
  tx
    .select({ refund: refunds, ...refundViewColumns })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(staff, eq(staff.id, refunds.staffId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId));

export const findRefundViews = async (tx: DbOrTx, orderId: number): Promise<RefundView[]> =>
  (await refundViewQuery(tx).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id))).map(
    toRefundView,
  );

export const findRefundView = async (
  tx: DbOrTx,
  refundId: number,
): Promise<RefundView | undefined> => {
  const [row] = await refundViewQuery(tx).where(eq(refunds.id, refundId));
  return row ? toRefundView(row) : undefined;
};

export type RefundListFilter = {
  status?: RefundRow['status'];
  method?: string;
  kind?: string;
  needsAction?: boolean;
  ascending: boolean;
  offset: number;
  limit: number;
};

/**
 * A page of refunds, newest first. `needsAction`: what staff must still do by hand (pending
 * `manual` refunds, and pending ones whose gateway call failed), read on `refunds_pending_idx`.
 * The page's ids first, then only its rows joined to their order, customer, attempt, credit note
 * (`receipts_refund_idx`) and lines, as the order list does.
 */
export const findRefundPage = async (
  tx: DbOrTx,
  filter: RefundListFilter,
): Promise<RefundView[]> => {
  const direction = filter.ascending ? asc : desc;
  const page = tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        filter.status === undefined ? undefined : eq(refunds.status, filter.status),
        filter.method === undefined ? undefined : eq(refunds.method, filter.method),
        filter.kind === undefined ? undefined : eq(refunds.reason, filter.kind),
        filter.needsAction === true
          ? and(
              eq(refunds.status, 'pending'),
              or(eq(refunds.method, 'manual'), sql`${refunds.failureMessage} is not null`),
            )
          : undefined,
      ),
    )
    .orderBy(direction(refunds.id))
    .offset(filter.offset)
    .limit(filter.limit)
    .as('page');
  const rows = await refundViewQuery(tx)
    .innerJoin(page, eq(page.id, refunds.id))
    .orderBy(direction(page.id));
  return rows.map(toRefundView);
};

/** The refund a form's key made, if any. */
export const findRefundByClientKey = async (
  tx: DbOrTx,
  clientKey: string,
): Promise<RefundRow | undefined> => {
  const [row] = await tx.select().from(refunds).where(eq(refunds.clientKey, clientKey));
  return row;
};

/** The order's lines already given back, with their refund. */
export const findRefundedLines = async (
  tx: DbOrTx,
  orderId: number,
): Promise<Map<number, number>> => {
  const rows = await tx
    .select({ lineId: refundLines.orderLineId, refundId: refundLines.refundId })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(eq(refunds.orderId, orderId));
  return new Map(rows.map((row) => [row.lineId, row.refundId]));
};

/** A staff refund and its lines; null when its client key was taken (by another order). */
export const insertStaffRefund = async (
  tx: DbOrTx,
  values: Omit<typeof refunds.$inferInsert, 'reason'>,
  lines: { orderLineId: number; amountSatang: number }[],
): Promise<RefundRow | null> => {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, reason: 'staff' })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  // The lines' primary key is the last guard: a line is refunded once, whatever else happens.
  await tx.insert(refundLines).values(lines.map((line) => ({ ...line, refundId: row.id })));
  return row;
};

export const updateRefund = async (
  tx: DbOrTx,
  refundId: number,
  values: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow | undefined> => {
  const [row] = await tx.update(refunds).set(values).where(eq(refunds.id, refundId)).returning();
  return row;
};

/**
 * Takes a pending gateway refund on for one caller (the request that made it, or the job after
 * it): a lease, so two callers never ask the gateway at once; a caller that died lets go after
 * `staleBefore`.
 */
export const claimGatewayRefund = async (
  tx: DbOrTx,
  params: { refundId: number; now: Date; staleBefore: Date },
): Promise<RefundRow | undefined> => {
  const [row] = await tx
    .update(refunds)
    .set({ claimedAt: params.now })
    .where(
      and(
        eq(refunds.id, params.refundId),
        eq(refunds.status, 'pending'),
        eq(refunds.method, 'gateway'),
        or(isNull(refunds.claimedAt), lt(refunds.claimedAt, params.staleBefore)),
      ),
    )
    .returning();
  return row;
};

/** Marks a pending refund done by hand; undefined when it is not pending (done already). */
export const completePendingRefund = async (
  tx: DbOrTx,
  params: { refundId: number; at: Date; providerRef: string | null },
): Promise<RefundRow | undefined> => {
  const [row] = await tx
    .update(refunds)
    .set({
      status: 'succeeded',
      completedAt: params.at,
      claimedAt: null,
      ...(params.providerRef ? { providerRef: params.providerRef } : {}),
    })
    .where(and(eq(refunds.id, params.refundId), eq(refunds.status, 'pending')))
    .returning();
  return row;
};

/** The refund locked for a change. */
export const lockRefund = async (tx: DbOrTx, refundId: number): Promise<RefundRow | undefined> => {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
};

// The shelf and gifts

/** Takes the book off the customer's shelf, if it is there through this order (or at all). */
export const removeFromShelf = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number; orderId?: number; source?: 'gift' },
): Promise<boolean> => {
  const rows = await tx
    .delete(libraryItems)
    .where(
      and(
        eq(libraryItems.customerId, params.customerId),
        eq(libraryItems.bookId, params.bookId),
        params.orderId === undefined ? undefined : eq(libraryItems.orderId, params.orderId),
        params.source === undefined ? undefined : eq(libraryItems.source, params.source),
      ),
    )
    .returning({ bookId: libraryItems.bookId });
  return rows.length > 0;
};

/** A gift code's state: who claimed it (null while unclaimed). */
export const findGiftCode = async (
  tx: DbOrTx,
  codeId: number,
): Promise<
  { id: number; usedCount: number; revokedAt: Date | null; claimedBy: number | null } | undefined
> => {
  const [row] = await tx
    .select({
      id: redeemCodes.id,
      usedCount: redeemCodes.usedCount,
      revokedAt: redeemCodes.revokedAt,
      claimedBy: redeemClaims.customerId,
    })
    .from(redeemCodes)
    .leftJoin(redeemClaims, eq(redeemClaims.codeId, redeemCodes.id))
    .where(eq(redeemCodes.id, codeId))
    .for('update', { of: redeemCodes });
  return row;
};

/** A code stops working at once (a refunded gift, a gift sent again with a new code). */
export const revokeCode = async (tx: DbOrTx, params: { codeId: number; at: Date }) => {
  await tx
    .update(redeemCodes)
    .set({ revokedAt: params.at })
    .where(and(eq(redeemCodes.id, params.codeId), isNull(redeemCodes.revokedAt)));
};

/** A gift line's recipient, corrected by staff. */
export const updateLineGift = async (
  tx: DbOrTx,
  params: { lineId: number; gift: NonNullable<(typeof orderLines.$inferSelect)['gift']> },
) => {
  await tx.update(orderLines).set({ gift: params.gift }).where(eq(orderLines.id, params.lineId));
};

// Coins the order gave (its reward, a coin pack's top-up)

export type OrderCoinBatch = {
  id: number;
  amountSatang: number;
  remainingSatang: number;
  expiresAt: Date;
};

/**
 * The batch the order credited of this kind (`purchase_reward` or `top_up`), found through the
 * history entry that credited it (the entry names the order's number), locked for a claw-back.
 */
export const lockOrderCoinBatch = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    kind: 'purchase_reward' | 'top_up';
    detailKey: string;
    orderNumber: string;
  },
): Promise<OrderCoinBatch | undefined> => {
  const [row] = await tx
    .select({
      id: coinBatches.id,
      amountSatang: coinBatches.amountSatang,
      remainingSatang: coinBatches.remainingSatang,
      expiresAt: coinBatches.expiresAt,
    })
    .from(coinHistory)
    .innerJoin(coinBatches, eq(coinBatches.id, coinHistory.batchId))
    .where(
      and(
        eq(coinHistory.customerId, params.customerId),
        eq(coinHistory.kind, params.kind),
        sql`${coinHistory.detail}->>'key' = ${params.detailKey}`,
        sql`${coinHistory.detail}->'params'->>'number' = ${params.orderNumber}`,
      ),
    )
    .orderBy(asc(coinHistory.id))
    .limit(1)
    .for('update', { of: coinBatches });
  return row;
};

/**
 * Takes coins back from a batch (never below zero: the CHECK) and writes the `clawback` entry of
 * the customer's history.
 */
export const clawBackCoins = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    batchId: number;
    amountSatang: number;
    orderId: number;
    detail: { key: string; params?: Record<string, string | number> };
  },
): Promise<void> => {
  await tx
    .update(coinBatches)
    .set({ remainingSatang: sql`${coinBatches.remainingSatang} - ${params.amountSatang}` })
    .where(
      and(
        eq(coinBatches.id, params.batchId),
        sql`${coinBatches.remainingSatang} >= ${params.amountSatang}`,
      ),
    );
  await tx.insert(coinHistory).values({
    customerId: params.customerId,
    kind: 'clawback',
    amountSatang: -params.amountSatang,
    batchId: params.batchId,
    orderId: params.orderId,
    detail: params.detail,
  });
};

// Receipts

/** The order's live sale document (abbreviated or full tax invoice, or a coin pack's receipt). */
export const findSaleReceipt = async (tx: DbOrTx, orderId: number) => {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.orderId, orderId),
        sql`${receipts.kind} <> 'credit_note'`,
        isNull(receipts.voidedAt),
      ),
    );
  return row;
};

export const voidReceipt = async (tx: DbOrTx, params: { receiptId: number; at: Date }) => {
  await tx
    .update(receipts)
    .set({ voidedAt: params.at })
    .where(and(eq(receipts.id, params.receiptId), isNull(receipts.voidedAt)));
};

/** The order's receipt of this number (any customer's: staff read them all). */
export const findOrderReceipt = async (tx: DbOrTx, params: { orderId: number; number: string }) => {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, params.orderId), eq(receipts.number, params.number)));
  return row;
};

/** Whether the customer owns the book, and through what. */
export const findShelfItem = async (tx: DbOrTx, params: { customerId: number; bookId: number }) => {
  const [row] = await tx
    .select({ source: libraryItems.source, orderId: libraryItems.orderId })
    .from(libraryItems)
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.bookId, params.bookId)),
    );
  return row;
};

/** A book's names (any book, published or not: staff may grant what the store no longer sells). */
export const findBookNames = async (tx: DbOrTx, bookId: number) => {
  const [row] = await tx
    .select({ id: books.id, nameTh: books.nameTh, nameEn: books.nameEn })
    .from(books)
    .where(eq(books.id, bookId));
  return row;
};

/** Whether this order line was given back by a staff refund. */
export const isLineRefunded = async (tx: DbOrTx, orderLineId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: refundLines.orderLineId })
    .from(refundLines)
    .where(eq(refundLines.orderLineId, orderLineId));
  return row !== undefined;
};

/** The order line of this book in this order. */
export const findOrderBookLine = async (
  tx: DbOrTx,
  params: { orderId: number; bookId: number },
) => {
  const [row] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, params.orderId), eq(orderLines.bookId, params.bookId)));
  return row;
};
