import { COIN_HISTORY_KINDS } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { customers } from './customers.js';
import { devices } from './devices.js';
import { staff } from './staff.js';

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
    /**
     * Wish list only: the lowest price a "price dropped" e-mail told about (docs/wishlist.md);
     * null until one was sent, when `priceSatangSeen` (the price at adding) is the reference.
     */
    notifiedPriceSatang: integer('notified_price_satang'),
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
    /** The "order item" of spec §7's download call (`getdownloadcloud/{orderItem}`). */
    itemKey: uuid('item_key').notNull().defaultRandom(),
    /** The opaque per-purchase id stamped into downloaded files; staff trace it to the order. */
    licenseId: uuid('license_id').notNull().defaultRandom(),
    /** Downloads made, counted against the book's limit under this row's lock. */
    downloadCount: integer('download_count').notNull().default(0),
    /** Hidden from the shelf by the customer (still owned, readable, downloadable; docs/bookshelf.md). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Read to the end (the reader says so) or marked finished by hand; the shelf's "finished". */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.bookId] }),
    index('library_items_book_idx').on(table.bookId),
    uniqueIndex('library_items_item_key').on(table.itemKey),
    uniqueIndex('library_items_license_key').on(table.licenseId),
    check('library_items_download_count_check', sql`${table.downloadCount} >= 0`),
  ],
);

export const coinSource = pgEnum('coin_source', [
  'top_up',
  'purchase_reward',
  'redeem',
  'staff',
  'refund',
]);

/**
 * Coins credited to a customer, one row per credit (docs/buying.md §11): 1 coin = ฿1, kept in
 * satang. Spending takes from the batch that expires first; what is left of a batch after its
 * expiry cannot be spent.
 */
export const coinBatches = pgTable(
  'coin_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    source: coinSource('source').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    remainingSatang: integer('remaining_satang').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemCodeId: integer('redeem_code_id'),
    orderId: bigint('order_id', { mode: 'number' }),
    note: varchar('note', { length: 300 }),
    /** A staff grant (source `staff`): who granted it and why (the audit log keeps the same). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }),
    /** A staff grant's idempotency key, chosen by the form: a double click grants once. */
    clientKey: uuid('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coin_batches_amount_check', sql`${table.amountSatang} > 0`),
    uniqueIndex('coin_batches_client_key').on(table.clientKey),
    // The back office's list of staff grants (few beside the other credits).
    index('coin_batches_staff_grants_idx')
      .on(table.id)
      .where(sql`${table.source} = 'staff'`),
    check(
      'coin_batches_remaining_check',
      sql`${table.remainingSatang} between 0 and ${table.amountSatang}`,
    ),
    index('coin_batches_customer_expiry_idx')
      .on(table.customerId, table.expiresAt, table.id)
      .where(sql`${table.remainingSatang} > 0`),
    // Reports: coins issued per day, and coins left in batches when they expired.
    index('coin_batches_created_idx').on(table.createdAt),
    index('coin_batches_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.remainingSatang} > 0`),
  ],
);

export const coinHistoryKind = pgEnum('coin_history_kind', COIN_HISTORY_KINDS);

