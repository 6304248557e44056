import 'server-only';
import type { NextResponse } from 'next/server';
import { getServerEnv } from '@/env';
import { SIGNED_IN_HINT_COOKIE, TOKEN_COOKIE } from './storage-keys';

/**
 * The session cookie (ADR 0002): the API's session token lives only here, HttpOnly so no script
 * reads it, `SameSite=Lax`, `Secure` everywhere but on a loopback host, for the whole site.
 * Set by the API proxy on a successful login and by the external sign-in callbacks; cleared on
 * logout, account deletion and on a 401 for a request that carried it.
 */

/** How long a "remember me" session lasts at most (the API's remembered idle lifetime). */
export const PERSISTENT_SESSION_SECONDS = 30 * 24 * 60 * 60;

const secureByDefault = (): boolean => isSecureSite(getServerEnv().SITE_URL);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True unless the site is served from this machine (`http://localhost` has no certificate). */
export const isSecureSite = (siteUrl: string): boolean => {
  const { hostname } = new URL(siteUrl);
  return !(LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost'));
};

type SessionCookieOptions = {
  /** "Remember me": kept for 30 days; otherwise a browser-session cookie (no `Max-Age`). */
  persistent: boolean;
  /** Defaults to the `SITE_URL` rule of `isSecureSite`. */
  secure?: boolean;
};

/**
 * On an https site the cookie carries the `__Host-` prefix, which browsers accept only with
 * `Secure`, `Path=/` and no `Domain`, so no subdomain or plain-http page can plant or overwrite it.
 * On a loopback development host (plain http) the unprefixed name is used.
 */
export const sessionCookieName = (secure: boolean = secureByDefault()): string =>
  secure ? `__Host-${TOKEN_COOKIE}` : TOKEN_COOKIE;

type CookieReader = { get(name: string): { value: string } | undefined };

/** The session token from a request's cookies, under the name this site uses. */
export const readSessionToken = (
  cookies: CookieReader,
  secure: boolean = secureByDefault(),
): string | undefined => cookies.get(sessionCookieName(secure))?.value || undefined;

const baseAttributes = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', secure, path: '/' }) as const;

/** Puts the session token in the HttpOnly cookie of `response`. */
export const setSessionCookie = (
  response: NextResponse,
  token: string,
  { persistent, secure = secureByDefault() }: SessionCookieOptions,
): void => {
  response.cookies.set(sessionCookieName(secure), token, {
    ...baseAttributes(secure),
    ...(persistent ? { maxAge: PERSISTENT_SESSION_SECONDS } : {}),
  });
  // The hint lives exactly as long as the session cookie, without its secret and readable by scripts.
  response.cookies.set(SIGNED_IN_HINT_COOKIE, '1', {
    ...baseAttributes(secure),
    httpOnly: false,
    ...(persistent ? { maxAge: PERSISTENT_SESSION_SECONDS } : {}),
  });
};

/** Deletes the session cookie (same name, path and attributes, expired). */
export const clearSessionCookie = (
  response: NextResponse,
  { secure = secureByDefault() }: { secure?: boolean } = {},
): void => {
  response.cookies.set(sessionCookieName(secure), '', { ...baseAttributes(secure), maxAge: 0 });
  response.cookies.set(SIGNED_IN_HINT_COOKIE, '', {
    ...baseAttributes(secure),
    httpOnly: false,
    maxAge: 0,
  });
};
