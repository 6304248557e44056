// What the API benchmarks (run.mjs, checkout.mjs, mybook.mjs, downloads.mjs) share: the command
// line, a database of their own with a generated catalog, signed-in customers, the built API as a
// child process, autocannon runs with exact percentiles, and the results file.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The value after `--name` on the command line, or `fallback`. */
export const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};

/** `--only a,b`: the scenarios to run (empty: all). */
export const onlyArg = () => arg('only', '')?.split(',').filter(Boolean) ?? [];

/**
 * The URL of the bench's own database `name` on BENCH_POSTGRES_URL's server (default: the local
 * one), created when missing and kept for reuse.
 */
export const benchDatabase = async (name) => {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Generates a catalog of `books` books into the database (the bulk generator,
 * apps/api/dist/cli/seed-bulk.js) unless it holds that many already. Exits when generating fails.
 */
export const ensureCatalog = async (databaseUrl, books) => {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let existing = 0;
  try {
    existing = (await sql`select count(*)::int as n from books`)[0].n;
  } catch {
    // no tables yet
  } finally {
    await sql.end();
  }
  if (existing >= books) return;
  console.log(`Generating ${books} books...`);
  const status = spawnSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/cli/seed-bulk.js'), '--books', String(books)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    },
  ).status;
  if (status !== 0) process.exit(status ?? 1);
};

/**
 * A new customer with a session, as the login route writes them (inside the caller's
 * transaction `tx`): `{ id, token }`, the token to send as `Token`.
 */
export const insertSignedInCustomer = async (
  tx,
  { email, firstName = 'นักอ่าน', lastName = 'ตัวยง' },
) => {
  const token = randomBytes(32).toString('base64url');
  const [customer] = await tx`
    insert into customers (email, email_key, email_verified_at, first_name, last_name, language, terms_accepted_at)
    values (${email}, ${email}, now(), ${firstName}, ${lastName}, 'th', now()) returning id`;
  await tx`
    insert into customer_sessions (customer_id, token_hash, auth_method, ip_address, user_agent,
                                   idle_seconds, expires_at, absolute_expires_at)
    values (${customer.id}, ${createHash('sha256').update(token).digest('hex')}, 'password',
            '127.0.0.1', 'bench', 86400, now() + interval '1 day', now() + interval '1 day')`;
  return { id: customer.id, token };
};

/**
 * Staff coins for a bench customer (in `tx`), with "use coins" turned on at checkout, so its orders
 * spend coins as a real customer's would.
 */
export const grantBenchCoins = async (tx, customerId, satang) => {
  const [batch] = await tx`
    insert into coin_batches (customer_id, source, amount_satang, remaining_satang, expires_at)
    values (${customerId}, 'staff', ${satang}, ${satang}, now() + interval '30 days') returning id`;
  await tx`
    insert into coin_history (customer_id, kind, amount_satang, batch_id, expires_at, detail)
    values (${customerId}, 'staff', ${satang}, ${batch.id}, now() + interval '30 days',
            ${tx.json({ key: 'coins.history.staff', params: { note: 'bench' } })})`;
  await tx`insert into checkout_states (customer_id, use_coins) values (${customerId}, true)`;
};

/**
 * Starts a Node script (BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" profiles it) with `env`
 * over this process's environment.
 */
export const start = (script, env) =>
  spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), script],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    },
  );

/**
 * The built API on `port` as a bench runs it: no rate limit, no seeding, no scheduled jobs (the
 * popularity snapshot rewrites every book's row every quarter hour and would slow whatever
 * scenario it meets); `env` adds to or overrides that.
 */
export const startApi = (port, env) =>
  // BENCH_API_SERVER: another build of the API (an experiment, or the code before a change).
  start(process.env.BENCH_API_SERVER ?? path.join(root, 'apps/api/dist/server.js'), {
    API_PORT: String(port),
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    NODE_ENV: 'production',
    JOBS_MODE: 'off',
    ...env,
  });

/** Waits (up to 5 minutes) until `url` answers 2xx. */
export const waitFor = async (url) => {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
};

/** Stops a child process and waits for it to exit. */
export const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * One bounded autocannon run (`defaults`, then `options`); latencies from every response, so p95
 * is exact.
 */
export const createMeasure = (defaults) => (title, options) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ ...defaults, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        title,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });

/**
 * Writes `report` to bench/results/<date>-<name>.json (a second run on the same day gets the time
 * in its name instead of replacing the first); the file's path.
 */
export const writeReport = (name, report) => {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const date = report.date ?? new Date().toISOString();
  const dayFile = path.join(root, 'bench/results', `${date.slice(0, 10)}-${name}.json`);
  const file = existsSync(dayFile)
    ? dayFile.replace(/\.json$/, `-${date.slice(11, 16).replace(':', '')}.json`)
    : dayFile;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // In the repository's style, so the format check passes on a committed result (JSON.stringify
  // puts every array element on its own line; Prettier keeps short ones together).
  spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
      '--write',
      '--log-level=warn',
      file,
    ],
    { stdio: 'inherit' },
  );
  return file;
};

/** The results of `createMeasure` runs as a Markdown table. */
export const printLatencyTable = (results) => {
  console.log('| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(
      `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
    );
};
