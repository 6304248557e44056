import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { createCustomer } from '../../web/e2e/address-auth';
import { API_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/** A book of the demo store that a new customer can buy. */
const BOOK = 6;

type Envelope<T> = { Data: T; ErrorList: string[] };

const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).Data;
};

/** A paid order of one book, bought through the store's calls and paid at the demo gateway. */
const buyOneBook = async () => {
  const customer = await createCustomer();
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const { Token } = await data<{ Token: string }>(
      await api.post('/v2/customer/login', {
        data: { Data: { Email: customer.email, Password: customer.password } },
      }),
    );
    const headers = { Token, Language: 'en' };
    await data(await api.post(`/v2/shoppingcart/addproducttocart/details/${BOOK}/1`, { headers }));
    const { CheckoutVersion } = await data<{ CheckoutVersion: string }>(
      await api.get('/v2/checkout/checkoutbook', { headers }),
    );
    const placed = await data<{ OrderId: number; Payment: { Next: { RedirectUrl: string } } }>(
      await api.post('/v2/checkout/confirmorderdemo', {
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        data: { Data: { CheckoutVersion, PaymentMethod: 'demo_card' } },
      }),
    );
    const chargeId = placed.Payment.Next.RedirectUrl.split('/').pop()!;
    await data(
      await api.post(`/demo-gateway/pay/${chargeId}`, { data: { Data: { Outcome: 'success' } } }),
    );
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
  } finally {
    await api.dispose();
  }
};

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
const bangkokToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/**
 * Issue 24, in English: a paid order exists; a finance staff member opens the reports from the
 * menu, sees this month's sales with the chart and the ภ.พ.30 figures, and downloads the sales
 * by day as CSV (UTF-8 with a BOM) with today's line in it.
 */
test('finance sees this month’s sales and VAT and downloads the CSV, in English', async ({
  page,
}) => {
  await buyOneBook();
  const today = bangkokToday();
  await signInStaff(page, { role: 'finance', locale: 'en' });

  await page.getByRole('menuitem', { name: 'Sales and VAT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales and VAT report' })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(today.slice(0, 7));

  const totals = page.getByTestId('reports-totals');
  await expect(totals.getByText('Sales of the month')).toBeVisible();
  await expect(page.getByTestId('reports-total-orders').locator('h6')).not.toHaveText('0');
  await expect(page.getByTestId('reports-total-total')).toContainText(/\d\.\d{2}/);
  await expect(page.getByTestId('reports-chart').locator('svg').first()).toBeVisible();

  const vat = page.getByTestId('reports-vat');
  await expect(vat.getByText('Output VAT (ภ.พ.30)')).toBeVisible();
  await expect(vat.getByRole('row').filter({ hasText: 'Taxable sales' })).toContainText(
    /\d\.\d{2}/,
  );
  await expect(vat.getByRole('row').filter({ hasText: 'Output VAT' })).toContainText(/\d\.\d{2}/);
  await expect(page.getByTestId('reports-books').getByRole('row').nth(1)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV by day' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sales-by-day-${today.slice(0, 7)}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toMatch(/^Date,Orders,Gross \(THB\),/);
  const todayLine = lines.find((line) => line.startsWith(`${today},`));
  expect(todayLine).toBeDefined();
  expect(Number(todayLine!.split(',')[1])).toBeGreaterThanOrEqual(1);
});
