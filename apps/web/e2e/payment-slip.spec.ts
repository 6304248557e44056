import { expect, test } from './address-auth';
import { addBook, goToCheckout, payWith } from './buying';
import { screenshot } from './screenshots';

/**
 * The counter slip's page (`/payment?orderId=`) as a reader opens it again from a link: rendered
 * on the server, then hydrated with its countdown ticking. React reports a mismatch between the
 * two (minified error #418) on the console; there must be none. In Thai only: English says the
 * same words (the message-parity test), and the Buddhist-era date is where the two could differ.
 */
test.describe('the counter slip', () => {
  test.use({ locale: 'th-TH' });

  test('renders the same on the server and in the browser, and the demo page names the store', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    await addBook(page, 'th', 9);
    await goToCheckout(page, 'th');
    await payWith(page, 'th', 'counter');
    await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // A full load: the server renders the slip, the browser hydrates it.
    await page.reload();
    const slip = page.getByTestId('payment-slip');
    await expect(slip.getByRole('heading', { name: 'ใบแจ้งชำระเงินที่เคาน์เตอร์' })).toBeVisible();
    await expect(slip).toContainText(/25\d\d/);
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d:\d\d$/);
    // The countdown ticks after hydration.
    const first = await page.getByRole('timer').textContent();
    await expect(page.getByRole('timer')).not.toHaveText(first ?? '', { timeout: 3_000 });
    await screenshot(page, 'slip-th.png', { fullPage: true });
    expect(errors.filter((text) => /#418|#423|#425|hydrat/i.test(text))).toEqual([]);

    // The demo gateway's page names the store หนังสือ.
    await page.getByRole('link', { name: 'เปิดหน้าชำระเงิน' }).click();
    await expect(page.getByText('ระบบชำระเงินทดลอง — ไม่มีการตัดเงินจริง')).toBeVisible();
    await expect(page.locator('dd', { hasText: /^หนังสือ$/ })).toBeVisible();
    await expect(page.getByText('นางสือ')).toHaveCount(0);
    await screenshot(page, 'demo-counter-th.png', { fullPage: true });
  });
});
