import type { StaffPasskey } from '@nangsue/contracts/admin';
import { AppError } from '../../lib/app-error.js';
import type { Clock, WithTransaction } from '../../lib/deps.js';
import type { MessageKey } from '../../lib/messages.js';
import type { StaffActor } from './audit.js';
import type { StaffAuthDeps, StaffCaller } from './staff-auth.service.js';
import type { StaffPasskeyRow } from './staff-passkey.repository.js';
import { hashStaffToken, newStaffToken, type StaffPrincipal } from './staff-session.service.js';
import { checkTotpCode } from './staff-totp.js';
import { PASSKEY_CHALLENGE_MS } from './staff-webauthn.js';
import { staffEmailKey } from './staff.mapper.js';

/** A member keeps at most this many passkeys (a few devices and a spare security key). */
export const MAX_PASSKEYS_PER_STAFF = 10;
/** Open "add a passkey" challenges kept per address. */
const REGISTER_CHALLENGES_PER_IP = 20;

const toStaffPasskey = (row: StaffPasskeyRow): StaffPasskey => ({
  Id: row.id,
  Name: row.name,
  CreatedAt: row.createdAt.toISOString(),
  LastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  BackedUp: row.backedUp,
});

const invalid = (message: MessageKey) => new AppError('VALIDATION_FAILED', { message });

/**
 * A signed-in member's own passkeys (issue 24, docs/back-office.md "Passkeys"): add one (a
 * WebAuthn registration bound to the member's session), list them, remove one after proving
 * again who is there (the password, or a fresh authenticator code). Adding and removing are
 * audited. Part of the staff sign-in service, which hands in its dependencies.
 */
