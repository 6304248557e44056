import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { devices } from './devices.js';
import { countries, districts, provinces, subdistricts } from './geography.js';
import { staff } from './staff.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A customer account. Personal data is erased on deletion (PDPA): the row stays as a pseudonymous
 * anchor for orders kept for tax, with `deleted_at` set and every personal column emptied.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public id in reset links (`/reset-password/{token}/{guid}`). */
    guid: uuid('guid').notNull().defaultRandom().unique(),
    /** As typed (trimmed, NFC); null after deletion. */
    email: varchar('email', { length: 254 }),
    /** NFC + lower case: the uniqueness key. */
    emailKey: varchar('email_key', { length: 254 }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id PHC string; null for accounts that only sign in with a provider. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /** 'M', 'F' or null. */
    gender: varchar('gender', { length: 1 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: varchar('phone', { length: 20 }),
    language: varchar('language', { length: 2 }).notNull().default('th'),
    /** Chosen by POST /v2/checkout/saveshipping; cleared when that address is deleted. */
    shippingAddressId: integer('shipping_address_id').references(
      (): AnyPgColumn => customerAddresses.id,
      { onDelete: 'set null' },
    ),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Consents (PDPA): the terms at registration; marketing e-mail only when opted in. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Locked by staff (docs/back-office.md "Customers"): no sign-in works and every session ended
     * when it was locked, until staff unlock it. Why and by whom (the audit log keeps the same).
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: varchar('lock_reason', { length: 500 }),
    lockedBy: integer('locked_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_email_key_idx').on(table.emailKey),
    // The back office's customer search: the start of an e-mail, a part of the name, the locked.
    index('customers_email_key_prefix_idx').on(table.emailKey.op('text_pattern_ops')),
    index('customers_name_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('customers_locked_idx')
      .on(table.id)
      .where(sql`${table.lockedAt} is not null`),
    check('customers_language_check', sql`${table.language} in ('th', 'en')`),
    check('customers_gender_check', sql`${table.gender} is null or ${table.gender} in ('M', 'F')`),
  ],
);

/**
 * Sign-in sessions. The client holds a random 256-bit token; only its SHA-256 is stored, so a
 * database leak gives no usable token. Revoked by logout, password change, reset and deletion.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** 'password' or a provider name: how the customer proved who they are. */
    authMethod: varchar('auth_method', { length: 20 }).notNull(),
    /** When the customer last proved it (password or provider); re-auth checks use this. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** How long the session may sit unused (longer with "remember me"). */
    idleSeconds: integer('idle_seconds').notNull(),
    /** Sliding: pushed forward by `idle_seconds` on use, never past `absolute_expires_at`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId)],
);

/** A sign-in provider identity, keyed by (provider, subject), never by e-mail. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'google', 'facebook' or 'apple'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    displayName: varchar('display_name', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('customer_identities_customer_provider_idx').on(table.customerId, table.provider),
  ],
);

/** Single-use tokens sent by e-mail (password reset, e-mail verification); stored hashed. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'password_reset', 'email_verification' or 'sign_in_link'. */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The address a verification token proves. */
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('customer_tokens_customer_idx').on(table.customerId, table.purpose)],
);

/**
 * Failed-attempt counters for guessable actions (login per account and per IP, forgot-password).
 * Kept in the database so every API process shares them; rows expire with their window.
 */
export const authThrottles = pgTable('auth_throttles', {
  /** e.g. 'login:account:<email key>', 'login:ip:<address>'. */
  key: varchar('key', { length: 320 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * ID tokens already used to sign in, kept until they expire, so one cannot sign in twice (replay).
 * `token_key` is a hash of the issuer and the token's nonce (the storefront makes a new nonce for
 * every sign-in); the primary key makes "check and record" one atomic insert.
 */
export const usedExternalTokens = pgTable(
  'used_external_tokens',
  {
    tokenKey: varchar('token_key', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_external_tokens_expires_at_idx').on(table.expiresAt)],
);

/** A customer's address. Thai addresses point into the geography tables; others use free text. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }).notNull(),
    company: varchar('company', { length: 200 }),
    /** 13-digit Thai tax id for a full tax invoice, with its branch ('00000' = head office). */
    taxId: varchar('tax_id', { length: 13 }),
    taxBranch: varchar('tax_branch', { length: 5 }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    subdistrictId: integer('subdistrict_id').references(() => subdistricts.id),
    /** Free-text region and city for countries without the tree. */
    regionText: varchar('region_text', { length: 100 }),
    cityText: varchar('city_text', { length: 100 }),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }),
    displayOrder: smallint('display_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.id)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerSessionRow = typeof customerSessions.$inferSelect;
export type CustomerIdentityRow = typeof customerIdentities.$inferSelect;
export type CustomerTokenRow = typeof customerTokens.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
