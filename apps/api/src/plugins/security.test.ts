import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('preflight requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ CORS_ORIGINS: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an OPTIONS without Origin with the envelope, in the caller’s language', async () => {
    const bare = await app.inject({ method: 'OPTIONS', url: '/v2/catalog/search' });
    expect(bare.statusCode).toBe(400);
    expect(bare.headers['content-type']).toMatch(/^application\/json/);
    expect(bare.json()).toEqual({
      Data: null,
      ErrorList: ['คำขอ OPTIONS (preflight) ต้องมีส่วนหัว Origin และ Access-Control-Request-Method'],
    });
    const english = await app.inject({
      method: 'OPTIONS',
      url: '/v2/catalog/search',
      headers: { Language: 'en', Origin: 'http://localhost:3000' },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().ErrorList).toEqual([
      'A preflight (OPTIONS) request needs the Origin and Access-Control-Request-Method headers.',
    ]);
  });

  it('still answers a real preflight from an allowed origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v2/catalog/search',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});
