import { randomUUID } from 'node:crypto';
import { request, type BrowserContext, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import th from '../messages/th.json' with { type: 'json' };
import { SERIAL_TAG, expect, test } from './fixtures';
import { startLocalProvider, type LocalProvider } from './oidc-provider';
import { GOOGLE_CLIENT_ID, GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_PORT } from './oidc-settings';
import { linkPathOf, waitForEmail, type OutboxEmail } from './outbox';
import { API_URL, WEB_URL } from './test-servers';

/**
 * The customer account journey, in Thai (spec §2, §4; each journey runs in one language, the
 * message-parity unit test covers the other's words): register, confirm the address from
 * the e-mail, log out and in, edit the profile (birth date through the picker), change the
 * password, reset a forgotten one from the e-mail, delete the account. A session that ends
 * mid-way (logged out elsewhere) opens the login dialog and comes back after logging in. And the
 * sign-in providers on the settings, unlink and delete pages, against the local OpenID provider
 * playing Google (`oidc-provider.ts`).
 */
type Language = 'th' | 'en';
const MESSAGES = { th, en } as const;
const PREFIX: Record<Language, string> = { th: '', en: '/en' };
const INTL_LOCALE: Record<Language, string> = { th: 'th-TH', en: 'en-US' };
const TOKEN_COOKIE = 'nangsue_token';

const longDate = (language: Language, year: number, month: number, day: number): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
const monthName = (language: Language, month: number): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

/** A field's label as written, with or without the required-field asterisk. */
const exactly = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The terms checkbox's name: its message without the link tags. */
const termsLabel = (language: Language): string =>
  MESSAGES[language].account.register.acceptTerms.replace(/<\/?\w+>/g, '');

/** The e-mailed confirmation link, which must lead to the storefront's confirmation page. */
const verifyLinkPath = (email: OutboxEmail, language: Language): string => {
  const path = linkPathOf(email, 'verify-email');
  expect(path).toMatch(new RegExp(`^${PREFIX[language]}/customer/verify-email/[^/]+/[^/]+$`));
  return path;
};

const homeUrl = (language: Language) => `${WEB_URL}${PREFIX[language] || '/'}`;

const sessionCookieOf = async (context: BrowserContext) =>
  (await context.cookies(WEB_URL)).find((cookie) => cookie.name === TOKEN_COOKIE);

type Storage = { local: Record<string, string>; session: Record<string, string> };
const readStorage = (page: Page): Promise<Storage> =>
  page.evaluate(() => {
    const dump = (storage: globalThis.Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map(
          (key) => [key, storage.getItem(key) ?? ''],
        ),
      );
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });

const storedCustomerOf = (storage: Storage): unknown =>
  (JSON.parse(storage.local.nangsue ?? '{"state":{}}') as { state: { customerInfo?: unknown } })
    .state.customerInfo ?? null;

/** The header's account button of a signed-in customer. */
const accountButton = (page: Page, language: Language, firstName: string) =>
  page.getByRole('banner').getByRole('button', {
    name: MESSAGES[language].account.menu.labelWithName.replace('{name}', firstName),
  });

const openAccountMenuItem = async (
  page: Page,
  language: Language,
  firstName: string,
  item: keyof (typeof th)['account']['menu'],
) => {
  await accountButton(page, language, firstName).click();
  await page.getByRole('menuitem', { name: MESSAGES[language].account.menu[item] }).click();
};

const logInWithForm = async (
  page: Page,
  language: Language,
  email: string,
  password: string,
  { rememberMe = false } = {},
) => {
  const m = MESSAGES[language].account;
  const form = page.getByRole('form', { name: m.login.formLabel });
  // Typed before hydration, a value is lost; the button is enabled once the page is hydrated.
  await expect(form.getByRole('button', { name: m.login.submit })).toBeEnabled();
  await form.getByRole('textbox', { name: m.fields.email }).fill(email);
  await form.getByLabel(exactly(m.fields.password)).fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: m.fields.rememberMe }).check();
  await form.getByRole('button', { name: m.login.submit }).click();
};

