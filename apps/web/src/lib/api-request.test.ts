import { API_ROUTES, HEADERS, IDEMPOTENCY_KEY_HEADER, type ApiRoute } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, isErrorToShow } from './api-error';
import { buildApiHeaders, fetchWithRetry, retryDelayOf } from './api-request';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('buildApiHeaders', () => {
  it('writes the language, device type and device of every call', () => {
    const headers = buildApiHeaders(API_ROUTES.autocomplete, {
      locale: 'en',
      deviceId: 'dev-1',
      hasBody: false,
    });
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get(HEADERS.language)).toBe('en');
    expect(headers.get(HEADERS.deviceId)).toBe('dev-1');
    expect(headers.get(HEADERS.deviceTypeId)).not.toBeNull();
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get(HEADERS.token)).toBeNull();
  });

  it('sends an idempotency key only to a route that takes one', () => {
    const parts = { locale: 'th', hasBody: true, idempotencyKey: 'key-1' } as const;
    const confirm = (Object.values(API_ROUTES) as ApiRoute[]).find((route) => route.idempotent);
    expect(confirm).toBeDefined();
    expect(buildApiHeaders(confirm!, parts).get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
    expect(buildApiHeaders(API_ROUTES.appStart, parts).get(IDEMPOTENCY_KEY_HEADER)).toBeNull();
    expect(buildApiHeaders(API_ROUTES.appStart, parts).get('Content-Type')).toBe(
      'application/json',
    );
  });

  it('puts the session token where the route takes it, and the server-only parts', () => {
    const bearer = (Object.values(API_ROUTES) as ApiRoute[]).find(
      (route) => route.tokenIn === 'bearer',
    );
    const inHeader = (Object.values(API_ROUTES) as ApiRoute[]).find(
      (route) => route.tokenIn !== 'bearer',
    );
    const parts = {
      locale: 'th',
      token: 'tok',
      hasBody: false,
      requestId: 'req-1',
      clientIp: '198.18.0.1',
      userAgent: 'UA',
    } as const;
    if (bearer) expect(buildApiHeaders(bearer, parts).get('Authorization')).toBe('Bearer tok');
    const headers = buildApiHeaders(inHeader!, parts);
    expect(headers.get(HEADERS.token)).toBe('tok');
    expect(headers.get(HEADERS.requestId)).toBe('req-1');
    expect(headers.get('X-Forwarded-For')).toBe('198.18.0.1');
    expect(headers.get('User-Agent')).toBe('UA');
  });
});

describe('the retry policy', () => {
  it('repeats a retryable GET once, after Retry-After capped at 3 s', async () => {
    const answers = [answer(503, { 'Retry-After': '10' }), answer(200)];
    const waits: number[] = [];
    const response = await fetchWithRetry(
      'GET',
      async () => answers.shift()!,
      async (ms) => void waits.push(ms),
    );
    expect(response.status).toBe(200);
    expect(waits).toEqual([3000]);
  });

  it('stops after one retry, and never repeats a POST', async () => {
    let calls = 0;
    const always503 = async () => {
      calls += 1;
      return answer(503);
    };
    expect((await fetchWithRetry('GET', always503, async () => {})).status).toBe(503);
    expect(calls).toBe(2);
    calls = 0;
    await fetchWithRetry('POST', always503, async () => {});
    expect(calls).toBe(1);
  });

  it('waits 300 ms without a usable Retry-After', () => {
    expect(retryDelayOf(answer(503))).toBe(300);
    expect(retryDelayOf(answer(503, { 'Retry-After': 'soon' }))).toBe(300);
    expect(retryDelayOf(answer(503, { 'Retry-After': '2' }))).toBe(2000);
  });
});

describe('isErrorToShow', () => {
  it('is the caller’s to show unless the client showed it (401 dialog, 500 toast)', () => {
    expect(isErrorToShow(new ApiError(400, ['bad']))).toBe(true);
    expect(isErrorToShow(new ApiError(409, ['changed']))).toBe(true);
    expect(isErrorToShow(new ApiError(401, ['signed out']))).toBe(false);
    expect(isErrorToShow(new ApiError(500, ['boom']))).toBe(false);
    expect(isErrorToShow(new Error('network'))).toBe(false);
  });
});
