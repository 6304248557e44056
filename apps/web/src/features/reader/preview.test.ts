import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as openRoute from '@/app/[locale]/(visitor)/preview/[token]/route';
import * as fileRoute from '@/app/preview-files/[productId]/route';
import { previewCookieName, previewLinkEndedPath, previewReaderPath } from './preview';

/**
 * The storefront's half of a publisher's preview (docs/reader.md "Preview"): the one-time link
 * opened on the API and turned into the book's own HttpOnly cookie, and the file route that sends
 * that session, and never the customer's, to the API. A local HTTP server stands in for the API
 * and records what it is sent.
 */

const SITE_URL = 'http://localhost:3999';
const TOKEN = 'A'.repeat(43);
const SESSION = 'S'.repeat(43);

let api: Server;
let apiUrl = '';
type Call = { method: string; url: string; headers: Record<string, unknown>; body: unknown };
const calls: Call[] = [];
let answer: { status: number; headers?: Record<string, string>; body: string } = {
  status: 200,
  body: '',
};

beforeAll(async () => {
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      });
      response.writeHead(answer.status, {
        'Content-Type': 'application/json',
        ...answer.headers,
      });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  api?.close();
});

beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE_URL);
  vi.stubEnv('API_MAIN_URL', apiUrl);
  calls.length = 0;
});

const request = (
  path: string,
  init: { cookies?: Record<string, string>; method?: string } = {},
) => {
  const headers = new Headers();
  const cookies = Object.entries(init.cookies ?? {}).map(([name, value]) => `${name}=${value}`);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  headers.set('Range', 'bytes=0-65535');
  return new NextRequest(new URL(path, SITE_URL), { headers, method: init.method ?? 'GET' });
};

const openLink = (locale: string, token: string, cookies: Record<string, string> = {}) =>
  openRoute.GET(request(`/${locale}/preview/${token}`, { cookies }), {
    params: Promise.resolve({ locale, token }),
  });

describe('preview paths and cookie', () => {
  it('names one cookie per book, __Host- on https', () => {
    expect(previewCookieName(42, false)).toBe('nangsue_preview_42');
    expect(previewCookieName(42, true)).toBe('__Host-nangsue_preview_42');
    expect(previewReaderPath('th', 42)).toBe('/preview/read/42');
    expect(previewReaderPath('en', 42)).toBe('/en/preview/read/42');
    expect(previewLinkEndedPath('en')).toBe('/en/preview/ended');
  });
});

describe('opening a preview link', () => {
  it('opens it once on the API and keeps the reading session in the book’s HttpOnly cookie', async () => {
    const expiresAt = new Date(Date.now() + 4 * 3_600_000).toISOString();
    answer = {
      status: 200,
      body: JSON.stringify({
        Data: { ProductId: 42, Session: SESSION, ExpiresAt: expiresAt },
        ErrorList: [],
      }),
    };
    const response = await openLink('en', TOKEN, { nangsue_token: 'customer-session' });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/en/preview/read/42`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('nangsue_preview_42='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`nangsue_preview_42=${SESSION}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(4 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(4 * 3600);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/preview/open',
      body: { Data: { Token: TOKEN } },
    });
    // The customer's session is not the preview's business.
    expect(calls[0]?.headers.token).toBeUndefined();
  });

  it('sends a link that does not open to the page that says so, without a cookie', async () => {
    answer = {
      status: 404,
      body: JSON.stringify({ Data: null, ErrorList: ['This preview link has expired'] }),
    };
    const response = await openLink('th', TOKEN);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/preview/ended`);
    expect(response.headers.getSetCookie()).toEqual([]);

    // A malformed token is not sent to the API at all.
    calls.length = 0;
    const malformed = await openLink('en', 'not-a-token');
    expect(malformed.headers.get('location')).toBe(`${SITE_URL}/en/preview/ended`);
    expect(calls).toHaveLength(0);
  });

  it('answers a link previewer’s HEAD without using the link up', async () => {
    const response = openRoute.HEAD();
    expect(response.status).toBe(204);
    expect(calls).toHaveLength(0);
  });
});

describe('the preview’s file', () => {
  const file = (productId: string, cookies: Record<string, string> = {}) =>
    fileRoute.GET(request(`/preview-files/${productId}?format=PDF`, { cookies }), {
      params: Promise.resolve({ productId }),
    });

  it('is a plain 404 without the book’s preview cookie, before asking the API', async () => {
    expect((await file('42')).status).toBe(404);
    // Another book's preview cookie, or the customer's session, is not this book's preview.
    expect(
      (await file('42', { nangsue_preview_7: SESSION, nangsue_token: 'customer-session' })).status,
    ).toBe(404);
    expect((await file('0')).status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('streams the API’s range with the preview session, never the customer’s, and caches nothing', async () => {
    answer = {
      status: 206,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Range': 'bytes 0-3/1000',
        'Accept-Ranges': 'bytes',
      },
      body: '%PDF',
    };
    const response = await file('42', {
      nangsue_preview_42: SESSION,
      nangsue_token: 'customer-session',
    });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('%PDF');
    expect(response.headers.get('content-range')).toBe('bytes 0-3/1000');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/v2/preview/book/42/file?format=PDF');
    expect(calls[0]?.headers.previewsession).toBe(SESSION);
    expect(calls[0]?.headers.range).toBe('bytes=0-65535');
    expect(calls[0]?.headers.token).toBeUndefined();
  });
});
