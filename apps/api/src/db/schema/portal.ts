import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { publisherMemberRole, publisherMembers, publisherOrganisations } from './community.js';

/**
 * The publisher portal's own sign-in (issue 25, ADR 0019): members are customer accounts with a
 * TOTP second factor; their sessions, sign-in attempts, role permissions and invitations live here,
 * apart from the customers' and the staff's.
 */

/**
 * A member's second factor: the TOTP secret sealed with the store's staff key (bound to the member
 * id), and the last time step accepted (a code is never accepted twice).
 */
export const publisherMemberFactors = pgTable('publisher_member_factors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => publisherMembers.id, { onDelete: 'cascade' }),
  totpSecretSealed: text('totp_secret_sealed').notNull(),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Step one of a sign-in passed (the store password): the attempt's token (sha256) lets step two
 * send a code once the member's authenticator shows one; for a member without a factor yet it
 * carries the new secret to enrol. Short-lived, a few tries.
 */
export const publisherLoginAttempts = pgTable(
  'publisher_login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => publisherMembers.id, { onDelete: 'cascade' }),
    /** The secret being enrolled (sealed), or null when the member already has a factor. */
    pendingSecretSealed: text('pending_secret_sealed'),
    tries: smallint('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [
    uniqueIndex('publisher_login_attempts_token_key').on(table.tokenHash),
    index('publisher_login_attempts_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** A portal session: opaque token (sha256 stored), idle 30 minutes, 12 hours at most, revocable. */
export const publisherSessions = pgTable(
  'publisher_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => publisherMembers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (table) => [
    uniqueIndex('publisher_sessions_token_key').on(table.tokenHash),
    index('publisher_sessions_member_idx').on(table.memberId),
  ],
);

/** Which portal role holds which permission (ADR 0019: roles as data; seeded with the defaults). */
export const portalRolePermissions = pgTable(
  'portal_role_permissions',
  {
    role: publisherMemberRole('role').notNull(),
    permission: varchar('permission', { length: 40 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.permission] })],
);

/**
 * An owner's invitation to join the organisation: a one-time link e-mailed to the address, accepted
 * by the customer account with that address (7 days). One open invitation per address.
 */
export const publisherInvitations = pgTable(
  'publisher_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => publisherOrganisations.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The address as accounts compare it (lower case, trimmed). */
    emailKey: varchar('email_key', { length: 254 }).notNull(),
    role: publisherMemberRole('role').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    invitedByMemberId: integer('invited_by_member_id').references(() => publisherMembers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedMemberId: integer('accepted_member_id').references(() => publisherMembers.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('publisher_invitations_token_key').on(table.tokenHash),
    uniqueIndex('publisher_invitations_open_key')
      .on(table.organisationId, table.emailKey)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('publisher_invitations_organisation_idx').on(table.organisationId, table.createdAt),
    check('publisher_invitations_role_check', sql`${table.role} <> 'owner'`),
  ],
);
