import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CheckoutResponseSchema,
  CompletedResponseSchema,
  PlacedOrderResponseSchema,
  type PlacedOrder,
} from '@nangsue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import { createTestCustomer, type TestCustomer } from '../../../test/customer-fixture.js';

/**
 * `kill -9` of the real API process in the middle of buying (docs/buying.md §6.3), then a restart
 * on the same database: every order ends paid exactly once or expired with its coins back, never
 * lost, never granted twice.
 *
 * The API runs as a child process from its TypeScript sources (`node --import tsx src/server.ts`,
 * so the test never depends on a stale `dist`), with its job workers embedded, on its own port and
 * a fresh clone of the test database. The demo adapter reaches the demo gateway through a proxy in
 * this test, which can hold a charge request before it reaches the gateway, or hold the gateway's
 * answer after the charge exists, so the kill lands exactly between the order's transaction and
 * the gateway, or between the gateway and the second transaction. One kill, four orders each at a
 * different step:
 *
 * | customer | state when killed                                        | what finishes it after the restart                       |
 * | -------- | -------------------------------------------------------- | -------------------------------------------------------- |
 * | paysLater | confirm answered, charge pending, not paid               | the tester pays; the notification pays the order         |
 * | paidJustNow | the tester paid, the process killed at once           | the queued notification, or `completed` re-reading it    |
 * | neverCharged | order committed, gateway never called (coins spent) | same key retried; expiry re-reads, abandons, gives coins back |
 * | chargeLost | the gateway made the charge, its answer never arrived | the gateway's notification; the attempt adopts the charge |
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(API_DIR, 'src/server.ts');

/** A port nobody listens on now; the restarted API takes the same one (the charges name it). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` gives a value, or fails after `ms`. */
const eventually = async <T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 15_000,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

type Hold = 'pass' | 'request' | 'response';

/**
 * Between the demo adapter and the demo gateway: forwards every call, except the next charge
 * creation when told to hold its request (the gateway never hears of it) or its response (the
 * charge exists, the API never learns its id).
 */
