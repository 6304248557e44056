import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';

describe('test fault injection', () => {
  let app: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [app, plain] = await Promise.all([
      buildTestApp({ ENABLE_TEST_FAULTS: 'true' }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), plain.close()]);
  });

  it('fails a real route the given number of times and counts every call', async () => {
    const deviceId = await registerDevice(app);
    const set = await app.inject({
      method: 'POST',
      url: '/v2/test/faults',
      payload: { Data: { Method: 'GET', Path: '/common/setlanguage/en', Status: 503, Times: 2 } },
    });
    expect(set.statusCode).toBe(200);

    const call = () =>
      app.inject({
        method: 'GET',
        url: '/common/setlanguage/en',
        headers: { DeviceId: deviceId, Language: 'en' },
      });
    const statuses = [
      (await call()).statusCode,
      (await call()).statusCode,
      (await call()).statusCode,
    ];
    expect(statuses).toEqual([503, 503, 200]);

    const listed = await app.inject({ method: 'GET', url: '/v2/test/faults' });
    expect(listed.json().Data).toEqual([
      { Method: 'GET', Path: '/common/setlanguage/en', Status: 503, Remaining: 0, Calls: 3 },
    ]);

    await app.inject({ method: 'DELETE', url: '/v2/test/faults' });
    expect((await app.inject({ method: 'GET', url: '/v2/test/faults' })).json().Data).toEqual([]);
  });

  it('does not exist unless enabled', async () => {
    const response = await plain.inject({ method: 'GET', url: '/v2/test/faults' });
    expect(response.statusCode).toBe(404);
  });
});
