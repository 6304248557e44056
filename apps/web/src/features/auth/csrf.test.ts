import { describe, expect, it } from 'vitest';
import {
  csrfCookieName,
  deriveCsrfKey,
  isCsrfTokenValid,
  issueCsrfToken,
  tokenOfCookie,
} from './csrf';

const key = deriveCsrfKey('a-server-secret-of-at-least-thirty-two-chars');
const otherKey = deriveCsrfKey('another-secret-of-at-least-thirty-two-chars');

describe('the CSRF double submit', () => {
  it('issues a random token whose cookie vouches for it with this key only', () => {
    const first = issueCsrfToken(key);
    const second = issueCsrfToken(key);

    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.cookieValue.startsWith(`${first.token}|`)).toBe(true);
    expect(tokenOfCookie(first.cookieValue, key)).toBe(first.token);
    expect(tokenOfCookie(first.cookieValue, otherKey)).toBeNull();
  });

  it('accepts the submitted token only when it equals the genuine cookie token', () => {
    const { token, cookieValue } = issueCsrfToken(key);
    const other = issueCsrfToken(key);

    expect(isCsrfTokenValid(token, cookieValue, key)).toBe(true);
    expect(isCsrfTokenValid(other.token, cookieValue, key)).toBe(false);
    expect(isCsrfTokenValid(null, cookieValue, key)).toBe(false);
    expect(isCsrfTokenValid(token, undefined, key)).toBe(false);
    expect(isCsrfTokenValid(token, cookieValue, otherKey)).toBe(false);
  });

  it('refuses a cookie someone made up (a token without our HMAC, a changed token, junk)', () => {
    const { token, cookieValue } = issueCsrfToken(key);
    const planted = `${'a'.repeat(64)}|${cookieValue.split('|')[1]}`;

    expect(isCsrfTokenValid('a'.repeat(64), planted, key)).toBe(false);
    expect(isCsrfTokenValid(token, token, key)).toBe(false);
    expect(isCsrfTokenValid(token, `${cookieValue}|x`, key)).toBe(false);
    expect(tokenOfCookie('', key)).toBeNull();
    expect(tokenOfCookie('|', key)).toBeNull();
  });

  it('names the cookie with the __Host- prefix on a secure site', () => {
    expect(csrfCookieName(true)).toBe('__Host-nangsue_csrf');
    expect(csrfCookieName(false)).toBe('nangsue_csrf');
  });
});
