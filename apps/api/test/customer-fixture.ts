import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { executeRows } from '../src/db/client.js';
import type { TestApp } from './build-test-app.js';

export type TestCustomer = { customerId: number; token: string; email: string };

export type TestCustomerOverrides = {
  email?: string;
  firstName?: string;
  lastName?: string;
  language?: 'th' | 'en';
  /** Marks the e-mail verified (default true). */
  verified?: boolean;
};

/**
 * A signed-in customer without the login route: inserts the row (no password, so nobody can log in
 * as it) and starts a session through the real session service. `token` goes in the `Token` header.
 */
export const createTestCustomer = async (
  app: TestApp,
  overrides: TestCustomerOverrides = {},
): Promise<TestCustomer> => {
  const email = overrides.email ?? `customer.${randomBytes(6).toString('hex')}@example.com`;
  const [row] = await executeRows<{ id: number }>(
    app.database.db,
    sql`insert into customers (email, email_key, email_verified_at, first_name, last_name, language, terms_accepted_at)
        values (${email}, ${email.normalize('NFC').toLowerCase()},
                ${overrides.verified === false ? null : sql`now()`},
                ${overrides.firstName ?? 'ทดสอบ'}, ${overrides.lastName ?? 'ลูกค้า'},
                ${overrides.language ?? 'th'}, now())
        returning id`,
  );
  if (!row) throw new Error('insert into customers returned no row');
  const customerId = Number(row.id);
  const { token } = await app.services.sessions.startSession({
    customerId,
    authMethod: 'password',
    context: { deviceId: null, ipAddress: '127.0.0.1', userAgent: 'vitest' },
  });
  return { customerId, token, email };
};

/** Headers of a call as the customer, optionally in a language. */
export const asCustomer = (
  customer: Pick<TestCustomer, 'token'>,
  language?: 'th' | 'en',
): Record<string, string> => ({
  Token: customer.token,
  ...(language ? { Language: language } : {}),
});

/**
 * Client addresses `prefix.x.y`, a new one at each call: a test gives each caller its own, so
 * one test's requests do not count in another's throttles (which are keyed on the address).
 */
export const visitorAddresses = (prefix: string) => {
  let count = 0;
  return (): string => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
};
