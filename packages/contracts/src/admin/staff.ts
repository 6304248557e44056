import { z } from 'zod';
import { envelope } from '../envelope.js';
import {
  StaffLoginBodySchema,
  StaffMeResponseSchema,
  StaffSetupBodySchema,
  StaffSetupInfoResponseSchema,
  StaffSetupParamsSchema,
} from './auth.js';
import { AdminListQuerySchema, AdminOkSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/** A session just issued: the admin front's server keeps the token in an HttpOnly cookie. */
export const StaffSessionIssuedSchema = envelope(
  z.object({ SessionToken: z.string().optional() }).loose(),
);

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

/** Staff sign-in, set-up, their own session, and the audit log. */
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
