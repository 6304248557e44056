import { and, asc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customerAddresses,
  customerIdentities,
  customerTokens,
  customers,
  type CustomerAddressRow,
  type CustomerIdentityRow,
  type CustomerRow,
} from '../../db/schema/index.js';

export type TokenPurpose = 'password_reset' | 'email_verification' | 'sign_in_link';

/**
 * Locks the customer's row until the transaction ends, so one customer's changes that count or
 * spend (addresses, basket, coins, redeem codes) run one after another. False when there is none.
 */
export const lockCustomer = async (db: DbOrTx, customerId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return rows.length > 0;
};

/**
 * A customer with their publisher application's standing, which CustomerInfo shows
 * (docs/publishers.md): the waiting or approved application, else the latest rejected one.
 */
export type CustomerWithStanding = CustomerRow & {
  publisherApplicationStatus: string | null;
  publisherApplicationPublisherId: number | null;
  /** The e-mail is an enabled staff member's (CustomerInfo.IsAdmin, docs/back-office.md). */
  isStaff: boolean;
};

const currentApplication = (column: string) =>
  sql.raw(`(select a.${column} from publisher_applications a
      where a.customer_id = "customers"."id"
      order by (a.status <> 'rejected') desc, a.created_at desc, a.id desc limit 1)`);

const customerWithStanding = {
  ...getTableColumns(customers),
  publisherApplicationStatus: sql<string | null>`${currentApplication('status')}::text`,
  publisherApplicationPublisherId: sql<number | null>`${currentApplication('publisher_id')}`,
  // One probe of the staff table's unique index on lower(email).
  isStaff: sql<boolean>`exists (select 1 from staff s
      where lower(s.email) = "customers"."email_key" and s.disabled_at is null)`,
};

