import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { customers } from './customers.js';

/** A customer's own collections of their books (docs/bookshelf.md). */
export const bookshelves = pgTable(
  'bookshelves',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookshelves_customer_name_key').on(table.customerId, sql`lower(${table.name})`),
  ],
);

/** Which owned books are on which collection. */
export const bookshelfItems = pgTable(
  'bookshelf_items',
  {
    shelfId: integer('shelf_id')
      .notNull()
      .references(() => bookshelves.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shelfId, table.bookId] }),
    index('bookshelf_items_book_idx').on(table.bookId),
  ],
);
