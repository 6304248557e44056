import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { customers } from './customers.js';
import { orderLines, orders } from './orders.js';

/**
 * Pre-orders (docs/buying.md "Pre-orders"): one row per paid book line whose book was not yet
 * released (`books.release_at` in the future) when its order was paid. The book joins the shelf
 * when the `preorders.release` job delivers the row (`waiting → delivered`), or never when the
 * customer cancels it first (`waiting → cancelled`, refunded in full). Every move is conditional
 * on `waiting`, under the row's lock, so exactly one of them happens.
 */
export const preorders = pgTable(
  'preorders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    /** `waiting`, `delivered` (on the shelf) or `cancelled` (refunded). */
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('preorders_order_line_key').on(table.orderLineId),
    index('preorders_customer_idx').on(table.customerId, table.id.desc()),
    index('preorders_order_idx').on(table.orderId),
    // The release job's read: the waiting pre-orders of a book.
    index('preorders_waiting_idx')
      .on(table.bookId)
      .where(sql`${table.status} = 'waiting'`),
    check('preorders_status_check', sql`${table.status} in ('waiting', 'delivered', 'cancelled')`),
  ],
);