/** The live (not deleted) account with this e-mail key. */
export const findCustomerByEmailKey = async (
  db: DbOrTx,
  emailKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerWithStanding | undefined> => {
  const query = db
    .select(customerWithStanding)
    .from(customers)
    .where(and(eq(customers.emailKey, emailKey), isNull(customers.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

/** The live (not deleted) account with this id. */
export const findCustomerById = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerWithStanding | undefined> => {
  const query = db
    .select(customerWithStanding)
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

export type NewCustomer = {
  email: string;
  emailKey: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  phone: string | null;
  language: string;
  marketingConsent: boolean;
};

/**
 * Creates an unverified account, unless the e-mail key is taken (also by a concurrent registration):
 * then nothing happens and undefined comes back.
 */
export const insertCustomerIfNew = async (
  db: DbOrTx,
  customer: NewCustomer,
): Promise<CustomerRow | undefined> => {
  const { marketingConsent, ...columns } = customer;
  const [row] = await db
    .insert(customers)
    .values({
      ...columns,
      termsAcceptedAt: sql`now()`,
      marketingConsentAt: marketingConsent ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: customers.emailKey })
    .returning();
  return row;
};

/** Registration again on an unverified account: the newest details win (no pre-registration hijack). */
export const replacePendingRegistration = async (
  db: DbOrTx,
  params: { id: number } & Omit<NewCustomer, 'email' | 'emailKey'> & { email: string },
): Promise<void> => {
  await db
    .update(customers)
    .set({
      email: params.email,
      passwordHash: params.passwordHash,
      passwordChangedAt: sql`now()`,
      firstName: params.firstName,
      lastName: params.lastName,
      gender: params.gender,
      dateOfBirth: params.dateOfBirth,
      phone: params.phone,
      language: params.language,
      termsAcceptedAt: sql`now()`,
      marketingConsentAt: params.marketingConsent ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(customers.id, params.id), isNull(customers.emailVerifiedAt)));
};

export const setPasswordHash = async (
  db: DbOrTx,
  params: { id: number; passwordHash: string; markEmailVerified?: boolean },
): Promise<void> => {
  await db
    .update(customers)
    .set({
      passwordHash: params.passwordHash,
      passwordChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(params.markEmailVerified
        ? { emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` }
        : {}),
    })
    .where(eq(customers.id, params.id));
};

/** The same password, re-hashed with today's parameters (not a password change). */
export const upgradePasswordHash = async (
  db: DbOrTx,
  params: { id: number; oldHash: string; newHash: string },
): Promise<void> => {
  await db
    .update(customers)
    .set({ passwordHash: params.newHash })
    .where(and(eq(customers.id, params.id), eq(customers.passwordHash, params.oldHash)));
};

export const markEmailVerified = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(customers)
    .set({
      emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, id));
};

export const recordLogin = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(customers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(customers.id, id));
};

export type ProfileChanges = {
  firstName: string;
  lastName: string;
  gender?: string | null;
  dateOfBirth?: string | null;
  phone?: string | null;
  /** true records the consent time (kept if already given); false clears it. */
  marketingConsent?: boolean;
};

export const updateProfile = async (
  db: DbOrTx,
  params: { id: number; changes: ProfileChanges },
): Promise<void> => {
  const { marketingConsent, ...columns } = params.changes;
  await db
    .update(customers)
    .set({
      ...columns,
      ...(marketingConsent === undefined
        ? {}
        : {
            marketingConsentAt: marketingConsent
              ? sql`coalesce(${customers.marketingConsentAt}, now())`
              : null,
          }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(customers.id, params.id), isNull(customers.deletedAt)));
};

/**
 * PDPA erasure: every personal column emptied, `deleted_at` set. The row stays as a pseudonymous
 * anchor (orders kept for tax will point at it); its e-mail key is free for a new registration.
 */
export const erasePersonalData = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(customers)
    .set({
      email: null,
      emailKey: null,
      emailVerifiedAt: null,
      passwordHash: null,
      passwordChangedAt: null,
      firstName: '',
      lastName: '',
      gender: null,
      dateOfBirth: null,
      phone: null,
      shippingAddressId: null,
      marketingConsentAt: null,
      lastLoginAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, id));
};

// ---- e-mailed single-use tokens ------------------------------------------------------------

export const insertToken = async (
  db: DbOrTx,
  params: {
    customerId: number;
    purpose: TokenPurpose;
    tokenHash: string;
    email: string | null;
    lifetimeSeconds: number;
  },
): Promise<void> => {
  await db.insert(customerTokens).values({
    customerId: params.customerId,
    purpose: params.purpose,
    tokenHash: params.tokenHash,
    email: params.email,
    expiresAt: sql`now() + (${params.lifetimeSeconds}::int * interval '1 second')`,
  });
};

/** Ends every unused token of one purpose (a newer one replaces them). */
export const invalidateTokens = async (
  db: DbOrTx,
  params: { customerId: number; purpose: TokenPurpose },
): Promise<void> => {
  await db
    .update(customerTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(customerTokens.customerId, params.customerId),
        eq(customerTokens.purpose, params.purpose),
        isNull(customerTokens.usedAt),
      ),
    );
};

const liveTokenOf = (params: { tokenHash: string; purpose: TokenPurpose; guid: string }) =>
  and(
    eq(customerTokens.tokenHash, params.tokenHash),
    eq(customerTokens.purpose, params.purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, sql`now()`),
    eq(
      customerTokens.customerId,
      sql`(select ${customers.id} from ${customers} where ${customers.guid} = ${params.guid} and ${customers.deletedAt} is null)`,
    ),
  );

/** The customer an unused, unexpired token names, if the link's guid is that customer's (reads only). */
export const findLiveToken = async (
  db: DbOrTx,
  params: { tokenHash: string; purpose: TokenPurpose; guid: string },
): Promise<{ customerId: number; email: string | null } | undefined> => {
  const [row] = await db
    .select({ customerId: customerTokens.customerId, email: customerTokens.email })
    .from(customerTokens)
    .where(liveTokenOf(params))
    .limit(1);
  return row;
};

/**
 * Uses a token up, atomically: of concurrent requests with the same token exactly one gets the row
 * (`UPDATE ... WHERE used_at IS NULL AND expires_at > now() RETURNING`).
 */
export const consumeToken = async (
  db: DbOrTx,
  params: { tokenHash: string; purpose: TokenPurpose; guid: string },
): Promise<{ customerId: number; email: string | null } | undefined> => {
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: sql`now()` })
    .where(liveTokenOf(params))
    .returning({ customerId: customerTokens.customerId, email: customerTokens.email });
  return row;
};

export const deleteCustomerTokens = async (db: DbOrTx, customerId: number): Promise<void> => {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
};

// ---- identities and addresses (read here for the profile, export and deletion) --------------

export const findIdentities = async (
  db: DbOrTx,
  customerId: number,
): Promise<CustomerIdentityRow[]> =>
  db
    .select()
    .from(customerIdentities)
    .where(eq(customerIdentities.customerId, customerId))
    .orderBy(asc(customerIdentities.createdAt), asc(customerIdentities.id));

export const deleteIdentities = async (db: DbOrTx, customerId: number): Promise<void> => {
  await db.delete(customerIdentities).where(eq(customerIdentities.customerId, customerId));
};

export const findAddressesForExport = async (
  db: DbOrTx,
  customerId: number,
): Promise<CustomerAddressRow[]> =>
  db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.displayOrder), asc(customerAddresses.id));

export const deleteAddresses = async (db: DbOrTx, customerId: number): Promise<void> => {
  // The customer's chosen shipping address points into these rows; it was cleared with the profile.
  await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
};

/** Forgets e-mailed link tokens that were used or expired more than `days` days ago. Returns how many. */
export const deleteSpentTokens = async (db: DbOrTx, days: number): Promise<number> => {
  const cutoff = sql`now() - (${days}::int * interval '1 day')`;
  const rows = await db
    .delete(customerTokens)
    .where(
      sql`least(${customerTokens.expiresAt}, coalesce(${customerTokens.usedAt}, 'infinity')) < ${cutoff}`,
    )
    .returning({ id: customerTokens.id });
  return rows.length;
};
