import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  GOOD_PASSWORD,
  insertVerifiedCustomers,
  lastMail,
  linkParts,
  login,
  mailsTo,
  post,
  registerVerified,
  registrationData,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

const WRONG = 'definitely wrong password';

// A hundred (or fifty) sign-ins in a row, each verifying an argon2 hash: about 10 s on an idle
// 2-core machine, 25-30 s while Vitest's other worker and other work share its cores.
describe('accounts: brute-force limits (checklist 3)', { timeout: 90_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await clearThrottles(app);
  });

  /** Moves every throttle row 16 minutes into the past: the window and any block are over. */
  const letBlocksPass = async () => {
    await app.database.db.execute(
      sql`update auth_throttles set window_started_at = window_started_at - interval '61 minutes',
            blocked_until = blocked_until - interval '61 minutes'`,
    );
  };

  const expectRateLimited = (response: Awaited<ReturnType<typeof login>>, maxSeconds: number) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  /** A login as the storefront sends it: from its own server, for a visitor at `visitor`. */
  const loginFrom = (email: string, password: string, visitor: string, language?: 'th' | 'en') =>
    login(app, email, password, {
      headers: { 'X-Forwarded-For': visitor },
      ...(language ? { language } : {}),
    });

  it("blocks a guesser's address on one account after 10 failures; the owner elsewhere signs in and is told once", async () => {
    const { email } = await registerVerified(app);
    const guesser = '203.0.113.50';
    const devices = await Promise.all(Array.from({ length: 3 }, () => registerDevice(app)));

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const response = await login(app, email, WRONG, {
        language: 'en',
        headers: { DeviceId: devices[attempt % devices.length] ?? '', 'X-Forwarded-For': guesser },
      });
      statuses.push(response.statusCode);
      if (attempt === 13) {
        expectRateLimited(response, 15 * 60);
        expect(response.json().ErrorList).toEqual([
          'Too many failed attempts. Please try again in 15 minutes, or reset your password with "Forgot password".',
        ]);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));

    // The right password does not get through the guesser's block (else the block tells it apart).
    expectRateLimited(await loginFrom(email, GOOD_PASSWORD, guesser), 15 * 60);
    // The owner, at another address, is not locked out.
    expect((await loginFrom(email, GOOD_PASSWORD, '198.51.100.77')).statusCode).toBe(200);
    // ...and is told, once, however many more attempts are refused.
    await loginFrom(email, WRONG, guesser);
    const alerts = await mailsTo(app, email, 'sign-in-attempts');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('มีผู้พยายามเข้าสู่ระบบบัญชี Nangsue / หนังสือ ของคุณ');

    // The block is bounded: once its time has passed the guesser's address may try again.
    await letBlocksPass();
    expect((await loginFrom(email, GOOD_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('stops guessing from many addresses at 100 an hour; places the owner signed in from before still work', async () => {
    const { email } = await registerVerified(app);
    const home = '198.51.100.200';
    expect((await loginFrom(email, GOOD_PASSWORD, home)).statusCode).toBe(200);

    for (let index = 0; index < 100; index += 1) {
      const response = await loginFrom(email, WRONG, `203.0.${Math.floor(index / 200)}.${index}`);
      expect(response.statusCode).toBe(400);
    }
    // A new address, even with the right password, waits; the owner's known place does not.
    expectRateLimited(await loginFrom(email, GOOD_PASSWORD, '192.0.2.123'), 60 * 60);
    expect((await loginFrom(email, GOOD_PASSWORD, home)).statusCode).toBe(200);
    expect(await mailsTo(app, email, 'sign-in-attempts')).toHaveLength(1);

    // A password reset clears every counter of the account at once.
    await post(app, '/v2/customer/reset-password', { Email: email });
    const mail = await lastMail(app, email, 'reset-password');
    const { token, guid } = linkParts(
      mail.links.find((link) => link.includes('/reset-password/'))!,
    );
    const reset = await post(app, '/v2/customer/confirm-reset-password', {
      Token: token,
      Guid: guid,
      NewPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(email, 'a brand new passphrase', '192.0.2.123')).statusCode).toBe(200);
  });

  it('counts an unknown address like a real one (no enumeration through the limit)', async () => {
    const unknown = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(app, unknown, WRONG)).statusCode).toBe(400);
    }
    expectRateLimited(await login(app, unknown, WRONG), 15 * 60);
  });

  it('blocks an IP address after 50 failures on different accounts; other addresses are not affected', async () => {
    const attacker = '203.0.113.7';
    for (let index = 0; index < 50; index += 1) {
      const response = await login(app, uniqueEmail(`victim${index}`), WRONG, {
        remoteAddress: attacker,
      });
      expect(response.statusCode).toBe(400);
    }
    expectRateLimited(
      await login(app, uniqueEmail('victim50'), WRONG, { remoteAddress: attacker }),
      15 * 60,
    );

    // X-Forwarded-For from an untrusted peer and a new device id change nothing.
    const device = await registerDevice(app);
    expectRateLimited(
      await login(app, uniqueEmail('victim51'), WRONG, {
        remoteAddress: attacker,
        headers: { 'X-Forwarded-For': '192.0.2.99', DeviceId: device },
      }),
      15 * 60,
    );

    // A real customer on another address is fine; on the blocked address they wait too.
    const { email } = await registerVerified(app);
    expect(
      (await login(app, email, GOOD_PASSWORD, { remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(200);
    expect((await login(app, email, GOOD_PASSWORD, { remoteAddress: attacker })).statusCode).toBe(
      429,
    );

    await letBlocksPass();
    expect((await login(app, email, GOOD_PASSWORD, { remoteAddress: attacker })).statusCode).toBe(
      200,
    );
  });

  it('does not count successful sign-ins against the IP address', async () => {
    const { email } = await registerVerified(app);
    const address = '203.0.113.20';
    await login(app, email, WRONG, { remoteAddress: address });
    await login(app, email, WRONG, { remoteAddress: address });
    for (let index = 0; index < 3; index += 1) {
      expect((await login(app, email, GOOD_PASSWORD, { remoteAddress: address })).statusCode).toBe(
        200,
      );
    }
    const rows = await executeRows<{ failures: number }>(
      app.database.db,
      sql`select failures from auth_throttles where key = ${`loginIp:${address}`}`,
    );
    expect(rows[0]?.failures).toBe(2);
  });

  it('counts parallel guesses exactly: of 30 at once on one account, 10 are checked and 20 refused', async () => {
    const [email] = [uniqueEmail('parallel')];
    await insertVerifiedCustomers(app, [email!]);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(app, email!, WRONG)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('counts wrong current passwords on change-password against the account', async () => {
    const { email, token } = await registerVerified(app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(
        app,
        '/v2/customer/changepassword',
        { OldPassword: WRONG, NewPassword: 'new passphrase here' },
        { token },
      );
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post(
      app,
      '/v2/customer/changepassword',
      { OldPassword: GOOD_PASSWORD, NewPassword: 'new passphrase here' },
      { token },
    );
    expectRateLimited(blocked, 15 * 60);
    // Signing in is counted per address, so a stolen session guessing here does not lock the
    // owner out of signing in.
    expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('limits forgot-password per address (5 an hour) and per IP address (30 an hour)', async () => {
    const { email } = await registerVerified(app);
    for (const address of [email, uniqueEmail('unknown')]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post(app, '/v2/customer/reset-password', { Email: address });
        expect(response.statusCode).toBe(200);
      }
      const limited = await post(
        app,
        '/v2/customer/reset-password',
        { Email: address },
        { language: 'en' },
      );
      expectRateLimited(limited, 60 * 60);
      expect(limited.json().ErrorList).toEqual([
        'Too many requests. Please try again in 60 minutes.',
      ]);
    }

    await clearThrottles(app);
    const from = '203.0.113.30';
    for (let index = 0; index < 30; index += 1) {
      const response = await post(
        app,
        '/v2/customer/reset-password',
        { Email: uniqueEmail(`r${index}`) },
        { remoteAddress: from },
      );
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(
      await post(app, '/v2/customer/reset-password', { Email: email }, { remoteAddress: from }),
      60 * 60,
    );
    expect(
      (
        await post(
          app,
          '/v2/customer/reset-password',
          { Email: email },
          { remoteAddress: '203.0.113.31' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits registrations per address (5 an hour)', async () => {
    const email = uniqueEmail('spam');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(app, '/v2/customer/register', registrationData(email));
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(await post(app, '/v2/customer/register', registrationData(email)), 60 * 60);
  });
});
