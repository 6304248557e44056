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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.js';
import { customers } from './customers.js';
import { staff } from './staff.js';

/**
 * Orders, payments, coupons, receipts and the demo gateway (docs/buying.md §4-§16). Money is in
 * integer satang everywhere; every time is `timestamptz`.
 */

export const couponKind = pgEnum('coupon_kind', ['percent', 'amount']);

/** Discount coupons (§12): one per order, spread over its eligible lines before VAT. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Upper case, as customers type it (matched case-insensitively). */
    code: varchar('code', { length: 40 }).notNull(),
    descriptionTh: varchar('description_th', { length: 200 }).notNull(),
    descriptionEn: varchar('description_en', { length: 200 }).notNull(),
    kind: couponKind('kind').notNull(),
    /** 1-100 for `percent`. */
    percent: smallint('percent'),
    /** For `amount`. */
    amountSatang: integer('amount_satang'),
    /** A cap on a percentage discount. */
    maxDiscountSatang: integer('max_discount_satang'),
    /** The eligible lines must cost at least this much. */
    minSpendSatang: integer('min_spend_satang').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in total (held or used); null = unlimited. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** Uses held by pending orders plus uses of paid orders. */
    usedCount: integer('used_count').notNull().default(0),
    /** Empty arrays = every book. A line is eligible when it matches any non-empty list. */
    bookIds: integer('book_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    publisherIds: integer('publisher_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${table.code})`),
    check(
      'coupons_value_check',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100)
       or (${table.kind} = 'amount' and ${table.amountSatang} > 0)`,
    ),
    check(
      'coupons_usage_check',
      sql`${table.usageLimit} is null or ${table.usedCount} between 0 and ${table.usageLimit}`,
    ),
  ],
);

export const couponUseStatus = pgEnum('coupon_use_status', ['held', 'used', 'released']);

