import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StaffRole } from '@nangsue/contracts/admin';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN_URL } from './test-servers';

const execFileAsync = promisify(execFile);

/**
 * Staff members for the back office's journeys, made the way the store makes its first owner:
 * `npm run staff:create` (apps/api/dist/cli/staff-create.js) prints a one-time set-up link, which
 * the journey opens like the new staff member would, reading the authenticator secret off the page.
 */
export type TestStaff = {
  email: string;
  password: string;
  role: StaffRole;
  /** The authenticator secret shown on the set-up page. */
  secret: string;
  /** The last 30-second step whose code was used (a code is never accepted twice). */
  lastStep: number;
};

export type Locale = 'th' | 'en';

const TOTP_PERIOD = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD);

let made = 0;
const uniqueEmail = (role: StaffRole) =>
  `staff-${role}-${process.pid}-${Date.now().toString(36)}-${++made}@e2e.nangsue.test`;

/**
 * Runs the staff-create command against the run's own store (the API's embedded PostgreSQL) and
 * answers the set-up link's path (`/setup/<token>`).
 */
export const createStaffMember = async (role: StaffRole, email = uniqueEmail(role)) => {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      path.join(process.cwd(), 'apps/api/dist/cli/staff-create.js'),
      '--email',
      email,
      '--role',
      role,
      '--json',
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.NANGSUE_E2E_DATA_DIR,
        EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
        ADMIN_URL,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const { setupUrl } = JSON.parse(line) as { setupUrl: string };
  const setupPath = new URL(setupUrl).pathname;
  expect(setupPath).toMatch(/^\/setup\/[^/]+$/);
  return { email, setupPath };
};

/**
 * A code of the authenticator for a step after the last one used: the current step, or the next
 * one when the current was used already (the API accepts the step before and after its own, so
 * nobody waits up to 30 seconds for the clock).
 */
export const nextCode = async (staff: TestStaff): Promise<string> => {
  const step = Math.max(stepNow(), staff.lastStep + 1);
  staff.lastStep = step;
  return generate({ secret: staff.secret, epoch: step * TOTP_PERIOD });
};

/** Switches the back office's language with the language menu (app bar or sign-in page). */
export const switchLanguage = async (page: Page, to: Locale) => {
  const current = to === 'en' ? 'ไทย' : 'English';
  await page.getByRole('button', { name: current, exact: false }).first().click();
  await page.getByRole('menuitem', { name: to === 'en' ? 'English' : 'ไทย' }).click();
};

const WORDS = {
  th: {
    password: 'รหัสผ่านใหม่',
    passwordAgain: 'รหัสผ่านใหม่อีกครั้ง',
    code: 'รหัส 6 หลักจากแอปยืนยันตัวตน',
    finish: 'ตั้งค่าและเข้าสู่ระบบ',
    welcome: 'ยินดีต้อนรับ',
    email: 'อีเมล',
    signInPassword: 'รหัสผ่าน',
    signIn: 'เข้าสู่ระบบ',
  },
  en: {
    password: 'New password',
    passwordAgain: 'New password again',
    code: '6-digit code from your authenticator app',
    finish: 'Set up and sign in',
    welcome: 'Welcome',
    email: 'E-mail',
    signInPassword: 'Password',
    signIn: 'Sign in',
  },
} as const;

/** The dashboard's greeting: the staff member is signed in. */
export const expectDashboard = async (page: Page, locale: Locale) => {
  await expect(page.getByRole('heading', { level: 1, name: WORDS[locale].welcome })).toBeVisible({
    timeout: 15_000,
  });
};

/**
 * A fresh staff member of `role`, signed in: made by the command, set up through its link
 * (the secret read off the page, a password, the first code), landing on the dashboard in
 * `locale` (Thai is the back office's default; English is chosen on the set-up page).
 */
export const signInStaff = async (
  page: Page,
  { role = 'owner', locale = 'th' }: { role?: StaffRole; locale?: Locale } = {},
): Promise<TestStaff> => {
  const { email, setupPath } = await createStaffMember(role);
  await page.goto(`${ADMIN_URL}${setupPath}`);
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toBeVisible({ timeout: 15_000 });
  if (locale === 'en') await switchLanguage(page, 'en');
  const secret = (await secretText.getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);

  const staff: TestStaff = {
    email,
    password: `e2e-${Math.random().toString(36).slice(2)}-Passw0rd!`,
    role,
    secret,
    lastStep: 0,
  };
  const words = WORDS[locale];
  await page.getByLabel(words.password, { exact: false }).first().fill(staff.password);
  await page.getByLabel(words.passwordAgain, { exact: false }).fill(staff.password);
  await page.getByLabel(words.code, { exact: false }).fill(await nextCode(staff));
  await page.getByRole('button', { name: words.finish }).click();
  await expectDashboard(page, locale);
  return staff;
};

/** Signs in on the sign-in page with e-mail, password and a fresh code. */
export const signInWithPassword = async (page: Page, staff: TestStaff, locale: Locale) => {
  const words = WORDS[locale];
  await page.getByLabel(words.email, { exact: false }).fill(staff.email);
  await page.getByLabel(words.signInPassword, { exact: false }).first().fill(staff.password);
  await page.getByLabel(words.code, { exact: false }).fill(await nextCode(staff));
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expectDashboard(page, locale);
};
