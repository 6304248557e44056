import {
  ADMIN_ROUTES,
  DEFAULT_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type AdminRoute,
  type StaffRole,
} from '@nangsue/contracts/admin';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * The whole matrix of roles × back-office calls (issue 24): every entry of ADMIN_ROUTES, so a
 * call another area adds is covered the day it is declared. Without a session a staff call
 * answers 401; a role without the call's permission 403 (before the body is read); a role with it
 * gets past both (a plausible request: path parameters `1`, an empty body; 400, 404 or 409 are
 * answers of the call itself). Roles hold DEFAULT_ROLE_PERMISSIONS, as a new store seeds them.
 */
const entries = (Object.entries(ADMIN_ROUTES) as [string, AdminRoute][])
  // Calls that end the caller's session go last (sign-out would end the role's session).
  .sort(([, a], [, b]) => Number(a.session === 'ends') - Number(b.session === 'ends'));

const requestOf = (route: AdminRoute, headers: Record<string, string>): InjectOptions => {
  const url = route.path.replace(/:[^/]+/g, '1');
  if (route.method === 'GET' || route.method === 'DELETE')
    return { method: route.method, url, headers };
  if (route.upload)
    return {
      method: route.method,
      url,
      headers: { ...headers, 'content-type': route.upload[0] ?? 'application/octet-stream' },
      payload: '',
    };
  if (route.body) return { method: route.method, url, headers, payload: {} };
  return { method: route.method, url, headers };
};

const holds = (role: StaffRole, route: AdminRoute) =>
  route.permission === undefined || DEFAULT_ROLE_PERMISSIONS[role].includes(route.permission);

type Answer = { call: string; role: StaffRole | null; status: number; body: string };

describe('the role matrix: every role against every admin call', { timeout: 120_000 }, () => {
  let app: TestApp;
  /** Every call as each role (and without a session), asked once. */
  const answers: Answer[] = [];
  const served: [string, AdminRoute][] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const sessions = new Map<StaffRole, Record<string, string>>();
    for (const role of STAFF_ROLES)
      sessions.set(role, (await createStaffSession(app, role, { language: 'en' })).headers);
    // A declared call the API does not serve yet is route-table.test.ts's failure, not this one's.
    served.push(
      ...entries.filter(([, route]) => app.hasRoute({ method: route.method, url: route.path })),
    );
    for (const [call, route] of served) {
      for (const role of [null, ...STAFF_ROLES]) {
        const headers = role ? sessions.get(role)! : { Language: 'en' };
        const response = await app.inject(requestOf(route, headers));
        answers.push({
          call,
          role,
          status: response.statusCode,
          body: response.body.slice(0, 200),
        });
      }
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const routeOf = (call: string) => ADMIN_ROUTES[call as keyof typeof ADMIN_ROUTES] as AdminRoute;

  it('walks every served call with every role and without a session', () => {
    expect(served.length).toBeGreaterThanOrEqual(17);
    expect(answers).toHaveLength(served.length * (STAFF_ROLES.length + 1));
  });

  it('answers 401 without a session on every staff call', () => {
    const wrong = answers
      .filter((answer) => answer.role === null && routeOf(answer.call).access === 'staff')
      .filter((answer) => answer.status !== 401)
      .map((answer) => `${answer.call}: ${answer.status}`);
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a role without the permission, and lets a role with it through', () => {
    const wrong = answers.flatMap(({ call, role, status }) => {
      if (role === null) return [];
      const route = routeOf(call);
      if (route.access === 'staff' && !holds(role, route))
        return status === 403 ? [] : [`${call} as ${role}: ${status}, expected 403`];
      return status === 401 || status === 403
        ? [`${call} as ${role}: ${status}, expected neither 401 nor 403`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('never answers a plausible request with a 5xx', () => {
    expect(
      answers
        .filter((answer) => answer.status >= 500)
        .map(
          (answer) =>
            `${answer.call} as ${answer.role ?? 'nobody'}: ${answer.status} ${answer.body}`,
        ),
    ).toEqual([]);
  });
});
