import { z } from 'zod';

/**
 * What a staff member may do in the back office (issue 24). The set of permissions is closed (the
 * API checks each on the server); which role holds which is data (`staff_role_permissions`),
 * seeded with `DEFAULT_ROLE_PERMISSIONS` and changeable by an owner.
 */
export const PERMISSIONS = [
  'catalog.read',
  'catalog.write',
  'orders.read',
  'orders.manage',
  'orders.refund',
  'promotions.read',
  'promotions.write',
  'content.read',
  'content.write',
  'moderation.write',
  'publishers.review',
  'customers.read',
  'customers.write',
  'operations.read',
  'operations.write',
  'reports.read',
  /** Royalties: payee details, statements issued, payouts marked paid, withholding rates. */
  'finance.write',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PermissionSchema = z.enum(PERMISSIONS);

export const STAFF_ROLES = [
  'owner',
  'catalog_editor',
  'orders_support',
  'marketing',
  'content_moderation',
  'finance',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** The roles' permissions the store starts with (seeded once; owners may change them later). */
export const DEFAULT_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  catalog_editor: ['catalog.read', 'catalog.write', 'reports.read'],
  orders_support: [
    'orders.read',
    'orders.manage',
    'orders.refund',
    'customers.read',
    'customers.write',
    'catalog.read',
  ],
  marketing: ['promotions.read', 'promotions.write', 'catalog.read', 'reports.read'],
  content_moderation: [
    'content.read',
    'content.write',
    'moderation.write',
    'publishers.review',
    'catalog.read',
  ],
  finance: ['reports.read', 'finance.write', 'orders.read', 'promotions.read', 'audit.read'],
};
