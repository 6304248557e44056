import { describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { fixedClock, type WithTransaction } from '../../lib/deps.js';
import type { SendAccountEmail } from '../../lib/mail/mail.types.js';
import { createAccountLinks, type AccountMail } from './account-mail.js';
import type { AccountsDeps, Caller, CustomerRepository } from './accounts.service.js';
import type { AuthThrottleService } from './auth-throttle.service.js';
import { hashPassword } from './password-hasher.js';
import { createPasswordService } from './password.service.js';
import type { SessionService } from './session.service.js';

const OLD_PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase 2026';
const GUID = '2b0e3a4c-8f1d-4c7a-9a53-0e6f4d2b7c11';

const caller: Caller = { ipAddress: '203.0.113.9', locale: 'en' } as Caller;

/**
 * The password service over substituted repositories: one customer (id 7), a token table with
 * expiry read from a fixed clock, and recorders for sessions, throttle and mail. No database.
 */
const setup = async () => {
  const clock = fixedClock('2026-11-24T05:00:00Z');
  const tx = { name: 'tx' } as unknown as DbOrTx;
  const db = { name: 'db' } as unknown as Database;
  const customer = {
    id: 7,
    guid: GUID,
    email: 'somchai@example.com',
    emailKey: 'somchai@example.com',
    firstName: 'Somchai',
    language: 'th',
    passwordHash: await hashPassword(OLD_PASSWORD),
  } as CustomerRow;
  const tokens: Array<{ tokenHash: string; expiresAt: number; used: boolean }> = [];
  const events: string[] = [];
  const mails: Array<{ mail: SendAccountEmail; tx: DbOrTx | undefined }> = [];
  const revoked: Array<{ params: unknown; tx: DbOrTx | undefined }> = [];
  let transactionOpen = false;

  const live = (tokenHash: string) =>
    tokens.find(
      (token) =>
        token.tokenHash === tokenHash && !token.used && token.expiresAt > clock.now().getTime(),
    );
  const customers = {
    findCustomerById: async (_db: DbOrTx, id: number) => (id === 7 ? customer : undefined),
    findCustomerByEmailKey: async (_db: DbOrTx, key: string) =>
      key === customer.emailKey ? customer : undefined,
    setPasswordHash: async (on: DbOrTx, params: { passwordHash: string }) => {
      expect(on).toBe(tx);
      customer.passwordHash = params.passwordHash;
      events.push('setPasswordHash');
    },
    invalidateTokens: async (on: DbOrTx) => {
      expect(on).toBe(tx);
      for (const token of tokens) token.used = true;
    },
    insertToken: async (on: DbOrTx, params: { tokenHash: string; lifetimeSeconds: number }) => {
      expect(on).toBe(tx);
      tokens.push({
        tokenHash: params.tokenHash,
        expiresAt: clock.now().getTime() + params.lifetimeSeconds * 1000,
        used: false,
      });
    },
    findLiveToken: async (_db: DbOrTx, params: { tokenHash: string; guid: string }) =>
      params.guid === GUID && live(params.tokenHash) ? { customerId: 7, email: null } : undefined,
    consumeToken: async (on: DbOrTx, params: { tokenHash: string; guid: string }) => {
      expect(on).toBe(tx);
      const token = params.guid === GUID ? live(params.tokenHash) : undefined;
      if (!token) return undefined;
      token.used = true;
      return { customerId: 7, email: null };
    },
  } as unknown as CustomerRepository;
  const throttle = {
    consume: async (attempts: Array<{ rule: string }>) => {
      events.push(`consume ${attempts.map((attempt) => attempt.rule).join(',')}`);
    },
    clear: async (rule: string) => void events.push(`clear ${rule}`),
    refund: async (rule: string) => void events.push(`refund ${rule}`),
    clearAccount: async () => void events.push('clearAccount'),
  } as unknown as AuthThrottleService;
  const sessions = {
    revokeAllSessions: async (params: unknown, on?: DbOrTx) => {
      revoked.push({ params, tx: on });
    },
  } as unknown as SessionService;
  const mail: AccountMail = {
    send: async (sent, on) => void mails.push({ mail: sent, tx: on }),
    settled: async () => {},
  };
  const withTransaction: WithTransaction = async (work) => {
    transactionOpen = true;
    try {
      return await work(tx);
    } finally {
      transactionOpen = false;
    }
  };
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
  return {
    service: createPasswordService(deps),
    clock,
    customer,
    tx,
    events,
    mails,
    revoked,
    inTransaction: () => transactionOpen,
  };
};

/** The token of the last reset link mailed. */
const tokenOf = (mail: SendAccountEmail): string => {
  const email = mail.email as { link: string };
  const parts = email.link.split('/');
  return decodeURIComponent(parts[parts.length - 2] ?? '');
};

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: string; messageKey?: string }) => `${error.code} ${error.messageKey ?? ''}`,
  );

