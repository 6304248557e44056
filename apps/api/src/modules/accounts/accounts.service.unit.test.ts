import { describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { fixedClock, type WithTransaction } from '../../lib/deps.js';
import type { SendAccountEmail } from '../../lib/mail/mail.types.js';
import { createAccountLinks, type AccountMail } from './account-mail.js';
import {
  createAccountsService,
  type AccountsDeps,
  type Caller,
  type CustomerRepository,
} from './accounts.service.js';
import type { AuthThrottleService } from './auth-throttle.service.js';
import { hashPassword } from './password-hasher.js';
import type { SessionService } from './session.service.js';

const PASSWORD = 'correct horse battery staple';
const caller: Caller = { ipAddress: '203.0.113.9', locale: 'th' } as Caller;

type Options = {
  existing?: Partial<CustomerRow>;
  /** Seconds to wait past the account-wide sign-in ceiling, or null under it. */
  accountWait?: number | null;
  signedInFromHere?: boolean;
};

/** The accounts service over substituted repositories, throttle, sessions and mail: no database. */
const setup = async (options: Options = {}) => {
  const clock = fixedClock('2026-11-24T05:00:00Z');
  const tx = { name: 'tx' } as unknown as DbOrTx;
  const db = { name: 'db' } as unknown as Database;
  const existing = options.existing
    ? ({
        id: 7,
        guid: '2b0e3a4c-8f1d-4c7a-9a53-0e6f4d2b7c11',
        email: 'somchai@example.com',
        emailKey: 'somchai@example.com',
        firstName: 'Somchai',
        language: 'th',
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: null,
        ...options.existing,
      } as CustomerRow)
    : undefined;
  const writes: string[] = [];
  const mails: Array<{ mail: SendAccountEmail; tx: DbOrTx | undefined }> = [];
  const sessionsStarted: unknown[] = [];

  const onTx = (name: string) => (on: DbOrTx) => {
    writes.push(`${name}${on === tx ? ' (tx)' : ''}`);
  };
  const customers = {
    insertCustomerIfNew: async (on: DbOrTx, details: Partial<CustomerRow>) => {
      onTx('insertCustomerIfNew')(on);
      return existing ? undefined : ({ id: 8, guid: 'g', ...details } as CustomerRow);
    },
    findCustomerByEmailKey: async (_db: DbOrTx, key: string) =>
      existing?.emailKey === key ? existing : undefined,
    findCustomerById: async (_db: DbOrTx, id: number) =>
      existing?.id === id ? existing : undefined,
    findIdentities: async () => [],
    replacePendingRegistration: async (on: DbOrTx) => onTx('replacePendingRegistration')(on),
    invalidateTokens: async (on: DbOrTx) => onTx('invalidateTokens')(on),
    insertToken: async (on: DbOrTx) => onTx('insertToken')(on),
    recordLogin: async (on: DbOrTx) => onTx('recordLogin')(on),
    upgradePasswordHash: async (on: DbOrTx) => onTx('upgradePasswordHash')(on),
  } as unknown as CustomerRepository;
  const throttle = {
    consume: async () => {},
    count: async () => options.accountWait ?? null,
    clear: async () => {},
    refund: async () => {},
    tryConsume: async () => true,
  } as unknown as AuthThrottleService;
  const sessions = {
    hasSignedInFrom: async () => options.signedInFromHere ?? false,
    startSession: async (params: unknown, on?: DbOrTx) => {
      sessionsStarted.push({ params, tx: on });
      return { token: 'session-token' };
    },
  } as unknown as SessionService;
  const mail: AccountMail = {
    send: async (sent, on) => void mails.push({ mail: sent, tx: on }),
    settled: async () => {},
  };
  const withTransaction: WithTransaction = async (work) => work(tx);
  const deps: AccountsDeps = {
    db,
    customers,
    clock,
    withTransaction,
    sessions,
    throttle,
    mail,
    links: createAccountLinks('https://shop.example'),
  };
  return { service: createAccountsService(deps), clock, tx, writes, mails, sessionsStarted };
};

const registerBody = (overrides: Record<string, unknown> = {}) =>
  ({
    Email: 'Somchai@Example.com',
    Password: PASSWORD,
    FirstName: 'Somchai',
    LastName: 'Dee',
    ...overrides,
  }) as Parameters<Awaited<ReturnType<typeof setup>>['service']['register']>[0];

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: string; messageKey?: string }) => `${error.code} ${error.messageKey ?? ''}`,
  );

