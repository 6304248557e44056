import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Endpoints from './auth-endpoints';
import { CSRF_MISSING_MESSAGE, deriveCsrfKey, issueCsrfToken } from './csrf';

/**
 * The sign-in provider endpoints (`/api/auth/*`), with a local HTTP server in the API's place
 * that records the calls the web server makes for the browser.
 */

const SITE_URL = 'http://localhost:3998';
const SECRET = 'auth-endpoints-test-secret-of-32-chars-or-more';
const SESSION = 'session-token-of-the-reader';

let api: Server;
const apiCalls: { method: string; url: string; token: string | undefined }[] = [];
const apiAnswers = new Map<string, { status: number; body: unknown }>();
let endpoints: typeof Endpoints;

const CUSTOMER = {
  CustomerId: 7,
  Username: 'somchai@example.com',
  FirstName: 'สมชาย',
  LastName: 'ใจดี',
  Email: 'somchai@example.com',
  IsAdmin: false,
  AdminRedirectUrl: null,
  PublisherRedirectUrl: null,
  PublisherStatus: null,
};

beforeAll(async () => {
  api = createServer((request, response) => {
    const token = request.headers.token;
    apiCalls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: typeof token === 'string' ? token : undefined,
    });
    const answer = apiAnswers.get(request.url ?? '') ?? { status: 404, body: null };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  for (const name of [
    'FACEBOOK_APP_ID',
    'FACEBOOK_APP_SECRET',
    'APPLE_CLIENT_ID',
    'APPLE_TEAM_ID',
    'APPLE_KEY_ID',
    'APPLE_PRIVATE_KEY',
  ])
    delete process.env[name];
  Object.assign(process.env, {
    SITE_URL,
    API_MAIN_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    AUTH_COOKIE_SECRET: SECRET,
    GOOGLE_CLIENT_ID: 'web-google-client',
    GOOGLE_CLIENT_SECRET: 'web-google-secret',
  });
  endpoints = await import('./auth-endpoints');
});

afterAll(() => {
  api?.close();
});

