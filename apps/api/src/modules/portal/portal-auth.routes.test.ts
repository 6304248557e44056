import { HEADERS } from '@nangsue/contracts';
import { PORTAL_PERMISSIONS } from '@nangsue/contracts/portal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  approvedPublisher,
  asPortal,
  codeAt,
  createPasswordCustomer,
  forgetLastStep,
  nextAddress,
  portalSignIn,
  wrongCode,
  type ApprovedPublisher,
  type PortalCustomer,
} from '../../../test/portal-fixture.js';
import { mailsTo } from '../../../test/accounts-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';
import { hashPortalToken } from './portal-session.service.js';

const MESSAGES = {
  loginFailed: {
    en: 'The e-mail or password is wrong, or this account is not a member of a publisher.',
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง หรือบัญชีนี้ไม่ได้เป็นสมาชิกของสำนักพิมพ์',
  },
  codeFailed: {
    en: 'The authenticator code is wrong or has expired. Try a new code.',
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้องหรือหมดเวลา ลองรหัสใหม่',
  },
  attemptOver: {
    en: 'This sign-in has timed out. Please enter your e-mail and password again.',
    th: 'การเข้าสู่ระบบครั้งนี้หมดเวลาแล้ว กรุณากรอกอีเมลและรหัสผ่านอีกครั้ง',
  },
} as const;

/**
 * The publisher portal's sign-in (issue 25, ADR 0019) over the API and PostgreSQL: the store
 * account's password, then an authenticator code (enrolled on the first sign-in); a code passes
 * once; attempts end; the portal's sessions are apart from the customers' and the staff's; a
 * removed member, a sign-out, the idle timeout end a session at once.
 */
