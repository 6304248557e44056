import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getServerEnv } from '@/env';
import { clientIpFrom } from '@/lib/api-forward';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { isSecureSite, readSessionToken, setSessionCookie } from '@/lib/session-cookie';
import { DEVICE_COOKIE } from '@/lib/storage-keys';
import { requestExternalLogin } from './external-login-request';
import { buildAuthorizationUrl, exchangeCode, randomToken } from './oauth-client';
import { getProviderSettings } from './providers';
import {
  callbackPath,
  completionPath,
  errorPath,
  isSignInFlowPath,
  isSocialProvider,
  type SignInError,
  type SocialProvider,
} from './sign-in-paths';
import {
  SIGN_IN_STATE_MAX_AGE_SECONDS,
  deriveStateKey,
  openSignInState,
  sealSignInState,
  type SignInState,
} from './sign-in-state';

/**
 * External sign-in on the web server (spec §3, §4; security checklist 23): start (state, nonce and
 * PKCE verifier into an encrypted cookie, then off to the provider) and finish (state checked,
 * code exchanged, `POST /v2/customer/externallogin`, session cookie set, on to the completion
 * page). Failures land on `/auth/error?error=<code>`.
 */

/** One cookie per provider, so two sign-ins in two tabs do not overwrite each other. */
export const stateCookieName = (provider: SocialProvider): string => `nangsue_signin_${provider}`;

/**
 * Google and Facebook come back by a top-level GET: `SameSite=Lax` is enough. Apple posts its
 * answer from appleid.apple.com (`response_mode=form_post`), a cross-site POST that only carries
 * `SameSite=None` cookies, which browsers accept only with `Secure` (also on http://localhost).
 * Each cookie is sent to its callback path only.
 */
export const stateCookieOptions = (provider: SocialProvider, secureSite: boolean) =>
  ({
    httpOnly: true,
    secure: provider === 'apple' ? true : secureSite,
    sameSite: provider === 'apple' ? 'none' : 'lax',
    path: provider === 'apple' ? callbackPath('apple') : '/api/auth/callback',
    maxAge: SIGN_IN_STATE_MAX_AGE_SECONDS,
  }) as const;

let processKey: Uint8Array | undefined;

/** The configured secret's key; outside production a random one per process will do. */
const stateKey = (): Uint8Array => {
  const env = getServerEnv();
  if (env.AUTH_COOKIE_SECRET) return deriveStateKey(env.AUTH_COOKIE_SECRET);
  if (env.NODE_ENV === 'production') throw new Error('AUTH_COOKIE_SECRET is not set');
  processKey ??= deriveStateKey(randomBytes(32).toString('hex'));
  return processKey;
};

const absolute = (path: string): URL => new URL(path, getServerEnv().SITE_URL);

