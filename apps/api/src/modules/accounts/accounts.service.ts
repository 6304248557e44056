import { randomBytes } from 'node:crypto';
import type {
  CustomerInfo,
  Locale,
  LoginData,
  LoginBody,
  MessageData,
  RegisterBody,
  VerifyEmailBody,
} from '@nangsue/contracts';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import type { SendAccountEmail } from '../../lib/mail/mail.types.js';
import type { AccountLinks, AccountMail } from './account-mail.js';
import { emailKeyOf, normalizeEmail, toCustomerInfo } from './accounts.mapper.js';
import { rateLimited, type AuthThrottleService } from './auth-throttle.service.js';
import type * as customerRepository from './customer.repository.js';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hasher.js';
import { assertAcceptablePassword } from './password-policy.js';
import { hashToken, type SessionContext, type SessionService } from './session.service.js';

/** What the services need to know about the caller. */
export type Caller = SessionContext & {
  /** `request.ip`: the client address after TRUST_PROXY; the key of per-IP limits. */
  ipAddress: string;
  locale: Locale;
};

export type AccountsDeps = {
  db: Database;
  sessions: SessionService;
  throttle: AuthThrottleService;
  mail: AccountMail;
  links: AccountLinks;
  /**
   * What other rooms erase when an account is deleted, each inside the deletion's transaction
   * (e.g. the reviews it wrote).
   */
  erasers?: ((tx: DbOrTx, customerId: number) => Promise<void>)[];
  /** The customer repository; a unit test passes a substitute. */
  customers: CustomerRepository;
  clock?: Clock;
  withTransaction?: WithTransaction;
};

/** The customer repository's functions the account services use, as a unit test substitutes them. */
export type CustomerRepository = Pick<
  typeof customerRepository,
  | 'consumeToken'
  | 'deleteAddresses'
  | 'deleteCustomerTokens'
  | 'deleteIdentities'
  | 'deleteSpentTokens'
  | 'erasePersonalData'
  | 'findAddressesForExport'
  | 'findCustomerByEmailKey'
  | 'findCustomerById'
  | 'findIdentities'
  | 'findLiveToken'
  | 'insertCustomerIfNew'
  | 'insertToken'
  | 'invalidateTokens'
  | 'markEmailVerified'
  | 'recordLogin'
  | 'replacePendingRegistration'
  | 'setPasswordHash'
  | 'updateProfile'
  | 'upgradePasswordHash'
>;

/** The repository, clock and transaction helper of an account service, defaults filled in. */
export const accountParts = (deps: AccountsDeps) => ({
  customers: deps.customers,
  clock: deps.clock ?? systemClock,
  withTransaction: deps.withTransaction ?? createWithTransaction(deps.db),
});

export const VERIFICATION_LIFETIME_HOURS = 48;
export const RESET_LIFETIME_MINUTES = 30;

/** 256 random bits for an e-mailed link; only its SHA-256 is stored. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const isUuid = (value: string): boolean => z.uuid().safeParse(value).success;

export const localeOf = (row: Pick<CustomerRow, 'language'>): Locale =>
  row.language === 'en' ? 'en' : 'th';

export const greetingOf = (row: Pick<CustomerRow, 'firstName' | 'email'>): string =>
  row.firstName || row.email || '';

const BIRTH_DATE_MIN = '1900-01-01';

/** A birth date is neither in the future nor before 1900 (ISO dates compare as strings). */
export const assertBirthDate = (value: string | null | undefined, now: Date): void => {
  if (!value) return;
  const today = now.toISOString().slice(0, 10);
  if (value < BIRTH_DATE_MIN || value > today)
    throw new AppError('VALIDATION_FAILED', {
      message: 'accounts.profile.birthDateRange',
      params: { minimum: BIRTH_DATE_MIN },
    });
};

const loginFailed = () => new AppError('VALIDATION_FAILED', { message: 'accounts.login.failed' });

const message = (locale: Locale, key: Parameters<typeof translate>[1]): MessageData => ({
  Message: translate(locale, key),
});

