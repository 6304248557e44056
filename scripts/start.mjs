#!/usr/bin/env node
// Starts the store (after `npm run build`), or in watch mode with --dev, and supervises it (ADR 0016,
// docs/operations.md): the embedded PostgreSQL (when DATABASE_URL is unset), the API and the
// storefront each run as a child of this process; a child that dies is started again after a backoff
// (0.5 s, doubling to 10 s at most, back to 0.5 s once it has stayed up 30 s). The back office's
// server (apps/admin, ADR 0018) is a fourth child. Ctrl-C or SIGTERM stops the storefront, the back
// office and the API first, the database last.
// Settings come from the environment and, if present, ./.env (see .env.example).
//
// --cluster (`npm run cluster`, docs/operations.md "The store as a cluster", ADR 0022): the same
// store as a small cluster on this machine: HAProxy in front (the storefront on WEB_PORT, the API
// on API_PORT, its statistics on HAPROXY_STATS_PORT) with health checks on /readyz, two API
// processes (JOBS_MODE=off) and two storefront processes behind it, one job worker, Redis
// (REDIS_URL, else a redis-server of its own under DATA_DIR/redis) for the rate limits, the API's
// cache and Next's shared page cache, and the embedded PostgreSQL or DATABASE_URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const isDev = process.argv.includes('--dev');
const isCluster = process.argv.includes('--cluster') && !isDev;
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const adminPort = process.env.ADMIN_PORT ?? '3100';
const adminUrl = process.env.ADMIN_URL ?? `http://localhost:${adminPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
/** A child that stayed up this long is healthy again: its next restart waits the first delay. */
const STABLE_MS = 30_000;
const STOP_MS = 10_000;

const env = {
  ...process.env,
  API_PORT: apiPort,
  // Where gateways and e-mails send the visitor back: the storefront on WEB_PORT unless told.
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${webPort}`,
  CORS_ORIGINS:
    process.env.CORS_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  API_MAIN_URL: process.env.API_MAIN_URL ?? apiUrl,
  API_SECOND_URL: process.env.API_SECOND_URL ?? process.env.API_MAIN_URL ?? apiUrl,
  // The back office: its server listens here; the API puts this address in staff set-up links.
  ADMIN_PORT: adminPort,
  ADMIN_URL: adminUrl,
};

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const embedded = !process.env.DATABASE_URL;

const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
/** A cluster's ports behind HAProxy: API_PORT + 1, + 2 and WEB_PORT + 1, + 2. */
const apiPorts = [1, 2].map((n) => String(Number(apiPort) + n));
const webPorts = [1, 2].map((n) => String(Number(webPort) + n));
const statsPort = process.env.HAPROXY_STATS_PORT ?? '8404';
const redisPort = process.env.CLUSTER_REDIS_PORT ?? '6390';
const ownRedis = isCluster && !process.env.REDIS_URL;
if (isCluster) {
  env.REDIS_URL = process.env.REDIS_URL ?? `redis://127.0.0.1:${redisPort}`;
  // The storefront and the back office reach the API through HAProxy; the storefront processes
  // take the visitor's address from HAProxy's X-Forwarded-For (it is on this machine).
  env.WEB_TRUST_PROXY = process.env.WEB_TRUST_PROXY ?? 'loopback';
  env.WEB_DRAIN_MS = process.env.WEB_DRAIN_MS ?? '1500';
  // A stopping API's /readyz answers 503 this long before it closes: HAProxy (check every 1 s,
  // down after 2 failures) sends the next requests elsewhere first (bench/cluster-faults.mjs).
  env.API_DRAIN_MS = process.env.API_DRAIN_MS ?? '2500';
  // The job worker listens on no port: it reads the demo gateway's charges through HAProxy (without
  // it, a paid order waited for the storefront's return page to re-read its charge).
  env.DEMO_GATEWAY_URL = process.env.DEMO_GATEWAY_URL ?? apiUrl;
  // Gateways send their notifications to HAProxy, not to the one API process that started the
  // payment (gone, a notification waited for its retry or the next reconciliation).
  env.API_PUBLIC_URL = process.env.API_PUBLIC_URL ?? apiUrl;
}

