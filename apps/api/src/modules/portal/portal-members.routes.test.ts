import {
  DEFAULT_PORTAL_ROLE_PERMISSIONS,
  PORTAL_ROUTES,
  type PortalRole,
  type PortalRoute,
} from '@nangsue/contracts/portal';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  approvedPublisher,
  codeAt,
  createPasswordCustomer,
  nextAddress,
  portalSignIn,
  tag,
  type ApprovedPublisher,
  type PortalCustomer,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';
import { emailKeyOf } from '../accounts/accounts.mapper.js';
import * as authRepository from './portal-auth.repository.js';
import * as membersRepository from './portal-members.repository.js';
import { createPortalMembersService } from './portal-members.service.js';

const MESSAGES = {
  invalid:
    'This invitation no longer works (expired, withdrawn or used). Ask the publisher’s owner for a new one.',
  otherEmail:
    'This invitation was sent to another address. Sign in with the account of the invited address.',
  alreadyMember: 'This account already belongs to a publisher (an account can belong to one).',
  owner: 'The owner of the publisher cannot be changed or removed here.',
  self: 'You cannot change your own role or remove yourself.',
  loginFailed: 'The e-mail or password is wrong, or this account is not a member of a publisher.',
} as const;

/**
 * One app over one database for both suites of this file (the members' rules, then the role
 * matrix on a publisher of its own): a second app and database cost as much as several tests.
 */
let sharedApp: Promise<TestApp> | undefined;
const fileApp = (): Promise<TestApp> => (sharedApp ??= buildTestApp());
afterAll(async () => {
  await (await sharedApp)?.close();
});

/**
 * A publisher organisation's people in the portal (issue 25, ADR 0019) over the API and
 * PostgreSQL: the owner invites by e-mail (a one-time link, written with the invitation in one
 * transaction), the invited address's store account accepts (one organisation per account, once),
 * the owner changes roles and removes members within the rules, and the roles' permissions hold
 * on every portal call.
 */
