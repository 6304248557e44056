import type { Page } from '@playwright/test';
import { SERIAL_TAG, expect, switchLanguage, test } from './fixtures';
import { WEB_URL } from './test-servers';

type StoredSession = { state: { customerInfo: unknown }; version: number };

/** Pretends a customer logged in earlier: stored customer data and an unrelated key. */
const seedStoredCustomer = async (page: Page): Promise<void> => {
  await page.evaluate(() => {
    const stored = JSON.parse(
      localStorage.getItem('nangsue') ?? '{"state":{},"version":1}',
    ) as StoredSession;
    stored.state.customerInfo = { CustomerId: 7, FirstName: 'Somchai' };
    localStorage.setItem('nangsue', JSON.stringify(stored));
    localStorage.setItem('some-other-key', 'x');
  });
};

const readStorage = (page: Page) =>
  page.evaluate(() => ({
    session: JSON.parse(localStorage.getItem('nangsue') ?? 'null') as StoredSession | null,
    lastPage: JSON.parse(localStorage.getItem('nangsue-last-page') ?? 'null') as {
      state: { lastPage: string };
    } | null,
    other: localStorage.getItem('some-other-key'),
    themeMode: localStorage.getItem('mui-mode'),
  }));

test.describe('login-required dialog on a 401', { tag: SERIAL_TAG }, () => {
  test.use({ locale: 'th-TH' });

  test('English: modal, remembers the page, clears stored data, OK loads /en/login', async ({
    page,
    faults,
  }) => {
    await page.goto('/');
    // The device is registered (its id is kept in its cookie).
    await expect
      .poll(async () =>
        (await page.context().cookies()).some((cookie) => cookie.name === 'nangsue_device'),
      )
      .toBe(true);
    await seedStoredCustomer(page);
    await page.getByRole('button', { name: 'เปลี่ยนเป็นโหมดสว่าง' }).click();
    await page.reload();
    await faults.set({ Method: 'GET', Path: '/common/setlanguage/en', Status: 401, Times: 1 });

    await switchLanguage(page, 'th', 'en');

    const dialog = page.getByRole('dialog', { name: 'Warning' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Please log in to continue.');
    await expect(dialog.getByRole('button')).toHaveCount(1);
    expect(await faults.callsOf('GET', '/common/setlanguage/en')).toBe(1);

    // Not dismissable by clicking outside or by Escape.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const storage = await readStorage(page);
    expect(storage.session?.state.customerInfo ?? null).toBeNull();
    expect(storage.other).toBeNull();
    expect(storage.lastPage?.state.lastPage).toBe('/en');
    expect(storage.themeMode).toBe('light');

    const loginDocument = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url() === `${WEB_URL}/en/login`,
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await loginDocument;
    await expect(page).toHaveURL(`${WEB_URL}/en/login`);
    expect((await readStorage(page)).lastPage?.state.lastPage).toBe('/en');
  });

  test('Thai: title and body in Thai, OK loads /login', async ({ page, faults }) => {
    await page.goto('/en');
    await faults.set({ Method: 'GET', Path: '/common/setlanguage/th', Status: 401, Times: 1 });

    await switchLanguage(page, 'en', 'th');

    const dialog = page.getByRole('dialog', { name: 'แจ้งเตือน' });
    await expect(dialog).toContainText('กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ');

    const loginDocument = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url() === `${WEB_URL}/login`,
    );
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await loginDocument;
    await expect(page).toHaveURL(`${WEB_URL}/login`);
    expect((await readStorage(page)).lastPage?.state.lastPage).toBe('/');
  });
});
