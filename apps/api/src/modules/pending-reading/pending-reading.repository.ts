import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, orderLines, orders } from '../../db/schema/index.js';

/** An attempt of the order the gateway keeps waiting (raw names: drizzle leaves columns unqualified here). */
const waitingSql = sql<boolean>`exists (select 1 from payments p where p.order_id = orders.id and p.status = 'pending')`;
const lastAttemptSql = sql<
  string | null
>`(select p.status::text from payments p where p.order_id = orders.id order by p.attempt_no desc limit 1)`;

/** Where an order stands for its pending readers: one indexed row, read cheaply and often. */
export type PendingOrderRow = {
  id: number;
  customerId: number;
  status: 'PD' | 'AP' | 'CR' | 'EX' | 'RR';
  cancelReason: 'customer' | 'staff' | 'expired' | null;
  /** An attempt the gateway keeps waiting (a PromptPay QR shown, a counter slip printed). */
  waiting: boolean;
  /** The status of the order's last attempt (`expired` when its QR or slip ran out). */
  lastAttempt: string | null;
};

const pendingOrderColumns = {
  id: orders.id,
  customerId: orders.customerId,
  status: orders.status,
  cancelReason: orders.cancelReason,
  waiting: waitingSql,
  lastAttempt: lastAttemptSql,
};

export const findPendingOrder = async (
  db: DbOrTx,
  orderId: number,
): Promise<PendingOrderRow | undefined> => {
  const [row] = await db.select(pendingOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row;
};

/** A book of an order, as the pending reader needs it; undefined when the order has no such line. */
export type PendingBookRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  textLanguage: string;
  pendingPreviewPercent: number;
  owned: boolean;
};

export const findPendingBook = async (
  db: DbOrTx,
  params: { orderId: number; bookId: number; customerId: number },
): Promise<PendingBookRow | undefined> => {
  const [row] = await db
    .select({
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      textLanguage: books.textLanguage,
      pendingPreviewPercent: books.pendingPreviewPercent,
      owned: sql<boolean>`exists (select 1 from library_items li where li.customer_id = ${params.customerId} and li.book_id = books.id)`,
    })
    .from(orderLines)
    .innerJoin(books, eq(books.id, orderLines.bookId))
    .where(
      and(
        eq(orderLines.orderId, params.orderId),
        eq(orderLines.bookId, params.bookId),
        eq(orderLines.kind, 'book'),
        sql`${orderLines.gift} is null`,
      ),
    )
    .limit(1);
  return row;
};

/** A book of one of the customer's orders waiting for its payment, not on the shelf yet. */
export type WaitingBookRow = { id: number; nameTh: string; nameEn: string; orderId: number };

/**
 * The customer's books readable while paying (the bookshelf lists them): lines of the customer's
 * own `PD` orders with an attempt the gateway keeps waiting, not gifts, not owned; the newest
 * order of each book.
 */
export const findWaitingBooks = async (db: DbOrTx, customerId: number): Promise<WaitingBookRow[]> =>
  db
    .selectDistinctOn([books.id], {
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      orderId: orders.id,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(books, eq(books.id, orderLines.bookId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 'PD'),
        eq(orderLines.kind, 'book'),
        sql`${orderLines.gift} is null`,
        waitingSql,
        sql`not exists (select 1 from library_items li where li.customer_id = ${customerId} and li.book_id = ${books.id})`,
      ),
    )
    .orderBy(books.id, sql`${orders.id} desc`);

/** Many orders' states in one query (each event stream's process polls its watched orders). */
export const findPendingOrders = async (
  db: DbOrTx,
  orderIds: number[],
): Promise<PendingOrderRow[]> =>
  orderIds.length === 0
    ? []
    : db.select(pendingOrderColumns).from(orders).where(inArray(orders.id, orderIds));
