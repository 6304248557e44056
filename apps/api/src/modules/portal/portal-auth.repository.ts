import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  portalRolePermissions,
  publisherLoginAttempts,
  publisherMemberFactors,
  publisherMembers,
  publisherOrganisations,
  publisherSessions,
} from '../../db/schema/index.js';

/**
 * The publisher portal's sign-in data (ADR 0019): members found by their store account, their
 * second factor, sign-in attempts and sessions. Only this file and portal-members.repository.ts
 * touch these tables.
 */

export type MemberAccount = {
  memberId: number;
  organisationId: number;
  role: string;
  /** The sealed TOTP secret, or null before the first portal sign-in. */
  totpSecretSealed: string | null;
  totpLastStep: number | null;
};

/** The portal member a store account is, with their factor (one organisation per account). */
export const findMemberOfCustomer = async (
  db: DbOrTx,
  customerId: number,
): Promise<MemberAccount | undefined> => {
  const [row] = await db
    .select({
      memberId: publisherMembers.id,
      organisationId: publisherMembers.organisationId,
      role: publisherMembers.role,
      totpSecretSealed: publisherMemberFactors.totpSecretSealed,
      totpLastStep: publisherMemberFactors.totpLastStep,
    })
    .from(publisherMembers)
    .leftJoin(publisherMemberFactors, eq(publisherMemberFactors.memberId, publisherMembers.id))
    .where(eq(publisherMembers.customerId, customerId));
  return row;
};

export const insertLoginAttempt = async (
  db: DbOrTx,
  values: {
    tokenHash: string;
    memberId: number;
    pendingSecretSealed: string | null;
    expiresAt: Date;
    ip: string | null;
  },
): Promise<void> => {
  await db.insert(publisherLoginAttempts).values(values);
};

/** Open attempts of a member beyond the newest `keep` are dropped (a few tabs, not a flood). */
export const pruneLoginAttempts = async (
  db: DbOrTx,
  memberId: number,
  keep: number,
): Promise<void> => {
  await db.execute(sql`
    delete from ${publisherLoginAttempts}
    where ${publisherLoginAttempts.memberId} = ${memberId}
      and ${publisherLoginAttempts.id} not in (
        select id from ${publisherLoginAttempts}
        where ${publisherLoginAttempts.memberId} = ${memberId}
        order by ${publisherLoginAttempts.id} desc limit ${keep})`);
};

export type LoginAttemptRow = {
  id: number;
  memberId: number;
  /** The member's store account, for the e-mail that tells them an authenticator was added. */
  email: string | null;
  firstName: string;
  language: string;
  pendingSecretSealed: string | null;
  tries: number;
  totpSecretSealed: string | null;
  totpLastStep: number | null;
};

/**
 * A live attempt (not used, not expired, tries left) locked for this transaction, with the
 * member's current factor: two codes sent at once are checked one after the other.
 */
export const lockLiveAttempt = async (
  tx: DbOrTx,
  tokenHash: string,
  maxTries: number,
): Promise<LoginAttemptRow | undefined> => {
  const [row] = await tx
    .select({
      id: publisherLoginAttempts.id,
      memberId: publisherLoginAttempts.memberId,
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      pendingSecretSealed: publisherLoginAttempts.pendingSecretSealed,
      tries: publisherLoginAttempts.tries,
      totpSecretSealed: publisherMemberFactors.totpSecretSealed,
      totpLastStep: publisherMemberFactors.totpLastStep,
    })
    .from(publisherLoginAttempts)
    .innerJoin(publisherMembers, eq(publisherMembers.id, publisherLoginAttempts.memberId))
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .leftJoin(
      publisherMemberFactors,
      eq(publisherMemberFactors.memberId, publisherLoginAttempts.memberId),
    )
    .where(
      and(
        eq(publisherLoginAttempts.tokenHash, tokenHash),
        isNull(publisherLoginAttempts.usedAt),
        gt(publisherLoginAttempts.expiresAt, sql`now()`),
        lt(publisherLoginAttempts.tries, maxTries),
      ),
    )
    .for('update', { of: publisherLoginAttempts });
  return row;
};

/** The member an attempt belongs to (no lock: the wrong-code ceiling is read before it). */
export const findAttemptMember = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<number | undefined> => {
  const [row] = await db
    .select({ memberId: publisherLoginAttempts.memberId })
    .from(publisherLoginAttempts)
    .where(eq(publisherLoginAttempts.tokenHash, tokenHash));
  return row?.memberId;
};

