import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DARK_BACKGROUND = 'rgb(12, 15, 14)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('dark by default; light survives a reload before any script of the app runs', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();

  // Without the app's JavaScript only the inline colour-scheme script can set the class: what
  // the reader sees on first paint.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\blight\b/);
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  // And with it, straight after the document is parsed.
  await page.unroute('**/_next/static/**/*.js');
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\blight\b/);
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
});
