import { randomInt, randomUUID } from 'node:crypto';
import { LoginDataSchema, envelope } from '@nangsue/contracts';
import { expect, request, type Page } from '@playwright/test';
import { test as base } from './fixtures';
import { waitForEmail } from './outbox';
import { API_URL, WEB_URL } from './test-servers';

/**
 * A signed-in customer for storefront tests, made without the login page: registered through the
 * API, confirmed with the link from the e-mail outbox, then logged in through the storefront's
 * proxy from the page's own request context, so the browser holds the HttpOnly session cookie
 * exactly as after a real login.
 */
export type TestCustomer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** Token and guid of a storefront link `.../verify-email/{token}/{guid}`. */
const verificationPartsOf = (links: readonly string[]): { Token: string; Guid: string } => {
  for (const link of links) {
    const match = /\/verify-email\/([^/?#]+)\/([^/?#]+)/.exec(new URL(link).pathname);
    if (match?.[1] && match[2])
      return { Token: decodeURIComponent(match[1]), Guid: decodeURIComponent(match[2]) };
  }
  throw new Error(`no verification link in ${links.join(', ')}`);
};

/** An address from the benchmarking range (RFC 2544), one per test visitor. */
const testVisitorAddress = (): string => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Registers and confirms a new customer through the API. */
export const createCustomer = async (
  overrides: Partial<TestCustomer> = {},
): Promise<TestCustomer> => {
  const customer: TestCustomer = {
    email: `address-${randomUUID()}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    ...overrides,
  };
  // Each customer registers from an address of its own, as visitors do through the storefront
  // (which forwards the visitor's address; the API trusts it from loopback): a whole run makes
  // more customers than the sign-up limit allows one address in an hour (30).
  const api = await request.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': testVisitorAddress() },
  });
  try {
    const registered = await api.post('/v2/customer/register', {
      data: {
        Data: {
          Email: customer.email,
          Password: customer.password,
          FirstName: customer.firstName,
          LastName: customer.lastName,
          AcceptTerms: true,
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);

    const email = await waitForEmail(customer.email, 'verify-email');
    const verified = await api.post('/v2/customer/verify-email', {
      data: { Data: verificationPartsOf(email.links) },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return customer;
};

/**
 * Logs `customer` in through the storefront's proxy with the page's request context (which shares
 * the browser's cookies), so the proxy sets the HttpOnly session cookie.
 */
export const logInThroughProxy = async (page: Page, customer: TestCustomer): Promise<void> => {
  const response = await page.request.post(`${WEB_URL}/api/main/v2/customer/login`, {
    data: { Data: { Email: customer.email, Password: customer.password } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = envelope(LoginDataSchema).parse(await response.json());
  // The proxy keeps the token for the cookie: the browser never sees it.
  expect(body.Data?.Token).toBe('');

  const cookies = await page.context().cookies(WEB_URL);
  const session = cookies.find((cookie) => cookie.name === 'nangsue_token');
  expect(session?.httpOnly, 'the session cookie is set and HttpOnly').toBe(true);
};

/** `customer`: a freshly registered customer, signed in in this test's browser. */
export const test = base.extend<{ customer: TestCustomer }>({
  customer: async ({ page }, provide) => {
    const customer = await createCustomer();
    await logInThroughProxy(page, customer);
    await provide(customer);
  },
});

export { expect };
