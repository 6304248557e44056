import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { publisherMembers } from './community.js';
import { staff } from './staff.js';

/**
 * Titles publishers make in the portal and staff review (issue 25, docs/titles.md). A book the
 * store made itself (back office, ONIX import, demo) has no row here: it counts as approved.
 */

/**
 * Where a publisher's title is in review: `draft` (the publisher edits), `submitted` (waiting for
 * staff), `approved` (live or scheduled, or taken off by the publisher), `changes_requested`
 * (staff's comment, back to the publisher).
 */
export const titleReviewStatus = pgEnum('title_review_status', [
  'draft',
  'submitted',
  'approved',
  'changes_requested',
]);

/** A book file of a revision, stored under its content key and recorded once approved. */
export type TitlePendingFile = {
  format: 'EPUB' | 'PDF';
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  sampleKey: string | null;
  sampleSizeBytes: number | null;
  pdfTail: unknown;
};

/**
 * A revision of an approved title: what the publisher changed, applied to the live book only when
 * staff approve it. `fields` are as the back office's book update takes them (ids of contributors
 * and series); the cover, files and samples are stored already under their content keys.
 */
export type TitlePending = {
  fields?: Record<string, unknown>;
  coverKey?: string;
  files?: TitlePendingFile[];
  samples?: Array<{ format: 'EPUB' | 'PDF'; key: string; size: number }>;
};

/** What the EPUB check warned about, per format, of the files waiting for review (codes, not texts). */
export type TitleFileWarnings = Partial<
  Record<
    'EPUB' | 'PDF',
    Array<{ code: 'language'; documents: number; total: number } | { code: 'font' }>
  >
>;

/** The review state of a publisher's title: one row per book a publisher made or revised. */
export const titleSubmissions = pgTable(
  'title_submissions',
  {
    bookId: integer('book_id')
      .primaryKey()
      .references(() => books.id, { onDelete: 'cascade' }),
    status: titleReviewStatus('status').notNull().default('draft'),
    /**
     * The book's content was approved once (or the store made it): from then on a descriptive
     * change waits in `pending` for review while the live book stays as approved.
     */
    approvedOnce: boolean('approved_once').notNull().default(false),
    /** When the publisher wants it in the store (approval schedules it then); null: at approval. */
    requestedPublishAt: timestamp('requested_publish_at', { withTimezone: true }),
    pending: jsonb('pending').$type<TitlePending>(),
    fileWarnings: jsonb('file_warnings').$type<TitleFileWarnings>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Staff's list: waiting first, the oldest submission first.
    index('title_submissions_status_idx').on(table.status, table.submittedAt, table.bookId),
  ],
);

/** What happened to a title: the publisher's changes and staff's decisions with their comment. */
export const titleEventKind = pgEnum('title_event_kind', [
  'create',
  'update',
  'cover',
  'file',
  'sample',
  'submit',
  'withdraw',
  'approve',
  'request_changes',
  'price',
  'publish',
  'unpublish',
]);

export const titleEvents = pgTable(
  'title_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: titleEventKind('kind').notNull(),
    /** Staff's decisions. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The publisher's member who acted. */
    memberId: integer('member_id').references(() => publisherMembers.id, {
      onDelete: 'set null',
    }),
    comment: text('comment'),
    /** The fields that changed, before and after, by their API names. */
    changes: jsonb('changes'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('title_events_book_idx').on(table.bookId, table.at.desc(), table.id.desc()),
    check('title_events_comment_check', sql`char_length(${table.comment}) <= 2000`),
    check('title_events_actor_check', sql`${table.staffId} is null or ${table.memberId} is null`),
  ],
);
