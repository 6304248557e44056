// Faults survived under load (issue 27 §2, docs/performance.md "Faults under load"): the cluster
// (`npm run cluster`, ADR 0022) under a mixed load of virtual readers while processes die, then
// what the database says about every order, grant, coin and e-mail.
//
//   npm run bench:faults                      # starts a cluster of its own, chaos
//   npm run bench:faults -- --rolling         # the same load during a restart of every process
//   npm run bench:faults -- --attach          # a cluster already running on the ports below
//   [--duration 60] [--users 10] [--no-chaos] [--seed 7]
//
// Ports and data (FAULTS_* environment variables): the storefront on 3400, the API on 4400 (their
// processes on +1, +2), HAProxy's statistics on 8498, Redis on 6392, PostgreSQL on 5597, the data
// folder /tmp/nangsue-faults (a cluster of its own starts there: DEMO_BOOK_FILES_MAX_ID=40, no rate
// limit, ORDER_INTERVAL_SECONDS=0, the demo gateway on).
//
// Each virtual user, in a loop without pauses, as one signed-in customer after another (rows and
// sessions written straight into the database; half of them hold coins, spent by their orders):
// browses (home, a category, a book page: the storefront through HAProxy), searches (the search
// page and the API's autocomplete), buys a book (basket, checkoutbook, confirmorderdemo with an
// Idempotency-Key, the demo gateway's "success"), reads (the shelf page, the reader's call, the
// first 64 KiB of a book it owns). A read (GET) must never fail: HAProxy retries it on the other
// process. A write (POST) that fails (no answer, 5xx) is sent again, the same Idempotency-Key, up
// to 5 times: the bench counts whether the retry completed.
//
// Chaos (default): at random moments in the run, SIGKILL of one api-N, of one web-N, Redis stopped
// (SIGSTOP: its clients wait on open connections, the harder case) for 10 s, and a SIGKILL of
// PostgreSQL's postmaster (the supervisor's db child sees it gone and starts it again: crash
// recovery). --rolling: a deploy instead: SIGTERM to api-1, api-2, the worker, web-1, web-2 one
// after another, each once HAProxy sees the previous one UP again (its /metrics).
//
// Afterwards, once the job queue is empty: every paid order of the bench's customers has exactly its
// grants (library_items) and none twice, the reconciliation query (orders, payments, coins) finds
// nothing, coin balances equal their ledger, and each paid order had its e-mail job and outbox file
// exactly once. Results: bench/results/<date>-cluster-faults[-rolling].json and a summary printed.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  arg,
  grantBenchCoins,
  insertSignedInCustomer,
  percentile,
  root,
  writeReport,
} from './lib/setup.mjs';

const { ANOMALIES_SQL } =
  await import('../apps/api/dist/modules/orders/reconciliation.repository.js');

const DURATION_S = Number(arg('duration', '60'));
const USERS = Number(arg('users', '10'));
const ROLLING = process.argv.includes('--rolling');
const ATTACH = process.argv.includes('--attach');
const CHAOS = !ROLLING && !process.argv.includes('--no-chaos');
const CUSTOMERS = 300;
const COINS = 1000;
const WRITE_TRIES = 5;
const REQUEST_TIMEOUT_MS = 20_000;

