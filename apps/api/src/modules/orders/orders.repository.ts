import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import type { StoredNextAction } from '../../db/schema/orders.js';
import {
  books,
  idempotencyKeys,
  orderLines,
  orders,
  paymentEvents,
  payments,
  receiptCounters,
  receipts,
  redeemCodes,
  refunds,
} from '../../db/schema/index.js';

/** Orders, their lines, payment attempts and receipts: the only place that touches their tables. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

const orderByIdQuery = preparedPer((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('orders_find_by_id'),
);
const customerOrderQuery = preparedPer((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('orders_find_customer_order'),
);
const paymentQuery = preparedPer((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .prepare('orders_find_payment'),
);
const paymentAndOrderQuery = preparedPer((db) =>
  db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, sql.placeholder('paymentId')))
    .prepare('orders_find_payment_and_order'),
);
const idempotencyKeyQuery = preparedPer((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.customerId, sql.placeholder('customerId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('orders_find_idempotency_key'),
);

export const insertOrder = async (
  tx: DbOrTx,
  values: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<OrderRow> => {
  const [order] = await tx.insert(orders).values(values).returning();
  if (lines.length)
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  return order!;
};

/** The customer's order, locked for a change (customer first, then order: no deadlocks). */
export const lockOrder = async (
  tx: DbOrTx,
  params: { customerId: number; orderId: number },
): Promise<OrderRow | undefined> => {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, params.orderId), eq(orders.customerId, params.customerId)))
    .for('update');
  return row;
};

/**
 * The customer's order and one of its attempts, both locked in one statement (issue 27 §3; the
 * caller has locked the customer first, so the order of the two row locks cannot deadlock).
 */
export const lockOrderAndPayment = async (
  tx: DbOrTx,
  params: { customerId: number; orderId: number; paymentId: string },
): Promise<{ order: OrderRow; payment: PaymentRow } | undefined> => {
  const [row] = await tx
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.id, params.orderId),
        eq(orders.customerId, params.customerId),
        eq(payments.id, params.paymentId),
      ),
    )
    .for('update');
  return row;
};

/** The customer's order (another customer's id finds nothing). */
export const findOrder = async (
  tx: DbOrTx,
  params: { customerId: number; orderId: number },
): Promise<OrderRow | undefined> => {
  const [row] = await customerOrderQuery(tx).execute(params);
  return row;
};

export const findOrderById = async (tx: DbOrTx, orderId: number): Promise<OrderRow | undefined> => {
  const [row] = await orderByIdQuery(tx).execute({ orderId });
  return row;
};

export const findLines = async (
  tx: DbOrTx,
  orderIds: readonly number[],
): Promise<OrderLineRow[]> =>
  orderIds.length === 0
    ? []
    : tx
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.id));

export const updateOrder = async (
  tx: DbOrTx,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> => {
  await tx.update(orders).set(values).where(eq(orders.id, orderId));
};

export const markLinesDuplicate = async (tx: DbOrTx, lineIds: readonly number[]): Promise<void> => {
  if (lineIds.length)
    await tx
      .update(orderLines)
      .set({ duplicate: true })
      .where(inArray(orderLines.id, [...lineIds]));
};

export const countSold = async (tx: DbOrTx, bookIds: readonly number[]): Promise<void> => {
  if (bookIds.length)
    await tx
      .update(books)
      .set({ soldCount: sql`${books.soldCount} + 1` })
      .where(inArray(books.id, [...bookIds]));
};

/** The customer's newest order, for the pace rule and the pending-order warning. */
export const findLatestOrder = async (
  tx: DbOrTx,
  customerId: number,
): Promise<OrderRow | undefined> => {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
};

/** The customer's pending orders with the books in them. */
export const findPendingBooks = async (
  tx: DbOrTx,
  customerId: number,
): Promise<{ orderId: number; bookId: number | null }[]> =>
  tx
    .select({ orderId: orders.id, bookId: orderLines.bookId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'PD')));

export const findPendingOrders = async (tx: DbOrTx, customerId: number): Promise<OrderRow[]> =>
  tx
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'PD')))
    .orderBy(desc(orders.id));

