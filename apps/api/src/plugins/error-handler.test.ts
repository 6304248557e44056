import { ErrorEnvelopeSchema } from '@nangsue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDevice, type TestApp } from '../../test/build-test-app.js';

describe('error envelope and statuses', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ BODY_LIMIT_BYTES: '2048' }, (instance) => {
      instance.get('/v2/test-only/boom', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:12');
      });
      // What postgres.js throws when PostgreSQL cuts the connection (a restart).
      instance.get('/v2/test-only/database-gone', async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      });
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const expectErrorEnvelope = (body: string) => {
    const parsed = ErrorEnvelopeSchema.parse(JSON.parse(body));
    return parsed.ErrorList;
  };

  it('answers bad JSON with 400 in Thai by default and in English with Language: en', async () => {
    const th = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { 'content-type': 'application/json' },
      payload: '{"Data":',
    });
    expect(th.statusCode).toBe(400);
    expect(expectErrorEnvelope(th.body)).toEqual(['ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง']);

    const en = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { 'content-type': 'application/json', Language: 'en' },
      payload: '{"Data":',
    });
    expect(en.statusCode).toBe(400);
    expect(expectErrorEnvelope(en.body)).toEqual(['The request body is not valid JSON.']);
  });

  it('refuses prototype-poisoning JSON as invalid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { 'content-type': 'application/json', Language: 'en' },
      payload: '{"__proto__":{"isAdmin":true},"Data":{"DeviceTypeId":20}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('gives one message per bad field, naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { Language: 'en' },
      payload: { Data: { DeviceTypeId: 'twenty', Extra: true } },
    });
    expect(response.statusCode).toBe(400);
    const messages = expectErrorEnvelope(response.body);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^Data\.DeviceTypeId: /);
    expect(messages[1]).toBe('Data: has unknown field(s) "Extra".');
  });

  it('says a missing field is required, in Thai', async () => {
    const response = await app.inject({ method: 'POST', url: '/appstart', payload: { Data: {} } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorEnvelope(response.body)).toEqual(['Data.DeviceTypeId: กรุณาระบุข้อมูล']);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { 'content-type': 'application/json', Language: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorEnvelope(response.body)).toEqual(['The JSON request body is empty.']);
  });

  it('answers an unknown route with 404 naming it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/nothing/here?x=1',
      headers: { Language: 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(expectErrorEnvelope(response.body)).toEqual([
      'There is no endpoint GET /v2/nothing/here.',
    ]);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { Language: 'en' },
      payload: { Data: { DeviceTypeId: 20, Padding: 'x'.repeat(5000) } },
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorEnvelope(response.body)).toEqual([
      'The request body is too large (at most 2048 bytes).',
    ]);
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { 'content-type': 'text/plain', Language: 'en' },
      payload: 'DeviceTypeId=20',
    });
    expect(response.statusCode).toBe(415);
    expect(expectErrorEnvelope(response.body)).toEqual([
      'Unsupported content type text/plain. Send application/json.',
    ]);
  });

  it('hides unexpected failures behind a generic 500 that carries the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/test-only/boom',
      headers: { Language: 'en' },
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    const [message] = expectErrorEnvelope(response.body);
    expect(message).toBe(
      `Something went wrong on our side. Please try again later (reference ${requestId}).`,
    );
    expect(response.body).not.toMatch(/secret_table|\/srv\/app|at \w+ \(/);
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'X-Request-Id': 'web-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('web-1234abcd');
    const replaced = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'X-Request-Id': 'bad id\u0000' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the language from the device when no Language header is sent', async () => {
    const deviceId = await registerDevice(app, 'en');
    const response = await app.inject({
      method: 'GET',
      url: '/v2/unknown',
      headers: { DeviceId: deviceId },
    });
    expect(expectErrorEnvelope(response.body)).toEqual(['There is no endpoint GET /v2/unknown.']);

    const overridden = await app.inject({
      method: 'GET',
      url: '/v2/unknown',
      headers: { DeviceId: deviceId, Language: 'th' },
    });
    expect(expectErrorEnvelope(overridden.body)).toEqual(['ไม่พบ API GET /v2/unknown']);
  });

  it('falls back to Thai for an unsupported Language header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/unknown',
      headers: { Language: 'fr' },
    });
    expect(expectErrorEnvelope(response.body)).toEqual(['ไม่พบ API GET /v2/unknown']);
  });

  it('sets security headers and limits CORS to configured origins', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const other = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a path part over the router limit (a 10,000-character keyword) with a 400 envelope', async () => {
    const url = `/v2/catalog/search-autocomplete/${'a'.repeat(10_000)}`;
    const en = await app.inject({ method: 'GET', url, headers: { Language: 'en' } });
    expect(en.statusCode).toBe(400);
    expect(expectErrorEnvelope(en.body)).toEqual([
      'A part of the address is too long (at most 500 characters).',
    ]);
    const th = await app.inject({ method: 'GET', url });
    expect(expectErrorEnvelope(th.body)).toEqual(['ส่วนหนึ่งของที่อยู่ API ยาวเกินไป (ไม่เกิน 500 ตัวอักษร)']);
  });

  it('answers a request line over the HTTP header limit with a 400 envelope, over a real socket', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const keyword = encodeURIComponent('ก'.repeat(10_000));
    const response = await fetch(`${address}/v2/catalog/search-autocomplete/${keyword}`);
    expect(response.status).toBe(400);
    expect(expectErrorEnvelope(await response.text())).toEqual(['คำขอยาวเกินไป']);
  });

  it('answers a lost database with 503 and Retry-After, a clear answer to retry', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/test-only/database-gone',
      headers: { Language: 'en' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(expectErrorEnvelope(response.body)).toEqual([
      'The service is temporarily unavailable. Please try again later.',
    ]);
  });
});
