import { expect, test } from '@playwright/test';
import { expectDashboard, signInStaff, signInWithPassword, switchLanguage } from './staff';

/**
 * A new owner opens the set-up link in Thai, sets a password and the authenticator, reaches the
 * dashboard, switches to English, signs out, signs in again with e-mail, password and a new code,
 * adds a passkey (Chromium's virtual authenticator: a platform passkey that verifies the user),
 * signs out and in with e-mail, password and the passkey, and opens the audit log from the menu
 * (issue 24, ADR 0018).
 */
test('staff set up, sign out, sign in again and read the audit log', async ({ page }) => {
  // Three sign-ins (set-up, code, passkey) and a passkey added: longer than one journey step.
  test.setTimeout(60_000);
  const staff = await signInStaff(page, { role: 'owner', locale: 'th' });
  await expect(page.getByTestId('staff-role')).toContainText(staff.email);
  await expect(page.getByTestId('staff-role')).toContainText('เจ้าของร้าน');

  await switchLanguage(page, 'en');
  await expectDashboard(page, 'en');
  await expect(page.getByTestId('staff-role')).toContainText('Owner');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();

  await signInWithPassword(page, staff, 'en');

  // A passkey: the device's authenticator, through the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My passkeys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Work laptop');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Use a passkey instead of the code' }).click();
  await page.getByLabel('E-mail', { exact: false }).fill(staff.email);
  await page.getByLabel('Password', { exact: false }).first().fill(staff.password);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectDashboard(page, 'en');

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log/);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  // Setting up, signing in and adding a passkey are staff actions the audit log keeps.
  await expect(page.getByRole('cell', { name: staff.email }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Passkey added' }).first()).toBeVisible();
});
