import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { seedTestCatalog } from '../../test/catalog-fixture.js';

const SECRET = 'metrics-secret-metrics-secret-metrics-0001';

describe('GET /metrics (postgres)', () => {
  let app: TestApp;
  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { Language: 'en', ...(authorization ? { Authorization: authorization } : {}) },
    });
  /** The value of the first series named `name` whose labels include every `label`. */
  const sample = (text: string, name: string, ...labels: string[]) => {
    const line = text
      .split('\n')
      .find(
        (candidate) =>
          candidate.startsWith(`${name}{`) && labels.every((label) => candidate.includes(label)),
      );
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  beforeAll(async () => {
    app = await buildTestApp({ METRICS_SECRET: SECRET });
    await seedTestCatalog(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is refused without the secret and with a wrong one, in the caller language', async () => {
    const missing = await scrape();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().ErrorList).toEqual([
      'Staff credentials are required (Authorization: Bearer).',
    ]);
    const wrong = await scrape(`Bearer ${SECRET}x`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().ErrorList).toEqual(['These staff credentials are not valid.']);
    expect(wrong.body).not.toContain('nangsue_http_requests_total');
  });

  it('counts requests per route pattern with their latency, the pool and cache reads', async () => {
    for (const id of ['1', '2', '3']) {
      await app.inject({
        method: 'GET',
        url: `/v2/product/productdetails/${id}`,
        headers: { Language: 'en' },
      });
    }
    await app.inject({ method: 'GET', url: '/v1/home/widgets' });
    await app.inject({ method: 'GET', url: '/v1/home/widgets' });

    const response = await scrape(`Bearer ${SECRET}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    const productRoute = 'route="/v2/product/productdetails/:id"';
    const productCount = [200, 404]
      .map(
        (status) =>
          sample(text, 'nangsue_http_requests_total', productRoute, `status_code="${status}"`) ?? 0,
      )
      .reduce((sum, value) => sum + value, 0);
    expect(productCount).toBe(3);
    expect(text).not.toContain('/productdetails/1"');
    expect(
      sample(text, 'nangsue_http_request_duration_seconds_count', productRoute, 'method="GET"'),
    ).toBe(3);
    expect(
      sample(text, 'nangsue_http_requests_total', 'route="/v1/home/widgets"', 'status_code="200"'),
    ).toBe(2);
    expect(text).toMatch(/^nangsue_db_pool_max_connections 10$/m);
    expect(text).toMatch(/^nangsue_db_queries_in_flight 0$/m);
    // The second home request is served from the cache.
    expect(sample(text, 'nangsue_cache_reads_total', 'result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'nangsue_cache_reads_total', 'result="miss"')).toBeGreaterThanOrEqual(1);
    // The refused scrapes of the other test were counted too.
    expect(
      sample(text, 'nangsue_http_requests_total', 'route="/metrics"', 'status_code="401"'),
    ).toBe(1);
  });

  it('reports the job queue per queue, its failures, and the reconciliation checks', async () => {
    // A job waiting, one waiting for its retry, one failed for good a minute ago, one long ago.
    const insert = (state: string, completed: string | null) =>
      app.database.db.execute(
        sql`insert into pgboss.job (name, data, state, completed_on)
          values ('catalog.popularity', '{}', ${state}::pgboss.job_state, ${completed}::timestamptz)`,
      );
    await insert('created', null);
    await insert('retry', null);
    await insert('failed', new Date(Date.now() - 60_000).toISOString());
    await insert('failed', new Date(Date.now() - 2 * 3_600_000).toISOString());

    const text = (await scrape(`Bearer ${SECRET}`)).body;
    const queue = 'queue="catalog.popularity"';
    expect(sample(text, 'nangsue_jobs_queued', queue)).toBe(2);
    expect(sample(text, 'nangsue_jobs_retrying', queue)).toBe(1);
    expect(sample(text, 'nangsue_jobs_failed_last_hour', queue)).toBe(1);
    // The waiting jobs were due when written: a worker has not taken them yet.
    expect(Number(/^nangsue_jobs_oldest_due_seconds (\S+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    // Every check of the nightly reconciliation, each at 0 on a store that adds up.
    const checks = text
      .split('\n')
      .filter((line) => line.startsWith('nangsue_reconciliation_anomalies{'));
    expect(checks.length).toBeGreaterThanOrEqual(10);
    expect(checks.every((line) => line.endsWith(' 0'))).toBe(true);
    expect(
      sample(
        text,
        'nangsue_reconciliation_anomalies',
        'check="paid order without exactly one succeeded payment"',
      ),
    ).toBe(0);
  });

  it('still answers when a gauge cannot be read: that gauge reads NaN or has no series', async () => {
    app.metrics.registerGauge('nangsue_test_broken', 'A reading that fails', () => {
      throw new Error('database away');
    });
    app.metrics.registerLabelledGauge('nangsue_test_broken_labelled', 'A reading that fails', {
      label: 'queue',
      collect: () => Promise.reject(new Error('database away')),
    });
    const response = await scrape(`Bearer ${SECRET}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^nangsue_test_broken Nan$/m);
    expect(response.body).not.toContain('nangsue_test_broken_labelled{');
    expect(response.body).toContain('nangsue_http_requests_total{');
  });

  it('reads a gauge registered by another part when scraped', async () => {
    let depth = 4;
    app.metrics.registerGauge('nangsue_test_depth', 'Jobs waiting', () => depth);
    expect((await scrape(`Bearer ${SECRET}`)).body).toMatch(/^nangsue_test_depth 4$/m);
    depth = 7;
    expect((await scrape(`Bearer ${SECRET}`)).body).toMatch(/^nangsue_test_depth 7$/m);
  });
});
