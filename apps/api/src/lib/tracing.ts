import { createRequire } from 'node:module';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type postgres from 'postgres';
// Types only: the packages themselves are required when tracing starts (startTracing).
import type * as FastifyOtel from '@fastify/otel';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as HttpInstrumentationModule from '@opentelemetry/instrumentation-http';
import type * as UndiciInstrumentationModule from '@opentelemetry/instrumentation-undici';
import type * as SdkNode from '@opentelemetry/sdk-node';

/**
 * OpenTelemetry traces (ADR 0023, docs/operations.md "Traces"). Off unless an OTLP endpoint is
 * configured: then nothing of the SDK is loaded and every helper here returns at its first test.
 */

type TracingEnv = Record<string, string | undefined>;

/** Whether this environment asks for traces: an OTLP endpoint, and the SDK not disabled. */
export const tracingConfigured = (env: TracingEnv = process.env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';

type Started = { shutdown(): Promise<void> };
let started: Started | undefined;

/** Whether this process started the SDK (its spans are recorded and exported). */
export const tracingOn = (): boolean => started !== undefined;

/**
 * Paths read every few seconds by a load balancer, Prometheus, or each storefront process following
 * the catalog's version: no trace for them.
 */
const UNTRACED_PATHS = /^\/(?:metrics|readyz|healthz|catalog-version)(?:[/?]|$)/;

/**
 * Starts the OpenTelemetry Node SDK when the environment configures an endpoint; otherwise does
 * nothing. Must run before `node:http` and Fastify are loaded (the HTTP instrumentation patches
 * `http` as it is required): server.ts and worker.ts import `instrument-*.ts` first. Synchronous,
 * through `require`, so that an import of this module finishes the start before the next import.
 */
export const startTracing = (
  defaultServiceName: string,
  env: TracingEnv = process.env,
): boolean => {
  if (started || !tracingConfigured(env)) return started !== undefined;
  const require = createRequire(import.meta.url);
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode;
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof HttpInstrumentationModule;
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentationModule;
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof FastifyOtel;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || defaultServiceName,
    // OTLP over HTTP with JSON bodies (OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces, or
    // OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is); spans sent in batches (OTEL_BSP_*).
    traceExporter: new OTLPTraceExporter(),
    // Traces only: the metrics stay Prometheus's (GET /metrics), the logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
      }),
      // Outgoing fetch (payment gateways, the storefront's calls): a client span and `traceparent`.
      new UndiciInstrumentation(),
      // Fastify's own: a span per request naming its route, and one for the handler. Lifecycle
      // hooks (authentication, rate limit, metrics) get none: ten spans per request for little.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (options) => UNTRACED_PATHS.test(options.url),
      }),
    ],
  });
  sdk.start();
  started = sdk;
  return true;
};

/** Sends the spans still waiting in the batch and stops the SDK (before the process exits). */
export const stopTracing = async (): Promise<void> => {
  const sdk = started;
  started = undefined;
  await sdk?.shutdown().catch(() => undefined);
};

/** The active span's trace id, or undefined (tracing off, or no span). */
export const activeTraceId = (): string | undefined =>
  started ? trace.getActiveSpan()?.spanContext().traceId : undefined;

/**
 * pino's `mixin`: the active span's `trace_id` and `span_id` on every log line written while a
 * span is active (a request, a job).
 */
export const traceLogFields = (): Record<string, string> => {
  const span = started ? trace.getActiveSpan() : undefined;
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
};

/**
 * The reference a 500 answer shows: the request id, which is the trace id when the caller sent
 * none; when it sent its own (the storefront does), both, so that the trace is found from it.
 */
export const errorReference = (requestId: string): string => {
  const traceId = activeTraceId();
  return traceId === undefined || traceId === requestId ? requestId : `${requestId} / ${traceId}`;
};

/** Where a job's data carries the trace context of the request that wrote it (W3C traceparent). */
export const TRACE_FIELD = '_trace';