describe('password service rules', () => {
  it('changes the password, ends the other sessions and tells the owner, all in one transaction', async () => {
    const { service, tx, mails, revoked, events } = await setup();
    const session = { customerId: 7, sessionId: 'current' } as Parameters<
      typeof service.changePassword
    >[0];
    await service.changePassword(
      session,
      { OldPassword: OLD_PASSWORD, NewPassword: NEW_PASSWORD },
      caller,
    );
    expect(revoked).toEqual([{ params: { customerId: 7, exceptSessionId: 'current' }, tx }]);
    expect(mails.map(({ mail, tx: on }) => [mail.email.template, on])).toEqual([
      ['password-changed', tx],
    ]);
    expect(events).toEqual([
      'consume loginAccount,loginIp',
      'clear loginAccount',
      'refund loginIp',
      'setPasswordHash',
    ]);
  });

  it('counts a wrong current password as a failed sign-in and changes nothing', async () => {
    const { service, events, revoked, customer } = await setup();
    const before = customer.passwordHash;
    const session = { customerId: 7, sessionId: 's' } as Parameters<
      typeof service.changePassword
    >[0];
    expect(
      await codeOf(
        service.changePassword(
          session,
          { OldPassword: 'not my password at all', NewPassword: NEW_PASSWORD },
          caller,
        ),
      ),
    ).toBe('VALIDATION_FAILED accounts.password.wrongCurrent');
    expect(events).toEqual(['consume loginAccount,loginIp']);
    expect(revoked).toEqual([]);
    expect(customer.passwordHash).toBe(before);

    expect(
      await codeOf(
        service.changePassword(
          session,
          { OldPassword: OLD_PASSWORD, NewPassword: OLD_PASSWORD },
          caller,
        ),
      ),
    ).toBe('VALIDATION_FAILED accounts.password.sameAsOld');
  });

  it('mails a reset link only to an existing account, with the same answer either way', async () => {
    const { service, mails, tx } = await setup();
    const unknown = await service.requestReset({ Email: 'nobody@example.com' }, caller);
    expect(mails).toHaveLength(0);
    const known = await service.requestReset({ Email: 'Somchai@Example.com' }, caller);
    expect(known).toEqual(unknown);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.tx).toBe(tx);
    expect(mails[0]?.mail.email).toMatchObject({
      template: 'reset-password',
      expiresInMinutes: 30,
    });
  });

  it('accepts a reset link for 30 minutes by the clock, then refuses it', async () => {
    const { service, mails, clock } = await setup();
    await service.requestReset({ Email: 'somchai@example.com' }, caller);
    const token = tokenOf(mails[0]!.mail);

    clock.set('2026-11-24T05:29:59Z');
    expect(await service.validateReset({ token, guid: GUID })).toMatchObject({ IsValid: true });
    clock.set('2026-11-24T05:30:01Z');
    expect(await codeOf(service.validateReset({ token, guid: GUID }))).toBe(
      'NOT_FOUND accounts.reset.invalidLink',
    );
  });

  it('a reset ends every session and clears the sign-in block, and the link works once', async () => {
    const { service, mails, revoked, events, tx, inTransaction } = await setup();
    await service.requestReset({ Email: 'somchai@example.com' }, caller);
    const token = tokenOf(mails[0]!.mail);
    const body = { Token: token, Guid: GUID, NewPassword: NEW_PASSWORD } as Parameters<
      typeof service.confirmReset
    >[0];
    await service.confirmReset(body, caller);
    expect(revoked).toEqual([{ params: { customerId: 7 }, tx }]);
    expect(events.at(-1)).toBe('clearAccount');
    expect(inTransaction()).toBe(false);
    expect(mails.at(-1)?.mail.email.template).toBe('password-changed');

    expect(await codeOf(service.confirmReset(body, caller))).toBe(
      'NOT_FOUND accounts.reset.invalidLink',
    );
    expect(revoked).toHaveLength(1);
  });

  it('a newer reset link replaces the earlier one', async () => {
    const { service, mails } = await setup();
    await service.requestReset({ Email: 'somchai@example.com' }, caller);
    await service.requestReset({ Email: 'somchai@example.com' }, caller);
    const [first, second] = mails.map(({ mail }) => tokenOf(mail));
    expect(await codeOf(service.validateReset({ token: first!, guid: GUID }))).toBe(
      'NOT_FOUND accounts.reset.invalidLink',
    );
    expect(await service.validateReset({ token: second!, guid: GUID })).toMatchObject({
      IsValid: true,
    });
  });
});