describe('publisher portal sign-in (issue 25)', { timeout: 60_000 }, () => {
  let app: TestApp;
  let staff: Awaited<ReturnType<typeof createStaffSession>>;
  let publisher: ApprovedPublisher;
  /** The owner's authenticator, once enrolled by the first test. */
  let ownerSecret: string;

  beforeAll(async () => {
    app = await buildTestApp();
    staff = await createStaffSession(app, 'owner', { language: 'en' });
    publisher = await approvedPublisher(app, staff);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await app.database.db.execute(sql`delete from auth_throttles`);
  });

  const login = (
    customer: Pick<PortalCustomer, 'email' | 'password'>,
    options: { password?: string; language?: 'th' | 'en'; remoteAddress?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/portal/v1/auth/login',
      remoteAddress: options.remoteAddress ?? nextAddress(),
      headers: options.language ? { Language: options.language } : {},
      payload: { Email: customer.email, Password: options.password ?? customer.password },
    });

  const sendCode = (attempt: string, code: string, language?: 'th' | 'en') =>
    app.inject({
      method: 'POST',
      url: '/portal/v1/auth/code',
      remoteAddress: nextAddress(),
      headers: language ? { Language: language } : {},
      payload: { Attempt: attempt, TotpCode: code },
    });

  /** Step one passed: the attempt's token (the member already enrolled). */
  const attemptOf = async (customer: Pick<PortalCustomer, 'email' | 'password'>) => {
    const response = await login(customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Data.Next).toBe('code');
    return response.json().Data.Attempt as string;
  };

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/portal/v1/auth/me', headers: asPortal(token, 'en') });

  const sessionsOf = async (customerId: number) => {
    const [row] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from publisher_sessions s
            join publisher_members m on m.id = s.member_id
           where m.customer_id = ${customerId}`,
    );
    return Number(row!.count);
  };

  /** A second member of the publisher (an editor), added as an accepted invitation would. */
  const addMember = async (role: 'editor' | 'finance' = 'editor') => {
    const customer = await createPasswordCustomer(app);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${publisher.organisationId}, ${customer.customerId}, ${role}) returning id`,
    );
    return { customer, memberId: Number(row!.id) };
  };

  /** A member who has enrolled their authenticator (their own, so tests stay apart). */
  const enrolledMember = async (role: 'editor' | 'finance' = 'editor') => {
    const member = await addMember(role);
    const { secret } = await portalSignIn(app, member.customer);
    return { ...member, secret };
  };

  /** A session of the owner (enrolling them when the first test did not run). */
  const ownerSession = async () => {
    const session = await portalSignIn(app, publisher.owner, ownerSecret);
    ownerSecret = session.secret;
    return session;
  };

  it('enrols the authenticator on the first sign-in: a wrong code is refused with its message, the right one starts a session', async () => {
    const { owner } = publisher;
    const step1 = await login(owner);
    expect(step1.statusCode, step1.body).toBe(200);
    const data = step1.json().Data;
    expect(data).toMatchObject({ Next: 'enrol', Attempt: expect.any(String) });
    expect(data.TotpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.TotpUri).toBe(
      `otpauth://totp/Nangsue:${encodeURIComponent(owner.email)}?secret=${data.TotpSecret}&issuer=Nangsue`,
    );
    ownerSecret = data.TotpSecret;

    for (const language of ['en', 'th'] as const) {
      const wrong = await sendCode(data.Attempt, await wrongCode(ownerSecret), language);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ Data: null, ErrorList: [MESSAGES.codeFailed[language]] });
    }
    // Not enrolled by a wrong code.
    expect(
      await executeRows(
        app.database.db,
        sql`select 1 from publisher_member_factors where member_id = ${publisher.ownerMemberId}`,
      ),
    ).toHaveLength(0);

    const right = await sendCode(data.Attempt, await codeAt(ownerSecret));
    expect(right.statusCode, right.body).toBe(200);
    // The API sets no cookie: the admin front's server keeps the token in its own cookie.
    expect(right.headers['set-cookie']).toBeUndefined();
    const token = right.json().Data.SessionToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const who = await me(token);
    expect(who.statusCode, who.body).toBe(200);
    expect(who.json().Data).toMatchObject({
      MemberId: publisher.ownerMemberId,
      Email: owner.email,
      Role: 'owner',
      Permissions: [...PORTAL_PERMISSIONS],
      Organisation: { Name: publisher.organisationName },
    });
    const idle = Date.parse(who.json().Data.IdleExpiresAt) - Date.now();
    expect(idle).toBeGreaterThan(29 * 60_000);
    expect(idle).toBeLessThanOrEqual(30 * 60_000);

    // The secret rests sealed; the session's token is stored as its hash only.
    const [factor] = await executeRows<{ totp_secret_sealed: string }>(
      app.database.db,
      sql`select totp_secret_sealed from publisher_member_factors where member_id = ${publisher.ownerMemberId}`,
    );
    expect(factor?.totp_secret_sealed).toMatch(/^v1:/);
    expect(factor?.totp_secret_sealed).not.toContain(ownerSecret);
    const stored = await executeRows<{ token_hash: string }>(
      app.database.db,
      sql`select token_hash from publisher_sessions where member_id = ${publisher.ownerMemberId}`,
    );
    expect(stored.map((row) => row.token_hash)).toEqual([hashPortalToken(token)]);

    // The attempt is spent.
    const again = await sendCode(data.Attempt, await codeAt(ownerSecret, 1), 'en');
    expect(again.json()).toEqual({ Data: null, ErrorList: [MESSAGES.attemptOver.en] });

    // Later sign-ins ask for the code only, and show no secret.
    const later = await login(owner);
    expect(later.statusCode).toBe(200);
    expect(later.json().Data).toEqual({ Attempt: expect.any(String), Next: 'code' });
    const next = await sendCode(later.json().Data.Attempt, await codeAt(ownerSecret, 1));
    expect(next.statusCode, next.body).toBe(200);
    expect((await me(next.json().Data.SessionToken)).statusCode).toBe(200);

    // The member was told once, in their language, that an authenticator was added; a later
    // sign-in with the code tells nothing.
    const told = await mailsTo(app, owner.email, 'publisher-factor-enrolled');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('/portal');
  });

  it('never accepts a code twice: again, an earlier one, or the same one from parallel attempts', async () => {
    const { customer: owner, secret: ownerSecret } = await enrolledMember();
    await forgetLastStep(app, owner.customerId);
    const code = await codeAt(ownerSecret);
    expect((await sendCode(await attemptOf(owner), code)).statusCode).toBe(200);
    const replay = await sendCode(await attemptOf(owner), code, 'en');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().ErrorList).toEqual([MESSAGES.codeFailed.en]);
    // An earlier step's code after a later one is a replay too.
    expect((await sendCode(await attemptOf(owner), await codeAt(ownerSecret, -1))).statusCode).toBe(
      401,
    );

    await forgetLastStep(app, owner.customerId);
    const before = await sessionsOf(owner.customerId);
    const attempts = [];
    for (let index = 0; index < 4; index += 1) attempts.push(await attemptOf(owner));
    const same = await codeAt(ownerSecret);
    const answers = await Promise.all(attempts.map((attempt) => sendCode(attempt, same)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401]);
    expect(await sessionsOf(owner.customerId)).toBe(before + 1);
  });

  it('enrols once when two first sign-ins race with their own secrets', async () => {
    const { customer } = await addMember();
    const first = (await login(customer)).json().Data;
    const second = (await login(customer)).json().Data;
    expect([first.Next, second.Next]).toEqual(['enrol', 'enrol']);
    expect(first.TotpSecret).not.toBe(second.TotpSecret);
    const answers = await Promise.all([
      sendCode(first.Attempt, await codeAt(first.TotpSecret)),
      sendCode(second.Attempt, await codeAt(second.TotpSecret)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await sessionsOf(customer.customerId)).toBe(1);
    // The secret of the sign-in that won is the one enrolled.
    const winner = answers[0]!.statusCode === 200 ? first : second;
    expect((await login(customer)).json().Data.Next).toBe('code');
    await forgetLastStep(app, customer.customerId);
    expect(
      (await sendCode(await attemptOf(customer), await codeAt(winner.TotpSecret))).statusCode,
    ).toBe(200);
  });

  it('ends an attempt after five wrong codes', async () => {
    const { customer: owner, secret: ownerSecret } = await enrolledMember();
    await forgetLastStep(app, owner.customerId);
    const attempt = await attemptOf(owner);
    for (let index = 0; index < 5; index += 1) {
      const wrong = await sendCode(attempt, await wrongCode(ownerSecret), 'en');
      expect(wrong.json().ErrorList, `try ${index + 1}`).toEqual([MESSAGES.codeFailed.en]);
    }
    const right = await sendCode(attempt, await codeAt(ownerSecret), 'th');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ Data: null, ErrorList: [MESSAGES.attemptOver.th] });
    // A new sign-in starts again.
    expect((await sendCode(await attemptOf(owner), await codeAt(ownerSecret))).statusCode).toBe(
      200,
    );
  });

  it('counts wrong codes sent at once: an attempt never checks more than five', async () => {
    const { customer: owner, secret: ownerSecret } = await enrolledMember();
    const attempt = await attemptOf(owner);
    const wrong = await wrongCode(ownerSecret);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendCode(attempt, wrong, 'en')),
    );
    const messages = answers.map((answer) => answer.json().ErrorList[0]);
    expect(messages.filter((message) => message === MESSAGES.codeFailed.en)).toHaveLength(5);
    expect(messages.filter((message) => message === MESSAGES.attemptOver.en)).toHaveLength(7);
    const [row] = await executeRows<{ tries: number }>(
      app.database.db,
      sql`select tries from publisher_login_attempts where token_hash = ${hashPortalToken(attempt)}`,
    );
    expect(Number(row!.tries)).toBe(5);
  });

  it('stops a password holder after ten wrong codes across attempts (429, also for step one)', async () => {
    const { customer: owner, secret: ownerSecret } = await enrolledMember();
    await forgetLastStep(app, owner.customerId);
    const wrong = await wrongCode(ownerSecret);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const attempt = await attemptOf(owner);
      for (let index = 0; index < 5; index += 1)
        statuses.push((await sendCode(attempt, wrong, 'en')).statusCode);
    }
    // Ten wrong codes over two attempts are answered one by one; the eleventh passes the ceiling.
    expect(statuses).toEqual(Array(10).fill(401));
    const third = await attemptOf(owner);
    expect((await sendCode(third, wrong, 'en')).statusCode).toBe(429);
    // Now even the right code waits.
    expect((await sendCode(third, await codeAt(ownerSecret), 'en')).statusCode).toBe(429);
    // A new step one is refused, in the caller's language, with when to try again.
    const again = await app.inject({
      method: 'POST',
      url: '/portal/v1/auth/login',
      headers: { Language: 'en' },
      payload: { Email: owner.email, Password: owner.password },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().ErrorList[0]).toMatch(
      /^Too many wrong codes\. Try again in \d+ minutes\.$/,
    );
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('ends an attempt after ten minutes', async () => {
    const { customer: owner, secret: ownerSecret } = await enrolledMember();
    await forgetLastStep(app, owner.customerId);
    const attempt = await attemptOf(owner);
    const [row] = await executeRows<{ minutes: number }>(
      app.database.db,
      sql`select extract(epoch from expires_at - created_at)::int / 60 as minutes
            from publisher_login_attempts where token_hash = ${hashPortalToken(attempt)}`,
    );
    expect(Number(row!.minutes)).toBe(10);
    await app.database.db.execute(
      sql`update publisher_login_attempts set expires_at = now() - interval '1 second'
           where token_hash = ${hashPortalToken(attempt)}`,
    );
    const late = await sendCode(attempt, await codeAt(ownerSecret), 'en');
    expect(late.statusCode).toBe(401);
    expect(late.json().ErrorList).toEqual([MESSAGES.attemptOver.en]);
    // An attempt nobody made is the same answer.
    const unknown = await sendCode('x'.repeat(43), await codeAt(ownerSecret), 'en');
    expect(unknown.json()).toEqual({ Data: null, ErrorList: [MESSAGES.attemptOver.en] });
  });

  it('gives a non-member, a wrong password, an unknown address and an unverified member the same 401', async () => {
    const stranger = await createPasswordCustomer(app);
    const unverified = await addMember();
    await app.database.db.execute(
      sql`update customers set email_verified_at = null where id = ${unverified.customer.customerId}`,
    );
    for (const language of ['en', 'th'] as const) {
      const answers = [
        await login(stranger, { language }),
        await login(publisher.owner, { language, password: 'not the password at all' }),
        await login({ email: 'nobody.here@example.com', password: 'whatever it is' }, { language }),
        await login(unverified.customer, { language }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ Data: null, ErrorList: [MESSAGES.loginFailed[language]] });
      }
    }
    // Nothing was started for them.
    expect(
      await executeRows(
        app.database.db,
        sql`select 1 from publisher_login_attempts where member_id = ${unverified.memberId}`,
      ),
    ).toHaveLength(0);
  });

  it('keeps portal sessions apart from the customers’ and the staff’s', async () => {
    const { owner } = publisher;
    const portal = await ownerSession();
    expect((await me(portal.token)).statusCode).toBe(200);

    // The member's own store session and a staff session never open the portal, in any header.
    for (const token of [owner.token, staff.token]) {
      for (const header of ['Token', HEADERS.staffToken, HEADERS.portalToken]) {
        const response = await app.inject({
          method: 'GET',
          url: '/portal/v1/auth/me',
          headers: { [header]: token },
        });
        expect(response.statusCode, `${header}`).toBe(401);
      }
    }
    // A valid portal session beside them changes nothing for them: the portal reads PortalToken only.
    const both = await app.inject({
      method: 'GET',
      url: '/portal/v1/auth/me',
      headers: { Token: owner.token, [HEADERS.staffToken]: staff.token },
    });
    expect(both.statusCode).toBe(401);

    // A portal token opens no store call and no back-office call, in any header.
    for (const header of ['Token', HEADERS.staffToken, HEADERS.portalToken]) {
      for (const url of ['/v2/customer/login-info', '/v2/customer/info', '/admin/v1/auth/me']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { [header]: portal.token },
        });
        expect(response.statusCode, `${header} ${url}`).toBe(401);
      }
    }
    // And the portal session still works (nothing above ended it).
    expect((await me(portal.token)).statusCode).toBe(200);
  });

  it('checks the session and the permission however the path is spelt', async () => {
    const { customer, secret } = await enrolledMember('finance');
    const finance = await portalSignIn(app, customer, secret);
    // A finance viewer may not manage members: no spelling of the path gets past that.
    for (const url of [
      '/portal/v1/members',
      '//portal/v1/members',
      '/portal//v1/members',
      '/%70ortal/v1/members',
      '/portal/v1/%6dembers',
      '/portal/v1/members/',
      '/PORTAL/v1/members',
      '/portal/v1/members?x=1',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: finance.headers });
      expect([401, 403, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });

  it('signs out: the token stops working at once', async () => {
    const { customer, secret } = await enrolledMember();
    const portal = await portalSignIn(app, customer, secret);
    const out = await app.inject({
      method: 'POST',
      url: '/portal/v1/auth/logout',
      headers: portal.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ Data: { Ok: true }, ErrorList: [] });
    expect((await me(portal.token)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/portal/v1/auth/logout',
      headers: portal.headers,
    });
    expect(again.statusCode).toBe(401);
  });

  it('ends a removed member’s sessions at once, and a role change applies on the next call', async () => {
    const owner = await ownerSession();
    const { customer, memberId } = await addMember('editor');
    const editor = await portalSignIn(app, customer);
    const second = await portalSignIn(app, customer, editor.secret);
    expect((await me(editor.token)).json().Data).toMatchObject({
      MemberId: memberId,
      Role: 'editor',
      Permissions: ['titles.read', 'titles.write', 'sales.read', 'messages.reply'],
    });

    const changed = await app.inject({
      method: 'PUT',
      url: `/portal/v1/members/${memberId}/role`,
      headers: owner.headers,
      payload: { Role: 'finance' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(editor.token)).json().Data).toMatchObject({
      Role: 'finance',
      Permissions: ['sales.read', 'money.read'],
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/portal/v1/members/${memberId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(editor.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    // Their store account still signs in to the store, not to the portal.
    expect((await login(customer)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/customer/login-info',
          headers: { Token: customer.token },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('ends a locked account’s portal session', async () => {
    const { customer } = await addMember('finance');
    const portal = await portalSignIn(app, customer);
    expect((await me(portal.token)).statusCode).toBe(200);
    await app.database.db.execute(
      sql`update customers set locked_at = now() where id = ${customer.customerId}`,
    );
    expect((await me(portal.token)).statusCode).toBe(401);
  });

  it('ends a session idle for 30 minutes, and any after 12 hours; a call keeps it alive', async () => {
    const { customer, secret } = await enrolledMember('finance');
    const portal = await portalSignIn(app, customer, secret);
    const sessionOf = sql`token_hash = ${hashPortalToken(portal.token)}`;

    // 29 minutes idle: still alive, and the call moves the idle end on.
    await app.database.db.execute(
      sql`update publisher_sessions set last_seen_at = now() - interval '29 minutes' where ${sessionOf}`,
    );
    const alive = await me(portal.token);
    expect(alive.statusCode).toBe(200);
    expect(Date.parse(alive.json().Data.IdleExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    await app.database.db.execute(
      sql`update publisher_sessions set last_seen_at = now() - interval '31 minutes' where ${sessionOf}`,
    );
    expect((await me(portal.token)).statusCode).toBe(401);
    // ...and it stays ended.
    await app.database.db.execute(
      sql`update publisher_sessions set last_seen_at = now() where ${sessionOf}`,
    );
    expect((await me(portal.token)).statusCode).toBe(401);

    const busy = await portalSignIn(app, customer, secret);
    const [row] = await executeRows<{ hours: number }>(
      app.database.db,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours
            from publisher_sessions where token_hash = ${hashPortalToken(busy.token)}`,
    );
    expect(Number(row!.hours)).toBe(12);
    await app.database.db.execute(
      sql`update publisher_sessions set expires_at = now() - interval '1 second'
           where token_hash = ${hashPortalToken(busy.token)}`,
    );
    expect((await me(busy.token)).statusCode).toBe(401);
  });

  it('refuses malformed steps with 400, not a 500', async () => {
    const bad = [
      { url: '/portal/v1/auth/login', payload: { Email: 'not an e-mail', Password: 'x' } },
      { url: '/portal/v1/auth/login', payload: {} },
      { url: '/portal/v1/auth/code', payload: { Attempt: 'short', TotpCode: '123456' } },
      { url: '/portal/v1/auth/code', payload: { Attempt: 'x'.repeat(43), TotpCode: '12' } },
      { url: '/portal/v1/auth/code', payload: { Attempt: 'x'.repeat(43), TotpCode: 'abcdef' } },
    ];
    for (const { url, payload } of bad) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { Language: 'en' },
        payload,
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().ErrorList.length).toBeGreaterThan(0);
    }
  });
});