/** A coupon held by a pending order, used by a paid one, or released by a cancelled one. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    status: couponUseStatus('status').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_uses_order_key').on(table.orderId),
    index('coupon_uses_customer_idx').on(table.customerId, table.couponId),
  ],
);

/** What the customer chose on the checkout page (§4.2); prices are recomputed on every read. */
export const checkoutStates = pgTable('checkout_states', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  couponCode: varchar('coupon_code', { length: 40 }),
  useCoins: boolean('use_coins').notNull().default(false),
  taxInvoiceRequested: boolean('tax_invoice_requested').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Coin packs (§11.6): bought through checkout as a one-line order. */
export const coinPacks = pgTable('coin_packs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameTh: varchar('name_th', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  priceSatang: integer('price_satang').notNull(),
  coinsSatang: integer('coins_satang').notNull(),
  bonusSatang: integer('bonus_satang').notNull().default(0),
  validDays: smallint('valid_days').notNull().default(365),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const orderSource = pgEnum('order_source', ['basket', 'coin_pack', 'gift']);
/** `EX` is internal (expired): the API shows it as `CR` with the reason `expired` (§5.1). */
export const orderStatus = pgEnum('order_status', ['PD', 'AP', 'CR', 'EX', 'RR']);
export const cancelReason = pgEnum('cancel_reason', ['customer', 'staff', 'expired']);

/** The snapshot of the buyer for a full tax invoice, taken at confirm. */
export type TaxInvoiceBuyer = {
  name: string;
  taxId: string | null;
  branch: string | null;
  address: string;
};

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    source: orderSource('source').notNull(),
    status: orderStatus('status').notNull(),
    cancelReason: cancelReason('cancel_reason'),
    /** The language the customer bought in: e-mails and receipts speak it. */
    locale: varchar('locale', { length: 2 }).notNull(),
    subtotalSatang: integer('subtotal_satang').notNull(),
    discountSatang: integer('discount_satang').notNull(),
    totalSatang: integer('total_satang').notNull(),
    vatSatang: integer('vat_satang').notNull(),
    netSatang: integer('net_satang').notNull(),
    taxableNetSatang: integer('taxable_net_satang').notNull(),
    vatExemptSatang: integer('vat_exempt_satang').notNull(),
    coinsSatang: integer('coins_satang').notNull(),
    amountDueSatang: integer('amount_due_satang').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: varchar('coupon_code', { length: 40 }),
    couponDescription: jsonb('coupon_description').$type<{ th: string; en: string }>(),
    taxInvoice: jsonb('tax_invoice').$type<TaxInvoiceBuyer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a pending order is expired if still unpaid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last staff refund (the whole order, `RR`, or some of its lines while it stays `AP`). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What staff refunds gave back so far (coins and gateway together); never above the total. */
    refundedSatang: integer('refunded_satang').notNull().default(0),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.id.desc()),
    index('orders_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PD'`),
    // The back office's order list (docs/back-office.md): by status, and by a date range.
    index('orders_status_idx').on(table.status, table.id.desc()),
    index('orders_created_idx').on(table.createdAt),
    // Reports (docs/back-office.md "Reports"): sales by the Bangkok day the order was paid.
    index('orders_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    check('orders_refunded_check', sql`${table.refundedSatang} between 0 and ${table.totalSatang}`),
    check(
      'orders_money_check',
      sql`${table.totalSatang} = ${table.subtotalSatang} - ${table.discountSatang}
      and ${table.amountDueSatang} = ${table.totalSatang} - ${table.coinsSatang}
      and ${table.netSatang} = ${table.totalSatang} - ${table.vatSatang}
      and ${table.amountDueSatang} >= 0 and ${table.coinsSatang} >= 0`,
    ),
  ],
);

export const orderLineKind = pgEnum('order_line_kind', ['book', 'coin_pack']);
export const vatCategorySnapshot = pgEnum('order_vat_category', ['standard', 'exempt']);

export type GiftDetails = { recipientEmail: string; recipientName: string; message: string | null };

/** An order's lines, with the name, price, discount and VAT of the moment it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderLineKind('kind').notNull(),
    bookId: integer('book_id').references(() => books.id),
    coinPackId: integer('coin_pack_id').references(() => coinPacks.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    priceSatang: integer('price_satang').notNull(),
    discountSatang: integer('discount_satang').notNull(),
    totalSatang: integer('total_satang').notNull(),
    vatCategory: vatCategorySnapshot('vat_category').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    vatSatang: integer('vat_satang').notNull(),
    netSatang: integer('net_satang').notNull(),
    gift: jsonb('gift').$type<GiftDetails>(),
    /** The redeem code made for a gift line when its order was paid. */
    giftCodeId: integer('gift_code_id'),
    /** Owned already when the order was paid: its amount went back as coins. */
    duplicate: boolean('duplicate').notNull().default(false),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    // The back office's "orders of this book".
    index('order_lines_book_idx').on(table.bookId, table.orderId.desc()),
    check(
      'order_lines_money_check',
      sql`${table.totalSatang} = ${table.priceSatang} - ${table.discountSatang}
      and ${table.netSatang} = ${table.totalSatang} - ${table.vatSatang}`,
    ),
  ],
);

export const paymentStatus = pgEnum('payment_status', [
  'created',
  'pending',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
  'superseded',
  'abandoned',
]);

/** What the storefront shows next for an attempt (contracts `NextAction`). */
export type StoredNextAction = Record<string, unknown>;

/** One payment attempt per confirm or repay (§6.1). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    attemptNo: smallint('attempt_no').notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    method: varchar('method', { length: 40 }).notNull(),
    amountSatang: integer('amount_satang').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    /** The gateway's id of the charge (Omise `chrg_…`, demo `dchg_…`, 2C2P invoice number). */
    providerRef: varchar('provider_ref', { length: 100 }),
    next: jsonb('next').$type<StoredNextAction>(),
    failureCode: varchar('failure_code', { length: 60 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    /** Money that arrived for an order that could no longer take it: refunded, never granted. */
    late: boolean('late').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When reconciliation asks the gateway again (open attempts only). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkCount: smallint('check_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('payments_order_attempt_key').on(table.orderId, table.attemptNo),
    uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef),
    index('payments_open_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('created', 'pending')`),
  ],
);

