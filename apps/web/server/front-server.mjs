#!/usr/bin/env node
// The storefront in production (`npm start`): Next's request handler behind a plain Node server
// that first sets the visitor's address (visitor-address.mjs) and answers malformed addresses
// (malformed-address.mjs), and keeps the process's Prometheus metrics, read at GET /metrics
// (metrics.mjs). Usage:
//   node apps/web/server/front-server.mjs [-p PORT] [-H HOST]
// OpenTelemetry first (when an OTLP endpoint is configured): before Next and http are loaded.
import { tracing } from './tracing.mjs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '@nangsue/contracts';
import next from 'next';
import { answerMalformedAddress } from './malformed-address.mjs';
import { createWebMetrics, readBuiltRoutes } from './metrics.mjs';
import { compileTrust, setVisitorAddress } from './visitor-address.mjs';

const arg = (names, fallback) => {
  const index = process.argv.findIndex((value) => names.includes(value));
  return index === -1 ? fallback : process.argv[index + 1];
};
const port = Number(arg(['-p', '--port'], process.env.PORT ?? '3000'));
// Like `next start`: every interface unless -H names one, and then Next builds the addresses it sees
// from the Host header (a hostname given to Next would become the origin of every request).
const hostname = arg(['-H', '--hostname'], undefined);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const trust = compileTrust(process.env.WEB_TRUST_PROXY);
// Where this server reaches itself (the catalog revalidation call, src/instrumentation.ts).
process.env.WEB_SELF_URL ??= `http://${hostname === undefined || hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`;
const app = next({ dev: false, dir, port, ...(hostname ? { hostname } : {}) });
const handle = app.getRequestHandler();
await app.prepare();
const metrics = createWebMetrics({
  routes: readBuiltRoutes(dir),
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  secret: process.env.METRICS_SECRET,
});

// Readiness for a load balancer (HAProxy's check in a cluster, docs/operations.md): 200 while this
// process takes new visitors, 503 once it is stopping, for WEB_DRAIN_MS before it closes, so the
// balancer sends the next ones elsewhere.
let draining = false;
const server = createServer((request, response) => {
  metrics.observe(request, response);
  if (metrics.answer(request, response)) return;
  if (request.url === '/readyz') {
    response
      .writeHead(draining ? 503 : 200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(draining ? 'draining' : 'ready');
    return;
  }
  setVisitorAddress(request, trust);
  if (answerMalformedAddress(request, response)) return;
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
    else response.end();
  });
});
server.listen(port, hostname, () => {
  console.log(
    `Storefront ready on http://${hostname === undefined || hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
});

const stop = () => {
  draining = true;
  setTimeout(
    () =>
      server.close(async () => {
        // The spans still in the batch are sent before the process ends.
        await tracing?.shutdown().catch(() => undefined);
        process.exit(0);
      }),
    Math.max(0, Number(process.env.WEB_DRAIN_MS ?? 0) || 0),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
