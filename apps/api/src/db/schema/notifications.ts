import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { books, series } from './catalog.js';
import { customers } from './customers.js';

/** What a reader may follow (docs/notifications.md): a series, an author (contributor), a publisher. */
export const followKind = pgEnum('follow_kind', ['series', 'contributor', 'publisher']);

/**
 * A reader follows a series, a contributor or a publisher: one row per customer and target (the
 * unique index makes a repeated or concurrent follow one row). `target_id` names a row of
 * `series`, `contributors` or `publishers` by `kind`. The fan-out reads followers of one target in
 * id ranges (`follows_target_idx`).
 */
export const follows = pgTable(
  'follows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: followKind('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_customer_target_key').on(table.customerId, table.kind, table.targetId),
    index('follows_target_idx').on(table.kind, table.targetId, table.id),
  ],
);

/** Why a reader is told: a new volume, a new book, a price drop, a pre-ordered book delivered. */
export const notificationKind = pgEnum('notification_kind', [
  'new_volume',
  'new_book',
  'price_drop',
  'preorder_delivered',
  // staff moved a pre-ordered book's release later (docs/buying.md "Pre-orders")
  'preorder_delayed',
]);

/**
 * A reader's notifications (docs/notifications.md). `dedupe_key` makes each event one row per
 * customer however often its fan-out runs (`book:<id>` for a book made visible, whether the reader
 * follows its series, author or publisher; `price:<id>:<satang>`; `preorder:<id>`). `emailed_at`
 * is set when an e-mail (at once or a digest) told it; `read_at` when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    /** What the text needs beyond the book (a price drop's before and now, in satang). */
    payload: jsonb('payload').notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_customer_dedupe_key').on(table.customerId, table.dedupeKey),
    index('notifications_customer_idx').on(table.customerId, table.id.desc()),
    // The bell's count: the unread of one customer, read from this small partial index.
    index('notifications_unread_idx')
      .on(table.customerId)
      .where(sql`${table.readAt} is null`),
    // E-mails and digests: what is not told yet, by customer.
    index('notifications_unemailed_idx')
      .on(table.customerId, table.id)
      .where(sql`${table.emailedAt} is null`),
  ],
);

/** How a reader wants notifications e-mailed: each at once, a daily or weekly digest, or never. */
export const emailFrequency = pgEnum('notification_email_frequency', [
  'immediate',
  'daily',
  'weekly',
  'never',
]);

/** A reader's choice; no row means the default, `immediate`. */
export const notificationSettings = pgTable('notification_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  emailFrequency: emailFrequency('email_frequency').notNull().default('immediate'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The price each book's followers last knew (docs/notifications.md, "Price drops of followed
 * books"): a book now cheaper than its mark is a drop told to the followers of its series, authors
 * and publisher, and the mark follows the price down (told) or up (silently). Every book has one
 * (the migration seeds them; a new book's is written with its first price).
 */
export const bookPriceMarks = pgTable('book_price_marks', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  priceSatang: integer('price_satang').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
