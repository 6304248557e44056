import { expect, test } from '@playwright/test';
import { signInStaff } from './staff';
import { buyBooks } from './store';

/** Two books of the demo store that a new customer can buy. */
const BOOKS = [6, 9];

/**
 * Issue 24, in Thai: a paid order exists; a staff member of "orders and support" signs in, finds
 * the order from the menu and the search box, refunds one of its two books to coins with a
 * reason, and sees the new status, the refund and the credit note on the order's page.
 */
test('orders and support refunds one book of a paid order to coins, in Thai', async ({ page }) => {
  const order = await buyBooks(BOOKS, { language: 'th' });
  try {
    expect((await order.owned()).sort()).toEqual([...BOOKS].sort());
    await signInStaff(page, { role: 'orders_support', locale: 'th' });

    await page.getByRole('menuitem', { name: 'คำสั่งซื้อ', exact: true }).click();
    await page.getByPlaceholder('ค้นหา').fill(order.customer.email);
    // react-admin writes the search into the address after a pause; a click before that is undone.
    await expect(page).toHaveURL(new RegExp(order.customer.email.split('@')[0]!));
    const row = page.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText('ชำระเงินแล้ว');
    await row.click();

    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    const firstBook =
      (await page.getByTestId('order-line').first().locator('td').first().textContent()) ?? '';

    await page.getByRole('button', { name: 'คืนเงิน', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('refund-max')).toContainText('คืนได้สูงสุด ฿');
    // One book: the second line is left out.
    const lines = dialog.getByRole('checkbox');
    await lines.nth(2).uncheck();
    await dialog.getByRole('radio', { name: 'เป็นเหรียญ (เข้าบัญชีลูกค้าทันที)' }).check();
    await expect(dialog.getByTestId('refund-summary')).toContainText('ทั้งหมดเป็นเหรียญ');
    await dialog
      .getByLabel('เหตุผล (บันทึกในประวัติและพิมพ์บนใบลดหนี้)', { exact: false })
      .fill('ลูกค้าซื้อผิดเล่ม');
    await dialog.getByRole('button', { name: /^คืนเงิน ฿/ }).click();

    await expect(page.getByText(/คืนเงินแล้ว ออกใบลดหนี้ CN-\d{4}-\d{6}/)).toBeVisible();
    await expect(page.getByTestId('order-status').first()).toHaveText('ชำระเงินแล้ว (คืนเงินบางส่วน)');
    const receipts = page.getByTestId('order-receipts');
    await expect(receipts.getByRole('row').filter({ hasText: 'ใบลดหนี้' })).toContainText(
      /CN-\d{4}-\d{6}/,
    );
    await expect(receipts.getByRole('link', { name: /^CN-/ })).toHaveAttribute(
      'href',
      /\/admin\/v1\/orders\/\d+\/receipts\/CN-/,
    );
    const refunds = page.getByTestId('order-refunds');
    await expect(refunds).toContainText('ลูกค้าซื้อผิดเล่ม');
    await expect(refunds).toContainText('สำเร็จ');
    await expect(page.getByTestId('order-line').filter({ hasText: firstBook })).toContainText(
      'คืนเงินแล้ว',
    );
    await expect(page.getByTestId('order-line').nth(1)).toContainText('อยู่ในชั้นหนังสือ');
    // The refunded book left the customer's bookshelf; the other stays.
    expect(await order.owned()).toHaveLength(1);
  } finally {
    await order.dispose();
  }
});