/** What the customer reads as their coin history: every credit and debit, signed, never changed. */
export const coinHistory = pgTable(
  'coin_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: coinHistoryKind('kind').notNull(),
    /** + credit, − debit (satang). */
    amountSatang: integer('amount_satang').notNull(),
    batchId: integer('batch_id').references(() => coinBatches.id, { onDelete: 'set null' }),
    /** The expiry of the batch credited, for credits. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderId: bigint('order_id', { mode: 'number' }),
    /** Message key and parameters of the entry's description, said in the reader's language. */
    detail: jsonb('detail').$type<{ key: string; params?: Record<string, string | number> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coin_history_customer_idx').on(table.customerId, table.id.desc()),
    // Reports: coins spent, given back and clawed back per day (credits are read from batches).
    index('coin_history_debits_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} in ('spend', 'release', 'clawback')`),
  ],
);

export const redeemKind = pgEnum('redeem_kind', ['book', 'coins', 'coupon']);

/**
 * A batch of redeem codes made by staff in the back office (docs/back-office.md, "Promotions"):
 * what each code grants, and the plain codes sealed (AES-256-GCM, the store's key) until they are
 * exported, exactly once, when `sealedCodes` is erased. Disabling revokes every code at once.
 */
export const redeemBatches = pgTable(
  'redeem_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: redeemKind('kind').notNull(),
    bookId: integer('book_id').references(() => books.id),
    coinsSatang: integer('coins_satang'),
    coinsValidDays: smallint('coins_valid_days'),
    count: integer('count').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: varchar('note', { length: 300 }),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The plain codes, sealed; null once exported (or disabled before export). */
    sealedCodes: text('sealed_codes'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    exportedBy: integer('exported_by').references(() => staff.id, { onDelete: 'set null' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('redeem_batches_count_check', sql`${table.count} between 1 and 10000`),
    check(
      'redeem_batches_grant_check',
      sql`(${table.kind} = 'book' and ${table.bookId} is not null and ${table.coinsSatang} is null)
       or (${table.kind} = 'coins' and ${table.bookId} is null and ${table.coinsSatang} > 0 and ${table.coinsValidDays} > 0)`,
    ),
    check(
      'redeem_batches_window_check',
      sql`${table.startsAt} is null or ${table.expiresAt} is null or ${table.startsAt} < ${table.expiresAt}`,
    ),
  ],
);

/**
 * Redeem codes (docs/buying.md §13): what a code grants, how often it may be used, and when. Only
 * the SHA-256 of the normalised code is kept; `codeHint` (its last four symbols) is for support.
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    codeHint: varchar('code_hint', { length: 4 }).notNull(),
    kind: redeemKind('kind').notNull(),
    bookId: integer('book_id').references(() => books.id),
    coinsSatang: integer('coins_satang'),
    coinsValidDays: smallint('coins_valid_days'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    note: varchar('note', { length: 300 }),
    /** For coupon codes: the coupon the code gives. */
    couponId: integer('coupon_id'),
    /** For gift codes (§13.4): the order line that paid for it, who gave it and their words. */
    orderLineId: bigint('order_line_id', { mode: 'number' }),
    giftFrom: varchar('gift_from', { length: 120 }),
    giftMessage: varchar('gift_message', { length: 300 }),
    /** The staff batch the code was made in, if any. */
    batchId: integer('batch_id').references(() => redeemBatches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redeem_codes_hash_key').on(table.codeHash),
    index('redeem_codes_batch_idx').on(table.batchId),
    // A batch's claim count and claims read only its used codes.
    index('redeem_codes_batch_used_idx')
      .on(table.batchId, table.usedCount)
      .where(sql`${table.usedCount} > 0`),
    check('redeem_codes_uses_check', sql`${table.usedCount} between 0 and ${table.maxUses}`),
    check(
      'redeem_codes_grant_check',
      sql`(${table.kind} = 'book' and ${table.bookId} is not null)
       or (${table.kind} = 'coins' and ${table.coinsSatang} > 0 and ${table.coinsValidDays} > 0)
       or ${table.kind} = 'coupon'`,
    ),
  ],
);

/** Who claimed a code: once per customer, whatever its number of uses. */
export const redeemClaims = pgTable(
  'redeem_claims',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.codeId, table.customerId] }),
    // The back office's list of claims, newest first.
    index('redeem_claims_claimed_at_idx').on(table.claimedAt.desc()),
  ],
);

/**
 * Which batches paid which order (docs/buying.md §11.3): a cancelled or expired order gives each
 * batch back what it took (`releasedAt`). `orderId` names the order that spent them (orders come
 * with checkout).
 */
export const coinSpends = pgTable(
  'coin_spends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => coinBatches.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountSatang: integer('amount_satang').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coin_spends_amount_check', sql`${table.amountSatang} > 0`),
    index('coin_spends_order_idx').on(table.orderId),
  ],
);
