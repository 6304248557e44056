import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customerIdentities,
  customerTokens,
  customers,
  type CustomerIdentityRow,
  type CustomerRow,
} from '../../db/schema/index.js';

/**
 * Provider identities of external sign-in. Customer rows are read and locked through
 * customer.repository.ts; only what is particular to provider accounts is here.
 */

/** The identity a provider subject names, with whether its customer was deleted. */
export const findIdentity = async (
  db: DbOrTx,
  params: { provider: string; subject: string },
): Promise<(CustomerIdentityRow & { isCustomerDeleted: boolean }) | undefined> => {
  const [row] = await db
    .select({
      identity: customerIdentities,
      deletedAt: customers.deletedAt,
    })
    .from(customerIdentities)
    .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
    .where(
      and(
        eq(customerIdentities.provider, params.provider),
        eq(customerIdentities.subject, params.subject),
      ),
    )
    .limit(1);
  return row ? { ...row.identity, isCustomerDeleted: row.deletedAt !== null } : undefined;
};

export type NewIdentity = {
  customerId: number;
  provider: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  displayName: string | null;
};

/** False when the identity or the customer's link to that provider exists (also concurrently). */
export const insertIdentityIfNew = async (db: DbOrTx, identity: NewIdentity): Promise<boolean> => {
  const rows = await db
    .insert(customerIdentities)
    .values(identity)
    .onConflictDoNothing()
    .returning({ id: customerIdentities.id });
  return rows.length === 1;
};

/** Refreshes what the provider last told us (e-mail, name) and when it was last used. */
export const touchIdentity = async (
  db: DbOrTx,
  params: {
    id: number;
    email: string | null;
    isEmailVerified: boolean;
    displayName: string | null;
  },
): Promise<void> => {
  await db
    .update(customerIdentities)
    .set({
      email: params.email,
      isEmailVerified: params.isEmailVerified,
      displayName: params.displayName,
      lastUsedAt: sql`now()`,
    })
    .where(eq(customerIdentities.id, params.id));
};

export const deleteIdentity = async (db: DbOrTx, id: number): Promise<void> => {
  await db.delete(customerIdentities).where(eq(customerIdentities.id, id));
};

export type NewExternalCustomer = {
  email: string;
  emailKey: string;
  emailVerifiedAt: Date | null;
  firstName: string;
  lastName: string;
  language: string;
  termsAcceptedAt: Date;
};

/** Undefined when the e-mail key was taken meanwhile (a concurrent registration). */
export const insertExternalCustomerIfNew = async (
  db: DbOrTx,
  customer: NewExternalCustomer,
): Promise<CustomerRow | undefined> => {
  const [row] = await db
    .insert(customers)
    .values(customer)
    .onConflictDoNothing({ target: customers.emailKey })
    .returning();
  return row;
};

/**
 * An account nobody ever confirmed, taken over by a provider that verified its e-mail: the
 * pre-set password dies (it may be an attacker's), the e-mail counts as verified from now on, and
 * pending e-mailed tokens stop working.
 */
export const takeOverUnverifiedCustomer = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(customers)
    .set({
      passwordHash: null,
      passwordChangedAt: sql`now()`,
      emailVerifiedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(customers.id, id), isNull(customers.emailVerifiedAt)));
  await db
    .update(customerTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(customerTokens.customerId, id), isNull(customerTokens.usedAt)));
};