const WEB_PORT = Number(process.env.FAULTS_WEB_PORT ?? 3400);
const API_PORT = Number(process.env.FAULTS_API_PORT ?? 4400);
const STATS_PORT = Number(process.env.FAULTS_STATS_PORT ?? 8498);
const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT ?? 6392);
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5597);
const DATA_DIR = path.resolve(
  process.env.FAULTS_DATA_DIR ?? path.join(os.tmpdir(), 'nangsue-faults'),
);
const WEB = `http://127.0.0.1:${WEB_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;

// A random generator of its own (--seed), so a run's chaos moments can be played again.
let seed = Number(arg('seed', String(Date.now() % 100_000)));
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pickOne = (items) => items[Math.floor(random() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const t0 = { at: Date.now() };
const clock = () => Math.round((Date.now() - t0.at) / 100) / 10;
const log = (message) => console.log(`[faults ${clock().toFixed(1).padStart(5)} s] ${message}`);

// ---------------------------------------------------------------------------------------------
// The cluster: started here (or attached to) and its processes found by their command lines.

let cluster;
const startCluster = () => {
  mkdirSync(DATA_DIR, { recursive: true });
  cluster = spawn(process.execPath, ['scripts/start.mjs', '--cluster'], {
    cwd: root,
    // Its output goes to DATA_DIR/cluster-faults.log (the supervisor's and every child's lines).
    stdio: ['ignore', openSync(path.join(DATA_DIR, 'cluster-faults.log'), 'a'), 'pipe'],
    env: {
      ...process.env,
      DATA_DIR,
      EMBEDDED_POSTGRES_PORT: String(PG_PORT),
      WEB_PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      ADMIN_PORT: String(WEB_PORT + 90),
      HAPROXY_STATS_PORT: String(STATS_PORT),
      CLUSTER_REDIS_PORT: String(REDIS_PORT),
      STOREFRONT_URL: WEB,
      DEMO_BOOK_FILES_MAX_ID: '40',
      DEMO_GATEWAY: 'on',
      RATE_LIMIT_MAX: '1000000000',
      ORDER_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  // The supervisor's own lines (what stopped, what started again) are the chaos's log.
  cluster.on('exit', (code, signal) => log(`the cluster's supervisor exited (${signal ?? code})`));
  cluster.stderr.on('data', (chunk) => {
    appendFileSync(path.join(DATA_DIR, 'cluster-faults.log'), chunk);
    for (const line of chunk.toString().split('\n'))
      if (/stopped \(|is (UP|DOWN)|PostgreSQL (ready|stopped)/.test(line))
        supervisorLines.push(`${clock()} ${line.trim()}`);
  });
};
const supervisorLines = [];

/** Processes of this user: { pid, cmdline, environ }. */
const processes = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [
          {
            pid: Number(pid),
            cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '),
            environ: readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0'),
          },
        ];
      } catch {
        return [];
      }
    });

/** The pid of a cluster child: api-1/2 (its API_PORT), web-1/2 (`-p PORT`), worker, redis. */
const pidOf = (name) => {
  const [kind, n] = name.split('-');
  const all = processes();
  const found = all.find(({ cmdline, environ }) => {
    if (kind === 'api')
      return (
        cmdline.includes('apps/api/dist/server.js') &&
        environ.includes(`API_PORT=${API_PORT + Number(n)}`)
      );
    if (kind === 'web') return cmdline.includes(`front-server.mjs -p ${WEB_PORT + Number(n)}`);
    if (kind === 'worker')
      return (
        cmdline.includes('apps/api/dist/worker.js') && environ.includes(`DATA_DIR=${DATA_DIR}`)
      );
    if (kind === 'redis')
      return cmdline.startsWith('redis-server') && new RegExp(`[ :]${REDIS_PORT}\\b`).test(cmdline);
    return false;
  });
  return found?.pid;
};
const postmasterPid = () => {
  const file = path.join(DATA_DIR, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};

/** HAProxy's view: { 'api/api-1': 'UP', ... } from its Prometheus page. */
const haproxyStates = async () => {
  const text = await (await fetch(`http://127.0.0.1:${STATS_PORT}/metrics`)).text();
  const states = {};
  for (const match of text.matchAll(
    /^haproxy_server_status\{proxy="(\w+)",server="([\w-]+)",state="(\w+)"\} 1$/gm,
  ))
    states[`${match[1]}/${match[2]}`] = match[3];
  return states;
};
const allUp = async () => {
  const states = await haproxyStates().catch(() => ({}));
  const servers = ['api/api-1', 'api/api-2', 'web/web-1', 'web/web-2'];
  return servers.every((server) => states[server] === 'UP');
};
const waitAllUp = async (timeoutMs = 300_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await allUp()) && pidOf('worker')) return true;
    await sleep(250);
  }
  return false;
};

