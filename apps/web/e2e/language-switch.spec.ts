import { expect, switchLanguage, test, waitForSetLanguage } from './fixtures';
import { WEB_URL } from './test-servers';

test.describe('language switch', () => {
  test.use({ locale: 'th-TH' });

  test('keeps the page, is saved in the cookie and tells the API', async ({ page, context }) => {
    await page.goto('/');

    const setLanguage = waitForSetLanguage(page, 'en');
    await switchLanguage(page, 'th', 'en');

    await expect(page).toHaveURL(`${WEB_URL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await setLanguage).status()).toBe(200);
    const cookie = (await context.cookies()).find((item) => item.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    // 365 days, give or take the test's own duration.
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.reload();
    await expect(page).toHaveURL(`${WEB_URL}/en`);

    // A new visit to / (a Thai browser) follows the saved choice.
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/en`);

    const backToThai = waitForSetLanguage(page, 'th');
    await switchLanguage(page, 'en', 'th');
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect((await backToThai).status()).toBe(200);
  });

  test('keeps the page on the 404 page', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByText('ขออภัย ไม่พบหน้าที่คุณต้องการ')).toBeVisible();

    const setLanguage = waitForSetLanguage(page, 'en');
    await switchLanguage(page, 'th', 'en');

    await expect(page).toHaveURL(`${WEB_URL}/en/nope`);
    await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await setLanguage).status()).toBe(200);
  });
});