// One language per journey (docs/testing.md): this one in Thai, the session test below in English.
for (const language of ['th'] as Language[]) {
  const m = MESSAGES[language].account;
  const prefix = PREFIX[language];

  test(`${language}: register, verify, log out and in, profile, passwords, delete`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const email = `journey-${language}-${randomUUID()}@example.com`;
    const firstName = language === 'th' ? 'สมหญิง' : 'Alice';
    const passwords = {
      initial: 'first reading list 2026',
      changed: 'second shelf of novels',
      reset: 'third time เป็นต่อ',
    };

    // Register: the form checks as the reader types, and shows the API's refusal.
    await page.goto(`${prefix}/register`);
    const register = page.getByRole('form', { name: m.register.formLabel });
    await expect(register.getByRole('button', { name: m.register.submit })).toBeEnabled();
    await register.getByRole('textbox', { name: m.fields.firstName }).fill(firstName);
    await register.getByRole('textbox', { name: m.fields.lastName }).fill('Journey');
    const emailBox = register.getByRole('textbox', { name: m.fields.email });
    await emailBox.fill('not-an-address');
    await expect(register.getByText(m.validation.emailInvalid)).toBeVisible();
    await emailBox.fill(email);
    await expect(register.getByText(m.validation.emailInvalid)).toBeHidden();
    const password = register.getByLabel(exactly(m.fields.password));
    await password.fill('short');
    await expect(
      register.getByText(m.validation.passwordTooShort.replace('{min}', '8')),
    ).toBeVisible();
    // Long enough for the browser, but one of the most common passwords: the API refuses it.
    await password.fill('12345678');
    await register.getByRole('checkbox', { name: termsLabel(language) }).check();
    await register.getByRole('button', { name: m.register.submit }).click();
    await expect(register.getByRole('alert')).toBeVisible();
    await password.fill(passwords.initial);
    await register.getByRole('button', { name: m.register.submit }).click();
    await expect(page.getByText(m.register.sentTitle)).toBeVisible();

    // The e-mailed link confirms the address and signs the customer in.
    const verification = await waitForEmail(email, 'verify-email');
    const verified = page.waitForResponse((response) =>
      response.url().endsWith('/api/main/v2/customer/verify-email'),
    );
    await page.goto(verifyLinkPath(verification, language));
    const verifyBody = (await (await verified).json()) as { Data: { Token: string } };
    expect(verifyBody.Data.Token, 'the browser never sees the session token').toBe('');
    await expect(page).toHaveURL(homeUrl(language));
    await expect(accountButton(page, language, firstName)).toBeVisible();
    const cookie = await sessionCookieOf(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires, 'without "remember me" it ends with the browser').toBe(-1);
    expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_COOKIE);
    expect(JSON.stringify(await readStorage(page))).not.toContain(cookie?.value ?? '-');

    // Log out: the session cookie and all browser storage but the colour scheme are gone.
    await page.evaluate(() => {
      localStorage.setItem('some-other-key', 'x');
      sessionStorage.setItem('some-session-key', 'y');
      localStorage.setItem('mui-mode', 'light');
    });
    await openAccountMenuItem(page, language, firstName, 'logout');
    await expect(page.getByText(m.notices.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(homeUrl(language));
    const afterLogout = await readStorage(page);
    expect(storedCustomerOf(afterLogout)).toBeNull();
    // Nothing of the store is written back (spec §4): the key itself is gone.
    expect(afterLogout.local.nangsue).toBeUndefined();
    expect(afterLogout.local['some-other-key']).toBeUndefined();
    expect(afterLogout.session['some-session-key']).toBeUndefined();
    expect(afterLogout.local['mui-mode']).toBe('light');
    expect(await sessionCookieOf(context)).toBeUndefined();

    // Log in from the header, remembered for 30 days; back on the page it started from.
    await page
      .getByRole('banner')
      .getByRole('link', { name: MESSAGES[language].header.account })
      .click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/Login`);
    await logInWithForm(page, language, email, passwords.initial, { rememberMe: true });
    await expect(page).toHaveURL(homeUrl(language));
    await expect(accountButton(page, language, firstName)).toBeVisible();
    const remembered = await sessionCookieOf(context);
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 60 * 60);

    // Edit the profile, birth date through the picker (Buddhist era in Thai).
    await openAccountMenuItem(page, language, firstName, 'profile');
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/customer/profile`);
    const profile = page.getByRole('form', { name: m.profile.formLabel });
    await expect(profile.getByRole('textbox', { name: m.fields.email })).toHaveValue(email);
    const newFirstName = `${firstName}ดี`;
    await profile.getByRole('textbox', { name: m.fields.firstName }).fill('');
    await expect(profile.getByText(m.validation.required)).toBeVisible();
    await profile.getByRole('textbox', { name: m.fields.firstName }).fill(newFirstName);
    await profile.getByRole('textbox', { name: m.fields.phoneOptional }).fill('081 234 5678');
    await profile.getByRole('radio', { name: m.fields.genderFemale }).check();
    await profile
      .getByRole('button', {
        name: m.datePicker.open.replace('{label}', m.fields.birthDateOptional),
      })
      .click();
    const calendar = page.getByRole('dialog', {
      name: m.datePicker.dialog.replace('{label}', m.fields.birthDateOptional),
    });
    // MUI X's calendar: years (Buddhist era in Thai), then months, then a six-week month.
    await calendar.getByRole('radio', { name: language === 'th' ? '2533' : '1990' }).click();
    await calendar.getByRole('radio', { name: monthName(language, 3) }).click();
    // A header row and six weeks (spec §9).
    await expect(calendar.getByRole('row')).toHaveCount(7);
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(calendar).toBeHidden();
    const birthDate = profile.getByRole('textbox', { name: m.fields.birthDateOptional });
    await expect(birthDate).toHaveValue(longDate(language, 1990, 3, 15));
    if (language === 'th') await expect(birthDate).toHaveValue(/2533/);
    await profile.getByRole('checkbox', { name: m.fields.marketingConsent }).check();
    await profile.getByRole('button', { name: m.profile.save }).click();
    await expect(page.getByText(m.profile.saved)).toBeVisible();
    await expect(accountButton(page, language, newFirstName)).toBeVisible();

    await page.reload();
    await expect(profile.getByRole('textbox', { name: m.fields.firstName })).toHaveValue(
      newFirstName,
    );
    await expect(birthDate).toHaveValue(longDate(language, 1990, 3, 15));
    await expect(profile.getByRole('radio', { name: m.fields.genderFemale })).toBeChecked();
    await expect(profile.getByRole('checkbox', { name: m.fields.marketingConsent })).toBeChecked();

    // Change the password.
    await page.getByRole('link', { name: m.profile.changePassword }).click();
    const change = page.getByRole('form', { name: m.changePassword.formLabel });
    await change.getByLabel(exactly(m.fields.currentPassword)).fill(passwords.initial);
    await change.getByLabel(exactly(m.fields.newPassword)).fill(passwords.changed);
    await change.getByLabel(exactly(m.fields.confirmPassword)).fill(`${passwords.changed}!`);
    await expect(change.getByText(m.validation.passwordMismatch)).toBeVisible();
    await change.getByLabel(exactly(m.fields.confirmPassword)).fill(passwords.changed);
    await change.getByRole('button', { name: m.changePassword.submit }).click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/customer/profile`);

    // Log out, then forget the password and reset it from the e-mailed link.
    await openAccountMenuItem(page, language, newFirstName, 'logout');
    await expect(page).toHaveURL(homeUrl(language));
    await page.goto(`${prefix}/login`);
    await page.getByRole('link', { name: m.login.forgotPassword }).click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/customer/forget-password`);
    const requestedAt = new Date();
    const forgot = page.getByRole('form', { name: m.forgotPassword.formLabel });
    await forgot.getByRole('textbox', { name: m.fields.email }).fill(email);
    await forgot.getByRole('button', { name: m.forgotPassword.submit }).click();
    await expect(page.getByText(m.forgotPassword.sent)).toBeVisible();

    const resetEmail = await waitForEmail(email, 'reset-password', requestedAt);
    const resetPath = linkPathOf(resetEmail, 'reset-password');
    await page.goto(resetPath);
    const reset = page.getByRole('form', { name: m.resetPassword.formLabel });
    await reset.getByLabel(exactly(m.fields.newPassword)).fill(passwords.reset);
    await reset.getByLabel(exactly(m.fields.confirmPassword)).fill(passwords.reset);
    await reset.getByRole('button', { name: m.resetPassword.submit }).click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/Login`);

    // A used link says so and offers a new one.
    await page.goto(resetPath);
    await expect(page.getByText(m.resetPassword.invalidHeading)).toBeVisible();
    await expect(page.getByRole('link', { name: m.resetPassword.requestNew })).toBeVisible();

    // The old password no longer works; the new one does.
    await page.goto(`${prefix}/Login`);
    await logInWithForm(page, language, email, passwords.changed);
    await expect(
      page.getByRole('form', { name: m.login.formLabel }).getByRole('alert'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/Login`);
    await logInWithForm(page, language, email, passwords.reset);
    await expect(accountButton(page, language, newFirstName)).toBeVisible();

    // Delete the account: password again, a last confirmation, then everything is gone.
    await openAccountMenuItem(page, language, newFirstName, 'profile');
    await page.getByRole('link', { name: m.profile.deleteAccount }).click();
    await expect(page).toHaveURL(`${WEB_URL}${prefix}/customer/delete-account`);
    await expect(page.getByText(m.deleteAccount.kept.orders)).toBeVisible();
    const remove = page.getByRole('form', { name: m.deleteAccount.formLabel });
    await remove.getByLabel(exactly(m.deleteAccount.password)).fill('wrong password');
    await remove.getByRole('checkbox', { name: m.deleteAccount.understood }).check();
    await remove.getByRole('button', { name: m.deleteAccount.submit }).click();
    await page.getByRole('dialog').getByRole('button', { name: m.deleteAccount.confirm }).click();
    await expect(remove.getByRole('alert')).toBeVisible();
    await remove.getByLabel(exactly(m.deleteAccount.password)).fill(passwords.reset);
    await remove.getByRole('button', { name: m.deleteAccount.submit }).click();
    const confirm = page.getByRole('dialog', { name: m.deleteAccount.confirmTitle });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: m.deleteAccount.confirm }).click();
    await expect(page.getByText(m.notices.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(homeUrl(language));
    expect(await sessionCookieOf(context)).toBeUndefined();
    expect(storedCustomerOf(await readStorage(page))).toBeNull();
    await expect(
      page.getByRole('banner').getByRole('link', { name: MESSAGES[language].header.account }),
    ).toBeVisible();

    // The account is gone: logging in fails.
    await page.goto(`${prefix}/Login`);
    await logInWithForm(page, language, email, passwords.reset);
    await expect(
      page.getByRole('form', { name: m.login.formLabel }).getByRole('alert'),
    ).toBeVisible();
    expect(await sessionCookieOf(context)).toBeUndefined();
  });
}

