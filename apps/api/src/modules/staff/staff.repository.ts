import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  staff,
  staffRolePermissions,
  staffRoles,
  staffSessions,
  staffSetupLinks,
} from '../../db/schema/index.js';

export { ensureSecret } from '../../lib/store-secrets.repository.js';
// An owner's reset removes the member's passkeys with the password and the authenticator.
export { deletePasskeysOfStaff } from './staff-passkey.repository.js';

export type StaffRow = typeof staff.$inferSelect;

/** Staff e-mails are stored as their key (trimmed, NFC, lower case): one spelling per person. */
export const findStaffByEmail = async (
  db: DbOrTx,
  emailKey: string,
): Promise<StaffRow | undefined> => {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${emailKey}`);
  return row;
};

export const findStaffById = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffRow | undefined> => {
  const query = db.select().from(staff).where(eq(staff.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

/** A new staff member, or undefined when the e-mail is taken (unique index on lower(email)). */
export const insertStaffIfNew = async (
  db: DbOrTx,
  values: { email: string; displayName: string; role: string; language: string },
): Promise<StaffRow | undefined> => {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
};

export const updateStaff = async (
  db: DbOrTx,
  id: number,
  patch: Partial<
    Pick<
      StaffRow,
      | 'displayName'
      | 'role'
      | 'language'
      | 'passwordHash'
      | 'totpSecretSealed'
      | 'totpPendingSealed'
      | 'totpLastStep'
      | 'failedLogins'
      | 'disabledAt'
      | 'lastLoginAt'
    >
  >,
): Promise<StaffRow | undefined> => {
  const [row] = await db.update(staff).set(patch).where(eq(staff.id, id)).returning();
  return row;
};

/** Whether the store has any staff member at all (the demo store's first owner). */
export const hasAnyStaff = async (db: DbOrTx): Promise<boolean> => {
  const rows = await db.select({ id: staff.id }).from(staff).limit(1);
  return rows.length > 0;
};

/**
 * The enabled owners, their rows locked until the transaction ends: two owners disabling each
 * other at once are counted one after the other, so the store always keeps one.
 */
export const lockEnabledOwners = async (db: DbOrTx): Promise<number[]> => {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
};

/** Accepts a TOTP time step only when it is later than the last one (atomic: no replay race). */
export const acceptTotpStep = async (db: DbOrTx, id: number, step: number): Promise<boolean> => {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staff.id, id),
        sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staff.id });
  return rows.length > 0;
};

export const countFailedStaffLogin = async (db: DbOrTx, id: number): Promise<void> => {
  await db
    .update(staff)
    .set({ failedLogins: sql`${staff.failedLogins} + 1` })
    .where(eq(staff.id, id));
};

// ------------------------------------------------------------------------ set-up links

export type LiveSetupLink = { linkId: number; expiresAt: Date; member: StaffRow };

/** An unused, unexpired set-up link of an enabled staff member. */
export const findLiveSetupLink = async (
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<LiveSetupLink | undefined> => {
  const query = db
    .select({ linkId: staffSetupLinks.id, expiresAt: staffSetupLinks.expiresAt, member: staff })
    .from(staffSetupLinks)
    .innerJoin(staff, eq(staff.id, staffSetupLinks.staffId))
    .where(
      and(
        eq(staffSetupLinks.tokenHash, tokenHash),
        isNull(staffSetupLinks.usedAt),
        gt(staffSetupLinks.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

export const insertSetupLink = async (
  db: DbOrTx,
  link: { staffId: number; tokenHash: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(staffSetupLinks).values(link);
};

/** Ends the member's open links (a newer one replaces them, or the member is disabled). */
export const endSetupLinks = async (db: DbOrTx, staffId: number, at: Date): Promise<void> => {
  await db
    .update(staffSetupLinks)
    .set({ usedAt: at })
    .where(and(eq(staffSetupLinks.staffId, staffId), isNull(staffSetupLinks.usedAt)));
};

/** Uses the link; false when another request used it first. */
export const useSetupLink = async (db: DbOrTx, linkId: number, at: Date): Promise<boolean> => {
  const rows = await db
    .update(staffSetupLinks)
    .set({ usedAt: at })
    .where(and(eq(staffSetupLinks.id, linkId), isNull(staffSetupLinks.usedAt)))
    .returning({ id: staffSetupLinks.id });
  return rows.length > 0;
};

/** Ends every live session of the member (disabled, reset, or signed in anew elsewhere). */
export const revokeSessionsOfStaff = async (
  db: DbOrTx,
  staffId: number,
  at: Date,
): Promise<void> => {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
};

/** Whether the member started a session from this address in the last `days` days. */
export const hasStaffSignedInFrom = async (
  db: DbOrTx,
  params: { staffId: number; ip: string; days: number },
): Promise<boolean> => {
  const rows = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, params.staffId),
        eq(staffSessions.ip, params.ip),
        gt(staffSessions.createdAt, sql`now() - (${params.days}::int * interval '1 day')`),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

// ------------------------------------------------------------------------ the list

export type StaffStatus = 'invited' | 'active' | 'disabled';

export type StaffFilter = { text?: string; role?: string; status?: StaffStatus };

export type StaffSort = 'Id' | 'CreatedAt' | 'Email' | 'DisplayName' | 'Role' | 'LastLoginAt';

const SORT_COLUMNS = {
  Id: staff.id,
  CreatedAt: staff.createdAt,
  Email: staff.email,
  DisplayName: staff.displayName,
  Role: staff.role,
  LastLoginAt: staff.lastLoginAt,
} as const;

const statusCondition = (status: StaffStatus): SQL | undefined => {
  switch (status) {
    case 'disabled':
      return isNotNull(staff.disabledAt);
    case 'invited':
      return and(isNull(staff.disabledAt), isNull(staff.passwordHash));
    case 'active':
      return and(isNull(staff.disabledAt), isNotNull(staff.passwordHash));
  }
};

export const listStaff = async (
  db: DbOrTx,
  filter: StaffFilter,
  page: { limit: number; offset: number; sort: StaffSort; order: 'ASC' | 'DESC' },
): Promise<StaffRow[]> => {
  const pattern = filter.text ? `%${filter.text.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const conditions = [
    pattern ? or(ilike(staff.email, pattern), ilike(staff.displayName, pattern)) : undefined,
    filter.role ? eq(staff.role, filter.role) : undefined,
    filter.status ? statusCondition(filter.status) : undefined,
  ].filter((condition) => condition !== undefined);
  const direction = page.order === 'ASC' ? asc : desc;
  return db
    .select()
    .from(staff)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(direction(SORT_COLUMNS[page.sort]), direction(staff.id))
    .limit(page.limit)
    .offset(page.offset);
};

// ------------------------------------------------------------------------ roles

export type RoleRow = {
  key: string;
  nameTh: string;
  nameEn: string;
  permissions: string[];
  staffCount: number;
};

const roleColumns = {
  key: staffRoles.key,
  nameTh: staffRoles.nameTh,
  nameEn: staffRoles.nameEn,
  permissions: sql<string[]>`coalesce((select array_agg(p.permission order by p.permission)
      from ${staffRolePermissions} p where p.role = ${staffRoles.key}), '{}')`,
  staffCount: sql<number>`(select count(*)::int from ${staff} s
      where s.role = ${staffRoles.key} and s.disabled_at is null)`,
};

export const listRoles = async (db: DbOrTx): Promise<RoleRow[]> =>
  db.select(roleColumns).from(staffRoles);

/** One role; with `forUpdate` its row stays locked (one change of its permissions at a time). */
export const findRole = async (
  db: DbOrTx,
  key: string,
  options: { forUpdate?: boolean } = {},
): Promise<RoleRow | undefined> => {
  if (options.forUpdate)
    await db
      .select({ key: staffRoles.key })
      .from(staffRoles)
      .where(eq(staffRoles.key, key))
      .for('update');
  const [row] = await db.select(roleColumns).from(staffRoles).where(eq(staffRoles.key, key));
  return row;
};

export const replaceRolePermissions = async (
  db: DbOrTx,
  role: string,
  permissions: readonly string[],
): Promise<void> => {
  await db.delete(staffRolePermissions).where(eq(staffRolePermissions.role, role));
  if (permissions.length > 0)
    await db
      .insert(staffRolePermissions)
      .values(permissions.map((permission) => ({ role, permission })));
};
