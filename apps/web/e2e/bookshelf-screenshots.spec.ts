import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import { claimRedeemCode, mintRedeemCode, prefixOf, type Lang } from './buying';
import { findSeries } from './series-data';
import { WEB_URL } from './test-servers';

/**
 * Screenshots of the bookshelf pages (docs/storefront.md), taken only when `SCREENSHOT_DIR` names
 * where to put them: `SCREENSHOT_DIR=docs/screenshots npx playwright test bookshelf-screenshots`.
 * Thai and English, dark and light, grid, list, collections, the download dialog.
 */
const DIR = process.env.SCREENSHOT_DIR;

const post = async (page: Page, apiPath: string, data: unknown) => {
  const response = await page.request.post(`${WEB_URL}/api/main${apiPath}`, {
    data,
    headers: { Origin: WEB_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { Data: { Id?: number } };
};

const furnish = async (page: Page, lang: Lang) => {
  const ids = [21, 22, 23, 24, 25, 26, 27];
  for (const id of ids) await claimRedeemCode(page, mintRedeemCode('--book', String(id)));
  const position = (progress: number, finished = false) => ({
    Data: {
      Locator: 'epubcfi(/6/4!/4/2/1:0)',
      Progress: progress,
      Finished: finished,
      BaseVersion: null,
    },
  });
  await post(page, '/v2/reader/21/position', position(0.42));
  await post(page, '/v2/reader/23/position', position(0.08));
  await post(page, '/v2/reader/24/position', position(1, true));
  const names = lang === 'th' ? ['อ่านก่อนนอน', 'เล่มโปรด'] : ['Bedtime reading', 'Favourites'];
  for (const [index, name] of names.entries()) {
    const shelf = await post(page, '/v2/customer/addbookshelf', { Data: { Name: name } });
    await post(page, '/v2/customer/addproductmappingshelf', {
      Data: { ShelfId: shelf.Data.Id, ProductIds: ids.slice(index * 2, index * 2 + 3) },
    });
  }
};

for (const lang of ['th', 'en'] as const) {
  test.describe(`bookshelf screenshots (${lang})`, () => {
    test.use({ locale: lang === 'th' ? 'th-TH' : 'en-US', viewport: { width: 1280, height: 900 } });
    test.skip(DIR === undefined, 'SCREENSHOT_DIR names where the screenshots go');

    test(`shelf and collections, dark and light (${lang})`, async ({ page, customer }) => {
      test.setTimeout(120_000);
      expect(customer.email).toContain('@');
      await furnish(page, lang);
      const prefix = prefixOf(lang);
      const shot = async (name: string) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(DIR ?? '', `${name}-${lang}.png`),
          fullPage: true,
        });
      };
      for (const scheme of ['dark', 'light'] as const) {
        await page.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme);
        await page.goto(`${prefix}/bookshelf`);
        await expect(page.getByTestId('shelf-book')).toHaveCount(7);
        await shot(`bookshelf-grid-${scheme}`);
        await page.goto(`${prefix}/bookshelf?orderBy=recent&view=list`);
        await shot(`bookshelf-list-${scheme}`);
        await page.goto(`${prefix}/bookshelf/collection`);
        await expect(page.getByTestId('collection')).toHaveCount(2);
        await shot(`bookshelf-collections-${scheme}`);
        await page.getByTestId('collection').first().getByRole('heading').getByRole('link').click();
        await expect(page.getByTestId('shelf-book')).toHaveCount(3);
        await shot(`bookshelf-collection-open-${scheme}`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/bookshelf`);
      await shot('bookshelf-phone');
      await page.goto(`${prefix}/bookshelf?view=list`);
      await shot('bookshelf-phone-list');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}/bookshelf`);
      await page.getByTestId('shelf-book').first().getByRole('button').first().click();
      await expect(page.getByTestId('download-dialog').filter({ visible: true })).toBeVisible();
      await page.screenshot({ path: path.join(DIR ?? '', `bookshelf-download-${lang}.png`) });
    });

    // docs/bookshelf.md: a series gathered in volume order with its next volume (issue 26 §5).
    test(`a series on the shelf (${lang})`, async ({ page, customer }) => {
      test.setTimeout(120_000);
      expect(customer.email).toContain('@');
      const [first, second] = await findSeries([21, 22]);
      for (const id of [21, second, first, 22])
        await claimRedeemCode(page, mintRedeemCode('--book', String(id)));
      await post(page, `/v2/reader/${first}/position`, {
        Data: { Locator: 'epubcfi(/6/4!/4/2/1:0)', Progress: 1, Finished: true, BaseVersion: null },
      });
      await page.goto(`${prefixOf(lang)}/bookshelf`);
      await expect(page.getByTestId('series-group')).toHaveCount(1);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(DIR ?? '', `bookshelf-series-${lang}.png`),
        fullPage: true,
      });
    });
  });
}
