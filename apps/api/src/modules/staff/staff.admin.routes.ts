import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';
import type { StaffCaller } from './staff-auth.service.js';

const callerOf = (request: FastifyRequest): StaffCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: request.id,
});

const AUTH = ['admin: staff sign-in'];
const STAFF = ['admin: staff and roles'];

/**
 * The back office's own people (issue 24, docs/back-office.md "Staff and audit"): set-up links,
 * sign-in with password and authenticator code or passkey, the session, one's own passkeys, staff members, roles and the audit
 * log. Thin: the services hold the rules and write the audit log.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAuth, staff } = app.services;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminSetupInfo, {
      tags: AUTH,
      summary: 'Open a set-up link: who it is for and the authenticator secret to add',
    }),
    handler: async (request) => ok(await staffAuth.setupInfo(request.params.token)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminSetupComplete, {
      tags: AUTH,
      summary: 'Finish set-up: password and the first authenticator code; starts a session',
    }),
    handler: async (request) => ok(await staffAuth.completeSetup(request.body, callerOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminLogin, {
      tags: AUTH,
      summary: 'Sign in with e-mail, password and authenticator code (one answer for any mistake)',
    }),
    handler: async (request) => ok(await staffAuth.login(request.body, callerOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminLogout, {
      tags: AUTH,
      summary: 'Sign out: the session ends at once',
    }),
    handler: async (request) =>
      ok(await staffAuth.logout(request.requireStaff(), staffActorOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminMe, {
      tags: AUTH,
      summary: 'The signed-in staff member, their permissions and when the session idles out',
    }),
    handler: async (request) => ok(staffAuth.me(request.requireStaff())),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyLoginOptions, {
      tags: AUTH,
      summary: 'Sign in with a passkey, step one: a challenge for this attempt (any e-mail)',
    }),
    handler: async (request) =>
      ok(await staffAuth.passkeyLoginOptions(request.body, callerOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyLogin, {
      tags: AUTH,
      summary: 'Sign in with e-mail, password and a passkey (one answer for any mistake)',
    }),
    handler: async (request) =>
      ok(await staffAuth.loginWithPasskey(request.body, callerOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyList, {
      tags: AUTH,
      summary: "The signed-in staff member's passkeys",
    }),
    handler: async (request) => ok(await staffAuth.listPasskeys(request.requireStaff())),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyRegisterOptions, {
      tags: AUTH,
      summary: 'Add a passkey, step one: a registration challenge bound to this session',
    }),
    handler: async (request) =>
      ok(await staffAuth.addPasskeyOptions(request.requireStaff(), callerOf(request))),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyRegister, {
      tags: AUTH,
      summary: "Add a passkey: the authenticator's answer and the passkey's name",
    }),
    handler: async (request) =>
      ok(await staffAuth.addPasskey(request.requireStaff(), staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminPasskeyRemove, {
      tags: AUTH,
      summary: 'Remove one of your passkeys (needs the password or a fresh authenticator code)',
    }),
    handler: async (request) =>
      ok(
        await staffAuth.removePasskey(
          request.requireStaff(),
          staffActorOf(request),
          request.params.id,
          request.body,
          callerOf(request),
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffList, {
      tags: STAFF,
      summary: 'Staff members (Q: e-mail or name; Role; Status)',
    }),
    handler: async (request) => ok(await staff.list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffGet, { tags: STAFF, summary: 'A staff member' }),
    handler: async (request) => ok(await staff.get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffCreate, {
      tags: STAFF,
      summary: 'Invite a staff member: answers their one-time set-up link (24 hours)',
    }),
    handler: async (request) => ok(await staff.create(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffUpdate, {
      tags: STAFF,
      summary: "Change a staff member's name, role or language",
    }),
    handler: async (request) =>
      ok(await staff.update(staffActorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffDisable, {
      tags: STAFF,
      summary: 'Disable a staff member: their sessions and open set-up links end',
    }),
    handler: async (request) => ok(await staff.disable(staffActorOf(request), request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffEnable, {
      tags: STAFF,
      summary: 'Enable a disabled staff member',
    }),
    handler: async (request) => ok(await staff.enable(staffActorOf(request), request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminStaffResetLink, {
      tags: STAFF,
      summary: 'Reset a staff member: password and authenticator cleared, a new set-up link',
    }),
    handler: async (request) => ok(await staff.resetLink(staffActorOf(request), request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRolesList, {
      tags: STAFF,
      summary: 'The roles and the permissions each holds',
    }),
    handler: async () => ok(await staff.roles()),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoleGet, {
      tags: STAFF,
      summary: 'A role and its permissions',
    }),
    handler: async (request) => ok(await staff.role(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminRoleUpdate, {
      tags: STAFF,
      summary: "Change a role's permissions (the owner role keeps every one)",
    }),
    handler: async (request) =>
      ok(
        await staff.updateRole(
          { ...staffActorOf(request), role: request.requireStaff().role },
          request.params.id,
          request.body.Permissions,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminAuditList, {
      tags: ['admin: audit log'],
      summary: 'The audit log, newest first (filters: staff, entity, action, dates, Q)',
    }),
    handler: async (request) => ok(await staff.audit(request.query)),
  });
};