/**
 * HAProxy's configuration for the cluster, written at each start under DATA_DIR/cluster. Requests
 * go to the process with the fewest in flight (`leastconn`: a Node process serves one thing at a
 * time, so a request should not queue behind a slow render while the other is idle; 10,000-page
 * bench: p99 129 -> 105 ms, search pages 81 -> 99/s) among those that answer /readyz; a request that finds a process gone (its
 * connection refused or reset, no answer) is retried on another, for reads only (GET and HEAD):
 * a write is never sent twice by the balancer, its client retries with its Idempotency-Key.
 * A process marked down keeps its requests in flight (no `on-marked-down shutdown-sessions`): a
 * draining API, or one whose database restarts for a second, finishes them (bench/cluster-faults.mjs).
 */
const haproxyConfig =
  () => `# Written by scripts/start.mjs --cluster at each start; edit that script, not this file.
global
  maxconn 4096

defaults
  mode http
  option dontlognull
  option forwardfor
  option redispatch
  retries 3
  retry-on conn-failure empty-response response-timeout 502 503 504
  timeout connect 2s
  timeout client 60s
  timeout server 120s
  timeout http-keep-alive 10s
  timeout check 2s
  default-server inter 1s fall 2 rise 1

frontend storefront
  bind 127.0.0.1:${webPort}
  bind [::1]:${webPort}
  default_backend web

frontend api
  bind 127.0.0.1:${apiPort}
  default_backend api

frontend stats
  bind 127.0.0.1:${statsPort}
  http-request use-service prometheus-exporter if { path /metrics }
  stats enable
  stats uri /
  stats refresh 5s

backend web
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry unless METH_GET || METH_HEAD
${webPorts.map((port, index) => `  server web-${index + 1} 127.0.0.1:${port} check`).join('\n')}

backend api
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry unless METH_GET || METH_HEAD
${apiPorts.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;

const node = (script, extra = {}) => ({ command: process.execPath, args: [script], ...extra });

/** The cluster's processes (the embedded PostgreSQL before them, as for one machine). */
const clusterServices = () => {
  const redisDir = path.join(dataDir, 'redis');
  if (ownRedis) mkdirSync(redisDir, { recursive: true });
  mkdirSync(path.join(dataDir, 'cluster'), { recursive: true });
  const haproxyFile = path.join(dataDir, 'cluster', 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig());
  const api = (port, index) =>
    node('apps/api/dist/server.js', {
      name: `api-${index + 1}`,
      env: {
        API_PORT: port,
        JOBS_MODE: 'off',
        // The first API migrates and fills the demo store; the second starts once it is ready.
        ...(index === 0 ? {} : { SEED_ON_START: 'false' }),
      },
      needsDatabase: true,
      after: index === 0 ? undefined : 'api-1',
    });
  return [
    ...(ownRedis
      ? [
          {
            name: 'redis',
            command: 'redis-server',
            args: [
              '--bind',
              '127.0.0.1',
              '--port',
              redisPort,
              '--save',
              '',
              '--appendonly',
              'no',
              '--dir',
              redisDir,
            ],
          },
        ]
      : []),
    ...apiPorts.map(api),
    node('apps/api/dist/worker.js', { name: 'worker', needsDatabase: true, after: 'api-1' }),
    ...webPorts.map((port, index) => ({
      name: `web-${index + 1}`,
      command: process.execPath,
      args: ['apps/web/server/front-server.mjs', '-p', port],
    })),
    {
      name: 'haproxy',
      command: process.env.HAPROXY_BIN ?? 'haproxy',
      // -db: in the foreground, as a child of this supervisor.
      args: ['-db', '-f', haproxyFile],
    },
  ];
};

/** What this process supervises; `db` only for the embedded PostgreSQL. */
const services = [
  ...(embedded
    ? [
        {
          name: 'db',
          command: isDev ? bin('tsx') : process.execPath,
          args: [isDev ? 'apps/api/src/db/embedded-main.ts' : 'apps/api/dist/db/embedded-main.js'],
        },
      ]
    : []),
  ...(isCluster
    ? clusterServices()
    : [
        {
          name: 'api',
          command: isDev ? bin('tsx') : process.execPath,
          args: isDev ? ['watch', 'apps/api/src/server.ts'] : ['apps/api/dist/server.js'],
          needsDatabase: true,
        },
        {
          name: 'web',
          // Production: Next behind the storefront's front server, which sets the visitor's
          // address (apps/web/server/front-server.mjs); development: next dev.
          command: isDev ? bin('next') : process.execPath,
          args: isDev
            ? ['dev', 'apps/web', '-p', webPort]
            : ['apps/web/server/front-server.mjs', '-p', webPort],
        },
      ]),
  {
    name: 'admin',
    // The built back office behind its server; with --dev, Vite's development server inside it.
    command: process.execPath,
    args: ['apps/admin/server/admin-server.mjs', ...(isDev ? ['--dev'] : [])],
  },
].map((service) => ({
  ...service,
  child: undefined,
  failures: 0,
  timer: undefined,
  started: false,
}));

let stopping = false;
/** The embedded server's connection string, told by the db child once it is up. */
let databaseUrl = process.env.DATABASE_URL;

const launch = (service) => {
  service.timer = undefined;
  if (stopping) return;
  const startedAt = Date.now();
  const child = spawn(service.command, service.args, {
    cwd: root,
    // The API connects to the embedded server as to any PostgreSQL: it never starts one itself.
    env: {
      ...env,
      ...service.env,
      ...(service.needsDatabase && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: service.name === 'db' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  service.child = child;
  service.started = true;
  if (services.some(({ after }) => after === service.name)) void launchWhenReady(service);
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) target.write(`[${service.name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  if (service.name === 'db')
    child.on('message', (message) => {
      if (!message?.ready) return;
      const first = !databaseUrl;
      databaseUrl = message.url;
      if (first)
        for (const waiting of services)
          if (waiting.needsDatabase && !waiting.after && !waiting.started) launch(waiting);
    });
  child.on('error', (error) => console.error(`[${service.name}] ${error.message}`));
  child.on('exit', (code, signal) => {
    service.child = undefined;
    if (stopping) return;
    service.failures = Date.now() - startedAt >= STABLE_MS ? 1 : service.failures + 1;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** (service.failures - 1), MAX_DELAY_MS);
    console.error(
      `[${service.name}] stopped (${signal ?? `exit ${code}`}); starting it again in ${delay} ms`,
    );
    service.timer = setTimeout(() => launch(service), delay);
  });
};

