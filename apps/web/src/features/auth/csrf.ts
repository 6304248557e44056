import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of the sign-in provider endpoints (`/api/auth/csrf`, `/api/auth/signout`), a
 * double submit as Auth.js does it: the browser gets a random token in the JSON answer and the
 * same token, with an HMAC of this server's secret, in an HttpOnly `SameSite=Lax` cookie. A
 * signout must send the token back in its body; it counts only when it equals the cookie's token
 * and the cookie's HMAC is ours, so a page of another site can neither read the token nor plant a
 * cookie of its own choosing (the `__Host-` prefix on https keeps subdomains out too).
 */

/** The base name; on an https site the cookie is `__Host-nangsue_csrf`. */
export const CSRF_COOKIE = 'nangsue_csrf';

/** Spec §8: a signout without a (matching) CSRF token. */
export const CSRF_MISSING_MESSAGE = 'Could not fetch CSRF Token for signing out';

export const csrfCookieName = (secure: boolean): string =>
  secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE;

/** 256 random bits, as 64 hex characters (Auth.js's shape). */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** A key of its own for this purpose, derived from the configured secret. */
export const deriveCsrfKey = (secret: string): Buffer =>
  createHmac('sha256', 'nangsue csrf key').update(secret).digest();

const macOf = (token: string, key: Buffer): string =>
  createHmac('sha256', key).update(token).digest('hex');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type IssuedCsrf = { token: string; cookieValue: string };

/** A fresh token and the cookie value that vouches for it (`token|hmac`). */
export const issueCsrfToken = (key: Buffer): IssuedCsrf => {
  const token = randomBytes(32).toString('hex');
  return { token, cookieValue: `${token}|${macOf(token, key)}` };
};

/** The token a cookie value vouches for, or null when the value is not one this server made. */
export const tokenOfCookie = (cookieValue: string | undefined, key: Buffer): string | null => {
  if (!cookieValue) return null;
  const [token, mac, ...rest] = cookieValue.split('|');
  if (rest.length > 0 || !token || !mac || !TOKEN_PATTERN.test(token)) return null;
  return sameText(mac, macOf(token, key)) ? token : null;
};

/** True when the submitted token is the one the (genuine) cookie holds. */
export const isCsrfTokenValid = (
  submitted: string | null,
  cookieValue: string | undefined,
  key: Buffer,
): boolean => {
  if (!submitted) return false;
  const expected = tokenOfCookie(cookieValue, key);
  return expected !== null && sameText(submitted, expected);
};
