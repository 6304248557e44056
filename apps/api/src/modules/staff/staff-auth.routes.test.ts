import { HEADERS } from '@nangsue/contracts';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type StaffRole } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerVerified } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';

const PASSWORD = 'violet kettle under 9 moons';
const STEP_MS = 30_000;

/** The authenticator's code `steps` time steps from now (the app shows the next one 30 s later). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

/** A code sure to be wrong: the right one with its last digit changed. */
const wrongCode = async (secret: string) => {
  const right = await codeAt(secret);
  return `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
};

// Sign-ins verify argon2 hashes: about 40 of them in the throttle tests.
describe('staff sign-in (issue 24)', { timeout: 60_000 }, () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createStaffSession>>;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createStaffSession(app, 'owner');
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await app.database.db.execute(sql`delete from auth_throttles where key like 'staff%'`);
  });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { body?: unknown; token?: string; language?: 'th' | 'en'; visitor?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { [HEADERS.staffToken]: options.token } : {}),
        ...(options.language ? { Language: options.language } : {}),
        ...(options.visitor ? { 'X-Forwarded-For': options.visitor } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  let serial = 0;
  /** Invites a member as the owner does and answers the set-up link's token. */
  const invite = async (role: StaffRole = 'catalog_editor') => {
    serial += 1;
    const email = `member-${serial}-${process.pid}@staff.test`;
    const response = await inject('POST', '/admin/v1/staff', {
      token: owner.token,
      body: { Email: email, DisplayName: `Member ${serial}`, Role: role, Language: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().Data as { Id: number; SetupUrl: string };
    expect(data.SetupUrl).toMatch(/^http:\/\/localhost:3100\/setup\/[A-Za-z0-9_-]{43}$/);
    return { email, staffId: data.Id, setupToken: data.SetupUrl.split('/').pop()! };
  };

  /** A member who has set up: e-mail, password, authenticator secret and a session. */
  const setUpMember = async (role: StaffRole = 'catalog_editor') => {
    const invited = await invite(role);
    const info = await inject('GET', `/admin/v1/auth/setup/${invited.setupToken}`);
    const secret = info.json().Data.TotpSecret as string;
    const done = await inject('POST', '/admin/v1/auth/setup', {
      body: { Token: invited.setupToken, Password: PASSWORD, TotpCode: await codeAt(secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    // The set-up took this time step's code: sign-ins start from a clean slate.
    await forgetLastStep(invited.staffId);
    return { ...invited, secret, token: done.json().Data.SessionToken as string };
  };

  const forgetLastStep = async (staffId: number) => {
    await app.database.db.execute(
      sql`update staff set totp_last_step = null where id = ${staffId}`,
    );
  };

  const login = async (
    email: string,
    password: string,
    code: string,
    options: { language?: 'th' | 'en'; visitor?: string } = {},
  ) =>
    inject('POST', '/admin/v1/auth/login', {
      ...options,
      body: { Email: email, Password: password, TotpCode: code },
    });

  const me = (token: string) => inject('GET', '/admin/v1/auth/me', { token });

  const auditOf = (staffId: number, action: string) =>
    executeRows<{
      staff_id: number;
      staff_email: string;
      ip: string;
      request_id: string;
      before: unknown;
      after: unknown;
    }>(
      app.database.db,
      sql`select * from audit_log where entity_type = 'staff' and entity_id = ${String(staffId)}
          and action = ${action} order by id`,
    );

  it('sets up a new member with a password and an authenticator, then signs them in', async () => {
    const { email, staffId, setupToken } = await invite('marketing');

    const info = await inject('GET', `/admin/v1/auth/setup/${setupToken}`);
    expect(info.statusCode).toBe(200);
    const { TotpSecret: secret, TotpUri: uri, Email, DisplayName } = info.json().Data;
    expect({ Email, DisplayName }).toEqual({
      Email: email,
      DisplayName: expect.stringMatching(/^Member /),
    });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Nangsue:${encodeURIComponent(email)}?secret=${secret}&issuer=Nangsue`,
    );
    // Opening the link again shows the same secret (a QR code already scanned stays right).
    const again = await inject('GET', `/admin/v1/auth/setup/${setupToken}`);
    expect(again.json().Data.TotpSecret).toBe(secret);

    const setup = (password: string, code: string, language: 'th' | 'en' = 'en') =>
      inject('POST', '/admin/v1/auth/setup', {
        language,
        body: { Token: setupToken, Password: password, TotpCode: code },
      });
    expect((await setup('short pass!', await codeAt(secret))).json().ErrorList).toEqual([
      expect.stringContaining('Password'),
    ]);
    const common = await setup('passwordpassword', await codeAt(secret));
    expect(common.statusCode).toBe(400);
    expect(common.json().ErrorList).toEqual([
      'This password is too easy to guess. Please choose another one.',
    ]);
    const wrong = await setup(PASSWORD, await wrongCode(secret), 'th');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ErrorList).toEqual([
      'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง กรุณาตรวจสอบว่าสแกนคิวอาร์โค้ดล่าสุดแล้วลองใหม่',
    ]);

    const done = await setup(PASSWORD, await codeAt(secret));
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json().Data.SessionToken as string;
    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json().Data).toMatchObject({
      StaffId: staffId,
      Email: email,
      Role: 'marketing',
      Language: 'en',
      Permissions: PERMISSIONS.filter((permission) =>
        DEFAULT_ROLE_PERMISSIONS.marketing.includes(permission),
      ),
    });
    const idle = Date.parse(who.json().Data.IdleExpiresAt) - Date.now();
    expect(idle).toBeGreaterThan(29 * 60_000);
    expect(idle).toBeLessThanOrEqual(30 * 60_000);

    // The link is spent; the password is argon2id; the secret rests sealed.
    expect((await inject('GET', `/admin/v1/auth/setup/${setupToken}`)).statusCode).toBe(404);
    expect((await setup(PASSWORD, await codeAt(secret, 1))).statusCode).toBe(404);
    const [row] = await executeRows<{
      password_hash: string;
      totp_secret_sealed: string;
      totp_pending_sealed: string | null;
    }>(app.database.db, sql`select * from staff where id = ${staffId}`);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.totp_secret_sealed).toMatch(/^v1:/);
    expect(row?.totp_secret_sealed).not.toContain(secret);
    expect(row?.totp_pending_sealed).toBeNull();
    const [entry] = await auditOf(staffId, 'staff.setup');
    expect(entry).toMatchObject({ staff_id: staffId, staff_email: email });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    expect(JSON.stringify(entry)).not.toContain(secret);

    // And the member signs in with the next code, from the visitor's address.
    await forgetLastStep(staffId);
    const signedIn = await login(email, PASSWORD, await codeAt(secret), {
      visitor: '198.51.100.7',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(signedIn.json().Data.SessionToken)).statusCode).toBe(200);
    const [loginEntry] = await auditOf(staffId, 'staff.login');
    expect(loginEntry).toMatchObject({ staff_id: staffId, ip: '198.51.100.7' });
  });

  it('gives one answer for a wrong password, a wrong code, an unknown e-mail and a disabled account, in Thai and English', async () => {
    const member = await setUpMember();
    const disabled = await setUpMember();
    expect(
      (await inject('POST', `/admin/v1/staff/${disabled.staffId}/disable`, { token: owner.token }))
        .statusCode,
    ).toBe(200);

    for (const [language, message] of [
      ['en', 'The e-mail address, password or authenticator code is incorrect.'],
      ['th', 'อีเมล รหัสผ่าน หรือรหัสจากแอปยืนยันตัวตนไม่ถูกต้อง'],
    ] as const) {
      const answers = [
        await login(member.email, 'not the password at all', await codeAt(member.secret), {
          language,
        }),
        await login(member.email, PASSWORD, await wrongCode(member.secret), { language }),
        await login('nobody@staff.test', PASSWORD, await codeAt(member.secret), { language }),
        await login(disabled.email, PASSWORD, await codeAt(disabled.secret), { language }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ Data: null, ErrorList: [message] });
      }
    }
    const [row] = await executeRows<{ failed_logins: number }>(
      app.database.db,
      sql`select failed_logins from staff where id = ${member.staffId}`,
    );
    expect(row?.failed_logins).toBe(4);
  });

  it('never accepts a code twice, even from two sign-ins at once', async () => {
    const member = await setUpMember();
    const code = await codeAt(member.secret);
    const first = await login(member.email, PASSWORD, code);
    expect(first.statusCode).toBe(200);
    expect((await login(member.email, PASSWORD, code)).statusCode).toBe(401);
    // An earlier step's code after a later one is a replay too.
    expect((await login(member.email, PASSWORD, await codeAt(member.secret, -1))).statusCode).toBe(
      401,
    );

    await forgetLastStep(member.staffId);
    const same = await codeAt(member.secret);
    const statuses = (
      await Promise.all(Array.from({ length: 4 }, () => login(member.email, PASSWORD, same)))
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 401, 401, 401]);
  });

  it('ends a session idle for 30 minutes, and a disabled member’s sessions', async () => {
    const idle = await setUpMember();
    expect((await me(idle.token)).statusCode).toBe(200);
    await app.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = ${idle.staffId}`,
    );
    expect((await me(idle.token)).statusCode).toBe(401);
    // ...and it stays ended.
    await app.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() where staff_id = ${idle.staffId}`,
    );
    expect((await me(idle.token)).statusCode).toBe(401);

    const member = await setUpMember();
    expect((await me(member.token)).statusCode).toBe(200);
    await inject('POST', `/admin/v1/staff/${member.staffId}/disable`, { token: owner.token });
    expect((await me(member.token)).statusCode).toBe(401);
    // Enabled again, the old session does not come back; a new sign-in works.
    await inject('POST', `/admin/v1/staff/${member.staffId}/enable`, { token: owner.token });
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await login(member.email, PASSWORD, await codeAt(member.secret))).statusCode).toBe(200);
  });

  it('keeps customer and staff sessions apart', async () => {
    const customer = await registerVerified(app);
    const member = await setUpMember();
    // A customer's token is no staff session, in either header.
    for (const headers of [{ Token: customer.token }, { [HEADERS.staffToken]: customer.token }]) {
      const response = await app.inject({ method: 'GET', url: '/admin/v1/auth/me', headers });
      expect(response.statusCode).toBe(401);
    }
    // A staff token means nothing on the store's calls.
    for (const headers of [{ Token: member.token }, { [HEADERS.staffToken]: member.token }]) {
      const response = await app.inject({ method: 'GET', url: '/v2/customer/login-info', headers });
      expect(response.statusCode).toBe(401);
    }
    // A staff member cannot sign in to the store with the staff password (no such customer).
    const storeLogin = await app.inject({
      method: 'POST',
      url: '/v2/customer/login',
      payload: { Data: { Email: member.email, Password: PASSWORD } },
    });
    expect(storeLogin.statusCode).toBe(400);
  });

  it('tells a customer who is also staff where the back office is (IsAdmin), while the staff member is enabled', async () => {
    const member = await setUpMember();
    const customer = await registerVerified(app, { email: member.email.toUpperCase() });
    const info = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/v2/customer/login-info',
          headers: { Token: customer.token },
        })
      ).json().Data.CustomerInfo as { IsAdmin: boolean; AdminRedirectUrl: string | null };
    expect(await info()).toMatchObject({
      IsAdmin: true,
      AdminRedirectUrl: 'http://localhost:3100',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/v2/customer/login',
      payload: { Data: { Email: customer.email, Password: customer.password } },
    });
    expect(login.json().Data.CustomerInfo).toMatchObject({ IsAdmin: true });
    // The customer's token still opens nothing in the back office.
    const admin = await app.inject({
      method: 'GET',
      url: '/admin/v1/auth/me',
      headers: { Token: customer.token },
    });
    expect(admin.statusCode).toBe(401);

    await inject('POST', `/admin/v1/staff/${member.staffId}/disable`, { token: owner.token });
    expect(await info()).toMatchObject({ IsAdmin: false, AdminRedirectUrl: null });
    const other = await registerVerified(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/customer/login-info',
          headers: { Token: other.token },
        })
      ).json().Data.CustomerInfo,
    ).toMatchObject({ IsAdmin: false, AdminRedirectUrl: null });
  });

  it('signs out: the token stops working at once', async () => {
    const member = await setUpMember();
    const out = await inject('POST', '/admin/v1/auth/logout', { token: member.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ Data: { Ok: true }, ErrorList: [] });
    expect((await me(member.token)).statusCode).toBe(401);
    expect(await auditOf(member.staffId, 'staff.logout')).toHaveLength(1);
  });

  it('limits failed sign-ins per account and address (429 with the seconds), per address, and lets the owner in from elsewhere', async () => {
    const member = await setUpMember();
    const guesser = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await login(member.email, 'wrong wrong wrong', '000000', { visitor: guesser })).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const blocked = await login(member.email, PASSWORD, await codeAt(member.secret), {
      visitor: guesser,
      language: 'en',
    });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().ErrorList).toEqual([
      'Too many failed sign-ins. Please try again in 15 minutes.',
    ]);
    // The member, from their own address, still gets in.
    expect(
      (
        await login(member.email, PASSWORD, await codeAt(member.secret), {
          visitor: '198.51.100.20',
        })
      ).statusCode,
    ).toBe(200);

    // One address guessing many accounts: 30 failures, then 429 whatever the account.
    const stuffer = '203.0.113.10';
    const attempts = await Promise.all(
      Array.from({ length: 31 }, (_, index) =>
        login(`guess-${index}@staff.test`, 'wrong wrong wrong', '000000', { visitor: stuffer }),
      ),
    );
    const counted = attempts.map((response) => response.statusCode).sort();
    expect(counted.filter((status) => status === 401)).toHaveLength(30);
    expect(counted.filter((status) => status === 429)).toHaveLength(1);
  });

  it('refuses a malformed sign-in with a clear message, not a 500', async () => {
    const response = await inject('POST', '/admin/v1/auth/login', {
      language: 'en',
      body: { Email: 'not an e-mail', Password: 'x', TotpCode: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorList.length).toBeGreaterThan(0);
    expect((await inject('GET', '/admin/v1/auth/setup/too-short')).statusCode).toBe(400);
    expect((await inject('GET', `/admin/v1/auth/setup/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });
});
