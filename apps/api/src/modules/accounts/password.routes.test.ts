import { MessageResponseSchema, ResetLinkResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  customerRow,
  get,
  GOOD_PASSWORD,
  lastMail,
  linkParts,
  login,
  mailsTo,
  post,
  registerVerified,
  registrationData,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

/** More than 72 bytes in UTF-8 (bcrypt's limit): 31 Thai characters, 93 bytes. */
const LONG_THAI = 'ฉันชอบอ่านหนังสือภาษาไทยทุกวันนะ';
const LONG_ASCII = 'this passphrase is deliberately longer than seventy-two bytes of ascii text';

describe('accounts: passwords', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ STOREFRONT_URL: 'https://shop.example/' });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await clearThrottles(app);
  });

  describe('the password policy (checklist 2)', () => {
    it.each([
      ['7 characters', 'abc1234', 'The password must be at least 8 characters long.'],
      ['7 Thai characters', 'ภาษาไทย', 'The password must be at least 8 characters long.'],
      [
        '129 characters',
        'x1'.repeat(64) + 'y',
        'The password must be at most 128 characters long.',
      ],
    ])('refuses %s at the edge, saying why', async (_label, password, message) => {
      const email = uniqueEmail('policy');
      const response = await post(
        app,
        '/v2/customer/register',
        registrationData(email, { Password: password }),
        { language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toContain(message);
      expect(await customerRow(app, email)).toBeUndefined();
    });

    it.each([
      ['a top common password', 'password'],
      ['another common one, any case', 'Qwertyuiop'],
      ['digits in a row', '12345678'],
      ['qwertyui', 'qwertyui'],
      ['"password" typed with the Thai layout on', 'ยฟหหไนพก'],
      ['"12345678" typed with the Thai layout on', 'ๅ/-ภถุึค'],
      ['the Thai word for password', 'รหัสผ่าน'],
      ['one character repeated', '        '],
    ])('refuses %s with a translated message', async (_label, password) => {
      const email = uniqueEmail('common');
      const [en, th] = await Promise.all([
        post(app, '/v2/customer/register', registrationData(email, { Password: password }), {
          language: 'en',
        }),
        post(app, '/v2/customer/register', registrationData(email, { Password: password }), {
          language: 'th',
        }),
      ]);
      expect(en.statusCode).toBe(400);
      expect(en.json().ErrorList).toEqual([
        'This password is too common and easy to guess. Please choose another one.',
      ]);
      expect(th.json().ErrorList).toEqual(['รหัสผ่านนี้ถูกใช้บ่อยเกินไปและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น']);
      expect(await customerRow(app, email)).toBeUndefined();
    });

    it('refuses the e-mail address as the password', async () => {
      const email = uniqueEmail('self');
      const response = await post(
        app,
        '/v2/customer/register',
        registrationData(email, { Password: email.toUpperCase() }),
      );
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['8 characters', 'kx7#pq2m'],
      ['64+ characters', LONG_ASCII],
      ['128 characters', 'ab3'.repeat(42) + 'zz'],
      ['Thai', 'หนังสือดีมีประโยชน์'],
      ['spaces inside and around', '  blue  whale song  '],
      ['emoji', '📚 อ่าน books 🐘'],
    ])('accepts %s exactly as typed', async (_label, password) => {
      const { email } = await registerVerified(app, { password });
      expect((await login(app, email, password)).statusCode).toBe(200);
      expect(String((await customerRow(app, email))?.password_hash)).toMatch(/^\$argon2id\$/);
    });

    it.each([
      ['ASCII', LONG_ASCII],
      ['Thai', LONG_THAI],
    ])('tells apart P and P+"x" past 72 bytes (%s)', async (_label, password) => {
      expect(Buffer.byteLength(password)).toBeGreaterThan(72);
      const { email } = await registerVerified(app, { password });
      expect((await login(app, email, `${password}x`)).statusCode).toBe(400);
      expect((await login(app, email, password.slice(0, -1))).statusCode).toBe(400);
      expect((await login(app, email, password)).statusCode).toBe(200);
    });
  });

  describe('POST /v2/customer/changepassword', () => {
    const change = (token: string, data: Record<string, unknown>) =>
      post(app, '/v2/customer/changepassword', data, { token, language: 'en' });

    it('changes the password, keeps the caller signed in and ends the other sessions (checklist 5)', async () => {
      const { email, token } = await registerVerified(app, { language: 'en' });
      const other = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;

      const response = await change(token, {
        OldPassword: GOOD_PASSWORD,
        NewPassword: 'a brand new passphrase',
      });
      expect(response.statusCode).toBe(200);
      expect(MessageResponseSchema.parse(response.json()).Data?.Message).toBe(
        'Your password has been changed. Your other devices have been logged out.',
      );

      expect((await get(app, '/v2/customer/login-info', { token })).statusCode).toBe(200);
      expect((await get(app, '/v2/customer/login-info', { token: other })).statusCode).toBe(401);
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await login(app, email, 'a brand new passphrase')).statusCode).toBe(200);

      const mail = await lastMail(app, email, 'password-changed');
      expect(mail.links).toContain('https://shop.example/en/customer/forget-password');
      expect((await customerRow(app, email))?.password_changed_at).toBeTruthy();
    });

    it('refuses a wrong current password, the same password, and a common one', async () => {
      const { email, token } = await registerVerified(app);
      const wrong = await change(token, {
        OldPassword: 'not my password',
        NewPassword: 'fresh passphrase 1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().ErrorList).toEqual(['The current password is incorrect.']);

      const same = await change(token, { OldPassword: GOOD_PASSWORD, NewPassword: GOOD_PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(same.json().ErrorList).toEqual([
        'The new password must be different from the current one.',
      ]);

      const common = await change(token, { OldPassword: GOOD_PASSWORD, NewPassword: 'iloveyou' });
      expect(common.statusCode).toBe(400);
      expect(common.json().ErrorList).toEqual([
        'This password is too common and easy to guess. Please choose another one.',
      ]);

      const short = await change(token, { OldPassword: GOOD_PASSWORD, NewPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect(await mailsTo(app, email, 'password-changed')).toHaveLength(0);
    });

    it('needs a session', async () => {
      const response = await post(app, '/v2/customer/changepassword', {
        OldPassword: GOOD_PASSWORD,
        NewPassword: 'whatever passphrase',
      });
      expect(response.statusCode).toBe(401);
    });

    it('sends accounts without a password to "forgot password"', async () => {
      const { email, token } = await registerVerified(app);
      await app.database.db.execute(
        sql`update customers set password_hash = null where email_key = ${email}`,
      );
      const response = await change(token, {
        OldPassword: 'anything',
        NewPassword: 'fresh passphrase 2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'This account has no password yet. Set one with "Forgot password".',
      ]);
    });
  });

  describe('forgot password: reset-password, validate-reset-password, confirm-reset-password', () => {
    const requestReset = (email: string, language: 'th' | 'en' = 'en') =>
      post(app, '/v2/customer/reset-password', { Email: email }, { language });

    const resetLinkOf = async (email: string) => {
      const mail = await lastMail(app, email, 'reset-password');
      const link = mail.links.find((value) => value.includes('/reset-password/'));
      if (!link) throw new Error('no reset link');
      return link;
    };

    it('answers known and unknown addresses alike and e-mails only the known one', async () => {
      const { email } = await registerVerified(app, { language: 'en' });
      const unknown = uniqueEmail('nobody');
      const known = await requestReset(email);
      const other = await requestReset(unknown);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(other.body);
      expect(known.json().Data.Message).toBe(
        'If an account uses this address, we have sent it a link to reset the password. The link works for 30 minutes.',
      );

      expect(await mailsTo(app, unknown)).toHaveLength(0);
      const link = await resetLinkOf(email);
      expect(link).toMatch(
        /^https:\/\/shop\.example\/en\/reset-password\/[A-Za-z0-9_-]{43}\/[0-9a-f-]{36}$/,
      );
      const { token, guid } = linkParts(link);
      expect(guid).toBe((await customerRow(app, email))?.guid);

      const rows = await executeRows<{ token_hash: string; minutes: number }>(
        app.database.db,
        sql`select token_hash, extract(epoch from (expires_at - created_at))::int / 60 as minutes
            from customer_tokens where purpose = 'password_reset' and used_at is null
              and customer_id = (select id from customers where email_key = ${email})`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.minutes).toBe(30);
      expect(rows[0]?.token_hash).not.toBe(token);
    });

    it('validates a live link, masking the address', async () => {
      const { email } = await registerVerified(app);
      await requestReset(email);
      const { token, guid } = linkParts(await resetLinkOf(email));
      const response = await get(app, `/v2/customer/validate-reset-password/${token}/${guid}`);
      expect(response.statusCode).toBe(200);
      const data = ResetLinkResponseSchema.parse(response.json()).Data;
      expect(data?.IsValid).toBe(true);
      const [local, domain] = email.split('@');
      expect(data?.MaskedEmail).toBe(
        `${local?.slice(0, 2)}${'*'.repeat((local?.length ?? 2) - 2)}@${domain}`,
      );
    });

    it('gives one 404 for unknown, mismatched, expired, replaced and used links', async () => {
      const { email } = await registerVerified(app);
      const other = await registerVerified(app);
      await requestReset(email);
      const first = linkParts(await resetLinkOf(email));
      await requestReset(email);
      const second = linkParts(await resetLinkOf(email));
      const otherGuid = String((await customerRow(app, other.email))?.guid);

      const validate = (token: string, guid: string) =>
        get(app, `/v2/customer/validate-reset-password/${token}/${guid}`, { language: 'en' });

      const replaced = await validate(first.token, first.guid);
      expect(replaced.statusCode).toBe(404);
      expect(replaced.json().ErrorList).toEqual([
        'This password reset link is invalid or has expired. Please ask for a new one.',
      ]);
      const bodies = [
        replaced.body,
        (await validate('A'.repeat(43), second.guid)).body,
        (await validate(second.token, otherGuid)).body,
        (await validate(second.token, 'not-a-guid')).body,
      ];
      expect(new Set(bodies).size).toBe(1);
      expect((await validate(second.token, second.guid)).statusCode).toBe(200);

      await app.database.db.execute(
        sql`update customer_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'
            and customer_id = (select id from customers where email_key = ${email})`,
      );
      const expired = await validate(second.token, second.guid);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toBe(replaced.body);
      const confirmExpired = await post(
        app,
        '/v2/customer/confirm-reset-password',
        { Token: second.token, Guid: second.guid, NewPassword: 'late passphrase here' },
        { language: 'en' },
      );
      expect(confirmExpired.statusCode).toBe(404);
      expect(confirmExpired.body).toBe(replaced.body);
    });

    it('sets the password once, ends every session, marks the address verified and clears a sign-in block', async () => {
      const { email, token: session } = await registerVerified(app, { language: 'en' });
      const other = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;
      await app.database.db.execute(
        sql`update customers set email_verified_at = null where email_key = ${email}`,
      );
      for (let attempt = 0; attempt < 11; attempt += 1) await login(app, email, 'wrong password!');
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(429);

      await requestReset(email);
      const { token, guid } = linkParts(await resetLinkOf(email));

      const common = await post(app, '/v2/customer/confirm-reset-password', {
        Token: token,
        Guid: guid,
        NewPassword: 'password1',
      });
      expect(common.statusCode).toBe(400);

      const confirmed = await post(
        app,
        '/v2/customer/confirm-reset-password',
        { Token: token, Guid: guid, NewPassword: 'my new reset passphrase' },
        { language: 'en' },
      );
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().Data.Message).toBe(
        'Your password has been reset. Please log in with your new password.',
      );

      expect((await get(app, '/v2/customer/login-info', { token: session })).statusCode).toBe(401);
      expect((await get(app, '/v2/customer/login-info', { token: other })).statusCode).toBe(401);
      expect((await customerRow(app, email))?.email_verified_at).toBeTruthy();
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await login(app, email, 'my new reset passphrase')).statusCode).toBe(200);
      expect(await mailsTo(app, email, 'password-changed')).toHaveLength(1);

      const reused = await post(app, '/v2/customer/confirm-reset-password', {
        Token: token,
        Guid: guid,
        NewPassword: 'yet another passphrase',
      });
      expect(reused.statusCode).toBe(404);
      expect((await login(app, email, 'my new reset passphrase')).statusCode).toBe(200);
    });

    it('refuses malformed bodies with 400', async () => {
      expect((await requestReset('not an email')).statusCode).toBe(400);
      const missing = await post(app, '/v2/customer/confirm-reset-password', { Token: 'x' });
      expect(missing.statusCode).toBe(400);
    });

    it('lets exactly one of 10 concurrent confirmations with one link through', async () => {
      const { email } = await registerVerified(app);
      await requestReset(email);
      const { token, guid } = linkParts(await resetLinkOf(email));

      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post(app, '/v2/customer/confirm-reset-password', {
            Token: token,
            Guid: guid,
            NewPassword: `concurrent passphrase ${index}`,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 404)).toHaveLength(9);

      const winner = responses.findIndex((response) => response.statusCode === 200);
      expect((await login(app, email, `concurrent passphrase ${winner}`)).statusCode).toBe(200);
      expect(await mailsTo(app, email, 'password-changed')).toHaveLength(1);
    });
  });
});
