import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { linkPathOf, waitForEmail } from './outbox';
import { API_URL, WEB_URL } from './test-servers';

/**
 * The owner's way in that a guesser cannot block (docs/accounts.md "Sign-in link"), in English:
 * 100 wrong passwords from 100 addresses lock the password out of every new place for an hour;
 * the login form then offers a one-time link by e-mail, and the link signs the owner in, once.
 */
const m = en.account;
const PASSWORD = 'correct horse battery staple';
const FIRST_NAME = 'Nina';

/** Token and guid of the registration's `.../verify-email/{token}/{guid}` link. */
const verificationOf = (links: readonly string[]): { Token: string; Guid: string } => {
  for (const link of links) {
    const match = /\/verify-email\/([^/?#]+)\/([^/?#]+)/.exec(new URL(link).pathname);
    if (match?.[1] && match[2])
      return { Token: decodeURIComponent(match[1]), Guid: decodeURIComponent(match[2]) };
  }
  throw new Error(`no verification link in ${links.join(', ')}`);
};

test('en: locked out by a guesser, the owner signs in with an e-mailed link, once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `signin-link-${randomUUID()}@example.com`;

  // An English-speaking owner, registered and confirmed from a place of their own.
  const owner = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.18.7.7', Language: 'en' },
  });
  const registered = await owner.post('/v2/customer/register', {
    data: {
      Data: {
        Email: email,
        Password: PASSWORD,
        FirstName: FIRST_NAME,
        LastName: 'Link',
        AcceptTerms: true,
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const verification = await waitForEmail(email, 'verify-email');
  const verified = await owner.post('/v2/customer/verify-email', {
    data: { Data: verificationOf(verification.links) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  await owner.dispose();

  // A guesser: one wrong password from each of 100 addresses (the API trusts loopback's
  // X-Forwarded-For, as it does the storefront's).
  const guesser = await request.newContext({ baseURL: API_URL });
  for (let index = 0; index < 100; index += 1) {
    const guess = await guesser.post('/v2/customer/login', {
      headers: { 'X-Forwarded-For': `203.0.113.${index + 1}` },
      data: { Data: { Email: email, Password: `guess number ${index}` } },
    });
    expect(guess.status()).toBe(400);
  }
  await guesser.dispose();

  // The owner in a new browser, with the right password: locked out, offered a link.
  await page.goto('/en/login');
  const form = page.getByRole('form', { name: m.login.formLabel });
  await expect(form.getByRole('button', { name: m.login.submit })).toBeEnabled();
  await form.getByRole('textbox', { name: m.fields.email }).fill(email);
  await form.getByLabel(new RegExp(`^${m.fields.password}\\s*\\*?$`)).fill(PASSWORD);
  await form.getByRole('button', { name: m.login.submit }).click();
  await expect(form.getByText(/Too many failed attempts/)).toBeVisible();
  await expect(form.getByText(m.login.lockedOffer)).toBeVisible();
  const asked = new Date();
  await form.getByRole('button', { name: m.login.sendLink }).click();
  await expect(
    form.getByText(
      'If an account uses this address, we have sent it a sign-in link. The link works once within 20 minutes.',
    ),
  ).toBeVisible();

  // The e-mail, in English, leads to the English page, which signs the owner in and goes home.
  const mail = await waitForEmail(email, 'sign-in-link', asked);
  expect(mail.subject).toContain('sign-in link');
  const linkPath = linkPathOf(mail, 'signin-link');
  expect(linkPath).toMatch(/^\/en\/customer\/signin-link\/[^/]+\/[^/]+$/);
  await page.goto(linkPath);
  await expect(page).toHaveURL(`${WEB_URL}/en`);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: m.menu.labelWithName.replace('{name}', FIRST_NAME) }),
  ).toBeVisible();

  // The link works once.
  await page.goto(linkPath);
  await expect(
    page.getByRole('region', { name: m.signInLink.title }).getByRole('alert'),
  ).toContainText('This sign-in link is invalid');
  await expect(page.getByText(m.signInLink.failedHelp)).toBeVisible();
});
