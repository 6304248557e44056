import type { z } from 'zod';
import type { SessionEffect } from '../routes.js';
import type { PortalPermission } from './permissions.js';

/**
 * One call of the publisher portal's API (`/portal/v1/...`, issue 25, ADR 0019), declared once:
 * the API registers it from here, and the admin front (in portal mode) calls and forwards only
 * what is declared here.
 *
 * - `access: 'public'`: sign-in, the second factor's enrolment and an invitation's page; every
 *   other call is `publisher` (a live portal session, whose organisation scopes every query).
 * - `permission`: what the member's role must hold (checked before the body is read).
 * - Path parameters are named after what they identify (`:bookId`, `:statementId`,
 *   `:memberId`, ...): the cross-organisation test fills them by name with another
 *   organisation's ids and expects 404.
 * - `session`, `upload`, `file`: as on the back office's routes.
 */
export type PortalMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type PortalRoute = {
  readonly service: 'portal';
  readonly method: PortalMethod;
  readonly path: `/portal/v1/${string}`;
  readonly access: 'public' | 'publisher';
  readonly permission?: PortalPermission;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly session?: Extract<SessionEffect, 'issues' | 'ends'>;
  readonly upload?: readonly string[];
  readonly file?: true;
};

export const portalRoute = <const R extends PortalRoute>(definition: R): R => definition;
