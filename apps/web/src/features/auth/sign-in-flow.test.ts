import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';
import { NextRequest } from 'next/server';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Flow from './sign-in-flow';
import { deriveStateKey, openSignInState } from './sign-in-state';

/**
 * The web server's half of external sign-in, against a real local OpenID provider
 * (oauth2-mock-server as Google and as Apple) and a local HTTP server in the API's place that
 * records what the web server sends it.
 */

const SITE_URL = 'http://localhost:3999';
const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const DEVICE_ID = '3f2a6c1e-8d4b-4e7a-9c1f-2b3d4e5f6a7b';

let google: OAuth2Server;
let apple: OAuth2Server;
let api: Server;
const apiCalls: { headers: Record<string, string | string[] | undefined>; body: unknown }[] = [];
let apiAnswer: { status: number; body: unknown } = { status: 200, body: null };
let applePublicKey: KeyObject;

let flow: typeof Flow;

const startOidc = async () => {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
};

beforeAll(async () => {
  [google, apple] = await Promise.all([startOidc(), startOidc()]);
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      apiCalls.push({ headers: request.headers, body: JSON.parse(raw || 'null') });
      response.writeHead(apiAnswer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(apiAnswer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));

  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  applePublicKey = publicKey;
  Object.assign(process.env, {
    SITE_URL,
    API_MAIN_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    AUTH_COOKIE_SECRET: SECRET,
    GOOGLE_CLIENT_ID: 'web-google-client',
    GOOGLE_CLIENT_SECRET: 'web-google-secret',
    GOOGLE_ISSUER: google.issuer.url,
    APPLE_CLIENT_ID: 'th.nangsue.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    APPLE_ISSUER: apple.issuer.url,
  });
  flow = await import('./sign-in-flow');
});

afterAll(async () => {
  await Promise.all([google?.stop(), apple?.stop()]);
  api?.close();
});

const request = (
  path: string,
  init: {
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    method?: string;
    body?: BodyInit;
  } = {},
) => {
  const headers = new Headers(init.headers);
  const cookies = Object.entries(init.cookies ?? {}).map(([name, value]) => `${name}=${value}`);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  return new NextRequest(new URL(path, SITE_URL), {
    headers,
    method: init.method ?? 'GET',
    ...(init.body ? { body: init.body } : {}),
  });
};

/** The Set-Cookie header of `name`, as the browser would see it. */
const setCookieOf = (response: Response, name: string): string | undefined =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

const cookieValue = (setCookie: string | undefined): string =>
  setCookie?.split(';')[0]?.split('=').slice(1).join('=') ?? '';

const location = (response: Response): URL => new URL(response.headers.get('location') ?? '');

/** Starts a Google sign-in and follows the provider's redirect back: code, state and the cookie. */
const googleRoundTrip = async (query = 'locale=en') => {
  const started = await flow.startSignIn(
    request(`/api/auth/signin/google?${query}`, { cookies: { nangsue_device: DEVICE_ID } }),
    'google',
  );
  const cookie = cookieValue(setCookieOf(started, 'nangsue_signin_google'));
  const authorize = await fetch(location(started), { redirect: 'manual' });
  const back = location(authorize as unknown as Response);
  return { started, cookie, back };
};

