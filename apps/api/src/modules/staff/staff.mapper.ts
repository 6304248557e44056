import {
  PERMISSIONS,
  type AuditEntry,
  type Permission,
  type StaffMember,
  type StaffRole,
  type StaffRoleInfo,
} from '@nangsue/contracts/admin';
import type { auditLog } from '../../db/schema/index.js';
import type { RoleRow, StaffRow } from './staff.repository.js';

/** A staff e-mail as stored and compared: trimmed, NFC, lower case (one spelling per person). */
export const staffEmailKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const staffStatusOf = (row: Pick<StaffRow, 'disabledAt' | 'passwordHash'>) =>
  row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited';

export const toStaffMember = (row: StaffRow): StaffMember => ({
  Id: row.id,
  Email: row.email,
  DisplayName: row.displayName,
  Role: row.role as StaffRole,
  Language: row.language === 'en' ? 'en' : 'th',
  Status: staffStatusOf(row),
  CreatedAt: row.createdAt.toISOString(),
  LastLoginAt: iso(row.lastLoginAt),
  DisabledAt: iso(row.disabledAt),
});

/** Permissions in the contracts' order, unknown ones (of an older release) left out. */
export const orderedPermissions = (permissions: Iterable<string>): Permission[] => {
  const held = new Set(permissions);
  return PERMISSIONS.filter((permission) => held.has(permission));
};

export const toRoleInfo = (row: RoleRow): StaffRoleInfo => ({
  Id: row.key as StaffRole,
  NameTh: row.nameTh,
  NameEn: row.nameEn,
  Permissions: orderedPermissions(row.permissions),
  StaffCount: row.staffCount,
});

export const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  Id: String(row.id),
  At: row.at.toISOString(),
  StaffId: row.staffId,
  StaffEmail: row.staffEmail,
  Action: row.action,
  EntityType: row.entityType,
  EntityId: row.entityId,
  Before: row.before ?? null,
  After: row.after ?? null,
  Reason: row.reason,
  Ip: row.ip,
  RequestId: row.requestId,
});
