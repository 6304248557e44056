import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { books, publishers } from './catalog.js';
import { customers } from './customers.js';
import { staff } from './staff.js';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A review's state (docs/reviews.md): `published` counts in the book's rating and shows to all;
 * `reported` (a reader flagged it) and `hidden` (staff took it down) show only to their writer.
 */
export const reviewStatus = pgEnum('review_status', ['published', 'reported', 'hidden']);

/**
 * Reviews: one per customer and book (written again = edited). Text is stored exactly as written
 * and always shown as text, never as HTML. "Verified buyer" is read from `library_items` when
 * shown, so a book bought after the review still marks it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** The language it was written in (`th`, `en`), for the reader's "in my language" filter. */
    locale: varchar('locale', { length: 2 }).notNull(),
    status: reviewStatus('status').notNull().default('published'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_book_customer_key').on(table.bookId, table.customerId),
    index('reviews_book_status_created_idx').on(table.bookId, table.status, table.createdAt),
    index('reviews_book_status_helpful_idx').on(table.bookId, table.status, table.helpfulCount),
    index('reviews_customer_idx').on(table.customerId),
    // The back office's list of every review (newest first) and its text search.
    index('reviews_created_idx').on(table.createdAt, table.id),
    index('reviews_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('reviews_body_trgm_idx').using('gin', sql`${table.body} gin_trgm_ops`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_counts_check', sql`${table.helpfulCount} >= 0 and ${table.reportCount} >= 0`),
  ],
);

/** "Helpful" votes: one per customer and review (never on one's own). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.customerId] })],
);

/** Reports of a review by readers: one per customer and review, with a reason code. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 40 }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt,
    /** When staff looked at it (the back office); null while waiting. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.customerId] })],
);

/**
 * Who answers a review in public (docs/reviews.md, "Answers"): the store's staff now; the book's
 * publisher later, from the publisher portal.
 */
export const reviewReplyAuthor = pgEnum('review_reply_author', ['store', 'publisher']);

/**
 * Public answers under a review: at most one per author kind (the store's, later the
 * publisher's), edited in place. Text as written (NFC, trimmed, 1–2000 code points), always shown
 * as text. `staff_id` is who wrote it last (never shown to readers).
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorKind: reviewReplyAuthor('author_kind').notNull(),
    /** The answering publisher (a `publisher` answer only). */
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_replies_review_author_key').on(table.reviewId, table.authorKind),
    index('review_replies_staff_idx').on(table.staffId),
    check('review_replies_body_check', sql`char_length(${table.body}) between 1 and 2000`),
    check(
      'review_replies_author_check',
      sql`(${table.authorKind} = 'store' and ${table.publisherId} is null)
        or (${table.authorKind} = 'publisher' and ${table.publisherId} is not null)`,
    ),
  ],
);

/** A publisher application's state (docs/publishers.md; the customer's `PublisherStatus`). */
export const publisherApplicationStatus = pgEnum('publisher_application_status', [
  'pending',
  'approved',
  'rejected',
]);

export const publisherAccountType = pgEnum('publisher_account_type', ['individual', 'company']);

/**
 * Applications to sell on the store (`/vendor/apply`). A customer has at most one waiting or
 * approved application; a rejected one may be followed by a new one. Staff decide in the back
 * office; an approved one is linked to its `publishers` row.
 */
