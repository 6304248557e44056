import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { drainThenClose } from '../../lib/shutdown.js';
import { bumpCatalogVersion } from '../catalog/catalog-upkeep.repository.js';

describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('says the process is alive and the database reachable', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      Data: { Status: 'ok' },
      ErrorList: [],
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      Data: { Status: 'ok', Database: 'up' },
      ErrorList: [],
    });
  });

  it('tells the catalog version, which moves when the catalog is written', async () => {
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: '/catalog-version' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return (response.json() as { Data: { Version: string } }).Data.Version;
    };
    const before = await read();
    app.cache.moveTo(await bumpCatalogVersion(app.testDatabase.db));
    const after = await read();
    expect(after).not.toBe(before);
    expect(Number(after)).toBeGreaterThan(Number(before));
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/appstart', '/common/setlanguage/{language}', '/healthz']),
    );
    expect(
      document.paths['/appstart'].post.requestBody.content['application/json'].schema.properties
        .Data,
    ).toBeTruthy();
    expect(Object.keys(document.paths)).not.toContain('/v2/test/faults');
  });

  it('is ready again once the connections PostgreSQL cut are made anew, without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // What a restarted server leaves the pool with: every connection of the API closed under it.
    const admin = postgres(app.testDatabase.url, { max: 1, onnotice: () => undefined });
    const [cut] = await admin<{ n: number }[]>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'nangsue-api'`;
    await admin.end();
    expect(cut!.n).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 50 && statuses.at(-1) !== 200; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      statuses.push((await app.inject({ method: 'GET', url: '/readyz' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });

  it('reports 503 in an envelope when the database is gone', async () => {
    await app.testDatabase.close();
    const response = await app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { Language: 'en' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      Data: null,
      ErrorList: ['The service is temporarily unavailable. Please try again later.'],
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('a stop behind a load balancer (API_DRAIN_MS)', () => {
  it('answers /readyz 503 while it drains, still serves what reaches it, then closes', async () => {
    const app = await buildTestApp();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${address}/readyz`)).status).toBe(200);

    // The close itself has up to 10 s: a loaded CI machine (Vitest beside the journeys) once took over 2 s.
    const closed = drainThenClose(app, { drainMs: 500, timeoutMs: 10_000 });
    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { ErrorList: string[] }).ErrorList).toEqual([
      'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่ภายหลัง',
    ]);
    // The balancer has not marked it down yet: a request that still comes is answered, not refused.
    expect((await fetch(`${address}/healthz`)).status).toBe(200);

    expect(await closed).toBe(true);
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