const databaseUrl = () => {
  const { password } = JSON.parse(readFileSync(path.join(DATA_DIR, 'postgres.json'), 'utf8'));
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/nangsue`;
};

// ---------------------------------------------------------------------------------------------
// Measurements: every request by kind, the chaos phase it began in, its status or its error.

const samples = [];
const phase = { now: 'steady' };
const failures = [];
const record = (kind, began, outcome, url) => {
  const sample = { kind, phase: phase.now, ms: performance.now() - began, ...outcome };
  samples.push(sample);
  if (sample.failed)
    failures.push({
      at: clock(),
      kind,
      phase: sample.phase,
      url: new URL(url).pathname,
      ...outcome,
    });
};

/** A GET (retried by HAProxy, never by us): counted failed on 5xx or no answer. */
const read = async (kind, url, headers = {}) => {
  const began = performance.now();
  try {
    const response = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await response.arrayBuffer());
    record(kind, began, { status: response.status, failed: response.status >= 500 }, url);
    return { status: response.status, body };
  } catch (error) {
    record(kind, began, { status: 0, failed: true, error: error.cause?.code ?? error.name }, url);
    return { status: 0 };
  }
};

const writes = { firstFailed: 0, retried: 0, retryCompleted: 0, gaveUp: 0, answers: {} };
/**
 * A POST: sent again with the same Idempotency-Key when it fails (no answer or 5xx), up to
 * WRITE_TRIES times; { status, json }.
 */
const write = async (kind, url, token, body, { idempotent = true } = {}) => {
  const key = randomUUID();
  let failedOnce = false;
  for (let attempt = 1; attempt <= WRITE_TRIES; attempt += 1) {
    const began = performance.now();
    let status = 0;
    let json = null;
    let error;
    try {
      const response = await fetch(`${API}${url}`, {
        method: 'POST',
        headers: {
          Token: token,
          Language: 'en',
          'content-type': 'application/json',
          ...(idempotent ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      json = await response.json().catch(() => null);
    } catch (caught) {
      error = caught.cause?.code ?? caught.name;
    }
    const failed = status === 0 || status >= 500;
    record(kind, began, { status, failed, attempt, ...(error ? { error } : {}) }, `${API}${url}`);
    if (failed) {
      const answer =
        status === 0
          ? `no answer (${error})`
          : `${status} ${(json?.ErrorList?.[0] ?? '').replace(/ \(reference [^)]*\)/, '')}`;
      writes.answers[`${kind}: ${answer}`] = (writes.answers[`${kind}: ${answer}`] ?? 0) + 1;
    }
    if (!failed) {
      // A retry that answered but not 200 (a refusal after a first try cut short) is told.
      if (failedOnce && status !== 200) {
        const refusal = `${kind}: retry answered ${status} ${json?.ErrorList?.[0] ?? ''}`;
        writes.answers[refusal] = (writes.answers[refusal] ?? 0) + 1;
        writes.retryRefused = (writes.retryRefused ?? 0) + 1;
      }
      if (failedOnce) writes.retryCompleted += 1;
      return { status, json };
    }
    if (!failedOnce) {
      failedOnce = true;
      writes.firstFailed += 1;
      writes.retried += 1;
    }
    await sleep(300 * attempt);
  }
  writes.gaveUp += 1;
  return { status: 0, json: null };
};

// ---------------------------------------------------------------------------------------------
// The load.

const orders = { attempted: 0, placed: 0, paidSeen: 0, failedSteps: {} };
const failStep = (what) => {
  orders.failedSteps[what] = (orders.failedSteps[what] ?? 0) + 1;
};

const runLoad = async ({ sql, customers, bookIds, categoryIds, buyable, stopAt }) => {
  const words = ['love', 'history', 'magic', 'นิยาย', 'แมว', 'ความรัก', 'เด็ก', 'business'];
  const ownedBy = new Map();
  const user = async (u) => {
    const mine = customers.filter((_, i) => i % USERS === u);
    let k = 0;
    while (Date.now() < stopAt()) {
      const customer = mine[k++ % mine.length];
      const cookie = { cookie: `nangsue_token=${customer.token}; nangsue_signed_in=1` };
      const apiHeaders = { Token: customer.token, Language: 'en' };
      // Browse.
      await read('page', `${WEB}/`);
      await read('page', `${WEB}/category/${pickOne(categoryIds)}`);
      await read('page', `${WEB}/en/book-detail/${pickOne(bookIds)}`);
      // Search.
      const word = pickOne(words);
      await read('page', `${WEB}/search?q=${encodeURIComponent(word)}`);
      await read(
        'api read',
        `${API}/v2/catalog/search-autocomplete/${encodeURIComponent(word.slice(0, 3))}`,
      );
      // Buy.
      const owned = ownedBy.get(customer.id) ?? new Set();
      ownedBy.set(customer.id, owned);
      const book = pickOne(buyable.filter((id) => !owned.has(id)));
      if (book !== undefined) {
        orders.attempted += 1;
        const added = await write(
          'write: add to basket',
          `/v2/shoppingcart/addproducttocart/details/${book}/1`,
          customer.token,
          {},
        );
        if (added.status !== 200) failStep(`add ${added.status}`);
        else {
          const checkout = await read('api read', `${API}/v2/checkout/checkoutbook`, apiHeaders);
          const data = checkout.status === 200 ? JSON.parse(checkout.body).Data : undefined;
          if (!data?.CanConfirm) failStep(`checkoutbook ${checkout.status}`);
          else {
            const confirmed = await write(
              'write: confirm order',
              '/v2/checkout/confirmorderdemo',
              customer.token,
              { Data: { CheckoutVersion: data.CheckoutVersion, PaymentMethod: 'demo_card' } },
            );
            const placed = confirmed.json?.Data;
            const redirect = placed?.Payment?.Next?.RedirectUrl;
            if (confirmed.status !== 200 || !redirect) failStep(`confirm ${confirmed.status}`);
            else {
              orders.placed += 1;
              for (const line of data.Items ?? []) owned.add(line.ProductId);
              owned.add(book);
              const paid = await write(
                'write: pay (demo gateway)',
                `/demo-gateway/pay/${redirect.split('/').pop()}`,
                customer.token,
                { Data: { Outcome: 'success' } },
              );
              if (paid.status !== 200) failStep(`pay ${paid.status}`);
            }
          }
        }
      }
      // Read: the shelf, then a book it owns (paid earlier) with a file.
      await read('page', `${WEB}/bookshelf`, cookie);
      const [ownedBook] = await sql`
        select book_id from library_items
        where customer_id = ${customer.id} and book_id <= 40 order by random() limit 1`.catch(
        () => [],
      );
      if (ownedBook) {
        await read('api read', `${API}/v2/reader/${ownedBook.book_id}`, apiHeaders);
        await read('reader file', `${API}/v2/reader/${ownedBook.book_id}/file`, {
          ...apiHeaders,
          Range: 'bytes=0-65535',
        });
      }
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, u) => user(u)));
};

// ---------------------------------------------------------------------------------------------
// Chaos and rolling restarts.

const events = [];
const event = (what) => {
  events.push({ at: clock(), what });
  log(what);
};

const kill = (pid, signal) => {
  if (!pid) return false;
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
};

const runChaos = async (durationMs) => {
  const at = (from, to) => (from + random() * (to - from)) * durationMs;
  const plan = [
    { at: at(0.1, 0.25), run: () => killChild(pickOne(['api-1', 'api-2'])) },
    { at: at(0.3, 0.45), run: () => killChild(pickOne(['web-1', 'web-2'])) },
    { at: at(0.5, 0.55), run: stopRedis },
    { at: at(0.8, 0.88), run: restartPostgres },
  ].sort((a, b) => a.at - b.at);
  for (const step of plan) {
    const wait = t0.at + step.at - Date.now();
    if (wait > 0) await sleep(wait);
    await step.run();
  }
};
const killChild = async (name) => {
  const pid = pidOf(name);
  event(`SIGKILL ${name} (pid ${pid}) ${kill(pid, 'SIGKILL') ? '' : 'FAILED'}`);
  phase.now = `after SIGKILL ${name.split('-')[0]}`;
  void (async () => {
    const until = Date.now() + 60_000;
    let next = pidOf(name);
    while (Date.now() < until && (!next || next === pid)) {
      await sleep(100);
      next = pidOf(name);
    }
    event(`${name} started again (pid ${next})`);
    await sleep(1000);
    await waitAllUp(60_000);
    event(`${name} back: HAProxy sees every process UP`);
    phase.now = 'steady';
  })();
};
const stopRedis = async () => {
  const pid = pidOf('redis');
  event(`SIGSTOP redis (pid ${pid}) for 10 s ${kill(pid, 'SIGSTOP') ? '' : 'FAILED'}`);
  phase.now = 'redis stopped';
  await sleep(10_000);
  kill(pid, 'SIGCONT');
  event('SIGCONT redis');
  phase.now = 'steady';
};
const restartPostgres = async () => {
  const pid = postmasterPid();
  event(`SIGKILL PostgreSQL postmaster (pid ${pid}) ${kill(pid, 'SIGKILL') ? '' : 'FAILED'}`);
  phase.now = 'postgres restarting';
  void (async () => {
    await sleep(2000);
    await waitAllUp(120_000);
    event('PostgreSQL back: HAProxy sees every API ready');
    phase.now = 'steady';
  })();
};

const runRolling = async () => {
  await sleep(3000);
  for (const name of ['api-1', 'api-2', 'worker', 'web-1', 'web-2']) {
    const pid = pidOf(name);
    event(`SIGTERM ${name} (pid ${pid}) ${kill(pid, 'SIGTERM') ? '' : 'FAILED'}`);
    phase.now = `rolling ${name}`;
    // Its successor started and answers /readyz itself, then HAProxy sees it UP again.
    const [kind, n] = name.split('-');
    const port = kind === 'api' ? API_PORT + Number(n) : kind === 'web' ? WEB_PORT + Number(n) : 0;
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      const next = pidOf(name);
      const ready =
        next &&
        next !== pid &&
        (port === 0 ||
          (await fetch(`http://127.0.0.1:${port}/readyz`)
            .then((response) => response.ok)
            .catch(() => false)));
      if (ready && (await allUp())) break;
      await sleep(250);
    }
    event(`${name} replaced (pid ${pidOf(name)}), every process UP`);
    phase.now = 'steady';
    await sleep(2000);
  }
};

