import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

/** Where a first visit to `/` lands (spec §2): saved cookie, then the browser's languages, then en-US. */
test.describe('first visit to / in a Thai browser', () => {
  test.use({ locale: 'th-TH' });

  test('stays on /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});

test.describe('first visit to / in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('goes to /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('stays on / when the saved cookie says Thai', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'th', url: WEB_URL }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('keeps a deep link in the language of its path', async ({ page }) => {
    const response = await page.goto('/some-unknown');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${WEB_URL}/some-unknown`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});

test.describe('first visit to / in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('goes to /en (the default is en-US)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${WEB_URL}/en`);
  });
});
