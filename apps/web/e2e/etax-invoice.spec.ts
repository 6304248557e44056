import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './address-auth';
import { addBook, expectPaid, goToCheckout, payWith, playPayer } from './buying';
import { WEB_URL } from './test-servers';

/**
 * The e-Tax Invoice (docs/receipts.md "e-Tax Invoice"): a business buyer asks for a full tax
 * invoice at checkout, pays, and from the paid page's "View order details" downloads the signed
 * PDF/A-3 e-Tax Invoice of its TX- tax invoice. The file is checked with qpdf and pdfsig when
 * this machine has them. In English (docs/testing.md: one language per journey).
 */
const addTaxAddress = async (page: Page) => {
  const response = await page.request.post(`${WEB_URL}/api/main/v2/customer/addressadd`, {
    headers: { Origin: WEB_URL },
    data: {
      Data: {
        FirstName: 'Somchai',
        LastName: 'Jaidee',
        PhoneNumber: '0812345678',
        Company: 'Example Trading Co., Ltd.',
        TaxId: '0105536092641',
        TaxBranch: '00000',
        CountryId: 1,
        StateProvinceId: 10,
        CityId: 1030,
        SubdistrictId: 103005,
        ZipPostalCode: '10900',
        Address1: '99/9 Phahon Yothin Road',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const has = (tool: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
const run = (tool: string, args: string[]) => {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  return { out: `${result.stdout}${result.stderr}`, status: result.status };
};

test.describe('e-Tax Invoice (en)', () => {
  test.use({ locale: 'en-US' });

  test('a full tax invoice’s signed PDF/A-3 is downloaded from the order page', async ({
    page,
    customer,
  }) => {
    expect(customer.email).toContain('@');
    await addTaxAddress(page);
    await addBook(page, 'en', 33);
    await goToCheckout(page, 'en');
    const option = page.getByTestId('tax-invoice');
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/main/v2/checkout/saveshipping'),
    );
    await option.getByRole('checkbox', { name: 'I need a full tax invoice' }).check();
    expect((await saved).status()).toBe(200);
    await expect(option.getByRole('combobox')).toContainText('Example Trading Co., Ltd.');
    // The choice changes the checkout (its version): a fresh read of the page, as the reader's.
    await page.reload();
    await expect(
      page.getByTestId('tax-invoice').getByRole('checkbox', { name: 'I need a full tax invoice' }),
    ).toBeChecked();
    await payWith(page, 'en', 'card');
    await playPayer(page, 'en', 'Payment succeeds');
    await expectPaid(page, 'en');

    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page).toHaveURL(/\/en\/orderdetails\/\d+$/);
    const link = page.getByRole('link', { name: /^e-Tax Invoice TX-25\d\d-\d{6}$/ });
    await expect(link).toBeVisible();
    await expect(page.getByText('signed PDF/A-3 with the ETDA XML')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^TX-25\d\d-\d{6}-etax\.pdf$/);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'etax-e2e-'));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    try {
      const pdf = await fs.readFile(file);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
      if (has('qpdf')) {
        expect(run('qpdf', ['--check', file]).status).toBe(0);
        expect(run('qpdf', ['--list-attachments', file]).out).toContain('ETDA-invoice.xml');
      }
      if (has('pdfsig')) {
        const signature = run('pdfsig', [file]).out;
        expect(signature).toContain('Total document signed');
        expect(signature).toContain('Signature Validation: Signature is Valid.');
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
