import { PERMISSIONS, type StaffMe, type StaffRole } from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { MessageKey } from '../../lib/messages.js';
import type { Audit, StaffActor } from './audit.js';
import {
  hashStaffToken,
  newStaffToken,
  STAFF_SESSION_MAX_MS,
  type StaffPrincipal,
} from './staff-session.service.js';
import type * as passkeyRepository from './staff-passkey.repository.js';
import { createStaffPasskeyService } from './staff-passkey.service.js';
import type * as sessionRepository from './staff-session.repository.js';
import type * as staffRepository from './staff.repository.js';
import { checkTotpCode, newTotpSecret, totpUri, type TotpSealer } from './staff-totp.js';
import { PASSKEY_CHALLENGE_MS, type StaffWebAuthn } from './staff-webauthn.js';
import { staffEmailKey } from './staff.mapper.js';

/** A staff password: at least this many characters (code points), at most the other. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;

/**
 * Password storage and the common-password check, as the customers' accounts do them (argon2id,
 * the zxcvbn-ts list): handed in by the composition root, since accounts sits above this module.
 */
export type StaffPasswords = {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** One verification's worth of work for an unknown e-mail, then false (no timing difference). */
  verifyDummy(password: string): Promise<false>;
  isCommon(password: string, email?: string): boolean;
};

type ThrottleSubject =
  | { kind: 'account'; emailKey: string }
  | { kind: 'ip'; ip: string }
  | { kind: 'accountIp'; emailKey: string; ip: string };
type StaffThrottleRule = 'staffLoginAccountIp' | 'staffLoginAccount' | 'staffLoginIp';

/**
 * The store's sign-in limits (`auth_throttles`, shared by every API process), with the staff's
 * own rules: the accounts module's AuthThrottleService, handed in by the composition root.
 */
export type StaffLoginThrottle = {
  consume(
    checks: { rule: StaffThrottleRule; subject: ThrottleSubject }[],
    message?: MessageKey,
  ): Promise<void>;
  count(rule: StaffThrottleRule, subject: ThrottleSubject): Promise<number | null>;
  refund(rule: StaffThrottleRule, subject: ThrottleSubject): Promise<void>;
  clear(rule: StaffThrottleRule, subject: ThrottleSubject): Promise<void>;
};

/** Who is calling a public staff call (sign-in, set-up): the visitor's address and browser. */
export type StaffCaller = { ip: string; userAgent: string | null; requestId: string };

type Repository = Pick<
  typeof staffRepository,
  | 'acceptTotpStep'
  | 'countFailedStaffLogin'
  | 'findLiveSetupLink'
  | 'findStaffByEmail'
  | 'findStaffById'
  | 'hasStaffSignedInFrom'
  | 'revokeSessionsOfStaff'
  | 'updateStaff'
  | 'useSetupLink'
> &
  Pick<typeof sessionRepository, 'insertStaffSession' | 'revokeStaffSession'> &
  Pick<
    typeof passkeyRepository,
    | 'countPasskeysOfStaff'
    | 'deletePasskey'
    | 'findPasskeyByCredentialId'
    | 'insertPasskeyChallenge'
    | 'insertPasskeyIfNew'
    | 'listPasskeysOfStaff'
    | 'takePasskeyChallenge'
    | 'usePasskey'
  >;

export type StaffAuthDeps = {
  db: Database;
  audit: Audit;
  passwords: StaffPasswords;
  throttle: StaffLoginThrottle;
  sealer: TotpSealer;
  /** Passkeys' WebAuthn ceremonies, for the back office at ADMIN_URL. */
  webauthn: StaffWebAuthn;
  repository: Repository;
  clock?: Clock;
  withTransaction?: WithTransaction;
};

const loginFailed = (message: MessageKey = 'staff.login.failed') =>
  new AppError('UNAUTHORIZED', { message });
const linkInvalid = () => new AppError('NOT_FOUND', { message: 'staff.setup.linkInvalid' });

/** Past the account-wide ceiling, only addresses the member signed in from lately may try. */
const KNOWN_ADDRESS_DAYS = 30;
/** Open sign-in challenges kept per address (older ones are dropped as new ones are asked). */
const LOGIN_CHALLENGES_PER_IP = 20;

const codePoints = (value: string): number => [...value].length;

