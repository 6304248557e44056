import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

test.describe('home page', () => {
  // A Thai browser, so a visit to / stays Thai.
  test.use({ locale: 'th-TH' });

  test('Thai at / with the shell and hreflang links', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ทุกเรื่องราวที่คุณรัก พร้อมให้อ่านในทุกที่',
    );
    await expect(page.getByRole('combobox', { name: 'ค้นหาหนังสือ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า' })).toHaveAttribute('href', '/basket');
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/Login');
    await expect(page.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/contactus');
    await expect(page.getByText(`© ${new Date().getFullYear()} หนังสือ สงวนลิขสิทธิ์`)).toBeVisible();

    await expect(page.locator('link[rel="alternate"][hreflang="th"]')).toHaveAttribute(
      'href',
      WEB_URL,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${WEB_URL}/en`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      WEB_URL,
    );
  });

  test('English at /en', async ({ page }) => {
    await page.goto('/en');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Every story you love, ready wherever you are',
    );
    await expect(page.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/en/basket');
    await expect(page.getByRole('link', { name: 'Sell with us (publishers)' })).toHaveAttribute(
      'href',
      '/en/vendor/apply',
    );
    await expect(
      page.getByText(`© ${new Date().getFullYear()} Nangsue. All rights reserved.`),
    ).toBeVisible();
  });

  test('the search box goes to /search in the current language', async ({ page }) => {
    await page.goto('/en');

    await page.getByRole('combobox', { name: 'Search books' }).fill('หนังสือ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      `${WEB_URL}/en/search?q=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87%E0%B8%AA%E0%B8%B7%E0%B8%AD`,
    );
  });

  test('the category menu lists the category tree', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'หมวดหมู่' }).click();
    const menu = page.getByRole('dialog', { name: 'หมวดหมู่หนังสือ' });
    await expect(menu.getByRole('link').first()).toHaveAttribute('href', /^\/category\/\d+$/);
    expect(await menu.getByRole('link').count()).toBeGreaterThan(10);
  });

  test('the mobile header keeps every entry at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'หมวดหมู่' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'เปลี่ยนภาษา' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'เปลี่ยนเป็นโหมดสว่าง' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'ตะกร้าสินค้า' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'ค้นหาหนังสือ' })).toBeVisible();
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflows).toBe(false);
  });
});
