import type { Locale } from '@nangsue/contracts';
import type { PortalLoginStep, PortalMe } from '@nangsue/contracts/portal';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { MessageKey } from '../../lib/messages.js';
import { rateLimited, type AccountMail } from '../accounts/index.js';
import { checkTotpCode, newTotpSecret, totpUri, type TotpSealer } from '../staff/index.js';
import type * as authRepository from './portal-auth.repository.js';
import type * as membersRepository from './portal-members.repository.js';
import {
  hashPortalToken,
  newPortalToken,
  PORTAL_SESSION_MAX_MS,
  type PublisherPrincipal,
} from './portal-session.service.js';

/** A sign-in attempt (password checked) waits this long for its code... */
export const PORTAL_ATTEMPT_MS = 10 * 60_000;
/** ...and takes this many wrong codes before the password is asked again. */
export const PORTAL_ATTEMPT_TRIES = 5;
/** Open attempts kept per member (a few tabs). */
const ATTEMPTS_KEPT = 5;

/** Who is calling a public portal call: the visitor's real address and browser. */
export type PortalCaller = { ip: string; userAgent: string | null };

/**
 * A store account's e-mail and password checked as the store's sign-in checks them (argon2id,
 * the sign-in limits, 429 past them): the accounts service's `verifyCredentials`, handed in by
 * the composition root (accounts sits below this module, ADR 0019).
 */
export type PortalCredentials = {
  verify(
    email: string,
    password: string,
    caller: PortalCaller,
  ): Promise<{ customerId: number; email: string; language: Locale } | undefined>;
};

/**
 * Wrong codes per member across attempts (the store's `auth_throttles`, rule portalCodeMember):
 * the accounts module's throttle, handed in by the composition root. Seconds blocked, or null.
 */
export type PortalCodeThrottle = {
  blockedFor(memberId: number): Promise<number | null>;
  countWrong(memberId: number): Promise<number | null>;
};

export type PortalAuthDeps = {
  codeThrottle: PortalCodeThrottle;
  db: Database;
  sealer: TotpSealer;
  /** The e-mail that tells a member an authenticator was added to their portal sign-in. */
  mail: Pick<AccountMail, 'send'>;
  /** The portal's address, linked from that e-mail. */
  portalUrl: string;
  credentials: PortalCredentials;
  repository: Pick<
    typeof authRepository,
    | 'findMemberOfCustomer'
    | 'insertLoginAttempt'
    | 'pruneLoginAttempts'
    | 'lockLiveAttempt'
    | 'findAttemptMember'
    | 'countAttemptTry'
    | 'useAttempt'
    | 'enrolFactor'
    | 'acceptFactorStep'
    | 'insertPortalSession'
    | 'revokePortalSession'
  > &
    Pick<
      typeof membersRepository,
      | 'findOpenInvitationByToken'
      | 'lockOpenInvitationByToken'
      | 'insertMember'
      | 'markInvitationAccepted'
    >;
  clock?: Clock;
  withTransaction?: WithTransaction;
  emailKeyOf(email: string): string;
};

const failed = (message: MessageKey) => new AppError('UNAUTHORIZED', { message });
const invitationInvalid = () => new AppError('NOT_FOUND', { message: 'portal.invitation.invalid' });

/**
 * The publisher portal's sign-in (issue 25, ADR 0019): a member signs in with the store account's
 * e-mail and password (step one), then the authenticator's code (step two), enrolling the
 * authenticator on the first sign-in; an invitation's link makes a store account a member.
 */
