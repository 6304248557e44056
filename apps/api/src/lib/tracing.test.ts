import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationData, uniqueEmail } from '../../test/accounts-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { ACCOUNT_MAIL_JOB } from '../modules/accounts/account-mail.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(API_DIR, 'src/server.ts');
const WORKER = path.join(API_DIR, 'src/worker.ts');

/** A span as OTLP/HTTP's JSON encoding sends it (ids in hex). */
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
};
type Received = OtlpSpan & { service: string };

const SERVER_KIND = 2;
const CLIENT_KIND = 3;
const CONSUMER_KIND = 5;

const attribute = (span: OtlpSpan, key: string): unknown => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
};

/**
 * An OpenTelemetry collector as far as the API can tell: an HTTP server taking OTLP's
 * `POST /v1/traces` with JSON bodies, keeping every span it receives.
 */
const startCollector = async () => {
  const spans: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: {
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const resource of body.resourceSpans) {
          const service = String(
            Object.values(
              resource.resource.attributes?.find((entry) => entry.key === 'service.name')?.value ??
                {},
            )[0],
          );
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** How long the API and the worker may take to start (from their sources, on a busy machine). */
const STARTUP_MS = 60_000;

const eventually = async <T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  seen: () => unknown = () => '',
  // A process started from its sources (tsx) beside the journeys on two cores can take a while.
  waitMs = 20_000,
) => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(seen())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A port of 47100-47199 that nothing listens on now (the range this file's servers use). */
const freePort = async (): Promise<number> => {
  for (;;) {
    const candidate = 47100 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
};

describe('OpenTelemetry traces, exported to an OTLP endpoint (ADR 0023)', () => {
  let database: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let dataDir: string;
  const children: ChildProcess[] = [];
  let output = '';
  let port: number;
  let api: string;

  beforeAll(async () => {
    port = await freePort();
    api = `http://127.0.0.1:${port}`;
    database = await createTestDatabase();
    collector = await startCollector();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-traces-'));
    // The real API and job worker, as the cluster runs them (the API with JOBS_MODE=off), from
    // their sources: the SDK patches modules as they load, so it cannot start in this test process.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      JOBS_POLL_SECONDS: '0.5',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const start = (file: string, extra: Record<string, string>) => {
      const started = spawn(process.execPath, ['--import', 'tsx', file], {
        cwd: API_DIR,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...env, ...extra },
      });
      const keep = (chunk: Buffer) => {
        output += chunk.toString();
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      children.push(started);
      return started;
    };
    const server = start(SERVER, { JOBS_MODE: 'off' });
    await eventually(
      'the API to answer /readyz',
      async () => {
        if (server.exitCode !== null) throw new Error(`the API exited while starting:\n${output}`);
        const ready = await fetch(`${api}/readyz`)
          .then((response) => response.ok)
          .catch(() => false);
        return ready ? true : undefined;
      },
      undefined,
      STARTUP_MS,
    );
    const worker = start(WORKER, {});
    await eventually(
      'the worker to start',
      () => {
        if (worker.exitCode !== null)
          throw new Error(`the worker exited while starting:\n${output}`);
        return output.includes('Nangsue worker ready') ? true : undefined;
      },
      undefined,
      STARTUP_MS,
    );
  }, 3 * STARTUP_MS);

  afterAll(async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        }),
    );
    await collector?.close();
    await database?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('traces a request from its caller to PostgreSQL and to the job it wrote, worked by the worker, and logs its trace id', async () => {
    // The storefront's outgoing call as its undici instrumentation sends it: a W3C traceparent.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${api}/v2/customer/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body: JSON.stringify({ Data: registrationData(uniqueEmail('traced')) }),
    });
    expect(response.status).toBe(200);
    // No request id sent: the API's is the trace's, the reference a 500 answer would show.
    expect(response.headers.get('x-request-id')).toBe(traceId);

    const inTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const job = await eventually(
      'the job’s span',
      () => inTrace().find((span) => span.name === `job ${ACCOUNT_MAIL_JOB}`),
      () => inTrace().map((span) => span.name),
    );
    const spans = inTrace();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: OtlpSpan): OtlpSpan[] => {
      const chain: OtlpSpan[] = [];
      for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? ''))
        chain.push(at);
      return chain;
    };

    // The API's HTTP server span, the child of the caller's span.
    const server = spans.find((span) => span.kind === SERVER_KIND);
    expect(server).toMatchObject({ service: 'nangsue-api', parentSpanId: callerSpanId });
    // PostgreSQL: a client span per statement, under the server span, the statement without values.
    const queries = spans.filter((span) => attribute(span, 'db.system.name') === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    const insert = queries.find((span) => attribute(span, 'db.operation.name') === 'INSERT');
    expect(insert).toMatchObject({ kind: CLIENT_KIND, name: 'INSERT' });
    expect(ancestors(insert!)).toContain(server);
    expect(String(attribute(insert!, 'db.query.text'))).toMatch(/^insert into [\s\S]*\$1/i);
    expect(String(attribute(insert!, 'db.query.text'))).not.toContain('traced.');
    expect(attribute(insert!, 'db.namespace')).toBe(new URL(database.url).pathname.slice(1));
    // The job, worked later by the worker process, in the same trace under the request.
    expect(job).toMatchObject({ kind: CONSUMER_KIND, service: 'nangsue-worker' });
    expect(attribute(job, 'messaging.destination.name')).toBe(ACCOUNT_MAIL_JOB);
    expect(ancestors(job)).toContain(server);

    // pino's lines written during the request carry the trace and the span.
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.find(
      (line) => line.msg === 'request completed' && line.trace_id === traceId,
    );
    expect(completed).toMatchObject({ reqId: traceId });
    expect(completed?.span_id).toMatch(/^[0-9a-f]{16}$/);
  }, 60_000);

  it('gives a 500 answer the trace id as its reference, beside the caller’s own request id', async () => {
    // A statement that fails: the table the sign-up's throttle writes is gone for a moment.
    await database.db.execute(sql`alter table auth_throttles rename to auth_throttles_away`);
    try {
      const register = (headers: Record<string, string>) =>
        fetch(`${api}/v2/customer/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ Data: registrationData(uniqueEmail('broken')) }),
        });
      const traceId = randomBytes(16).toString('hex');
      const parent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;

      const alone = await register({ traceparent: parent });
      expect(alone.status).toBe(500);
      const aloneBody = (await alone.json()) as { ErrorList: string[] };
      expect(aloneBody.ErrorList[0]).toContain(` ${traceId})`);

      const named = await register({ traceparent: parent, 'x-request-id': 'storefront-req-0001' });
      expect(named.status).toBe(500);
      const namedBody = (await named.json()) as { ErrorList: string[] };
      expect(namedBody.ErrorList[0]).toContain(` storefront-req-0001 / ${traceId})`);

      // The failed statement's span says why, with PostgreSQL's code (42P01: no such table).
      const failed = await eventually('the failed statement’s span', () =>
        collector.spans.find(
          (span) =>
            span.traceId === traceId && attribute(span, 'db.response.status_code') === '42P01',
        ),
      );
      expect(attribute(failed, 'error.type')).toBe('42P01');
      // The API's error line names the trace too.
      expect(output).toMatch(new RegExp(`"trace_id":"${traceId}"[^\\n]*"msg":"request failed"`));
    } finally {
      await database.db.execute(sql`alter table auth_throttles_away rename to auth_throttles`);
    }
  });

  it('makes no trace of the readiness checks', async () => {
    await fetch(`${api}/readyz`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(collector.spans.filter((span) => attribute(span, 'url.path') === '/readyz')).toEqual([]);
    expect(collector.spans.filter((span) => attribute(span, 'http.target') === '/readyz')).toEqual(
      [],
    );
  });
});
