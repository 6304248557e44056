import { expect, test } from '@playwright/test';
import { expectDashboard, signInStaff, signInWithPassword, switchLanguage } from './staff';

/**
 * A new owner opens the set-up link in Thai, sets a password and the authenticator, reaches the
 * dashboard, switches to English, signs out, signs in again with e-mail, password and a new code,
 * and opens the audit log from the menu (issue 24, ADR 0018).
 */
test('staff set up, sign out, sign in again and read the audit log', async ({ page }) => {
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

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log/);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  // Setting up and signing in are staff actions the audit log keeps.
  await expect(page.getByRole('cell', { name: staff.email }).first()).toBeVisible();
});