/** A page of the customer's orders, newest first; `statuses` empty = all. */
export const findOrderPage = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    statuses: readonly OrderRow['status'][];
    offset: number;
    limit: number;
  },
): Promise<{ rows: OrderRow[]; total: number }> => {
  const where = and(
    eq(orders.customerId, params.customerId),
    params.statuses.length ? inArray(orders.status, [...params.statuses]) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .offset(params.offset)
      .limit(params.limit),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
};

// Payment attempts

export const insertPayment = async (
  tx: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> => {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
};

export const nextAttemptNo = async (tx: DbOrTx, orderId: number): Promise<number> => {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${payments.attemptNo}), 0)::int` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return (row?.last ?? 0) + 1;
};

export const findPayment = async (
  tx: DbOrTx,
  paymentId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await paymentQuery(tx).execute({ paymentId });
  return row;
};

/** An attempt with its order, in one read. */
export const findPaymentAndOrder = async (
  tx: DbOrTx,
  paymentId: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> => {
  const [row] = await paymentAndOrderQuery(tx).execute({ paymentId });
  return row;
};

export const lockPayment = async (
  tx: DbOrTx,
  paymentId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
};

export const findPaymentByRef = async (
  tx: DbOrTx,
  params: { provider: string; providerRef: string },
): Promise<PaymentRow | undefined> => {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.provider, params.provider), eq(payments.providerRef, params.providerRef)),
    );
  return row;
};

export const findPayments = async (
  tx: DbOrTx,
  orderIds: readonly number[],
): Promise<PaymentRow[]> =>
  orderIds.length === 0
    ? []
    : tx
        .select()
        .from(payments)
        .where(inArray(payments.orderId, [...orderIds]))
        .orderBy(asc(payments.orderId), asc(payments.attemptNo));

export const updatePayment = async (
  tx: DbOrTx,
  paymentId: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<void> => {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
};

/** Open attempts of an order (still `created` or `pending`). */
export const findOpenPayments = async (tx: DbOrTx, orderId: number): Promise<PaymentRow[]> =>
  tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['created', 'pending'])));

/** Open attempts due for a re-read. */
export const findPaymentsToCheck = async (
  tx: DbOrTx,
  params: { now: Date; limit: number },
): Promise<PaymentRow[]> =>
  tx
    .select()
    .from(payments)
    .where(
      and(inArray(payments.status, ['created', 'pending']), lte(payments.nextCheckAt, params.now)),
    )
    .orderBy(asc(payments.nextCheckAt))
    .limit(params.limit);

/** Pending orders whose payment window (plus grace) has passed. */
export const findOrdersToExpire = async (
  tx: DbOrTx,
  params: { before: Date; limit: number },
): Promise<OrderRow[]> =>
  tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'PD'), lte(orders.expiresAt, params.before)))
    .orderBy(asc(orders.expiresAt))
    .limit(params.limit);

/** Stores a verified notification once; false when this event was seen before. */
export const insertEvent = async (
  tx: DbOrTx,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> => {
  const rows = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
};

// Idempotency keys

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export const findIdempotencyKey = async (
  tx: DbOrTx,
  params: { customerId: number; key: string },
): Promise<IdempotencyRow | undefined> => {
  const [row] = await idempotencyKeyQuery(tx).execute(params);
  return row;
};

/** Claims the key in the caller's transaction; false when it exists (another request has it). */
export const insertIdempotencyKey = async (
  tx: DbOrTx,
  values: typeof idempotencyKeys.$inferInsert,
): Promise<boolean> => {
  const rows = await tx.insert(idempotencyKeys).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
};

export const finishIdempotencyKey = async (
  tx: DbOrTx,
  params: { customerId: number; key: string; status: number; body: unknown },
): Promise<void> => {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: params.status, responseBody: params.body })
    .where(
      and(eq(idempotencyKeys.customerId, params.customerId), eq(idempotencyKeys.key, params.key)),
    );
};

export const deleteIdempotencyKeysBefore = async (tx: DbOrTx, before: Date): Promise<void> => {
  await tx.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, before));
};

// Receipts and refunds

/** The next serial of a prefix in a Buddhist year, without gaps (the counter row is locked). */
export const nextReceiptSerial = async (
  tx: DbOrTx,
  params: { prefix: string; yearBe: number },
): Promise<number> => {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ prefix: params.prefix, yearBe: params.yearBe, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.prefix, receiptCounters.yearBe],
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row!.last;
};

export const insertReceipt = async (
  tx: DbOrTx,
  values: typeof receipts.$inferInsert,
): Promise<ReceiptRow> => {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row!;
};

export const findReceipts = async (
  tx: DbOrTx,
  orderIds: readonly number[],
): Promise<ReceiptRow[]> =>
  orderIds.length === 0
    ? []
    : tx
        .select()
        .from(receipts)
        .where(inArray(receipts.orderId, [...orderIds]))
        .orderBy(asc(receipts.id));

/** The receipt of this number, if it belongs to the customer's order. */
export const findCustomerReceipt = async (
  tx: DbOrTx,
  params: { customerId: number; number: string },
): Promise<ReceiptRow | undefined> => {
  const [row] = await tx
    .select({ receipt: receipts })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(and(eq(receipts.number, params.number), eq(orders.customerId, params.customerId)));
  return row?.receipt;
};

export const insertRefund = async (
  tx: DbOrTx,
  values: typeof refunds.$inferInsert,
): Promise<boolean> => {
  const rows = await tx.insert(refunds).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
};

export const findRefunds = async (tx: DbOrTx, orderId: number): Promise<RefundRow[]> =>
  tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** A pending refund the gateway will not make by API: staff make it by hand (it stays pending). */
export const markRefundManual = async (
  tx: DbOrTx,
  params: { paymentId: string },
): Promise<void> => {
  await tx
    .update(refunds)
    .set({ method: 'manual' })
    .where(and(eq(refunds.paymentId, params.paymentId), eq(refunds.status, 'pending')));
};

export const completeRefund = async (
  tx: DbOrTx,
  params: { paymentId: string; at: Date },
): Promise<void> => {
  await tx
    .update(refunds)
    .set({ status: 'succeeded', completedAt: params.at })
    .where(and(eq(refunds.paymentId, params.paymentId), eq(refunds.status, 'pending')));
};

export const setGiftCode = async (
  tx: DbOrTx,
  params: { lineId: number; codeId: number },
): Promise<void> => {
  await tx
    .update(orderLines)
    .set({ giftCodeId: params.codeId })
    .where(eq(orderLines.id, params.lineId));
};

/** Of these gift codes, the ones their recipient has claimed. */
export const findClaimedCodes = async (tx: DbOrTx, codeIds: number[]): Promise<Set<number>> => {
  if (codeIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: redeemCodes.id })
    .from(redeemCodes)
    .where(and(inArray(redeemCodes.id, codeIds), sql`${redeemCodes.usedCount} > 0`));
  return new Set(rows.map((row) => row.id));
};

/**
 * What the gateway answered when an attempt was started: its reference and next step always; the
 * status only while the attempt is still `created` (a notification may have moved it already).
 * The attempt as it is after the write.
 */
export const recordStart = async (
  tx: DbOrTx,
  paymentId: string,
  values: {
    providerRef: string;
    next: StoredNextAction;
    status: 'pending' | 'failed';
    failureCode: string | null;
    failureMessage: string | null;
  },
): Promise<PaymentRow | undefined> => {
  const moves = sql`${payments.status} = 'created'`;
  const [row] = await tx
    .update(payments)
    .set({
      providerRef: values.providerRef,
      next: values.next,
      status: sql`case when ${moves} then ${values.status}::payment_status else ${payments.status} end`,
      failureCode: sql`case when ${moves} then ${values.failureCode} else ${payments.failureCode} end`,
      failureMessage: sql`case when ${moves} then ${values.failureMessage} else ${payments.failureMessage} end`,
      nextCheckAt: sql`case when ${moves} and ${values.status} = 'failed' then null else ${payments.nextCheckAt} end`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId))
    .returning();
  return row;
};
