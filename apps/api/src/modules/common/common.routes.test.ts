import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDevice, type TestApp } from '../../../test/build-test-app.js';

describe('GET /common/setlanguage/{language}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves the language for the device; later messages follow it without a Language header', async () => {
    const deviceId = await registerDevice(app);
    const saved = await app.inject({
      method: 'GET',
      url: '/common/setlanguage/en',
      headers: { DeviceId: deviceId },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ Data: { Language: 'en' }, ErrorList: [] });

    const later = await app.inject({
      method: 'GET',
      url: '/common/setlanguage/xx',
      headers: { DeviceId: deviceId },
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().ErrorList).toEqual(['language: must be one of "th", "en".']);

    const back = await app.inject({
      method: 'GET',
      url: '/common/setlanguage/th',
      headers: { DeviceId: deviceId },
    });
    expect(back.json().Data.Language).toBe('th');
    const thai = await app.inject({
      method: 'GET',
      url: '/common/setlanguage/xx',
      headers: { DeviceId: deviceId },
    });
    expect(thai.json().ErrorList).toEqual(['language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ "th", "en"']);
  });

  it.each([
    ['fr', 400, 'language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ "th", "en"'],
    ['TH', 400, 'language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ "th", "en"'],
    ['english', 400, 'language: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ "th", "en"'],
    ['', 404, 'ไม่พบ API GET /common/setlanguage/'],
    ['%00', 400, 'language: มีอักขระที่ไม่อนุญาต (NUL)'],
  ])('refuses %j with a %i envelope: %s', async (language, status, message) => {
    const deviceId = await registerDevice(app);
    const response = await app.inject({
      method: 'GET',
      url: `/common/setlanguage/${language}`,
      headers: { DeviceId: deviceId },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ Data: null, ErrorList: [message] });
  });

  it('requires a device id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/common/setlanguage/en',
      headers: { Language: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorList).toEqual([
      'This call needs a DeviceId header. Call POST /appstart first.',
    ]);
  });

  it.each(['7d444840-9dc0-11d1-b245-5ffdce74fad2', 'not-a-uuid'])(
    'refuses the unknown device %s',
    async (deviceId) => {
      const response = await app.inject({
        method: 'GET',
        url: '/common/setlanguage/en',
        headers: { Language: 'en', DeviceId: deviceId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'Unknown device. Call POST /appstart to register this device again.',
      ]);
    },
  );
});
