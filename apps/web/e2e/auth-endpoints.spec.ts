import { expect, test } from './address-auth';
import { API_URL, WEB_URL } from './test-servers';

/**
 * The sign-in provider endpoints (spec §7, docs/adr/0004-external-sign-in.md) with a real session:
 * `session` shows the customer, a signout without the CSRF token is refused with spec §8's 400,
 * `csrf` then `signout` ends the API session and clears the cookies, and `session` is then `{}`.
 * (The header's "Log out" goes the same way: account-journey.spec.ts.)
 */

test('csrf then signout ends a real session; without the token nothing changes', async ({
  page,
  customer,
}) => {
  const sessionCookie = (await page.context().cookies(WEB_URL)).find(
    (cookie) => cookie.name === 'nangsue_token',
  );
  expect(sessionCookie?.value).toBeTruthy();

  const loginInfo = () =>
    page.request.get(`${API_URL}/v2/customer/login-info`, {
      headers: { Token: sessionCookie?.value ?? '' },
    });
  expect((await loginInfo()).status()).toBe(200);

  const session = await page.request.get(`${WEB_URL}/api/auth/session`);
  expect(session.headers()['cache-control']).toBe('no-store');
  expect(await session.json()).toMatchObject({
    user: { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
    expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });

  const providers = await page.request.get(`${WEB_URL}/api/auth/providers`);
  expect(providers.status()).toBe(200);
  for (const [id, provider] of Object.entries(
    (await providers.json()) as Record<string, { id: string; signinUrl: string }>,
  )) {
    expect(provider.id).toBe(id);
    expect(provider.signinUrl).toBe(`${WEB_URL}/api/auth/signin/${id}`);
  }

  // Without a CSRF token, and with a made-up one: 400, and the session lives on.
  const withoutToken = await page.request.post(`${WEB_URL}/api/auth/signout`, { data: {} });
  expect(withoutToken.status()).toBe(400);
  expect(await withoutToken.json()).toEqual({
    Data: null,
    ErrorList: ['Could not fetch CSRF Token for signing out'],
  });
  const madeUp = await page.request.post(`${WEB_URL}/api/auth/signout`, {
    form: { csrfToken: 'f'.repeat(64) },
  });
  expect(madeUp.status()).toBe(400);
  expect(await (await page.request.get(`${WEB_URL}/api/auth/session`)).json()).toHaveProperty(
    'user.email',
    customer.email,
  );

  const csrf = await page.request.get(`${WEB_URL}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
  const csrfCookie = (await page.context().cookies(WEB_URL)).find(
    (cookie) => cookie.name === 'nangsue_csrf',
  );
  expect(csrfCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  const signout = await page.request.post(`${WEB_URL}/api/auth/signout`, {
    data: { csrfToken, callbackUrl: '/en' },
  });
  expect(signout.status()).toBe(200);
  expect(await signout.json()).toEqual({ url: '/en' });

  const names = (await page.context().cookies(WEB_URL)).map((cookie) => cookie.name);
  expect(names).not.toContain('nangsue_token');
  expect(names).not.toContain('nangsue_signed_in');
  expect(await (await page.request.get(`${WEB_URL}/api/auth/session`)).json()).toEqual({});

  // The API session itself is over, not only the cookie.
  expect((await loginInfo()).status()).toBe(401);

  // The sign-in page, and Apple's return address opened by hand, lead to the login page.
  await page.goto('/api/auth/signin?locale=en');
  await expect(page).toHaveURL(`${WEB_URL}/en/Login`);
  await page.goto('/auth/callback-apple');
  await expect(page).toHaveURL(`${WEB_URL}/Login`);
});