describe('accounts service rules', () => {
  it('registers a new address and writes its verification e-mail in the same transaction', async () => {
    const { service, writes, mails, tx } = await setup();
    await service.register(registerBody(), caller);
    expect(writes).toEqual([
      'insertCustomerIfNew (tx)',
      'invalidateTokens (tx)',
      'insertToken (tx)',
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.tx).toBe(tx);
    expect(mails[0]?.mail.email).toMatchObject({ template: 'verify-email', expiresInHours: 48 });
  });

  it('answers the same for a verified account but only mails "account exists", changing nothing', async () => {
    const { service, writes, mails } = await setup({
      existing: { emailVerifiedAt: new Date('2026-01-01T00:00:00Z') },
    });
    const answer = await service.register(registerBody(), caller);
    const fresh = await (await setup()).service.register(registerBody(), caller);
    expect(answer).toEqual(fresh);
    expect(writes).toEqual(['insertCustomerIfNew (tx)']);
    expect(mails.map(({ mail }) => mail.email.template)).toEqual(['account-exists']);
  });

  it('refuses a birth date after today, where today is read from the clock', async () => {
    const { service, clock } = await setup();
    expect(
      await codeOf(service.register(registerBody({ DateOfBirth: '2026-11-25' }), caller)),
    ).toBe('VALIDATION_FAILED accounts.profile.birthDateRange');
    expect(
      await codeOf(service.register(registerBody({ DateOfBirth: '2026-11-24' }), caller)),
    ).toBe('resolved');
    clock.set('2026-11-23T05:00:00Z');
    expect(
      await codeOf(service.register(registerBody({ DateOfBirth: '2026-11-24' }), caller)),
    ).toBe('VALIDATION_FAILED accounts.profile.birthDateRange');
  });

  it('past the account-wide ceiling, only an address the account signed in from may go on', async () => {
    const verified = { emailVerifiedAt: new Date('2026-01-01T00:00:00Z') };
    const login = { Email: 'somchai@example.com', Password: PASSWORD } as Parameters<
      Awaited<ReturnType<typeof setup>>['service']['login']
    >[0];

    const stranger = await setup({ existing: verified, accountWait: 600 });
    expect(await codeOf(stranger.service.login(login, caller))).toBe(
      'RATE_LIMITED accounts.throttle.tooManyAttempts',
    );
    expect(stranger.sessionsStarted).toHaveLength(0);

    const known = await setup({ existing: verified, accountWait: 600, signedInFromHere: true });
    expect(await known.service.login(login, caller)).toMatchObject({ Token: 'session-token' });
    expect(known.writes).toContain('recordLogin (tx)');
  });

  it('an unverified account with the right password is refused and gets a new link', async () => {
    const { service, mails, sessionsStarted, tx } = await setup({ existing: {} });
    const login = { Email: 'somchai@example.com', Password: PASSWORD } as Parameters<
      typeof service.login
    >[0];
    expect(await codeOf(service.login(login, caller))).toBe('FORBIDDEN accounts.login.unverified');
    expect(mails.map(({ mail, tx: on }) => [mail.email.template, on])).toEqual([
      ['verify-email', tx],
    ]);
    expect(sessionsStarted).toHaveLength(0);
    expect(await codeOf(service.login({ ...login, Password: 'wrong password here' }, caller))).toBe(
      'VALIDATION_FAILED accounts.login.failed',
    );
  });
});
