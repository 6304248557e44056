import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import { screenshot } from './screenshots';

/** THB as the store writes it (`฿1,234.50`) back to satang. */
const satangOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

const addBooks = async (page: Page, paths: string[], labels: { add: string; view: string }) => {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('button', { name: labels.add }).click();
    await expect(page.getByRole('link', { name: labels.view })).toBeVisible();
  }
};

/** The summary's figures, in satang. */
const totalsOf = async (page: Page, labels: { subTotal: RegExp; net: string; vat: string }) => {
  const summary = page.getByRole('complementary');
  const figure = async (label: string | RegExp) =>
    satangOf(await summary.locator('div', { hasText: label }).locator('dd').last().textContent());
  return {
    subTotal: await figure(labels.subTotal),
    net: await figure(labels.net),
    vat: await figure(labels.vat),
    total: satangOf(await page.getByTestId('basket-total').textContent()),
  };
};

test.describe('coupons on the basket', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a customer is told an unknown code, applies WELCOME10 and removes it', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBooks(page, ['/book-detail/3', '/book-detail/5'], {
        add: 'หยิบใส่ตะกร้า',
        view: 'ดูตะกร้า',
      });
      await page.goto('/basket');
      const labels = { subTotal: /^ราคาหนังสือ/, net: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม', vat: 'ภาษีมูลค่าเพิ่ม 7%' };
      const before = await totalsOf(page, labels);
      expect(before.total).toBe(before.subTotal);

      const field = page.getByLabel('รหัสคูปอง');
      await field.fill('NO-SUCH-COUPON');
      await page.getByRole('button', { name: 'ใช้คูปอง', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'ไม่พบคูปองนี้ หรือคูปองหมดอายุแล้ว' }),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await screenshot(page, 'coupon-th-unknown.png');

      await field.fill('welcome10');
      await page.getByRole('button', { name: 'ใช้คูปอง', exact: true }).click();
      const coupon = page.getByTestId('basket-coupon');
      await expect(coupon).toContainText('ใช้คูปอง WELCOME10 แล้ว');
      await expect(coupon).toContainText('ส่วนลด 10%');
      const discount = satangOf(await page.getByTestId('basket-discount').textContent());
      // 10 % of the books, to the satang.
      expect(discount).toBe(Math.floor((before.subTotal * 10 * 2 + 100) / 200));
      const after = await totalsOf(page, labels);
      expect(after.total).toBe(before.subTotal - discount);
      expect(after.net + after.vat).toBe(after.total);
      // VAT is computed after the discount: less than before.
      expect(after.vat).toBeLessThan(before.vat);
      await expect(page.getByText(/^คูปอง −฿/).first()).toBeVisible();
      await screenshot(page, 'coupon-th-applied.png', { fullPage: true });

      await page.getByRole('button', { name: 'นำคูปอง WELCOME10 ออก' }).click();
      await expect(page.getByTestId('basket-coupon')).toHaveCount(0);
      await expect(page.getByTestId('basket-discount')).toHaveCount(0);
      expect((await totalsOf(page, labels)).total).toBe(before.subTotal);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a customer applies READ50 (half price up to ฿100) and removes it', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBooks(page, ['/en/book-detail/7', '/en/book-detail/9'], {
        add: 'Add to basket',
        view: 'View basket',
      });
      await page.goto('/en/basket');
      const labels = { subTotal: /^Books \(/, net: 'Before VAT', vat: 'VAT 7%' };
      const before = await totalsOf(page, labels);

      await page.getByLabel('Coupon code').fill(' read50 ');
      await page.getByRole('button', { name: 'Apply' }).click();
      const coupon = page.getByTestId('basket-coupon');
      await expect(coupon).toContainText('Coupon READ50 applied');
      await expect(coupon).toContainText('50% off (up to ฿100.00)');
      const discount = Math.min(Math.floor((before.subTotal * 50 * 2 + 100) / 200), 10_000);
      expect(satangOf(await page.getByTestId('basket-discount').textContent())).toBe(discount);
      await expect(page.getByText('Coupon READ50', { exact: true })).toBeVisible();
      const after = await totalsOf(page, labels);
      expect(after.total).toBe(before.subTotal - discount);
      expect(after.net + after.vat).toBe(after.total);
      await screenshot(page, 'coupon-en-applied.png', { fullPage: true });

      // Still there after a reload: the store keeps it for the customer.
      await page.reload();
      await expect(page.getByTestId('basket-coupon')).toContainText('Coupon READ50 applied');

      await page.getByRole('button', { name: 'Remove coupon READ50' }).click();
      await expect(page.getByTestId('basket-coupon')).toHaveCount(0);
      await expect(page.getByLabel('Coupon code')).toBeVisible();
      expect((await totalsOf(page, labels)).total).toBe(before.subTotal);
      await screenshot(page, 'coupon-en-removed.png', { fullPage: true });
    });
  });
});

test.describe('coupons for guests', () => {
  test.use({ locale: 'en-US' });

  test('a guest who applies a coupon is asked to log in', async ({ page }) => {
    await addBooks(page, ['/en/book-detail/7'], { add: 'Add to basket', view: 'View basket' });
    await page.goto('/en/basket');
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog', { name: 'Warning' })).toBeVisible();
    await expect(page.getByTestId('basket-coupon')).toHaveCount(0);
  });
});
