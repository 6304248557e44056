import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { expect, test, type TestCustomer } from './address-auth';
import { claimRedeemCode, mintRedeemCode, prefixOf, type Lang } from './buying';
import { WEB_URL } from './test-servers';

/**
 * Reading apps (docs/opds.md): the page `/customer/reading-apps` makes an app password, and a
 * reading app (here an HTTP client with Basic auth, as KOReader or Thorium sign in) reads the OPDS
 * catalogue at the storefront's `/opds` with it, until the password is revoked. With
 * `SCREENSHOT_DIR` set, the page with a new password is saved there (`reading-apps-{th,en}.png`).
 */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/** A book of the demo store the journey owns (redeemed: no payment needed). */
const OWNED = 24;
const NAVIGATION = 'application/atom+xml;profile=opds-catalog;kind=navigation';
const ACQUISITION = 'application/atom+xml;profile=opds-catalog;kind=acquisition';

const WORDS = {
  th: {
    title: 'แอปอ่านหนังสือ',
    menu: (name: string) => `บัญชีของฉัน: ${name}`,
    name: 'ชื่ออุปกรณ์หรือแอป',
    create: 'สร้างรหัสผ่าน',
    created: (name: string) => `รหัสผ่านสำหรับ “${name}”`,
    done: 'ใส่ในแอปแล้ว',
    neverUsed: 'ยังไม่เคยใช้',
    lastUsed: 'ใช้ล่าสุด',
    revoke: (name: string) => `ยกเลิกรหัสผ่าน ${name}`,
    confirm: 'ยกเลิกรหัสผ่าน',
    revoked: (name: string) => `ยกเลิกรหัสผ่าน “${name}” แล้ว`,
    empty: 'ยังไม่มีรหัสผ่านสำหรับแอป',
    export: 'ดาวน์โหลดคลังหนังสือ (.zip)',
    feedTitle: 'ชั้นหนังสือของฉัน · หนังสือ',
    device: 'KOReader บนแท็บเล็ต',
  },
  en: {
    title: 'Reading apps',
    menu: (name: string) => `My account: ${name}`,
    name: 'Device or app name',
    create: 'Create password',
    created: (name: string) => `Password for “${name}”`,
    done: 'I’ve entered it',
    neverUsed: 'Never used',
    lastUsed: 'Last used',
    revoke: (name: string) => `Revoke the password ${name}`,
    confirm: 'Revoke password',
    revoked: (name: string) => `“${name}” was revoked.`,
    empty: 'You have no app passwords yet.',
    export: 'Download my library (.zip)',
    feedTitle: 'My bookshelf · Nangsue',
    device: 'KOReader on my tablet',
  },
} as const;

/** A reading app's HTTP client: Basic auth on every request, in the reader's language. */
const readingApp = (lang: Lang, credentials?: { username: string; password: string }) =>
  request.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'Accept-Language': lang === 'en' ? 'en-US,en;q=0.9' : 'th-TH,th;q=0.9' },
    ...(credentials ? { httpCredentials: { ...credentials, send: 'always' as const } } : {}),
  });

const journey = async (page: Page, customer: TestCustomer, lang: Lang) => {
  const w = WORDS[lang];
  await claimRedeemCode(page, mintRedeemCode('--book', String(OWNED)));

  // The fixture signed in through the API: the header learns who it is first, then the account
  // menu leads to the page.
  await page.goto(`${prefixOf(lang)}/`);
  await page.getByRole('button', { name: w.menu(customer.firstName) }).click();
  await page.getByRole('menuitem', { name: w.title }).click();
  await expect(page).toHaveURL(`${WEB_URL}${prefixOf(lang)}/customer/reading-apps`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByTestId('opds-url')).toHaveText(`${WEB_URL}/opds`);
  await expect(page.getByTestId('opds-user-name')).toHaveText(customer.email);
  await expect(page.getByText(w.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: w.export })).toHaveAttribute(
    'href',
    '/library-export',
  );

  // Create: the password shows once, in six groups of four.
  await page.getByLabel(w.name).fill(w.device);
  await page.getByRole('button', { name: w.create }).click();
  await expect(page.getByText(w.created(w.device))).toBeVisible();
  const password = (await page.getByTestId('new-app-password').textContent()) ?? '';
  expect(password).toMatch(/^([a-z2-9]{4}-){5}[a-z2-9]{4}$/);
  if (SCREENSHOT_DIR) {
    // From the top, so the sticky header sits where it belongs in a full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `reading-apps-${lang}.png`),
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: w.done }).click();
  await expect(page.getByTestId('new-app-password')).toHaveCount(0);
  const item = page.getByRole('listitem').filter({ hasText: w.device });
  await expect(item).toContainText(password.slice(0, 4));
  await expect(item).toContainText(w.neverUsed);

  // A reading app reads the catalogue through the storefront with it.
  const app = await readingApp(lang, { username: customer.email, password });
  try {
    const root = await app.get('/opds');
    expect(root.status(), await root.text()).toBe(200);
    expect(root.headers()['content-type']).toContain(NAVIGATION);
    const xml = await root.text();
    expect(xml).toContain(`<title>${w.feedTitle}</title>`);
    expect(xml).toContain('href="/opds/books');

    const books = await app.get('/opds/books');
    expect(books.status()).toBe(200);
    expect(books.headers()['content-type']).toContain(ACQUISITION);
    expect(await books.text()).toMatch(
      /<link rel="http:\/\/opds-spec.org\/acquisition" href="\/opds\/download\/[0-9a-f-]{36}\.epub" type="application\/epub\+zip"/,
    );

    // Without the password, a Basic challenge the app answers by asking for it.
    const guest = await readingApp(lang);
    const refused = await guest.get('/opds');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toBe('Basic realm="Nangsue"');
    await guest.dispose();

    // The page shows the use.
    const listed = page.waitForResponse(/\/api\/main\/v2\/customer\/app-passwords$/);
    await page.reload();
    expect((await listed).status()).toBe(200);
    await expect(page.getByRole('listitem').filter({ hasText: w.device })).toContainText(
      w.lastUsed,
      // Hydration after a reload is slow when several journeys share the machine.
      { timeout: 15_000 },
    );

    // Revoked after a confirmation: the app is refused from then on.
    await page.getByRole('button', { name: w.revoke(w.device) }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.revoked(w.device))).toBeVisible();
    await expect(page.getByText(w.empty)).toBeVisible();
    const after = await app.get('/opds');
    expect(after.status()).toBe(401);
  } finally {
    await app.dispose();
  }
};

// One language per journey (docs/testing.md): English here; the Thai words stay for switching.
test.describe('reading apps', () => {
  test.describe('in English', () => {
    test.use({ locale: 'en-US' });
    test('an app password made on the page opens the OPDS catalogue until revoked', async ({
      page,
      customer,
    }) => {
      // A redeem code minted by the command line, two page loads and a reading app's requests.
      test.setTimeout(90_000);
      await journey(page, customer, 'en');
    });
  });
});
