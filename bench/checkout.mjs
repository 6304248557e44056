// The complete checkout under load (docs/buying.md §4-§8): basket to paid order through the demo
// gateway's signed notification, against the generated catalog. Run by bench/run.mjs:
//
//   npm run bench -- --books 100000 --only checkout   [--duration 10] [--connections 10]
//
// It starts its own API (jobs embedded, so the demo gateway's notifications and the re-reads they
// queue run in it; the demo gateway on; one order per customer at a time allowed at once:
// ORDER_INTERVAL_SECONDS=0; DATABASE_POOL_SIZE=10) and signs in 1,000 new customers (rows and
// sessions written directly). Each virtual customer (one per connection) buys one book after
// another, always as one of its own customers:
//
//   add to basket → checkoutbook → confirmorderdemo (Idempotency-Key) → demo pay "success"
//   → the gateway's notification job → webhook → payments.sync job → order AP
//
// and waits for its order to be paid (the bench watches the orders table; it never calls
// `completed`, which would re-read the charge itself and hide the notification path). Orders/s
// counts orders that reached AP inside the measured window. BENCH_CHECKOUT_SERVER runs another
// build of the API instead (an experiment), BENCH_JOBS_POLL_SECONDS another poll interval. Afterwards a reconciliation query
// looks for anomalies over every order of the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  grantBenchCoins,
  insertSignedInCustomer,
  percentile,
  root,
  start,
  stop,
  waitFor,
} from './lib/setup.mjs';

const CHECKOUT_PORT = 4302;
const CUSTOMERS = 1000;
/** Coins (satang) given to every other customer, spent by their first order (the ledger is checked). */
const COINS = 1000;
/** A virtual customer gives up on an order not paid this long after its payment. */
const PAID_WITHIN_MS = 30_000;

/**
 * Every way an order, its payments, its books or its coins can disagree. Each row: a kind and how
 * many; zero everywhere is the target.
 */
/** The reconciliation query lives with the orders (apps/api/src/modules/orders/reconciliation.repository.ts). */
const { ANOMALIES_SQL } =
  await import('../apps/api/dist/modules/orders/reconciliation.repository.js');

/** Runs the reconciliation query: { kind: count } and the total. */
export const findAnomalies = async (sql) => {
  const rows = await sql.unsafe(ANOMALIES_SQL);
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.n]));
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byKind };
};

/** 1,000 new customers with a session each (what the login route would write), half with coins. */
const signInCustomers = async (sql) => {
  const run = randomBytes(4).toString('hex');
  const customers = [];
  await sql.begin(async (tx) => {
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const email = `bench.${run}.${i}@example.com`;
      const row = await insertSignedInCustomer(tx, {
        email,
        firstName: 'ผู้ทดสอบ',
        lastName: 'โหลด',
      });
      if (i % 2 === 0) await grantBenchCoins(tx, row.id, COINS);
      customers.push(row);
    }
  });
  return customers;
};

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc/<pid>/stat (Linux;
 * null elsewhere). Measured over a window and divided by the work done in it, it is the cost of
 * that work, and unlike latency it barely moves when other processes share the cores.
 */
export const cpuMsOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name (which may hold spaces) in parentheses: utime is the 14th
    // field, stime the 15th, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

const quantile = (sorted, p) => Math.round(percentile(sorted, p) * 10) / 10;

