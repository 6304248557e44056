#!/usr/bin/env node
// Starts the API and the storefront together (after `npm run build`), or both in watch mode with --dev.
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
const apiUrl = `http://127.0.0.1:${apiPort}`;

const env = {
  ...process.env,
  API_PORT: apiPort,
  CORS_ORIGINS:
    process.env.CORS_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  API_MAIN_URL: process.env.API_MAIN_URL ?? apiUrl,
  API_SECOND_URL: process.env.API_SECOND_URL ?? process.env.API_MAIN_URL ?? apiUrl,
};

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const processes = [
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
];

const children = processes.map(({ name, command, args }) => {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
});

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping)
      console.error(`A process of the store stopped (exit ${code}); stopping the rest.`);
    stop(code ?? 1);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(
  `Nangsue: storefront http://localhost:${webPort} (English: /en), API ${apiUrl} (docs: ${apiUrl}/docs)`,
);