const redirectTo = (path: string | URL): NextResponse => {
  const response = NextResponse.redirect(typeof path === 'string' ? absolute(path) : path, 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

const clearStateCookie = (response: NextResponse, provider: SocialProvider): void => {
  const options = stateCookieOptions(provider, isSecureSite(getServerEnv().SITE_URL));
  response.cookies.set(stateCookieName(provider), '', { ...options, maxAge: 0 });
};

const failure = (locale: Locale, error: SignInError, provider?: SocialProvider): NextResponse => {
  const response = redirectTo(errorPath(locale, error));
  if (provider) clearStateCookie(response, provider);
  return response;
};

const DEVICE_ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** `GET /api/auth/signin/{provider}?locale=&mode=&next=`: off to the provider. */
export const startSignIn = async (
  request: NextRequest,
  providerName: string,
): Promise<Response> => {
  const query = request.nextUrl.searchParams;
  const requestedLocale = query.get('locale');
  const locale = isLocale(requestedLocale) ? requestedLocale : DEFAULT_LOCALE;
  if (!isSocialProvider(providerName)) return failure(locale, 'provider_unavailable');
  const provider = providerName;
  const settings = getProviderSettings(provider);
  if (!settings) return failure(locale, 'provider_unavailable');

  const mode = query.get('mode') === 'link' ? 'link' : 'signin';
  let sessionToken: string | null = null;
  if (mode === 'link') {
    // Linking changes the account: only from our own pages, and only with a session.
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return failure(locale, 'invalid_state');
    }
    sessionToken = readSessionToken(request.cookies) ?? null;
    if (!sessionToken) return failure(locale, 'not_signed_in');
  }

  const requestedNext = query.get('next');
  const next = requestedNext ? safeRedirectPath(requestedNext) : null;
  const deviceId = request.cookies.get(DEVICE_COOKIE)?.value ?? null;
  const state: SignInState = {
    provider,
    state: randomToken(),
    nonce: randomToken(),
    verifier: randomToken(),
    locale,
    mode,
    next: next && !isSignInFlowPath(next) ? next : null,
    deviceId: deviceId && DEVICE_ID_PATTERN.test(deviceId) ? deviceId : null,
    sessionToken,
  };

  let authorizationUrl: URL;
  let sealed: string;
  try {
    authorizationUrl = await buildAuthorizationUrl(settings, {
      state: state.state,
      nonce: state.nonce,
      verifier: state.verifier,
      redirectUri: absolute(callbackPath(provider)).toString(),
    });
    sealed = await sealSignInState(state, stateKey());
  } catch (error) {
    console.error(`[auth] could not start the ${provider} sign-in`, error);
    return failure(locale, 'provider_error');
  }

  const response = redirectTo(authorizationUrl);
  response.cookies.set(
    stateCookieName(provider),
    sealed,
    stateCookieOptions(provider, isSecureSite(getServerEnv().SITE_URL)),
  );
  return response;
};

export type ProviderAnswer = {
  code: string | null;
  state: string | null;
  /** The provider's `error` (the person cancelled or refused). */
  error: string | null;
  /** Apple's `user` field: JSON with the name, sent at the first authorization only. */
  user?: string | null;
};

const sameString = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const AppleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

const appleNames = (user: string | null | undefined) => {
  if (!user) return {};
  try {
    const parsed = AppleUserSchema.safeParse(JSON.parse(user));
    return parsed.success ? (parsed.data.name ?? {}) : {};
  } catch {
    return {};
  }
};

/**
 * The provider's answer (Google and Facebook by GET, Apple by POST): checked against the state
 * cookie of this browser, exchanged for tokens, turned into a session by the API.
 */
export const finishSignIn = async (
  request: NextRequest,
  provider: SocialProvider,
  answer: ProviderAnswer,
  fallbackLocale: Locale = DEFAULT_LOCALE,
): Promise<Response> => {
  let saved: SignInState | null;
  try {
    saved = await openSignInState(
      request.cookies.get(stateCookieName(provider))?.value,
      stateKey(),
    );
  } catch (error) {
    console.error('[auth] cannot read the sign-in state', error);
    saved = null;
  }
  const locale = saved?.locale ?? fallbackLocale;

  if (!saved || saved.provider !== provider) return failure(locale, 'invalid_state', provider);
  if (!answer.state || !sameString(answer.state, saved.state)) {
    return failure(locale, 'invalid_state', provider);
  }
  if (answer.error) return failure(locale, 'access_denied', provider);
  if (!answer.code) return failure(locale, 'provider_error', provider);

  const settings = getProviderSettings(provider);
  if (!settings) return failure(locale, 'provider_unavailable', provider);

  let tokens;
  try {
    tokens = await exchangeCode(settings, {
      code: answer.code,
      state: saved.state,
      verifier: saved.verifier,
      nonce: saved.nonce,
      redirectUri: absolute(callbackPath(provider)).toString(),
    });
  } catch (error) {
    console.error(`[auth] ${provider} code exchange failed`, error);
    return failure(locale, 'provider_error', provider);
  }

  const result = await requestExternalLogin({
    provider,
    tokens,
    nonce: saved.nonce,
    names: provider === 'apple' ? appleNames(answer.user) : {},
    mode: saved.mode,
    locale,
    deviceId: saved.deviceId,
    sessionToken: saved.mode === 'link' ? saved.sessionToken : null,
    clientIp: clientIpFrom(request.headers.get('x-forwarded-for')),
    userAgent: request.headers.get('user-agent'),
  });
  if (!result.ok) return failure(locale, result.error, provider);

  const response = redirectTo(completionPath(locale, saved.next));
  setSessionCookie(response, result.token, { persistent: false });
  clearStateCookie(response, provider);
  return response;
};