beforeEach(() => {
  apiCalls.length = 0;
  apiAnswers.clear();
  apiAnswers.set('/v2/customer/login-info', {
    status: 200,
    body: { Data: { CustomerInfo: CUSTOMER }, ErrorList: [] },
  });
  apiAnswers.set('/v2/customer/logout', {
    status: 200,
    body: { Data: { Message: 'Logged out' }, ErrorList: [] },
  });
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

const setCookieOf = (response: Response, name: string): string | undefined =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

const cookieValue = (setCookie: string | undefined): string =>
  decodeURIComponent(setCookie?.split(';')[0]?.split('=').slice(1).join('=') ?? '');

/** A token and its cookie, as `GET /api/auth/csrf` gives a browser. */
const csrfOfBrowser = async () => {
  const response = endpoints.answerCsrf(request('/api/auth/csrf'));
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { csrfToken, cookie: cookieValue(setCookieOf(response, 'nangsue_csrf')) };
};

const jsonSignOut = (body: unknown, cookies: Record<string, string>, headers = {}) =>
  endpoints.answerSignOut(
    request('/api/auth/signout', {
      method: 'POST',
      cookies,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

describe('GET /api/auth/csrf', () => {
  it('gives a token and the HttpOnly SameSite=Lax cookie that vouches for it', async () => {
    const response = endpoints.answerCsrf(request('/api/auth/csrf'));

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const setCookie = setCookieOf(response, 'nangsue_csrf') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(cookieValue(setCookie).startsWith(`${csrfToken}|`)).toBe(true);
  });

  it('gives the same token again while the cookie is genuine, a new one for a forged cookie', async () => {
    const { csrfToken, cookie } = await csrfOfBrowser();

    const again = endpoints.answerCsrf(
      request('/api/auth/csrf', { cookies: { nangsue_csrf: cookie } }),
    );
    expect(await again.json()).toEqual({ csrfToken });
    expect(setCookieOf(again, 'nangsue_csrf')).toBeUndefined();

    const forged = issueCsrfToken(
      deriveCsrfKey('somebody-else-s-secret-of-32-characters'),
    ).cookieValue;
    const fresh = endpoints.answerCsrf(
      request('/api/auth/csrf', { cookies: { nangsue_csrf: forged } }),
    );
    const body = (await fresh.json()) as { csrfToken: string };
    expect(body.csrfToken).not.toBe(forged.split('|')[0]);
    expect(setCookieOf(fresh, 'nangsue_csrf')).toBeDefined();
  });

  it('refuses a page of another site', async () => {
    const response = endpoints.answerCsrf(
      request('/api/auth/csrf', { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(response.status).toBe(403);
    expect(setCookieOf(response, 'nangsue_csrf')).toBeUndefined();
  });
});

describe('GET /api/auth/providers', () => {
  it('lists the configured providers only, keyed by id, with their start and return addresses', async () => {
    const response = endpoints.answerProviders();

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      google: {
        id: 'google',
        name: 'Google',
        type: 'oidc',
        signinUrl: `${SITE_URL}/api/auth/signin/google`,
        callbackUrl: `${SITE_URL}/api/auth/callback/google`,
      },
    });
  });
});

describe('GET /api/auth/session', () => {
  it('is {} without a session, without asking the API', async () => {
    const response = await endpoints.answerSession(request('/api/auth/session'));

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({});
    expect(apiCalls).toEqual([]);
  });

  it("shows the API's customer for the cookie's token, and when the session ends if unused", async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const response = await endpoints.answerSession(
      request('/api/auth/session', { cookies: { nangsue_token: SESSION } }),
      now,
    );

    expect(await response.json()).toEqual({
      user: { name: 'สมชาย ใจดี', email: 'somchai@example.com' },
      expires: '2026-11-27T10:00:00.000Z',
    });
    expect(apiCalls).toEqual([{ method: 'GET', url: '/v2/customer/login-info', token: SESSION }]);
  });

  it('is {} and clears the cookies when the API says the session is over', async () => {
    apiAnswers.set('/v2/customer/login-info', {
      status: 401,
      body: { Data: null, ErrorList: ['Please log in'] },
    });
    const response = await endpoints.answerSession(
      request('/api/auth/session', { cookies: { nangsue_token: SESSION } }),
    );

    expect(await response.json()).toEqual({});
    expect(setCookieOf(response, 'nangsue_token')).toMatch(/Max-Age=0/);
    expect(setCookieOf(response, 'nangsue_signed_in')).toMatch(/Max-Age=0/);
  });

  it('answers 502 and keeps the session when the API fails', async () => {
    apiAnswers.set('/v2/customer/login-info', { status: 503, body: null });
    const response = await endpoints.answerSession(
      request('/api/auth/session', { cookies: { nangsue_token: SESSION } }),
    );

    expect(response.status).toBe(502);
    expect(setCookieOf(response, 'nangsue_token')).toBeUndefined();
  });
});

describe('POST /api/auth/signout', () => {
  it('without a CSRF token: 400 with the spec message, and nothing changes', async () => {
    const { cookie } = await csrfOfBrowser();
    const response = await jsonSignOut({}, { nangsue_csrf: cookie, nangsue_token: SESSION });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Data: null, ErrorList: [CSRF_MISSING_MESSAGE] });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  it('with a wrong token, or a token without its cookie: 400 and nothing changes', async () => {
    const browser = await csrfOfBrowser();
    const other = await csrfOfBrowser();

    const wrong = await jsonSignOut(
      { csrfToken: other.csrfToken },
      { nangsue_csrf: browser.cookie, nangsue_token: SESSION },
    );
    const noCookie = await jsonSignOut(
      { csrfToken: browser.csrfToken },
      { nangsue_token: SESSION },
    );

    for (const response of [wrong, noCookie]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ Data: null, ErrorList: [CSRF_MISSING_MESSAGE] });
      expect(setCookieOf(response, 'nangsue_token')).toBeUndefined();
    }
    expect(apiCalls).toEqual([]);
  });

  it('with the token (JSON): the API ends the session, the cookies go, the answer is { url }', async () => {
    const { csrfToken, cookie } = await csrfOfBrowser();
    const response = await jsonSignOut(
      { csrfToken, callbackUrl: '/en' },
      { nangsue_csrf: cookie, nangsue_token: SESSION },
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/en' });
    expect(apiCalls).toEqual([{ method: 'GET', url: '/v2/customer/logout', token: SESSION }]);
    expect(setCookieOf(response, 'nangsue_token')).toMatch(/Max-Age=0/);
    expect(setCookieOf(response, 'nangsue_signed_in')).toMatch(/Max-Age=0/);
  });

  it('with the token (form): a 302 to a path of this store, never elsewhere', async () => {
    const { csrfToken, cookie } = await csrfOfBrowser();
    const response = await endpoints.answerSignOut(
      request('/api/auth/signout', {
        method: 'POST',
        cookies: { nangsue_csrf: cookie, nangsue_token: SESSION },
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, callbackUrl: 'https://evil.example/' }).toString(),
      }),
    );

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/`);
    expect(setCookieOf(response, 'nangsue_token')).toMatch(/Max-Age=0/);
    expect(apiCalls.map((call) => call.url)).toEqual(['/v2/customer/logout']);
  });

  it('clears the cookies even when the API cannot end the session', async () => {
    apiAnswers.set('/v2/customer/logout', { status: 503, body: null });
    const { csrfToken, cookie } = await csrfOfBrowser();
    const response = await jsonSignOut(
      { csrfToken },
      { nangsue_csrf: cookie, nangsue_token: SESSION },
    );

    expect(await response.json()).toEqual({ url: '/' });
    expect(setCookieOf(response, 'nangsue_token')).toMatch(/Max-Age=0/);
  });

  it('refuses a page of another site before anything else', async () => {
    const { csrfToken, cookie } = await csrfOfBrowser();
    const response = await jsonSignOut(
      { csrfToken },
      { nangsue_csrf: cookie, nangsue_token: SESSION },
      { origin: 'https://evil.example' },
    );

    expect(response.status).toBe(403);
    expect(apiCalls).toEqual([]);
  });
});

describe('GET /api/auth/signin', () => {
  it('goes to the login page of the language', () => {
    expect(endpoints.answerSignIn(request('/api/auth/signin')).headers.get('location')).toBe(
      `${SITE_URL}/Login`,
    );
    expect(
      endpoints.answerSignIn(request('/api/auth/signin?locale=en')).headers.get('location'),
    ).toBe(`${SITE_URL}/en/Login`);
  });

  it("with a provider: to that provider's start, with a safe page to come back to", () => {
    const response = endpoints.answerSignIn(
      request('/api/auth/signin?provider=google&locale=en&callbackUrl=%2Fen%2Fbook-detail%2F3'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${SITE_URL}/api/auth/signin/google?locale=en&next=%2Fen%2Fbook-detail%2F3`,
    );

    const unsafe = endpoints.answerSignIn(
      request('/api/auth/signin?provider=google&callbackUrl=https%3A%2F%2Fevil.example'),
    );
    expect(unsafe.headers.get('location')).toBe(`${SITE_URL}/api/auth/signin/google?locale=th`);
  });
});
