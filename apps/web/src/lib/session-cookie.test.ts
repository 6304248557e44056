import { NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import {
  PERSISTENT_SESSION_SECONDS,
  clearSessionCookie,
  isSecureSite,
  readSessionToken,
  sessionCookieName,
  setSessionCookie,
} from './session-cookie';
import { SIGNED_IN_HINT_COOKIE, TOKEN_COOKIE } from './storage-keys';

const nameOf = (header: string) => header.slice(0, header.indexOf('='));

/** The one Set-Cookie of the session token (plain or `__Host-` name). */
const setCookieOf = (response: NextResponse): string => {
  const headers = response.headers
    .getSetCookie()
    .filter((header) => [TOKEN_COOKIE, `__Host-${TOKEN_COOKIE}`].includes(nameOf(header)));
  expect(headers).toHaveLength(1);
  return headers[0] ?? '';
};

const hintOf = (response: NextResponse): string => {
  const headers = response.headers
    .getSetCookie()
    .filter((header) => nameOf(header) === SIGNED_IN_HINT_COOKIE);
  expect(headers).toHaveLength(1);
  return headers[0] ?? '';
};

const attributesOf = (header: string): string[] =>
  header
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe('isSecureSite', () => {
  it.each([
    ['http://localhost:3000', false],
    ['http://127.0.0.1:3100', false],
    ['http://[::1]:3000', false],
    ['http://shop.localhost:3000', false],
    ['https://nangsue.example', true],
    ['http://192.168.1.20:3000', true],
    ['https://localhost.evil.example', true],
  ])('%s -> %s', (url, expected) => {
    expect(isSecureSite(url)).toBe(expected);
  });
});

describe('setSessionCookie', () => {
  it('keeps a browser-session cookie without "remember me": HttpOnly, Lax, whole site', () => {
    const response = new NextResponse(null);
    setSessionCookie(response, 'tok-123', { persistent: false, secure: false });

    const header = setCookieOf(response);
    expect(header.startsWith(`${TOKEN_COOKIE}=tok-123;`)).toBe(true);
    const attributes = attributesOf(header);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((part) => part.startsWith('max-age'))).toBe(false);
    expect(attributes.some((part) => part.startsWith('expires'))).toBe(false);
    expect(attributes).not.toContain('secure');
  });

  it('keeps it 30 days with "remember me", Secure outside localhost', () => {
    const response = new NextResponse(null);
    setSessionCookie(response, 'tok-456', { persistent: true, secure: true });

    const attributes = attributesOf(setCookieOf(response));
    expect(attributes).toContain(`max-age=${PERSISTENT_SESSION_SECONDS}`);
    expect(PERSISTENT_SESSION_SECONDS).toBe(2_592_000);
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
  });

  it('is Secure by default when SITE_URL is not on this machine', () => {
    vi.stubEnv('SITE_URL', 'https://nangsue.example');
    const response = new NextResponse(null);
    setSessionCookie(response, 'tok-789', { persistent: false });
    expect(attributesOf(setCookieOf(response))).toContain('secure');
    vi.unstubAllEnvs();
  });
});

describe('the cookie name', () => {
  it('carries the __Host- prefix on a secure site and not on a loopback host', () => {
    const secure = new NextResponse(null);
    setSessionCookie(secure, 'tok-1', { persistent: false, secure: true });
    const header = setCookieOf(secure);
    expect(header.startsWith(`__Host-${TOKEN_COOKIE}=tok-1;`)).toBe(true);
    expect(attributesOf(header)).toEqual(expect.arrayContaining(['secure', 'path=/']));
    expect(header.toLowerCase()).not.toContain('domain=');

    expect(sessionCookieName(true)).toBe(`__Host-${TOKEN_COOKIE}`);
    expect(sessionCookieName(false)).toBe(TOKEN_COOKIE);
  });

  it('reads the token only under the name this site uses', () => {
    const jar = (entries: Record<string, string>) => ({
      get: (name: string) => (name in entries ? { value: entries[name]! } : undefined),
    });
    expect(readSessionToken(jar({ [TOKEN_COOKIE]: 'abc' }), false)).toBe('abc');
    expect(readSessionToken(jar({ [`__Host-${TOKEN_COOKIE}`]: 'abc' }), false)).toBeUndefined();
    expect(readSessionToken(jar({ [`__Host-${TOKEN_COOKIE}`]: 'abc' }), true)).toBe('abc');
    // A plain cookie planted over http does not count on a secure site.
    expect(readSessionToken(jar({ [TOKEN_COOKIE]: 'planted' }), true)).toBeUndefined();
    expect(readSessionToken(jar({ [TOKEN_COOKIE]: '' }), false)).toBeUndefined();
  });
});

describe('the signed-in hint', () => {
  it('lives as long as the session cookie, readable by scripts, without the token', () => {
    const browserSession = new NextResponse(null);
    setSessionCookie(browserSession, 'tok-secret', { persistent: false, secure: true });
    const hint = hintOf(browserSession);
    expect(hint.startsWith(`${SIGNED_IN_HINT_COOKIE}=1;`)).toBe(true);
    expect(hint).not.toContain('tok-secret');
    expect(attributesOf(hint)).not.toContain('httponly');
    expect(attributesOf(hint)).toEqual(
      expect.arrayContaining(['secure', 'path=/', 'samesite=lax']),
    );
    expect(attributesOf(hint).some((part) => part.startsWith('max-age'))).toBe(false);

    const remembered = new NextResponse(null);
    setSessionCookie(remembered, 'tok', { persistent: true, secure: false });
    expect(attributesOf(hintOf(remembered))).toContain(`max-age=${PERSISTENT_SESSION_SECONDS}`);
  });

  it('ends with the session cookie', () => {
    const response = new NextResponse(null);
    clearSessionCookie(response, { secure: false });
    const hint = hintOf(response);
    expect(hint.startsWith(`${SIGNED_IN_HINT_COOKIE}=;`)).toBe(true);
    expect(attributesOf(hint)).toContain('max-age=0');
  });
});

describe('clearSessionCookie', () => {
  it('expires the same cookie at once', () => {
    const response = new NextResponse(null);
    clearSessionCookie(response, { secure: false });

    const header = setCookieOf(response);
    expect(header.startsWith(`${TOKEN_COOKIE}=;`)).toBe(true);
    expect(attributesOf(header)).toEqual(
      expect.arrayContaining(['max-age=0', 'path=/', 'httponly', 'samesite=lax']),
    );
  });
});
