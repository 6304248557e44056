import { createCustomer, expect, logInThroughProxy, test } from './address-auth';
import { addBook, expectPaid, goToCheckout, payWith, placeOrder, playPayer } from './buying';
import { screenshot } from './screenshots';

test.describe('order history and details', () => {
  test.describe('in Thai', () => {
    test.use({ locale: 'th-TH' });

    test('the tabs sort a paid and an awaiting order; the account menu leads there', async ({
      page,
      customer,
    }) => {
      // An order placed as the checkout page places it (the checkout journeys press its
      // buttons) and paid on the demo gateway's page; then one left waiting at the counter,
      // through the checkout page (the store refuses a second order within seconds of the first,
      // which the gateway's page and the checkout page take).
      const paid = await placeOrder(page, 15, 'card');
      expect(paid.redirectUrl).not.toBeNull();
      await page.goto(paid.redirectUrl ?? '');
      await playPayer(page, 'th', 'ชำระสำเร็จ');
      await expectPaid(page, 'th');

      await addBook(page, 'th', 17);
      await goToCheckout(page, 'th');
      await payWith(page, 'th', 'counter');
      await expect(page.getByTestId('payment-slip')).toBeVisible();

      await page.goto('/');
      await page.getByRole('button', { name: `บัญชีของฉัน: ${customer.firstName}` }).click();
      await page.getByRole('menuitem', { name: 'คำสั่งซื้อของฉัน' }).click();
      await expect(page).toHaveURL(/\/order-history$/);
      await expect(page.getByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' })).toBeVisible();

      const tabs = page.getByRole('navigation', { name: 'สถานะคำสั่งซื้อ' });
      await expect(tabs.getByRole('link', { name: 'ทั้งหมด' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const cards = page.getByTestId('order-card');
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText(/25\d\d/);
      await screenshot(page, 'history-th.png', { fullPage: true });

      await tabs.getByRole('link', { name: 'รอชำระเงิน' }).click();
      await expect(page).toHaveURL(/\?orderHistoryTypes=PD$/);
      await expect(cards).toHaveCount(1);
      await expect(cards.getByTestId('order-status')).toHaveText('รอชำระเงิน');

      await tabs.getByRole('link', { name: 'ชำระเงินแล้ว' }).click();
      await expect(page).toHaveURL(/\?orderHistoryTypes=AP$/);
      await expect(cards).toHaveCount(1);
      await expect(cards.getByTestId('order-status')).toHaveText('ชำระเงินแล้ว');

      await tabs.getByRole('link', { name: 'ยกเลิกแล้ว' }).click();
      await expect(cards).toHaveCount(0);
      await expect(page.getByText('ไม่มีคำสั่งซื้อในสถานะนี้')).toBeVisible();

      await tabs.getByRole('link', { name: 'คืนเงินแล้ว' }).click();
      await expect(page).toHaveURL(/\?orderHistoryTypes=RR$/);
      await expect(cards).toHaveCount(0);
    });
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US' });

    test('another customer’s order is not found, and a guest is asked to log in', async ({
      page,
      browser,
    }) => {
      const owner = await createCustomer();
      await logInThroughProxy(page, owner);
      // An order waiting at the counter, placed as the checkout page places it.
      const { orderId } = await placeOrder(page, 19, 'counter');

      await page.goto(`/en/orderdetails/${orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
      await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
      await screenshot(page, 'details-en.png', { fullPage: true });

      const other = await browser.newContext({ locale: 'en-US' });
      const otherPage = await other.newPage();
      await logInThroughProxy(otherPage, await createCustomer());
      const response = await otherPage.goto(`/en/orderdetails/${orderId}`);
      expect(response?.status()).toBe(404);
      const paymentPage = await otherPage.goto(`/en/payment?orderId=${orderId}`);
      expect(paymentPage?.status()).toBe(404);
      await other.close();

      const guest = await browser.newContext({ locale: 'en-US' });
      const guestPage = await guest.newPage();
      await guestPage.goto('/en/order-history');
      await expect(guestPage.getByRole('dialog', { name: 'Warning' })).toBeVisible();
      await guest.close();

      await page.goto('/en/order-history?orderHistoryTypes=PD');
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await screenshot(page, 'history-en.png', { fullPage: true });
    });
  });
});