/**
 * Starts the services that wait for `service` (`after`) once it answers /readyz: in a cluster, the
 * second API and the worker start after the first API has migrated the database and seeded it.
 */
const launchWhenReady = async (service) => {
  const url = `http://127.0.0.1:${service.env?.API_PORT}/readyz`;
  while (!stopping && service.child) {
    const ready = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (stopping) return;
  for (const waiting of services)
    if (waiting.after === service.name && !waiting.started) launch(waiting);
};

const stopService = (service) =>
  new Promise((resolve) => {
    clearTimeout(service.timer);
    const { child } = service;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

const stop = async () => {
  if (stopping) return;
  stopping = true;
  // The database (and a cluster's own Redis) last, once nothing uses them.
  const last = services.filter(({ name }) => name === 'db' || name === 'redis');
  await Promise.all(services.filter((service) => !last.includes(service)).map(stopService));
  await Promise.all(last.map(stopService));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

for (const service of services)
  // With the embedded server, the API starts once the server is up (the db child says so); in a
  // cluster, what waits for the first API starts when it is ready.
  if (!(service.needsDatabase && !databaseUrl) && !service.after) launch(service);

console.log(
  `Nangsue: storefront http://localhost:${webPort} (English: /en), back office ${adminUrl}, API ${apiUrl} (docs: ${apiUrl}/docs)`,
);
if (isCluster)
  console.log(
    `Cluster: HAProxy in front of storefronts ${webPorts.join(', ')} and APIs ${apiPorts.join(', ')}, one job worker, Redis ${env.REDIS_URL}; HAProxy's statistics http://127.0.0.1:${statsPort}/ (Prometheus: /metrics)`,
  );
