import {
  LoginInfoResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
} from '@nangsue/contracts';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  customerRow,
  get,
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
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

const CURRENT_PHC_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('accounts: registration, sign-in and sessions', () => {
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

  const verificationLinkOf = async (email: string) => {
    const mail = await lastMail(app, email, 'verify-email');
    const link = mail.links.find((value) => value.includes('/verify-email/'));
    if (!link) throw new Error('no verification link');
    return link;
  };

  describe('POST /v2/customer/register', () => {
    it('creates an unverified account with an argon2id hash and e-mails a link in the caller language', async () => {
      const email = uniqueEmail('new');
      const response = await post(
        app,
        '/v2/customer/register',
        registrationData(email, {
          Gender: 'M',
          DateOfBirth: '1990-04-13',
          Phone: '+66 81 234 5678',
          MarketingConsent: true,
        }),
        { language: 'en' },
      );
      expect(response.statusCode).toBe(200);
      const body = MessageResponseSchema.parse(response.json());
      expect(body.Data?.Message).toBe(
        'We have sent an e-mail to the address you gave. Open the link in it to finish signing up.',
      );

      const row = await customerRow(app, email);
      expect(row).toMatchObject({
        email,
        email_key: email,
        email_verified_at: null,
        first_name: 'สมชาย',
        last_name: 'ใจดี',
        gender: 'M',
        phone: '+66 81 234 5678',
        language: 'en',
        deleted_at: null,
      });
      expect(String(row?.date_of_birth)).toContain('1990');
      expect(row?.terms_accepted_at).toBeTruthy();
      expect(row?.marketing_consent_at).toBeTruthy();
      // Checklist 1: argon2id at m=19 MiB, t=2, p=1, read from the database.
      expect(String(row?.password_hash)).toMatch(
        /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/,
      );

      const mail = await lastMail(app, email, 'verify-email');
      const link = mail.links.find((value) => value.includes('/verify-email/'));
      expect(link).toMatch(
        /^http:\/\/localhost:3000\/en\/customer\/verify-email\/[A-Za-z0-9_-]{43}\/[0-9a-f-]{36}$/,
      );
      // Only a hash of the link's token is stored.
      const tokens = await executeRows<{ token_hash: string; purpose: string }>(
        app.database.db,
        sql`select token_hash, purpose, expires_at - created_at as life from customer_tokens where customer_id = ${row?.id}`,
      );
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.purpose).toBe('email_verification');
      expect(link).not.toContain(tokens[0]?.token_hash);
    });

    it('keeps marketing consent off unless ticked, Thai links by default', async () => {
      const email = uniqueEmail('thai');
      const response = await post(app, '/v2/customer/register', registrationData(email));
      expect(response.statusCode).toBe(200);
      expect(response.json().Data.Message).toContain('เราได้ส่งอีเมล');
      const row = await customerRow(app, email);
      expect(row?.marketing_consent_at).toBeNull();
      expect(row?.language).toBe('th');
      expect(await verificationLinkOf(email)).toMatch(
        /^http:\/\/localhost:3000\/customer\/verify-email\//,
      );
    });

    it('answers an address that already has a verified account exactly the same, changes nothing and e-mails the owner', async () => {
      const { email } = await registerVerified(app, { language: 'en' });
      const before = await customerRow(app, email);

      const fresh = await post(app, '/v2/customer/register', registrationData(uniqueEmail()));
      const again = await post(
        app,
        '/v2/customer/register',
        registrationData(email.toUpperCase(), {
          Password: 'another long passphrase',
          FirstName: 'X',
        }),
      );
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.body).toBe(fresh.body);

      const after = await customerRow(app, email);
      expect(after?.password_hash).toBe(before?.password_hash);
      expect(after?.first_name).toBe(before?.first_name);

      const notice = await lastMail(app, email, 'account-exists');
      expect(notice.links).toEqual(
        expect.arrayContaining([
          'http://localhost:3000/en/login',
          'http://localhost:3000/en/customer/forget-password',
        ]),
      );
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
      expect((await login(app, email, 'another long passphrase')).statusCode).toBe(400);
    });

    it('lets a second registration of an unverified address replace the pending one (no pre-registration hijack)', async () => {
      const email = uniqueEmail('pending');
      await post(
        app,
        '/v2/customer/register',
        registrationData(email, { Password: 'attacker password 1' }),
      );
      const firstLink = await verificationLinkOf(email);

      await post(
        app,
        '/v2/customer/register',
        registrationData(email, { Password: 'owner password 22', FirstName: 'Owner' }),
      );
      const secondLink = await verificationLinkOf(email);
      expect(secondLink).not.toBe(firstLink);

      // The first link no longer works; the newest one does.
      const stale = await post(app, '/v2/customer/verify-email', {
        Token: linkParts(firstLink).token,
        Guid: linkParts(firstLink).guid,
      });
      expect(stale.statusCode).toBe(404);
      const verified = await post(app, '/v2/customer/verify-email', {
        Token: linkParts(secondLink).token,
        Guid: linkParts(secondLink).guid,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().Data.CustomerInfo.FirstName).toBe('Owner');

      expect((await login(app, email, 'attacker password 1')).statusCode).toBe(400);
      expect((await login(app, email, 'owner password 22')).statusCode).toBe(200);
    });

    it('compares addresses by their key: trimmed, NFC, lower case', async () => {
      const typed = `  Mixed.${uniqueEmail('Case')}  `;
      const response = await post(app, '/v2/customer/register', registrationData(typed));
      expect(response.statusCode).toBe(200);
      const stored = typed.trim();
      const row = await customerRow(app, stored.toLowerCase());
      expect(row?.email).toBe(stored);
      expect(row?.email_key).toBe(stored.toLowerCase());
      await post(app, '/v2/customer/verify-email', linkPartsData(await verificationLinkOf(stored)));
      expect((await login(app, ` ${stored.toUpperCase()} `, GOOD_PASSWORD)).statusCode).toBe(200);

      // The contract only accepts ASCII addresses at registration; sign-in still folds Unicode
      // (an NFD-typed address finds the NFC-keyed account).
      const accented = `café.${uniqueEmail()}`;
      await insertVerifiedCustomers(app, [accented]);
      const typedNfd = accented.normalize('NFD').toUpperCase();
      expect(typedNfd).not.toBe(accented.toUpperCase());
      expect((await login(app, typedNfd, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['a missing AcceptTerms', { AcceptTerms: undefined }, 'Data.AcceptTerms: is required.'],
      ['AcceptTerms false', { AcceptTerms: false }, 'Data.AcceptTerms: must be one of true.'],
      ['a bad e-mail', { Email: 'not-an-email' }, 'Data.Email: is not a valid email.'],
      ['a missing first name', { FirstName: undefined }, 'Data.FirstName: is required.'],
      ['a bad gender', { Gender: 'X' }, 'Data.Gender: must be one of "M", "F".'],
      [
        'a bad phone',
        { Phone: 'call me' },
        'Data.Phone: has a form or characters that are not accepted.',
      ],
      ['an unknown field', { IsAdmin: true }, 'Data: has unknown field(s) "IsAdmin".'],
    ])('refuses %s with 400', async (_label, overrides, message) => {
      const email = uniqueEmail('bad');
      const response = await post(
        app,
        '/v2/customer/register',
        registrationData(email, overrides),
        { language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toContain(message);
      expect(await customerRow(app, email)).toBeUndefined();
    });

    it.each([
      ['in the future', '2999-01-01'],
      ['before 1900', '1899-12-31'],
    ])('refuses a birth date %s', async (_label, date) => {
      const email = uniqueEmail('dob');
      const response = await post(
        app,
        '/v2/customer/register',
        registrationData(email, { DateOfBirth: date }),
        { language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'The date of birth must not be in the future or before 1900-01-01.',
      ]);
      expect(await customerRow(app, email)).toBeUndefined();
    });
  });

  const linkPartsData = (link: string) => ({
    Token: linkParts(link).token,
    Guid: linkParts(link).guid,
  });

  describe('POST /v2/customer/verify-email', () => {
    it('marks the address verified, signs in once, and refuses the link afterwards', async () => {
      const email = uniqueEmail('verify');
      await post(app, '/v2/customer/register', registrationData(email));
      const link = await verificationLinkOf(email);

      const response = await post(app, '/v2/customer/verify-email', linkPartsData(link));
      expect(response.statusCode).toBe(200);
      const body = LoginResponseSchema.parse(response.json());
      expect(body.Data?.CustomerInfo).toMatchObject({
        Username: email,
        Email: email,
        FirstName: 'สมชาย',
        IsAdmin: false,
        AdminRedirectUrl: null,
      });
      const info = await get(app, '/v2/customer/login-info', { token: body.Data?.Token ?? '' });
      expect(info.statusCode).toBe(200);
      expect((await customerRow(app, email))?.email_verified_at).toBeTruthy();

      const again = await post(app, '/v2/customer/verify-email', linkPartsData(link), {
        language: 'en',
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().ErrorList).toEqual([
        'This confirmation link is invalid or has expired. Log in to get a new one.',
      ]);
    });

    it('refuses expired links, a wrong guid, and malformed input', async () => {
      const email = uniqueEmail('expired');
      await post(app, '/v2/customer/register', registrationData(email));
      const link = await verificationLinkOf(email);
      const other = await registerVerified(app);
      const otherGuid = (await customerRow(app, other.email))?.guid as string;

      const wrongGuid = await post(app, '/v2/customer/verify-email', {
        Token: linkParts(link).token,
        Guid: otherGuid,
      });
      expect(wrongGuid.statusCode).toBe(404);

      await app.database.db.execute(
        sql`update customer_tokens set expires_at = now() - interval '1 second'
            where customer_id = (select id from customers where email_key = ${email})`,
      );
      const expired = await post(app, '/v2/customer/verify-email', linkPartsData(link));
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toBe(wrongGuid.body);

      const malformed = await post(app, '/v2/customer/verify-email', {
        Token: 'x',
        Guid: 'not-a-uuid',
      });
      expect(malformed.statusCode).toBe(400);
      expect((await customerRow(app, email))?.email_verified_at).toBeNull();
    });
  });

  describe('POST /v2/customer/login', () => {
    it('signs in with a new token each time, with a longer idle life when remembered', async () => {
      const { email, customerId } = await registerVerified(app);

      const first = await login(app, email, GOOD_PASSWORD);
      const second = await login(app, email, GOOD_PASSWORD, { rememberMe: true });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const a = LoginResponseSchema.parse(first.json()).Data;
      const b = LoginResponseSchema.parse(second.json()).Data;
      expect(a?.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(b?.Token).not.toBe(a?.Token);
      expect(a?.CustomerInfo).toEqual({
        CustomerId: customerId,
        Username: email,
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        Email: email,
        IsAdmin: false,
        AdminRedirectUrl: null,
        PublisherRedirectUrl: null,
        PublisherStatus: null,
      });

      const sessions = await executeRows<{ idle_seconds: number; auth_method: string }>(
        app.database.db,
        sql`select idle_seconds, auth_method from customer_sessions
            where customer_id = ${customerId} and auth_method = 'password' order by created_at`,
      );
      expect(sessions.map((row) => row.idle_seconds)).toEqual([24 * 3600, 30 * 86_400]);
      // Only hashes of tokens are stored.
      const stored = await executeRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from customer_sessions where token_hash = ${a?.Token ?? ''}`,
      );
      expect(stored[0]?.n).toBe(0);
      expect((await customerRow(app, email))?.last_login_at).toBeTruthy();
    });

    it('gives the same 400 for a wrong password and an unknown address', async () => {
      const { email } = await registerVerified(app);
      const wrong = await login(app, email, 'wrong password!', { language: 'en' });
      const unknown = await login(app, uniqueEmail('nobody'), 'wrong password!', {
        language: 'en',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json().ErrorList).toEqual(['The e-mail address or password is incorrect.']);
    });

    it('never trims or truncates the password', async () => {
      const password = ' spaced passphrase ';
      const { email } = await registerVerified(app, { password });
      expect((await login(app, email, password.trim())).statusCode).toBe(400);
      expect((await login(app, email, password)).statusCode).toBe(200);
    });

    it('refuses an unverified account with the right password (403) and sends a new link', async () => {
      const email = uniqueEmail('unverified');
      await post(app, '/v2/customer/register', registrationData(email), { language: 'en' });
      const before = (await mailsTo(app, email, 'verify-email')).length;

      const wrong = await login(app, email, 'wrong password!', { language: 'en' });
      expect(wrong.statusCode).toBe(400);
      expect((await mailsTo(app, email, 'verify-email')).length).toBe(before);

      const right = await login(app, email, GOOD_PASSWORD, { language: 'en' });
      expect(right.statusCode).toBe(403);
      expect(right.json().ErrorList).toEqual([
        'Please confirm your e-mail address first. We have sent you a new confirmation link.',
      ]);
      expect((await mailsTo(app, email, 'verify-email')).length).toBe(before + 1);
      // The new link works.
      const verified = await post(
        app,
        '/v2/customer/verify-email',
        linkPartsData(await verificationLinkOf(email)),
      );
      expect(verified.statusCode).toBe(200);
    });

    it('refuses malformed bodies with 400', async () => {
      const missing = await post(
        app,
        '/v2/customer/login',
        { Email: 'a@example.com' },
        { language: 'en' },
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().ErrorList).toContain('Data.Password: is required.');
      const extra = await post(
        app,
        '/v2/customer/login',
        { Email: 'a@example.com', Password: 'x', DeviceId: 'y' },
        { language: 'en' },
      );
      expect(extra.statusCode).toBe(400);
    });

    it('upgrades a hash made with older parameters at the next sign-in (checklist 1)', async () => {
      const { email } = await registerVerified(app);
      const old = await hash(GOOD_PASSWORD, { memoryCost: 4096, timeCost: 3, parallelism: 1 });
      expect(old).toMatch(/^\$argon2id\$v=19\$m=4096,t=3,p=1\$/);
      await app.database.db.execute(
        sql`update customers set password_hash = ${old} where email_key = ${email}`,
      );

      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
      const upgraded = String((await customerRow(app, email))?.password_hash);
      expect(upgraded.startsWith(CURRENT_PHC_PREFIX)).toBe(true);
      expect(upgraded).not.toBe(old);
      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
      // A current hash is left alone.
      expect(String((await customerRow(app, email))?.password_hash)).toBe(upgraded);
    });
  });

  describe('GET /v2/customer/login-info and /v2/customer/logout (checklist 5)', () => {
    it('answers the signed-in customer, and 401 without a live token', async () => {
      const { token, customerId, email } = await registerVerified(app);
      const info = await get(app, '/v2/customer/login-info', { token });
      expect(info.statusCode).toBe(200);
      expect(LoginInfoResponseSchema.parse(info.json()).Data?.CustomerInfo).toMatchObject({
        CustomerId: customerId,
        Email: email,
      });

      expect((await get(app, '/v2/customer/login-info')).statusCode).toBe(401);
      expect(
        (await get(app, '/v2/customer/login-info', { token: 'x'.repeat(43) })).statusCode,
      ).toBe(401);
    });

    it('logout ends the session at once and leaves the other sessions alone', async () => {
      const { email } = await registerVerified(app);
      const a = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;
      const b = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;

      const out = await get(app, '/v2/customer/logout', { token: a, language: 'en' });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ Data: { Message: 'You have been logged out.' }, ErrorList: [] });

      expect((await get(app, '/v2/customer/login-info', { token: a })).statusCode).toBe(401);
      expect((await get(app, '/v2/customer/login-info', { token: b })).statusCode).toBe(200);
    });

    it('logout answers 200 without a session or with a dead token', async () => {
      expect((await get(app, '/v2/customer/logout')).statusCode).toBe(200);
      expect((await get(app, '/v2/customer/logout', { token: 'y'.repeat(43) })).statusCode).toBe(
        200,
      );
    });
  });
});
