import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

test.describe('404 page', () => {
  test('in Thai, with status 404 and a way home', async ({ page }) => {
    const response = await page.goto('/nope');

    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('ไม่พบหน้าที่ต้องการ: /nope');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    await expect(page.getByText('ขออภัย ไม่พบหน้าที่คุณต้องการ')).toBeVisible();

    await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'ทุกเรื่องราวที่คุณรัก พร้อมให้อ่านในทุกที่',
    );
  });

  test('in English, with status 404 and a way home', async ({ page }) => {
    const response = await page.goto('/en/nope/deeper');

    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found: /en/nope/deeper');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: '404!' })).toBeVisible();
    await expect(page.getByText("Sorry, that page doesn't exist.")).toBeVisible();

    await page.getByRole('link', { name: 'Go back home.' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en`);
  });
});