/** Measures the complete checkout (BENCH_NODE_ARGS profiles its API too, as in run.mjs). */
export const runCheckout = async ({ databaseUrl, duration, connections }) => {
  const API = `http://127.0.0.1:${CHECKOUT_PORT}`;
  const sql = postgres(databaseUrl, { max: 3, onnotice: () => {} });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nangsue-bench-checkout-'));
  const env = {
    DATABASE_URL: databaseUrl,
    API_PORT: String(CHECKOUT_PORT),
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    NODE_ENV: 'production',
    DEMO_GATEWAY: 'on',
    JOBS_MODE: 'embedded',
    JOBS_POLL_SECONDS: process.env.BENCH_JOBS_POLL_SECONDS ?? '0.5',
    ORDER_INTERVAL_SECONDS: '0',
    DATABASE_POOL_SIZE: '10',
    // E-mails of paid orders go to an outbox of this run, not the store's data folder.
    DATA_DIR: dataDir,
  };
  // The popularity snapshot (every quarter hour, embedded jobs) rewrites every book's row: do not
  // let it fall inside the measurement.
  const busyMs = (duration + 40) * 1000;
  const toQuarter = 900_000 - (Date.now() % 900_000);
  if (toQuarter < busyMs) {
    console.log(`Waiting ${Math.round((toQuarter + 45_000) / 1000)} s for the popularity job...`);
    await new Promise((resolve) => setTimeout(resolve, toQuarter + 45_000));
  }

  const books = (
    await sql`select id from books where published and price_satang >= 2000 order by id`
  ).map((row) => row.id);
  const customers = await signInCustomers(sql);
  const api = start(
    process.env.BENCH_CHECKOUT_SERVER ?? path.join(root, 'apps/api/dist/server.js'),
    env,
  );
  try {
    await waitFor(`${API}/readyz`);
    const call = async (method, url, token, body, headers = {}) => {
      const response = await fetch(`${API}${url}`, {
        method,
        headers: {
          Token: token,
          Language: 'th',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = await response.json().catch(() => null);
      return { status: response.status, json };
    };

    // Orders waiting for AP: one query every 10 ms for all of them, reading when the grant committed.
    const waiting = new Map();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        if (waiting.size > 0) {
          const ids = [...waiting.keys()];
          const paid = await sql`
            select o.id::int as id, extract(epoch from min(l.granted_at)) * 1000 as at
            from orders o left join library_items l on l.order_id = o.id
            where o.id = any(${ids}::bigint[]) and o.status = 'AP' group by o.id`;
          for (const row of paid) {
            const resolve = waiting.get(row.id);
            waiting.delete(row.id);
            resolve?.(row.at === null ? Date.now() : Number(row.at));
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const paidAt = (orderId) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(orderId);
          reject(new Error(`order ${orderId} not paid within ${PAID_WITHIN_MS} ms`));
        }, PAID_WITHIN_MS);
        waiting.set(orderId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });

    const steps = ['add', 'checkout', 'confirm', 'pay', 'notification', 'order'];
    let window = { from: Infinity, to: Infinity };
    const samples = Object.fromEntries(steps.map((step) => [step, []]));
    const failures = {};
    const fail = (what) => {
      failures[what] = (failures[what] ?? 0) + 1;
    };
    const inWindow = (at) => at >= window.from && at <= window.to;
    let stopAt = Infinity;

    /** One order: returns false when a step failed (counted). */
    const buy = async (customer) => {
      const times = {};
      const began = performance.now();
      const timed = async (step, work) => {
        const t = performance.now();
        const result = await work();
        times[step] = performance.now() - t;
        return result;
      };
      let added;
      for (let tries = 0; tries < 3; tries += 1) {
        const book = books[Math.floor(Math.random() * books.length)];
        added = await timed('add', () =>
          call('POST', `/v2/shoppingcart/addproducttocart/details/${book}/1`, customer.token),
        );
        if (added.status !== 409) break;
      }
      if (added.status !== 200) return fail(`add ${added.status}`);
      const checkout = await timed('checkout', () =>
        call('GET', '/v2/checkout/checkoutbook', customer.token),
      );
      if (checkout.status !== 200 || !checkout.json?.Data?.CanConfirm)
        return fail(`checkoutbook ${checkout.status}`);
      const confirmed = await timed('confirm', () =>
        call(
          'POST',
          '/v2/checkout/confirmorderdemo',
          customer.token,
          {
            Data: {
              CheckoutVersion: checkout.json.Data.CheckoutVersion,
              PaymentMethod: 'demo_card',
            },
          },
          { 'Idempotency-Key': randomUUID() },
        ),
      );
      const placed = confirmed.json?.Data;
      const redirect = placed?.Payment?.Next?.RedirectUrl;
      if (confirmed.status !== 200 || !redirect) return fail(`confirm ${confirmed.status}`);
      const paid = await timed('pay', () =>
        call('POST', `/demo-gateway/pay/${redirect.split('/').pop()}`, customer.token, {
          Data: { Outcome: 'success' },
        }),
      );
      if (paid.status !== 200) return fail(`pay ${paid.status}`);
      const payAnswered = Date.now();
      const apWall = await paidAt(placed.OrderId).catch(() => null);
      if (apWall === null) return fail('not paid in time');
      const apAt = Math.max(apWall, payAnswered);
      times.notification = apAt - payAnswered;
      const done = performance.now() + (apAt - Date.now());
      times.order = done - began;
      if (inWindow(apAt)) for (const step of steps) samples[step].push(times[step]);
      return true;
    };

    const customerOf = (vc) => {
      // Each virtual customer has its own customers, taken in turn: never two orders of one
      // customer at once.
      const own = customers.filter((_, i) => i % connections === vc);
      let k = 0;
      return () => own[k++ % own.length];
    };
    const virtualCustomer = async (vc) => {
      const nextCustomer = customerOf(vc);
      while (Date.now() < stopAt) {
        await buy(nextCustomer()).catch((error) => fail(String(error.message ?? error)));
      }
    };

    // 2 s of warm-up, then the measured window; then no new orders, and those under way finish.
    const warm = 2000;
    const started = Date.now();
    window = { from: started + warm, to: started + warm + duration * 1000 };
    stopAt = window.to;
    // The API's CPU over the measured window, divided below by the orders paid inside it.
    const cpu = { from: null, to: null };
    const cpuTimers = [
      setTimeout(() => (cpu.from = cpuMsOf(api.pid)), warm),
      setTimeout(() => (cpu.to = cpuMsOf(api.pid)), warm + duration * 1000),
    ];
    await Promise.all(Array.from({ length: connections }, (_, vc) => virtualCustomer(vc)));
    cpuTimers.forEach(clearTimeout);
    watching = false;
    await watcher;

    // Everything queued is done (e-mails included) before the ledger is checked.
    for (let i = 0; i < 300; i += 1) {
      const [{ n }] = await sql`
        select count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active') and name in
          ('demoGateway.notify', 'payments.sync', 'mail.order', 'payments.cancelAtGateway')`;
      if (n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const anomalies = await findAnomalies(sql);
    const [counts] = await sql`
      select count(*) filter (where status = 'AP')::int as paid,
             count(*) filter (where status = 'PD')::int as pending,
             count(*)::int as orders
      from orders`;

    const titles = {
      add: 'checkout step: add to basket (POST …/addproducttocart/details/{id}/1)',
      checkout: 'checkout step: GET /v2/checkout/checkoutbook',
      confirm: 'checkout step: POST /v2/checkout/confirmorderdemo (Idempotency-Key)',
      pay: 'checkout step: POST /demo-gateway/pay/{id} success (tester)',
      notification: 'checkout step: pay answered → order AP (notification job, webhook, sync job)',
      order: 'complete checkout: basket to paid order (orders/s end to end)',
    };
    const results = ['order', ...steps.filter((step) => step !== 'order')].map((step) => {
      const sorted = [...samples[step]].sort((a, b) => a - b);
      return {
        title: titles[step],
        requests: sorted.length,
        rps: Math.round((sorted.length / duration) * 10) / 10,
        p50: quantile(sorted, 50),
        p95: quantile(sorted, 95),
        p99: quantile(sorted, 99),
        non2xx: 0,
        errors: 0,
      };
    });
    results[0].non2xx = Object.values(failures).reduce((sum, n) => sum + n, 0);
    results[0].failures = failures;
    // What the target counts: the API process's CPU (user + system) per paid order.
    results[0].apiCpuMsPerOrder =
      cpu.from === null || cpu.to === null || samples.order.length === 0
        ? null
        : Math.round(((cpu.to - cpu.from) / samples.order.length) * 10) / 10;
    results[0].apiCpuPercent =
      cpu.from === null || cpu.to === null
        ? null
        : Math.round(((cpu.to - cpu.from) / (duration * 1000)) * 100);
    results[0].anomalies = anomalies;
    results[0].database = counts;
    results[0].settings = {
      DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE,
      JOBS_POLL_SECONDS: env.JOBS_POLL_SECONDS,
      ORDER_INTERVAL_SECONDS: env.ORDER_INTERVAL_SECONDS,
      virtualCustomers: connections,
      customers: CUSTOMERS,
      booksOnSale: books.length,
    };
    return results;
  } finally {
    await stop(api);
    await sql.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
