import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
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

describe('rate limit on the real visitor behind the storefront', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The storefront's server calls from loopback (TRUST_PROXY's default) on behalf of visitors.
    app = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(async () => {
    await app.close();
  });

  const viaStorefront = (visitor?: string) =>
    app.inject({
      method: 'GET',
      url: '/v2/unknown',
      remoteAddress: '127.0.0.1',
      headers: { Language: 'en', ...(visitor ? { 'X-Forwarded-For': visitor } : {}) },
    });

  it('gives every visitor the storefront forwards a budget of their own', async () => {
    // 60 page views from 60 visitors: far past one address's budget of 3, none refused.
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => viaStorefront(`198.51.100.${i + 1}`)),
    );
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(60).fill(404));
    // One visitor past the limit is refused; the others are not.
    for (let i = 0; i < 2; i += 1) await viaStorefront('198.51.100.1');
    const limited = await viaStorefront('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().ErrorList[0]).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect((await viaStorefront('198.51.100.2')).statusCode).toBe(404);
  });

  it("never throttles the storefront's own calls made for no visitor", async () => {
    const statuses = await Promise.all(Array.from({ length: 20 }, () => viaStorefront()));
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(20).fill(404));
  });

  it("never throttles the storefront's own calls through the cluster's HAProxy (which adds X-Forwarded-For)", async () => {
    // A cached page rendered by a storefront process behind HAProxy: the only address named is
    // the storefront's, a trusted one; 20 first renders of a catalogue are not one visitor's 20.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => viaStorefront('127.0.0.1')),
    );
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(20).fill(404));
    // A visitor who forwards a loopback address through an untrusted hop is still counted.
    const forged = () =>
      app.inject({
        method: 'GET',
        url: '/v2/unknown',
        remoteAddress: '127.0.0.1',
        headers: { 'X-Forwarded-For': '127.0.0.1, 192.0.2.99' },
      });
    for (let i = 0; i < 3; i += 1) expect((await forged()).statusCode).toBe(404);
    expect((await forged()).statusCode).toBe(429);
  });

  it('counts a caller that is not a trusted proxy by its own address, even without X-Forwarded-For', async () => {
    const direct = () =>
      app.inject({ method: 'GET', url: '/v2/unknown', remoteAddress: '192.0.2.44' });
    for (let i = 0; i < 3; i += 1) expect((await direct()).statusCode).toBe(404);
    expect((await direct()).statusCode).toBe(429);
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

describe('a Redis that hangs (stopped: its connection open, no answer)', () => {
  let app: TestApp;
  let hung: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    hung = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as AddressInfo;
    app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    hung.close();
  });

  it('holds no request: the store answers without it, never 500', async () => {
    // Its commands time out (500 ms) and the rate limit lets the request through; how long that
    // takes under load is the bench's to measure (bench/cluster-faults.mjs), not this test's.
    const response = await app.inject({
      method: 'GET',
      url: '/v2/unknown',
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode).toBe(404);
  });

  it('closes although Redis never answers its QUIT', async () => {
    // Connected (the socket accepted), waiting for an answer that never comes.
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    await expect(app.close()).resolves.toBeUndefined();
  });
});