export const countAttemptTry = async (tx: DbOrTx, attemptId: number): Promise<void> => {
  await tx
    .update(publisherLoginAttempts)
    .set({ tries: sql`${publisherLoginAttempts.tries} + 1` })
    .where(eq(publisherLoginAttempts.id, attemptId));
};

export const useAttempt = async (tx: DbOrTx, attemptId: number, at: Date): Promise<void> => {
  await tx
    .update(publisherLoginAttempts)
    .set({ usedAt: at })
    .where(eq(publisherLoginAttempts.id, attemptId));
};

/** Enrols the member's first factor with the step of its first code; false if one exists. */
export const enrolFactor = async (
  tx: DbOrTx,
  values: { memberId: number; totpSecretSealed: string; step: number },
): Promise<boolean> => {
  const rows = await tx
    .insert(publisherMemberFactors)
    .values({
      memberId: values.memberId,
      totpSecretSealed: values.totpSecretSealed,
      totpLastStep: values.step,
    })
    .onConflictDoNothing({ target: publisherMemberFactors.memberId })
    .returning({ memberId: publisherMemberFactors.memberId });
  return rows.length > 0;
};

/**
 * Moves the member's last accepted step on to `step`; false when a code of that step or a later
 * one was already accepted (the same code sent twice, even in parallel, passes once).
 */
export const acceptFactorStep = async (
  tx: DbOrTx,
  memberId: number,
  step: number,
): Promise<boolean> => {
  const rows = await tx
    .update(publisherMemberFactors)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(publisherMemberFactors.memberId, memberId),
        or(
          isNull(publisherMemberFactors.totpLastStep),
          lt(publisherMemberFactors.totpLastStep, step),
        ),
      ),
    )
    .returning({ memberId: publisherMemberFactors.memberId });
  return rows.length > 0;
};

export const insertPortalSession = async (
  db: DbOrTx,
  values: {
    memberId: number;
    tokenHash: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> => {
  await db.insert(publisherSessions).values(values);
};

export type PortalSessionRow = {
  sessionId: number;
  memberId: number;
  customerId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  language: string;
  role: string;
  organisationId: number;
  organisationName: string;
  organisationLegalName: string;
  catalogPublisherId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  permissions: string[];
};

/**
 * The live session a token hash names: not revoked, not past its hard end, its member still in
 * the organisation and their store account neither deleted nor locked.
 */
export const findLivePortalSession = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<PortalSessionRow | undefined> => {
  const [row] = await db
    .select({
      sessionId: publisherSessions.id,
      memberId: publisherMembers.id,
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      language: customers.language,
      role: publisherMembers.role,
      organisationId: publisherOrganisations.id,
      organisationName: publisherOrganisations.name,
      organisationLegalName: publisherOrganisations.legalName,
      catalogPublisherId: publisherOrganisations.catalogPublisherId,
      lastSeenAt: publisherSessions.lastSeenAt,
      expiresAt: publisherSessions.expiresAt,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${portalRolePermissions.permission}) from ${portalRolePermissions} where ${portalRolePermissions.role} = ${publisherMembers.role}), '{}')`,
    })
    .from(publisherSessions)
    .innerJoin(publisherMembers, eq(publisherMembers.id, publisherSessions.memberId))
    .innerJoin(
      publisherOrganisations,
      eq(publisherOrganisations.id, publisherMembers.organisationId),
    )
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .where(
      and(
        eq(publisherSessions.tokenHash, tokenHash),
        isNull(publisherSessions.revokedAt),
        gt(publisherSessions.expiresAt, sql`now()`),
        isNull(customers.deletedAt),
        isNull(customers.lockedAt),
      ),
    );
  return row;
};

export const touchPortalSession = async (
  db: DbOrTx,
  sessionId: number,
  at: Date,
): Promise<void> => {
  await db
    .update(publisherSessions)
    .set({ lastSeenAt: at })
    .where(eq(publisherSessions.id, sessionId));
};

export const revokePortalSession = async (
  db: DbOrTx,
  sessionId: number,
  at: Date,
): Promise<void> => {
  await db
    .update(publisherSessions)
    .set({ revokedAt: at })
    .where(and(eq(publisherSessions.id, sessionId), isNull(publisherSessions.revokedAt)));
};

/** Every live session of a member ends (removed from the organisation, role changed). */
export const revokeSessionsOfMember = async (
  db: DbOrTx,
  memberId: number,
  at: Date,
): Promise<void> => {
  await db
    .update(publisherSessions)
    .set({ revokedAt: at })
    .where(and(eq(publisherSessions.memberId, memberId), isNull(publisherSessions.revokedAt)));
};
