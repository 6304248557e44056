import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import {
  addBook,
  expectPaid,
  goToCheckout,
  payWith,
  playPayer,
  prefixOf,
  type Lang,
} from './buying';
import { WEB_URL } from './test-servers';

/**
 * A full tax invoice (docs/buying.md §14): the buyer asks for it on the checkout page and picks
 * an address with a tax id; the paid order's receipt is a `TX-` tax invoice made out to it.
 */
const WORDS = {
  th: { request: 'ขอใบกำกับภาษีเต็มรูปแบบ', receipt: /TX-25\d\d-\d{6}/ },
  en: { request: 'I need a full tax invoice', receipt: /TX-25\d\d-\d{6}/ },
} as const;

const addTaxAddress = async (page: Page) => {
  const response = await page.request.post(`${WEB_URL}/api/main/v2/customer/addressadd`, {
    headers: { Origin: WEB_URL },
    data: {
      Data: {
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        PhoneNumber: '0812345678',
        Company: 'บริษัท ตัวอย่าง จำกัด',
        TaxId: '0105536092641',
        TaxBranch: '00000',
        CountryId: 1,
        StateProvinceId: 10,
        CityId: 1030,
        SubdistrictId: 103005,
        ZipPostalCode: '10900',
        Address1: '99/9 ถนนพหลโยธิน',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};

// One language per journey (docs/testing.md): Thai here.
for (const lang of ['th'] as Lang[]) {
  test.describe(`full tax invoice (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'th-TH' });

    test('asked for at checkout, it is the paid order’s receipt', async ({ page, customer }) => {
      expect(customer.email).toContain('@');
      await addTaxAddress(page);
      await addBook(page, lang, lang === 'en' ? 33 : 34);
      await goToCheckout(page, lang);
      const option = page.getByTestId('tax-invoice');
      // The choice is saved as it is made (`saveshipping`); the reload waits for that answer,
      // which a loaded CI machine once gave after the reload had started.
      const saved = page.waitForResponse((response) =>
        response.url().endsWith('/api/main/v2/checkout/saveshipping'),
      );
      await option.getByRole('checkbox', { name: WORDS[lang].request }).check();
      expect((await saved).status()).toBe(200);
      await expect(option.getByRole('combobox')).toContainText('บริษัท ตัวอย่าง จำกัด');
      // Saved: a fresh read of the page keeps the choice.
      await page.reload();
      await expect(
        page.getByTestId('tax-invoice').getByRole('checkbox', { name: WORDS[lang].request }),
      ).toBeChecked();
      await payWith(page, lang, 'card');
      await playPayer(page, lang, lang === 'en' ? 'Payment succeeds' : 'ชำระสำเร็จ');
      await expectPaid(page, lang);
      const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
      await page.goto(`${prefixOf(lang)}/orderdetails/${orderId}`);
      await expect(page.locator('a[href^="/receipts/TX-"]').first()).toBeVisible();
      await expect(page.getByText(WORDS[lang].receipt).first()).toBeVisible();
    });
  });
}
