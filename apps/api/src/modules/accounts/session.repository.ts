import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerSessions, customers, type CustomerSessionRow } from '../../db/schema/index.js';

export type NewSession = {
  customerId: number;
  tokenHash: string;
  authMethod: string;
  idleSeconds: number;
  deviceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  expiresAt: Date;
  absoluteExpiresAt: Date;
};

/**
 * A new session, unless staff locked the customer (docs/back-office.md "Customers"): then none is
 * made and undefined comes back. A session made while a lock commits is harmless: a locked
 * customer's sessions are never found (`findActiveSession`).
 */
export const insertSession = async (
  db: DbOrTx,
  session: NewSession,
): Promise<CustomerSessionRow | undefined> => {
  const [owner] = await db
    .select({ lockedAt: customers.lockedAt })
    .from(customers)
    .where(eq(customers.id, session.customerId));
  if (owner?.lockedAt) return undefined;
  const [row] = await db.insert(customerSessions).values(session).returning();
  if (!row) throw new Error('insert into customer_sessions returned no row');
  return row;
};

export type ActiveSession = {
  sessionId: string;
  customerId: number;
  authMethod: string;
  authenticatedAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  idleSeconds: number;
  lastUsedAt: Date;
};

/**
 * The live session a token hash names: not revoked, not expired, its customer neither deleted nor
 * locked by staff.
 */
export const findActiveSession = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<ActiveSession | undefined> => {
  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      customerId: customerSessions.customerId,
      authMethod: customerSessions.authMethod,
      authenticatedAt: customerSessions.authenticatedAt,
      expiresAt: customerSessions.expiresAt,
      absoluteExpiresAt: customerSessions.absoluteExpiresAt,
      idleSeconds: customerSessions.idleSeconds,
      lastUsedAt: customerSessions.lastUsedAt,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, tokenHash),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, sql`now()`),
        isNull(customers.deletedAt),
        isNull(customers.lockedAt),
      ),
    )
    .limit(1);
  return row;
};

/** Slides the expiry forward; written at most once a minute per session so reads stay reads. */
export const touchSession = async (
  db: DbOrTx,
  params: { sessionId: string; expiresAt: Date },
): Promise<void> => {
  await db
    .update(customerSessions)
    .set({ lastUsedAt: sql`now()`, expiresAt: params.expiresAt })
    .where(
      and(
        eq(customerSessions.id, params.sessionId),
        lt(customerSessions.lastUsedAt, sql`now() - interval '1 minute'`),
      ),
    );
};

export const revokeSession = async (db: DbOrTx, sessionId: string): Promise<void> => {
  await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
};

/** Revokes every live session of a customer, except `exceptSessionId` when given. */
export const revokeCustomerSessions = async (
  db: DbOrTx,
  params: { customerId: number; exceptSessionId?: string },
): Promise<number> => {
  const rows = await db
    .update(customerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerSessions.customerId, params.customerId),
        isNull(customerSessions.revokedAt),
        params.exceptSessionId ? ne(customerSessions.id, params.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: customerSessions.id });
  return rows.length;
};

export const findCustomerSessions = async (
  db: DbOrTx,
  customerId: number,
): Promise<CustomerSessionRow[]> =>
  db
    .select()
    .from(customerSessions)
    .where(eq(customerSessions.customerId, customerId))
    .orderBy(customerSessions.createdAt);

/** Account deletion: the IP address, browser and device of each past sign-in are personal data. */
export const eraseSessionDetails = async (db: DbOrTx, customerId: number): Promise<void> => {
  await db
    .update(customerSessions)
    .set({ ipAddress: null, userAgent: null, deviceId: null })
    .where(eq(customerSessions.customerId, customerId));
};

/** Whether the customer has signed in from this address in the last `days` days. */
export const hasSignedInFrom = async (
  db: DbOrTx,
  params: { customerId: number; ipAddress: string; days: number },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, params.customerId),
        eq(customerSessions.ipAddress, params.ipAddress),
        gt(customerSessions.createdAt, sql`now() - (${params.days}::int * interval '1 day')`),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Forgets sessions that ended (expired or revoked) more than `days` days ago: they can never be used
 * again, and the address of a sign-in is personal data. Returns how many.
 */
export const deleteEndedSessions = async (db: DbOrTx, days: number): Promise<number> => {
  const cutoff = sql`now() - (${days}::int * interval '1 day')`;
  const rows = await db
    .delete(customerSessions)
    .where(
      sql`least(${customerSessions.expiresAt}, ${customerSessions.absoluteExpiresAt}, coalesce(${customerSessions.revokedAt}, 'infinity')) < ${cutoff}`,
    )
    .returning({ id: customerSessions.id });
  return rows.length;
};