/** The staff password policy: 12 to 200 characters of anything, not a common password. */
export const assertStaffPassword = (
  passwords: Pick<StaffPasswords, 'isCommon'>,
  password: string,
  email: string,
): void => {
  const length = codePoints(password);
  if (length < STAFF_PASSWORD_MIN_LENGTH)
    throw new AppError('VALIDATION_FAILED', {
      message: 'staff.password.tooShort',
      params: { minimum: STAFF_PASSWORD_MIN_LENGTH },
    });
  if (length > STAFF_PASSWORD_MAX_LENGTH)
    throw new AppError('VALIDATION_FAILED', {
      message: 'staff.password.tooLong',
      params: { maximum: STAFF_PASSWORD_MAX_LENGTH },
    });
  if (passwords.isCommon(password, email))
    throw new AppError('VALIDATION_FAILED', { message: 'staff.password.common' });
};

const actorOf = (member: { id: number; email: string }, caller: StaffCaller): StaffActor => ({
  staffId: member.id,
  staffEmail: member.email,
  ip: caller.ip,
  requestId: caller.requestId,
});

/**
 * Staff sign-in (issue 24, docs/back-office.md "Staff and audit"): the set-up link (password and
 * authenticator), sign-in with e-mail, password and code in one call, sign-out and "who am I".
 */
