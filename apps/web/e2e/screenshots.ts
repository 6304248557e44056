import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * A picture of the page for the docs or a reviewer, taken only when `SCREENSHOT_DIR` names where
 * to put it (`<spec>-<name>`), as bookshelf-screenshots.spec.ts and reading-apps.spec.ts do:
 * `SCREENSHOT_DIR=/tmp/shots npx playwright test checkout`. Nothing asserts on them, so CI does
 * not spend its two cores on thirty full-page captures.
 */
export const screenshot = async (
  page: Page,
  name: string,
  options: { fullPage?: boolean; before?: () => Promise<void> } = {},
): Promise<void> => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await options.before?.();
  const spec = path.basename(test.info().file, '.spec.ts');
  await page.screenshot({
    path: path.join(dir, `${spec}-${name}`),
    fullPage: options.fullPage ?? false,
  });
};
