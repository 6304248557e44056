import type { BrowserContext, Page } from '@playwright/test';
import { SERIAL_TAG, expect, test } from './fixtures';
import { startLocalProvider, type LocalProvider } from './oidc-provider';
import {
  APPLE_CLIENT_ID,
  APPLE_FORM_POST_PORT,
  APPLE_MOCK_ISSUER,
  APPLE_MOCK_PORT,
  GOOGLE_CLIENT_ID,
  GOOGLE_MOCK_ISSUER,
  GOOGLE_MOCK_PORT,
} from './oidc-settings';
import { WEB_URL } from './test-servers';

/**
 * External sign-in end to end (spec §2, §4; checklist 23): the storefront's buttons, the web
 * server's authorization-code flow with PKCE, state and nonce against a real local OpenID
 * provider playing Google (and Apple, answering by form post), the API's token verification, the
 * session cookie, the completion page's toast and return to the last page; and failures.
 */

let google: LocalProvider;
let apple: LocalProvider;

test.beforeAll(async () => {
  [google, apple] = await Promise.all([
    startLocalProvider({
      port: GOOGLE_MOCK_PORT,
      issuer: GOOGLE_MOCK_ISSUER,
      clientId: GOOGLE_CLIENT_ID,
    }),
    startLocalProvider({
      port: APPLE_MOCK_PORT,
      issuer: APPLE_MOCK_ISSUER,
      clientId: APPLE_CLIENT_ID,
      formPostPort: APPLE_FORM_POST_PORT,
    }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([google?.stop(), apple?.stop()]);
});

let sequence = 0;
const newPerson = (prefix: string) => {
  const id = `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;
  return { sub: id, email: `${id}@mail.example`, email_verified: true };
};

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast-container--top-center').getByText(text);

const storedCustomer = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('nangsue') ?? '{}') as {
          state?: { customerInfo?: { Email?: string; FirstName?: string } | null };
        }
      ).state?.customerInfo ?? null,
  );

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies(WEB_URL)).find((cookie) => cookie.name === 'nangsue_token');

/** The page to come back to, as the login-required dialog stores it. */
const rememberLastPage = (page: Page, lastPage: string) =>
  page.evaluate((value) => {
    localStorage.setItem(
      'nangsue-last-page',
      JSON.stringify({ state: { lastPage: value }, version: 1 }),
    );
  }, lastPage);

test.describe('sign in with Google', { tag: SERIAL_TAG }, () => {
  test('Thai: the login page button signs in, shows the toast and returns to the last page', async ({
    page,
    context,
  }) => {
    const person = { ...newPerson('th'), given_name: 'มาลี', family_name: 'ศรีสุข' };
    google.signInAs(person);
    await page.goto('/login');
    await rememberLastPage(page, '/bestseller');

    await page.getByRole('link', { name: 'ดำเนินการต่อด้วย Google' }).click();

    await expect(toast(page, 'เข้าสู่ระบบสำเร็จ')).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}/bestseller`);
    expect(await storedCustomer(page)).toMatchObject({ Email: person.email, FirstName: 'มาลี' });
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The token never reaches scripts or storage.
    const storage = await page.evaluate(() => JSON.stringify(localStorage));
    expect(storage).not.toContain(cookie?.value ?? '-');
  });

  test('English: signs in from /en/login and lands on the English home page', async ({
    page,
    context,
  }) => {
    const person = newPerson('en');
    google.signInAs(person);
    await page.goto('/en/login');

    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}/en`);
    expect((await storedCustomer(page))?.Email).toBe(person.email);
    expect(await sessionCookie(context)).toBeDefined();

    // The same Google account again: the same customer, a new session token.
    const first = (await sessionCookie(context))?.value;
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    expect((await sessionCookie(context))?.value).not.toBe(first);
  });

  test('Thai: an answer with another state lands on /auth/error, logged only, no session', async ({
    page,
    context,
  }) => {
    google.signInAs(newPerson('state'));
    google.server.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.set('state', 'tampered-state-value');
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/login');

    await page.getByRole('link', { name: 'ดำเนินการต่อด้วย Google' }).click();

    await expect(page).toHaveURL(`${WEB_URL}/auth/error?error=invalid_state`);
    await expect(page.getByRole('heading', { name: 'การเข้าสู่ระบบไม่สำเร็จ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect.poll(() => logged).toContain('Sign-In failed');
    expect(await sessionCookie(context)).toBeUndefined();
    expect(await storedCustomer(page)).toBeNull();
  });

  test('a callback nobody started fails the same way, in both languages', async ({
    page,
    context,
  }) => {
    await page.goto('/api/auth/callback/google?code=stolen-code&state=guessed-state');

    // No state cookie of this browser: the default language's error page.
    await expect(page).toHaveURL(`${WEB_URL}/auth/error?error=invalid_state`);
    await page.goto('/en/auth/error?error=invalid_state');
    await expect(page.getByRole('heading', { name: 'Sign-in was not completed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(await sessionCookie(context)).toBeUndefined();
  });
});

test.describe('sign in with Apple (form post)', { tag: SERIAL_TAG }, () => {
  test('English: Apple posts code, state and the name to /auth/callback-apple', async ({
    page,
    context,
  }) => {
    // The Apple stand-in answers like Apple: a page on its own origin posts code, state and the
    // name (JSON `user`) to /auth/callback-apple, a cross-site POST.
    apple.signInAs({
      ...newPerson('apple'),
      email: `apple-${Date.now()}@privaterelay.appleid.com`,
      email_verified: 'true',
      given_name: 'Somsri',
      family_name: 'Apple',
    });
    const callback = page.waitForRequest(
      (request) =>
        request.url() === `${WEB_URL}/auth/callback-apple` && request.method() === 'POST',
    );
    await page.goto('/en/login');

    await page.getByRole('link', { name: 'Continue with Apple' }).click();

    const posted = await callback;
    expect(posted.headers()['origin']).toBe(`http://127.0.0.1:${APPLE_FORM_POST_PORT}`);
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(`${WEB_URL}/en`);
    expect(await storedCustomer(page)).toMatchObject({ FirstName: 'Somsri', LastName: 'Apple' });
    expect(await sessionCookie(context)).toBeDefined();
    // The Apple state cookie was used once and removed.
    expect(
      (await context.cookies(`${WEB_URL}/auth/callback-apple`)).map((cookie) => cookie.name),
    ).not.toContain('nangsue_signin_apple');
  });
});
