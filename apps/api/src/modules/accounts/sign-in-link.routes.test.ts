import { LoginResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  get,
  GOOD_PASSWORD,
  lastMail,
  linkParts,
  login,
  mailsTo,
  post,
  registerVerified,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

const WRONG = 'definitely wrong password';

/**
 * The one-time sign-in link (docs/accounts.md "Sign-in link"): the owner's way in that a guesser's
 * lockout cannot block, on PostgreSQL. A hundred argon2 verifications: about 10-30 s on 2 cores.
 */
describe(
  'accounts: sign-in link (POST /v2/customer/signin-link, …/confirm)',
  { timeout: 120_000 },
  () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp({ JOBS_MODE: 'off' });
    });
    afterAll(async () => {
      await app.close();
    });
    beforeEach(async () => {
      await clearThrottles(app);
    });

    const from = (visitor: string, language?: 'th' | 'en') => ({
      headers: { 'X-Forwarded-For': visitor },
      ...(language ? { language } : {}),
    });

    const ask = (email: string, visitor: string, language?: 'th' | 'en') =>
      post(app, '/v2/customer/signin-link', { Email: email }, from(visitor, language));

    const linkOf = async (email: string) => {
      const mail = await lastMail(app, email, 'sign-in-link');
      const link = mail.links.find((each) => each.includes('/customer/signin-link/'));
      if (!link) throw new Error('no sign-in link in the e-mail');
      return { link, ...linkParts(link) };
    };

    const useLink = (parts: { token: string; guid: string }, visitor: string, deviceId?: string) =>
      post(
        app,
        '/v2/customer/signin-link/confirm',
        { Token: parts.token, Guid: parts.guid },
        { headers: { 'X-Forwarded-For': visitor, ...(deviceId ? { DeviceId: deviceId } : {}) } },
      );

    it('lets the owner in by link after 100 failures from 100 addresses lock the password out; the link works once', async () => {
      const { email } = await registerVerified(app, { language: 'en' });
      for (let index = 0; index < 100; index += 1) {
        const response = await login(app, email, WRONG, from(`203.0.113.${index}`));
        expect(response.statusCode).toBe(400);
      }
      // The owner on a new device: the right password waits an hour.
      const owner = '192.0.2.77';
      const locked = await login(app, email, GOOD_PASSWORD, from(owner));
      expect(locked.statusCode).toBe(429);

      const asked = await ask(email, owner, 'en');
      expect(asked.statusCode).toBe(200);
      expect(asked.json().Data.Message).toBe(
        'If an account uses this address, we have sent it a sign-in link. The link works once within 20 minutes.',
      );
      const mail = await lastMail(app, email, 'sign-in-link');
      expect(mail.subject).toContain('sign-in link');
      const parts = await linkOf(email);
      // In the account's language, to the storefront's page in that language.
      expect(parts.link).toMatch(/\/en\/customer\/signin-link\/[^/]+\/[^/]+$/);
      // Only the SHA-256 of the token is stored.
      const [stored] = await executeRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from customer_tokens where purpose = 'sign_in_link' and token_hash = ${parts.token}`,
      );
      expect(stored?.n).toBe(0);

      const device = await registerDevice(app);
      const signedIn = await useLink(parts, owner, device);
      expect(signedIn.statusCode).toBe(200);
      const data = LoginResponseSchema.parse(signedIn.json()).Data!;
      expect(data.CustomerInfo.Email).toBe(email);
      const info = await get(app, '/v2/customer/login-info', { token: data.Token });
      expect(info.statusCode).toBe(200);
      const [session] = await executeRows<{ auth_method: string; device_id: string | null }>(
        app.database.db,
        sql`select auth_method, device_id::text from customer_sessions where token_hash = encode(sha256(${data.Token}::bytea), 'hex')`,
      );
      expect(session?.auth_method).toBe('email_link');

      // Used: a second use (even at once from elsewhere) is the one 404.
      const again = await useLink(parts, '198.51.100.9');
      expect(again.statusCode).toBe(404);
      expect(again.json().ErrorList[0]).toMatch(/ลิงก์เข้าสู่ระบบ/);
    });

    it('refuses an expired link, and using one link ends the account’s other links', async () => {
      const { email } = await registerVerified(app);
      await ask(email, '192.0.2.10');
      const expired = await linkOf(email);
      await app.database.db.execute(
        sql`update customer_tokens set expires_at = now() - interval '1 second' where purpose = 'sign_in_link' and used_at is null`,
      );
      expect((await useLink(expired, '192.0.2.10')).statusCode).toBe(404);

      await ask(email, '192.0.2.10');
      const first = await linkOf(email);
      await ask(email, '192.0.2.10');
      const second = await linkOf(email);
      expect(second.token).not.toBe(first.token);
      expect((await useLink(second, '192.0.2.10')).statusCode).toBe(200);
      expect((await useLink(first, '192.0.2.10')).statusCode).toBe(404);
      // A malformed guid is refused by the schema.
      expect((await useLink({ token: first.token, guid: 'x' }, '192.0.2.10')).statusCode).toBe(400);
    });

    it('answers an unknown address as a known one and sends nothing; 3 links per account per window, then silence', async () => {
      const unknown = uniqueEmail('nobody');
      const { email } = await registerVerified(app, { language: 'en' });
      const known = await ask(email, '192.0.2.20', 'en');
      const stranger = await ask(unknown, '192.0.2.20', 'en');
      expect(stranger.statusCode).toBe(200);
      expect(stranger.json()).toEqual(known.json());
      expect(await mailsTo(app, unknown)).toEqual([]);

      // A guesser asking again and again only fills the owner's inbox with live links, then nothing.
      for (let index = 0; index < 4; index += 1)
        expect((await ask(email, `203.0.113.${200 + index}`)).statusCode).toBe(200);
      expect(await mailsTo(app, email, 'sign-in-link')).toHaveLength(3);
      const newest = await linkOf(email);
      expect((await useLink(newest, '192.0.2.20')).statusCode).toBe(200);
    });

    it('limits requests per IP address (20 an hour, then 429)', async () => {
      const visitor = '198.51.100.44';
      const statuses: number[] = [];
      for (let index = 0; index < 21; index += 1)
        statuses.push((await ask(uniqueEmail('ip'), visitor)).statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
    });
  },
);