describe('starting a sign-in', () => {
  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const response = await flow.startSignIn(
      request('/api/auth/signin/google?locale=en&next=%2Fen%2Fbook-detail%2F7'),
      'google',
    );

    expect(response.status).toBe(303);
    const target = location(response);
    expect(`${target.origin}${target.pathname}`).toBe(`${google.issuer.url}/authorize`);
    const params = Object.fromEntries(target.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'web-google-client',
      redirect_uri: `${SITE_URL}/api/auth/callback/google`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(params)).not.toContain('web-google-secret');

    const setCookie = setCookieOf(response, 'nangsue_signin_google') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth\/callback/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).not.toMatch(/Secure/i);

    const state = await openSignInState(cookieValue(setCookie), deriveStateKey(SECRET));
    expect(state).toMatchObject({
      provider: 'google',
      state: params.state,
      nonce: params.nonce,
      locale: 'en',
      mode: 'signin',
      next: '/en/book-detail/7',
    });
    // The cookie is encrypted: neither the verifier nor the nonce can be read from it.
    expect(cookieValue(setCookie)).not.toContain(state?.verifier ?? '-');
    expect(cookieValue(setCookie)).not.toContain(params.nonce);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    'https://evil.com',
    'javascript:alert(1)',
  ])('replaces next=%s by the home page', async (next) => {
    const response = await flow.startSignIn(
      request(`/api/auth/signin/google?next=${encodeURIComponent(next)}`),
      'google',
    );
    const state = await openSignInState(
      cookieValue(setCookieOf(response, 'nangsue_signin_google')),
      deriveStateKey(SECRET),
    );
    expect(state?.next).toBe('/');
  });

  it('keeps Apple state in a SameSite=None; Secure cookie for its cross-site form post', async () => {
    const response = await flow.startSignIn(request('/api/auth/signin/apple'), 'apple');
    const params = location(response).searchParams;
    expect(params.get('response_mode')).toBe('form_post');
    expect(params.get('scope')).toBe('name email');
    expect(params.get('redirect_uri')).toBe(`${SITE_URL}/auth/callback-apple`);
    const setCookie = setCookieOf(response, 'nangsue_signin_apple') ?? '';
    expect(setCookie).toMatch(/SameSite=none/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/auth\/callback-apple/);
  });

  it('refuses an unconfigured provider and an unknown one', async () => {
    const facebook = await flow.startSignIn(request('/api/auth/signin/facebook'), 'facebook');
    expect(location(facebook).pathname + location(facebook).search).toBe(
      '/auth/error?error=provider_unavailable',
    );
    const other = await flow.startSignIn(request('/api/auth/signin/twitter?locale=en'), 'twitter');
    expect(location(other).pathname).toBe('/en/auth/error');
  });

  it('links only with a session and only from our own pages', async () => {
    const withoutSession = await flow.startSignIn(
      request('/api/auth/signin/google?mode=link'),
      'google',
    );
    expect(location(withoutSession).search).toBe('?error=not_signed_in');

    const crossSite = await flow.startSignIn(
      request('/api/auth/signin/google?mode=link', {
        cookies: { nangsue_token: 'session-token-value-123456' },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      'google',
    );
    expect(location(crossSite).search).toBe('?error=invalid_state');

    const ok = await flow.startSignIn(
      request('/api/auth/signin/google?mode=link', {
        cookies: { nangsue_token: 'session-token-value-123456' },
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
      'google',
    );
    const state = await openSignInState(
      cookieValue(setCookieOf(ok, 'nangsue_signin_google')),
      deriveStateKey(SECRET),
    );
    expect(state).toMatchObject({ mode: 'link', sessionToken: 'session-token-value-123456' });
  });
});

describe('finishing a sign-in', () => {
  it('exchanges the code with the verifier and signs in through the API', async () => {
    const { cookie, back } = await googleRoundTrip('locale=en&next=%2Fen%2Fwishlist');
    apiCalls.length = 0;
    apiAnswer = {
      status: 200,
      body: {
        Data: {
          CustomerInfo: {
            CustomerId: 1,
            Username: 'a@b.example',
            FirstName: 'A',
            LastName: 'B',
            Email: 'a@b.example',
            IsAdmin: false,
            AdminRedirectUrl: null,
            PublisherRedirectUrl: null,
            PublisherStatus: null,
          },
          Token: 'new-session-token-abcdefghijklmnop',
        },
        ErrorList: [],
      },
    };

    const response = await flow.finishSignIn(
      request(`/api/auth/callback/google${back.search}`, {
        cookies: { nangsue_signin_google: cookie },
        headers: { 'user-agent': 'Browser/1.0', 'x-forwarded-for': '203.0.113.9' },
      }),
      'google',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: null },
    );

    expect(location(response).toString()).toBe(
      `${SITE_URL}/en/auth/complete?next=%2Fen%2Fwishlist`,
    );
    const session = setCookieOf(response, 'nangsue_token') ?? '';
    expect(cookieValue(session)).toBe('new-session-token-abcdefghijklmnop');
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).toMatch(/Path=\//);
    expect(setCookieOf(response, 'nangsue_signin_google')).toMatch(/Max-Age=0/);

    expect(apiCalls).toHaveLength(1);
    const [call] = apiCalls;
    expect(call?.headers).toMatchObject({
      language: 'en',
      deviceid: DEVICE_ID,
      devicetypeid: '20',
      'user-agent': 'Browser/1.0',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(call?.headers.token).toBeUndefined();
    const data = (call?.body as { Data: Record<string, string> }).Data;
    expect(data).toMatchObject({
      ProviderSystemName: 'ExternalAuth.Google',
      ExternalIdentifier: 'johndoe',
      ExternalDisplayIdentifier: '',
    });
    // The ID token the provider issued for our client, with the nonce of this sign-in.
    const claims = JSON.parse(
      Buffer.from(data.IdToken?.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, string>;
    expect(claims.aud).toBe('web-google-client');
    expect(claims.nonce).toBe(data.Nonce);
  });

  it.each([
    ['another nonce', (payload: Record<string, unknown>) => ({ ...payload, nonce: 'replayed' })],
    ['another audience', (payload: Record<string, unknown>) => ({ ...payload, aud: 'other-app' })],
    ['an expired token', (payload: Record<string, unknown>) => ({ ...payload, exp: 1_000 })],
  ])('refuses an ID token with %s before it reaches the API', async (_case, alter) => {
    const { cookie, back } = await googleRoundTrip();
    apiCalls.length = 0;
    // The mock signs an access token and an ID token; only the ID token carries the nonce.
    const tamper = (token: { payload: Record<string, unknown> }) => {
      if ('nonce' in token.payload) token.payload = alter(token.payload);
    };
    google.service.on('beforeTokenSigning', tamper);

    const response = await flow
      .finishSignIn(
        request(`/api/auth/callback/google${back.search}`, {
          cookies: { nangsue_signin_google: cookie },
        }),
        'google',
        { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: null },
      )
      .finally(() => google.service.off('beforeTokenSigning', tamper));

    expect(location(response).searchParams.get('error')).toBe('provider_error');
    expect(apiCalls).toHaveLength(0);
  });

  it.each([
    ['a wrong state', (state: string): string | null => `${state}x`],
    ['no state', (): string | null => null],
  ])(
    'sends %s to /auth/error?error=invalid_state without calling the API',
    async (_name, change) => {
      const { cookie, back } = await googleRoundTrip();
      apiCalls.length = 0;
      const response = await flow.finishSignIn(
        request('/api/auth/callback/google', { cookies: { nangsue_signin_google: cookie } }),
        'google',
        {
          code: back.searchParams.get('code'),
          error: null,
          state: change(back.searchParams.get('state') ?? ''),
        },
      );
      expect(location(response).toString()).toBe(`${SITE_URL}/en/auth/error?error=invalid_state`);
      expect(setCookieOf(response, 'nangsue_signin_google')).toMatch(/Max-Age=0/);
      expect(apiCalls).toHaveLength(0);
    },
  );

  it('refuses an answer without the state cookie, or with an altered one', async () => {
    const { cookie, back } = await googleRoundTrip();
    const answer = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      error: null,
    };
    const missing = await flow.finishSignIn(request('/api/auth/callback/google'), 'google', answer);
    expect(location(missing).search).toBe('?error=invalid_state');

    const altered = `${cookie.slice(0, -4)}${cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const tampered = await flow.finishSignIn(
      request('/api/auth/callback/google', { cookies: { nangsue_signin_google: altered } }),
      'google',
      answer,
    );
    expect(location(tampered).search).toBe('?error=invalid_state');

    // Another provider's cookie does not do either.
    const crossed = await flow.finishSignIn(
      request('/auth/callback-apple', { cookies: { nangsue_signin_apple: cookie } }),
      'apple',
      answer,
    );
    expect(location(crossed).search).toBe('?error=invalid_state');
  });

  it('fails when the PKCE verifier does not match the challenge', async () => {
    const { back } = await googleRoundTrip();
    // A state cookie of another sign-in: same state value, but a different verifier.
    const other = await flow.startSignIn(request('/api/auth/signin/google?locale=en'), 'google');
    const otherState = await openSignInState(
      cookieValue(setCookieOf(other, 'nangsue_signin_google')),
      deriveStateKey(SECRET),
    );
    const { sealSignInState } = await import('./sign-in-state');
    const forged = await sealSignInState(
      {
        ...(otherState as NonNullable<typeof otherState>),
        state: back.searchParams.get('state') ?? '',
      },
      deriveStateKey(SECRET),
    );
    apiCalls.length = 0;

    const response = await flow.finishSignIn(
      request('/api/auth/callback/google', { cookies: { nangsue_signin_google: forged } }),
      'google',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: null },
    );

    expect(location(response).search).toBe('?error=provider_error');
    expect(apiCalls).toHaveLength(0);
  });

  it('reports a provider error (the person cancelled) as access_denied', async () => {
    const { cookie, back } = await googleRoundTrip();
    const response = await flow.finishSignIn(
      request('/api/auth/callback/google', { cookies: { nangsue_signin_google: cookie } }),
      'google',
      { code: null, state: back.searchParams.get('state'), error: 'access_denied' },
    );
    expect(location(response).search).toBe('?error=access_denied');
  });

  it.each([
    [401, 'verification_failed'],
    [409, 'account_exists'],
    [422, 'email_required'],
    [500, 'server_error'],
  ])('turns the API refusal %i into error=%s and sets no session', async (status, code) => {
    const { cookie, back } = await googleRoundTrip();
    apiAnswer = { status, body: { Data: null, ErrorList: ['refused'] } };
    const response = await flow.finishSignIn(
      request('/api/auth/callback/google', { cookies: { nangsue_signin_google: cookie } }),
      'google',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: null },
    );
    expect(location(response).toString()).toBe(`${SITE_URL}/en/auth/error?error=${code}`);
    expect(setCookieOf(response, 'nangsue_token')).toBeUndefined();
  });

  it('signs Apple in with a client secret JWT and passes the posted names on', async () => {
    const started = await flow.startSignIn(
      request('/api/auth/signin/apple?mode=link', {
        cookies: { nangsue_token: 'current-session-token-123456', nangsue_device: DEVICE_ID },
      }),
      'apple',
    );
    const cookie = cookieValue(setCookieOf(started, 'nangsue_signin_apple'));
    const back = location(
      (await fetch(location(started), { redirect: 'manual' })) as unknown as Response,
    );
    let clientSecret = '';
    apple.service.once('beforeResponse', (_response, req) => {
      clientSecret = String((req.body as Record<string, string>).client_secret);
    });
    apiCalls.length = 0;
    apiAnswer = { status: 409, body: { Data: null, ErrorList: ['linked elsewhere'] } };

    const response = await flow.finishSignIn(
      // A cross-site POST: the session cookie (SameSite=Lax) does not come along.
      request('/auth/callback-apple', {
        method: 'POST',
        cookies: { nangsue_signin_apple: cookie },
      }),
      'apple',
      {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        error: null,
        user: JSON.stringify({
          name: { firstName: 'สมหญิง', lastName: 'ใจดี' },
          email: 'x@privaterelay.appleid.com',
        }),
      },
    );

    expect(location(response).search).toBe('?error=link_conflict');
    // Signed with the Sign in with Apple key, as Apple checks it.
    const { payload, protectedHeader } = await jwtVerify(clientSecret, applePublicKey, {
      algorithms: ['ES256'],
      issuer: 'TEAM123456',
      subject: 'th.nangsue.web',
      audience: apple.issuer.url,
    });
    expect(protectedHeader.kid).toBe('KEY1234567');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
    expect(apiCalls[0]?.headers).toMatchObject({
      token: 'current-session-token-123456',
      deviceid: DEVICE_ID,
    });
    expect((apiCalls[0]?.body as { Data: unknown }).Data).toMatchObject({
      ProviderSystemName: 'ExternalAuth.Apple',
      FirstName: 'สมหญิง',
      LastName: 'ใจดี',
    });
  });
});