const startGatewayProxy = async (target: () => string) => {
  let hold: Hold = 'pass';
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const holding =
        request.method === 'POST' && request.url === '/demo-gateway/charges' ? hold : 'pass';
      if (holding === 'request') {
        held.push(response);
        return;
      }
      void (async () => {
        try {
          const upstream = await fetch(`${target()}${request.url}`, {
            method: request.method ?? 'GET',
            headers: {
              ...(request.headers.authorization
                ? { authorization: request.headers.authorization }
                : {}),
              ...(request.headers['content-type']
                ? { 'content-type': request.headers['content-type'] }
                : {}),
            },
            ...(request.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          if (holding === 'response') {
            held.push(response);
            return;
          }
          response.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
          });
          response.end(body);
        } catch {
          if (!response.headersSent) response.writeHead(502);
          response.end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next: Hold) {
      hold = next;
    },
    held: () => held.length,
    /** Drops the held connections, as a dead process's sockets are. */
    drop() {
      for (const response of held.splice(0)) response.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

describe('kill -9 of the API between the order and the gateway’s notification', () => {
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof startGatewayProxy>>;
  let port: number;
  let api: string;
  let dataDir: string;
  let child: ChildProcess | undefined;
  const children: ChildProcess[] = [];
  let output = '';
  const ids: Record<string, number> = {};

  const startApi = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATABASE_URL: app.testDatabase.url,
        DATABASE_POOL_SIZE: '5',
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
        JOBS_MODE: 'embedded',
        JOBS_POLL_SECONDS: '0.5',
        ORDER_INTERVAL_SECONDS: '0',
        DEMO_GATEWAY: 'on',
        DEMO_GATEWAY_URL: proxy.url,
        PAYMENT_TIMEOUT_MS: '30000',
      },
    });
    children.push(started);
    let exited = false;
    started.once('exit', () => {
      exited = true;
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    await eventually(
      'the API to answer /readyz',
      async () => {
        if (exited) throw new Error(`the API exited while starting:\n${output}`);
        const ok = await fetch(`${api}/readyz`)
          .then((response) => response.ok)
          .catch(() => false);
        return ok ? true : undefined;
      },
      40_000,
    );
    child = started;
  };

  const killApi = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    customer: TestCustomer | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${api}${url}`, {
      method,
      headers: {
        ...(customer ? { Token: customer.token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, headers: response.headers, json: await response.json() };
  };

  const rows = <T>(query: SQL) => executeRows<T>(app.testDatabase.db, query);

  type Confirm = { customer: TestCustomer; key: string; body: { Data: Record<string, unknown> } };

  /** Basket with one book, coins on or off, the checkout read, the confirm call ready to send. */
  const prepare = async (reference: string, coinsSatang = 0): Promise<Confirm> => {
    const customer = await createTestCustomer(app);
    if (coinsSatang > 0)
      await app.database.db.transaction((tx) =>
        app.services.coins.credit(tx, {
          customerId: customer.customerId,
          source: 'staff',
          amountSatang: coinsSatang,
          validDays: 30,
          detail: { key: 'coins.history.staff', params: { note: 'crash test' } },
        }),
      );
    const added = await call(
      'POST',
      `/v2/shoppingcart/addproducttocart/details/${ids[reference]}/1`,
      customer,
    );
    expect(added.status).toBe(200);
    if (coinsSatang > 0)
      expect(
        (await call('POST', '/v2/checkout/userewardpoints', customer, { Data: { UseCoins: true } }))
          .status,
      ).toBe(200);
    const checkout = CheckoutResponseSchema.parse(
      (await call('GET', '/v2/checkout/checkoutbook', customer)).json,
    ).Data!;
    expect(checkout.CanConfirm).toBe(true);
    expect(checkout.Totals.CoinsValue).toBe(coinsSatang);
    return {
      customer,
      key: randomUUID(),
      body: { Data: { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: 'demo_card' } },
    };
  };

  const confirm = (order: Confirm) =>
    call('POST', '/v2/checkout/confirmorderdemo', order.customer, order.body, {
      'Idempotency-Key': order.key,
    });

  const orderOf = async (customer: TestCustomer) => {
    const [order] = await rows<{ id: number; status: string }>(
      sql`select id::int as id, status::text as status from orders where customer_id = ${customer.customerId}`,
    );
    return order;
  };

  const paymentOf = async (orderId: number) => {
    const [payment] = await rows<{ id: string; status: string; provider_ref: string | null }>(
      sql`select id::text as id, status::text as status, provider_ref from payments where order_id = ${orderId}`,
    );
    return payment!;
  };

  const pay = async (chargeId: string) => {
    const paid = await call('POST', `/demo-gateway/pay/${chargeId}`, null, {
      Data: { Outcome: 'success' },
    });
    expect(paid.status).toBe(200);
  };

  const statusBecomes = (orderId: number, status: string, ms?: number) =>
    eventually(
      `order ${orderId} to become ${status}`,
      async () => {
        const [row] = await rows<{ status: string }>(
          sql`select status::text as status from orders where id = ${orderId}`,
        );
        return row?.status === status ? true : undefined;
      },
      ms,
    );

  const completed = async (customer: TestCustomer, orderId: number) => {
    const response = await call('GET', `/v2/checkout/completed?orderId=${orderId}`, customer);
    expect(response.status).toBe(200);
    return CompletedResponseSchema.parse(response.json).Data!;
  };

  /** Paid once: one succeeded payment (not late), one library row per line, one receipt. */
  const expectPaidOnce = async (customer: TestCustomer, orderId: number) => {
    const done = await completed(customer, orderId);
    expect(done).toMatchObject({ Status: 'AP', IsPaid: true, PollAfterSeconds: null });
    const [counts] = await rows<Record<string, number>>(
      sql`select
            (select count(*)::int from payments where order_id = ${orderId} and status = 'succeeded') as succeeded,
            (select count(*)::int from payments where order_id = ${orderId} and late) as late,
            (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
            (select count(*)::int from order_lines where order_id = ${orderId}) as lines,
            (select count(*)::int from library_items where customer_id = ${customer.customerId}) as owned,
            (select count(*)::int from library_items where order_id = ${orderId}) as granted,
            (select count(*)::int from receipts where order_id = ${orderId}) as receipts`,
    );
    expect(counts).toEqual({
      succeeded: 1,
      late: 0,
      refunds: 0,
      lines: 1,
      owned: 1,
      granted: 1,
      receipts: 1,
    });
  };

  const chargeIdOf = (placed: PlacedOrder) => placed.Payment!.Next!.RedirectUrl!.split('/').pop()!;

  // The orders, by the step each is at when the process dies.
  let paysLater: Confirm & { orderId: number; chargeId: string };
  let paidJustNow: Confirm & { orderId: number; chargeId: string };
  let neverCharged: Confirm & { orderId: number; answer: Promise<unknown> };
  let chargeLost: Confirm & { orderId: number; answer: Promise<unknown> };
  const atKill: Record<string, string | undefined> = {};

  beforeAll(async () => {
    app = await buildTestApp({ JOBS_MODE: 'off' });
    await seedTestCatalog(app);
    for (const row of await rows<{ id: number; record_reference: string }>(
      sql`select id, record_reference from books`,
    ))
      ids[row.record_reference] = Number(row.id);
    port = await freePort();
    api = `http://127.0.0.1:${port}`;
    proxy = await startGatewayProxy(() => api);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-crash-'));
    await startApi();

    // 1. Confirmed: the charge is pending at the gateway; nobody has paid yet.
    {
      const order = await prepare('python');
      const answer = await confirm(order);
      expect(answer.status).toBe(200);
      const placed = PlacedOrderResponseSchema.parse(answer.json).Data!;
      expect(placed).toMatchObject({ Status: 'PD', Payment: { Status: 'pending' } });
      paysLater = { ...order, orderId: placed.OrderId, chargeId: chargeIdOf(placed) };
    }
    // 2. Confirmed; paid by the tester just before the kill (below).
    {
      const order = await prepare('hp-1');
      const answer = await confirm(order);
      expect(answer.status).toBe(200);
      const placed = PlacedOrderResponseSchema.parse(answer.json).Data!;
      paidJustNow = { ...order, orderId: placed.OrderId, chargeId: chargeIdOf(placed) };
    }
    // 3. Transaction 1 committed (order, coins spent, attempt `created`), the gateway never called.
    {
      const order = await prepare('detective-harry', 500);
      proxy.set('request');
      const answer = confirm(order).catch((error: unknown) => error);
      await eventually('the charge request to be held', async () =>
        proxy.held() === 1 ? true : undefined,
      );
      const placed = await orderOf(order.customer);
      neverCharged = { ...order, orderId: placed!.id, answer };
    }
    // 4. The gateway made the charge; its answer (the charge id) never reaches the API.
    {
      const order = await prepare('english-only');
      proxy.set('response');
      const answer = confirm(order).catch((error: unknown) => error);
      await eventually('the charge answer to be held', async () =>
        proxy.held() === 2 ? true : undefined,
      );
      const placed = await orderOf(order.customer);
      chargeLost = { ...order, orderId: placed!.id, answer };
    }
    proxy.set('pass');

    // The tester pays order 2, and the process dies the moment the gateway has said yes: its
    // notification is a job in the queue that may or may not have been delivered.
    await pay(paidJustNow.chargeId);
    await killApi();
    proxy.drop();
    await Promise.all([neverCharged.answer, chargeLost.answer]);
    for (const [name, order] of Object.entries({
      paysLater,
      paidJustNow,
      neverCharged,
      chargeLost,
    }))
      atKill[name] = (await orderOf(order.customer))?.status;

    await startApi();
  }, 90_000);

  afterAll(async () => {
    for (const running of children)
      if (running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    await proxy?.close();
    await app?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('left every order pending when the process died, with its attempt where it was', async () => {
    // The kill came before any order was paid (order 2's notification had at most a few
    // milliseconds; should it have won the race, the order is already paid, once).
    expect(atKill).toMatchObject({ paysLater: 'PD', neverCharged: 'PD', chargeLost: 'PD' });
    expect(['PD', 'AP']).toContain(atKill.paidJustNow);
    expect((await paymentOf(neverCharged.orderId)).status).toBe('created');
    const lost = await paymentOf(chargeLost.orderId);
    expect(lost).toMatchObject({ status: 'created', provider_ref: null });
    const [charges] = await rows<{ n: number }>(
      sql`select count(*)::int as n from demo_gateway_charges where metadata->>'payment_id' = ${lost.id}`,
    );
    expect(charges?.n).toBe(1);
  });

  it('pays an order confirmed before the crash when the tester pays after the restart', async () => {
    await pay(paysLater.chargeId);
    // Nobody asks `completed`: the notification and the re-read it queues pay the order.
    await statusBecomes(paysLater.orderId, 'AP');
    await expectPaidOnce(paysLater.customer, paysLater.orderId);
  });

  it('pays the order paid at the moment of the crash exactly once', async () => {
    // Its notification job, if the dead process had not taken it, is delivered now; one the dead
    // process had taken stays locked until pg-boss expires it, and then the return page's
    // `completed` (and reconciliation) re-read the charge instead.
    await statusBecomes(paidJustNow.orderId, 'AP', 8_000).catch(() => undefined);
    await expectPaidOnce(paidJustNow.customer, paidJustNow.orderId);
    // Whatever arrives late (the notification, more re-reads) changes nothing.
    await app.services.demoGateway.notify(paidJustNow.chargeId).catch(() => undefined);
    await app.jobs.send(JOBS.sync, {
      paymentId: (await paymentOf(paidJustNow.orderId)).id,
    });
    await completed(paidJustNow.customer, paidJustNow.orderId);
    await sleep(1_500);
    await expectPaidOnce(paidJustNow.customer, paidJustNow.orderId);
  });

  it('adopts a charge the gateway made but the dead process never heard of', async () => {
    const payment = await paymentOf(chargeLost.orderId);
    const [charge] = await rows<{ id: string }>(
      sql`select id from demo_gateway_charges where metadata->>'payment_id' = ${payment.id}`,
    );
    await pay(charge!.id);
    // The signed notification names our payment id; the re-read finds the charge by it.
    await statusBecomes(chargeLost.orderId, 'AP');
    expect(await paymentOf(chargeLost.orderId)).toMatchObject({
      status: 'succeeded',
      provider_ref: charge!.id,
    });
    await expectPaidOnce(chargeLost.customer, chargeLost.orderId);
  });

  it('answers the retried confirm from the order, and expires the never-charged order with its coins back', async () => {
    const { customer, orderId } = neverCharged;
    // The same press of "Pay" again: still placing (less than 60 s), then answered from the order.
    expect((await confirm(neverCharged)).status).toBe(409);
    await rows(
      sql`update idempotency_keys set created_at = now() - interval '61 seconds'
          where customer_id = ${customer.customerId}`,
    );
    const retried = await confirm(neverCharged);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(PlacedOrderResponseSchema.parse(retried.json).Data).toMatchObject({
      OrderId: orderId,
      Status: 'PD',
    });
    const [spent] = await rows<{ balance: number }>(
      sql`select coalesce(sum(remaining_satang), 0)::int as balance from coin_batches where customer_id = ${customer.customerId}`,
    );
    expect(spent?.balance).toBe(0);

    // Nobody pays: its window (and the 2 minutes after which an unknown attempt is abandoned)
    // passes, and the expiry job of the restarted process re-reads the gateway, then expires it.
    await rows(
      sql`update orders set expires_at = now() - interval '11 minutes' where id = ${orderId}`,
    );
    await rows(
      sql`update payments set created_at = now() - interval '3 minutes' where order_id = ${orderId}`,
    );
    await app.jobs.send(JOBS.expireOrders, {});
    await statusBecomes(orderId, 'EX');
    expect((await paymentOf(orderId)).status).toBe('abandoned');
    expect(await completed(customer, orderId)).toMatchObject({
      Status: 'CR',
      CancelReason: 'expired',
      IsPaid: false,
    });
    const [after] = await rows<Record<string, number>>(
      sql`select
            (select sum(remaining_satang)::int from coin_batches where customer_id = ${customer.customerId}) as balance,
            (select count(*)::int from coin_spends where order_id = ${orderId} and released_at is null) as held,
            (select count(*)::int from library_items where customer_id = ${customer.customerId}) as owned,
            (select count(*)::int from payments where order_id = ${orderId} and status = 'succeeded') as succeeded`,
    );
    expect(after).toEqual({ balance: 500, held: 0, owned: 0, succeeded: 0 });
  });

  it('ends with no order lost or granted twice', async () => {
    const anomalies = await rows<{ id: number; status: string }>(
      sql`select o.id::int as id, o.status::text as status from orders o
          where (o.status = 'AP') <> exists (select 1 from library_items l where l.order_id = o.id)
             or (o.status = 'AP') <> ((select count(*) from payments p
                                       where p.order_id = o.id and p.status = 'succeeded' and not p.late) = 1)
             or o.status = 'PD'`,
    );
    expect(anomalies).toEqual([]);
    const [totals] = await rows<Record<string, number>>(
      sql`select
            (select count(*)::int from orders) as orders,
            (select count(*)::int from orders where status = 'AP') as paid,
            (select count(*)::int from library_items) as granted`,
    );
    expect(totals).toEqual({ orders: 4, paid: 3, granted: 3 });
  });
});
