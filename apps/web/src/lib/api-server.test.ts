import { SetLanguageDataSchema } from '@nangsue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createServerApi, type ServerApiDeps } from './api-server';

const reply = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const setup = (
  replies: Response[],
  context: Partial<Awaited<ReturnType<ServerApiDeps['readContext']>>> = {},
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
    readContext: async () => ({ deviceId: 'dev-1', token: undefined, locale: 'th', ...context }),
  };
  return { api: createServerApi(deps), requests };
};

const ok = { Data: { Language: 'th' }, ErrorList: [] };

describe('server API client', () => {
  it('calls the API directly with the request’s device, token and language', async () => {
    const { api, requests } = setup([reply(200, ok)], { token: 'secret', locale: 'en' });

    const result = await api.requestApi({
      service: 'second',
      path: '/v1/home/recent-view',
      query: { id: [1, 2] },
      schema: SetLanguageDataSchema,
    });

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
    await withIp.api.requestApi({ path: '/common/setlanguage/th', schema: SetLanguageDataSchema });
    expect(new Headers(withIp.requests[0]?.init.headers).get('X-Forwarded-For')).toBe(
      '203.0.113.7',
    );

    const without = setup([reply(200, ok)]);
    await without.api.requestApi({ path: '/common/setlanguage/th', schema: SetLanguageDataSchema });
    expect(new Headers(without.requests[0]?.init.headers).has('X-Forwarded-For')).toBe(false);
  });

  it('retries a GET once on 503 and never a POST', async () => {
    const get = setup([reply(503, { Data: null, ErrorList: ['busy'] }), reply(200, ok)]);
    expect(
      (await get.api.requestApi({ path: '/common/setlanguage/th', schema: SetLanguageDataSchema }))
        .ok,
    ).toBe(true);
    expect(get.requests).toHaveLength(2);

    const post = setup([reply(503, { Data: null, ErrorList: ['busy'] })]);
    const result = await post.api.requestApi({
      method: 'POST',
      path: '/v2/common/contactus',
      body: { Data: {} },
      schema: SetLanguageDataSchema,
    });
    expect(result).toEqual({ ok: false, status: 503, errors: ['busy'] });
    expect(post.requests).toHaveLength(1);
  });

  it('throws ApiError from loadFromApi so error.tsx shows the failure', async () => {
    const { api } = setup([reply(404)]);
    await expect(
      api.loadFromApi({ path: '/v2/product/productdetails/9', schema: SetLanguageDataSchema }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses paths outside the API allowlist', async () => {
    const { api } = setup([]);
    await expect(
      api.requestApi({ path: '/v2/../admin', schema: SetLanguageDataSchema }),
    ).rejects.toThrow('Not an API path');
  });
});
