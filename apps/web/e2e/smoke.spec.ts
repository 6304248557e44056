import { openCatalogApi, pickSearchableBook } from './catalog-data';
import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

/**
 * One short walk per language, as a visitor takes it: the home page, a book, the basket. Every
 * other journey runs in one language only (Thai and English alternate across the specs,
 * docs/testing.md); these two, with the message-parity unit test, keep both languages' shells and
 * the buying path working end to end.
 */

test.describe('smoke (th)', () => {
  test.use({ locale: 'th-TH' });

  test('home → a new release → basket, in Thai', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 2, name: 'หนังสือใหม่' })).toBeVisible();

    const card = page.getByTestId('book-card').first();
    const title = ((await card.locator('h3').textContent()) ?? '').trim();
    await card.locator('h3').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`^${WEB_URL}/book-detail/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('button', { name: 'หยิบใส่ตะกร้า' }).click();
    await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (1 เล่ม)' })).toBeVisible();
    await page.getByRole('link', { name: 'ดูตะกร้า' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/basket`);
    await expect(page.getByRole('heading', { level: 1, name: 'ตะกร้าสินค้า' })).toBeVisible();
    await expect(page.getByTestId('basket-item').getByRole('heading')).toHaveText(title);
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบเพื่อชำระเงิน' })).toBeVisible();
  });
});

test.describe('smoke (en)', () => {
  test.use({ locale: 'en-US' });

  test('home → a book from the search suggestions → basket, in English', async ({ page }) => {
    const api = await openCatalogApi();
    const book = await pickSearchableBook(api).finally(() => api.dispose());

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'New releases' })).toBeVisible();

    // The header's suggestions, picked with the mouse (the Thai catalog journey uses the keys).
    const box = page.getByRole('combobox', { name: 'Search books' });
    await box.pressSequentially(book.en, { delay: 20 });
    await page.getByRole('option', { name: book.en, exact: true }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/book-detail/${book.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.en);

    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket (1 book)' })).toBeVisible();
    await page.getByRole('link', { name: 'View basket' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/basket`);
    await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
    await expect(page.getByTestId('basket-item').getByRole('heading')).toHaveText(book.en);
    await expect(page.getByRole('button', { name: 'Log in to check out' })).toBeVisible();
  });
});
