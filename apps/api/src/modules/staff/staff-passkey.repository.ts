import { and, asc, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffPasskeyChallenges, staffPasskeys } from '../../db/schema/index.js';

/** Staff passkeys and their one-time WebAuthn challenges (docs/back-office.md "Passkeys"). */

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type PasskeyChallengeRow = typeof staffPasskeyChallenges.$inferSelect;

export const listPasskeysOfStaff = async (
  db: DbOrTx,
  staffId: number,
): Promise<StaffPasskeyRow[]> =>
  db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));

export const findPasskeyByCredentialId = async (
  db: DbOrTx,
  credentialId: string,
): Promise<StaffPasskeyRow | undefined> => {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.credentialId, credentialId));
  return row;
};

/** A new passkey, or undefined when its credential id is already kept (for anyone). */
export const insertPasskeyIfNew = async (
  db: DbOrTx,
  values: {
    staffId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
    backedUp: boolean;
  },
): Promise<StaffPasskeyRow | undefined> => {
  const [row] = await db.insert(staffPasskeys).values(values).onConflictDoNothing().returning();
  return row;
};

/**
 * Records a sign-in with the passkey: the authenticator's new counter, only if the counter is
 * still the one the signature was checked against (two sign-ins at once: one gets in).
 */
export const usePasskey = async (
  db: DbOrTx,
  params: { id: number; fromCounter: number; toCounter: number; backedUp: boolean; at: Date },
): Promise<boolean> => {
  const rows = await db
    .update(staffPasskeys)
    .set({ counter: params.toCounter, backedUp: params.backedUp, lastUsedAt: params.at })
    .where(and(eq(staffPasskeys.id, params.id), eq(staffPasskeys.counter, params.fromCounter)))
    .returning({ id: staffPasskeys.id });
  return rows.length > 0;
};

/** Removes one of the member's passkeys; undefined when they have none of that id. */
export const deletePasskey = async (
  db: DbOrTx,
  params: { id: number; staffId: number },
): Promise<StaffPasskeyRow | undefined> => {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, params.id), eq(staffPasskeys.staffId, params.staffId)))
    .returning();
  return row;
};

/** Every passkey of the member goes (an owner resets the account). */
export const deletePasskeysOfStaff = async (db: DbOrTx, staffId: number): Promise<number> => {
  const rows = await db
    .delete(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .returning({ id: staffPasskeys.id });
  return rows.length;
};

// ------------------------------------------------------------------------ challenges

/**
 * Keeps a new challenge. Expired ones go first, and of the address's open challenges only the
 * newest `keepPerIp` stay: asking again and again fills nothing.
 */
export const insertPasskeyChallenge = async (
  db: DbOrTx,
  values: {
    purpose: 'register' | 'login';
    attemptHash: string;
    challenge: string;
    staffId?: number;
    sessionId?: number;
    emailKey?: string;
    ip: string | null;
    expiresAt: Date;
  },
  options: { now: Date; keepPerIp: number },
): Promise<void> => {
  const { ip } = values;
  const newest =
    ip === null
      ? undefined
      : db
          .select({ id: staffPasskeyChallenges.id })
          .from(staffPasskeyChallenges)
          .where(eq(staffPasskeyChallenges.ip, ip))
          .orderBy(desc(staffPasskeyChallenges.id))
          .limit(Math.max(options.keepPerIp - 1, 0));
  await db
    .delete(staffPasskeyChallenges)
    .where(
      or(
        lt(staffPasskeyChallenges.expiresAt, options.now),
        ip === null || newest === undefined
          ? undefined
          : and(eq(staffPasskeyChallenges.ip, ip), notInArray(staffPasskeyChallenges.id, newest)),
      ),
    );
  await db.insert(staffPasskeyChallenges).values(values);
};

/**
 * Takes the attempt's challenge: it is deleted as it is read, so it serves one answer only,
 * whatever that answer is. Undefined when the attempt is unknown, used or past its time.
 */
export const takePasskeyChallenge = async (
  db: DbOrTx,
  attemptHash: string,
  now: Date,
): Promise<PasskeyChallengeRow | undefined> => {
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(eq(staffPasskeyChallenges.attemptHash, attemptHash))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
};

/** How many passkeys the member has (counted under the member's row lock when adding one). */
export const countPasskeysOfStaff = async (db: DbOrTx, staffId: number): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId));
  return row?.count ?? 0;
};
