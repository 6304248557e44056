import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (the server runs as Node's own JavaScript).
import { buildAdminServer } from './admin-server.mjs';

/**
 * The admin server against a stand-in API that records what reaches it: the declared-call rule,
 * the staff cookie (set from a new session, sent as StaffToken, never the storefront's Cookie,
 * cleared by sign-out and by a 401), the same-origin rule, streamed uploads and files, the
 * visitor's address, the security headers and the single-page app's files.
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

const seen: Seen[] = [];
let answer: (request: Seen, response: http.ServerResponse) => void;
const api = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const entry = {
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    seen.push(entry);
    answer(entry, response);
  });
});

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

type AdminServer = {
  listen: (options: object) => Promise<string>;
  close: () => Promise<void>;
  server: http.Server;
};
let admin: AdminServer;
let trusted: AdminServer;
let base: string;
let trustedBase: string;
let distDir: string;

const origin = 'http://localhost:3199';

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  distDir = mkdtempSync(path.join(os.tmpdir(), 'nangsue-admin-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  admin = await buildAdminServer({ apiUrl, adminUrl: origin, distDir });
  await admin.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(admin.server.address() as AddressInfo).port}`;
  trusted = await buildAdminServer({ apiUrl, adminUrl: origin, distDir, trustProxy: 'loopback' });
  await trusted.listen({ port: 0, host: '127.0.0.1' });
  trustedBase = `http://127.0.0.1:${(trusted.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await admin.close();
  await trusted.close();
  await new Promise((resolve) => api.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  answer = (_request, response) => json(response, 200, { Data: { Ok: true }, ErrorList: [] });
});

// The first forwarded call starts cold; beside the journeys on two cores it has taken 7 s.
describe('forwarding /admin/v1', { timeout: 30_000 }, () => {
  it('keeps a new session in an HttpOnly, SameSite=Strict cookie and out of the body', async () => {
    answer = (_request, response) =>
      json(response, 200, { Data: { SessionToken: 'staff-secret', Extra: 1 }, ErrorList: [] });
    const response = await fetch(`${base}/admin/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ Email: 'a@example.com', Password: 'x', TotpCode: '123456' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Data: { Extra: 1 }, ErrorList: [] });
    expect(response.headers.get('set-cookie')).toBe(
      'nangsue_staff=staff-secret; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(JSON.parse(seen[0]!.body.toString())).toMatchObject({ Email: 'a@example.com' });
  });

  it('sends the cookie as StaffToken and never forwards the Cookie header itself', async () => {
    await fetch(`${base}/admin/v1/auth/me`, {
      headers: { cookie: 'nangsue_token=customer-secret; nangsue_staff=staff-secret' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.stafftoken).toBe('staff-secret');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(seen[0]!.headers.token).toBeUndefined();
  });

  it('ignores a StaffToken header sent by the browser', async () => {
    await fetch(`${base}/admin/v1/auth/me`, { headers: { StaffToken: 'forged' } });
    expect(seen[0]!.headers.stafftoken).toBeUndefined();
  });

  it('answers 404 for a call ADMIN_ROUTES does not declare, without reaching the API', async () => {
    for (const [method, url] of [
      ['GET', '/admin/v1/nothing-here'],
      ['DELETE', '/admin/v1/auth/me'],
      ['GET', '/admin/v1/auth/setup/..'],
      ['GET', '/admin/v1/auth/setup/a%2Fb'],
    ] as const) {
      const response = await fetch(`${base}${url}`, { method, headers: { language: 'en' } });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.json()).toEqual({ Data: null, ErrorList: ['Not Found'] });
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses a write from another site (Origin or Sec-Fetch-Site) with 403', async () => {
    const foreign = await fetch(`${base}/admin/v1/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await fetch(`${base}/admin/v1/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(seen).toHaveLength(0);

    const own = await fetch(`${base}/admin/v1/auth/logout`, {
      method: 'POST',
      headers: { origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    const sameHost = await fetch(`${base}/admin/v1/auth/logout`, {
      method: 'POST',
      headers: { origin: base },
    });
    expect(sameHost.status).toBe(200);
  });

  it('clears the cookie on sign-out and on any 401', async () => {
    const logout = await fetch(`${base}/admin/v1/auth/logout`, {
      method: 'POST',
      headers: { cookie: 'nangsue_staff=s' },
    });
    expect(logout.headers.get('set-cookie')).toContain('nangsue_staff=; Path=/; HttpOnly');
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');

    answer = (_request, response) => json(response, 401, { Data: null, ErrorList: ['expired'] });
    const me = await fetch(`${base}/admin/v1/auth/me`, { headers: { cookie: 'nangsue_staff=s' } });
    expect(me.status).toBe(401);
    expect(me.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await me.json()).toEqual({ Data: null, ErrorList: ['expired'] });
  });

  it('leaves the cookie alone on a 401 to a call that carried none (a sign-in may be setting it)', async () => {
    answer = (_request, response) => json(response, 401, { Data: null, ErrorList: ['signed out'] });
    const me = await fetch(`${base}/admin/v1/auth/me`);
    expect(me.status).toBe(401);
    expect(me.headers.get('set-cookie')).toBeNull();
  });

  it('streams a raw upload through unchanged, with its type, length and file name', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024 + 7, 0x41);
    const response = await fetch(`${base}/admin/v1/auth/setup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': 'books.xml',
        origin,
      },
      body: file,
    });
    expect(response.status).toBe(200);
    expect(seen[0]!.body.equals(file)).toBe(true);
    expect(seen[0]!.headers['content-type']).toBe('application/octet-stream');
    expect(seen[0]!.headers['content-length']).toBe(String(file.length));
    expect(seen[0]!.headers['x-file-name']).toBe('books.xml');
  });

  it('passes a file answer back with its type and name', async () => {
    answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="audit.csv"',
      });
      response.end('a,b\n1,2\n');
    };
    const response = await fetch(`${base}/admin/v1/audit?Page=2&Q=x`);
    expect(seen[0]!.url).toBe('/admin/v1/audit?Page=2&Q=x');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('a,b\n1,2\n');
  });

  it("sends the visitor's own address, believing X-Forwarded-For only from a trusted proxy", async () => {
    await fetch(`${base}/admin/v1/auth/me`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    await fetch(`${trustedBase}/admin/v1/auth/me`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(seen[1]!.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen[1]!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 502 in the caller language when the API is away', async () => {
    const away = await buildAdminServer({
      apiUrl: 'http://127.0.0.1:9',
      adminUrl: origin,
      distDir,
    });
    await away.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(away.server.address() as AddressInfo).port}`;
      const response = await fetch(`${url}/admin/v1/auth/me`, { headers: { language: 'th' } });
      expect(response.status).toBe(502);
      const body = (await response.json()) as { ErrorList: string[] };
      expect(body.ErrorList[0]).toMatch(/[\u0E00-\u0E7F]/);
    } finally {
      await away.close();
    }
  });
});

describe('forwarding /portal/v1 (the publisher portal, ADR 0019)', { timeout: 30_000 }, () => {
  it('keeps a new portal session in its own cookie, apart from the staff cookie', async () => {
    answer = (_request, response) =>
      json(response, 200, { Data: { SessionToken: 'portal-secret' }, ErrorList: [] });
    const response = await fetch(`${base}/portal/v1/auth/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ Attempt: 'a'.repeat(40), TotpCode: '123456' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Data: {}, ErrorList: [] });
    expect(response.headers.get('set-cookie')).toBe(
      'nangsue_portal=portal-secret; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('sends the portal cookie as PortalToken, never the staff cookie', async () => {
    await fetch(`${base}/portal/v1/auth/me`, {
      headers: { cookie: 'nangsue_staff=staff-secret; nangsue_portal=portal-secret' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.portaltoken).toBe('portal-secret');
    expect(seen[0]!.headers.stafftoken).toBeUndefined();
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('never sends the portal cookie to a back-office call', async () => {
    await fetch(`${base}/admin/v1/auth/me`, {
      headers: { cookie: 'nangsue_portal=portal-secret' },
    });
    expect(seen[0]!.headers.stafftoken).toBeUndefined();
    expect(seen[0]!.headers.portaltoken).toBeUndefined();
  });

  it('answers 404 for a call PORTAL_ROUTES does not declare, and for an admin path under /portal', async () => {
    const response = await fetch(`${base}/portal/v1/auth/nothing-here`);
    expect(response.status).toBe(404);
    const admin = await fetch(`${base}/portal/v1/staff`);
    expect(admin.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('clears the portal cookie on a 401', async () => {
    answer = (_request, response) => json(response, 401, { Data: null, ErrorList: ['signed out'] });
    const response = await fetch(`${base}/portal/v1/auth/me`, {
      headers: { cookie: 'nangsue_portal=old' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBe(
      'nangsue_portal=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });
});

describe('the single-page app', () => {
  it('sends the security headers on every answer', async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const proxied = await fetch(`${trustedBase}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
    const forged = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers index.html (not cached) for any page address and keeps hashed files for a year', async () => {
    for (const page of ['/', '/setup/some-token', '/audit-log?page=2']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toContain('<title>admin</title>');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/missing-1.js`)).status).toBe(404);
  });

  it('uses a Secure __Host- cookie on an https site', async () => {
    const secure = await buildAdminServer({
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      adminUrl: 'https://admin.example.com',
      distDir,
    });
    await secure.listen({ port: 0, host: '127.0.0.1' });
    try {
      answer = (_request, response) =>
        json(response, 200, { Data: { SessionToken: 't' }, ErrorList: [] });
      const url = `http://127.0.0.1:${(secure.server.address() as AddressInfo).port}`;
      const response = await fetch(`${url}/admin/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://admin.example.com' },
        body: '{}',
      });
      expect(response.headers.get('set-cookie')).toBe(
        '__Host-nangsue_staff=t; Path=/; HttpOnly; SameSite=Strict; Secure',
      );
      await fetch(`${url}/admin/v1/auth/me`, { headers: { cookie: 'nangsue_staff=plain' } });
      expect(seen.at(-1)!.headers.stafftoken).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
