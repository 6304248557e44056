import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { StaffActor, StaffPrincipal } from '../modules/staff/index.js';

/** The back office's calls, and only they, look at the staff session. */
const ADMIN_PREFIX = '/admin/';

/**
 * Resolves the `StaffToken` header on back-office calls (`/admin/v1/...`) to a live staff session
 * (issue 24). A customer's `Token` is never a staff session, and a staff token means nothing on
 * the store's calls. A `staff` route answers 401 without a session and 403 without its
 * permission, before the body is read or validated.
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('requireStaff', function (this: FastifyRequest) {
    if (this.staff) return this.staff;
    throw new AppError('UNAUTHORIZED');
  });

  app.addHook('preParsing', async (request) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return;
    // A customer session never reaches back-office handlers.
    request.customer = undefined;
    request.sessionToken = undefined;
    const value = request.headers[HEADERS.staffToken.toLowerCase()];
    const token = (Array.isArray(value) ? value[0] : value)?.trim();
    if (token) request.staff = await app.services.staffSessions.authenticate(token);
    const { adminAccess, permission } = request.routeOptions.config;
    if (adminAccess !== 'staff') return;
    if (!request.staff) throw new AppError('UNAUTHORIZED');
    if (permission && !request.staff.permissions.has(permission)) throw new AppError('FORBIDDEN');
  });
});

/** Who is acting, for the audit log: the signed-in staff member and the request's origin. */
export const staffActorOf = (request: FastifyRequest): StaffActor => {
  const staff: StaffPrincipal | undefined = request.staff;
  return {
    staffId: staff?.staffId ?? null,
    staffEmail: staff?.email ?? null,
    ip: request.ip ?? null,
    requestId: request.id ?? null,
  };
};
