import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import {
  addBook,
  expectPaid,
  giveCoins,
  goToCheckout,
  orderIdOf,
  payWith,
  playPayer,
  prefixOf,
  satangOf,
} from './buying';
import { WEB_URL } from './test-servers';
import { screenshot } from './screenshots';

/** The summary's figures, in satang. */
const figure = async (page: Page, testId: string) =>
  satangOf(await page.getByTestId(testId).textContent());

test.describe('checkout and payment', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('a customer checks out, pays by demo card and sees the order paid', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'th', 3);
      await addBook(page, 'th', 5);
      await goToCheckout(page, 'th');

      await expect(page.getByTestId('order-line')).toHaveCount(2);
      const summary = page.getByRole('complementary', { name: 'สรุปยอดชำระ' });
      await expect(summary.getByText('ภาษีมูลค่าเพิ่ม 7%')).toBeVisible();
      const total = await figure(page, 'totals-total');
      const net = await figure(page, 'totals-net');
      const vat = await figure(page, 'totals-vat');
      const exempt = (await page.getByTestId('totals-exempt').count())
        ? await figure(page, 'totals-exempt')
        : 0;
      expect(total).toBeGreaterThan(0);
      expect(net + vat + exempt).toBe(total);
      expect(await figure(page, 'totals-amount-due')).toBe(total);
      // No coins yet: the switch says so and cannot be turned on.
      await expect(page.getByRole('checkbox', { name: 'ใช้เหรียญชำระ' })).toBeDisabled();
      await screenshot(page, 'checkout-th.png', { fullPage: true });

      await payWith(page, 'th', 'card');
      await playPayer(page, 'th', 'ชำระสำเร็จ');
      await expectPaid(page, 'th');
      await expect(page.getByRole('link', { name: 'ไปที่ชั้นหนังสือ' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ตะกร้าสินค้า (ว่าง)' })).toBeVisible();
      await screenshot(page, 'paid-th.png', { fullPage: true });

      await page.getByRole('link', { name: 'ดูรายละเอียดคำสั่งซื้อ' }).click();
      await expect(page).toHaveURL(/\/orderdetails\/\d+$/);
      await expect(page.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');
      const row = page.getByTestId('payment-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('บัตรเครดิต/เดบิต (ทดลอง)');
      await expect(row).toContainText('สำเร็จ');
      // Dates in the Buddhist era (a date, not any "25xx": the hidden account menu holds the
      // customer's e-mail, a random address that can contain those digits).
      await expect(
        page
          .getByRole('main')
          .getByText(/\d{1,2} \S+ 25\d\d/)
          .first(),
      ).toBeVisible();
      await screenshot(page, 'details-th.png', { fullPage: true });
    });

    test('a counter slip leaves the order awaiting payment; cancelling it from its details', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'th', 7);
      await goToCheckout(page, 'th');
      await payWith(page, 'th', 'counter');

      await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);
      const orderId = orderIdOf(page);
      const slip = page.getByTestId('payment-slip');
      await expect(slip.getByRole('heading', { name: 'ใบแจ้งชำระเงินที่เคาน์เตอร์' })).toBeVisible();
      await expect(slip).toContainText(/NS\d+/);
      await expect(slip).toContainText(/25\d\d/);
      await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d:\d\d$/);
      await screenshot(page, 'slip-th.png', { fullPage: true });

      // The tester page of the slip: its references, and the clerk's buttons.
      await page.getByRole('link', { name: 'เปิดหน้าชำระเงิน' }).click();
      await expect(page.getByText('ระบบชำระเงินทดลอง — ไม่มีการตัดเงินจริง')).toBeVisible();
      await expect(page.getByTestId('demo-slip')).toContainText(/NS\d+/);
      await expect(page.getByRole('button', { name: 'ลูกค้าชำระที่เคาน์เตอร์แล้ว' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'ปล่อยให้หมดอายุ' })).toBeVisible();
      await screenshot(page, 'demo-counter-th.png', { fullPage: true });

      await page.goto(`/orderdetails/${orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('รอชำระเงิน');
      await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
      const dialog = page.getByRole('dialog', { name: /^ยกเลิกคำสั่งซื้อ NS\d+\?$/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'ไม่ยกเลิก' })).toBeFocused();
      await dialog.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('order-status')).toHaveText('ยกเลิกแล้ว');
      await expect(page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' })).toHaveCount(0);

      await page.goto(`/payment?orderId=${orderId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'ยกเลิกคำสั่งซื้อแล้ว' })).toBeVisible();
    });

    test('a basket changed after the summary was shown: Pay reads the summary again', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'th', 21);
      await goToCheckout(page, 'th');
      await expect(page.getByTestId('order-line')).toHaveCount(1);

      // Another tab adds a book: the summary on this page is no longer what would be ordered.
      const added = await page.request.post(
        `${WEB_URL}/api/main/v2/shoppingcart/addproducttocart/details/23/1`,
        { headers: { Origin: WEB_URL } },
      );
      expect(added.status(), await added.text()).toBe(200);

      await page.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (ทดลอง)' }).check();
      await page.getByRole('button', { name: /^ชำระเงิน ฿/ }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'ราคาหรือรายการในตะกร้าเปลี่ยนไป กรุณาตรวจสอบอีกครั้ง' }),
      ).toBeVisible();
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      await expect(page).toHaveURL(`${WEB_URL}/payment`);
    });

    test('coins that cover the whole order pay it without a gateway', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'th', 25);
      await giveCoins(page, 2000);
      await goToCheckout(page, 'th');
      const total = await figure(page, 'totals-total');

      const useCoins = page.getByRole('checkbox', { name: 'ใช้เหรียญชำระ' });
      await expect(useCoins).toBeEnabled();
      await expect(page.getByTestId('coins-hint')).toContainText('มี 2,000 เหรียญ');
      await useCoins.check();
      await expect(page.getByTestId('totals-coins')).toBeVisible();
      expect(await figure(page, 'totals-coins')).toBe(total);
      expect(await figure(page, 'totals-amount-due')).toBe(0);
      await expect(page.getByRole('radio', { name: 'เหรียญ' })).toBeChecked();
      await screenshot(page, 'coins-th.png', { fullPage: true });

      await page.getByRole('button', { name: 'ยืนยันคำสั่งซื้อด้วยเหรียญ' }).click();
      await expectPaid(page, 'th');
      await expect(page.getByTestId('totals-coins')).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('PromptPay: a QR with a countdown, then "pending, then paid later" ends paid', async ({
      page,
      customer,
    }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'en', 9);
      await goToCheckout(page, 'en');
      await payWith(page, 'en', 'promptpay');

      await expect(page).toHaveURL(/\/en\/payment\?orderId=\d+$/);
      const qr = page.getByTestId('payment-qr');
      await expect(
        qr.getByRole('img', { name: 'PromptPay QR code for this payment' }),
      ).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
      await screenshot(page, 'qr-en.png', { fullPage: true });

      await qr.getByRole('link', { name: 'Open the payment page' }).click();
      await expect(page.getByRole('img', { name: 'QR code that opens this page' })).toBeVisible();
      await screenshot(page, 'demo-promptpay-en.png', { fullPage: true });
      await playPayer(page, 'en', 'Pending, then paid later');
      await expectPaid(page, 'en');
    });

    test('a declined card, then paying again by card, ends paid', async ({ page, customer }) => {
      expect(customer.email).toContain('@');
      await addBook(page, 'en', 11);
      await goToCheckout(page, 'en');
      await payWith(page, 'en', 'card');
      await screenshot(page, 'demo-card-en.png', { fullPage: true });
      await playPayer(page, 'en', 'Card declined');

      await expect(page).toHaveURL(/\/en\/payment\?orderId=\d+$/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'The payment did not go through' }),
      ).toBeVisible({ timeout: 15_000 });
      await screenshot(page, 'failed-en.png', { fullPage: true });

      await page.getByRole('button', { name: 'Pay again' }).click();
      await page.getByRole('radio', { name: 'Credit/debit card (demo)' }).check();
      const repay = page.waitForResponse((response) =>
        response.url().endsWith('/api/main/v2/order/orderdetails/changedemopayment'),
      );
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      const answer = await repay;
      expect(answer.status()).toBe(200);
      expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

      await playPayer(page, 'en', 'OTP, then success');
      await page.getByLabel('OTP').fill('123456');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expectPaid(page, 'en');
      await screenshot(page, 'paid-en.png', { fullPage: true });
    });

    test('a guest is asked to log in and comes back to the checkout', async ({ page }) => {
      await addBook(page, 'en', 13);
      await page.goto('/en/payment');
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(`${WEB_URL}${prefixOf('en')}/login`);
    });
  });
});