describe('publisher portal members and invitations (issue 25)', { timeout: 90_000 }, () => {
  let app: TestApp;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let ownerA: PortalSession;

  beforeAll(async () => {
    app = await fileApp();
    const staff = await createStaffSession(app, 'owner', { language: 'en' });
    a = await approvedPublisher(app, staff);
    b = await approvedPublisher(app, staff);
    ownerA = await portalSignIn(app, a.owner);
  });
  beforeEach(async () => {
    await app.database.db.execute(sql`delete from auth_throttles`);
  });

  const call = (
    session: PortalSession,
    method: PortalRoute['method'],
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload }),
    });

  /** Invites an address as A's owner; answers the invitation and its link's token. */
  const invite = async (email: string, role: 'editor' | 'finance' = 'editor') => {
    const response = await call(ownerA, 'POST', '/portal/v1/invitations', {
      Email: email,
      Role: role,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await lastMail(app, email, 'publisher-invitation');
    const link = mail.links.find((value) => value.includes('/portal/invitations/'));
    expect(link).toMatch(/^http:\/\/localhost:3100\/portal\/invitations\/[A-Za-z0-9_-]{43}$/);
    return {
      invitation: response.json().Data as { InvitationId: number; Email: string; Role: string },
      token: link!.split('/').pop()!,
      mail,
    };
  };

  const accept = (token: string, customer: Pick<PortalCustomer, 'email' | 'password'>) =>
    app.inject({
      method: 'POST',
      url: '/portal/v1/invitation/accept',
      remoteAddress: nextAddress(),
      headers: { Language: 'en' },
      payload: { Token: token, Email: customer.email, Password: customer.password },
    });

  const info = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/portal/v1/invitation/${token}`,
      headers: { Language: 'en' },
    });

  const membersOf = async (organisationId: number) =>
    executeRows<{ id: number; customer_id: number; role: string }>(
      app.database.db,
      sql`select id, customer_id, role from publisher_members
           where organisation_id = ${organisationId} order by id`,
    );

  /** A member of A invited, accepted and signed in (enrolled) through the portal's calls. */
  const joinA = async (role: 'editor' | 'finance') => {
    const customer = await createPasswordCustomer(app);
    const { token } = await invite(customer.email, role);
    const accepted = await accept(token, customer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const step = accepted.json().Data as { Attempt: string; Next: string; TotpSecret: string };
    const code = await app.inject({
      method: 'POST',
      url: '/portal/v1/auth/code',
      payload: { Attempt: step.Attempt, TotpCode: await codeAt(step.TotpSecret) },
    });
    expect(code.statusCode, code.body).toBe(200);
    const sessionToken = code.json().Data.SessionToken as string;
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from publisher_members where customer_id = ${customer.customerId}`,
    );
    return {
      customer,
      memberId: Number(row!.id),
      session: {
        token: sessionToken,
        secret: step.TotpSecret,
        headers: { PortalToken: sessionToken, Language: 'en' },
      } satisfies PortalSession,
    };
  };

  it('invites by e-mail: the open invitation, a one-time link in the inviter’s language, its page', async () => {
    const email = `invitee.${tag()}@example.com`;
    const response = await call(ownerA, 'POST', '/portal/v1/invitations', {
      Email: email,
      Role: 'finance',
    });
    expect(response.statusCode, response.body).toBe(200);
    const invitation = response.json().Data;
    expect(invitation).toEqual({
      InvitationId: expect.any(Number),
      Email: email,
      Role: 'finance',
      CreatedAt: expect.any(String),
      ExpiresAt: expect.any(String),
    });
    const days = (Date.parse(invitation.ExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const list = await call(ownerA, 'GET', '/portal/v1/invitations');
    expect(list.json().Data.Items).toContainEqual(invitation);

    const mails = await mailsTo(app, email, 'publisher-invitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`You are invited to join ${a.organisationName} on `);
    const token = mails[0]!.links
      .find((link) => link.includes('/portal/invitations/'))!
      .split('/')
      .pop()!;
    // Only the hash of the link's token is kept.
    const stored = await executeRows<{ token_hash: string }>(
      app.database.db,
      sql`select token_hash from publisher_invitations where id = ${invitation.InvitationId}`,
    );
    expect(stored[0]!.token_hash).not.toContain(token);

    const page = await info(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().Data).toEqual({
      OrganisationName: a.organisationName,
      Role: 'finance',
      Email: email,
      ExpiresAt: invitation.ExpiresAt,
    });

    // A newer invitation to the same address replaces the open one: the old link stops working.
    const again = await invite(email.toUpperCase(), 'editor');
    expect((await info(token)).statusCode).toBe(404);
    expect((await info(again.token)).json().Data.Role).toBe('editor');
    const open = (await call(ownerA, 'GET', '/portal/v1/invitations')).json().Data.Items as {
      Email: string;
    }[];
    expect(open.filter((item) => emailKeyOf(item.Email) === emailKeyOf(email))).toHaveLength(1);

    // An unknown link, and a malformed one.
    const unknown = await info('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual([MESSAGES.invalid]);
    expect((await info('short')).statusCode).toBe(400);
  });

  it('writes the invitation e-mail in the invitation’s transaction: nothing is sent when it fails', async () => {
    const principal = await app.services.portalSessions.authenticate(ownerA.token);
    expect(principal).toBeDefined();
    const failing = createPortalMembersService({
      db: app.database.db,
      portalUrl: 'http://localhost:3100/portal',
      emailKeyOf,
      repository: { ...membersRepository, ...authRepository },
      mail: {
        send: async (params, tx) => {
          await app.services.accountMail.send(params, tx);
          throw new Error('the transaction fails after the e-mail was queued');
        },
      },
    });
    const email = `rolled.back.${tag()}@example.com`;
    await expect(
      failing.invite(principal!, { Email: email, Role: 'editor' }, 'en'),
    ).rejects.toThrow('the transaction fails');
    expect(await mailsTo(app, email)).toEqual([]);
    expect(
      await executeRows(
        app.database.db,
        sql`select 1 from publisher_invitations where email_key = ${emailKeyOf(email)}`,
      ),
    ).toHaveLength(0);
  });

  it('refuses to invite a member of the organisation, and an invalid address or role', async () => {
    const member = await joinA('editor');
    const response = await call(ownerA, 'POST', '/portal/v1/invitations', {
      Email: member.customer.email.toUpperCase(),
      Role: 'finance',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().ErrorList).toEqual([
      `${member.customer.email.toUpperCase()} is already a member of this publisher.`,
    ]);
    for (const payload of [
      { Email: 'not an address', Role: 'editor' },
      { Email: `x.${tag()}@example.com`, Role: 'owner' },
      { Email: `x.${tag()}@example.com` },
    ]) {
      expect((await call(ownerA, 'POST', '/portal/v1/invitations', payload)).statusCode).toBe(400);
    }
  });

  it('is accepted by the invited address’s store account, once: then step two enrols the member', async () => {
    const invited = await createPasswordCustomer(app, { email: `Invited.${tag()}@Example.com` });
    const stranger = await createPasswordCustomer(app);
    const { token } = await invite(invited.email.toLowerCase(), 'editor');

    // Another account: 403, and the invitation stays open.
    const other = await accept(token, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().ErrorList).toEqual([MESSAGES.otherEmail]);
    // The invited address with a wrong password: the sign-in's 401.
    const wrong = await accept(token, {
      email: invited.email,
      password: 'not the password at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().ErrorList).toEqual([MESSAGES.loginFailed]);
    expect((await info(token)).statusCode).toBe(200);

    const accepted = await accept(token, invited);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const step = accepted.json().Data;
    expect(step).toMatchObject({
      Next: 'enrol',
      TotpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    });
    const members = await membersOf(a.organisationId);
    expect(members.filter((row) => row.customer_id === invited.customerId)).toEqual([
      expect.objectContaining({ role: 'editor' }),
    ]);

    // The link is spent.
    expect((await info(token)).statusCode).toBe(404);
    const twice = await accept(token, invited);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().ErrorList).toEqual([MESSAGES.invalid]);

    const code = await app.inject({
      method: 'POST',
      url: '/portal/v1/auth/code',
      payload: { Attempt: step.Attempt, TotpCode: await codeAt(step.TotpSecret) },
    });
    expect(code.statusCode, code.body).toBe(200);
    const list = (await call(ownerA, 'GET', '/portal/v1/members')).json().Data.Items as {
      Email: string;
      Role: string;
      TwoFactor: boolean;
    }[];
    expect(list.find((item) => item.Email === invited.email)).toMatchObject({
      Role: 'editor',
      TwoFactor: true,
    });
    expect(
      (
        (await call(ownerA, 'GET', '/portal/v1/invitations')).json().Data.Items as {
          Email: string;
        }[]
      ).filter((item) => emailKeyOf(item.Email) === emailKeyOf(invited.email)),
    ).toEqual([]);
  });

  it('refuses an account already in another organisation (409), and an unverified one (401)', async () => {
    const { token } = await invite(b.owner.email, 'editor');
    const taken = await accept(token, b.owner);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().ErrorList).toEqual([MESSAGES.alreadyMember]);
    expect((await membersOf(a.organisationId)).map((row) => row.customer_id)).not.toContain(
      b.owner.customerId,
    );
    expect((await membersOf(b.organisationId)).map((row) => row.role)).toEqual(['owner']);

    const unverified = await createPasswordCustomer(app, { verified: false });
    const second = await invite(unverified.email, 'finance');
    const refused = await accept(second.token, unverified);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().ErrorList).toEqual([MESSAGES.loginFailed]);
    expect((await info(second.token)).statusCode).toBe(200);
  });

  it('makes one member of two acceptances at once', async () => {
    const invited = await createPasswordCustomer(app);
    const { token } = await invite(invited.email, 'finance');
    const answers = await Promise.all([accept(token, invited), accept(token, invited)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(
      (await membersOf(a.organisationId)).filter((row) => row.customer_id === invited.customerId),
    ).toHaveLength(1);
  });

  it('refuses an expired invitation', async () => {
    const invited = await createPasswordCustomer(app);
    const { token, invitation } = await invite(invited.email, 'editor');
    await app.database.db.execute(
      sql`update publisher_invitations set expires_at = now() - interval '1 second'
           where id = ${invitation.InvitationId}`,
    );
    expect((await info(token)).statusCode).toBe(404);
    const late = await accept(token, invited);
    expect(late.statusCode).toBe(404);
    expect(late.json().ErrorList).toEqual([MESSAGES.invalid]);
    const open = (await call(ownerA, 'GET', '/portal/v1/invitations')).json().Data.Items as {
      InvitationId: number;
    }[];
    expect(open.map((item) => item.InvitationId)).not.toContain(invitation.InvitationId);
  });

  it('revokes an open invitation: its link stops working; revoked, accepted or unknown ones are 404', async () => {
    const invited = await createPasswordCustomer(app);
    const { token, invitation } = await invite(invited.email, 'editor');
    const url = `/portal/v1/invitations/${invitation.InvitationId}`;
    const revoked = await call(ownerA, 'DELETE', url);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ Data: { Ok: true }, ErrorList: [] });
    expect((await info(token)).statusCode).toBe(404);
    expect((await accept(token, invited)).statusCode).toBe(404);
    expect((await call(ownerA, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(ownerA, 'DELETE', '/portal/v1/invitations/2147483647')).statusCode).toBe(
      404,
    );
    const open = (await call(ownerA, 'GET', '/portal/v1/invitations')).json().Data.Items as {
      InvitationId: number;
    }[];
    expect(open.map((item) => item.InvitationId)).not.toContain(invitation.InvitationId);

    // An accepted invitation cannot be withdrawn (the member is removed instead).
    const member = await joinA('finance');
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from publisher_invitations where accepted_member_id = ${member.memberId}`,
    );
    expect((await call(ownerA, 'DELETE', `/portal/v1/invitations/${row!.id}`)).statusCode).toBe(
      404,
    );
  });

  it('changes roles and removes members within the rules: not oneself, not the owner', async () => {
    const editor = await joinA('editor');
    const changed = await call(ownerA, 'PUT', `/portal/v1/members/${editor.memberId}/role`, {
      Role: 'finance',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Data).toMatchObject({ MemberId: editor.memberId, Role: 'finance' });
    expect(
      (await membersOf(a.organisationId)).find((row) => row.id === editor.memberId)?.role,
    ).toBe('finance');

    // Nobody becomes owner through the portal.
    expect(
      (await call(ownerA, 'PUT', `/portal/v1/members/${editor.memberId}/role`, { Role: 'owner' }))
        .statusCode,
    ).toBe(400);

    // Oneself: 409.
    for (const [method, url, body] of [
      ['PUT', `/portal/v1/members/${a.ownerMemberId}/role`, { Role: 'editor' }],
      ['DELETE', `/portal/v1/members/${a.ownerMemberId}`, undefined],
    ] as const) {
      const answer = await call(ownerA, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(409);
      expect(answer.json().ErrorList).toEqual([MESSAGES.self]);
    }
    // Another owner (made by staff): 409 too.
    const coOwner = await createPasswordCustomer(app);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${a.organisationId}, ${coOwner.customerId}, 'owner') returning id`,
    );
    for (const [method, url, body] of [
      ['PUT', `/portal/v1/members/${row!.id}/role`, { Role: 'editor' }],
      ['DELETE', `/portal/v1/members/${row!.id}`, undefined],
    ] as const) {
      const answer = await call(ownerA, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(409);
      expect(answer.json().ErrorList).toEqual([MESSAGES.owner]);
    }
    await app.database.db.execute(sql`delete from publisher_members where id = ${row!.id}`);

    // Unknown and another organisation's members: 404.
    for (const id of [2147483647, b.ownerMemberId]) {
      expect((await call(ownerA, 'DELETE', `/portal/v1/members/${id}`)).statusCode).toBe(404);
      expect(
        (await call(ownerA, 'PUT', `/portal/v1/members/${id}/role`, { Role: 'editor' })).statusCode,
      ).toBe(404);
    }

    const removed = await call(ownerA, 'DELETE', `/portal/v1/members/${editor.memberId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await membersOf(a.organisationId)).map((item) => item.id)).not.toContain(
      editor.memberId,
    );
    expect((await call(ownerA, 'DELETE', `/portal/v1/members/${editor.memberId}`)).statusCode).toBe(
      404,
    );
    // Removed, the account may be invited again (here or elsewhere).
    const back = await invite(editor.customer.email, 'editor');
    expect((await accept(back.token, editor.customer)).statusCode).toBe(200);
  });

  it('refuses editors and finance viewers every members.manage call (403), before reading the body', async () => {
    const editor = await joinA('editor');
    const finance = await joinA('finance');
    const manage = (Object.entries(PORTAL_ROUTES) as [string, PortalRoute][]).filter(
      ([, route]) => route.permission === 'members.manage',
    );
    expect(manage.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'portalMembers',
        'portalMemberRole',
        'portalMemberRemove',
        'portalInvitations',
        'portalInvite',
        'portalInvitationRevoke',
      ]),
    );
    for (const session of [editor.session, finance.session]) {
      for (const [name, route] of manage) {
        const url = route.path
          .replace(':memberId', String(a.ownerMemberId))
          .replace(/:[^/]+/g, '1');
        const answer = await call(session, route.method, url, route.body ? {} : undefined);
        expect(answer.statusCode, name).toBe(403);
      }
    }
    // Nothing changed: the owner is still the owner.
    expect(
      (await membersOf(a.organisationId)).find((row) => row.id === a.ownerMemberId)?.role,
    ).toBe('owner');
    // Both may read their organisation.
    for (const session of [editor.session, finance.session])
      expect((await call(session, 'GET', '/portal/v1/organisation')).json().Data).toMatchObject({
        Name: a.organisationName,
      });
  });
});

/**
 * The portal's role matrix (as role-matrix.test.ts for the back office): every publisher call of
 * PORTAL_ROUTES as each role, so a call another area adds is covered the day it is declared. A
 * role without the call's permission gets 403 before the body is read; a role with it gets past
 * 401 and 403 (a plausible request: ids nobody has, an empty body; 400, 404 or 409 are the call's
 * own answers), and never a 5xx.
 */
describe(
  'the portal role matrix: every role against every publisher call',
  { timeout: 120_000 },
  () => {
    let app: TestApp;
    type Answer = { call: string; role: PortalRole; status: number; body: string };
    const answers: Answer[] = [];
    const walked: [string, PortalRoute][] = [];

    /** Path parameters nobody has: a number past every id, or a valid value of a closed set. */
    const NOBODY: Record<string, string> = {
      format: 'epub',
      messageId: '00000000-0000-4000-8000-000000000000',
    };

    const requestOf = (route: PortalRoute, headers: Record<string, string>): InjectOptions => {
      const url = route.path.replace(
        /:([A-Za-z]+)/g,
        (_, name: string) => NOBODY[name] ?? '2147483647',
      );
      if (route.upload)
        return {
          method: route.method,
          url,
          headers: { ...headers, 'content-type': route.upload[0] ?? 'application/octet-stream' },
          payload: '',
        };
      if (route.body) return { method: route.method, url, headers, payload: {} };
      return { method: route.method, url, headers };
    };

    beforeAll(async () => {
      app = await fileApp();
      const staff = await createStaffSession(app, 'owner', { language: 'en' });
      const publisher = await approvedPublisher(app, staff);
      const sessions = new Map<PortalRole, Record<string, string>>();
      sessions.set('owner', (await portalSignIn(app, publisher.owner)).headers);
      for (const role of ['editor', 'finance'] as const) {
        const customer = await createPasswordCustomer(app);
        await app.database.db.execute(
          sql`insert into publisher_members (organisation_id, customer_id, role)
            values (${publisher.organisationId}, ${customer.customerId}, ${role})`,
        );
        sessions.set(role, (await portalSignIn(app, customer)).headers);
      }
      walked.push(
        ...(Object.entries(PORTAL_ROUTES) as [string, PortalRoute][])
          .filter(([, route]) => route.access === 'publisher')
          // A declared call not served yet is route-table.test.ts's failure, not this one's.
          .filter(([, route]) => app.hasRoute({ method: route.method, url: route.path }))
          // Sign-out last: it ends the role's session.
          .sort(([, x], [, y]) => Number(x.session === 'ends') - Number(y.session === 'ends')),
      );
      for (const [call, route] of walked) {
        for (const role of ['owner', 'editor', 'finance'] as const) {
          const response = await app.inject(requestOf(route, sessions.get(role)!));
          answers.push({
            call,
            role,
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
        }
      }
    });

    it('walks every served publisher call with every role', () => {
      expect(walked.length).toBeGreaterThanOrEqual(9);
      expect(answers).toHaveLength(walked.length * 3);
    });

    it('answers 403 to a role without the permission, and lets a role with it through', () => {
      const wrong = answers.flatMap(({ call, role, status }) => {
        const route = PORTAL_ROUTES[call as keyof typeof PORTAL_ROUTES] as PortalRoute;
        const holds =
          route.permission === undefined ||
          DEFAULT_PORTAL_ROLE_PERMISSIONS[role].includes(route.permission);
        if (!holds) return status === 403 ? [] : [`${call} as ${role}: ${status}, expected 403`];
        return status === 401 || status === 403
          ? [`${call} as ${role}: ${status}, expected neither 401 nor 403`]
          : [];
      });
      expect(wrong).toEqual([]);
    });

    it('never answers a plausible request with a 5xx', () => {
      expect(
        answers
          .filter((answer) => answer.status >= 500)
          .map((answer) => `${answer.call} as ${answer.role}: ${answer.status} ${answer.body}`),
      ).toEqual([]);
    });
  },
);
