import { randomBytes } from 'node:crypto';
import type { Locale } from '@nangsue/contracts';
import type { PortalInvitation, PortalMember } from '@nangsue/contracts/portal';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import type { AccountMail } from '../accounts/index.js';
import type * as authRepository from './portal-auth.repository.js';
import type * as repository from './portal-members.repository.js';
import { hashPortalToken, type PublisherPrincipal } from './portal-session.service.js';

/** An invitation's link works this many days. */
export const INVITATION_DAYS = 7;

export type PortalMembersDeps = {
  db: Database;
  mail: Pick<AccountMail, 'send'>;
  /** The portal's address (`<ADMIN_URL>/portal`): invitation links open `/invitations/<token>`. */
  portalUrl: string;
  emailKeyOf(email: string): string;
  repository: Pick<
    typeof repository,
    | 'findOrganisation'
    | 'listMembers'
    | 'lockOrganisation'
    | 'lockMember'
    | 'setMemberRole'
    | 'deleteMember'
    | 'listOpenInvitations'
    | 'replaceInvitation'
    | 'revokeInvitation'
  > &
    Pick<typeof authRepository, 'revokeSessionsOfMember'>;
  clock?: Clock;
  withTransaction?: WithTransaction;
};

const notFound = () => new AppError('NOT_FOUND');

const toMember = (row: repository.MemberRow): PortalMember => {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    MemberId: row.memberId,
    Email: row.email ?? '',
    DisplayName: name || (row.email ?? ''),
    Role: row.role,
    TwoFactor: row.twoFactor,
    CreatedAt: row.createdAt.toISOString(),
  };
};

const toInvitation = (row: repository.InvitationRow): PortalInvitation => ({
  InvitationId: row.invitationId,
  Email: row.email,
  Role: row.role,
  CreatedAt: row.createdAt.toISOString(),
  ExpiresAt: row.expiresAt.toISOString(),
});

/**
 * A publisher organisation's people (issue 25, ADR 0019): the owner invites editors and finance
 * viewers by e-mail, changes their role or removes them. Every call is scoped by the session's
 * organisation; another organisation's member or invitation is 404.
 */
export const createPortalMembersService = (deps: PortalMembersDeps) => {
  const { db, mail, repository } = deps;
  const clock = deps.clock ?? systemClock;
  const withTransaction = deps.withTransaction ?? createWithTransaction(db);

  /** The member to change: in this organisation, not the caller, not the owner. */
  const changeable = async (tx: DbOrTx, principal: PublisherPrincipal, memberId: number) => {
    await repository.lockOrganisation(tx, principal.organisationId);
    const member = await repository.lockMember(tx, principal.organisationId, memberId);
    if (!member) throw notFound();
    if (member.memberId === principal.memberId)
      throw new AppError('CONFLICT', { message: 'portal.member.self' });
    if (member.role === 'owner')
      throw new AppError('CONFLICT', { message: 'portal.member.lastOwner' });
    return member;
  };

  return {
    async organisation(principal: PublisherPrincipal) {
      const row = await repository.findOrganisation(db, principal.organisationId);
      if (!row) throw notFound();
      return {
        Name: row.name,
        LegalName: row.legalName,
        TaxId: row.taxId,
        PayeeKind: row.payeeKind,
        RoyaltyShareBp: row.royaltyShareBp,
        CreatedAt: row.createdAt.toISOString(),
      };
    },

    async members(principal: PublisherPrincipal) {
      const rows = await repository.listMembers(db, principal.organisationId);
      return { Items: rows.map(toMember) };
    },

    async changeRole(
      principal: PublisherPrincipal,
      memberId: number,
      role: 'editor' | 'finance',
    ): Promise<PortalMember> {
      return withTransaction(async (tx) => {
        const member = await changeable(tx, principal, memberId);
        await repository.setMemberRole(tx, principal.organisationId, memberId, role);
        return toMember({ ...member, role });
      });
    },

    async remove(principal: PublisherPrincipal, memberId: number): Promise<{ Ok: true }> {
      await withTransaction(async (tx) => {
        await changeable(tx, principal, memberId);
        await repository.revokeSessionsOfMember(tx, memberId, clock.now());
        await repository.deleteMember(tx, principal.organisationId, memberId);
      });
      return { Ok: true };
    },

    async invitations(principal: PublisherPrincipal) {
      const rows = await repository.listOpenInvitations(db, principal.organisationId);
      return { Items: rows.map(toInvitation) };
    },

    /**
     * Invites an address as editor or finance viewer: a one-time link by e-mail (in the inviter's
     * language; the invitee has no language here yet), written with the invitation in one
     * transaction. A newer invitation to the same address replaces the open one.
     */
    async invite(
      principal: PublisherPrincipal,
      body: { Email: string; Role: 'editor' | 'finance' },
      locale: Locale,
    ): Promise<PortalInvitation> {
      const emailKey = deps.emailKeyOf(body.Email);
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      return withTransaction(async (tx) => {
        await repository.lockOrganisation(tx, principal.organisationId);
        const members = await repository.listMembers(tx, principal.organisationId);
        if (members.some((member) => member.email && deps.emailKeyOf(member.email) === emailKey))
          throw new AppError('CONFLICT', {
            message: 'portal.invitation.member',
            params: { email: body.Email },
          });
        const row = await repository.replaceInvitation(
          tx,
          {
            organisationId: principal.organisationId,
            email: body.Email,
            emailKey,
            role: body.Role,
            tokenHash: hashPortalToken(token),
            invitedByMemberId: principal.memberId,
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
          },
          now,
        );
        await mail.send(
          {
            to: body.Email,
            locale,
            name: body.Email,
            email: {
              template: 'publisher-invitation',
              organisationName: principal.organisationName,
              role: translate(locale, `portal.role.${body.Role}`),
              link: `${deps.portalUrl}/invitations/${token}`,
              expiresInDays: INVITATION_DAYS,
            },
          },
          tx,
        );
        return toInvitation(row);
      });
    },

    async revokeInvitation(
      principal: PublisherPrincipal,
      invitationId: number,
    ): Promise<{ Ok: true }> {
      const revoked = await repository.revokeInvitation(
        db,
        principal.organisationId,
        invitationId,
        clock.now(),
      );
      if (!revoked) throw notFound();
      return { Ok: true };
    },
  };
};
export type PortalMembersService = ReturnType<typeof createPortalMembersService>;