/**
 * A new customer registered through the API (with `Language` so the e-mail is in `language`) and
 * signed in by opening the confirmation link from the e-mail in `page`.
 */
const registerAndVerify = async (
  page: Page,
  language: Language,
  customer: { email: string; password: string; firstName: string },
): Promise<void> => {
  const api = await request.newContext({ baseURL: API_URL });
  try {
    const registered = await api.post('/v2/customer/register', {
      headers: { Language: language },
      data: {
        Data: {
          Email: customer.email,
          Password: customer.password,
          FirstName: customer.firstName,
          LastName: 'E2E',
          AcceptTerms: true,
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  await page.goto(verifyLinkPath(await waitForEmail(customer.email, 'verify-email'), language));
  await expect(accountButton(page, language, customer.firstName)).toBeVisible();
};

test.describe('a session that ends mid-way', () => {
  test('opens the login dialog, and logging in returns to the page', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const m = MESSAGES.en.account;
    const customer = {
      email: `midway-${randomUUID()}@example.com`,
      password: 'a long enough password',
      firstName: 'Bob',
    };

    // A page that needs a session, visited without one, asks to log in.
    await page.goto('/en/customer/profile');
    const dialog = page.getByRole('dialog', { name: MESSAGES.en.common.warning });
    await expect(dialog).toBeVisible();

    await registerAndVerify(page, 'en', customer);
    await page.goto('/en/customer/profile');
    const profile = page.getByRole('form', { name: m.profile.formLabel });
    await expect(profile.getByRole('textbox', { name: m.fields.firstName })).toHaveValue('Bob');

    // The same session is logged out elsewhere (another browser with the same cookie).
    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(await page.context().cookies(WEB_URL));
    const other = await elsewhere.newPage();
    const loggedOut = await other.request.get(`${WEB_URL}/api/main/v2/customer/logout`);
    expect(loggedOut.status()).toBe(200);
    await elsewhere.close();

    // The next call gets a 401: the dialog opens, the page is remembered, the cookie is gone.
    await profile.getByRole('textbox', { name: m.fields.lastName }).fill('Returns');
    await profile.getByRole('button', { name: m.profile.save }).click();
    await expect(dialog).toBeVisible();
    expect(await sessionCookieOf(page.context())).toBeUndefined();
    await dialog.getByRole('button', { name: MESSAGES.en.common.ok }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/login`);

    await logInWithForm(page, 'en', customer.email, customer.password);
    await expect(page).toHaveURL(`${WEB_URL}/en/customer/profile`);
    await expect(profile.getByRole('textbox', { name: m.fields.lastName })).toHaveValue('E2E');
  });
});

test.describe('sign-in providers on the account pages', { tag: SERIAL_TAG }, () => {
  let google: LocalProvider;

  test.beforeAll(async () => {
    google = await startLocalProvider({
      port: GOOGLE_MOCK_PORT,
      issuer: GOOGLE_MOCK_ISSUER,
      clientId: GOOGLE_CLIENT_ID,
    });
  });

  test.afterAll(async () => {
    await google?.stop();
  });

  const googlePerson = (prefix: string) => {
    const sub = `${prefix}-${randomUUID()}`;
    return { sub, email: `${sub}@mail.example`, email_verified: true, given_name: 'Gina' };
  };

  test('English: link Google in the settings, then unlink it', async ({ page }) => {
    test.setTimeout(90_000);
    const m = MESSAGES.en.account;
    await registerAndVerify(page, 'en', {
      email: `link-${randomUUID()}@example.com`,
      password: 'a long enough password',
      firstName: 'Lee',
    });
    const person = googlePerson('link');
    google.signInAs(person);

    await page.goto('/en/setting');
    const googleRow = page.getByRole('listitem', { name: 'Google' });
    await expect(googleRow).toContainText(m.settings.notLinked);
    await googleRow.getByRole('link', { name: MESSAGES.en.auth.link.google }).click();
    await expect(page).toHaveURL(`${WEB_URL}/en/setting`);
    await expect(googleRow).toContainText(m.settings.linked);
    await expect(googleRow).toContainText(person.email);

    await googleRow
      .getByRole('link', { name: m.settings.unlinkProvider.replace('{provider}', 'Google') })
      .click();
    await expect(page).toHaveURL(`${WEB_URL}/en/removesocial?provider=google`);
    const form = page.getByRole('form', { name: m.removeSocial.formLabel });
    await expect(form.getByRole('radio', { name: /Google/ })).toBeChecked();
    await form.getByRole('button', { name: m.removeSocial.submit }).click();
    await expect(
      page.getByText(m.removeSocial.success.replace('{provider}', 'Google')),
    ).toBeVisible();
    await expect(page.getByText(m.removeSocial.none)).toBeVisible();
  });

  test('Thai: a Google-only account keeps its last way in, and deletes after a fresh sign-in', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const m = MESSAGES.th.account;
    const person = googlePerson('only');
    google.signInAs(person);
    await page.goto('/login');
    await page.getByRole('link', { name: MESSAGES.th.auth.continueWith.google }).click();
    await expect(accountButton(page, 'th', 'Gina')).toBeVisible();

    // Removing the only way to sign in is refused, with the API's message.
    await page.goto('/removesocial');
    const form = page.getByRole('form', { name: m.removeSocial.formLabel });
    await form.getByRole('radio', { name: /Google/ }).check();
    await form.getByRole('button', { name: m.removeSocial.submit }).click();
    await expect(form.getByRole('alert')).toContainText('Google');
    await expect(form.getByRole('radio', { name: /Google/ })).toBeVisible();

    // No password to ask for: a fresh sign-in with Google, which comes back here.
    await page.goto('/customer/delete-account');
    const remove = page.getByRole('form', { name: m.deleteAccount.formLabel });
    await expect(remove.getByText(m.deleteAccount.freshSignIn)).toBeVisible();
    await expect(remove.getByLabel(exactly(m.deleteAccount.password))).toHaveCount(0);
    google.signInAs(person);
    await remove.getByRole('link', { name: MESSAGES.th.auth.continueWith.google }).click();
    await expect(page).toHaveURL(`${WEB_URL}/customer/delete-account`);

    await remove.getByRole('checkbox', { name: m.deleteAccount.understood }).check();
    await remove.getByRole('button', { name: m.deleteAccount.submit }).click();
    await page
      .getByRole('dialog', { name: m.deleteAccount.confirmTitle })
      .getByRole('button', { name: m.deleteAccount.confirm })
      .click();
    await expect(page.getByText(m.notices.accountDeleted)).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}/`);
    expect(await sessionCookieOf(context)).toBeUndefined();
  });
});
