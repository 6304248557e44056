import 'server-only';
import { randomBytes } from 'node:crypto';
import { API_ROUTES, DEFAULT_LOCALE, isLocale, type Locale } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { clientIpFrom, errorEnvelope, isForeignRequest, ownOriginsOf } from '@/lib/api-forward';
import { serverApiFor } from '@/lib/api-server';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { clearSessionCookie, isSecureSite, readSessionToken } from '@/lib/session-cookie';
import { DEVICE_COOKIE } from '@/lib/storage-keys';
import {
  CSRF_MISSING_MESSAGE,
  csrfCookieName,
  deriveCsrfKey,
  isCsrfTokenValid,
  issueCsrfToken,
  tokenOfCookie,
} from './csrf';
import { getProviderSettings } from './providers';
import { SOCIAL_PROVIDERS, callbackPath, isSocialProvider, signInStartPath } from './sign-in-paths';

/**
 * The sign-in provider endpoints of spec §7 (`csrf`, `providers`, `session`, `signin`, `signout`
 * under `/api/auth/`), with the names and shapes of Auth.js (ADR 0004): the storefront keeps no
 * session of its own; `session` and `signout` ask the API with the session cookie's token.
 */

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

const secureSite = (): boolean => isSecureSite(getServerEnv().SITE_URL);

let processKey: Buffer | undefined;

/**
 * The CSRF key from `AUTH_COOKIE_SECRET`; without it a random key per process (a token then
 * lasts as long as the process, and the header's log-out always fetches a fresh one first).
 */
const csrfKey = (): Buffer => {
  const secret = getServerEnv().AUTH_COOKIE_SECRET;
  if (secret) return deriveCsrfKey(secret);
  processKey ??= deriveCsrfKey(randomBytes(32).toString('hex'));
  return processKey;
};

const isForeign = (request: NextRequest): boolean =>
  isForeignRequest(
    true,
    request.headers,
    ownOriginsOf(request.headers, request.nextUrl, getServerEnv().SITE_URL),
  );

const forbidden = (): NextResponse =>
  NextResponse.json(errorEnvelope('Forbidden'), { status: 403, headers: NO_STORE });

const localeOf = (request: NextRequest): Locale => {
  const asked = request.nextUrl.searchParams.get('locale');
  if (isLocale(asked)) return asked;
  const saved = request.cookies.get(LOCALE_COOKIE_NAME)?.value;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
};

const apiFor = (request: NextRequest, token: string) =>
  serverApiFor({
    token,
    deviceId: request.cookies.get(DEVICE_COOKIE)?.value,
    locale: localeOf(request),
    clientIp: clientIpFrom(request.headers.get('x-forwarded-for')),
    userAgent: request.headers.get('user-agent'),
  });

/**
 * `GET /api/auth/csrf` → `{ csrfToken }`. The token of a genuine cookie is reused (two tabs keep
 * working); otherwise a new one is issued with its cookie.
 */
export const answerCsrf = (request: NextRequest): NextResponse => {
  if (isForeign(request)) return forbidden();
  const secure = secureSite();
  const key = csrfKey();
  const current = tokenOfCookie(request.cookies.get(csrfCookieName(secure))?.value, key);
  if (current !== null) return NextResponse.json({ csrfToken: current }, { headers: NO_STORE });

  const issued = issueCsrfToken(key);
  const response = NextResponse.json({ csrfToken: issued.token }, { headers: NO_STORE });
  response.cookies.set(csrfCookieName(secure), issued.cookieValue, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
  return response;
};

export type ProviderEntry = {
  id: string;
  name: string;
  type: 'oidc' | 'oauth';
  signinUrl: string;
  callbackUrl: string;
};

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/**
 * `GET /api/auth/providers` → the providers set up on this server, keyed by id, with where to
 * start a sign-in and the return address registered with the provider (Apple posts to the spec's
 * `/auth/callback-apple`). Facebook Login is plain OAuth 2.0; Google and Apple are OpenID Connect.
 */
export const listProviders = (siteUrl: string): Record<string, ProviderEntry> =>
  Object.fromEntries(
    SOCIAL_PROVIDERS.filter((provider) => getProviderSettings(provider) !== null).map(
      (provider) => [
        provider,
        {
          id: provider,
          name: PROVIDER_NAMES[provider],
          type: provider === 'facebook' ? 'oauth' : 'oidc',
          signinUrl: new URL(`/api/auth/signin/${provider}`, siteUrl).toString(),
          callbackUrl: new URL(callbackPath(provider), siteUrl).toString(),
        },
      ],
    ),
  );

export const answerProviders = (): NextResponse =>
  NextResponse.json(listProviders(getServerEnv().SITE_URL), { headers: NO_STORE });

/**
 * The earliest a session can end when it is not used: the API's idle lifetime of a session
 * without "remember me" (each call slides it; the API alone knows the exact end).
 */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;

export type SessionAnswer =
  Record<string, never> | { user: { name: string; email: string }; expires: string };

/**
 * `GET /api/auth/session` → `{ user: { name, email }, expires }` while the session cookie's token
 * is a live session of the API (`GET /v2/customer/login-info`), `{}` without one. A token the API
 * refuses (401) is over: its cookies are cleared. When the API cannot answer: 502.
 */
export const answerSession = async (request: NextRequest, now = new Date()) => {
  const token = readSessionToken(request.cookies);
  if (!token) return NextResponse.json({} satisfies SessionAnswer, { headers: NO_STORE });

  let result;
  try {
    result = await apiFor(request, token).requestApi(API_ROUTES.loginInfo);
  } catch (error) {
    console.error('[auth] session: login-info failed', error);
    return NextResponse.json(errorEnvelope('The session could not be read'), {
      status: 502,
      headers: NO_STORE,
    });
  }
  if (!result.ok && (result.status === 401 || result.status === 403)) {
    const response = NextResponse.json({} satisfies SessionAnswer, { headers: NO_STORE });
    clearSessionCookie(response);
    return response;
  }
  if (!result.ok || result.data.Data === null) {
    return NextResponse.json(errorEnvelope('The session could not be read'), {
      status: 502,
      headers: NO_STORE,
    });
  }

  const customer = result.data.Data.CustomerInfo;
  const name = `${customer.FirstName} ${customer.LastName}`.trim() || customer.Username;
  const answer: SessionAnswer = {
    user: { name, email: customer.Email },
    expires: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000).toISOString(),
  };
  return NextResponse.json(answer, { headers: NO_STORE });
};

