import { z } from 'zod';
import { envelope } from '../envelope.js';
import {
  StaffLoginBodySchema,
  StaffMeResponseSchema,
  StaffSessionIssuedSchema,
  StaffSetupBodySchema,
  StaffSetupInfoResponseSchema,
  StaffSetupParamsSchema,
} from './auth.js';
import { AdminListQuerySchema, AdminOkSchema, adminPage } from './common.js';
import { PermissionSchema, StaffRoleSchema } from './permissions.js';
import { adminRoute } from './route.js';

export const AuditEntrySchema = z.object({
  Id: z.string(),
  At: z.string(),
  StaffId: z.number().int().nullable(),
  StaffEmail: z.string().nullable(),
  Action: z.string(),
  EntityType: z.string(),
  EntityId: z.string().nullable(),
  Before: z.unknown().nullable(),
  After: z.unknown().nullable(),
  Reason: z.string().nullable(),
  Ip: z.string().nullable(),
  RequestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = AdminListQuerySchema.extend({
  StaffId: z.coerce.number().int().optional(),
  EntityType: z.string().max(40).optional(),
  EntityId: z.string().max(64).optional(),
  Action: z.string().max(60).optional(),
  From: z.iso.datetime({ offset: true }).optional(),
  To: z.iso.datetime({ offset: true }).optional(),
});

/**
 * A staff member as the staff list shows them. `Status`: `invited` until the set-up link is used
 * (no password and authenticator yet), `active`, or `disabled` (cannot sign in; sessions ended).
 */
export const StaffMemberSchema = z.object({
  Id: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Role: StaffRoleSchema,
  Language: z.enum(['th', 'en']),
  Status: z.enum(['invited', 'active', 'disabled']),
  CreatedAt: z.string(),
  LastLoginAt: z.string().nullable(),
  DisabledAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListQuerySchema = AdminListQuerySchema.extend({
  Role: StaffRoleSchema.optional(),
  Status: z.enum(['invited', 'active', 'disabled']).optional(),
});

export const StaffIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

export const StaffCreateBodySchema = z
  .object({
    Email: z.string().trim().email().max(320),
    DisplayName: z.string().trim().min(1).max(200),
    Role: StaffRoleSchema,
    Language: z.enum(['th', 'en']).default('th'),
  })
  .strict();
export type StaffCreateBody = z.infer<typeof StaffCreateBodySchema>;

export const StaffUpdateBodySchema = z
  .object({
    DisplayName: z.string().trim().min(1).max(200).optional(),
    Role: StaffRoleSchema.optional(),
    Language: z.enum(['th', 'en']).optional(),
  })
  .strict();
export type StaffUpdateBody = z.infer<typeof StaffUpdateBodySchema>;

/**
 * A staff member with a one-time set-up link (new member, or a reset): the link is shown once and
 * only its hash is kept. It sets a password and an authenticator, and lives 24 hours.
 */
export const StaffWithSetupLinkSchema = StaffMemberSchema.extend({
  SetupUrl: z.string(),
  SetupExpiresAt: z.string(),
});

/** A role and the permissions it holds (data; the owner role always holds every one). */
export const StaffRoleInfoSchema = z.object({
  Id: StaffRoleSchema,
  NameTh: z.string(),
  NameEn: z.string(),
  Permissions: z.array(PermissionSchema),
  /** Enabled staff members with this role. */
  StaffCount: z.number().int(),
});
export type StaffRoleInfo = z.infer<typeof StaffRoleInfoSchema>;

export const StaffRoleParamsSchema = z.object({ id: z.string().min(1).max(40) });

export const StaffRoleUpdateBodySchema = z
  .object({ Permissions: z.array(PermissionSchema).max(100) })
  .strict();

/** Staff sign-in, set-up, their own session, staff and roles, and the audit log. */
export const STAFF_ADMIN_ROUTES = {
  adminSetupInfo: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/auth/setup/:token',
    access: 'public',
    params: StaffSetupParamsSchema,
    response: StaffSetupInfoResponseSchema,
  }),
  adminSetupComplete: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/setup',
    access: 'public',
    body: StaffSetupBodySchema,
    response: StaffSessionIssuedSchema,
    session: 'issues',
  }),
  adminLogin: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/login',
    access: 'public',
    body: StaffLoginBodySchema,
    response: StaffSessionIssuedSchema,
    session: 'issues',
  }),
  adminLogout: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/logout',
    access: 'staff',
    response: envelope(AdminOkSchema),
    session: 'ends',
  }),
  adminMe: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/auth/me',
    access: 'staff',
    response: StaffMeResponseSchema,
  }),
  adminStaffList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/staff',
    access: 'staff',
    permission: 'staff.manage',
    query: StaffListQuerySchema,
    response: envelope(adminPage(StaffMemberSchema)),
  }),
  adminStaffGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/staff/:id',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffIdParamsSchema,
    response: envelope(StaffMemberSchema),
  }),
  adminStaffCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/staff',
    access: 'staff',
    permission: 'staff.manage',
    body: StaffCreateBodySchema,
    response: envelope(StaffWithSetupLinkSchema),
  }),
  adminStaffUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/staff/:id',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffIdParamsSchema,
    body: StaffUpdateBodySchema,
    response: envelope(StaffMemberSchema),
  }),
  adminStaffDisable: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/staff/:id/disable',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffIdParamsSchema,
    response: envelope(StaffMemberSchema),
  }),
  adminStaffEnable: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/staff/:id/enable',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffIdParamsSchema,
    response: envelope(StaffMemberSchema),
  }),
  adminStaffResetLink: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/staff/:id/setup-link',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffIdParamsSchema,
    response: envelope(StaffWithSetupLinkSchema),
  }),
  adminRolesList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/roles',
    access: 'staff',
    permission: 'staff.manage',
    response: envelope(adminPage(StaffRoleInfoSchema)),
  }),
  adminRoleGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/roles/:id',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffRoleParamsSchema,
    response: envelope(StaffRoleInfoSchema),
  }),
  adminRoleUpdate: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/roles/:id',
    access: 'staff',
    permission: 'staff.manage',
    params: StaffRoleParamsSchema,
    body: StaffRoleUpdateBodySchema,
    response: envelope(StaffRoleInfoSchema),
  }),
  adminAuditList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/audit',
    access: 'staff',
    permission: 'audit.read',
    query: AuditListQuerySchema,
    response: envelope(adminPage(AuditEntrySchema)),
  }),
} as const;
