import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { staffRolePermissions, staffRoles } from '../../db/schema/index.js';

export const upsertRole = async (
  db: DbOrTx,
  role: { key: string; nameTh: string; nameEn: string },
): Promise<boolean> => {
  const rows = await db
    .insert(staffRoles)
    .values(role)
    .onConflictDoNothing()
    .returning({ key: staffRoles.key });
  return rows.length > 0;
};

export const grantPermissions = async (
  db: DbOrTx,
  role: string,
  permissions: readonly string[],
): Promise<void> => {
  if (permissions.length === 0) return;
  await db
    .insert(staffRolePermissions)
    .values(permissions.map((permission) => ({ role, permission })))
    .onConflictDoNothing();
};

export const countRoles = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffRoles);
  return row?.n ?? 0;
};
