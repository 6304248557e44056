import { expect, test } from './address-auth';
import { claimRedeemCode, mintRedeemCode } from './buying';

/**
 * The bookshelf (spec §2 `/bookshelf`): the books a reader owns, whatever brought them, with no
 * button that would sell them again; an empty shelf leads to the store.
 */
test.describe('bookshelf', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('an empty shelf leads to the store', async ({ page, customer }) => {
      expect(customer.email).toContain('@');
      await page.goto('/bookshelf');
      await expect(page.getByRole('heading', { level: 1, name: 'ชั้นหนังสือของฉัน' })).toBeVisible();
      await expect(page.getByText('ชั้นหนังสือยังว่างอยู่')).toBeVisible();
      await expect(page.getByRole('link', { name: 'เลือกซื้อหนังสือ' })).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('a redeemed book is on the shelf, and its page says so', async ({ page, customer }) => {
      expect(customer.email).toContain('@');
      await claimRedeemCode(page, mintRedeemCode('--book', '21'));
      await page.goto('/en/book-detail/21');
      const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await page.getByTestId('book-owned').click();
      await expect(page).toHaveURL(/\/en\/bookshelf$/);
      await expect(page.getByText('1 book')).toBeVisible();
      const card = page.getByTestId('book-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(name);
      await expect(card.getByRole('button')).toHaveCount(0);
      await page.getByRole('link', { name: 'Title' }).click();
      await expect(page).toHaveURL(/orderBy=title/);
      await expect(page.getByTestId('book-card')).toHaveCount(1);
    });
  });
});
