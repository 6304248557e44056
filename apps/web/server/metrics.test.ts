import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteLabel, createWebMetrics } from './metrics.mjs';

const SECRET = 'metrics-secret-metrics-secret-metrics-0001';

/** Routes as Next's routes-manifest.json writes them (static first, then dynamic). */
const ROUTES = [
  { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  { page: '/api/[service]/[...path]', regex: '^/api/([^/]+?)/(.+?)(?:/)?$' },
  { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
  { page: '/[locale]/basket', regex: '^/([^/]+?)/basket(?:/)?$' },
  { page: '/[locale]/book-detail/[id]', regex: '^/([^/]+?)/book\\-detail/([^/]+?)(?:/)?$' },
];
const LOCALES = ['th', 'en'];

describe('route labels of the storefront metrics', () => {
  const label = createRouteLabel({ routes: ROUTES, locales: LOCALES, defaultLocale: 'th' });

  it('names the route pattern, with or without the language prefix, never the address', () => {
    expect(label('/book-detail/17?ref=home')).toBe('/[locale]/book-detail/[id]');
    expect(label('/en/book-detail/17')).toBe('/[locale]/book-detail/[id]');
    expect(label('/book-detail/17.rsc')).toBe('/[locale]/book-detail/[id]');
    expect(label('/')).toBe('/[locale]');
    expect(label('/en')).toBe('/[locale]');
    expect(label('/basket')).toBe('/[locale]/basket');
    expect(label('/api/main/v1/home/widgets')).toBe('/api/[service]/[...path]');
    expect(label('/robots.txt')).toBe('/robots.txt');
    expect(label('/_next/static/chunks/app.js')).toBe('/_next/static');
    expect(label('/readyz')).toBe('/readyz');
    // A Thai page under an unknown first segment is not taken for a language.
    expect(label('/nowhere/at/all')).toBe('unmatched');
    expect(label('/sw.js/x')).toBe('unmatched');
  });
});

describe('GET /metrics of a storefront process', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const metrics = createWebMetrics({
      routes: ROUTES,
      locales: LOCALES,
      defaultLocale: 'th',
      secret: SECRET,
    });
    // Next's handler stands in: a page served from its cache says so as Next does.
    server = createServer((request, response) => {
      metrics.observe(request, response);
      if (metrics.answer(request, response)) return;
      if (request.url?.includes('/book-detail/'))
        response.setHeader('x-nextjs-cache', request.url.endsWith('/1') ? 'MISS' : 'HIT');
      response.writeHead(request.url === '/basket' ? 500 : 200).end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const scrape = (authorization?: string) =>
    fetch(`${base}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
  const sample = (text: string, name: string, ...labels: string[]) => {
    const line = text
      .split('\n')
      .find(
        (candidate) =>
          candidate.startsWith(`${name}{`) && labels.every((label) => candidate.includes(label)),
      );
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  it('is refused without the secret (401) and with a wrong one (403), showing nothing', async () => {
    const missing = await scrape();
    expect(missing.status).toBe(401);
    const wrong = await scrape(`Bearer ${SECRET}x`);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toBe('');
  });

  it('counts requests per route with their latency, and the page cache hits and misses', async () => {
    for (const path of ['/book-detail/1', '/book-detail/2', '/en/book-detail/3', '/basket'])
      await (await fetch(`${base}${path}`)).text();

    const response = await scrape(`Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const book = 'route="/[locale]/book-detail/[id]"';
    expect(sample(text, 'nangsue_http_requests_total', book, 'status_code="200"')).toBe(3);
    expect(
      sample(text, 'nangsue_http_requests_total', 'route="/[locale]/basket"', 'status_code="500"'),
    ).toBe(1);
    expect(sample(text, 'nangsue_http_request_duration_seconds_count', book)).toBe(3);
    expect(text).not.toContain('book-detail/1"');
    expect(sample(text, 'nangsue_web_page_cache_total', 'result="hit"')).toBe(2);
    expect(sample(text, 'nangsue_web_page_cache_total', 'result="miss"')).toBe(1);
    expect(
      sample(text, 'nangsue_http_requests_total', 'route="/metrics"', 'status_code="403"'),
    ).toBe(1);
    expect(text).toMatch(/^nangsue_web_process_resident_memory_bytes \d+/m);
  });
});
