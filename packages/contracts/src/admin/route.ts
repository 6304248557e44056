import type { z } from 'zod';
import type { SessionEffect } from '../routes.js';
import type { Permission } from './permissions.js';

/**
 * One call of the back-office API (`/admin/v1/...`, issue 24), declared once like the store's
 * calls (`API_ROUTES`): the API registers it with these methods, paths, schemas and permission,
 * and the admin front's client and proxy take it from here. The storefront never forwards these.
 *
 * - `access: 'public'`: sign-in and set-up; everything else is `staff`.
 * - `permission`: what the staff member's role must hold (checked on the server before the body
 *   is read); omitted on a `staff` route, any signed-in staff member may call it (their own
 *   profile, sign-out).
 * - `session`: `issues` stores the staff session cookie from `Data.SessionToken` (which the admin
 *   front's server strips from the body), `ends` clears it.
 * - `upload`: the body is a file of one of these types, streamed as it comes (not JSON).
 * - `file`: the answer is a file (CSV, PDF), not the envelope.
 */
export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type AdminRoute = {
  readonly service: 'admin';
  readonly method: AdminMethod;
  readonly path: `/admin/v1/${string}`;
  readonly access: 'public' | 'staff';
  readonly permission?: Permission;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly session?: Extract<SessionEffect, 'issues' | 'ends'>;
  readonly upload?: readonly string[];
  readonly file?: true;
};

export const adminRoute = <const R extends AdminRoute>(definition: R): R => definition;
