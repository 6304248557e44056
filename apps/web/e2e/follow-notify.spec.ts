import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { expect, test } from './address-auth';
import { openCatalogApi } from './catalog-data';
import { waitForEmail } from './outbox';
import { findSeries } from './series-data';

const root = path.resolve(import.meta.dirname, '../../..');

// A Thai reader's browser: the first visit to `/` stays in Thai.
test.use({ locale: 'th-TH' });

/** What the storefront says on the way, in Thai (messages/th.json, notifications). */
const WORDS = {
  search: 'ค้นหาหนังสือ',
  followSeries: (series: string) => `ติดตามซีรีส์ ${series}`,
  volumes: 'เล่มในซีรีส์ตามลำดับ',
  volume: (volume: number) => `เล่มที่ ${volume}`,
  followed: (series: string) => `ติดตาม ${series} แล้ว`,
  following: 'กำลังติดตาม',
  bell: (count: number) => `การแจ้งเตือน ยังไม่ได้อ่าน ${count} รายการ`,
  title: 'การแจ้งเตือน',
  newVolume: (series: string, book: string) => `เล่มใหม่ในซีรีส์ ${series}: ${book}`,
  markAllRead: 'อ่านทั้งหมดแล้ว',
  immediate: 'ทันที',
  never: 'ไม่รับอีเมล (ดูในร้านเท่านั้น)',
  unsubscribeTitle: 'เลิกรับอีเมลแจ้งเตือน',
  unsubscribeConfirm: 'หยุดรับอีเมล',
};

/**
 * A one-book ONIX file: the sample's volume of a series, renamed into the demo series `series`
 * (Thai and English names) as volume `volume`, with a title of our own and no ISBN or cover.
 */
const nextVolumeOnix = (
  reference: string,
  series: { th: string; en: string },
  volume: number,
  title: string,
): string => {
  const sample = readFileSync(
    path.join(root, 'apps/api/test/fixtures/onix/sample-short.xml'),
    'utf8',
  );
  const [head] = sample.split('<product>');
  const product =
    sample
      .split('<product>')
      .find((part) => part.includes('<collection>'))
      ?.split('</product>')[0] ?? '';
  const book = `<product>${product}</product>`
    .replaceAll('hinghoy-manga-shadow-03', reference)
    .replace(/<productidentifier>\s*<b221>15<\/b221>[\s\S]*?<\/productidentifier>/, '')
    .replace(/<relatedmaterial>[\s\S]*?<\/relatedmaterial>/, '')
    .replace(/<supportingresource>[\s\S]*?<\/supportingresource>/g, '')
    .replace('<x410>3</x410>', `<x410>${volume}</x410>`)
    .replace('<b203 language="tha">ดาบพิฆาตเงา</b203>', `<b203 language="tha">${series.th}</b203>`)
    .replace(
      '<b203 language="eng">Shadow-Slayer Blade</b203>',
      `<b203 language="eng">${series.en}</b203>`,
    )
    .replace('<b203>ดาบพิฆาตเงา เล่ม 3</b203>', `<b203>${title}</b203>`);
  return `${head}${book}\n</ONIXmessage>\n`;
};

/** Imports with the store's own command, into the running store's database (as staff would). */
const importCatalog = (file: string): void => {
  execFileSync(process.execPath, [path.join(root, 'apps/api/dist/cli/catalog-import.js'), file], {
    env: {
      ...process.env,
      DATA_DIR: process.env.NANGSUE_E2E_DATA_DIR,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
};

test('ติดตามซีรีส์จากหน้าซีรีส์ (ลิงก์จากหน้าหนังสือ) เล่มใหม่ออกแล้วกระดิ่งแจ้งเตือน อีเมลมาพร้อมลิงก์เลิกรับในคลิกเดียว', async ({
  page,
  customer,
}) => {
  test.slow();
  // A demo series and its first volume, read from the API in both languages.
  const [first] = await findSeries();
  const catalog = await openCatalogApi();
  const [thai, english] = await Promise.all([catalog.book(first, 'th'), catalog.book(first, 'en')]);
  await catalog.dispose();
  const series = { th: thai.Series?.Name ?? '', en: english.Series?.Name ?? '' };
  expect(series.th).not.toBe('');

  // From the home page, the header's search finds the series' first volume; its series link opens
  // the series' page (its volumes in order), where the reader follows the series.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: WORDS.search });
  await box.fill(thai.Name);
  await box.press('Enter');
  await page.getByRole('link', { name: thai.Name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: thai.Name })).toBeVisible();
  await page.getByRole('link', { name: series.th, exact: true }).first().click();
  await expect(page).toHaveURL(/\/series\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: series.th })).toBeVisible();
  const volumes = page.getByRole('region', { name: WORDS.volumes });
  await expect(volumes.getByRole('link', { name: thai.Name }).first()).toBeVisible();
  if (thai.Series?.Volume != null)
    await expect(volumes.getByText(WORDS.volume(thai.Series.Volume)).first()).toBeVisible();
  const follow = page.getByRole('button', { name: WORDS.followSeries(series.th) });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByText(WORDS.followed(series.th))).toBeVisible();
  // The toast is in the store's Thai font, not react-toastify's own `sans-serif` (which showed
  // boxes for Thai on a system without a Thai font).
  expect(
    await page
      .getByText(WORDS.followed(series.th))
      .evaluate((toast) => getComputedStyle(toast).fontFamily),
  ).toContain('thaiFont');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText(WORDS.following);

  // Staff import the series' next volume (the store's import command): it is published, and its
  // fan-out to the series' followers is a job the store works in the background.
  const stamp = Date.now().toString(36);
  const title = `${series.th} เล่มใหม่ ${stamp}`;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nangsue-follow-'));
  const file = path.join(folder, 'next-volume.xml');
  writeFileSync(file, nextVolumeOnix(`e2e-follow-${stamp}`, series, 90, title));
  const since = new Date();
  importCatalog(file);

  // The bell counts it (read in the browser; a page load or the window's focus asks again).
  const bell = page.getByRole('link', { name: WORDS.bell(1) });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  // The bell opens the notifications: the new volume, linked to its page.
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS.title })).toBeVisible();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText(WORDS.newVolume(series.th, title));
  await expect(item.getByRole('link')).toHaveAttribute('href', /\/book-detail\/\d+$/);
  await expect(page.getByRole('radio', { name: WORDS.immediate })).toBeChecked();
  await page.getByRole('button', { name: WORDS.markAllRead }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The e-mail at once, with the one-click unsubscribe of RFC 8058.
  const email = (await waitForEmail(customer.email, 'notifications', since)) as Awaited<
    ReturnType<typeof waitForEmail>
  > & { headers?: Record<string, string> };
  expect(email.text).toContain(title);
  expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(email.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(link).toMatch(/\/api\/unsubscribe\/\d+\.[A-Za-z0-9_-]+$/);

  // Opening the link (as a person, or a mail scanner) only asks: nothing changes yet.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: WORDS.unsubscribeTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: WORDS.unsubscribeConfirm })).toBeVisible();

  // The mail program's one-click POST, without the reader's session, stops the e-mails.
  const mailProgram = await request.newContext();
  const oneClick = await mailProgram.post(link, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  const forged = await mailProgram.post(link.replace(/\.[A-Za-z0-9_-]+$/, '.forged'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(400);
  await mailProgram.dispose();

  // The notifications page, from the account menu's bell, shows e-mail turned off.
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('heading', { level: 1, name: WORDS.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: WORDS.never })).toBeChecked();
});
