import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from './proxy';
import { forgetThrottledVisitors, rememberThrottledVisitor } from './lib/visitor-throttle';

const VISITOR = '203.0.113.7';
const pageLoad = (path: string, visitor = VISITOR) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { 'x-forwarded-for': visitor, 'sec-fetch-dest': 'document', 'accept-language': 'th' },
  });

afterEach(forgetThrottledVisitors);

describe('the proxy and a throttled visitor', () => {
  it('answers a page rendered per visit with 429, Retry-After and the throttled page', async () => {
    rememberThrottledVisitor(VISITOR, 42);

    for (const [path, locale] of [
      ['/search?q=love', 'th'],
      ['/en/search?q=love', 'en'],
    ] as const) {
      const response = await proxy(pageLoad(path));
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(41);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        `http://localhost:3000/${locale}/too-many-requests`,
      );
    }
  });

  it('still serves cached catalog pages, and other visitors', async () => {
    rememberThrottledVisitor(VISITOR, 42);

    const cached = await proxy(pageLoad('/en/newproducts'));
    expect(cached.status).toBe(200);
    const other = await proxy(pageLoad('/en/search?q=love', '198.51.100.1'));
    expect(other.status).toBe(200);
    expect(other.headers.get('x-middleware-rewrite') ?? '').not.toContain('too-many-requests');
  });

  it('never shows the throttled page at its own address', async () => {
    const response = await proxy(pageLoad('/en/too-many-requests'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/__missing');
  });
});
