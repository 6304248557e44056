// Prometheus metrics of a storefront process (prom-client, as the API's plugins/metrics.ts), kept
// by the front server around Next's request handler and read at GET /metrics with
// `Authorization: Bearer METRICS_SECRET` (docs/operations.md, "Metrics and alerts"):
// - requests and their duration per route pattern (`/[locale]/book-detail/[id]`, never the address:
//   one series per route), with the same names as the API's, told apart by the scrape job;
// - how Next served its cached pages (`x-nextjs-cache`: hit, stale, miss, revalidated), whose hit
//   ratio the dashboard and an alert read;
// - the process's own figures (memory, event loop lag, garbage collection), prefixed nangsue_web_.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const digest = (value) => createHash('sha256').update(value).digest();

/** Next's page routes of a build, in the order its router tries them (static, then dynamic). */
export const readBuiltRoutes = (dir) => {
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'),
  );
  return [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((route) => ({
    page: route.page,
    regex: route.regex,
  }));
};

/**
 * The route pattern of a request's address. Pages of the default language have no prefix
 * (`/book-detail/1` is `/[locale]/book-detail/[id]`, as src/proxy.ts rewrites it); Next's own
 * files are `/_next/static` and the like, the front server's readiness check `/readyz`; anything
 * else (public files, unknown paths) is `unmatched`.
 */
export const createRouteLabel = ({ routes, locales, defaultLocale }) => {
  const compiled = routes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  const find = (pathname) => compiled.find((route) => route.regex.test(pathname))?.page;
  return (url = '/') => {
    const pathname = url
      .split('?')[0]
      .replace(/\.segments\/.*$/, '')
      .replace(/\.rsc$/, '');
    // Answered by the front server itself (HAProxy's check), not by Next.
    if (pathname === '/readyz') return pathname;
    const internal = /^\/_next\/([^/]+)/.exec(pathname);
    if (internal) return `/_next/${internal[1]}`;
    const direct = find(pathname);
    if (direct && !direct.startsWith('/[locale]')) return direct;
    if (locales.includes(pathname.split('/')[1])) return direct ?? 'unmatched';
    return find(`/${defaultLocale}${pathname === '/' ? '' : pathname}`) ?? 'unmatched';
  };
};

/**
 * `observe(request, response)` counts a request once its response ends; `answer(request,
 * response)` answers GET /metrics (true) or leaves the request to Next (false): 401 without
 * credentials, 403 with wrong ones or when no secret is set, as the API.
 */
export const createWebMetrics = ({ routes, locales, defaultLocale, secret }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'nangsue_web_' });
  const requests = new Counter({
    name: 'nangsue_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nangsue_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'nangsue_web_page_cache_total',
    help: 'Responses Next served from its page cache, by result (x-nextjs-cache: hit, stale, miss, revalidated)',
    labelNames: ['result'],
    registers: [registry],
  });
  const routeOf = createRouteLabel({ routes, locales, defaultLocale });
  const isScrape = (request) => request.url === '/metrics' || request.url?.startsWith('/metrics?');

  return {
    registry,
    observe(request, response) {
      const started = process.hrtime.bigint();
      // On 'finish' (the response sent): Next already listens to 'close' about ten times per
      // response, and an eleventh listener makes Node warn of a leak. A visitor who leaves before
      // the answer is not counted.
      response.once('finish', () => {
        const route = isScrape(request) ? '/metrics' : routeOf(request.url);
        const method = request.method ?? 'GET';
        requests.inc({ method, route, status_code: String(response.statusCode) });
        duration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
        const cache = response.getHeader('x-nextjs-cache');
        if (typeof cache === 'string') pageCache.inc({ result: cache.toLowerCase() });
      });
    },
    answer(request, response) {
      if (!isScrape(request) || !['GET', 'HEAD'].includes(request.method ?? '')) return false;
      const header = request.headers.authorization;
      const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!presented) {
        response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
        return true;
      }
      if (!secret || !timingSafeEqual(digest(presented), digest(secret))) {
        response.writeHead(403).end();
        return true;
      }
      registry.metrics().then(
        (text) => {
          response.writeHead(200, {
            'Content-Type': registry.contentType,
            'Cache-Control': 'no-store',
          });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error) => {
          console.error(error);
          response.writeHead(500).end();
        },
      );
      return true;
    },
  };
};