export const createStaffPasskeyService = (
  deps: Omit<StaffAuthDeps, 'clock' | 'withTransaction'> & {
    clock: Clock;
    withTransaction: WithTransaction;
  },
) => {
  const { db, audit, passwords, throttle, sealer, webauthn, repository, clock } = deps;
  const withTransaction = deps.withTransaction;

  /** Whether `proof` is the member's password or a code of their authenticator not used yet. */
  const proves = async (
    staffId: number,
    proof: { Password?: string; TotpCode?: string },
  ): Promise<boolean> => {
    const member = await repository.findStaffById(db, staffId);
    if (!member) return false;
    if (proof.Password !== undefined)
      return member.passwordHash ? passwords.verify(member.passwordHash, proof.Password) : false;
    if (proof.TotpCode === undefined || !member.totpSecretSealed) return false;
    const secret = await sealer.open(member.totpSecretSealed, member.id);
    if (!secret) return false;
    const step = await checkTotpCode({
      secret,
      code: proof.TotpCode,
      now: clock.now(),
      afterStep: member.totpLastStep,
    });
    return step !== null && repository.acceptTotpStep(db, member.id, step);
  };

  return {
    /** GET /admin/v1/auth/passkeys: the signed-in member's passkeys, oldest first. */
    async listPasskeys(principal: StaffPrincipal): Promise<{ Items: StaffPasskey[] }> {
      const rows = await repository.listPasskeysOfStaff(db, principal.staffId);
      return { Items: rows.map(toStaffPasskey) };
    },

    /**
     * POST /admin/v1/auth/passkeys/options: a registration challenge for this session, five
     * minutes, one answer. The member's own passkeys are excluded (the authenticator says so
     * instead of making a second one).
     */
    async addPasskeyOptions(principal: StaffPrincipal, caller: StaffCaller) {
      const existing = await repository.listPasskeysOfStaff(db, principal.staffId);
      if (existing.length >= MAX_PASSKEYS_PER_STAFF)
        throw new AppError('CONFLICT', {
          message: 'staff.passkey.tooMany',
          params: { maximum: MAX_PASSKEYS_PER_STAFF },
        });
      const options = await webauthn.registrationOptions({
        staffId: principal.staffId,
        email: principal.email,
        displayName: principal.displayName || principal.email,
        existing,
      });
      const attempt = newStaffToken();
      const now = clock.now();
      await repository.insertPasskeyChallenge(
        db,
        {
          purpose: 'register',
          attemptHash: hashStaffToken(attempt),
          challenge: options.challenge,
          staffId: principal.staffId,
          sessionId: principal.sessionId,
          ip: caller.ip.slice(0, 64),
          expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
        },
        { now, keepPerIp: REGISTER_CHALLENGES_PER_IP },
      );
      return { Attempt: attempt, Options: { ...options } };
    },

    /**
     * POST /admin/v1/auth/passkeys: the authenticator's answer to this session's challenge. The
     * challenge is spent whatever the answer; a verified passkey is kept with its name.
     */
    async addPasskey(
      principal: StaffPrincipal,
      actor: StaffActor,
      body: { Attempt: string; Name: string; Credential: unknown },
    ): Promise<StaffPasskey> {
      const challenge = await repository.takePasskeyChallenge(
        db,
        hashStaffToken(body.Attempt),
        clock.now(),
      );
      if (
        challenge?.purpose !== 'register' ||
        challenge.staffId !== principal.staffId ||
        challenge.sessionId !== principal.sessionId
      )
        throw invalid('staff.passkey.attemptExpired');
      const verified = await webauthn.verifyRegistration(body.Credential, challenge.challenge);
      if (!verified) throw invalid('staff.passkey.notVerified');

      return withTransaction(async (tx) => {
        // The member's row is locked: two additions at once are counted one after the other.
        await repository.findStaffById(tx, principal.staffId, { forUpdate: true });
        if (
          (await repository.countPasskeysOfStaff(tx, principal.staffId)) >= MAX_PASSKEYS_PER_STAFF
        )
          throw new AppError('CONFLICT', {
            message: 'staff.passkey.tooMany',
            params: { maximum: MAX_PASSKEYS_PER_STAFF },
          });
        const row = await repository.insertPasskeyIfNew(tx, {
          staffId: principal.staffId,
          credentialId: verified.credentialId,
          publicKey: verified.publicKey,
          counter: verified.counter,
          transports: verified.transports,
          name: body.Name,
          backedUp: verified.backedUp,
        });
        if (!row) throw new AppError('CONFLICT', { message: 'staff.passkey.alreadyAdded' });
        const passkey = toStaffPasskey(row);
        await audit.record(tx, actor, {
          action: 'staff.passkey.add',
          entityType: 'staff',
          entityId: principal.staffId,
          after: { Passkey: { Id: passkey.Id, Name: passkey.Name, BackedUp: passkey.BackedUp } },
        });
        return passkey;
      });
    },

    /**
     * DELETE /admin/v1/auth/passkeys/:id: one of the member's own passkeys, after the password or
     * a fresh authenticator code (a session left open is not enough to weaken the account).
     * Wrong proofs are counted like failed sign-ins of this account from this address.
     */
    async removePasskey(
      principal: StaffPrincipal,
      actor: StaffActor,
      id: number,
      proof: { Password?: string; TotpCode?: string },
      caller: StaffCaller,
    ): Promise<{ Ok: true }> {
      const pair = {
        kind: 'accountIp',
        emailKey: staffEmailKey(principal.email),
        ip: caller.ip,
      } as const;
      await throttle.consume(
        [{ rule: 'staffLoginAccountIp', subject: pair }],
        'staff.login.tooManyAttempts',
      );
      if (!(await proves(principal.staffId, proof))) throw invalid('staff.passkey.wrongProof');
      await throttle.clear('staffLoginAccountIp', pair);

      return withTransaction(async (tx) => {
        const removed = await repository.deletePasskey(tx, { id, staffId: principal.staffId });
        if (!removed) throw new AppError('NOT_FOUND', { message: 'staff.passkey.notFound' });
        await audit.record(tx, actor, {
          action: 'staff.passkey.remove',
          entityType: 'staff',
          entityId: principal.staffId,
          before: { Passkey: { Id: removed.id, Name: removed.name } },
          after: { ProvedWith: proof.Password !== undefined ? 'password' : 'totp' },
        });
        return { Ok: true as const };
      });
    },
  };
};
