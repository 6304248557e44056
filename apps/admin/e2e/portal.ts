import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { TestCustomer } from '../../web/e2e/address-auth';
import { API_URL } from '../../web/e2e/test-servers';
import { switchLanguage, type Locale } from './staff';
import { ADMIN_URL } from './test-servers';

/**
 * The publisher portal's journeys (publisher-portal.spec.ts in Thai, publisher-portal-en.spec.ts in
 * English): the application made through the store's own call, portal members signing in with
 * their authenticator, and the commands over the run's store that no screen does (store-db.mjs).
 */

const execFileAsync = promisify(execFile);

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** A store customer who signs in to the portal: their store password and their authenticator. */
export type PortalMember = TestCustomer & { secret: string; lastStep: number };

export const portalMember = (customer: TestCustomer): PortalMember => ({
  ...customer,
  secret: '',
  lastStep: 0,
});

const TOTP_PERIOD = 30;

/**
 * A code of the member's authenticator for a step after the last one used (the API takes the step
 * before and after its own and never one used before; staff.ts `nextCode` does the same).
 */
export const portalCode = async (member: PortalMember): Promise<string> => {
  const step = Math.max(Math.floor(Date.now() / 1000 / TOTP_PERIOD), member.lastStep + 1);
  member.lastStep = step;
  return generate({ secret: member.secret, epoch: step * TOTP_PERIOD });
};

/** The portal's and the journeys' texts (src/portal/**\/messages.ts). */
export const PORTAL_WORDS = {
  th: {
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    next: 'ถัดไป',
    code: 'รหัส 6 หลัก',
    enrolSubmit: 'ยืนยันและเข้าสู่ระบบ',
    submitCode: 'เข้าสู่ระบบ',
    accept: 'ตอบรับและเข้าสู่ระบบ',
    hello: 'สวัสดี',
    owner: 'เจ้าของ',
    editor: 'บรรณาธิการ',
    members: 'สมาชิกและคำเชิญ',
    invite: 'ส่งคำเชิญ',
    titles: 'หนังสือ',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    next: 'Next',
    code: '6-digit code',
    enrolSubmit: 'Confirm and sign in',
    submitCode: 'Sign in',
    accept: 'Accept and sign in',
    hello: 'Hello',
    owner: 'owner',
    editor: 'editor',
    members: 'Members and invitations',
    invite: 'Send invitation',
    titles: 'Titles',
  },
} as const;

/**
 * The second step of the portal's sign-in: the first time, the authenticator's enrolment (its
 * secret read off the page, as a person types it into an app) and its first code; later, a code.
 */
export const portalSecondStep = async (page: Page, member: PortalMember, locale: Locale) => {
  const words = PORTAL_WORDS[locale];
  const code = page.getByLabel(words.code, { exact: false });
  await expect(code).toBeVisible({ timeout: 15_000 });
  const secret = page.getByTestId('totp-secret');
  const enrolling = await secret.isVisible();
  if (enrolling) {
    member.secret = (await secret.getAttribute('data-secret')) ?? '';
    member.lastStep = 0;
    expect(member.secret).toMatch(/^[A-Z2-7]+=*$/);
  }
  await code.fill(await portalCode(member));
  await page
    .getByRole('button', { name: enrolling ? words.enrolSubmit : words.submitCode, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(words.hello) })).toBeVisible({
    timeout: 15_000,
  });
};

/**
 * Signs `member` in on the portal's sign-in page (the portal's front door, `/portal`): e-mail and
 * password, "Next", then the authenticator. `locale` English switches the page's language first.
 */
export const signInToPortal = async (page: Page, member: PortalMember, locale: Locale) => {
  const words = PORTAL_WORDS[locale];
  await page.goto(`${ADMIN_URL}/portal`);
  const email = page.getByLabel(words.email, { exact: false });
  if (locale === 'en') {
    await expect(page.getByLabel(PORTAL_WORDS.th.email, { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await switchLanguage(page, 'en');
  }
  await email.fill(member.email);
  await page.getByLabel(words.password, { exact: false }).first().fill(member.password);
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await portalSecondStep(page, member, locale);
};

/** A browser context of its own for one more person (the run's reused one is the first person's). */
export const personContext = async (browser: Browser) =>
  browser.newContext({ baseURL: ADMIN_URL, reducedMotion: 'reduce' });

/** Runs a command of store-db.mjs against the run's store; answers its JSON line. */
export const runStoreDb = async (...args: string[]): Promise<Record<string, unknown>> => {
  const { stdout } = await execFileAsync(
    process.execPath,
    [path.join(import.meta.dirname, 'store-db.mjs'), ...args],
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
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
};

/** `customer` applies to sell their books, through the store's own calls (as its form sends it). */
export const applyAsPublisher = async (
  customer: TestCustomer,
  application: {
    publisherName: string;
    legalName: string;
    email: string;
    accountType: 'individual' | 'company';
    taxId: string;
  },
) => {
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  try {
    const login = await api.post('/v2/customer/login', {
      data: { Data: { Email: customer.email, Password: customer.password } },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { Token } = ((await login.json()) as { Data: { Token: string } }).Data;
    const applied = await api.post('/v2/publisher/RegisterPublisher', {
      headers: { Token },
      data: {
        Data: {
          AccountType: application.accountType,
          LegalName: application.legalName,
          PublisherName: application.publisherName,
          TaxId: application.taxId,
          ContactName: `${customer.firstName} ${customer.lastName}`,
          Email: application.email,
          Phone: '0812345678',
          Address: '99 ถนนพระอาทิตย์ แขวงชนะสงคราม เขตพระนคร กรุงเทพมหานคร 10200',
          Website: '',
          BankCode: '004',
          BankAccountName: application.legalName,
          BankAccountNumber: '1234567890',
          BookKinds: ['novel'],
          Formats: ['epub'],
          ExpectedTitles: '1-10',
          SampleTitles: '',
          Message: '',
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(200);
  } finally {
    await api.dispose();
  }
};

/**
 * react-admin writes a search into the address after a pause; a row clicked before that is undone
 * (content.spec.ts waits the same way).
 */
export const searchApplied = async (page: Page, text: string) => {
  await expect(page).toHaveURL((url) => decodeURIComponent(url.href).includes(text));
};

/** A list's search box filled with `text`, waiting for the list to follow. */
export const search = async (page: Page, text: string) => {
  await page.locator('input[name="q"]').fill(text);
  await searchApplied(page, text);
};
