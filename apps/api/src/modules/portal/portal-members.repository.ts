import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  publisherInvitations,
  publisherMemberFactors,
  publisherMembers,
  publisherOrganisations,
} from '../../db/schema/index.js';

/**
 * A publisher organisation's members and invitations (ADR 0019). Every function that reads or
 * changes an organisation's rows takes `organisationId` and has it in its WHERE: another
 * organisation's member or invitation is not found.
 */

export type PortalRoleValue = 'owner' | 'editor' | 'finance';

export const findOrganisation = async (db: DbOrTx, organisationId: number) => {
  const [row] = await db
    .select({
      name: publisherOrganisations.name,
      legalName: publisherOrganisations.legalName,
      taxId: publisherOrganisations.taxId,
      payeeKind: publisherOrganisations.payeeKind,
      royaltyShareBp: publisherOrganisations.royaltyShareBp,
      createdAt: publisherOrganisations.createdAt,
    })
    .from(publisherOrganisations)
    .where(eq(publisherOrganisations.id, organisationId));
  return row;
};

const memberColumns = {
  memberId: publisherMembers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  role: publisherMembers.role,
  twoFactor: sql<boolean>`${publisherMemberFactors.memberId} is not null`,
  createdAt: publisherMembers.createdAt,
};

export type MemberRow = {
  memberId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  role: PortalRoleValue;
  twoFactor: boolean;
  createdAt: Date;
};

export const listMembers = async (db: DbOrTx, organisationId: number): Promise<MemberRow[]> =>
  db
    .select(memberColumns)
    .from(publisherMembers)
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .leftJoin(publisherMemberFactors, eq(publisherMemberFactors.memberId, publisherMembers.id))
    .where(eq(publisherMembers.organisationId, organisationId))
    .orderBy(asc(publisherMembers.createdAt), asc(publisherMembers.id));

/** One member of the organisation, locked for a change of role or a removal. */
export const lockMember = async (
  tx: DbOrTx,
  organisationId: number,
  memberId: number,
): Promise<MemberRow | undefined> => {
  const [row] = await tx
    .select(memberColumns)
    .from(publisherMembers)
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .leftJoin(publisherMemberFactors, eq(publisherMemberFactors.memberId, publisherMembers.id))
    .where(
      and(eq(publisherMembers.organisationId, organisationId), eq(publisherMembers.id, memberId)),
    )
    .for('update', { of: publisherMembers });
  return row;
};

/** The organisation's row, locked: member changes of one organisation go one at a time. */
export const lockOrganisation = async (tx: DbOrTx, organisationId: number): Promise<void> => {
  await tx.execute(
    sql`select 1 from ${publisherOrganisations} where ${publisherOrganisations.id} = ${organisationId} for update`,
  );
};

export const setMemberRole = async (
  tx: DbOrTx,
  organisationId: number,
  memberId: number,
  role: PortalRoleValue,
): Promise<void> => {
  await tx
    .update(publisherMembers)
    .set({ role })
    .where(
      and(eq(publisherMembers.organisationId, organisationId), eq(publisherMembers.id, memberId)),
    );
};

export const deleteMember = async (
  tx: DbOrTx,
  organisationId: number,
  memberId: number,
): Promise<void> => {
  await tx
    .delete(publisherMembers)
    .where(
      and(eq(publisherMembers.organisationId, organisationId), eq(publisherMembers.id, memberId)),
    );
};

export const insertMember = async (
  tx: DbOrTx,
  values: { organisationId: number; customerId: number; role: PortalRoleValue },
): Promise<number> => {
  const [row] = await tx
    .insert(publisherMembers)
    .values(values)
    .onConflictDoNothing({ target: publisherMembers.customerId })
    .returning({ id: publisherMembers.id });
  return row?.id ?? 0;
};

const invitationColumns = {
  invitationId: publisherInvitations.id,
  organisationId: publisherInvitations.organisationId,
  email: publisherInvitations.email,
  emailKey: publisherInvitations.emailKey,
  role: publisherInvitations.role,
  createdAt: publisherInvitations.createdAt,
  expiresAt: publisherInvitations.expiresAt,
};

export type InvitationRow = {
  invitationId: number;
  organisationId: number;
  email: string;
  emailKey: string;
  role: PortalRoleValue;
  createdAt: Date;
  expiresAt: Date;
};

const isOpen = () =>
  and(
    isNull(publisherInvitations.acceptedAt),
    isNull(publisherInvitations.revokedAt),
    gt(publisherInvitations.expiresAt, sql`now()`),
  );

export const listOpenInvitations = async (
  db: DbOrTx,
  organisationId: number,
): Promise<InvitationRow[]> =>
  db
    .select(invitationColumns)
    .from(publisherInvitations)
    .where(and(eq(publisherInvitations.organisationId, organisationId), isOpen()))
    .orderBy(desc(publisherInvitations.createdAt), desc(publisherInvitations.id));

/**
 * A new invitation; an open (or expired, unaccepted) one for the same address is revoked first,
 * so the newest link is the only one that works.
 */
export const replaceInvitation = async (
  tx: DbOrTx,
  values: {
    organisationId: number;
    email: string;
    emailKey: string;
    role: 'editor' | 'finance';
    tokenHash: string;
    invitedByMemberId: number;
    expiresAt: Date;
  },
  at: Date,
): Promise<InvitationRow> => {
  await tx
    .update(publisherInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(publisherInvitations.organisationId, values.organisationId),
        eq(publisherInvitations.emailKey, values.emailKey),
        isNull(publisherInvitations.acceptedAt),
        isNull(publisherInvitations.revokedAt),
      ),
    );
  const [row] = await tx.insert(publisherInvitations).values(values).returning(invitationColumns);
  if (!row) throw new Error('The invitation was not written');
  return row;
};

/** Revokes an open invitation of the organisation; false when there is none by that id. */
export const revokeInvitation = async (
  db: DbOrTx,
  organisationId: number,
  invitationId: number,
  at: Date,
): Promise<boolean> => {
  const rows = await db
    .update(publisherInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(publisherInvitations.organisationId, organisationId),
        eq(publisherInvitations.id, invitationId),
        isNull(publisherInvitations.acceptedAt),
        isNull(publisherInvitations.revokedAt),
      ),
    )
    .returning({ id: publisherInvitations.id });
  return rows.length > 0;
};

/** An open invitation by its link's token, with its organisation's name. */
export const findOpenInvitationByToken = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db
    .select({ ...invitationColumns, organisationName: publisherOrganisations.name })
    .from(publisherInvitations)
    .innerJoin(
      publisherOrganisations,
      eq(publisherOrganisations.id, publisherInvitations.organisationId),
    )
    .where(and(eq(publisherInvitations.tokenHash, tokenHash), isOpen()));
  return row;
};

/** Takes an open invitation (once): locked, so two acceptances at once accept once. */
export const lockOpenInvitationByToken = async (
  tx: DbOrTx,
  tokenHash: string,
): Promise<InvitationRow | undefined> => {
  const [row] = await tx
    .select(invitationColumns)
    .from(publisherInvitations)
    .where(and(eq(publisherInvitations.tokenHash, tokenHash), isOpen()))
    .for('update');
  return row;
};

export const markInvitationAccepted = async (
  tx: DbOrTx,
  invitationId: number,
  memberId: number,
  at: Date,
): Promise<void> => {
  await tx
    .update(publisherInvitations)
    .set({ acceptedAt: at, acceptedMemberId: memberId })
    .where(eq(publisherInvitations.id, invitationId));
};
