import { HEADERS } from '@nangsue/contracts';
import type { StaffRole } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createSoftAuthenticator,
  type CeremonyTweaks,
  type SoftAuthenticator,
} from '../../../test/soft-authenticator.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';

const PASSWORD = 'amber lantern over 7 hills';
/** The back office the test app is set for (ADMIN_URL's default): the relying party. */
const ORIGIN = 'http://localhost:3100';
const STEP_MS = 30_000;

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

type Options = { challenge: string; user: { id: string }; rp: { id?: string } } & Record<
  string,
  unknown
>;

// Sign-ins verify argon2 hashes; a few dozen here.
describe('staff passkeys (issue 24)', { timeout: 60_000 }, () => {
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
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; language?: 'th' | 'en' } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { [HEADERS.staffToken]: options.token } : {}),
        Language: options.language ?? 'en',
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  let serial = 0;
  /** A member who has set up (password and authenticator) and holds a session. */
  const setUpMember = async (role: StaffRole = 'catalog_editor') => {
    serial += 1;
    const email = `passkey-${serial}-${process.pid}@staff.test`;
    const invited = await inject('POST', '/admin/v1/staff', {
      token: owner.token,
      body: { Email: email, DisplayName: `Passkey ${serial}`, Role: role, Language: 'en' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { Id: staffId, SetupUrl } = invited.json().Data as { Id: number; SetupUrl: string };
    const setupToken = SetupUrl.split('/').pop()!;
    const info = await inject('GET', `/admin/v1/auth/setup/${setupToken}`);
    const secret = info.json().Data.TotpSecret as string;
    const done = await inject('POST', '/admin/v1/auth/setup', {
      body: { Token: setupToken, Password: PASSWORD, TotpCode: await codeAt(secret) },
    });
    expect(done.statusCode, done.body).toBe(200);
    await app.database.db.execute(
      sql`update staff set totp_last_step = null where id = ${staffId}`,
    );
    return { email, staffId, secret, token: done.json().Data.SessionToken as string };
  };

  const registerOptions = async (token: string) => {
    const response = await inject('POST', '/admin/v1/auth/passkeys/options', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as { Attempt: string; Options: Options };
  };

  /** Adds `authenticator` as a passkey of the session's member. */
  const addPasskey = async (
    token: string,
    authenticator: SoftAuthenticator,
    name = 'Work laptop',
    tweaks: CeremonyTweaks = {},
  ) => {
    const { Attempt, Options } = await registerOptions(token);
    return inject('POST', '/admin/v1/auth/passkeys', {
      token,
      body: { Attempt, Name: name, Credential: authenticator.register(Options, tweaks) },
    });
  };

  const loginOptions = async (email: string) => {
    const response = await inject('POST', '/admin/v1/auth/passkey/options', {
      body: { Email: email },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as { Attempt: string; Options: { challenge: string } };
  };

  const passkeyLogin = (
    email: string,
    password: string,
    attempt: string,
    credential: unknown,
    language: 'th' | 'en' = 'en',
  ) =>
    inject('POST', '/admin/v1/auth/passkey/login', {
      language,
      body: { Email: email, Password: password, Attempt: attempt, Credential: credential },
    });

  /** A whole sign-in: options, the authenticator's assertion (bent by `tweaks`), the call. */
  const signInWith = async (
    email: string,
    authenticator: SoftAuthenticator,
    tweaks: CeremonyTweaks = {},
    password = PASSWORD,
  ) => {
    const { Attempt, Options } = await loginOptions(email);
    const assertion = authenticator.assert(Options, tweaks);
    const response = await passkeyLogin(email, password, Attempt, assertion);
    return { response, attempt: Attempt, assertion };
  };

  const FAILED =
    'The e-mail address, password or passkey is incorrect, or this account has no passkey yet. Try again, or use your authenticator code instead.';
  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Data: null, ErrorList: [FAILED] });
  };

  const auditOf = (staffId: number, action: string) =>
    executeRows<{ staff_id: number; before: unknown; after: unknown }>(
      app.database.db,
      sql`select staff_id, before, after from audit_log where entity_type = 'staff'
          and entity_id = ${String(staffId)} and action = ${action} order by id`,
    );

  const passkeysOf = async (token: string) => {
    const response = await inject('GET', '/admin/v1/auth/passkeys', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data.Items as { Id: number; Name: string; LastUsedAt: string | null }[];
  };

  it('adds a passkey (verified user, this origin) and signs in with e-mail, password and the passkey', async () => {
    const member = await setUpMember();
    const authenticator = createSoftAuthenticator(ORIGIN);

    const { Options } = await registerOptions(member.token);
    expect(Options).toMatchObject({
      rp: { id: 'localhost', name: 'Nangsue' },
      user: { name: member.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const added = await addPasskey(member.token, authenticator, 'Work laptop');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Data).toMatchObject({ Name: 'Work laptop', LastUsedAt: null });
    expect(await passkeysOf(member.token)).toEqual([
      expect.objectContaining({ Name: 'Work laptop' }),
    ]);
    const [entry] = await auditOf(member.staffId, 'staff.passkey.add');
    expect(entry).toMatchObject({
      staff_id: member.staffId,
      after: { Passkey: { Name: 'Work laptop' } },
    });

    // The same authenticator again: excluded in the options, refused if sent anyway.
    const { Options: next } = await registerOptions(member.token);
    expect(next.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    expect((await addPasskey(member.token, authenticator)).statusCode).toBe(409);

    // Sign-in options name no passkey: the same shape for any e-mail, known or not.
    const options = await loginOptions(member.email);
    const unknown = await loginOptions('nobody-here@staff.test');
    expect(Object.keys(options.Options).sort()).toEqual(Object.keys(unknown.Options).sort());
    expect(options.Options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.Options).not.toHaveProperty('allowCredentials');

    const { response } = await signInWith(member.email, authenticator);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().Data.SessionToken as string;
    expect((await inject('GET', '/admin/v1/auth/me', { token: session })).statusCode).toBe(200);
    const logins = await auditOf(member.staffId, 'staff.login');
    expect(logins.at(-1)).toMatchObject({ after: { SecondFactor: 'passkey' } });
    expect((await passkeysOf(session))[0]!.LastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, a spent or expired challenge, another origin, no user verification and a counter that went back', async () => {
    const member = await setUpMember();
    const authenticator = createSoftAuthenticator(ORIGIN);
    expect((await addPasskey(member.token, authenticator)).statusCode).toBe(200);

    const first = await signInWith(member.email, authenticator);
    expect(first.response.statusCode, first.response.body).toBe(200);
    // The very same request again: its challenge was spent.
    expectRefused(await passkeyLogin(member.email, PASSWORD, first.attempt, first.assertion));
    // A fresh signature over the spent challenge, with its attempt: still spent.
    const { challenge } = JSON.parse(
      Buffer.from(first.assertion.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as { challenge: string };
    expectRefused(
      await passkeyLogin(
        member.email,
        PASSWORD,
        first.attempt,
        authenticator.assert({ challenge }),
      ),
    );
    // A signature over a spent challenge sent with a new attempt: not this attempt's challenge.
    const fresh = await loginOptions(member.email);
    expectRefused(
      await passkeyLogin(
        member.email,
        PASSWORD,
        fresh.Attempt,
        authenticator.assert({ challenge }),
      ),
    );

    expectRefused(
      (await signInWith(member.email, authenticator, { origin: 'https://evil.test' })).response,
    );
    expectRefused((await signInWith(member.email, authenticator, { rpId: 'evil.test' })).response);
    expectRefused(
      (await signInWith(member.email, authenticator, { userVerified: false })).response,
    );
    expectRefused(
      (await signInWith(member.email, authenticator, { type: 'webauthn.create' })).response,
    );
    // The counter must move on: the same value or lower is a cloned authenticator.
    expectRefused((await signInWith(member.email, authenticator, { counter: 1 })).response);

    // A challenge past its five minutes.
    const late = await loginOptions(member.email);
    await app.database.db.execute(
      sql`update staff_passkey_challenges set expires_at = now() - interval '1 second'`,
    );
    expectRefused(
      await passkeyLogin(member.email, PASSWORD, late.Attempt, authenticator.assert(late.Options)),
    );

    // After all that, the right ceremony still gets in.
    await app.database.db.execute(sql`delete from auth_throttles where key like 'staff%'`);
    expect((await signInWith(member.email, authenticator)).response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password, an unknown e-mail, a passkey of someone else and an account without one, in Thai and English', async () => {
    const member = await setUpMember();
    const other = await setUpMember();
    const withoutPasskey = await setUpMember();
    const mine = createSoftAuthenticator(ORIGIN);
    const theirs = createSoftAuthenticator(ORIGIN);
    expect((await addPasskey(member.token, mine)).statusCode).toBe(200);
    expect((await addPasskey(other.token, theirs)).statusCode).toBe(200);

    expectRefused((await signInWith(member.email, mine, {}, 'not the password at all')).response);
    expectRefused((await signInWith('nobody@staff.test', mine)).response);
    expectRefused((await signInWith(member.email, theirs)).response);
    expectRefused((await signInWith(withoutPasskey.email, mine)).response);
    // The challenge is bound to the e-mail it was asked for.
    const forOther = await loginOptions(other.email);
    expectRefused(
      await passkeyLogin(member.email, PASSWORD, forOther.Attempt, mine.assert(forOther.Options)),
    );

    const { Attempt, Options } = await loginOptions(member.email);
    const thai = await passkeyLogin(member.email, 'wrong', Attempt, mine.assert(Options), 'th');
    expect(thai.statusCode).toBe(401);
    expect(thai.json().ErrorList).toEqual([
      'อีเมล รหัสผ่าน หรือพาสคีย์ไม่ถูกต้อง หรือบัญชีนี้ยังไม่มีพาสคีย์ ลองใหม่หรือใช้รหัสจากแอปยืนยันตัวตนแทน',
    ]);

    // TOTP stays the fallback every account has.
    const code = await inject('POST', '/admin/v1/auth/login', {
      body: { Email: member.email, Password: PASSWORD, TotpCode: await codeAt(member.secret) },
    });
    expect(code.statusCode, code.body).toBe(200);
  });

  it('lets one of two sign-ins with the same attempt in', async () => {
    const member = await setUpMember();
    const authenticator = createSoftAuthenticator(ORIGIN);
    expect((await addPasskey(member.token, authenticator)).statusCode).toBe(200);
    const { Attempt, Options } = await loginOptions(member.email);
    const assertion = authenticator.assert(Options);
    const answers = await Promise.all(
      [0, 1, 2].map(() => passkeyLogin(member.email, PASSWORD, Attempt, assertion)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('binds a registration to its session, once, and refuses one without user verification or from another origin', async () => {
    const member = await setUpMember();
    const authenticator = createSoftAuthenticator(ORIGIN);

    const { Attempt, Options } = await registerOptions(member.token);
    const credential = authenticator.register(Options);
    // Another session of another member cannot use the attempt...
    const stranger = await createStaffSession(app, 'marketing');
    const stolen = await inject('POST', '/admin/v1/auth/passkeys', {
      token: stranger.token,
      body: { Attempt, Name: 'Stolen', Credential: credential },
    });
    expect(stolen.statusCode).toBe(400);
    // ...and the attempt is spent by that try.
    const late = await inject('POST', '/admin/v1/auth/passkeys', {
      token: member.token,
      body: { Attempt, Name: 'Mine', Credential: credential },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().ErrorList).toEqual([
      'This passkey request has expired or was already used. Please start again.',
    ]);

    for (const tweaks of [
      { userVerified: false },
      { origin: 'https://evil.test' },
      { rpId: 'evil.test' },
      { type: 'webauthn.get' },
      { challenge: 'c29tZXRoaW5nIGVsc2UgZW50aXJlbHk' },
    ] satisfies CeremonyTweaks[]) {
      const refused = await addPasskey(member.token, authenticator, 'Bent', tweaks);
      expect(refused.statusCode, JSON.stringify(tweaks)).toBe(400);
    }
    expect(await passkeysOf(member.token)).toEqual([]);
  });

  it('removes a passkey only with the password or a fresh code, audited; the passkey then signs nobody in', async () => {
    const member = await setUpMember();
    const laptop = createSoftAuthenticator(ORIGIN);
    const phone = createSoftAuthenticator(ORIGIN, { counts: false, backedUp: true });
    expect((await addPasskey(member.token, laptop, 'Laptop')).statusCode).toBe(200);
    expect((await addPasskey(member.token, phone, 'Phone')).statusCode).toBe(200);
    const [laptopKey, phoneKey] = await passkeysOf(member.token);

    const remove = (id: number, body: unknown, token = member.token) =>
      inject('DELETE', `/admin/v1/auth/passkeys/${id}`, { token, body });

    const wrong = await remove(laptopKey!.Id, { Password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ErrorList).toEqual(['The password or authenticator code is incorrect.']);
    expect((await remove(laptopKey!.Id, {})).statusCode).toBe(400);
    // Someone else's session cannot remove it, even with their own password.
    const other = await setUpMember();
    expect((await remove(laptopKey!.Id, { Password: PASSWORD }, other.token)).statusCode).toBe(404);

    expect((await remove(laptopKey!.Id, { Password: PASSWORD })).statusCode).toBe(200);
    const code = await codeAt(member.secret);
    expect((await remove(phoneKey!.Id, { TotpCode: code })).statusCode).toBe(200);
    expect(await passkeysOf(member.token)).toEqual([]);
    expect((await remove(phoneKey!.Id, { Password: PASSWORD })).statusCode).toBe(404);

    const removals = await auditOf(member.staffId, 'staff.passkey.remove');
    expect(removals).toEqual([
      expect.objectContaining({
        staff_id: member.staffId,
        before: { Passkey: { Id: laptopKey!.Id, Name: 'Laptop' } },
        after: { ProvedWith: 'password' },
      }),
      expect.objectContaining({ after: { ProvedWith: 'totp' } }),
    ]);

    expectRefused((await signInWith(member.email, laptop)).response);
    expectRefused((await signInWith(member.email, phone)).response);
  });

  it("an owner's reset removes the member's passkeys with the password and the authenticator", async () => {
    const member = await setUpMember();
    const authenticator = createSoftAuthenticator(ORIGIN);
    expect((await addPasskey(member.token, authenticator)).statusCode).toBe(200);
    const reset = await inject('POST', `/admin/v1/staff/${member.staffId}/setup-link`, {
      token: owner.token,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from staff_passkeys where staff_id = ${member.staffId}`,
    );
    expect(row!.count).toBe(0);
  });
});