export const createAccountsService = (deps: AccountsDeps) => {
  const { db, sessions, throttle, mail, links } = deps;
  const { customers, clock, withTransaction } = accountParts(deps);
  /** A new e-mail verification link for the account (earlier ones stop working). */
  const issueVerification = async (tx: DbOrTx, row: CustomerRow): Promise<SendAccountEmail> => {
    const token = newLinkToken();
    await customers.invalidateTokens(tx, { customerId: row.id, purpose: 'email_verification' });
    await customers.insertToken(tx, {
      customerId: row.id,
      purpose: 'email_verification',
      tokenHash: hashToken(token),
      email: row.email,
      lifetimeSeconds: VERIFICATION_LIFETIME_HOURS * 3600,
    });
    const locale = localeOf(row);
    return {
      to: row.email ?? '',
      locale,
      name: greetingOf(row),
      email: {
        template: 'verify-email',
        link: links.verifyEmail(locale, token, row.guid),
        expiresInHours: VERIFICATION_LIFETIME_HOURS,
      },
    };
  };

  const signIn = async (
    tx: DbOrTx,
    row: CustomerRow,
    params: { authMethod: string; rememberMe?: boolean; caller: Caller },
  ): Promise<LoginData> => {
    await customers.recordLogin(tx, row.id);
    const { token } = await sessions.startSession(
      {
        customerId: row.id,
        authMethod: params.authMethod,
        rememberMe: params.rememberMe ?? false,
        context: {
          deviceId: params.caller.deviceId,
          ipAddress: params.caller.ipAddress,
          userAgent: params.caller.userAgent,
        },
      },
      tx,
    );
    return { CustomerInfo: toCustomerInfo(row, links.admin), Token: token };
  };

  /** What registering writes, and the e-mail it sends: a link to confirm, or "you have an account". */
  const registration = async (
    tx: DbOrTx,
    details: Parameters<typeof customers.insertCustomerIfNew>[1],
  ): Promise<SendAccountEmail> => {
    const created = await customers.insertCustomerIfNew(tx, details);
    if (created) return issueVerification(tx, created);
    const existing = await customers.findCustomerByEmailKey(tx, details.emailKey, {
      forUpdate: true,
    });
    if (!existing) throw new AppError('CONFLICT');
    const identities = await customers.findIdentities(tx, existing.id);
    if (existing.emailVerifiedAt || identities.length > 0) {
      const locale = localeOf(existing);
      return {
        to: existing.email ?? details.email,
        locale,
        name: greetingOf(existing),
        email: {
          template: 'account-exists',
          loginLink: links.login(locale),
          resetLink: links.forgotPassword(locale),
        },
      };
    }

    await customers.replacePendingRegistration(tx, { id: existing.id, ...details });
    const updated = await customers.findCustomerById(tx, existing.id);
    if (!updated) throw new AppError('CONFLICT');
    return issueVerification(tx, updated);
  };

  /**
   * Someone keeps guessing the password of an account: tell its owner by e-mail, at most once a
   * day (an unknown e-mail gets nothing).
   */
  const alertOwner = async (emailKey: string, row: CustomerRow | undefined) => {
    if (!row?.emailVerifiedAt || !row.email) return;
    if (!(await throttle.tryConsume('loginAlert', { kind: 'account', emailKey }))) return;
    const locale = localeOf(row);
    await mail.send({
      to: row.email,
      locale,
      name: greetingOf(row),
      email: { template: 'sign-in-attempts', resetLink: links.forgotPassword(locale) },
    });
  };

  /**
   * The store account an e-mail and password name, or undefined when they do not match (after the
   * same work either way), under the sign-in limits; a limit reached is 429. The customers'
   * sign-in and the publisher portal's step one (ADR 0019) both go through here.
   */
  const checkPassword = async (
    email: string,
    password: string,
    caller: Caller,
  ): Promise<(CustomerRow & { passwordHash: string }) | undefined> => {
    const body = { Email: email, Password: password };
    const emailKey = emailKeyOf(body.Email);
    const account = { kind: 'account', emailKey } as const;
    const pair = { kind: 'accountIp', emailKey, ip: caller.ipAddress } as const;
    const ip = { kind: 'ip', ip: caller.ipAddress } as const;
    // Counted before the password is checked, so parallel guesses cannot get past a limit. The
    // account's limit is per address: a guesser elsewhere cannot lock the owner out.
    try {
      await throttle.consume([
        { rule: 'loginAccountIp', subject: pair },
        { rule: 'loginIp', subject: ip },
      ]);
    } catch (error) {
      await alertOwner(emailKey, await customers.findCustomerByEmailKey(db, emailKey));
      throw error;
    }
    const accountWait = await throttle.count('loginAccountAll', account);

    const row = await customers.findCustomerByEmailKey(db, emailKey);
    // Guessing from many addresses: past the account-wide ceiling only places the account has
    // signed in from before may go on (an unknown e-mail is treated like an account: no
    // enumeration through the limit).
    if (
      accountWait !== null &&
      !(row && (await sessions.hasSignedInFrom(row.id, caller.ipAddress)))
    ) {
      await alertOwner(emailKey, row);
      throw rateLimited(accountWait);
    }
    const isMatch = row?.passwordHash
      ? await verifyPassword(row.passwordHash, body.Password)
      : await verifyAgainstDummy(body.Password);
    if (!row || !row.passwordHash || !isMatch) return undefined;

    await throttle.clear('loginAccountIp', pair);
    await throttle.refund('loginAccountAll', account);
    await throttle.refund('loginIp', ip);
    return { ...row, passwordHash: row.passwordHash };
  };

  return {
    /** E-mailed links used or expired more than `keepDays` ago are deleted (a nightly job). */
    purgeSpentTokens: (keepDays: number): Promise<number> =>
      customers.deleteSpentTokens(db, keepDays),

    /**
     * POST /v2/customer/login. Unknown e-mail, provider-only account and wrong password give the
     * same 400 after the same work (one argon2 verification). An unverified account with the right
     * password gets 403 and a new verification link.
     */
    async login(body: LoginBody['Data'], caller: Caller): Promise<LoginData> {
      const row = await checkPassword(body.Email, body.Password, caller);
      if (!row) throw loginFailed();
      const account = { kind: 'account', emailKey: emailKeyOf(body.Email) } as const;

      if (!row.emailVerifiedAt) {
        if (await throttle.tryConsume('verificationResend', account)) {
          await withTransaction(async (tx) => mail.send(await issueVerification(tx, row), tx));
        }
        throw new AppError('FORBIDDEN', { message: 'accounts.login.unverified' });
      }

      if (needsRehash(row.passwordHash)) {
        await customers.upgradePasswordHash(db, {
          id: row.id,
          oldHash: row.passwordHash,
          newHash: await hashPassword(body.Password),
        });
      }
      return withTransaction((tx) =>
        signIn(tx, row, { authMethod: 'password', rememberMe: body.RememberMe, caller }),
      );
    },

    /**
     * A store account's e-mail and password, checked as the sign-in checks them (limits and all),
     * for the publisher portal's first step: the account, or undefined when they do not match. An
     * unverified account does not pass.
     */
    async verifyCredentials(
      email: string,
      password: string,
      caller: Caller,
    ): Promise<{ customerId: number; email: string; language: Locale } | undefined> {
      const row = await checkPassword(email, password, caller);
      if (!row || !row.emailVerifiedAt || !row.email) return undefined;
      return { customerId: row.id, email: row.email, language: localeOf(row) };
    },

    /** GET /v2/customer/logout: the token stops working at once; fine without a session too. */
    async logout(sessionId: string | undefined, locale: Locale): Promise<MessageData> {
      if (sessionId) await sessions.endSession(sessionId);
      return message(locale, 'accounts.logout.done');
    },

    /** GET /v2/customer/login-info. */
    async getLoginInfo(customerId: number): Promise<{ CustomerInfo: CustomerInfo }> {
      const row = await customers.findCustomerById(db, customerId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return { CustomerInfo: toCustomerInfo(row, links.admin) };
    },

    /**
     * POST /v2/customer/register, without revealing whether the address has an account: always the
     * same 200 message after the same work (one argon2 hash); what differs goes by e-mail.
     * - new address: an unverified account and a verification link;
     * - verified account (or one with a provider sign-in): an "account exists" e-mail, nothing changed;
     * - unverified account: the new details replace the pending ones and a fresh link goes out, so
     *   whoever registered first (perhaps not the owner) cannot keep a password on it.
     */
    async register(body: RegisterBody['Data'], caller: Caller): Promise<MessageData> {
      const email = normalizeEmail(body.Email);
      const emailKey = emailKeyOf(body.Email);
      await throttle.consume(
        [
          { rule: 'registerAccount', subject: { kind: 'account', emailKey } },
          { rule: 'registerIp', subject: { kind: 'ip', ip: caller.ipAddress } },
        ],
        'accounts.throttle.tooManyRequests',
      );
      assertAcceptablePassword(body.Password, email);
      assertBirthDate(body.DateOfBirth, clock.now());

      const details = {
        email,
        emailKey,
        passwordHash: await hashPassword(body.Password),
        firstName: body.FirstName,
        lastName: body.LastName,
        gender: body.Gender ?? null,
        dateOfBirth: body.DateOfBirth ?? null,
        phone: body.Phone ?? null,
        language: caller.locale,
        marketingConsent: body.MarketingConsent === true,
      };

      // The e-mail is written in the same transaction as the account: both or neither.
      await withTransaction(async (tx) => {
        const outgoing = await registration(tx, details);
        await mail.send(outgoing, tx);
      });
      return message(caller.locale, 'accounts.register.checkEmail');
    },

    /**
     * POST /v2/customer/verify-email: the link from the verification e-mail (single use, 48 hours).
     * Marks the address verified and signs the customer in, like a login.
     */
    async verifyEmail(body: VerifyEmailBody['Data'], caller: Caller): Promise<LoginData> {
      const invalid = () => new AppError('NOT_FOUND', { message: 'accounts.verify.invalidLink' });
      if (!isUuid(body.Guid)) throw invalid();

      return withTransaction(async (tx) => {
        const token = await customers.consumeToken(tx, {
          tokenHash: hashToken(body.Token),
          purpose: 'email_verification',
          guid: body.Guid,
        });
        if (!token) throw invalid();
        const row = await customers.findCustomerById(tx, token.customerId, { forUpdate: true });
        // The link proves the address it was sent to, and only while the account still has it.
        if (!row?.email || !token.email || emailKeyOf(token.email) !== row.emailKey)
          throw invalid();

        await customers.markEmailVerified(tx, row.id);
        return signIn(tx, row, { authMethod: 'email_link', caller });
      });
    },
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
