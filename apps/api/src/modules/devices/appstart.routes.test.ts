import { AppStartResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';

describe('POST /appstart', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers a web device and persists its type, language and first/last seen', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { Language: 'en' },
      payload: { Data: { DeviceTypeId: 20 } },
    });
    expect(response.statusCode).toBe(200);
    const body = AppStartResponseSchema.parse(response.json());
    expect(body.ErrorList).toEqual([]);
    expect(body.Data).toMatchObject({ DeviceTypeId: 20, Language: 'en' });

    const rows = await executeRows<{
      device_type_id: number;
      language: string;
      first_seen_at: unknown;
    }>(
      app.database.db,
      sql`select device_type_id, language, first_seen_at, last_seen_at from devices where id = ${body.Data?.DeviceId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device_type_id: 20, language: 'en' });
    expect(rows[0]?.first_seen_at).toBeTruthy();
  });

  it('gives every call a new device id, Thai by default', async () => {
    const [a, b] = await Promise.all([registerDevice(app), registerDevice(app)]);
    expect(a).not.toBe(b);
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      payload: { Data: { DeviceTypeId: 20 } },
    });
    expect(response.json().Data.Language).toBe('th');
  });

  it.each([
    [{ Data: { DeviceTypeId: 99 } }, 'Data.DeviceTypeId: must be one of 20.'],
    [{ Data: { DeviceTypeId: '20' } }, 'Data.DeviceTypeId: must be one of 20.'],
    [{}, 'Data: is required.'],
    [{ DeviceTypeId: 20 }, 'Data: is required.'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/appstart',
      headers: { Language: 'en' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorList).toContain(message);
  });

  it('is not reachable with GET', async () => {
    const response = await app.inject({ method: 'GET', url: '/appstart' });
    expect(response.statusCode).toBe(404);
  });
});