export const publisherApplications = pgTable(
  'publisher_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: publisherApplicationStatus('status').notNull().default('pending'),
    accountType: publisherAccountType('account_type').notNull(),
    /** The person's or company's legal name, as on the tax registration. */
    legalName: varchar('legal_name', { length: 200 }).notNull(),
    /** The name readers will see on the store. */
    publisherName: varchar('publisher_name', { length: 200 }).notNull(),
    /** Thai tax id (13 digits, check digit verified). */
    taxId: varchar('tax_id', { length: 13 }).notNull(),
    contactName: varchar('contact_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    address: text('address').notNull(),
    website: varchar('website', { length: 300 }),
    /** Thai bank code of the payout account (master data `getmasteraccounttype`). */
    bankCode: varchar('bank_code', { length: 10 }).notNull(),
    bankAccountName: varchar('bank_account_name', { length: 200 }).notNull(),
    bankAccountNumber: varchar('bank_account_number', { length: 20 }).notNull(),
    /** Codes of the kinds of books they publish (master data `getmasterbook`). */
    bookKinds: text('book_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The formats they publish in (`epub`, `pdf`). */
    formats: text('formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The band of titles they expect to bring in the first year (master data, e.g. `11-50`). */
    expectedTitles: varchar('expected_titles', { length: 20 }),
    sampleTitles: text('sample_titles').notNull().default(''),
    message: text('message').notNull().default(''),
    locale: varchar('locale', { length: 2 }).notNull(),
    createdAt,
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    publisherId: integer('publisher_id').references(() => publishers.id),
    /** The staff member who approved or rejected it (the back office). */
    decidedByStaffId: integer('decided_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('publisher_applications_open_key')
      .on(table.customerId)
      .where(sql`${table.status} in ('pending', 'approved')`),
    index('publisher_applications_customer_idx').on(table.customerId, table.createdAt),
    index('publisher_applications_status_idx').on(table.status, table.createdAt),
  ],
);

/** Messages to a publisher (`/contact-publisher/{id}`), stored and e-mailed to the publisher. */
export const publisherMessages = pgTable(
  'publisher_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt,
  },
  (table) => [
    index('publisher_messages_publisher_idx').on(table.publisherId, table.createdAt),
    index('publisher_messages_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** Messages of the contact-us form: stored, e-mailed to staff, acknowledged to the sender. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The reference told to the sender (e.g. `C-7K3QX9`). */
    reference: varchar('reference', { length: 20 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    topic: varchar('topic', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    orderNumber: varchar('order_number', { length: 40 }),
    body: text('body').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt,
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contact_messages_reference_key').on(table.reference),
    index('contact_messages_ip_idx').on(table.ip, table.createdAt),
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_handled_idx').on(table.handledAt, table.createdAt),
  ],
);

/**
 * Content pages (spec §7 `dynamic-content/{group}/{key}`): Markdown per language, rendered safely
 * by the storefront. Groups: `howto`, `purchaseprocess`, `termandcondition`, `policy`; the key
 * `index` is a group's own page.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    group: varchar('group_code', { length: 40 }).notNull(),
    key: varchar('page_key', { length: 80 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** A hash of the seeded text, so a re-seed updates only pages staff did not edit. */
    seedHash: varchar('seed_hash', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_pages_group_key_locale_key').on(table.group, table.key, table.locale),
    index('content_pages_group_order_idx').on(table.group, table.locale, table.displayOrder),
  ],
);

/**
 * Publishers approved in the back office (docs/publishers.md, "Staff decide"): the organisation
 * that the later publisher portal signs in as. One per approved application.
 */
export const publisherOrganisations = pgTable(
  'publisher_organisations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => publisherApplications.id),
    name: varchar('name', { length: 200 }).notNull(),
    legalName: varchar('legal_name', { length: 200 }).notNull(),
    taxId: varchar('tax_id', { length: 13 }).notNull(),
    ownerCustomerId: integer('owner_customer_id')
      .notNull()
      .references(() => customers.id),
    approvedByStaffId: integer('approved_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    /**
     * The catalog publisher whose books are the organisation's (docs/adr/0019-publisher-portal.md):
     * sales, statements and the portal's titles are those of this publisher. One organisation each.
     */
    catalogPublisherId: integer('catalog_publisher_id')
      .notNull()
      .references(() => publishers.id),
    /** Who is paid: a person or a company (from the application); withholding tax depends on it. */
    payeeKind: publisherAccountType('payee_kind').notNull(),
    /** The organisation's share of the net price after VAT, in basis points (7000 = 70 %). */
    royaltyShareBp: integer('royalty_share_bp').notNull().default(7000),
    createdAt,
  },
  (table) => [
    uniqueIndex('publisher_organisations_application_key').on(table.applicationId),
    index('publisher_organisations_owner_idx').on(table.ownerCustomerId),
    uniqueIndex('publisher_organisations_catalog_publisher_key').on(table.catalogPublisherId),
    check(
      'publisher_organisations_royalty_share_check',
      sql`${table.royaltyShareBp} between 0 and 10000`,
    ),
  ],
);

/** A member's role in a publisher organisation (the portal's permissions are data, ADR 0019). */
export const publisherMemberRole = pgEnum('publisher_member_role', ['owner', 'editor', 'finance']);

/**
 * The people of a publisher organisation: customer accounts, each in one organisation at most
 * (the unique customer). Approval adds the applicant as `owner`.
 */
export const publisherMembers = pgTable(
  'publisher_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => publisherOrganisations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    role: publisherMemberRole('role').notNull(),
    createdAt,
  },
  (table) => [
    uniqueIndex('publisher_members_customer_key').on(table.customerId),
    index('publisher_members_organisation_idx').on(table.organisationId),
  ],
);

/**
 * A publisher's replies to a reader's message (`publisher_messages`), written by a member in the
 * publisher portal and e-mailed to the sender (docs/publishers.md, "Replies from the portal").
 * `client_key` is chosen by the portal's form: the same key twice is one reply and one e-mail.
 */
export const publisherMessageReplies = pgTable(
  'publisher_message_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => publisherMessages.id, { onDelete: 'cascade' }),
    /** The member who wrote it (null once they left the organisation). */
    memberId: integer('member_id').references(() => publisherMembers.id, { onDelete: 'set null' }),
    clientKey: uuid('client_key').notNull(),
    body: text('body').notNull(),
    createdAt,
  },
  (table) => [
    uniqueIndex('publisher_message_replies_client_key').on(table.clientKey),
    index('publisher_message_replies_message_idx').on(table.messageId, table.createdAt),
    index('publisher_message_replies_member_idx').on(table.memberId),
    check(
      'publisher_message_replies_body_check',
      sql`char_length(${table.body}) between 1 and 5000`,
    ),
  ],
);

/** Staff's replies to a contact-us message (the back office), e-mailed to its sender. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt,
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);
