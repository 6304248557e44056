import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { customers } from './customers.js';
import { devices } from './devices.js';

/**
 * Books waiting in a basket (cart type 1) or a wish list (2): a customer's, or a device's while
 * its reader is a guest (merged into the customer's at sign-in). One line per book: an e-book is
 * bought once. `priceSatangSeen` is the price the reader last saw, so a change is told once.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    cartType: smallint('cart_type').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    priceSatangSeen: integer('price_satang_seen').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'basket_items_owner_check',
      sql`(${table.customerId} is null) <> (${table.deviceId} is null)`,
    ),
    check('basket_items_cart_type_check', sql`${table.cartType} in (1, 2)`),
    uniqueIndex('basket_items_customer_book_key').on(
      table.customerId,
      table.cartType,
      table.bookId,
    ),
    uniqueIndex('basket_items_device_book_key').on(table.deviceId, table.cartType, table.bookId),
    index('basket_items_book_idx').on(table.bookId),
  ],
);

export const librarySource = pgEnum('library_source', ['purchase', 'redeem', 'gift', 'staff']);

/**
 * The books a customer owns, whatever brought them (a paid order, a redeem code, a gift, staff):
 * one row per customer and book, so a grant that arrives twice grants once. The bookshelf reads it.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    source: librarySource('source').notNull(),
    /** The order that paid for it, when bought (orders come with checkout). */
    orderId: bigint('order_id', { mode: 'number' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.bookId] }),
    index('library_items_book_idx').on(table.bookId),
  ],
);