export const createStaffAuthService = (deps: StaffAuthDeps) => {
  const { db, audit, passwords, throttle, sealer, webauthn, repository } = deps;
  const clock = deps.clock ?? systemClock;
  const withTransaction = deps.withTransaction ?? createWithTransaction(db);

  /** A new session: an opaque token, only its SHA-256 kept; 12 hours at most. */
  const startSession = async (tx: DbOrTx, staffId: number, caller: StaffCaller) => {
    const token = newStaffToken();
    await repository.insertStaffSession(tx, {
      staffId,
      tokenHash: hashStaffToken(token),
      expiresAt: new Date(clock.now().getTime() + STAFF_SESSION_MAX_MS),
      ip: caller.ip.slice(0, 64),
      userAgent: caller.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  };

  /**
   * Signing in, whatever the second factor: the attempt is counted first (per account and
   * address, per address; past the account-wide ceiling only known addresses may try), the
   * password is verified for any e-mail (an unknown one costs the same), and only a usable
   * account whose password is right has its second factor checked. Every failure is the same
   * 401 (`failure`); success starts a session and writes the audit log.
   */
  const signIn = async (
    body: { Email: string; Password: string },
    caller: StaffCaller,
    secondFactor: {
      kind: 'totp' | 'passkey';
      failure: MessageKey;
      check(member: staffRepository.StaffRow): Promise<boolean>;
    },
  ): Promise<{ SessionToken: string }> => {
    const emailKey = staffEmailKey(body.Email);
    const account = { kind: 'account', emailKey } as const;
    const pair = { kind: 'accountIp', emailKey, ip: caller.ip } as const;
    const ip = { kind: 'ip', ip: caller.ip } as const;
    await throttle.consume(
      [
        { rule: 'staffLoginAccountIp', subject: pair },
        { rule: 'staffLoginIp', subject: ip },
      ],
      'staff.login.tooManyAttempts',
    );
    const accountWait = await throttle.count('staffLoginAccount', account);

    const member = await repository.findStaffByEmail(db, emailKey);
    if (
      accountWait !== null &&
      !(
        member &&
        (await repository.hasStaffSignedInFrom(db, {
          staffId: member.id,
          ip: caller.ip,
          days: KNOWN_ADDRESS_DAYS,
        }))
      )
    )
      throw new AppError('RATE_LIMITED', {
        message: 'staff.login.tooManyAttempts',
        params: { minutes: Math.ceil(accountWait / 60), seconds: accountWait },
        retryAfter: accountWait,
      });

    const isPasswordRight = member?.passwordHash
      ? await passwords.verify(member.passwordHash, body.Password)
      : await passwords.verifyDummy(body.Password);
    const fail = async () => {
      if (member) await repository.countFailedStaffLogin(db, member.id);
      return loginFailed(secondFactor.failure);
    };
    if (!member || member.disabledAt || !member.totpSecretSealed || !isPasswordRight)
      throw await fail();
    if (!(await secondFactor.check(member))) throw await fail();

    await throttle.clear('staffLoginAccountIp', pair);
    await throttle.refund('staffLoginAccount', account);
    await throttle.refund('staffLoginIp', ip);
    return withTransaction(async (tx) => {
      await repository.updateStaff(tx, member.id, { failedLogins: 0, lastLoginAt: clock.now() });
      const token = await startSession(tx, member.id, caller);
      await audit.record(tx, actorOf(member, caller), {
        action: 'staff.login',
        entityType: 'staff',
        entityId: member.id,
        after: { SecondFactor: secondFactor.kind },
      });
      return { SessionToken: token };
    });
  };

  return {
    ...createStaffPasskeyService({ ...deps, clock, withTransaction }),

    /**
     * GET /admin/v1/auth/setup/:token: who the link is for and the authenticator secret to add.
     * The secret is made when the link is first opened and kept (sealed) until set-up completes,
     * so opening the page again shows the same QR code.
     */
    async setupInfo(token: string) {
      const link = await repository.findLiveSetupLink(db, hashStaffToken(token), clock.now());
      if (!link) throw linkInvalid();
      const { member } = link;
      let secret = member.totpPendingSealed
        ? await sealer.open(member.totpPendingSealed, member.id)
        : undefined;
      if (!secret) {
        secret = newTotpSecret();
        await repository.updateStaff(db, member.id, {
          totpPendingSealed: await sealer.seal(secret, member.id),
        });
      }
      return {
        Email: member.email,
        DisplayName: member.displayName,
        TotpUri: totpUri(member.email, secret),
        TotpSecret: secret,
      };
    },

    /**
     * POST /admin/v1/auth/setup: the link's password and first code. The code must come from the
     * secret the link showed; then the password (argon2id) and the secret are kept, the link is
     * used, and the member is signed in.
     */
    async completeSetup(
      body: { Token: string; Password: string; TotpCode: string },
      caller: StaffCaller,
    ): Promise<{ SessionToken: string }> {
      const tokenHash = hashStaffToken(body.Token);
      const link = await repository.findLiveSetupLink(db, tokenHash, clock.now());
      if (!link) throw linkInvalid();
      const { member } = link;
      assertStaffPassword(passwords, body.Password, member.email);
      const secret = member.totpPendingSealed
        ? await sealer.open(member.totpPendingSealed, member.id)
        : undefined;
      if (!secret) throw new AppError('CONFLICT', { message: 'staff.setup.openLinkFirst' });
      const step = await checkTotpCode({
        secret,
        code: body.TotpCode,
        now: clock.now(),
        afterStep: null,
      });
      if (step === null)
        throw new AppError('VALIDATION_FAILED', { message: 'staff.setup.wrongCode' });
      const passwordHash = await passwords.hash(body.Password);

      return withTransaction(async (tx) => {
        // Locked and checked again: of two requests with the same link, one sets the account up.
        const locked = await repository.findLiveSetupLink(tx, tokenHash, clock.now(), {
          forUpdate: true,
        });
        if (!locked || locked.member.totpPendingSealed !== member.totpPendingSealed)
          throw linkInvalid();
        if (!(await repository.useSetupLink(tx, locked.linkId, clock.now()))) throw linkInvalid();
        const before = { HasPassword: member.passwordHash !== null };
        await repository.updateStaff(tx, member.id, {
          passwordHash,
          totpSecretSealed: member.totpPendingSealed,
          totpPendingSealed: null,
          totpLastStep: step,
          failedLogins: 0,
          lastLoginAt: clock.now(),
        });
        await repository.revokeSessionsOfStaff(tx, member.id, clock.now());
        const token = await startSession(tx, member.id, caller);
        await audit.record(tx, actorOf(member, caller), {
          action: 'staff.setup',
          entityType: 'staff',
          entityId: member.id,
          before,
          after: { HasPassword: true, HasAuthenticator: true },
        });
        return { SessionToken: token };
      });
    },

    /**
     * POST /admin/v1/auth/login. An unknown e-mail, a disabled or unfinished account, a wrong
     * password and a wrong or used code all get the same 401 after the same work (one argon2
     * verification). Attempts are counted before anything is checked (per account and address,
     * per account, per address), so parallel guesses cannot pass a limit.
     */
    async login(
      body: { Email: string; Password: string; TotpCode: string },
      caller: StaffCaller,
    ): Promise<{ SessionToken: string }> {
      return signIn(body, caller, {
        kind: 'totp',
        failure: 'staff.login.failed',
        async check(member) {
          const secret = member.totpSecretSealed
            ? await sealer.open(member.totpSecretSealed, member.id)
            : undefined;
          const step = secret
            ? await checkTotpCode({
                secret,
                code: body.TotpCode,
                now: clock.now(),
                afterStep: member.totpLastStep,
              })
            : null;
          // The step is taken atomically: of two sign-ins with the same code, one gets in.
          return step !== null && (await repository.acceptTotpStep(db, member.id, step));
        },
      });
    },

    /**
     * POST /admin/v1/auth/passkey/options: a sign-in challenge for this attempt. Every e-mail gets
     * one, the same way (no list of the account's passkeys: the browser offers the site's
     * discoverable ones), so the answer tells nothing about the account. Kept in PostgreSQL for
     * five minutes, for one answer.
     */
    async passkeyLoginOptions(body: { Email: string }, caller: StaffCaller) {
      const attempt = newStaffToken();
      const options = await webauthn.authenticationOptions();
      const now = clock.now();
      await repository.insertPasskeyChallenge(
        db,
        {
          purpose: 'login',
          attemptHash: hashStaffToken(attempt),
          challenge: options.challenge,
          emailKey: staffEmailKey(body.Email),
          ip: caller.ip.slice(0, 64),
          expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_MS),
        },
        { now, keepPerIp: LOGIN_CHALLENGES_PER_IP },
      );
      return { Attempt: attempt, Options: { ...options } };
    },

    /**
     * POST /admin/v1/auth/passkey/login: e-mail, password and the passkey's signature in one call,
     * counted and answered like the sign-in with a code (one 401 for any mistake). The attempt's
     * challenge is spent first, whatever follows; the signature must be over it, from this site's
     * origin, by a passkey of this member, with the user verified and the counter moved on.
     */
    async loginWithPasskey(
      body: { Email: string; Password: string; Attempt: string; Credential: unknown },
      caller: StaffCaller,
    ): Promise<{ SessionToken: string }> {
      const challenge = await repository.takePasskeyChallenge(
        db,
        hashStaffToken(body.Attempt),
        clock.now(),
      );
      const emailKey = staffEmailKey(body.Email);
      const credentialId = (body.Credential as { id?: unknown }).id;
      return signIn(body, caller, {
        kind: 'passkey',
        failure: 'staff.login.passkeyFailed',
        async check(member) {
          if (challenge?.purpose !== 'login' || challenge.emailKey !== emailKey) return false;
          const passkey =
            typeof credentialId === 'string'
              ? await repository.findPasskeyByCredentialId(db, credentialId)
              : undefined;
          if (!passkey || passkey.staffId !== member.id) return false;
          const verified = await webauthn.verifyAuthentication(
            body.Credential,
            challenge.challenge,
            passkey,
          );
          return (
            verified !== undefined &&
            (await repository.usePasskey(db, {
              id: passkey.id,
              fromCounter: passkey.counter,
              toCounter: verified.counter,
              backedUp: verified.backedUp,
              at: clock.now(),
            }))
          );
        },
      });
    },

    /** POST /admin/v1/auth/logout: the session ends at once. */
    async logout(principal: StaffPrincipal, actor: StaffActor): Promise<{ Ok: true }> {
      await withTransaction(async (tx) => {
        await repository.revokeStaffSession(tx, principal.sessionId, clock.now());
        await audit.record(tx, actor, {
          action: 'staff.logout',
          entityType: 'staff',
          entityId: principal.staffId,
        });
      });
      return { Ok: true };
    },

    /** GET /admin/v1/auth/me. */
    me(principal: StaffPrincipal): StaffMe {
      return {
        StaffId: principal.staffId,
        Email: principal.email,
        DisplayName: principal.displayName,
        Role: principal.role satisfies StaffRole,
        Permissions: PERMISSIONS.filter((permission) => principal.permissions.has(permission)),
        Language: principal.language,
        IdleExpiresAt: principal.idleExpiresAt.toISOString(),
      };
    },
  };
};

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
