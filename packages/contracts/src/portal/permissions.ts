import { z } from 'zod';

/**
 * What a member of a publisher organisation may do in the portal (issue 25, ADR 0019). The set is
 * closed (the API checks each on the server); which role holds which is data
 * (`portal_role_permissions`), seeded with `DEFAULT_PORTAL_ROLE_PERMISSIONS`.
 */
export const PORTAL_PERMISSIONS = [
  'titles.read',
  'titles.write',
  'sales.read',
  'money.read',
  'members.manage',
  'messages.reply',
] as const;
export type PortalPermission = (typeof PORTAL_PERMISSIONS)[number];
export const PortalPermissionSchema = z.enum(PORTAL_PERMISSIONS);

/** A member's role: the owner (the applicant), editors, and a finance viewer. */
export const PORTAL_ROLES = ['owner', 'editor', 'finance'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];
export const PortalRoleSchema = z.enum(PORTAL_ROLES);

export const DEFAULT_PORTAL_ROLE_PERMISSIONS: Record<PortalRole, readonly PortalPermission[]> = {
  owner: PORTAL_PERMISSIONS,
  editor: ['titles.read', 'titles.write', 'sales.read', 'messages.reply'],
  finance: ['sales.read', 'money.read'],
};
