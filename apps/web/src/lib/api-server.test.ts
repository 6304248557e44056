import { API_ROUTES } from '@nangsue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createServerApi, type ServerApiDeps } from './api-server';

const reply = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const setup = (
  replies: Response[],
  context: Partial<Awaited<ReturnType<ServerApiDeps['readContext']>>> = {},
  caching: ServerApiDeps['caching'] = { cache: 'no-store' },
  extra: Partial<ServerApiDeps> = {},
) => {
  const queue = [...replies];
  const requests: { url: string; init: RequestInit }[] = [];
  const deps: ServerApiDeps = {
    fetch: vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(input), init: init ?? {} });
      const next = queue.shift();
      if (next === undefined) throw new Error('unexpected request');
      return next;
    }),
    baseUrlOf: (service) => (service === 'main' ? 'http://main.test' : 'http://second.test'),
    timeoutMs: 1000,
    // The retry's pause (api-request.ts) is the policy's own test; here it is skipped.
    wait: async () => undefined,
    readContext: async () => ({ deviceId: 'dev-1', token: undefined, locale: 'th', ...context }),
    caching,
    ...extra,
  };
  return { api: createServerApi(deps), requests };
};

const ok = { Data: { Language: 'th' }, ErrorList: [] };
const books = { Data: [], ErrorList: [] };
const setThai = { params: { language: 'th' } } as const;

describe('server API client', () => {
  it('calls the API directly with the request’s device, token and language', async () => {
    const { api, requests } = setup([reply(200, books)], { token: 'secret', locale: 'en' });

    const result = await api.requestApi(API_ROUTES.recentViews, { query: { id: [1, 2] } });

    expect(result.ok).toBe(true);
    expect(requests[0]?.url).toBe('http://second.test/v1/home/recent-view?id=1&id=2');
    const headers = new Headers(requests[0]?.init.headers);
    expect(headers.get('DeviceId')).toBe('dev-1');
    expect(headers.get('DeviceTypeId')).toBe('20');
    expect(headers.get('Token')).toBe('secret');
    expect(headers.get('Language')).toBe('en');
    expect(headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes the reader’s address on, so the API rate-limits readers, not this server', async () => {
    const withIp = setup([reply(200, ok)], { clientIp: '203.0.113.7' });
    await withIp.api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(new Headers(withIp.requests[0]?.init.headers).get('X-Forwarded-For')).toBe(
      '203.0.113.7',
    );

    const without = setup([reply(200, ok)]);
    await without.api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(new Headers(without.requests[0]?.init.headers).has('X-Forwarded-For')).toBe(false);
  });

  it('keeps a visitor’s own calls out of Next’s cache, each with its own request id', async () => {
    const { api, requests } = setup([reply(200, ok), reply(200, ok)]);
    await api.requestApi(API_ROUTES.setLanguage, setThai);
    await api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(requests.map(({ init }) => init.cache)).toEqual(['no-store', 'no-store']);
    const ids = requests.map(({ init }) => new Headers(init.headers).get('X-Request-Id'));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('sends catalog calls the same way every time, tagged for Next’s cache', async () => {
    const caching: ServerApiDeps['caching'] = {
      cache: 'force-cache',
      next: { tags: ['catalog'], revalidate: 3600 },
    };
    const { api, requests } = setup(
      [reply(200, ok), reply(200, ok)],
      { deviceId: undefined },
      caching,
    );
    await api.requestApi(API_ROUTES.setLanguage, setThai);
    await api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(requests[0]?.init).toMatchObject(caching);
    const [first, second] = requests.map(({ init }) => [...new Headers(init.headers)]);
    expect(first).toEqual(second);
    expect(new Headers(requests[0]?.init.headers).has('X-Request-Id')).toBe(false);
  });

  it('retries a GET once on 503 and never a POST', async () => {
    const get = setup([reply(503, { Data: null, ErrorList: ['busy'] }), reply(200, ok)]);
    expect((await get.api.requestApi(API_ROUTES.setLanguage, setThai)).ok).toBe(true);
    expect(get.requests).toHaveLength(2);

    const post = setup([reply(503, { Data: null, ErrorList: ['busy'] })]);
    const result = await post.api.requestApi(API_ROUTES.resetPassword, {
      body: { Data: { Email: 'a@b.co' } },
    });
    expect(result).toEqual({ ok: false, status: 503, errors: ['busy'] });
    expect(post.requests).toHaveLength(1);
  });

  it('throws ApiError from loadFromApi so error.tsx shows the failure', async () => {
    const { api } = setup([reply(404)]);
    await expect(
      api.loadFromApi(API_ROUTES.productDetails, { params: { id: 9 } }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('puts a path value into one segment, so it cannot climb out of its route', async () => {
    const { api, requests } = setup([reply(404)]);
    await api.requestApi(API_ROUTES.topic, { params: { topicCode: '../../admin?x=1' } });
    expect(requests[0]?.url).toBe(
      'http://main.test/v2/topic/details-topiccode/..%2F..%2Fadmin%3Fx%3D1',
    );
  });

  it('parses the answer with the route’s own schema', async () => {
    const { api } = setup([reply(200, { Data: { Unexpected: true }, ErrorList: [] })]);
    expect(await api.requestApi(API_ROUTES.setLanguage, setThai)).toEqual({
      ok: false,
      status: 200,
      errors: ['Unexpected response from the server'],
    });
  });

  it('tells who throttled a visitor as a whole, and not for a login throttle', async () => {
    const throttled: [string, number | undefined][] = [];
    const onVisitorThrottled = (visitor: string, seconds: number | undefined) =>
      throttled.push([visitor, seconds]);
    const limited = (remaining: string) =>
      new Response(JSON.stringify({ Data: null, ErrorList: ['Too many requests'] }), {
        status: 429,
        headers: { 'Retry-After': '37', 'x-ratelimit-remaining': remaining },
      });

    // A GET is retried once (spec §7), so each call gets its answer twice.
    const visitor = setup([limited('0'), limited('0')], { clientIp: '203.0.113.7' }, undefined, {
      onVisitorThrottled,
    });
    const result = await visitor.api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(result).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 37 });
    expect(throttled).toEqual([['203.0.113.7', 37]]);

    const login = setup([limited('12'), limited('11')], { clientIp: '203.0.113.8' }, undefined, {
      onVisitorThrottled,
    });
    await login.api.requestApi(API_ROUTES.setLanguage, setThai);
    const noVisitor = setup([limited('0'), limited('0')], {}, undefined, { onVisitorThrottled });
    await noVisitor.api.requestApi(API_ROUTES.setLanguage, setThai);
    expect(throttled).toHaveLength(1);
  });
});
