import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { executeRows } from '../src/db/client.js';
import { outboxDirOf } from '../src/lib/mail/mailer.js';
import { readOutbox } from '../src/lib/mail/mail-transports.js';
import type { AccountEmailTemplate } from '../src/lib/mail/mail.types.js';
import { hashPassword } from '../src/modules/accounts/password-hasher.js';
import type { TestApp } from './build-test-app.js';

/** Helpers for the accounts tests: calls through the public API, e-mails from the outbox. */

export const uniqueEmail = (label = 'user'): string =>
  `${label}.${randomBytes(5).toString('hex')}@example.com`;

export const GOOD_PASSWORD = 'correct horse battery staple';

type CallOptions = {
  token?: string;
  language?: 'th' | 'en';
  remoteAddress?: string;
  headers?: Record<string, string>;
};

const headersOf = (options: CallOptions): Record<string, string> => ({
  ...(options.token ? { Token: options.token } : {}),
  ...(options.language ? { Language: options.language } : {}),
  ...options.headers,
});

export const post = (app: TestApp, url: string, data: unknown, options: CallOptions = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: headersOf(options),
    payload: { Data: data },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

export const get = (app: TestApp, url: string, options: CallOptions = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: headersOf(options),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

export const registrationData = (email: string, overrides: Record<string, unknown> = {}) => ({
  Email: email,
  Password: GOOD_PASSWORD,
  FirstName: 'สมชาย',
  LastName: 'ใจดี',
  AcceptTerms: true,
  ...overrides,
});

/** Every e-mail the app has delivered so far (after those in flight have been written). */
export const outbox = async (app: TestApp) => {
  await app.services.accountMail.settled();
  return readOutbox(outboxDirOf(app.env));
};

/** The e-mails to one address, oldest first, optionally of one template. */
export const mailsTo = async (app: TestApp, to: string, template?: AccountEmailTemplate) =>
  (await outbox(app)).filter(
    (mail) =>
      mail.to.toLowerCase() === to.toLowerCase() && (!template || mail.template === template),
  );

/** The newest e-mail of a template to an address; fails when there is none. */
export const lastMail = async (app: TestApp, to: string, template: AccountEmailTemplate) => {
  const mails = await mailsTo(app, to, template);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${template} e-mail to ${to}`);
  return mail;
};

/**
 * `{token, guid}` of a `/customer/verify-email/{token}/{guid}`, `/reset-password/{token}/{guid}` or
 * `/customer/signin-link/{token}/{guid}` link.
 */
export const linkParts = (link: string): { token: string; guid: string } => {
  const match = /\/(?:verify-email|reset-password|signin-link)\/([^/]+)\/([^/?#]+)$/.exec(link);
  if (!match?.[1] || !match[2]) throw new Error(`not an account link: ${link}`);
  return { token: decodeURIComponent(match[1]), guid: decodeURIComponent(match[2]) };
};

/** Registers through the API and opens the e-mailed link: a verified, signed-in customer. */
export const registerVerified = async (
  app: TestApp,
  options: { email?: string; password?: string; language?: 'th' | 'en' } = {},
) => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const registered = await post(
    app,
    '/v2/customer/register',
    registrationData(email, { Password: password }),
    options.language ? { language: options.language } : {},
  );
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const mail = await lastMail(app, email, 'verify-email');
  const link = mail.links.find((value) => value.includes('/verify-email/'));
  if (!link) throw new Error('no verification link');
  const verified = await post(app, '/v2/customer/verify-email', {
    Token: linkParts(link).token,
    Guid: linkParts(link).guid,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const data = verified.json().Data as { Token: string; CustomerInfo: { CustomerId: number } };
  return { email, password, token: data.Token, customerId: data.CustomerInfo.CustomerId };
};

let sharedHash: { password: string; hash: string } | undefined;

/**
 * Inserts verified accounts straight into the table, all with the same password (hashed once):
 * for tests that need many accounts quickly.
 */
export const insertVerifiedCustomers = async (
  app: TestApp,
  emails: string[],
  password = GOOD_PASSWORD,
): Promise<void> => {
  if (sharedHash?.password !== password) {
    sharedHash = { password, hash: await hashPassword(password) };
  }
  for (const email of emails) {
    await app.database.db.execute(
      sql`insert into customers (email, email_key, email_verified_at, password_hash, first_name, last_name, terms_accepted_at)
          values (${email}, ${email.toLowerCase()}, now(), ${sharedHash.hash}, 'Test', 'Customer', now())`,
    );
  }
};

export const login = (
  app: TestApp,
  email: string,
  password: string,
  options: CallOptions & { rememberMe?: boolean } = {},
) =>
  post(
    app,
    '/v2/customer/login',
    {
      Email: email,
      Password: password,
      ...(options.rememberMe === undefined ? {} : { RememberMe: options.rememberMe }),
    },
    options,
  );

export const customerRow = async (app: TestApp, email: string) => {
  const [row] = await executeRows<Record<string, unknown>>(
    app.database.db,
    sql`select * from customers where email_key = ${email.toLowerCase()}`,
  );
  return row;
};

export const clearThrottles = async (app: TestApp): Promise<void> => {
  await app.database.db.execute(sql`delete from auth_throttles`);
};
