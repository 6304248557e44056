// OpenTelemetry traces of the storefront's server (ADR 0023, docs/operations.md "Traces"): started
// by front-server.mjs's first import, before node:http and Next are loaded, and only when an OTLP
// endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, and
// OTEL_SDK_DISABLED not `true`); otherwise nothing of the SDK is loaded. Synchronous (`require`),
// so the start is over before the next import of front-server.mjs runs.
//
// What it records: a server span per page or route request (the HTTP instrumentation), Next's own
// spans under it (Next uses the tracer provider registered here), and a client span per outgoing
// fetch (undici's instrumentation), which sends `traceparent` to the API: the API's spans are
// children of the storefront's.
import { createRequire } from 'node:module';

/** Paths read every few seconds (HAProxy, Prometheus) or files: no trace for them. */
const UNTRACED = /^\/(?:readyz|metrics|_next\/static\/|favicon|sw\.js)/;

export const tracingConfigured = (env = process.env) =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';

/** The started SDK, or undefined. */
export const startTracing = (env = process.env) => {
  if (!tracingConfigured(env)) return undefined;
  const require = createRequire(import.meta.url);
  const { NodeSDK } = require('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'nangsue-web',
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
      }),
      // Only the calls made for a request: the background ones (following the catalog's version
      // every 2 s) would each be a trace of their own.
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  sdk.start();
  return sdk;
};

export const tracing = startTracing();