// ---------------------------------------------------------------------------------------------
// What the database says afterwards.

const settle = async (sql) => {
  for (let i = 0; i < 600; i += 1) {
    const [{ n }] = await sql`
      select count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active') and name in
        ('demoGateway.notify', 'payments.sync', 'mail.order')`;
    // Money taken at the demo gateway for an order still pending: its notification or the
    // reconciliation (every minute) is still to come.
    const [{ pending }] = await sql`
      select count(*)::int as pending from orders o join payments p on p.order_id = o.id
      join demo_gateway_charges c on c.id = p.provider_ref
      where o.status = 'PD' and c.status = 'successful'`;
    if (n === 0 && pending === 0) return true;
    await sleep(500);
  }
  return false;
};

const checkInvariants = async (sql, customerIds) => {
  const anomalies = Object.fromEntries(
    (await sql.unsafe(ANOMALIES_SQL)).filter((row) => row.n > 0).map((row) => [row.kind, row.n]),
  );
  const [counts] = await sql`
    select count(*)::int as orders,
           count(*) filter (where status = 'AP')::int as paid,
           count(*) filter (where status = 'PD')::int as pending,
           count(*) filter (where status not in ('AP', 'PD'))::int as other
    from orders where customer_id = any(${customerIds}::int[])`;
  // Grants: each paid order's book lines each granted once, by that order; never a book twice.
  const [grants] = await sql`
    with paid as (select id, customer_id from orders
                  where status = 'AP' and customer_id = any(${customerIds}::int[])),
    per_order as (
      select p.id,
             (select count(*) from order_lines l where l.order_id = p.id and l.kind = 'book'
                and not l.duplicate and l.gift is null) as lines,
             (select count(*) from library_items li where li.order_id = p.id) as granted
      from paid p)
    select count(*) filter (where granted < lines)::int as missing,
           count(*) filter (where granted > lines)::int as extra,
           (select count(*)::int from (select 1 from library_items
              where customer_id = any(${customerIds}::int[])
              group by customer_id, book_id having count(*) > 1) d) as twice
    from per_order`;
  // Coins: every customer's ledger (coin_history) adds up to what its batches still hold.
  const [coins] = await sql`
    with ledger as (select customer_id, sum(amount_satang)::bigint as s from coin_history
                    where customer_id = any(${customerIds}::int[]) group by customer_id),
    held as (select customer_id, sum(remaining_satang)::bigint as s from coin_batches
             where customer_id = any(${customerIds}::int[]) group by customer_id)
    select count(*) filter (where coalesce(l.s, 0) <> coalesce(h.s, 0))::int as differing,
           coalesce(sum(l.s), 0)::bigint as ledger, coalesce(sum(h.s), 0)::bigint as held
    from ledger l full join held h using (customer_id)`;
  // E-mails: each paid order's "paid" e-mail job exactly once (live or archived).
  const [mailJobs] = await sql`
    with paid as (select id from orders
                  where status = 'AP' and customer_id = any(${customerIds}::int[])),
    jobs as (select data->>'orderId' as order_id from pgboss.job
               where name = 'mail.order' and data->>'event' = 'paid'
             union all
             select data->>'orderId' from pgboss.archive
               where name = 'mail.order' and data->>'event' = 'paid'),
    per as (select p.id, (select count(*) from jobs j where j.order_id = p.id::text) as n
            from paid p)
    select count(*) filter (where n = 0)::int as missing,
           count(*) filter (where n > 1)::int as twice
    from per`.catch(async () => {
    // No pgboss.archive in this pg-boss: the job table keeps completed jobs.
    return sql`
      with paid as (select id from orders
                    where status = 'AP' and customer_id = any(${customerIds}::int[])),
      per as (select p.id, (select count(*) from pgboss.job j where j.name = 'mail.order'
                 and j.data->>'event' = 'paid' and j.data->>'orderId' = p.id::text) as n
              from paid p)
      select count(*) filter (where n = 0)::int as missing,
             count(*) filter (where n > 1)::int as twice from per`;
  });
  return { anomalies, counts, grants, coins, mailJobs };
};

