import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The back office's people (issue 24, docs/back-office.md). Staff are not customers: their own
 * table, sessions and set-up links; a password (argon2id) and a mandatory TOTP second factor.
 */
export const staffRoles = pgTable('staff_roles', {
  key: varchar('key', { length: 40 }).primaryKey(),
  nameTh: varchar('name_th', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
});

/** Which permission each role holds: data, seeded from the contracts' defaults. */
export const staffRolePermissions = pgTable(
  'staff_role_permissions',
  {
    role: varchar('role', { length: 40 })
      .notNull()
      .references(() => staffRoles.key, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 40 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.permission] })],
);

export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 320 }).notNull(),
    displayName: varchar('display_name', { length: 200 }).notNull(),
    role: varchar('role', { length: 40 })
      .notNull()
      .references(() => staffRoles.key),
    language: varchar('language', { length: 2 }).notNull().default('th'),
    /** argon2id; null until the set-up link is used. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, sealed with the store's key (AES-256-GCM); null until set up. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** The secret offered by an open set-up link, sealed, until its first code is proven. */
    totpPendingSealed: text('totp_pending_sealed'),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_email_key').on(sql`lower(${table.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The hard end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** One-time set-up links (first password and authenticator; also a reset by an owner). */
export const staffSetupLinks = pgTable(
  'staff_setup_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_setup_links_token_key').on(table.tokenHash)],
);

/**
 * Passkeys (WebAuthn), the stronger second factor a signed-in member adds beside the TOTP
 * authenticator every account keeps (docs/back-office.md "Passkeys"). Only the public key is
 * kept; removed with the member's reset.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator made, base64url (1,023 bytes at most). */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    /** The credential's COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; 0 for authenticators that keep none (synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator (`internal`, `hybrid`, `usb`, ...). */
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The member's own name for it ("Work laptop"). */
    name: varchar('name', { length: 100 }).notNull(),
    /** Whether the passkey is synced between the member's devices (backed up). */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_passkeys_credential_key').on(table.credentialId),
    index('staff_passkeys_staff_idx').on(table.staffId),
  ],
);

/**
 * The open WebAuthn challenges: one per attempt (adding a passkey, or a sign-in with one), used
 * once, for a few minutes. Kept here, not in a process's memory, so any API process can finish
 * the attempt another began.
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** `register` (a signed-in member adds a passkey) or `login` (a sign-in with one). */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    /** sha256 of the attempt token the browser holds; the challenge is used with it only. */
    attemptHash: varchar('attempt_hash', { length: 64 }).notNull(),
    /** The challenge the authenticator signs, base64url. */
    challenge: varchar('challenge', { length: 100 }).notNull(),
    /** `register`: the member and the session that asked. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => staffSessions.id, { onDelete: 'cascade' }),
    /** `login`: the e-mail key the attempt is for. */
    emailKey: varchar('email_key', { length: 320 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('staff_passkey_challenges_attempt_key').on(table.attemptHash),
    index('staff_passkey_challenges_expires_idx').on(table.expiresAt),
    index('staff_passkey_challenges_ip_idx').on(table.ip),
  ],
);

/**
 * Every staff write: who, what, before and after, when and from where, written in the same
 * transaction as the change. Append-only: a trigger refuses UPDATE and DELETE (migration 0023).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the store's own commands (`staff:create`). */
    staffId: integer('staff_id').references(() => staff.id),
    staffEmail: varchar('staff_email', { length: 320 }),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: varchar('reason', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.at.desc()),
    index('audit_log_staff_idx').on(table.staffId, table.at.desc()),
  ],
);
