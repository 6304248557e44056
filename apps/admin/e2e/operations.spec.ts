import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { API_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/**
 * Issue 24, in English: a reader searches for a book the store does not have; the owner opens the
 * searches with no result and finds it, looks at the job queue, and empties the catalog's cache
 * with a reason (docs/back-office.md "Operations").
 */
test('the owner sees a search with no result, the job queue, and empties the cache', async ({
  page,
}) => {
  const missing = `unicorn atlas ${randomUUID().slice(0, 8)}`;
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const searched = await api.post('/v2/catalog/search', {
      data: { Data: { Keyword: missing } },
      headers: { Language: 'en' },
    });
    expect(searched.status()).toBe(200);
    expect((await searched.json()).Data.Products).toEqual([]);
  } finally {
    await api.dispose();
  }

  await signInStaff(page, { role: 'owner', locale: 'en' });

  // The search log is written a second after the search.
  await page.getByRole('menuitem', { name: 'Searches with no result' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row').filter({ hasText: missing })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });

  await page.getByRole('menuitem', { name: 'Job queue' }).click();
  const queues = page.getByTestId('job-queues');
  await expect(queues.getByRole('row').filter({ hasText: 'mail.account' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Catalog cache' }).click();
  await page.getByRole('button', { name: 'Empty the cache' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason', { exact: false }).fill('Prices fixed in the database');
  await dialog.getByRole('button', { name: 'Empty the cache' }).click();
  await expect(page.getByTestId('cache-cleared')).toContainText('Emptied at');
});
