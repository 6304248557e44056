import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import { ExternalLoginsResponseSchema, LoginResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { SignJWT, exportSPKI, generateKeyPair, importJWK, type JWK } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';
import { customerIdentities, customers } from '../../db/schema/index.js';

/**
 * External sign-in against real local providers: oauth2-mock-server plays Google (RS256) and
 * Apple (ES256) with its own keys and discovery document, and a small HTTP server answers as
 * Facebook's Graph API. Nothing of ours is mocked.
 */

const GOOGLE_CLIENT_ID = 'google-client.apps.example';
const APPLE_CLIENT_ID = 'th.nangsue.web';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-app-secret';

const FAILED_EN = 'We could not confirm this sign-in with the provider. Please try again.';

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

// ---- local providers --------------------------------------------------------------------------

const startOidcProvider = async (alg: 'RS256' | 'ES256'): Promise<OAuth2Server> => {
  const server = new OAuth2Server();
  await server.issuer.keys.generate(alg);
  await server.start(0, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
};

type Claims = Record<string, unknown>;

/** An ID token signed by the provider's own key, with our usual claims and `overrides`. */
const idTokenFrom = (server: OAuth2Server, clientId: string, claims: Claims) =>
  server.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, { aud: clientId }, claims);
      for (const [key, value] of Object.entries(claims))
        if (value === undefined) delete payload[key];
    },
  });

type FacebookUser = {
  id: string;
  appId?: string;
  isValid?: boolean;
  email?: string;
  first_name?: string;
  last_name?: string;
};

