import { describe, expect, it } from 'vitest';
import {
  AppStartBodySchema,
  ERROR_CODES,
  ERROR_STATUS,
  ErrorEnvelopeSchema,
  envelope,
  isRetryable,
  SetLanguageParamsSchema,
} from './index.js';
import { z } from 'zod';

describe('envelope', () => {
  it('accepts data with an empty error list and rejects a missing ErrorList', () => {
    const schema = envelope(z.object({ Name: z.string() }));
    expect(schema.parse({ Data: { Name: 'หนังสือ' }, ErrorList: [] }).Data?.Name).toBe('หนังสือ');
    expect(schema.safeParse({ Data: { Name: 'x' } }).success).toBe(false);
  });

  it('requires at least one message in an error envelope', () => {
    expect(ErrorEnvelopeSchema.safeParse({ Data: null, ErrorList: [] }).success).toBe(false);
    expect(ErrorEnvelopeSchema.safeParse({ Data: null, ErrorList: ['x'] }).success).toBe(true);
  });
});

describe('error codes', () => {
  it('maps every code to a distinct 4xx/5xx status', () => {
    const statuses = ERROR_CODES.map((code) => ERROR_STATUS[code]);
    expect(new Set(statuses).size).toBe(ERROR_CODES.length);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe('retry rule (spec §7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries GET once on %i', (status) => {
    expect(isRetryable('GET', status)).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    expect(isRetryable(method, 503)).toBe(false);
  });

  it('does not retry GET on 400, 401, 404 or 501', () => {
    for (const status of [400, 401, 404, 501]) expect(isRetryable('get', status)).toBe(false);
  });
});

describe('appstart and setlanguage', () => {
  it('accepts only the web device type, strictly', () => {
    expect(AppStartBodySchema.safeParse({ Data: { DeviceTypeId: 20 } }).success).toBe(true);
    expect(AppStartBodySchema.safeParse({ Data: { DeviceTypeId: 21 } }).success).toBe(false);
    expect(AppStartBodySchema.safeParse({ Data: { DeviceTypeId: 20, X: 1 } }).success).toBe(false);
  });

  it('accepts th and en only', () => {
    expect(SetLanguageParamsSchema.safeParse({ language: 'th' }).success).toBe(true);
    expect(SetLanguageParamsSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
