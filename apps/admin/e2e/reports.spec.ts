import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInStaff } from './staff';
import { buyBooks } from './store';

/** A book of the demo store that a new customer can buy. */
const BOOK = 6;

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
const bangkokToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * Issue 24, in English: a paid order exists; a finance staff member opens the reports from the
 * menu, sees this month's sales with the chart and the ภ.พ.30 figures, and downloads the sales
 * by day as CSV (UTF-8 with a BOM) with today's line in it.
 */
test('finance sees this month’s sales and VAT and downloads the CSV, in English', async ({
  page,
}) => {
  await (await buyBooks([BOOK], { language: 'en' })).dispose();
  const today = bangkokToday();
  await signInStaff(page, { role: 'finance', locale: 'en' });

  await page.getByRole('menuitem', { name: 'Sales and VAT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales and VAT report' })).toBeVisible();
  // MUI X's picker: the month by name, in the staff member's language.
  const monthName = new Date(`${today}T12:00:00+07:00`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
  });
  await expect(page.getByRole('group', { name: 'Month' })).toContainText(monthName);

  const totals = page.getByTestId('reports-totals');
  await expect(totals.getByText('Sales of the month')).toBeVisible();
  await expect(page.getByTestId('reports-total-orders').locator('h6')).not.toHaveText('0');
  await expect(page.getByTestId('reports-total-total')).toContainText(/\d\.\d{2}/);
  await expect(page.getByTestId('reports-chart').locator('svg').first()).toBeVisible();

  const vat = page.getByTestId('reports-vat');
  await expect(vat.getByText('Output VAT (ภ.พ.30)')).toBeVisible();
  await expect(vat.getByRole('row').filter({ hasText: 'Taxable sales' })).toContainText(
    /\d\.\d{2}/,
  );
  await expect(vat.getByRole('row').filter({ hasText: 'Output VAT' })).toContainText(/\d\.\d{2}/);
  await expect(page.getByTestId('reports-books').getByRole('row').nth(1)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV by day' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-by-day-${today.slice(0, 7)}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toMatch(/^Date,Orders,Gross \(THB\),/);
  const todayLine = lines.find((line) => line.startsWith(`${today},`));
  expect(todayLine).toBeDefined();
  expect(Number(todayLine!.split(',')[1])).toBeGreaterThanOrEqual(1);
});
