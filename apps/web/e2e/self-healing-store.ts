import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postgres from 'postgres';

/**
 * What self-healing.spec.ts needs: the store as `npm start` runs it (`node scripts/start.mjs`, its
 * supervisor, over the built API and storefront) on spare ports with a fresh data folder, the
 * process ids of the three children it supervises, a checkout load and the checks after it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Answers 200 within 2 s (any other answer or none: false). */
const answers200 = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
};

/** The ids of a process's children (Linux). */
const childrenOf = (pid: number): number[] => {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

export type Store = Awaited<ReturnType<typeof startStore>>;

/** `node scripts/start.mjs` on spare ports over a fresh DATA_DIR; resolves once it serves. */
export const startStore = async () => {
  const [apiPort, webPort, postgresPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nangsue-heal-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const output: string[] = [];
  const supervisor: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      WEB_PORT: String(webPort),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_GATEWAY: 'on',
      SEED_ON_START: 'true',
      // One demo book's files, not a minute of CPU on PDFs while the test runs.
      DEMO_BOOK_FILES_MAX_ID: '1',
      JOBS_POLL_SECONDS: '0.5',
      // A job held by a killed API is tried again after 15 s, looked for every 2 s (60 and 30 by
      // default), so the books settle in seconds instead of two minutes.
      JOBS_EXPIRE_SECONDS: '15',
      JOBS_MAINTENANCE_SECONDS: '2',
      // A job that failed while a process was dead is tried again after 2 s, not 30 s doubled.
      JOBS_RETRY_DELAY_MAX_SECONDS: '2',
      ORDER_INTERVAL_SECONDS: '0',
      RATE_LIMIT_MAX: '1000000',
      STOREFRONT_URL: webUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  for (const stream of [supervisor.stdout, supervisor.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n')));

  const serving = async () =>
    (await answers200(`${apiUrl}/readyz`)) && (await answers200(`${webUrl}/`));

  /** Ms until the store serves (web page and API readiness 200), at most `limitMs`. */
  const untilServing = async (limitMs: number) => {
    const from = Date.now();
    while (Date.now() - from < limitMs) {
      if (await serving()) return Date.now() - from;
      await sleep(100);
    }
    return Infinity;
  };

  const pidOf = (name: 'db' | 'api' | 'web'): number | undefined => {
    if (name === 'db') {
      // PostgreSQL's own server (the postmaster), from its pid file.
      const file = path.join(dataDir, 'postgres', 'postmaster.pid');
      const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : NaN;
      return Number.isInteger(pid) && pid > 0 ? pid : undefined;
    }
    const script = name === 'api' ? 'apps/api/dist/server.js' : 'front-server.mjs';
    return childrenOf(supervisor.pid ?? 0).find((pid) => commandOf(pid).includes(script));
  };

  const credentials = () =>
    JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
      password: string;
    };
  const databaseUrl = () =>
    `postgres://postgres:${encodeURIComponent(credentials().password)}@127.0.0.1:${postgresPort}/nangsue`;

  const stop = async () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  if ((await untilServing(120_000)) === Infinity) {
    await stop();
    throw new Error(`the store did not start:\n${output.slice(-40).join('\n')}`);
  }
  return { apiUrl, webUrl, dataDir, output, untilServing, pidOf, databaseUrl, stop };
};

/** `count` new customers with a session each, as the login route writes them. */
const signInCustomers = async (sql: postgres.Sql, count: number) => {
  const run = randomBytes(4).toString('hex');
  const customers: { id: number; email: string; token: string; key: string }[] = [];
  await sql.begin(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const email = `heal.${run}.${i}@example.com`;
      const token = randomBytes(32).toString('base64url');
      const [customer] = await tx<{ id: number }[]>`
        insert into customers (email, email_key, email_verified_at, first_name, last_name,
                               language, terms_accepted_at)
        values (${email}, ${email}, now(), 'ผู้ทดสอบ', 'ฟื้นตัว', 'th', now()) returning id::int as id`;
      await tx`
        insert into customer_sessions (customer_id, token_hash, auth_method, ip_address,
                                       user_agent, idle_seconds, expires_at, absolute_expires_at)
        values (${customer!.id}, ${createHash('sha256').update(token).digest('hex')}, 'password',
                '127.0.0.1', 'self-healing test', 86400, now() + interval '1 day',
                now() + interval '1 day')`;
      // One Idempotency-Key per customer: a confirm retried after a lost answer is the same order.
      customers.push({ id: customer!.id, email, token, key: randomUUID() });
    }
  });
  return customers;
};

/**
 * Buyers that keep buying, each order by a customer of its own: add a book, check out, confirm
 * with an Idempotency-Key, pay "success" on the demo gateway, then come back to the store's return
 * page (`completed`), as a browser does; the gateway's notification pays the order too. A step that fails (the store is down) drops that order and the buyer goes on with the
 * next customer; `stop()` waits for the orders under way.
 */
export const startCheckoutLoad = async (store: Store, buyers: number) => {
  const sql = postgres(store.databaseUrl(), { max: 2, onnotice: () => undefined });
  const books = (
    await sql<{ id: number }[]>`
      select id::int as id from books where published and price_satang >= 2000 order by id limit 50`
  ).map((row) => row.id);
  const customers = await signInCustomers(sql, 600);
  await sql.end();

  let running = true;
  const counts = { paymentsAnswered: 0, failedSteps: 0 };
  const call = async (method: string, url: string, token: string, body?: unknown, key?: string) => {
    const response = await fetch(`${store.apiUrl}${url}`, {
      method,
      signal: AbortSignal.timeout(10_000),
      headers: {
        Token: token,
        Language: 'th',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => null)) as { Data?: never } | null;
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status}`);
    return json?.Data as unknown as Record<string, unknown>;
  };
  /** One order of a customer of its own: the buyer keeps a customer until its order is placed. */
  const buy = async (customer: (typeof customers)[number], onPlaced: () => void) => {
    const book = books[customer.id % books.length]!;
    const basket = await call('GET', '/v2/checkout/checkoutbook', customer.token).catch(() => null);
    if (!basket?.CanConfirm)
      await call('POST', `/v2/shoppingcart/addproducttocart/details/${book}/1`, customer.token);
    const checkout = await call('GET', '/v2/checkout/checkoutbook', customer.token);
    const placed = await call(
      'POST',
      '/v2/checkout/confirmorderdemo',
      customer.token,
      { Data: { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: 'demo_card' } },
      customer.key,
    );
    onPlaced();
    const redirect = (placed.Payment as { Next?: { RedirectUrl?: string } } | undefined)?.Next
      ?.RedirectUrl;
    if (!redirect) throw new Error('no payment page');
    await call('POST', `/demo-gateway/pay/${redirect.split('/').pop()}`, customer.token, {
      Data: { Outcome: 'success' },
    });
    counts.paymentsAnswered += 1;
    // Back on the store's return page, which asks how the order stands (re-reading the charge).
    await call('GET', `/v2/checkout/completed?orderId=${String(placed.OrderId)}`, customer.token);
  };
  let next = 0;
  const buyer = async () => {
    let customer = customers[next++];
    let failures = 0;
    while (running && customer) {
      let placed = false;
      await buy(customer, () => (placed = true)).catch(async () => {
        counts.failedSteps += 1;
        failures += 1;
        await sleep(200);
      });
      // The next customer once this one's order is placed (or after 5 failed tries).
      if (placed || failures >= 5) [customer, failures] = [customers[next++], 0];
    }
  };
  const all = Promise.all(Array.from({ length: buyers }, buyer));
  return {
    counts,
    stop: async () => {
      running = false;
      await all;
    },
  };
};

type OutboxEntry = { to: string; template: string };

/** The reconciliation query (apps/api/src/modules/orders/reconciliation.repository.ts), built. */
const anomaliesSql = async () =>
  (
    (await import(
      pathToFileURL(path.join(root, 'apps/api/dist/modules/orders/reconciliation.repository.js'))
        .href
    )) as { ANOMALIES_SQL: string }
  ).ANOMALIES_SQL;

/**
 * The store's books after the load: the order jobs still waiting or running (notifications,
 * payment re-reads, e-mails), the reconciliation query's anomalies (paid without grant, grant
 * without payment, money taken while the order waits, coins), and the outbox's order e-mails
 * against the orders: none lost, none sent twice. Polled until all is settled or `limitMs` has passed; the last reading.
 */
export const settleAndCheck = async (store: Store, limitMs: number) => {
  const sql = postgres(store.databaseUrl(), { max: 1, onnotice: () => undefined });
  const ANOMALIES_SQL = await anomaliesSql();
  const outboxDir = path.join(store.dataDir, 'outbox');
  const read = async () => {
    const [jobs] = await sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active')
        and name in ('demoGateway.notify', 'payments.sync', 'mail.order')`;
    const anomalies = (await sql.unsafe<{ kind: string; n: number }[]>(ANOMALIES_SQL))
      .filter((row) => row.n > 0)
      .map((row) => `${row.kind}: ${row.n}`);
    const orders = await sql<{ email: string; placed: number; pending: number; paid: number }[]>`
      select c.email, count(*)::int as placed,
             count(*) filter (where o.status = 'PD')::int as pending,
             count(*) filter (where o.status = 'AP')::int as paid
      from orders o join customers c on c.id = o.customer_id
      where c.email like 'heal.%' group by c.email`;
    const mails = fs
      .readdirSync(outboxDir)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) => JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8')) as OutboxEntry,
      );
    const mailsOf = (email: string, template: string) =>
      mails.filter((mail) => mail.to === email && mail.template === template).length;
    // Every paid order's "paid" e-mail exactly once. The "placed" one at most once per order, and
    // for every order still waiting: its job sends it only while the order waits (one paid before
    // its job ran, held up by a kill, gets the "paid" e-mail alone, by design).
    const wrongMails = orders.flatMap(({ email, placed, pending, paid }) => {
      const [placedMails, paidMails] = [
        mailsOf(email, 'order-placed'),
        mailsOf(email, 'order-paid'),
      ];
      return [
        ...(paidMails === paid ? [] : [`${email} order-paid: ${paidMails}, not ${paid}`]),
        ...(placedMails >= pending && placedMails <= placed
          ? []
          : [`${email} order-placed: ${placedMails}, not ${pending} to ${placed}`]),
      ];
    });
    return {
      jobsLeft: jobs!.n,
      anomalies,
      orders: orders.reduce((sum, row) => sum + row.placed, 0),
      paid: orders.reduce((sum, row) => sum + row.paid, 0),
      wrongMails,
    };
  };
  try {
    const from = Date.now();
    for (;;) {
      const state = await read();
      const settled =
        state.jobsLeft === 0 && state.anomalies.length === 0 && state.wrongMails.length === 0;
      if (settled || Date.now() - from > limitMs) return { ...state, settledMs: Date.now() - from };
      await sleep(500);
    }
  } finally {
    await sql.end();
  }
};
