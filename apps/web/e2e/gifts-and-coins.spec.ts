import type { Page } from '@playwright/test';
import { createCustomer, expect, logInThroughProxy, test } from './address-auth';
import {
  addBook,
  expectPaid,
  goToCheckout,
  orderIdOf,
  payWith,
  playPayer,
  prefixOf,
  satangOf,
} from './buying';
import { waitForEmail } from './outbox';
import { WEB_URL } from './test-servers';
import { screenshot } from './screenshots';

/**
 * The buying journeys beyond the basket (docs/buying.md §4.3, §11.6, §13.4): a book given to
 * another customer and claimed by them, a coin pack, "Buy now", the receipt PDF, and a counter
 * slip left to expire.
 */

const REDEEM_CODE = /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){5}/;

/** The receipt link of an order's details page, downloaded as the browser would. */
const downloadReceipt = async (page: Page) => {
  const link = page.locator('a[href^="/receipts/"]').first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = (await link.getAttribute('href')) ?? '';
  const response = await page.request.get(`${WEB_URL}${href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return href;
};

test.describe('gifts, coin packs and buy now', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a customer gives a book; the recipient claims it from the e-mailed code', async ({
      page,
      customer,
      browser,
    }) => {
      expect(customer.email).toContain('@');
      const recipient = await createCustomer({ firstName: 'มานี', lastName: 'มีนา' });

      await page.goto('/book-detail/27');
      const bookName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await page.getByRole('button', { name: 'ซื้อเป็นของขวัญ' }).click();
      await expect(page).toHaveURL(`${WEB_URL}/payment?giftProductId=27`);
      await expect(page.getByRole('heading', { level: 1, name: 'ซื้อเป็นของขวัญ' })).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveCount(1);
      await expect(page.getByTestId('order-line')).toContainText(bookName);
      await expect(page.getByTestId('order-line')).toContainText('ของขวัญ');

      // Pay without saying who it is for: each field says what is missing, nothing is sent.
      await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (ทดลอง)' }).check();
      await page.getByRole('button', { name: /^ชำระเงิน ฿/ }).click();
      const form = page.getByTestId('gift-form');
      await expect(form.getByText('กรุณากรอกชื่อผู้รับ')).toBeVisible();
      await expect(form.getByText('กรุณากรอกอีเมลผู้รับ')).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'กรุณากรอกข้อมูลผู้รับของขวัญ' }),
      ).toBeVisible();
      await form.getByLabel('อีเมลผู้รับ').fill('manee@');
      await form.getByLabel('อีเมลผู้รับ').blur();
      await expect(form.getByText('อีเมลไม่ถูกต้อง')).toBeVisible();

      await form.getByLabel('ชื่อผู้รับ').fill('มานี');
      await form.getByLabel('อีเมลผู้รับ').fill(recipient.email);
      await form.getByLabel('ข้อความถึงผู้รับ (ไม่บังคับ)').fill('สุขสันต์วันเกิดนะ อ่านให้สนุก');
      await expect(form.getByText('29/300 ตัวอักษร')).toBeVisible();
      await screenshot(page, 'gift-checkout-th.png', { fullPage: true });

      const confirm = page.waitForRequest((request) =>
        request.url().endsWith('/api/main/v2/checkout/confirmorderdemo'),
      );
      await page.getByRole('button', { name: /^ชำระเงิน ฿/ }).click();
      const sent = (await confirm).postDataJSON() as {
        Data: { Gift: Record<string, unknown>; CheckoutVersion: string };
      };
      expect(sent.Data.Gift).toEqual({
        ProductId: 27,
        RecipientName: 'มานี',
        RecipientEmail: recipient.email,
        Message: 'สุขสันต์วันเกิดนะ อ่านให้สนุก',
      });
      expect(sent.Data.CheckoutVersion.length).toBeGreaterThan(0);

      await playPayer(page, 'th', 'ชำระสำเร็จ');
      await expectPaid(page, 'th');
      await expect(page.getByTestId('paid-body')).toContainText('เราส่งรหัสรับหนังสือไปที่อีเมลของผู้รับแล้ว');
      await expect(page.getByRole('link', { name: 'ไปที่ชั้นหนังสือ' })).toHaveCount(0);
      await screenshot(page, 'gift-paid-th.png', { fullPage: true });

      await page.getByRole('link', { name: 'ดูรายละเอียดคำสั่งซื้อ' }).click();
      const gift = page.getByTestId('gift-block');
      await expect(gift).toContainText('ของขวัญถึง มานี');
      await expect(gift).not.toContainText(recipient.email);
      await expect(gift).toContainText('ผู้รับยังไม่ได้ใช้รหัส');
      await screenshot(page, 'gift-details-th.png', { fullPage: true });

      // The recipient's e-mail holds the code; they claim it on /redeemcode.
      const email = await waitForEmail(recipient.email, 'gift');
      expect(email.text).toContain(bookName);
      const code = REDEEM_CODE.exec(email.text)?.[0] ?? '';
      expect(code).not.toBe('');

      const other = await browser.newContext({ locale: 'th-TH' });
      const recipientPage = await other.newPage();
      await logInThroughProxy(recipientPage, recipient);
      await recipientPage.goto(`/redeemcode?code=${encodeURIComponent(code)}`);
      await expect(recipientPage.getByLabel('รหัสแลกรับ')).toHaveValue(code);
      await recipientPage.getByRole('button', { name: 'ตรวจสอบรหัส' }).click();
      const preview = recipientPage.getByTestId('redeem-gift');
      await expect(preview).toContainText(`ของขวัญจาก ${customer.firstName}`);
      await expect(preview).toContainText('สุขสันต์วันเกิดนะ อ่านให้สนุก');
      await expect(recipientPage.getByTestId('redeem-preview')).toContainText(bookName);
      await recipientPage.screenshot({
        path: test.info().outputPath('gift-redeem-th.png'),
        fullPage: true,
      });
      await recipientPage.getByRole('button', { name: 'ใช้รหัสนี้' }).click();
      await expect(recipientPage.getByRole('status').last()).not.toBeEmpty();
      await expect(recipientPage.getByRole('link', { name: bookName })).toBeVisible();
      await other.close();

      await page.reload();
      await expect(page.getByTestId('gift-block')).toContainText('ผู้รับได้รับหนังสือแล้ว');
    });

    test('a customer buys a coin pack and sees the coins in the balance', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await page.goto('/coins-history');
      await expect(page.getByTestId('coin-balance')).toHaveText('0 เหรียญ');
      const packs = page.getByTestId('coin-pack');
      await expect(page.getByRole('heading', { level: 2, name: 'เติมเหรียญ' })).toBeVisible();
      expect(await packs.count()).toBeGreaterThan(1);
      const pack = packs.last();
      await expect(pack).toContainText(/ใช้ได้ \d+ วันหลังชำระเงิน/);
      const coins = Number(
        ((await pack.locator('p').first().textContent()) ?? '').replace(/\D/g, ''),
      );
      const bonusText = (await pack.getByText(/^\+ โบนัส/).count())
        ? ((await pack.getByText(/^\+ โบนัส/).textContent()) ?? '')
        : '';
      const bonus = Number(bonusText.replace(/\D/g, '') || '0');
      await screenshot(page, 'coin-packs-th.png', { fullPage: true });

      await pack.getByRole('link', { name: /^ซื้อ / }).click();
      await expect(page).toHaveURL(/\/payment\?coinPackId=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'เติมเหรียญ' })).toBeVisible();
      await expect(page.getByTestId('order-line')).toContainText('แพ็กเหรียญ (ไม่มีภาษีมูลค่าเพิ่ม)');
      // No coins switch, no VAT rows: one total and what is due.
      await expect(page.getByRole('checkbox', { name: 'ใช้เหรียญชำระ' })).toHaveCount(0);
      await expect(page.getByTestId('totals-vat')).toHaveCount(0);
      const due = satangOf(await page.getByTestId('totals-amount-due').textContent());
      expect(due).toBeGreaterThan(0);
      await screenshot(page, 'coin-pack-checkout-th.png', { fullPage: true });

      await payWith(page, 'th', 'card');
      await playPayer(page, 'th', 'ชำระสำเร็จ');
      await expectPaid(page, 'th');
      await expect(page.getByTestId('paid-body')).toContainText('เหรียญเข้าบัญชีของคุณแล้ว');
      await expect(page.getByRole('link', { name: /^ใบเสร็จรับเงิน RV-/ })).toBeVisible({
        timeout: 15_000,
      });
      await page.getByRole('link', { name: 'ดูเหรียญของฉัน' }).click();
      await expect(page).toHaveURL(/\/coins-history$/);
      await expect(page.getByTestId('coin-balance')).toHaveText(
        `${(coins + bonus).toLocaleString('en-US')} เหรียญ`,
      );
      await screenshot(page, 'coins-after-th.png', { fullPage: true });
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('Buy now goes to the checkout; an owned book says so; the receipt is a PDF', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await page.goto('/en/book-detail/29');
      await screenshot(page, 'book-actions-en.png');
      await page.getByRole('button', { name: 'Buy now' }).click();
      await expect(page).toHaveURL(`${WEB_URL}/en/payment`);
      await expect(page.getByTestId('order-line')).toHaveCount(1);

      await payWith(page, 'en', 'card');
      await playPayer(page, 'en', 'Payment succeeds');
      await expectPaid(page, 'en');
      const orderId = orderIdOf(page);

      // The book is owned now: its page says it is on the bookshelf instead of selling it again
      // (it can still be given), and adding it another way (a card) is refused with a toast.
      await page.goto('/en/book-detail/29');
      await expect(page.getByTestId('book-owned')).toHaveText('On your bookshelf');
      await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Buy as a gift' })).toBeVisible();
      const ownedName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const response = await page.request.post(
        `${WEB_URL}/api/main/v2/shoppingcart/addproducttocart/details/29/1`,
        { headers: { Origin: WEB_URL, Language: 'en' } },
      );
      expect(response.status()).toBe(409);
      expect((await response.json()).ErrorList[0]).toContain(ownedName);
      await screenshot(page, 'owned-en.png');

      await page.goto(`/en/orderdetails/${orderId}`);
      const href = await downloadReceipt(page);
      await screenshot(page, 'receipt-link-en.png', { fullPage: true });
      // Opened from the link, the PDF is shown inline (the browser's viewer shows it; the headless
      // shell the journeys run in has none, so the answer is read with this browser's session).
      const opened = await page.request.get(href);
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      expect(opened.headers()['content-disposition']).toMatch(
        /^inline; filename="RC-\d{4}-\d+\.pdf"$/,
      );
      expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('a guest pressing Buy now is asked to log in, and comes back to the checkout', async ({
      page,
    }) => {
      await page.goto('/en/book-detail/31');
      await page.getByRole('button', { name: 'Buy now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(`${WEB_URL}/en/login`);
      const remembered = await page.evaluate(() => localStorage.getItem('nangsue-last-page'));
      expect(remembered ?? '').toContain('/en/payment');
    });

    test('a counter slip shows its barcode; left to expire, its payment ends expired', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'en', 33);
      await goToCheckout(page, 'en');
      await payWith(page, 'en', 'counter');
      await expect(page).toHaveURL(/\/en\/payment\?orderId=\d+$/);
      const orderId = orderIdOf(page);
      const slip = page.getByTestId('payment-slip');
      await expect(
        slip.getByRole('img', { name: 'Barcode for the counter to scan' }),
      ).toBeVisible();
      const box = await slip.getByTestId('slip-barcode').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      await screenshot(page, 'slip-barcode-en.png', { fullPage: true });

      await page.getByRole('link', { name: 'Open the payment page' }).click();
      await page.getByRole('button', { name: 'Let it expire' }).click();

      // The slip's time ran out: back on the store the attempt is expired (the page reads the
      // order again), and the order waits until its own window ends (docs/buying.md §5.2), with
      // "Pay again" offered meanwhile.
      await expect(page).toHaveURL(new RegExp(`/en/payment\\?orderId=${orderId}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: 'The payment did not go through' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('The time for this payment ran out.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
      await screenshot(page, 'expired-en.png', { fullPage: true });

      await page.goto(`/en/orderdetails/${orderId}`);
      await expect(page.getByTestId('payment-row')).toContainText('Expired');
      expect(prefixOf('en')).toBe('/en');
    });
  });
});
