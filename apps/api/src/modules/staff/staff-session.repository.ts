import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staff, staffRolePermissions, staffSessions } from '../../db/schema/index.js';

export type StaffSessionRow = {
  sessionId: number;
  staffId: number;
  email: string;
  displayName: string;
  role: string;
  language: string;
  lastSeenAt: Date;
  expiresAt: Date;
  permissions: string[];
};

/** The live session a token hash names: not revoked, not past its hard end, its staff enabled. */
export const findLiveStaffSession = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<StaffSessionRow | undefined> => {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      email: staff.email,
      displayName: staff.displayName,
      role: staff.role,
      language: staff.language,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${staffRolePermissions.permission}) from ${staffRolePermissions} where ${staffRolePermissions.role} = ${staff.role}), '{}')`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staff.disabledAt),
      ),
    );
  return row;
};

export const touchStaffSession = async (db: DbOrTx, sessionId: number, at: Date): Promise<void> => {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, sessionId));
};

export const revokeStaffSession = async (
  db: DbOrTx,
  sessionId: number,
  at: Date,
): Promise<void> => {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
};

export const insertStaffSession = async (
  db: DbOrTx,
  session: {
    staffId: number;
    tokenHash: string;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<number> => {
  const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
  if (!row) throw new Error('insert into staff_sessions returned no row');
  return row.id;
};