const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

const redirectTo = (path: string): NextResponse => {
  const response = NextResponse.redirect(new URL(path, getServerEnv().SITE_URL), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/**
 * `GET /api/auth/signin` → the login page of the language (`/Login`, `/en/Login`);
 * `?provider=google|facebook|apple` → that provider's start (`/api/auth/signin/{provider}`), with
 * `callbackUrl` (a path of this store) as the page to come back to.
 */
export const answerSignIn = (request: NextRequest): NextResponse => {
  const locale = localeOf(request);
  const provider = request.nextUrl.searchParams.get('provider');
  const callbackUrl = request.nextUrl.searchParams.get('callbackUrl');
  const next = callbackUrl ? safeRedirectPath(callbackUrl, '') : '';
  if (provider !== null && isSocialProvider(provider)) {
    return redirectTo(signInStartPath(provider, { locale, next: next || undefined }));
  }
  return redirectTo(`${localePrefix(locale)}/Login`);
};

type SignOutForm = { csrfToken: string | null; callbackUrl: string | null; wantsJson: boolean };

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The signout's fields from a JSON body or a form (urlencoded or multipart). The answer is JSON
 * (`{ url }`) for a JSON body or Auth.js's `X-Auth-Return-Redirect: 1`, else a redirect.
 */
export const readSignOutForm = async (request: Request): Promise<SignOutForm> => {
  const contentType = request.headers.get('content-type') ?? '';
  const returnsJson = request.headers.get('x-auth-return-redirect') === '1';
  if (contentType.includes('application/json')) {
    const body: unknown = await request.json().catch(() => null);
    const fields =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    return {
      csrfToken: stringOrNull(fields.csrfToken),
      callbackUrl: stringOrNull(fields.callbackUrl),
      wantsJson: true,
    };
  }
  if (
    contentType.includes('application/x-www-form-urlencoded') ||
    contentType.includes('multipart/form-data')
  ) {
    const form = await request.formData().catch(() => new FormData());
    return {
      csrfToken: stringOrNull(form.get('csrfToken')),
      callbackUrl: stringOrNull(form.get('callbackUrl')),
      wantsJson: returnsJson,
    };
  }
  return { csrfToken: null, callbackUrl: null, wantsJson: returnsJson };
};

/**
 * `POST /api/auth/signout` with `csrfToken` (the one `csrf` gave this browser): the API ends the
 * session (`GET /v2/customer/logout` with the cookie's token), the session and hint cookies are
 * cleared whatever the API says (the reader asked to leave), and the answer is `{ url }` or a 302
 * to `callbackUrl` (a path of this store, else `/`). Without a matching token: 400 (spec §8) and
 * nothing changes.
 */
export const answerSignOut = async (request: NextRequest): Promise<NextResponse> => {
  if (isForeign(request)) return forbidden();
  const form = await readSignOutForm(request);
  const cookieValue = request.cookies.get(csrfCookieName(secureSite()))?.value;
  if (!isCsrfTokenValid(form.csrfToken, cookieValue, csrfKey())) {
    return NextResponse.json(errorEnvelope(CSRF_MISSING_MESSAGE), {
      status: 400,
      headers: NO_STORE,
    });
  }

  const token = readSessionToken(request.cookies);
  if (token) {
    try {
      const result = await apiFor(request, token).requestApi(API_ROUTES.logout);
      if (!result.ok && result.status !== 401) {
        console.warn(`[auth] signout: logout answered ${result.status}`, result.errors);
      }
    } catch (error) {
      console.warn('[auth] signout: logout call failed; the cookies are cleared anyway', error);
    }
  }

  const url = safeRedirectPath(form.callbackUrl ?? '/');
  const response = form.wantsJson
    ? NextResponse.json({ url }, { headers: NO_STORE })
    : NextResponse.redirect(new URL(url, getServerEnv().SITE_URL), {
        status: 302,
        headers: NO_STORE,
      });
  clearSessionCookie(response);
  return response;
};
