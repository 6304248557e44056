import { expect, test } from './address-auth';
import { mintRedeemCode as mintCode } from './buying';

test.describe('redeem codes and coins', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a customer redeems coins from a link and sees them in the coin history', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      const code = mintCode('--coins', '150', '--days', '60');

      await page.goto(`/redeemcode?code=${encodeURIComponent(code)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'แลกรหัส' })).toBeVisible();
      await expect(page.getByLabel('รหัสแลกรับ')).toHaveValue(code);
      await page.getByRole('button', { name: 'ตรวจสอบรหัส' }).click();
      await expect(page.getByTestId('redeem-preview')).toContainText(
        /รหัสนี้ให้ 150 เหรียญ ใช้ได้ถึงวันที่ \d{1,2} \S+ 25\d\d/,
      );

      await page.getByRole('button', { name: 'ใช้รหัสนี้' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'ได้รับ 150 เหรียญแล้ว' })).toBeVisible();
      await page.getByRole('link', { name: 'ดูเหรียญของฉัน' }).click();

      await expect(page).toHaveURL(/\/coins-history$/);
      await expect(page.getByTestId('coin-balance')).toHaveText('150 เหรียญ');
      await expect(page.getByText(/^150 เหรียญจะหมดอายุวันที่ .+ 25\d\d$/)).toBeVisible();
      const entry = page.getByTestId('coin-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(`ได้รับเหรียญจากรหัสแลกรับ (…${code.slice(-4)})`);
      await expect(entry).toContainText('+150');
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a customer redeems a book code typed loosely, once', async ({ page, customer }) => {
      expect(customer.email).toContain('@');
      const code = mintCode('--book', '11');

      await page.goto('/en/redeemcode');
      const field = page.getByLabel('Redeem code');
      // Lower case, spaces instead of hyphens: still the same code.
      await field.fill(` ${code.toLowerCase().replaceAll('-', ' ')} `);
      await page.getByRole('button', { name: 'Check the code' }).click();
      const preview = page.getByTestId('redeem-preview');
      await expect(preview).toContainText('This code gives you a book');
      const bookName = (await preview.locator('p').nth(1).textContent()) ?? '';
      expect(bookName.length).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Use this code' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'is on your bookshelf now.' }),
      ).toContainText(bookName);

      // The same code again, from the start: refused, said plainly.
      await page.getByRole('button', { name: 'Redeem another code' }).click();
      await field.fill(code);
      await page.getByRole('button', { name: 'Check the code' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'You have already used this code.' }),
      ).toBeVisible();

      // A typo is caught at once.
      const typo = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
      await field.fill(typo);
      await page.getByRole('button', { name: 'Check the code' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'That code has a typo. Please check it and try again.' }),
      ).toBeVisible();
    });
  });
});
