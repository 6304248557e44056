import { expect, test } from '@playwright/test';
import { createCustomer } from './address-auth';
import { mintRedeemCode } from './buying';
import { WEB_URL } from './test-servers';

// Issue 23 §5: a guest who opens a gift's link (the e-mail's /redeemcode?code=…) and presses
// "check" is asked to sign in by the login-required dialog, and comes back to the same code.
test.describe('a gift link opened by a guest', () => {
  test.use({ locale: 'th-TH' });

  test('asks to sign in, then returns to the code, which redeems', async ({ page }) => {
    const customer = await createCustomer({ firstName: 'มานี' });
    const code = mintRedeemCode('--book', '14');

    // The e-mail's link is where a recipient starts.
    await page.goto(`/redeemcode?code=${encodeURIComponent(code)}`);
    await expect(page.getByLabel('รหัสแลกรับ')).toHaveValue(code);
    await page.getByRole('button', { name: 'ตรวจสอบรหัส' }).click();

    const dialog = page.getByRole('dialog', { name: 'แจ้งเตือน' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page).toHaveURL(`${WEB_URL}/login`);

    const form = page.getByRole('form', { name: 'เข้าสู่ระบบด้วยอีเมลและรหัสผ่าน' });
    await expect(form.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled();
    await form.getByRole('textbox', { name: 'อีเมล' }).fill(customer.email);
    await form.getByLabel(/^รหัสผ่าน\s*\*?$/).fill(customer.password);
    await form.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

    // Back on the code, signed in: it checks and redeems.
    await expect(page).toHaveURL(`${WEB_URL}/redeemcode?code=${encodeURIComponent(code)}`);
    await expect(page.getByLabel('รหัสแลกรับ')).toHaveValue(code);
    await page.getByRole('button', { name: 'ตรวจสอบรหัส' }).click();
    await expect(page.getByTestId('redeem-preview')).toBeVisible();
    await page.getByRole('button', { name: 'ใช้รหัสนี้' }).click();
    await expect(page.getByRole('status').last()).not.toBeEmpty();
  });
});
