import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Cache } from '../lib/cache.js';
import { requireBearerSecret } from '../lib/bearer-secret.js';

/**
 * Prometheus metrics (prom-client), read at GET /metrics with `Authorization: Bearer METRICS_SECRET`:
 * requests and their duration per route pattern, the database pool, cache hits and misses, and any
 * gauge another part registers (`app.metrics.registerGauge('jobs_queued', 'Jobs waiting', () =>
 * jobs.depth())`). The alert rules and the dashboard that read them are in deploy/
 * (docs/operations.md, "Metrics and alerts").
 */
export type Metrics = {
  registry: Registry;
  /** A gauge read when the metrics are scraped; `collect` returns its value (sync or async). */
  registerGauge: (name: string, help: string, collect: () => number | Promise<number>) => void;
  /**
   * A gauge with one series per value of `label` (a queue, a check), read when scraped; a value
   * `collect` no longer returns has no series. With `maxAgeSeconds`, a scrape within that time of
   * the last reading reuses it (a query too heavy to run at every scrape). A reading that fails
   * shows no series (and is tried again at the next scrape); a plain gauge's reads NaN.
   */
  registerLabelledGauge: (
    name: string,
    help: string,
    options: {
      label: string;
      collect: () => Promise<Record<string, number>>;
      maxAgeSeconds?: number;
    },
  ) => void;
  /** The cache, counting each read as a hit or a miss. */
  countCache: (cache: Cache) => Cache;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * A gauge's reading, or undefined when it fails or takes longer than `READ_TIMEOUT_MS` (PostgreSQL
 * away): the scrape still answers, with the request figures that show the outage.
 */
const READ_TIMEOUT_MS = 3000;
const readWithin = async <T>(collect: () => T | Promise<T>): Promise<T | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(collect),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
};

export const createMetrics = (): Metrics => {
  const registry = new Registry();
  const cacheReads = new Counter({
    name: 'nangsue_cache_reads_total',
    help: 'Read-cache reads by result (a read waiting on a computation already running is a hit)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const count = (found: boolean) => cacheReads.inc({ result: found ? 'hit' : 'miss' });

  return {
    registry,
    registerGauge: (name, help, collect) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          // NaN: unknown this time (the series stays, the alerts comparing it stay quiet).
          this.set((await readWithin(collect)) ?? Number.NaN);
        },
      });
    },
    registerLabelledGauge: (name, help, { label, collect, maxAgeSeconds = 0 }) => {
      let last: { at: number; values: Record<string, number> } | undefined;
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset();
          if (!last || Date.now() - last.at >= maxAgeSeconds * 1000) {
            const values = await readWithin(collect);
            last = values && { at: Date.now(), values };
          }
          for (const [value, count] of Object.entries(last?.values ?? {}))
            this.set({ [label]: value }, count);
        },
      });
    },
    countCache: (cache) => ({
      ...cache,
      get: async <T>(key: string) => {
        const value = await cache.get<T>(key);
        count(value !== undefined);
        return value;
      },
      wrap: async <T>(key: string, ttlSeconds: number, compute: () => Promise<T>) => {
        let computed = false;
        const value = await cache.wrap(key, ttlSeconds, () => {
          computed = true;
          return compute();
        });
        count(!computed);
        return value;
      },
    }),
  };
};

/** Route pattern (`/v1/products/:id`), never the raw address: one series per route, not per URL. */
const routeLabel = (url: string | undefined) => url ?? 'unmatched';

export const metricsPlugin = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'nangsue_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nangsue_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { database } = app;
  metrics.registerGauge(
    'nangsue_db_pool_max_connections',
    'Connections the PostgreSQL pool may open',
    () => app.env.DATABASE_POOL_SIZE,
  );
  metrics.registerGauge(
    'nangsue_db_queries_in_flight',
    "Statements of the API's connections running now on the database (pg_stat_activity)",
    () => database.runningQueries(),
  );

  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    requireBearerSecret(request, app.env.METRICS_SECRET);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