export const createPortalAuthService = (deps: PortalAuthDeps) => {
  const { db, sealer, credentials, repository } = deps;
  const clock = deps.clock ?? systemClock;
  const withTransaction = deps.withTransaction ?? createWithTransaction(db);

  /** Step one passed for this member: an attempt for step two (with a secret to enrol if new). */
  const beginAttempt = async (
    member: authRepository.MemberAccount,
    email: string,
    caller: PortalCaller,
  ): Promise<PortalLoginStep> => {
    const token = newPortalToken();
    const enrolling = member.totpSecretSealed === null;
    const secret = enrolling ? newTotpSecret() : null;
    await repository.insertLoginAttempt(db, {
      tokenHash: hashPortalToken(token),
      memberId: member.memberId,
      pendingSecretSealed: secret === null ? null : await sealer.seal(secret, member.memberId),
      expiresAt: new Date(clock.now().getTime() + PORTAL_ATTEMPT_MS),
      ip: caller.ip.slice(0, 64),
    });
    await repository.pruneLoginAttempts(db, member.memberId, ATTEMPTS_KEPT);
    return secret === null
      ? { Attempt: token, Next: 'code' }
      : { Attempt: token, Next: 'enrol', TotpUri: totpUri(email, secret), TotpSecret: secret };
  };

  const startSession = async (tx: DbOrTx, memberId: number, caller: PortalCaller) => {
    const token = newPortalToken();
    await repository.insertPortalSession(tx, {
      memberId,
      tokenHash: hashPortalToken(token),
      expiresAt: new Date(clock.now().getTime() + PORTAL_SESSION_MAX_MS),
      ip: caller.ip.slice(0, 64),
      userAgent: caller.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  };

  return {
    /**
     * Step one: the store account's e-mail and password. A wrong pair and an account that is no
     * publisher's member get the same 401; the store's sign-in limits apply (429).
     */
    async login(
      body: { Email: string; Password: string },
      caller: PortalCaller,
    ): Promise<PortalLoginStep> {
      const account = await credentials.verify(body.Email, body.Password, caller);
      const member = account && (await repository.findMemberOfCustomer(db, account.customerId));
      if (!account || !member) throw failed('portal.login.failed');
      const blocked = await deps.codeThrottle.blockedFor(member.memberId);
      if (blocked !== null) throw rateLimited(blocked, 'portal.code.tooMany');
      return beginAttempt(member, account.email, caller);
    },

    /**
     * Step two: the authenticator's code for the attempt. The first time it enrols the secret
     * shown in step one. A code is accepted once (its time step is kept); five wrong codes end
     * the attempt.
     */
    async enterCode(
      body: { Attempt: string; TotpCode: string },
      caller: PortalCaller,
    ): Promise<{ SessionToken: string }> {
      const now = clock.now();
      // The member's ceiling of wrong codes, read before the attempt is locked (a pool call inside
      // the transaction could wait for a connection held by one waiting for this lock).
      const memberId = await repository.findAttemptMember(db, hashPortalToken(body.Attempt));
      const blocked = memberId === undefined ? null : await deps.codeThrottle.blockedFor(memberId);
      if (blocked !== null) throw rateLimited(blocked, 'portal.code.tooMany');
      const outcome = await withTransaction(async (tx) => {
        const attempt = await repository.lockLiveAttempt(
          tx,
          hashPortalToken(body.Attempt),
          PORTAL_ATTEMPT_TRIES,
        );
        if (!attempt) return { kind: 'over' as const };
        // An enrolment overtaken by another (the member enrolled in another tab): start again.
        if (attempt.pendingSecretSealed !== null && attempt.totpSecretSealed !== null)
          return { kind: 'over' as const };
        const sealed = attempt.pendingSecretSealed ?? attempt.totpSecretSealed;
        const secret = sealed === null ? undefined : await sealer.open(sealed, attempt.memberId);
        const step =
          secret === undefined
            ? null
            : await checkTotpCode({
                secret,
                code: body.TotpCode,
                now,
                afterStep: attempt.pendingSecretSealed === null ? attempt.totpLastStep : null,
              });
        const accepted =
          step !== null &&
          sealed !== null &&
          (attempt.pendingSecretSealed !== null
            ? await repository.enrolFactor(tx, {
                memberId: attempt.memberId,
                totpSecretSealed: sealed,
                step,
              })
            : await repository.acceptFactorStep(tx, attempt.memberId, step));
        if (!accepted) {
          // Counted under the attempt's lock, in the transaction that answers (it commits: the
          // 401 is thrown after it), so codes sent at once count one after the other: an
          // attempt never checks more than PORTAL_ATTEMPT_TRIES codes.
          await repository.countAttemptTry(tx, attempt.id);
          return { kind: 'wrong' as const, memberId: attempt.memberId };
        }
        await repository.useAttempt(tx, attempt.id, now);
        // Whoever knew the password enrolled an authenticator: the member hears of it at once
        // (docs/publisher-portal.md, "Signing in").
        if (attempt.pendingSecretSealed !== null && attempt.email)
          await deps.mail.send(
            {
              to: attempt.email,
              locale: attempt.language === 'en' ? 'en' : 'th',
              name: attempt.firstName || attempt.email,
              email: { template: 'publisher-factor-enrolled', portalLink: deps.portalUrl },
            },
            tx,
          );
        return { kind: 'ok' as const, token: await startSession(tx, attempt.memberId, caller) };
      });
      if (outcome.kind === 'over') throw failed('portal.code.attemptOver');
      if (outcome.kind === 'wrong') {
        const blocked = await deps.codeThrottle.countWrong(outcome.memberId);
        if (blocked !== null) throw rateLimited(blocked, 'portal.code.tooMany');
        throw failed('portal.code.failed');
      }
      return { SessionToken: outcome.token };
    },

    async logout(principal: PublisherPrincipal): Promise<{ Ok: true }> {
      await repository.revokePortalSession(db, principal.sessionId, clock.now());
      return { Ok: true };
    },

    me(principal: PublisherPrincipal): PortalMe {
      return {
        MemberId: principal.memberId,
        Email: principal.email,
        DisplayName: principal.displayName,
        Role: principal.role,
        Permissions: [...principal.permissions],
        Language: principal.language,
        IdleExpiresAt: principal.idleExpiresAt.toISOString(),
        Organisation: {
          Name: principal.organisationName,
          LegalName: principal.organisationLegalName,
        },
      };
    },

    /** An invitation's page: which organisation, which role, for which address. */
    async invitation(token: string) {
      const row = await repository.findOpenInvitationByToken(db, hashPortalToken(token));
      if (!row) throw invitationInvalid();
      return {
        OrganisationName: row.organisationName,
        Role: row.role,
        Email: row.email,
        ExpiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Accepting an invitation: the invited address's store account signs in (step one); it
     * becomes a member (one organisation per account) and goes on to step two (enrolment).
     */
    async acceptInvitation(
      body: { Token: string; Email: string; Password: string },
      caller: PortalCaller,
    ): Promise<PortalLoginStep> {
      const account = await credentials.verify(body.Email, body.Password, caller);
      if (!account) throw failed('portal.login.failed');
      await withTransaction(async (tx) => {
        const invitation = await repository.lockOpenInvitationByToken(
          tx,
          hashPortalToken(body.Token),
        );
        if (!invitation) throw invitationInvalid();
        if (deps.emailKeyOf(account.email) !== invitation.emailKey)
          throw new AppError('FORBIDDEN', { message: 'portal.invitation.otherEmail' });
        const memberId = await repository.insertMember(tx, {
          organisationId: invitation.organisationId,
          customerId: account.customerId,
          role: invitation.role,
        });
        if (memberId === 0)
          throw new AppError('CONFLICT', { message: 'portal.invitation.alreadyMember' });
        await repository.markInvitationAccepted(tx, invitation.invitationId, memberId, clock.now());
      });
      const member = await repository.findMemberOfCustomer(db, account.customerId);
      if (!member) throw failed('portal.login.failed');
      return beginAttempt(member, account.email, caller);
    },
  };
};
export type PortalAuthService = ReturnType<typeof createPortalAuthService>;
