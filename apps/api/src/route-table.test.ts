import { API_ROUTES, FILE_ROUTES, SERVER_ROUTES, type ApiRoute } from '@nangsue/contracts';
import { ADMIN_ROUTES, type AdminRoute } from '@nangsue/contracts/admin';
import { PORTAL_ROUTES, type PortalRoute } from '@nangsue/contracts/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * The contracts' route table (`API_ROUTES`) is what the storefront calls and what its proxy lets
 * through: every call in it must be served by the API with that method and path, and every
 * public call of the API must be in it.
 */
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app.close();
});

const routes = Object.entries(API_ROUTES) as [string, ApiRoute][];
/** `:id` in the table is `{id}` in the OpenAPI document. */
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

describe('the route table and the API', () => {
  it('serves every declared call with its method and path', () => {
    for (const [name, route] of routes) {
      expect(app.hasRoute({ method: route.method, url: route.path }), name).toBe(true);
    }
  });

  it('serves every file-streaming and server-only call the storefront names', () => {
    for (const [name, route] of Object.entries({ ...FILE_ROUTES, ...SERVER_ROUTES })) {
      expect(app.hasRoute({ method: route.method, url: route.path }), name).toBe(true);
    }
  });

  it('declares every documented call of the store API', () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    const declared = new Set(
      routes.map(([, route]) => `${route.method} ${openApiPath(route.path)}`),
    );
    const served = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const storeCalls = served.filter((call) =>
      /^\w+ \/(v1|v2|common|appstart|demo-gateway\/pay)\b/.test(call),
    );

    expect(storeCalls.filter((call) => !declared.has(call))).toEqual([]);
    expect(storeCalls.length).toBe(declared.size);
  });

  it('asks for a session on the calls declared for customers', async () => {
    for (const [name, route] of routes.filter(([, route]) => route.access === 'customer')) {
      const response = await app.inject({
        method: route.method,
        url: route.path.replace(/:[^/]+/g, '1'),
      });
      expect(response.statusCode, name).toBe(401);
    }
  });
});

/**
 * The back office's table (`ADMIN_ROUTES`, issue 24) is what the admin server forwards: the API
 * serves exactly its calls under /admin/, and the store's table has none there.
 */
describe('the admin route table and the API', () => {
  const adminRoutes = Object.entries(ADMIN_ROUTES) as [string, AdminRoute][];

  it('serves every declared admin call with its method and path', () => {
    const missing = adminRoutes
      .filter(([, route]) => !app.hasRoute({ method: route.method, url: route.path }))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('serves nothing under /admin/ that the admin table does not declare', () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    const declared = new Set(
      adminRoutes.map(([, route]) => `${route.method} ${openApiPath(route.path)}`),
    );
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(served.filter((call) => !declared.has(call))).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
    expect(served.length).toBe(declared.size);
  });

  it('keeps the two tables apart', () => {
    expect(routes.filter(([, route]) => route.path.startsWith('/admin/'))).toEqual([]);
    expect(adminRoutes.filter(([, route]) => !route.path.startsWith('/admin/v1/'))).toEqual([]);
  });
});

/**
 * The publisher portal's table (`PORTAL_ROUTES`, ADR 0019) is what the admin server forwards in
 * portal mode: the API serves exactly its calls under /portal/, and the other tables have none
 * there. Every `publisher` call answers 401 without a portal session, a customer's or a staff
 * member's token included.
 */
describe('the portal route table and the API', () => {
  const portalRoutes = Object.entries(PORTAL_ROUTES) as [string, PortalRoute][];

  it('serves every declared portal call with its method and path', () => {
    const missing = portalRoutes
      .filter(([, route]) => !app.hasRoute({ method: route.method, url: route.path }))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('serves nothing under /portal/ that the portal table does not declare', () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    const declared = new Set(
      portalRoutes.map(([, route]) => `${route.method} ${openApiPath(route.path)}`),
    );
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/portal/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(served.filter((call) => !declared.has(call))).toEqual([]);
    expect(served.length).toBe(declared.size);
  });

  it('keeps the tables apart', () => {
    expect(routes.filter(([, route]) => route.path.startsWith('/portal/'))).toEqual([]);
    expect(portalRoutes.filter(([, route]) => !route.path.startsWith('/portal/v1/'))).toEqual([]);
  });

  it('answers 401 to every publisher call without a portal session, whatever else is sent', async () => {
    for (const [name, route] of portalRoutes.filter(([, r]) => r.access === 'publisher')) {
      const response = await app.inject({
        method: route.method,
        url: route.path.replace(/:[^/]+/g, '1'),
        headers: { Token: 'a-customer-token', StaffToken: 'a-staff-token' },
      });
      expect(response.statusCode, name).toBe(401);
    }
  });
});
