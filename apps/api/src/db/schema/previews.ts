import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { publisherMembers } from './community.js';

/**
 * A publisher member's preview of one of their organisation's books in the store's reader, before
 * it goes live (issue 25, docs/reader.md "Preview"). The portal makes a one-time link (its token's
 * sha256 here, opened within minutes); opening it in the storefront starts a reading session of a
 * few hours (its own token's sha256). Nothing here is a purchase: no shelf, order or download.
 */
export const portalPreviews = pgTable(
  'portal_previews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The member the link was made for: their name and e-mail are the preview's watermark. */
    memberId: integer('member_id')
      .notNull()
      .references(() => publisherMembers.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The link's token (sha256, hex). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Written into the previewed file's metadata as its license id (a leaked copy names it). */
    traceId: uuid('trace_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The link opens until then, once. */
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The reading session the link became (sha256 of its token), and its end. */
    sessionHash: varchar('session_hash', { length: 64 }),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    /** Where it was opened from, as the API saw the client. */
    openedIp: varchar('opened_ip', { length: 64 }),
  },
  (table) => [
    uniqueIndex('portal_previews_token_key').on(table.tokenHash),
    uniqueIndex('portal_previews_session_key').on(table.sessionHash),
    index('portal_previews_member_idx').on(table.memberId, table.createdAt),
    index('portal_previews_book_idx').on(table.bookId),
    check(
      'portal_previews_opened_check',
      sql`(${table.openedAt} is null) = (${table.sessionHash} is null) and (${table.sessionHash} is null) = (${table.sessionExpiresAt} is null)`,
    ),
  ],
);