/** Outbox files of "paid" e-mails to the bench's customers, by order number in their subject. */
const outboxPaid = (emails, orderNumbers) => {
  const dir = path.join(DATA_DIR, 'outbox');
  const seen = new Map(orderNumbers.map((number) => [number, 0]));
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    if (!name.endsWith('.json')) continue;
    const entry = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    if (!emails.has(entry.to) || entry.template !== 'order-paid') continue;
    const number = /NS\d+/.exec(entry.subject)?.[0];
    if (seen.has(number)) seen.set(number, seen.get(number) + 1);
  }
  const counts = [...seen.values()];
  return {
    missing: counts.filter((n) => n === 0).length,
    twice: counts.filter((n) => n > 1).length,
  };
};

// ---------------------------------------------------------------------------------------------

const summarize = () => {
  const byKind = {};
  for (const sample of samples) {
    const key = sample.kind;
    byKind[key] ??= { requests: 0, failed: 0, errors: {}, latencies: [] };
    const row = byKind[key];
    row.requests += 1;
    row.latencies.push(sample.ms);
    if (sample.failed) {
      row.failed += 1;
      const why = sample.status ? String(sample.status) : sample.error;
      row.errors[why] = (row.errors[why] ?? 0) + 1;
    }
  }
  const byPhase = {};
  for (const sample of samples) {
    byPhase[sample.phase] ??= { requests: 0, failed: 0, latencies: [] };
    byPhase[sample.phase].requests += 1;
    byPhase[sample.phase].latencies.push(sample.ms);
    if (sample.failed) byPhase[sample.phase].failed += 1;
  }
  const finish = (rows) =>
    Object.fromEntries(
      Object.entries(rows).map(([key, { latencies, ...rest }]) => {
        latencies.sort((a, b) => a - b);
        return [
          key,
          {
            ...rest,
            p50: Math.round(percentile(latencies, 50)),
            p99: Math.round(percentile(latencies, 99)),
            max: Math.round(latencies.at(-1) ?? 0),
          },
        ];
      }),
    );
  return { byKind: finish(byKind), byPhase: finish(byPhase) };
};