/** Every gateway notification that passed its signature check, once per event (§6.4). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 10 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    paymentId: uuid('payment_id'),
    providerRef: varchar('provider_ref', { length: 100 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    // The back office's order page lists the notifications of the order's attempts.
    index('payment_events_payment_idx').on(table.paymentId),
  ],
);

/** `Idempotency-Key` of confirm and repay calls (§6.2), kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * Money going back (§5.2): late or duplicate payments (`reason` `late_payment` /
 * `duplicate_payment`, one per payment, made by the `refunds.execute` job), and staff refunds
 * (`reason` `staff`: some lines of a paid order or all of them, to coins or to the gateway,
 * docs/back-office.md "Orders and refunds"). `method`: `coins` (credited at once), `gateway`
 * (the gateway's refund API), `manual` (staff give the money back by hand, e.g. 2C2P, and mark
 * it done). `amount_satang` is the whole refund; `coins_satang` the part credited as coins; the
 * rest went (or goes) back through the gateway.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    amountSatang: integer('amount_satang').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    status: refundStatus('status').notNull().default('pending'),
    reason: varchar('reason', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Staff refunds: the part given back as coins (the rest through the gateway). */
    coinsSatang: integer('coins_satang').notNull().default(0),
    /** Staff refunds: reward coins of the order taken back with it. */
    clawbackSatang: integer('clawback_satang').notNull().default(0),
    /** Staff refunds: who and why (the audit log keeps the same). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }),
    /** The form's key: pressing "refund" twice refunds once. */
    clientKey: uuid('client_key'),
    /** The gateway's id of the refund (Omise `rfnd_…`, demo `drfn_…`). */
    providerRef: varchar('provider_ref', { length: 100 }),
    failureMessage: varchar('failure_message', { length: 300 }),
    /** When a process last took the gateway call on (a lease: one caller at a time). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    // One late-money refund per payment; staff refunds may be several per payment (some lines each).
    uniqueIndex('refunds_payment_key')
      .on(table.paymentId)
      .where(sql`${table.reason} <> 'staff'`),
    uniqueIndex('refunds_client_key').on(table.clientKey),
    index('refunds_order_idx').on(table.orderId),
    // Reports: staff refunds by the day they were made (the day of the credit note).
    index('refunds_staff_created_idx')
      .on(table.createdAt)
      .where(sql`${table.reason} = 'staff'`),
    // Refunds still to be carried out (the back office's task list).
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'refunds_amount_check',
      sql`${table.amountSatang} > 0 and ${table.coinsSatang} between 0 and ${table.amountSatang}`,
    ),
  ],
);

/** The order lines a staff refund gave back: a line is refunded at most once (its primary key). */
export const refundLines = pgTable(
  'refund_lines',
  {
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .primaryKey()
      .references(() => orderLines.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    amountSatang: integer('amount_satang').notNull(),
  },
  (table) => [index('refund_lines_refund_idx').on(table.refundId)],
);

export const receiptKind = pgEnum('receipt_kind', [
  'abbreviated',
  'full',
  'receipt',
  'credit_note',
]);

/**
 * Receipts and tax invoices (§14): numbered without gaps per prefix and Buddhist year, with the
 * snapshot they are printed from (the PDF is rendered from it, so a reprint is identical).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    kind: receiptKind('kind').notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').notNull(),
    /** Credit notes: the staff refund they document. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** A sale document replaced by another (an abbreviated invoice by a full one, §14). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The document this one replaces. */
    replacesId: integer('replaces_id'),
  },
  (table) => [
    uniqueIndex('receipts_number_key').on(table.number),
    // One live sale document per order; credit notes, one per refund, are many.
    uniqueIndex('receipts_order_sale_key')
      .on(table.orderId)
      .where(sql`${table.kind} <> 'credit_note' and ${table.voidedAt} is null`),
    index('receipts_order_idx').on(table.orderId),
    // The back office's refund list shows each refund's credit note.
    index('receipts_refund_idx')
      .on(table.refundId)
      .where(sql`${table.refundId} is not null`),
    // Reports: the month's documents (the VAT report, ภ.พ.30), in the order issued.
    index('receipts_issued_idx').on(table.issuedAt, table.id),
  ],
);

/** The last serial of each receipt prefix per Buddhist year (gapless: taken under its row lock). */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    prefix: varchar('prefix', { length: 4 }).notNull(),
    yearBe: smallint('year_be').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.yearBe] })],
);

/** Secrets the store makes for itself at first start and every process shares (demo gateway). */
export const storeSecrets = pgTable('store_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const demoChargeStatus = pgEnum('demo_charge_status', [
  'pending',
  'successful',
  'failed',
  'expired',
]);

/**
 * The demo gateway's own data (§8): a separate system that happens to live in the same database.
 * The store's tables are never written by the demo gateway, and it never reads them.
 */
export const demoGatewayCharges = pgTable(
  'demo_gateway_charges',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    amountSatang: integer('amount_satang').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    status: demoChargeStatus('status').notNull().default('pending'),
    description: varchar('description', { length: 200 }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    returnUri: text('return_uri').notNull(),
    webhookUri: text('webhook_uri').notNull(),
    refundedSatang: integer('refunded_satang').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('demo_gateway_charges_created_idx').on(table.createdAt)],
);

/**
 * e-Tax Invoice & e-Receipt (docs/receipts.md "e-Tax Invoice"): the signed PDF/A-3 of a full tax
 * invoice, issued once and kept content-addressed in the file storage (the signature carries its
 * time, so the bytes cannot be re-rendered); the file served and e-mailed is this one.
 */
export const etaxDocuments = pgTable('etax_documents', {
  receiptId: integer('receipt_id')
    .primaryKey()
    .references(() => receipts.id),
  fileKey: varchar('file_key', { length: 120 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /** The copy to the Revenue Department's e-Tax Invoice by Email address was asked for. */
  revenueCopy: boolean('revenue_copy').notNull().default(false),
});
