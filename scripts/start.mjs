#!/usr/bin/env node
// Starts the store (after `npm run build`), or in watch mode with --dev, and supervises it (ADR 0016,
// docs/operations.md): the embedded PostgreSQL (when DATABASE_URL is unset), the API and the
// storefront each run as a child of this process; a child that dies is started again after a backoff
// (0.5 s, doubling to 10 s at most, back to 0.5 s once it has stayed up 30 s). The back office's
// server (apps/admin, ADR 0018) is a fourth child. Ctrl-C or SIGTERM stops the storefront, the back
// office and the API first, the database last.
// Settings come from the environment and, if present, ./.env (see .env.example).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const isDev = process.argv.includes('--dev');
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
  {
    name: 'api',
    command: isDev ? bin('tsx') : process.execPath,
    args: isDev ? ['watch', 'apps/api/src/server.ts'] : ['apps/api/dist/server.js'],
  },
  {
    name: 'web',
    // Production: Next behind the storefront's front server, which sets the visitor's address
    // (apps/web/server/front-server.mjs); development: next dev.
    command: isDev ? bin('next') : process.execPath,
    args: isDev
      ? ['dev', 'apps/web', '-p', webPort]
      : ['apps/web/server/front-server.mjs', '-p', webPort],
  },
  {
    name: 'admin',
    // The built back office behind its server; with --dev, Vite's development server inside it.
    command: process.execPath,
    args: ['apps/admin/server/admin-server.mjs', ...(isDev ? ['--dev'] : [])],
  },
].map((service) => ({ ...service, child: undefined, failures: 0, timer: undefined }));

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
    env: service.name === 'api' && databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env,
    stdio: service.name === 'db' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  service.child = child;
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
      const api = services.find(({ name }) => name === 'api');
      if (first && api && !api.child && !api.timer) launch(api);
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
  const db = services.filter(({ name }) => name === 'db');
  await Promise.all(services.filter(({ name }) => name !== 'db').map(stopService));
  await Promise.all(db.map(stopService));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

for (const service of services)
  // With the embedded server, the API starts once the server is up (the db child says so).
  if (!(service.name === 'api' && !databaseUrl)) launch(service);

console.log(
  `Nangsue: storefront http://localhost:${webPort} (English: /en), back office ${adminUrl}, API ${apiUrl} (docs: ${apiUrl}/docs)`,
);
