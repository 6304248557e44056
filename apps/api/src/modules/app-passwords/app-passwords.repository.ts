import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appPasswords, customers } from '../../db/schema/index.js';

export type AppPasswordRow = {
  id: number;
  name: string;
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const listed = {
  id: appPasswords.id,
  name: appPasswords.name,
  hint: appPasswords.hint,
  createdAt: appPasswords.createdAt,
  lastUsedAt: appPasswords.lastUsedAt,
};

/** The customer's live (not revoked) app passwords, newest first. */
export const findAppPasswords = async (db: DbOrTx, customerId: number): Promise<AppPasswordRow[]> =>
  db
    .select(listed)
    .from(appPasswords)
    .where(and(eq(appPasswords.customerId, customerId), isNull(appPasswords.revokedAt)))
    .orderBy(desc(appPasswords.createdAt), desc(appPasswords.id));

export const countAppPasswords = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appPasswords)
    .where(and(eq(appPasswords.customerId, customerId), isNull(appPasswords.revokedAt)));
  return row?.n ?? 0;
};

export const insertAppPassword = async (
  db: DbOrTx,
  params: { customerId: number; name: string; secretHash: string; hint: string },
): Promise<AppPasswordRow> => {
  const [row] = await db.insert(appPasswords).values(params).returning(listed);
  if (!row) throw new Error('insert into app_passwords returned no row');
  return row;
};

/** Revokes the customer's app password; false when it is not theirs or already revoked. */
export const revokeAppPassword = async (
  db: DbOrTx,
  params: { customerId: number; id: number },
): Promise<boolean> => {
  const rows = await db
    .update(appPasswords)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(appPasswords.id, params.id),
        eq(appPasswords.customerId, params.customerId),
        isNull(appPasswords.revokedAt),
      ),
    )
    .returning({ id: appPasswords.id });
  return rows.length > 0;
};

/** Revokes every live app password of a customer (sessions revoked, account deleted). */
export const revokeCustomerAppPasswords = async (
  db: DbOrTx,
  customerId: number,
): Promise<number> => {
  const rows = await db
    .update(appPasswords)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(appPasswords.customerId, customerId), isNull(appPasswords.revokedAt)))
    .returning({ id: appPasswords.id });
  return rows.length;
};

/**
 * The live app password with this hash, if it belongs to the live account with this e-mail key:
 * a revoked password, a deleted account or another account's e-mail find nothing.
 */
export const findLiveAppPassword = async (
  db: DbOrTx,
  params: { secretHash: string; emailKey: string },
): Promise<{ id: number; customerId: number; lastUsedAt: Date | null } | undefined> => {
  const [row] = await db
    .select({
      id: appPasswords.id,
      customerId: appPasswords.customerId,
      lastUsedAt: appPasswords.lastUsedAt,
    })
    .from(appPasswords)
    .innerJoin(customers, eq(customers.id, appPasswords.customerId))
    .where(
      and(
        eq(appPasswords.secretHash, params.secretHash),
        isNull(appPasswords.revokedAt),
        eq(customers.emailKey, params.emailKey),
        isNull(customers.deletedAt),
        // Staff locked the account (docs/back-office.md "Customers").
        isNull(customers.lockedAt),
      ),
    )
    .limit(1);
  return row;
};

/**
 * Notes a use: `last_used_at` and `use_count` move at most once a minute per password, so a
 * reading app's burst of requests writes one row, not one per request.
 */
export const touchAppPassword = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(appPasswords)
    .set({ lastUsedAt: sql`now()`, useCount: sql`${appPasswords.useCount} + 1` })
    .where(
      and(
        eq(appPasswords.id, id),
        sql`(${appPasswords.lastUsedAt} is null or ${appPasswords.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
};
