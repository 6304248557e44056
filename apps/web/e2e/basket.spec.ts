import type { Page } from '@playwright/test';
import { createCustomer } from './address-auth';
import { expect, test } from './fixtures';
import { WEB_URL } from './test-servers';

/** THB as the store writes it (`฿1,234.50`) back to satang. */
const satangOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

const addFromBookPage = async (page: Page, path: string, labels: { add: string; view: string }) => {
  await page.goto(path);
  await page.getByRole('button', { name: labels.add }).click();
  await expect(page.getByRole('link', { name: labels.view })).toBeVisible();
};

test.describe('basket', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a guest adds books, sees the VAT apart and the count in the header, and removes one', async ({
      page,
    }) => {
      const labels = { add: 'หยิบใส่ตะกร้า', view: 'ดูตะกร้า' };
      await addFromBookPage(page, '/book-detail/3', labels);
      await expect(page.getByText(/^หยิบ “.+” ใส่ตะกร้าแล้ว$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (1 เล่ม)' })).toBeVisible();

      await addFromBookPage(page, '/book-detail/5', labels);
      await page.getByRole('link', { name: labels.view }).click();
      await expect(page).toHaveURL(`${WEB_URL}/basket`);
      await expect(page.getByRole('heading', { level: 1, name: 'ตะกร้าสินค้า' })).toBeVisible();

      const items = page.getByTestId('basket-item');
      await expect(items).toHaveCount(2);
      const summary = page.getByRole('complementary', { name: 'สรุปยอด' });
      const total = satangOf(await page.getByTestId('basket-total').textContent());
      const vat = satangOf(
        await summary.locator('div', { hasText: 'ภาษีมูลค่าเพิ่ม 7%' }).locator('dd').textContent(),
      );
      const net = satangOf(
        await summary.locator('div', { hasText: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม' }).locator('dd').textContent(),
      );
      expect(total).toBeGreaterThan(0);
      expect(net + vat).toBe(total);
      // 7 % inside each price, rounded per book: within a satang per book of 7/107 of the total.
      expect(Math.abs(vat - (total * 7) / 107)).toBeLessThanOrEqual(2);
      await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (2 เล่ม)' })).toBeVisible();

      await items
        .first()
        .getByRole('button', { name: /^นำ “.+” ออกจากตะกร้า$/ })
        .click();
      await expect(items).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (1 เล่ม)' })).toBeVisible();

      await items
        .first()
        .getByRole('button', { name: /ออกจากตะกร้า/ })
        .click();
      await expect(page.getByText('ตะกร้าของคุณยังว่างอยู่')).toBeVisible();
      await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (ว่าง)' })).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a guest’s basket goes with them through the login the checkout asks for', async ({
      page,
    }) => {
      const customer = await createCustomer();
      await addFromBookPage(page, '/en/book-detail/7', {
        add: 'Add to basket',
        view: 'View basket',
      });
      await page.getByRole('link', { name: 'View basket' }).click();
      await expect(page.getByTestId('basket-item')).toHaveCount(1);
      const bookName = await page.getByTestId('basket-item').getByRole('heading').textContent();

      await page.getByRole('button', { name: 'Log in to check out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(`${WEB_URL}/en/login`);

      const form = page.getByRole('form', { name: 'Log in with e-mail and password' });
      await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await form.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
      await form.getByLabel(/^Password\s*\*?$/).fill(customer.password);
      await form.getByRole('button', { name: 'Log in' }).click();

      // Back at the basket, signed in: the book came along and the guest's prompt is gone.
      await expect(page).toHaveURL(`${WEB_URL}/en/basket`);
      await expect(page.getByTestId('basket-item')).toHaveCount(1);
      await expect(page.getByTestId('basket-item').getByRole('heading')).toHaveText(bookName ?? '');
      await expect(page.getByRole('button', { name: 'Log in to check out' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Basket (1 book)' })).toBeVisible();
    });

    test('a book already in the basket is one line, however often it is added', async ({
      page,
    }) => {
      await addFromBookPage(page, '/en/book-detail/9', {
        add: 'Add to basket',
        view: 'View basket',
      });
      await page.reload();
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByRole('link', { name: 'View basket' }).click();
      await expect(page.getByTestId('basket-item')).toHaveCount(1);
    });
  });

  test.describe('on book cards, in English', () => {
    test.use({ locale: 'en-US' });

    test('a card adds its book to the basket, and its buy now asks a guest to log in', async ({
      page,
    }) => {
      await page.goto('/en/newproducts');
      const card = page.getByTestId('book-card').first();
      const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await card.getByRole('button', { name: `Add “${name}” to the basket` }).click();
      await expect(page.getByText(`“${name}” is in your basket.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Basket (1 book)' })).toBeVisible();

      const second = page.getByTestId('book-card').nth(1);
      const other = (await second.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await second.getByRole('button', { name: `Buy “${other}” now` }).click();
      await expect(page.getByRole('link', { name: 'Basket (2 books)' })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
});
