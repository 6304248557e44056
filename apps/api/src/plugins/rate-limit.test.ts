import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisReachable = async (): Promise<boolean> => {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

const hasRedis = await redisReachable();
if (!hasRedis && process.env.NANGSUE_REQUIRE_REDIS === '1')
  throw new Error(`Redis is required but not reachable at ${REDIS_URL}`);

describe('per-IP rate limit (in memory)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After and a translated envelope past the limit', async () => {
    const call = (ip: string) =>
      app.inject({
        method: 'GET',
        url: '/v2/unknown',
        remoteAddress: ip,
        headers: { Language: 'en' },
      });
    for (let i = 0; i < 3; i += 1) expect((await call('10.0.0.1')).statusCode).toBe(404);

    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      Data: null,
      ErrorList: [`Too many requests. Please try again in ${retryAfter} seconds.`],
    });

    // Another address has its own budget.
    expect((await call('10.0.0.2')).statusCode).toBe(404);
  });

  it('does not let a caller reset its budget with X-Forwarded-For from an untrusted address', async () => {
    const call = (forwarded: string) =>
      app.inject({
        method: 'GET',
        url: '/v2/unknown',
        remoteAddress: '203.0.113.9',
        headers: { 'X-Forwarded-For': forwarded },
      });
    for (let i = 0; i < 3; i += 1) await call(`198.51.100.${i}`);
    expect((await call('198.51.100.77')).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedis)('per-IP rate limit shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const prefixIp = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    const settings = { RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL };
    [first, second] = await Promise.all([buildTestApp(settings), buildTestApp(settings)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('counts calls to two API processes against one budget', async () => {
    const call = (app: TestApp) =>
      app.inject({ method: 'GET', url: '/v2/unknown', remoteAddress: prefixIp });
    const statuses = [];
    for (const app of [first, second, first, second, first, second])
      statuses.push((await call(app)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});
