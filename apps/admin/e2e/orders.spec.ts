import { randomUUID } from 'node:crypto';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { createCustomer } from '../../web/e2e/address-auth';
import { API_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/** Two books of the demo store that a new customer can buy. */
const BOOKS = [6, 9];

type Envelope<T> = { Data: T; ErrorList: string[] };

const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).Data;
};

/**
 * A paid order of two books, bought through the store's own calls as the storefront makes them
 * (basket, checkout version, the confirm call with its idempotency key) and paid at the demo
 * gateway as its tester page pays: the journey's subject is what staff do afterwards.
 */
const buyTwoBooks = async () => {
  const customer = await createCustomer();
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const { Token } = await data<{ Token: string }>(
      await api.post('/v2/customer/login', {
        data: { Data: { Email: customer.email, Password: customer.password } },
      }),
    );
    const headers = { Token, Language: 'th' };
    for (const bookId of BOOKS)
      await data(
        await api.post(`/v2/shoppingcart/addproducttocart/details/${bookId}/1`, { headers }),
      );
    const { CheckoutVersion } = await data<{ CheckoutVersion: string }>(
      await api.get('/v2/checkout/checkoutbook', { headers }),
    );
    const placed = await data<{
      OrderId: number;
      OrderNumber: string;
      Payment: { Next: { RedirectUrl: string } };
    }>(
      await api.post('/v2/checkout/confirmorderdemo', {
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        data: { Data: { CheckoutVersion, PaymentMethod: 'demo_card' } },
      }),
    );
    const chargeId = placed.Payment.Next.RedirectUrl.split('/').pop()!;
    await data(
      await api.post(`/demo-gateway/pay/${chargeId}`, { data: { Data: { Outcome: 'success' } } }),
    );
    // The gateway's signed notification pays the order; `completed` re-reads it meanwhile.
    await expect
      .poll(
        async () =>
          (
            await data<{ IsPaid: boolean }>(
              await api.get(`/v2/checkout/completed?orderId=${placed.OrderId}`, { headers }),
            )
          ).IsPaid,
        { timeout: 15_000 },
      )
      .toBe(true);
    /** The two books the customer owns now (the storefront asks the same on a book page). */
    const owned = async () =>
      (
        await data<{ ProductIds: number[] }>(
          await api.get(`/v2/customer/owned-books?ids=${BOOKS.join(',')}`, { headers }),
        )
      ).ProductIds;
    expect((await owned()).sort()).toEqual([...BOOKS].sort());
    return { customer, orderNumber: placed.OrderNumber, owned, dispose: () => api.dispose() };
  } catch (error) {
    await api.dispose();
    throw error;
  }
};

/**
 * Issue 24, in Thai: a paid order exists; a staff member of "orders and support" signs in, finds
 * the order from the menu and the search box, refunds one of its two books to coins with a
 * reason, and sees the new status, the refund and the credit note on the order's page.
 */
test('orders and support refunds one book of a paid order to coins, in Thai', async ({ page }) => {
  const order = await buyTwoBooks();
  try {
    await signInStaff(page, { role: 'orders_support', locale: 'th' });

    await page.getByRole('menuitem', { name: 'คำสั่งซื้อ', exact: true }).click();
    await page.getByPlaceholder('ค้นหา').fill(order.customer.email);
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
