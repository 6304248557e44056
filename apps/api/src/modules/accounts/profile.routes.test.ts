import {
  CustomerExportResponseSchema,
  CustomerProfileResponseSchema,
  FRESH_SIGN_IN_SECONDS,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearThrottles,
  customerRow,
  get,
  GOOD_PASSWORD,
  lastMail,
  login,
  post,
  registerVerified,
  registrationData,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

describe('accounts: profile, export and deletion', () => {
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

  const count = async (table: string, customerId: number): Promise<number> => {
    const [row] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where customer_id = ${customerId}`,
    );
    return row?.n ?? -1;
  };

  const addIdentity = (customerId: number, provider: string, email: string | null) =>
    app.database.db.execute(
      sql`insert into customer_identities (customer_id, provider, subject, email, is_email_verified)
          values (${customerId}, ${provider}, ${`sub-${customerId}-${provider}`}, ${email}, true)`,
    );

  const addAddress = (customerId: number) =>
    app.database.db.execute(
      sql`insert into customer_addresses (customer_id, first_name, last_name, phone, country_id, postcode, address1, city_text)
          values (${customerId}, 'สมชาย', 'ใจดี', '0812345678', (select min(id) from countries), '10110', '1 ถนนสุขุมวิท', 'Bangkok')`,
    );

  describe('GET /v2/customer/info', () => {
    it('answers the profile of the signed-in customer with linked providers', async () => {
      const { email, token, customerId } = await registerVerified(app);
      await addIdentity(customerId, 'google', 'someone@gmail.com');

      const response = await get(app, '/v2/customer/info', { token });
      expect(response.statusCode).toBe(200);
      const profile = CustomerProfileResponseSchema.parse(response.json()).Data;
      expect(profile).toMatchObject({
        CustomerId: customerId,
        Email: email,
        IsEmailVerified: true,
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        Gender: null,
        DateOfBirth: null,
        Phone: null,
        Language: 'th',
        MarketingConsent: false,
        HasPassword: true,
      });
      expect(profile?.ExternalLogins).toEqual([
        {
          ProviderSystemName: 'ExternalAuth.Google',
          Email: 'someone@gmail.com',
          LinkedAt: expect.any(String),
        },
      ]);
    });

    it('needs a session', async () => {
      expect((await get(app, '/v2/customer/info')).statusCode).toBe(401);
    });
  });

  describe('POST /v2/customer/info', () => {
    const update = (token: string, data: Record<string, unknown>) =>
      post(app, '/v2/customer/info', data, { token, language: 'en' });

    it('updates the profile; left-out fields stay, null clears, consent keeps its first time', async () => {
      const { email, token } = await registerVerified(app);
      const first = await update(token, {
        FirstName: ' Somchai ',
        LastName: 'Jaidee',
        Gender: 'M',
        DateOfBirth: '1985-02-28',
        Phone: '0812345678',
        MarketingConsent: true,
      });
      expect(first.statusCode).toBe(200);
      expect(CustomerProfileResponseSchema.parse(first.json()).Data).toMatchObject({
        FirstName: 'Somchai',
        LastName: 'Jaidee',
        Gender: 'M',
        DateOfBirth: '1985-02-28',
        Phone: '0812345678',
        MarketingConsent: true,
        Email: email,
      });
      const consentAt = (await customerRow(app, email))?.marketing_consent_at;
      expect(consentAt).toBeTruthy();

      const second = await update(token, {
        FirstName: 'Somchai',
        LastName: 'Jaidee',
        Phone: null,
        MarketingConsent: true,
      });
      expect(second.json().Data).toMatchObject({
        Gender: 'M',
        DateOfBirth: '1985-02-28',
        Phone: null,
      });
      expect(String((await customerRow(app, email))?.marketing_consent_at)).toBe(String(consentAt));

      const third = await update(token, {
        FirstName: 'Somchai',
        LastName: 'Jaidee',
        MarketingConsent: false,
      });
      expect(third.json().Data.MarketingConsent).toBe(false);
      expect((await customerRow(app, email))?.marketing_consent_at).toBeNull();
    });

    it.each([
      [
        'a birth date in the future',
        { DateOfBirth: '2999-01-01' },
        'The date of birth must not be in the future or before 1900-01-01.',
      ],
      [
        'a birth date before 1900',
        { DateOfBirth: '1899-12-31' },
        'The date of birth must not be in the future or before 1900-01-01.',
      ],
      ['a bad birth date', { DateOfBirth: '31/12/2530' }, 'Data.DateOfBirth: is not a valid date.'],
      [
        'the e-mail address (not editable here)',
        { Email: 'new@example.com' },
        'Data: has unknown field(s) "Email".',
      ],
      ['a mass-assigned admin flag', { IsAdmin: true }, 'Data: has unknown field(s) "IsAdmin".'],
      ['an empty first name', { FirstName: '  ' }, 'Data.FirstName: must not be empty.'],
    ])('refuses %s with 400 and changes nothing', async (_label, overrides, message) => {
      const { email, token } = await registerVerified(app);
      const before = await customerRow(app, email);
      const response = await update(token, { FirstName: 'A', LastName: 'B', ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toContain(message);
      const after = await customerRow(app, email);
      expect(after?.first_name).toBe(before?.first_name);
      expect(after?.is_admin).toBe(false);
      expect(after?.email).toBe(email);
    });

    it('needs a session', async () => {
      const response = await post(app, '/v2/customer/info', { FirstName: 'A', LastName: 'B' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /v2/customer/export', () => {
    it('downloads everything held about the customer as a JSON attachment', async () => {
      const { email, token, customerId } = await registerVerified(app);
      await addAddress(customerId);
      await addIdentity(customerId, 'facebook', null);
      const other = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;
      expect(other).not.toBe(token);

      const response = await get(app, '/v2/customer/export', { token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="nangsue-my-data.json"',
      );
      expect(response.headers['cache-control']).toContain('no-store');
      const data = CustomerExportResponseSchema.parse(response.json()).Data;
      expect(data?.Profile).toMatchObject({ CustomerId: customerId, Email: email });
      expect(data?.Profile.ExternalLogins.map((link) => link.ProviderSystemName)).toEqual([
        'ExternalAuth.Facebook',
      ]);
      expect(data?.Consents.TermsAcceptedAt).toBeTruthy();
      expect(data?.Consents.MarketingConsentAt).toBeNull();
      expect(data?.Addresses).toHaveLength(1);
      expect(data?.Addresses[0]).toMatchObject({
        firstName: 'สมชาย',
        address1: '1 ถนนสุขุมวิท',
        postcode: '10110',
        cityText: 'Bangkok',
      });
      expect(data?.Addresses[0]).not.toHaveProperty('customerId');
      expect(data?.Sessions.length).toBeGreaterThanOrEqual(2);
      expect(data?.Sessions.filter((session) => session.IsCurrent)).toHaveLength(1);
      expect(data?.Sessions.map((session) => session.AuthMethod)).toEqual(
        expect.arrayContaining(['email_link', 'password']),
      );
    });

    it('needs a session and never shows another customer', async () => {
      expect((await get(app, '/v2/customer/export')).statusCode).toBe(401);
      const a = await registerVerified(app);
      const b = await registerVerified(app);
      const data = (await get(app, '/v2/customer/export', { token: b.token })).json().Data;
      expect(data.Profile.CustomerId).toBe(b.customerId);
      expect(JSON.stringify(data)).not.toContain(a.email);
    });
  });

  describe('POST /v2/customer/deactivate', () => {
    const deactivate = (token: string, data: Record<string, unknown>) =>
      post(app, '/v2/customer/deactivate', data, { token, language: 'en' });

    it('asks for the right password, and counts wrong ones as failed sign-ins', async () => {
      const { email, token } = await registerVerified(app);
      const missing = await deactivate(token, {});
      expect(missing.statusCode).toBe(403);
      expect(missing.json().ErrorList).toEqual([
        'Enter your password to confirm deleting your account.',
      ]);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await deactivate(token, { Password: 'not my password' });
        expect(wrong.statusCode).toBe(403);
        if (attempt === 0)
          expect(wrong.json().ErrorList).toEqual([
            'The password is incorrect. Your account has not been deleted.',
          ]);
      }
      expect((await deactivate(token, { Password: GOOD_PASSWORD })).statusCode).toBe(429);
      expect((await customerRow(app, email))?.deleted_at).toBeNull();
    });

    it('erases the personal data, revokes every session, and frees the address (checklist 5)', async () => {
      const { email, token, customerId } = await registerVerified(app, { language: 'en' });
      const other = (await login(app, email, GOOD_PASSWORD)).json().Data.Token as string;
      await addAddress(customerId);
      await addIdentity(customerId, 'google', email);
      await post(app, '/v2/customer/reset-password', { Email: email });
      await post(
        app,
        '/v2/customer/info',
        {
          FirstName: 'A',
          LastName: 'B',
          Phone: '0812345678',
          Gender: 'F',
          DateOfBirth: '1990-01-01',
          MarketingConsent: true,
        },
        { token },
      );

      const response = await deactivate(token, { Password: GOOD_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().Data.Message).toBe(
        'Your account and personal data have been deleted.',
      );

      for (const session of [token, other]) {
        expect((await get(app, '/v2/customer/login-info', { token: session })).statusCode).toBe(
          401,
        );
      }
      const [row] = await executeRows<Record<string, unknown>>(
        app.database.db,
        sql`select * from customers where id = ${customerId}`,
      );
      expect(row).toMatchObject({
        email: null,
        email_key: null,
        email_verified_at: null,
        password_hash: null,
        first_name: '',
        last_name: '',
        phone: null,
        gender: null,
        date_of_birth: null,
        marketing_consent_at: null,
      });
      expect(row?.deleted_at).toBeTruthy();
      expect(await count('customer_identities', customerId)).toBe(0);
      expect(await count('customer_tokens', customerId)).toBe(0);
      expect(await count('customer_addresses', customerId)).toBe(0);
      const sessions = await executeRows<{
        revoked_at: unknown;
        ip_address: unknown;
        user_agent: unknown;
      }>(
        app.database.db,
        sql`select revoked_at, ip_address, user_agent from customer_sessions where customer_id = ${customerId}`,
      );
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) {
        expect(session.revoked_at).toBeTruthy();
        expect(session.ip_address).toBeNull();
        expect(session.user_agent).toBeNull();
      }

      const farewell = await lastMail(app, email, 'account-deleted');
      expect(farewell.to).toBe(email);

      expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(400);
      const again = await registerVerified(app, { email });
      expect(again.customerId).not.toBe(customerId);
    });

    it('asks a provider-only account for a fresh sign-in instead of a password', async () => {
      const email = uniqueEmail('social');
      const [created] = await executeRows<{ id: number }>(
        app.database.db,
        sql`insert into customers (email, email_key, email_verified_at, first_name, last_name)
            values (${email}, ${email}, now(), 'Social', 'Only') returning id`,
      );
      const customerId = created!.id;
      await addIdentity(customerId, 'google', email);
      const { token } = await app.services.sessions.startSession({
        customerId,
        authMethod: 'google',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      await app.database.db.execute(
        sql`update customer_sessions set authenticated_at = now() - ${`${FRESH_SIGN_IN_SECONDS + 60} seconds`}::interval
            where customer_id = ${customerId}`,
      );

      const stale = await deactivate(token, { Password: 'anything at all' });
      expect(stale.statusCode).toBe(403);
      expect(stale.json().ErrorList).toEqual([
        'Please sign in with Google again, then delete your account within 10 minutes.',
      ]);

      await app.database.db.execute(
        sql`update customer_sessions set authenticated_at = now() where customer_id = ${customerId}`,
      );
      const fresh = await deactivate(token, {});
      expect(fresh.statusCode).toBe(200);
      expect(await customerRow(app, email)).toBeUndefined();
    });

    it('needs a session and refuses unknown fields', async () => {
      expect((await post(app, '/v2/customer/deactivate', { Password: 'x' })).statusCode).toBe(401);
      const { token } = await registerVerified(app);
      expect((await deactivate(token, { Password: GOOD_PASSWORD, CustomerId: 1 })).statusCode).toBe(
        400,
      );
    });
  });

  it('an address removed by deletion can register again with the same e-mail', async () => {
    const { email, token } = await registerVerified(app);
    await post(app, '/v2/customer/deactivate', { Password: GOOD_PASSWORD }, { token });
    const response = await post(app, '/v2/customer/register', registrationData(email));
    expect(response.statusCode).toBe(200);
    expect((await customerRow(app, email))?.email_verified_at).toBeNull();
  });
});