/** The job's data with the active trace context added (when tracing is on and a span is active). */
export const withTraceContext = <T extends object>(data: T): T => {
  if (!started || !trace.getActiveSpan()) return data;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? { ...data, [TRACE_FIELD]: carrier } : data;
};

/**
 * Runs a job's handler in a span `job <queue>`, the child of the span that wrote the job when its
 * data carries one; the handler gets the data without the trace field.
 */
export const inJobSpan = async <T>(
  queue: string,
  job: { id: string; data: unknown },
  work: (data: unknown) => Promise<T>,
): Promise<T> => {
  const data = job.data;
  let carrier: unknown;
  let ownData: unknown = data;
  if (data !== null && typeof data === 'object' && TRACE_FIELD in data) {
    const { [TRACE_FIELD]: stored, ...rest } = data as Record<string, unknown>;
    carrier = stored;
    ownData = rest;
  }
  if (!started) return work(ownData);
  const parent =
    carrier !== null && typeof carrier === 'object'
      ? propagation.extract(ROOT_CONTEXT, carrier as Record<string, string>)
      : ROOT_CONTEXT;
  return trace.getTracer('nangsue-jobs').startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'process',
        'messaging.destination.name': queue,
        'messaging.message.id': job.id,
      },
    },
    parent,
    async (span) => {
      try {
        return await work(ownData);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
};

const failed = (span: Span, error: unknown) => {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
  const code = (error as { code?: unknown } | null)?.code;
  span.setAttribute(
    'error.type',
    typeof code === 'string' ? code : ((error as Error | null)?.name ?? 'Error'),
  );
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    span.setAttribute('db.response.status_code', code);
};

/** Comments the store puts before a statement (`/* plan per call *\/`), skipped to find its verb. */
const LEADING_COMMENTS = /^(?:\s|\/\*[\s\S]*?\*\/|--[^\n]*\n)*/;

/** The statement's first keyword (SELECT, INSERT, WITH…), the span's name. */
export const operationOf = (query: string): string =>
  /^[A-Za-z]+/.exec(query.replace(LEADING_COMMENTS, ''))?.[0]?.toUpperCase() ?? 'QUERY';

type Where = { database: string; host: string; port: number };

/**
 * A postgres.js client whose statements (`unsafe`, the way Drizzle and our raw reads run them,
 * also inside `begin` and `savepoint`) each open a client span with the database semantic
 * conventions: `db.query.text` is the statement as written, with `$n` for its values, never the
 * values. A statement run outside any span (the catalog version's poll) opens none: no trace of a
 * single query every second. ADR 0023.
 */
export const traceQueries = <S extends postgres.Sql>(client: S, where: Where): S => {
  const tracer = trace.getTracer('nangsue-postgres');
  const attributes = {
    'db.system.name': 'postgresql',
    'db.namespace': where.database,
    'server.address': where.host,
    'server.port': where.port,
  };
  const wrapCallback =
    (callback: (sql: postgres.Sql) => unknown) =>
    (inner: postgres.Sql): unknown =>
      callback(traceQueries(inner, where));
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const last = args.length - 1;
          if (typeof args[last] === 'function')
            args[last] = wrapCallback(args[last] as (sql: postgres.Sql) => unknown);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property !== 'unsafe') return value;
      return (query: string, ...rest: unknown[]) => {
        const pending = (value as (...a: unknown[]) => Promise<unknown>).apply(target, [
          query,
          ...rest,
        ]);
        if (!trace.getActiveSpan()) return pending;
        const operation = operationOf(query);
        const span = tracer.startSpan(operation, {
          kind: SpanKind.CLIENT,
          attributes: {
            ...attributes,
            'db.operation.name': operation,
            'db.query.text': query,
          },
        });
        // Promise's own `then`: postgres.js's would start the statement before Drizzle asks for
        // its rows as arrays (`.values()`); the statement starts when its caller awaits it.
        Promise.prototype.then.call(
          pending,
          () => span.end(),
          (error: unknown) => {
            failed(span, error);
            span.end();
          },
        );
        return pending;
      };
    },
  });
};