/** Facebook's Graph API as far as we use it: debug_token and /me, for known access tokens. */
const startGraphServer = async (users: Map<string, FacebookUser>) => {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.local');
    calls.push(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (url.pathname === '/v23.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return send(400, { error: { message: 'bad app token' } });
      }
      const user = users.get(url.searchParams.get('input_token') ?? '');
      if (!user) return send(200, { data: { is_valid: false } });
      return send(200, {
        data: {
          app_id: user.appId ?? FACEBOOK_APP_ID,
          type: 'USER',
          is_valid: user.isValid ?? true,
          user_id: user.id,
        },
      });
    }
    if (url.pathname === '/v23.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const user = users.get(token);
      const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
      if (!user || url.searchParams.get('appsecret_proof') !== proof) {
        return send(400, { error: { message: 'invalid token' } });
      }
      const { appId: _appId, isValid: _isValid, ...profile } = user;
      return send(200, { ...profile, name: `${user.first_name ?? ''} ${user.last_name ?? ''}` });
    }
    return send(404, { error: { message: 'unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v23.0`, calls, close: () => server.close() };
};

// ---- forged tokens ----------------------------------------------------------------------------

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (token: string, index: 0 | 1): Claims =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Claims;

// ---- database helpers -------------------------------------------------------------------------

const countRows = async (app: TestApp, table: 'customers' | 'customer_identities') => {
  const [row] = await executeRows<{ count: number | string }>(
    app.database.db,
    sql.raw(`select count(*) as count from ${table}`),
  );
  return Number(row?.count);
};

const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A password account (argon2id), verified or never confirmed. */
const insertPasswordCustomer = async (
  app: TestApp,
  { email, verified }: { email: string; verified: boolean },
) => {
  const [row] = await app.database.db
    .insert(customers)
    .values({
      email,
      emailKey: email.toLowerCase(),
      emailVerifiedAt: verified ? new Date() : null,
      passwordHash: await hash('correct horse battery', PASSWORD_HASH_OPTIONS),
      firstName: 'Somchai',
      lastName: 'Jaidee',
      termsAcceptedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('no customer row');
  return row;
};

const customerRow = async (app: TestApp, id: number) => {
  const [row] = await app.database.db
    .select()
    .from(customers)
    .where(sql`${customers.id} = ${id}`);
  return row;
};

const identitiesOf = (app: TestApp, customerId: number) =>
  app.database.db
    .select()
    .from(customerIdentities)
    .where(sql`${customerIdentities.customerId} = ${customerId}`);

const liveSessionsOf = (app: TestApp, customerId: number) =>
  executeRows<{ id: string; auth_method: string }>(
    app.database.db,
    sql`select id, auth_method from customer_sessions where customer_id = ${customerId} and revoked_at is null`,
  );

// ---- calls ------------------------------------------------------------------------------------

type ExternalData = {
  ProviderSystemName: string;
  ExternalIdentifier: string;
  IdToken?: string;
  AccessToken?: string;
  Nonce?: string;
  Email?: string;
  FirstName?: string;
  LastName?: string;
};

const externalLogin = (app: TestApp, data: ExternalData, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v2/customer/externallogin',
    headers: { Language: 'en', ...headers },
    payload: { Data: { ExternalDisplayIdentifier: '', ...data } },
  });

const removeSocial = (app: TestApp, provider: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/v2/customer/removesocial',
    headers: { Language: 'en', ...(token ? { Token: token } : {}) },
    payload: { Data: { ProviderSystemName: provider } },
  });

describe('external sign-in', () => {
  let app: TestApp;
  let google: OAuth2Server;
  let apple: OAuth2Server;
  let graph: Awaited<ReturnType<typeof startGraphServer>>;
  const facebookUsers = new Map<string, FacebookUser>();

  beforeAll(async () => {
    [google, apple, graph] = await Promise.all([
      startOidcProvider('RS256'),
      startOidcProvider('ES256'),
      startGraphServer(facebookUsers),
    ]);
    app = await buildTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: google.issuer.url ?? '',
      APPLE_CLIENT_ID,
      APPLE_ISSUER: apple.issuer.url ?? '',
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: graph.url,
      EXTERNAL_LOGIN_TIMEOUT_MS: '3000',
    });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([google?.stop(), apple?.stop()]);
    graph?.close();
  });

  /** A fresh Google person and a valid sign-in for them. */
  const googleSignIn = async (claims: Claims = {}) => {
    const subject = unique('g');
    const nonce = randomBytes(16).toString('base64url');
    const email = `${subject}@gmail.example`;
    const idToken = await idTokenFrom(google, GOOGLE_CLIENT_ID, {
      sub: subject,
      nonce,
      email,
      email_verified: true,
      given_name: 'Malee',
      family_name: 'Srisuk',
      name: 'Malee Srisuk',
      ...claims,
    });
    const data: ExternalData = {
      ProviderSystemName: 'ExternalAuth.Google',
      ExternalIdentifier: (claims.sub as string | undefined) ?? subject,
      IdToken: idToken,
      Nonce: nonce,
      Email: email,
    };
    return { subject, nonce, email, idToken, data };
  };

  const facebookUser = (user: Omit<FacebookUser, 'id'> & { id?: string } = {}) => {
    const accessToken = randomBytes(24).toString('hex');
    const id = user.id ?? String(Date.now() * 1000 + (sequence += 1));
    facebookUsers.set(accessToken, { ...user, id });
    return {
      id,
      data: {
        ProviderSystemName: 'ExternalAuth.Facebook',
        ExternalIdentifier: id,
        AccessToken: accessToken,
      } satisfies ExternalData,
    };
  };

  describe('a new Google identity', () => {
    it('creates a verified account in the caller language and signs it in', async () => {
      const { data, email, subject } = await googleSignIn();
      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(200);
      const body = LoginResponseSchema.parse(response.json());
      expect(body.Data?.CustomerInfo).toMatchObject({
        Email: email,
        Username: email,
        FirstName: 'Malee',
        LastName: 'Srisuk',
        IsAdmin: false,
      });
      const customerId = body.Data?.CustomerInfo.CustomerId ?? 0;
      const row = await customerRow(app, customerId);
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(row?.passwordHash).toBeNull();
      expect(row?.language).toBe('en');
      expect(row?.termsAcceptedAt).not.toBeNull();
      expect(row?.lastLoginAt).not.toBeNull();

      const identities = await identitiesOf(app, customerId);
      expect(identities).toMatchObject([
        { provider: 'google', subject, email, isEmailVerified: true },
      ]);
      const session = await app.services.sessions.authenticate(body.Data?.Token ?? '');
      expect(session).toMatchObject({ customerId, authMethod: 'google' });
    });

    it('signs the same identity in again with a new token and no second account', async () => {
      const first = await googleSignIn();
      const one = await externalLogin(app, first.data);
      const before = await countRows(app, 'customers');

      const again = await idTokenFrom(google, GOOGLE_CLIENT_ID, {
        sub: first.subject,
        nonce: 'second-nonce',
        email: first.email,
        email_verified: true,
      });
      const two = await externalLogin(app, {
        ...first.data,
        IdToken: again,
        Nonce: 'second-nonce',
      });

      expect(two.statusCode).toBe(200);
      expect(two.json().Data.CustomerInfo.CustomerId).toBe(one.json().Data.CustomerInfo.CustomerId);
      expect(two.json().Data.Token).not.toBe(one.json().Data.Token);
      expect(await countRows(app, 'customers')).toBe(before);
    });

    it('refuses a second use of one ID token, when replayed later and when sent twice at once', async () => {
      const replayed = await googleSignIn();
      expect((await externalLogin(app, replayed.data)).statusCode).toBe(200);
      const replay = await externalLogin(app, replayed.data);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ Data: null, ErrorList: [FAILED_EN] });

      const raced = await googleSignIn();
      const answers = await Promise.all([
        externalLogin(app, raced.data),
        externalLogin(app, raced.data),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    });

    it('uses Thai for an account created from a Thai page', async () => {
      const { data } = await googleSignIn();
      const response = await externalLogin(app, data, { Language: 'th' });
      const row = await customerRow(app, response.json().Data.CustomerInfo.CustomerId);
      expect(row?.language).toBe('th');
    });

    it('completes a real authorization-code flow with PKCE against the provider', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const authorize = new URL(`${google.issuer.url}/authorize`);
      for (const [key, value] of Object.entries({
        response_type: 'code',
        client_id: GOOGLE_CLIENT_ID,
        redirect_uri: 'http://localhost:3000/api/auth/callback/google',
        scope: 'openid email profile',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }))
        authorize.searchParams.set(key, value);
      const redirect = await fetch(authorize, { redirect: 'manual' });
      const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';

      const subject = unique('flow');
      const setClaims = (token: { payload: Claims }) => {
        if (token.payload.aud === GOOGLE_CLIENT_ID) {
          Object.assign(token.payload, {
            sub: subject,
            email: `${subject}@gmail.example`,
            email_verified: true,
          });
        }
      };
      google.service.on('beforeTokenSigning', setClaims);
      const tokens = (await (
        await fetch(`${google.issuer.url}/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'http://localhost:3000/api/auth/callback/google',
            client_id: GOOGLE_CLIENT_ID,
            client_secret: 'secret',
            code_verifier: verifier,
          }),
        })
      ).json()) as { id_token: string };
      google.service.off('beforeTokenSigning', setClaims);

      const response = await externalLogin(app, {
        ProviderSystemName: 'ExternalAuth.Google',
        ExternalIdentifier: subject,
        IdToken: tokens.id_token,
        Nonce: 'nonce-1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().Data.CustomerInfo.Email).toBe(`${subject}@gmail.example`);
    });
  });

  describe('refuses forged or misused ID tokens with one generic 401 and no account', () => {
    type Forgery = (valid: Awaited<ReturnType<typeof googleSignIn>>) => Promise<ExternalData>;

    const forgeries: [string, Forgery][] = [
      [
        'alg none',
        async ({ data, idToken }) => ({
          ...data,
          IdToken: `${b64({ alg: 'none', typ: 'JWT' })}.${idToken.split('.')[1]}.`,
        }),
      ],
      [
        'HS256 signed with the provider public key',
        async ({ data, idToken }) => {
          const [jwk] = google.issuer.keys.toJSON() as JWK[];
          const publicKey = await importJWK({ ...jwk, alg: 'RS256' }, 'RS256');
          if (publicKey instanceof Uint8Array) throw new Error('expected an RSA key');
          const publicPem = await exportSPKI(publicKey);
          const forged = await new SignJWT(decodePart(idToken, 1))
            .setProtectedHeader({ alg: 'HS256', kid: jwk?.kid, typ: 'JWT' })
            .sign(new TextEncoder().encode(publicPem));
          return { ...data, IdToken: forged };
        },
      ],
      [
        'signed by a key the provider never published',
        async ({ data, idToken }) => {
          const { privateKey } = await generateKeyPair('RS256');
          const header = decodePart(idToken, 0);
          const forged = await new SignJWT(decodePart(idToken, 1))
            .setProtectedHeader({ alg: 'RS256', kid: header.kid as string, typ: 'JWT' })
            .sign(privateKey);
          return { ...data, IdToken: forged };
        },
      ],
      [
        'expired',
        async ({ data, nonce, subject }) => {
          const now = Math.floor(Date.now() / 1000);
          return {
            ...data,
            IdToken: await idTokenFrom(google, GOOGLE_CLIENT_ID, {
              sub: subject,
              nonce,
              iat: now - 7200,
              nbf: now - 7200,
              exp: now - 3600,
            }),
          };
        },
      ],
      [
        'issued to another client (aud)',
        async ({ data, nonce, subject }) => ({
          ...data,
          IdToken: await idTokenFrom(google, 'someone-elses-client', { sub: subject, nonce }),
        }),
      ],
      [
        'from another issuer (iss)',
        async ({ data, nonce, subject }) => ({
          ...data,
          IdToken: await idTokenFrom(google, GOOGLE_CLIENT_ID, {
            sub: subject,
            nonce,
            iss: 'https://accounts.evil.example',
          }),
        }),
      ],
      [
        'with an edited payload',
        async ({ data, idToken }) => {
          const [header, , signature] = idToken.split('.');
          const payload = { ...decodePart(idToken, 1), email: 'victim@gmail.example' };
          return { ...data, IdToken: `${header}.${b64(payload)}.${signature}` };
        },
      ],
      ['with a nonce other than the one sent', async ({ data }) => ({ ...data, Nonce: 'other' })],
      ['without the nonce', async ({ data }) => ({ ...data, Nonce: undefined })],
      [
        'for a subject other than ExternalIdentifier',
        async ({ data }) => ({ ...data, ExternalIdentifier: 'victim-subject' }),
      ],
      [
        'issued for another authorized party (azp)',
        async ({ data, nonce, subject }) => ({
          ...data,
          IdToken: await idTokenFrom(google, GOOGLE_CLIENT_ID, {
            sub: subject,
            nonce,
            azp: 'someone-elses-client',
          }),
        }),
      ],
      ['missing', async ({ data }) => ({ ...data, IdToken: undefined })],
      ['not a JWT', async ({ data }) => ({ ...data, IdToken: 'not-a-token' })],
      [
        'a Google token sent as Apple',
        async ({ data }) => ({ ...data, ProviderSystemName: 'ExternalAuth.Apple' }),
      ],
    ];

    it.each(forgeries)('%s', async (_name, forge) => {
      const valid = await googleSignIn();
      const [customersBefore, identitiesBefore] = await Promise.all([
        countRows(app, 'customers'),
        countRows(app, 'customer_identities'),
      ]);

      const response = await externalLogin(app, await forge(valid));

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Data: null, ErrorList: [FAILED_EN] });
      expect(await countRows(app, 'customers')).toBe(customersBefore);
      expect(await countRows(app, 'customer_identities')).toBe(identitiesBefore);
      // The untouched token still works: the refusal was about the forgery.
      expect((await externalLogin(app, valid.data)).statusCode).toBe(200);
    });

    it('answers in Thai too', async () => {
      const { data } = await googleSignIn();
      const response = await externalLogin(app, { ...data, Nonce: 'x' }, { Language: 'th' });
      expect(response.statusCode).toBe(401);
      expect(response.json().ErrorList).toEqual([
        'ไม่สามารถยืนยันการเข้าสู่ระบบกับผู้ให้บริการได้ กรุณาลองใหม่อีกครั้ง',
      ]);
    });
  });

  describe('account linking rules (checklist 24)', () => {
    it('never signs in or links a verified account because the e-mail matches', async () => {
      const email = `${unique('owner')}@example.com`;
      const owner = await insertPasswordCustomer(app, { email, verified: true });
      const { data } = await googleSignIn({ email: email.toUpperCase() });

      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(409);
      expect(response.json().ErrorList).toEqual([
        'An account with this e-mail address already exists. Log in with your password (or the way you signed in before), then link Google in Settings.',
      ]);
      expect(await identitiesOf(app, owner.id)).toEqual([]);
      expect(await liveSessionsOf(app, owner.id)).toEqual([]);
      expect((await customerRow(app, owner.id))?.passwordHash).toBe(owner.passwordHash);
    });

    it('takes over a never-confirmed account: the pre-set password, identities and sessions die', async () => {
      const email = `${unique('prehijack')}@example.com`;
      const planted = await insertPasswordCustomer(app, { email, verified: false });
      const attackerSession = await app.services.sessions.startSession({
        customerId: planted.id,
        authMethod: 'password',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      const attackerFacebook = facebookUser({ email });
      await app.database.db.insert(customerIdentities).values({
        customerId: planted.id,
        provider: 'facebook',
        subject: attackerFacebook.id,
      });
      const { data, subject } = await googleSignIn({ email });

      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(200);
      expect(response.json().Data.CustomerInfo.CustomerId).toBe(planted.id);
      const row = await customerRow(app, planted.id);
      expect(row?.passwordHash).toBeNull();
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(await app.services.sessions.authenticate(attackerSession.token)).toBeUndefined();
      expect(await identitiesOf(app, planted.id)).toMatchObject([{ provider: 'google', subject }]);
      expect(await liveSessionsOf(app, planted.id)).toMatchObject([{ auth_method: 'google' }]);
    });

    it('does not take over a never-confirmed account with an unverified (Facebook) e-mail', async () => {
      const email = `${unique('fbunverified')}@example.com`;
      const planted = await insertPasswordCustomer(app, { email, verified: false });
      const { data } = facebookUser({ email, first_name: 'A', last_name: 'B' });

      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(409);
      expect((await customerRow(app, planted.id))?.passwordHash).toBe(planted.passwordHash);
      expect(await identitiesOf(app, planted.id)).toEqual([]);
    });

    it('does not take over with a Google e-mail the provider did not verify', async () => {
      const email = `${unique('gunverified')}@example.com`;
      const planted = await insertPasswordCustomer(app, { email, verified: false });
      const { data } = await googleSignIn({ email, email_verified: false });

      expect((await externalLogin(app, data)).statusCode).toBe(409);
      expect((await customerRow(app, planted.id))?.passwordHash).toBe(planted.passwordHash);
    });

    it('links a new identity to the signed-in caller and replaces the session', async () => {
      const owner = await insertPasswordCustomer(app, {
        email: `${unique('linker')}@example.com`,
        verified: true,
      });
      const current = await app.services.sessions.startSession({
        customerId: owner.id,
        authMethod: 'password',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      const { data, subject } = await googleSignIn();

      const response = await externalLogin(app, data, { Token: current.token });

      expect(response.statusCode).toBe(200);
      expect(response.json().Data.CustomerInfo.CustomerId).toBe(owner.id);
      expect(await identitiesOf(app, owner.id)).toMatchObject([{ provider: 'google', subject }]);
      expect(await app.services.sessions.authenticate(current.token)).toBeUndefined();
      expect(await app.services.sessions.authenticate(response.json().Data.Token)).toMatchObject({
        customerId: owner.id,
        authMethod: 'google',
      });
      // The password still works for the owner: linking changes nothing else.
      expect((await customerRow(app, owner.id))?.passwordHash).toBe(owner.passwordHash);
    });

    it('does not sign in when the linking session has ended (401, nothing linked)', async () => {
      const owner = await insertPasswordCustomer(app, {
        email: `${unique('ended')}@example.com`,
        verified: true,
      });
      const ended = await app.services.sessions.startSession({
        customerId: owner.id,
        authMethod: 'password',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      await app.services.sessions.endSession(ended.sessionId);
      const { data } = await googleSignIn();
      const before = await countRows(app, 'customers');

      const response = await externalLogin(app, data, { Token: ended.token });

      expect(response.statusCode).toBe(401);
      expect(await countRows(app, 'customers')).toBe(before);
      expect(await identitiesOf(app, owner.id)).toEqual([]);
    });

    it('refuses to link an identity that belongs to another customer', async () => {
      const someone = await googleSignIn();
      await externalLogin(app, someone.data);
      const other = await insertPasswordCustomer(app, {
        email: `${unique('other')}@example.com`,
        verified: true,
      });
      const session = await app.services.sessions.startSession({
        customerId: other.id,
        authMethod: 'password',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      const again = await idTokenFrom(google, GOOGLE_CLIENT_ID, {
        sub: someone.subject,
        nonce: 'n',
      });

      const response = await externalLogin(
        app,
        { ...someone.data, IdToken: again, Nonce: 'n' },
        { Token: session.token },
      );

      expect(response.statusCode).toBe(409);
      expect(response.json().ErrorList).toEqual([
        'This Google account is already linked to another customer account.',
      ]);
      expect(await identitiesOf(app, other.id)).toEqual([]);
      expect(await app.services.sessions.authenticate(session.token)).toBeDefined();
    });

    it('refuses a second identity of the same provider for one customer', async () => {
      const first = await googleSignIn();
      const signedIn = (await externalLogin(app, first.data)).json().Data;
      const second = await googleSignIn();

      const response = await externalLogin(app, second.data, { Token: signedIn.Token });

      expect(response.statusCode).toBe(409);
      expect(response.json().ErrorList).toEqual([
        'Your account is already linked to a different Google account. Remove that link first.',
      ]);
      expect(await identitiesOf(app, signedIn.CustomerInfo.CustomerId)).toHaveLength(1);
    });

    it('signs a known identity in even when the provider now reports another e-mail', async () => {
      const first = await googleSignIn();
      const id = (await externalLogin(app, first.data)).json().Data.CustomerInfo.CustomerId;
      const token = await idTokenFrom(google, GOOGLE_CLIENT_ID, {
        sub: first.subject,
        nonce: 'n2',
        email: `${unique('changed')}@gmail.example`,
        email_verified: true,
      });
      const response = await externalLogin(app, { ...first.data, IdToken: token, Nonce: 'n2' });
      expect(response.statusCode).toBe(200);
      expect(response.json().Data.CustomerInfo.CustomerId).toBe(id);
    });
  });

  describe('Apple', () => {
    it('creates an account from an ES256 token, a private-relay address and the posted names', async () => {
      const subject = unique('001234.apple');
      const email = `${unique('relay')}@privaterelay.appleid.com`;
      const idToken = await idTokenFrom(apple, APPLE_CLIENT_ID, {
        sub: subject,
        nonce: 'apple-nonce',
        email,
        email_verified: 'true',
        is_private_email: 'true',
      });

      const response = await externalLogin(app, {
        ProviderSystemName: 'ExternalAuth.Apple',
        ExternalIdentifier: subject,
        IdToken: idToken,
        Nonce: 'apple-nonce',
        FirstName: 'สมหญิง',
        LastName: 'ใจดี',
      });

      expect(response.statusCode).toBe(200);
      const info = response.json().Data.CustomerInfo;
      expect(info).toMatchObject({ Email: email, FirstName: 'สมหญิง', LastName: 'ใจดี' });
      expect((await customerRow(app, info.CustomerId))?.emailVerifiedAt).not.toBeNull();
      expect(await liveSessionsOf(app, info.CustomerId)).toMatchObject([{ auth_method: 'apple' }]);
    });

    it('refuses an Apple token issued by the Google provider', async () => {
      const subject = unique('apple');
      const idToken = await idTokenFrom(google, APPLE_CLIENT_ID, { sub: subject, nonce: 'n' });
      const response = await externalLogin(app, {
        ProviderSystemName: 'ExternalAuth.Apple',
        ExternalIdentifier: subject,
        IdToken: idToken,
        Nonce: 'n',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('Facebook', () => {
    it('creates an account whose Facebook e-mail stays unverified', async () => {
      const email = `${unique('fb')}@facebook.example`;
      const { data, id } = facebookUser({ email, first_name: 'Niran', last_name: 'Thong' });

      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(200);
      const info = response.json().Data.CustomerInfo;
      expect(info).toMatchObject({ Email: email, FirstName: 'Niran', LastName: 'Thong' });
      expect((await customerRow(app, info.CustomerId))?.emailVerifiedAt).toBeNull();
      expect(await identitiesOf(app, info.CustomerId)).toMatchObject([
        { provider: 'facebook', subject: id, isEmailVerified: false },
      ]);
    });

    it('asks for e-mail access when Facebook shares no address (422, no account)', async () => {
      const { data } = facebookUser({ first_name: 'No', last_name: 'Mail' });
      const before = await countRows(app, 'customers');

      const response = await externalLogin(app, data);

      expect(response.statusCode).toBe(422);
      expect(response.json().ErrorList).toEqual([
        'Facebook did not share your e-mail address. Allow access to your e-mail address, or register with an e-mail address and password.',
      ]);
      expect(await countRows(app, 'customers')).toBe(before);
    });

    it('links a Facebook identity without e-mail to a signed-in customer', async () => {
      const google1 = await googleSignIn();
      const signedIn = (await externalLogin(app, google1.data)).json().Data;
      const { data } = facebookUser({});

      const response = await externalLogin(app, data, { Token: signedIn.Token });

      expect(response.statusCode).toBe(200);
      expect(await identitiesOf(app, signedIn.CustomerInfo.CustomerId)).toHaveLength(2);
    });

    it.each([
      ['an invalid token', { isValid: false }],
      ['a token of another app', { appId: '999' }],
    ])('refuses %s', async (_name, user) => {
      const { data } = facebookUser({ email: `${unique('fbbad')}@facebook.example`, ...user });
      const before = await countRows(app, 'customers');
      const response = await externalLogin(app, data);
      expect(response.statusCode).toBe(401);
      expect(response.json().ErrorList).toEqual([FAILED_EN]);
      expect(await countRows(app, 'customers')).toBe(before);
    });

    it('refuses a token of another user and an unknown token', async () => {
      const { data } = facebookUser({ email: `${unique('fbother')}@facebook.example` });
      expect((await externalLogin(app, { ...data, ExternalIdentifier: '42' })).statusCode).toBe(
        401,
      );
      expect((await externalLogin(app, { ...data, AccessToken: 'unknown' })).statusCode).toBe(401);
      expect((await externalLogin(app, { ...data, AccessToken: undefined })).statusCode).toBe(401);
    });
  });

  describe('POST /v2/customer/removesocial', () => {
    it('needs a session', async () => {
      expect((await removeSocial(app, 'ExternalAuth.Google')).statusCode).toBe(401);
    });

    it('unlinks a provider from an account that keeps its password', async () => {
      const owner = await insertPasswordCustomer(app, {
        email: `${unique('keep')}@example.com`,
        verified: true,
      });
      const session = await app.services.sessions.startSession({
        customerId: owner.id,
        authMethod: 'password',
        context: { deviceId: null, ipAddress: null, userAgent: null },
      });
      const { data } = await googleSignIn();
      const linked = (await externalLogin(app, data, { Token: session.token })).json().Data;

      const response = await removeSocial(app, 'ExternalAuth.Google', linked.Token);

      expect(response.statusCode).toBe(200);
      expect(ExternalLoginsResponseSchema.parse(response.json()).Data?.ExternalLogins).toEqual([]);
      expect(await identitiesOf(app, owner.id)).toEqual([]);
    });

    it('keeps the only way to sign in of a provider-only account', async () => {
      const { data } = await googleSignIn();
      const signedIn = (await externalLogin(app, data)).json().Data;

      const response = await removeSocial(app, 'ExternalAuth.Google', signedIn.Token);

      expect(response.statusCode).toBe(409);
      expect(response.json().ErrorList).toEqual([
        'You cannot remove Google: it is the only way to sign in to this account. Set a password or link another provider first.',
      ]);
      expect(await identitiesOf(app, signedIn.CustomerInfo.CustomerId)).toHaveLength(1);
    });

    it('unlinks one of two providers, then refuses the last one', async () => {
      const { data } = await googleSignIn();
      const signedIn = (await externalLogin(app, data)).json().Data;
      const linked = (
        await externalLogin(app, facebookUser({}).data, { Token: signedIn.Token })
      ).json().Data;

      const first = await removeSocial(app, 'ExternalAuth.Google', linked.Token);
      expect(first.statusCode).toBe(200);
      expect(first.json().Data.ExternalLogins).toMatchObject([
        { ProviderSystemName: 'ExternalAuth.Facebook' },
      ]);
      expect((await removeSocial(app, 'ExternalAuth.Facebook', linked.Token)).statusCode).toBe(409);
    });

    it('answers 404 for a provider that is not linked', async () => {
      const { data } = await googleSignIn();
      const signedIn = (await externalLogin(app, data)).json().Data;
      const response = await removeSocial(app, 'ExternalAuth.Apple', signedIn.Token);
      expect(response.statusCode).toBe(404);
      expect(response.json().ErrorList).toEqual(['Your account is not linked to Apple.']);
    });

    it('lets only one of two concurrent removals through on a provider-only account', async () => {
      const { data } = await googleSignIn();
      const signedIn = (await externalLogin(app, data)).json().Data;
      const linked = (
        await externalLogin(app, facebookUser({}).data, { Token: signedIn.Token })
      ).json().Data;

      const results = await Promise.all([
        removeSocial(app, 'ExternalAuth.Google', linked.Token),
        removeSocial(app, 'ExternalAuth.Facebook', linked.Token),
      ]);

      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      expect(await identitiesOf(app, signedIn.CustomerInfo.CustomerId)).toHaveLength(1);
    });
  });
});

describe('external sign-in without provider settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['ExternalAuth.Google', 'ExternalAuth.Facebook', 'ExternalAuth.Apple'])(
    '%s is not available (400)',
    async (provider) => {
      const response = await externalLogin(app, {
        ProviderSystemName: provider,
        ExternalIdentifier: 'x',
        IdToken: 'a.b.c',
        AccessToken: 'y',
        Nonce: 'n',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList[0]).toMatch(
        /^Sign-in with (Google|Facebook|Apple) is not available\.$/,
      );
    },
  );

  it('refuses unknown fields and an unknown provider', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/customer/externallogin',
      payload: {
        Data: { ProviderSystemName: 'ExternalAuth.Twitter', ExternalIdentifier: 'x', Admin: true },
      },
    });
    expect(response.statusCode).toBe(400);
  });
});
