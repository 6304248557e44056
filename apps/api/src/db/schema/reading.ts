import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookFormat, books } from './catalog.js';
import { customers } from './customers.js';

/** How a download left the store (docs/bookshelf.md): the storefront, an OPDS client, an export. */
export const downloadChannel = pgEnum('download_channel', ['web', 'opds', 'export']);

/**
 * Every download, logged (docs/bookshelf.md): who, which book and format, by which way, from
 * where. A signed link is used once: its `linkId` is unique here.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    format: bookFormat('format').notNull(),
    channel: downloadChannel('channel').notNull(),
    /** The signed link's id (its `jti`), for the storefront's one-use links. */
    linkId: uuid('link_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('downloads_link_key').on(table.linkId),
    index('downloads_customer_book_idx').on(table.customerId, table.bookId, table.createdAt),
    // Daily sales by book (docs/sales-stats.md): a day's downloads, counted every few minutes.
    index('downloads_created_idx').on(table.createdAt),
  ],
);

/** Samples a customer put on their shelf (`addsampleebook`), without owning the book. */
export const sampleItems = pgTable(
  'sample_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.bookId] })],
);

/**
 * Where a customer is in a book, one row per customer and book, shared by every device: the
 * reader's locator (an EPUB CFI, or `page:N` for a PDF), progress in basis points (0 to 10,000),
 * and which device moved it last. `version` goes up by one with every save.
 */
export const readingStates = pgTable(
  'reading_states',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    format: bookFormat('format').notNull(),
    locator: varchar('locator', { length: 1000 }).notNull(),
    progressBp: integer('progress_bp').notNull().default(0),
    chapter: varchar('chapter', { length: 300 }),
    device: varchar('device', { length: 100 }),
    finished: boolean('finished').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.bookId] }),
    index('reading_states_recent_idx').on(table.customerId, table.updatedAt),
    check('reading_states_progress_check', sql`${table.progressBp} between 0 and 10000`),
  ],
);

export const annotationKind = pgEnum('annotation_kind', ['bookmark', 'highlight']);

/**
 * Bookmarks and highlights (with notes). The id is made by the reader, so a save repeated after a
 * lost answer changes one row; a deletion leaves a tombstone (`deletedAt`) so another device
 * learns of it.
 */
export const annotations = pgTable(
  'annotations',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: annotationKind('kind').notNull(),
    locator: varchar('locator', { length: 1000 }).notNull(),
    /** The highlighted text (or, for a bookmark, the first words of the page). */
    quote: varchar('quote', { length: 2000 }).notNull().default(''),
    note: varchar('note', { length: 4000 }).notNull().default(''),
    color: varchar('color', { length: 16 }).notNull().default('yellow'),
    /** Progress in basis points where it sits, to sort a list of notes by place in the book. */
    progressBp: integer('progress_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('annotations_customer_book_idx').on(table.customerId, table.bookId)],
);

/**
 * Per-device passwords for OPDS clients (docs/bookshelf.md): 120 random bits shown once, kept as
 * SHA-256 (a random secret of that size needs no slow hash), revocable one by one.
 */
export const appPasswords = pgTable(
  'app_passwords',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** Hex SHA-256 of the password. */
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    /** The first characters, shown in the list so the customer can tell them apart. */
    hint: varchar('hint', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Requests made with it, for the settings page. */
    useCount: bigint('use_count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('app_passwords_secret_key').on(table.secretHash),
    index('app_passwords_customer_idx').on(table.customerId),
  ],
);
