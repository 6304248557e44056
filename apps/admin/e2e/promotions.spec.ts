import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, logInThroughProxy } from '../../web/e2e/address-auth';
import { WEB_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/**
 * Marketing makes 100 coin codes in the back office, downloads them once as CSV, and a customer
 * claims one on the storefront, reaching the redeem page from the account menu; the batch then
 * shows the claim (issue 24: "generates 100 redeem codes, exports them, and claims one as a
 * customer").
 */
test('marketing generates 100 codes, exports them once, and a customer claims one', async ({
  page,
  browser,
}) => {
  const staff = await signInStaff(page, { role: 'marketing', locale: 'en' });
  const name = `Book fair ${Date.now().toString(36)}`;

  await page.getByRole('menuitem', { name: 'Redeem-code batches' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Name', { exact: false }).first().fill(name);
  await expect(page.getByRole('radio', { name: 'Coins' })).toBeChecked();
  await page.getByLabel('Coins per code', { exact: false }).fill('50');
  await page.getByLabel('Number of codes', { exact: false }).fill('100');
  await page.getByRole('button', { name: 'Save' }).click();

  // The batch's page: the codes wait for their one download.
  const state = page.getByTestId('batch-state');
  await expect(state).toHaveText(
    'The 100 codes have not been downloaded yet. They can be downloaded once.',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('can be downloaded only once');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe('Code,Batch');
  const codes = rows.map((row) => row.split(',')[0] ?? '');
  expect(codes).toHaveLength(100);
  expect(new Set(codes).size).toBe(100);
  expect(codes[0]).toMatch(/^([0-9A-Z]{4}-){5}[0-9A-Z]{4}$/);
  await expect(state).toContainText(`Codes downloaded on`);
  await expect(state).toContainText(`by ${staff.email}`);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // A customer claims one code on the storefront.
  const shopper = await browser.newContext({ locale: 'en-US', baseURL: WEB_URL });
  try {
    const shop = await shopper.newPage();
    const customer = await createCustomer();
    await logInThroughProxy(shop, customer);
    await shop.goto('/en');
    await shop.getByRole('button', { name: /^My account/ }).click();
    await shop.getByRole('menuitem', { name: 'Redeem a code' }).click();
    await shop.getByLabel('Redeem code').fill(codes[0]!);
    await shop.getByRole('button', { name: 'Check the code' }).click();
    await expect(shop.getByTestId('redeem-preview')).toContainText('This code gives you 50 coins');
    await shop.getByRole('button', { name: 'Use this code' }).click();
    await expect(shop.getByRole('status').filter({ hasText: '50 coins are yours.' })).toBeVisible();
    await shop.getByRole('link', { name: 'See my coins' }).click();
    await expect(shop.getByTestId('coin-balance')).toHaveText('50 coins');

    // The batch shows who claimed which code (by its last four symbols).
    await page.reload();
    const claims = page.getByRole('table').last();
    await expect(claims.getByRole('cell', { name: customer.email })).toBeVisible();
    await expect(claims).toContainText(`…-${codes[0]!.slice(-4)}`);
  } finally {
    await shopper.close();
  }
});

/**
 * A price campaign over one book from tomorrow (Bangkok time), stopped before it starts: the
 * store's prices never move here (price-campaigns.routes.test.ts proves the prices, the job and
 * the overlaps).
 */
test('marketing schedules a price campaign over one book and stops it', async ({ page }) => {
  const staff = await signInStaff(page, { role: 'marketing', locale: 'en' });
  await page.getByRole('menuitem', { name: 'Price campaigns' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page
    .getByLabel('Name', { exact: false })
    .first()
    .fill(`Rainy season ${Date.now().toString(36)}`);
  await page.getByRole('spinbutton', { name: 'Percent off' }).fill('20');
  await typeBangkokTime(page, 'Starts', 1);
  await typeBangkokTime(page, 'Ends', 2);
  await page.getByLabel('Books', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('campaign-state')).toContainText(
    'Books at the campaign price: 1.',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('campaign-status')).toHaveText('Scheduled');
  const campaignBooks = page.getByRole('table').last();
  await expect(campaignBooks).toContainText('In the campaign');
  await expect(campaignBooks).toContainText('Campaign price');

  await page.getByRole('button', { name: 'Stop campaign' }).click();
  const stop = page.getByRole('dialog');
  await stop.getByLabel('Reason', { exact: false }).fill('Planned by mistake');
  await stop.getByRole('button', { name: 'Stop campaign' }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText('Stopped');
  await expect(page.getByTestId('campaign-state')).toContainText(`by ${staff.email}`);
  await expect(campaignBooks).toContainText('No longer');
});

/** Types a day `daysAhead` from today at 10:00 Bangkok into a date-time field (DD/MM/YYYY HH:mm). */
const typeBangkokTime = async (page: Page, label: string, daysAhead: number) => {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + daysAhead * 86_400_000));
  await page
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${day.replaceAll('/', '')}1000`);
};
