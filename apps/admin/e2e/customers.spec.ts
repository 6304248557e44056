import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { createCustomer } from '../../web/e2e/address-auth';
import { API_URL } from '../../web/e2e/test-servers';
import { signInStaff } from './staff';

/**
 * Issue 24, in English: a support agent finds a customer from the menu's search, sees their live
 * session, locks the account (the customer can no longer sign in), exports their data on request
 * (the PDPA export), and unlocks the account again (docs/back-office.md "Customers").
 */
test('support finds a customer, locks and unlocks the account, and exports their data', async ({
  page,
}) => {
  const customer = await createCustomer({ firstName: 'Malee', lastName: 'Journeyperson' });
  const api = await request.newContext({ baseURL: API_URL });
  const signIn = () =>
    api.post('/v2/customer/login', {
      data: { Data: { Email: customer.email, Password: customer.password } },
      headers: { Language: 'en' },
    });
  try {
    expect((await signIn()).status()).toBe(200);
    await signInStaff(page, { role: 'orders_support', locale: 'en' });

    await page.getByRole('menuitem', { name: 'Customers' }).click();
    await page.getByPlaceholder('Search').fill('journeyperson');
    // react-admin writes the search into the address after a pause; a click before that is undone.
    await expect(page).toHaveURL(/journeyperson/);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText('Active');
    await row.click();
    await expect(page.getByTestId('customer-email')).toHaveText(customer.email);

    await page.getByRole('tab', { name: 'Sessions' }).click();
    // Confirming the e-mail signed the customer in (`email_link`), then the password did.
    const sessions = page.getByTestId('customer-sessions');
    await expect(sessions.getByRole('row').filter({ hasText: 'password' })).toHaveCount(1);
    await expect(sessions.getByRole('row').filter({ hasText: 'email_link' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Lock account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason', { exact: false }).fill('Card fraud reported by the bank');
    await dialog.getByRole('button', { name: 'Lock account' }).click();
    await expect(page.getByTestId('customer-status')).toHaveText('Locked');
    await expect(page.getByTestId('customer-lock')).toContainText(
      'Card fraud reported by the bank',
    );
    const refused = await signIn();
    expect(refused.status()).toBe(403);
    expect((await refused.json()).ErrorList).toEqual([
      'This account is locked. Please contact customer support.',
    ]);

    await page.getByRole('button', { name: 'Export data (PDPA)' }).click();
    await dialog.getByLabel('Reason', { exact: false }).fill('PDPA access request, ticket 7');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export data (PDPA)' }).click(),
    ]);
    const exported = JSON.parse((await readFile(await download.path())).toString('utf8'));
    expect(exported.Profile.Email).toBe(customer.email);

    await page.getByRole('button', { name: 'Unlock account' }).click();
    await dialog.getByLabel('Reason', { exact: false }).fill('The bank cleared the card');
    await dialog.getByRole('button', { name: 'Unlock account' }).click();
    await expect(page.getByTestId('customer-status')).toHaveText('Active');
    expect((await signIn()).status()).toBe(200);
  } finally {
    await api.dispose();
  }
});