const main = async () => {
  if (!ATTACH) {
    log(`starting a cluster under ${DATA_DIR}`);
    startCluster();
  }
  if (!(await waitAllUp())) throw new Error('the cluster did not come up');
  const sql = postgres(databaseUrl(), { max: 4, onnotice: () => {} });
  try {
    const bookIds = (await sql`select id from books where published order by id`).map(
      (row) => row.id,
    );
    const buyable = (
      await sql`select id from books where published and id <= 40 and price_satang >= 2000
                order by id`
    ).map((row) => row.id);
    const categoryIds = (await sql`select id from categories order by id limit 30`).map(
      (row) => row.id,
    );
    const run = randomBytes(3).toString('hex');
    const customers = await sql.begin(async (tx) => {
      const made = [];
      for (let i = 0; i < CUSTOMERS; i += 1) {
        const email = `faults.${run}.${i}@example.com`;
        const row = await insertSignedInCustomer(tx, { email });
        if (i % 2 === 0) await grantBenchCoins(tx, row.id, COINS);
        made.push({ ...row, email });
      }
      return made;
    });
    const load = os.loadavg().map((n) => n.toFixed(2));
    log(
      `${ROLLING ? 'rolling restart' : CHAOS ? 'chaos' : 'no faults'}: ${USERS} users, ${DURATION_S} s, seed ${seed}, load ${load.join(' ')}`,
    );
    t0.at = Date.now();
    let stopAt = t0.at + DURATION_S * 1000;
    const faults = ROLLING
      ? runRolling().then(() => {
          // The load lasts until the last process is replaced (and 5 s more).
          stopAt = Math.max(stopAt, Date.now() + 5000);
        })
      : CHAOS
        ? runChaos(DURATION_S * 1000)
        : Promise.resolve();
    const loadDone = runLoad({
      sql,
      customers,
      bookIds,
      categoryIds,
      buyable,
      stopAt: () => stopAt,
    });
    await faults;
    await loadDone;
    const loadAfter = os.loadavg().map((n) => n.toFixed(2));
    const elapsed = (Date.now() - t0.at) / 1000;
    log(`load over after ${elapsed.toFixed(1)} s; waiting for the jobs to settle`);
    await waitAllUp(120_000);
    const settleStarted = Date.now();
    const settled = await settle(sql);
    const settleSeconds = Math.round((Date.now() - settleStarted) / 1000);
    const customerIds = customers.map((c) => c.id);
    const invariants = await checkInvariants(sql, customerIds);
    const paidOrders = await sql`
      select id::int as id from orders where status = 'AP' and customer_id = any(${customerIds}::int[])`;
    const { orderNumberOf } = await import('../apps/api/dist/lib/order-numbers.js');
    const outbox = outboxPaid(
      new Set(customers.map((c) => c.email)),
      paidOrders.map((row) => orderNumberOf(row.id)),
    );
    const { byKind, byPhase } = summarize();
    const reads = Object.entries(byKind).filter(([kind]) => !kind.startsWith('write'));
    const failedReads = reads.reduce((sum, [, row]) => sum + row.failed, 0);
    const targets = {
      'no failed page views or API reads': failedReads === 0,
      'every failed write completed on its retry (same Idempotency-Key)':
        writes.gaveUp === 0 && writes.retryCompleted === writes.firstFailed && !writes.retryRefused,
      'no paid order without its grant, none granted twice':
        invariants.grants.missing === 0 &&
        invariants.grants.extra === 0 &&
        invariants.grants.twice === 0,
      'no coins lost (ledger = balances, reconciliation clean)':
        invariants.coins.differing === 0 && Object.keys(invariants.anomalies).length === 0,
      'no e-mail lost or sent twice (jobs and outbox)':
        invariants.mailJobs.missing === 0 &&
        invariants.mailJobs.twice === 0 &&
        outbox.missing === 0 &&
        outbox.twice === 0,
      'queue settled (every job done, every charge taken turned into a paid order)': settled,
    };
    const report = {
      date: new Date().toISOString(),
      mode: ROLLING ? 'rolling' : CHAOS ? 'chaos' : 'none',
      users: USERS,
      durationSeconds: Math.round(elapsed),
      seed,
      loadAverage: { before: load, after: loadAfter, cpus: os.cpus().length },
      events,
      supervisor: supervisorLines,
      failures: failures.slice(0, 100),
      requests: byKind,
      phases: byPhase,
      requestsPerSecond: Math.round(samples.length / elapsed),
      writes,
      settleSeconds,
      orders: { ...orders, database: invariants.counts },
      invariants: { ...invariants, outbox },
      targets,
    };
    const file = writeReport(ROLLING ? 'cluster-faults-rolling' : 'cluster-faults', report);
    console.log('\n| requests | n | failed | p50 ms | p99 ms | max ms | why |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const [kind, row] of [
      ...Object.entries(byKind),
      ...Object.entries(byPhase).map(([k, v]) => [`phase: ${k}`, v]),
    ])
      console.log(
        `| ${kind} | ${row.requests} | ${row.failed} | ${row.p50} | ${row.p99} | ${row.max} | ${Object.entries(
          row.errors ?? {},
        )
          .map(([k, v]) => `${k}×${v}`)
          .join(', ')} |`,
      );
    console.log(`\nrequests/s ${report.requestsPerSecond}; writes ${JSON.stringify(writes)}`);
    console.log(`orders ${JSON.stringify(report.orders)}; settled after ${settleSeconds} s`);
    for (const failure of failures.slice(0, 40)) console.log(`failed: ${JSON.stringify(failure)}`);
    console.log(`invariants ${JSON.stringify(report.invariants)}`);
    for (const [target, met] of Object.entries(targets))
      console.log(`${met ? 'MET   ' : 'MISSED'} ${target}`);
    console.log(`load average before ${load.join(' ')}, after ${loadAfter.join(' ')}`);
    console.log(`results: ${path.relative(root, file)}`);
  } finally {
    await sql.end({ timeout: 5 });
    if (cluster) {
      cluster.kill('SIGTERM');
      await new Promise((resolve) => cluster.once('exit', resolve));
    }
  }
};

// Stopped by hand: the cluster stops with the bench (its supervisor stops every child).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    if (!cluster) process.exit(1);
    cluster.once('exit', () => process.exit(1));
    cluster.kill('SIGTERM');
  });

await main();
