import { SERIAL_TAG, expect, switchLanguage, test } from './fixtures';
import { WEB_URL } from './test-servers';

/** The API client's retry rule (spec §7) and 500 toast (spec §8), proven by the API's call counts. */
test.describe('API faults', { tag: SERIAL_TAG }, () => {
  test.use({ locale: 'th-TH' });

  test('a GET failing twice with 500 is retried once, then the 500 toast shows at top centre', async ({
    page,
    faults,
  }) => {
    await page.goto('/');
    await faults.set({ Method: 'GET', Path: '/common/setlanguage/en', Status: 500, Times: 2 });

    await switchLanguage(page, 'th', 'en');

    const toast = page
      .locator('.Toastify__toast-container--top-center')
      .getByText('Internal Server Error 500');
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}/en`);
    expect(await faults.callsOf('GET', '/common/setlanguage/en')).toBe(2);
  });

  test('a GET failing once with 503 succeeds on its retry, without a toast', async ({
    page,
    faults,
  }) => {
    await page.goto('/');
    await faults.set({ Method: 'GET', Path: '/common/setlanguage/en', Status: 503, Times: 1 });

    const responses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/main/common/setlanguage/en'))
        responses.push(response.status());
    });
    const succeeded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/main/common/setlanguage/en') && response.status() === 200,
    );
    await switchLanguage(page, 'th', 'en');
    await succeeded;

    expect(responses).toEqual([503, 200]);
    expect(await faults.callsOf('GET', '/common/setlanguage/en')).toBe(2);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test('POST /appstart is never retried', async ({ page, faults }) => {
    await faults.set({ Method: 'POST', Path: '/appstart', Status: 503, Times: 1 });

    const failed = page.waitForResponse((response) =>
      response.url().endsWith('/api/main/appstart'),
    );
    await page.goto('/');
    expect((await failed).status()).toBe(503);

    // Longer than the client's retry delay: a retry would have been sent by now.
    await page.waitForTimeout(1500);
    expect(await faults.callsOf('POST', '/appstart')).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('nangsue'));
    expect(stored ?? '').not.toContain('"deviceId":"');
  });

  test('a fresh device registers once and sends its id afterwards', async ({ page, context }) => {
    const registered = page.waitForResponse((response) =>
      response.url().endsWith('/api/main/appstart'),
    );
    await page.goto('/');
    expect((await registered).status()).toBe(200);

    await expect
      .poll(
        async () =>
          (await context.cookies()).find((cookie) => cookie.name === 'nangsue_device')?.value,
      )
      .toMatch(/^[0-9a-f-]{36}$/);
    const deviceId = (await context.cookies()).find(
      (cookie) => cookie.name === 'nangsue_device',
    )?.value;
    // A device id alone is nothing for the store to keep: it writes no key.
    expect(await page.evaluate(() => localStorage.getItem('nangsue'))).toBeNull();

    // The next page (a book page records the view) sends the same id without registering again.
    let registrations = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/main/appstart')) registrations += 1;
    });
    const recorded = page.waitForRequest((request) =>
      request.url().endsWith('/api/main/v2/home/recentview'),
    );
    await page.goto('/en/book-detail/1');
    expect((await recorded).headers()['deviceid']).toBe(deviceId);
    expect(registrations).toBe(0);
  });
});
