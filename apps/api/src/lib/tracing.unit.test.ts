import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import {
  errorReference,
  inJobSpan,
  operationOf,
  startTracing,
  traceLogFields,
  tracingConfigured,
  tracingOn,
  withTraceContext,
} from './tracing.js';

describe('tracing off unless an OTLP endpoint is configured (ADR 0023)', () => {
  it('reads the standard variables', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_SERVICE_NAME: 'nangsue-api' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
    ).toBe(true);
    expect(
      tracingConfigured({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_SDK_DISABLED: 'true',
      }),
    ).toBe(false);
  });

  it('starts nothing and loads nothing of the SDK without an endpoint', () => {
    expect(startTracing('nangsue-api', {})).toBe(false);
    expect(
      startTracing('nangsue-api', {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://x',
        OTEL_SDK_DISABLED: 'TRUE',
      }),
    ).toBe(false);
    expect(tracingOn()).toBe(false);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes('@opentelemetry/sdk-node'))).toEqual([]);
    expect(loaded.filter((file) => file.includes('@fastify/otel'))).toEqual([]);
    // No tracer provider registered: the API's no-op one, whose spans record nothing.
    expect(trace.getTracer('any').startSpan('nothing').isRecording()).toBe(false);
  });

  it('leaves logs, references and jobs as they were', async () => {
    expect(traceLogFields()).toEqual({});
    expect(errorReference('a1b2c3d4-request')).toBe('a1b2c3d4-request');
    const data = { to: 'somchai@example.com' };
    expect(withTraceContext(data)).toBe(data);
    // A job written by a traced process and worked by one without tracing: its handler never sees
    // the trace field.
    const seen = await inJobSpan(
      'mail.account',
      { id: '1', data: { ...data, _trace: { traceparent: '00-1-2-01' } } },
      async (own) => own,
    );
    expect(seen).toEqual(data);
  });
});

describe('operationOf', () => {
  it('names a statement by its first keyword, past the store’s leading comments', () => {
    expect(operationOf('select 1')).toBe('SELECT');
    expect(operationOf('/* plan per call */ with hits as (select 1) select * from hits')).toBe(
      'WITH',
    );
    expect(operationOf('  -- note\n insert into t values ($1)')).toBe('INSERT');
    expect(operationOf('')).toBe('QUERY');
  });
});
