import type { ApiRoute } from '@nangsue/contracts';
import type { AdminRoute } from '@nangsue/contracts/admin';
import type { PortalRoute } from '@nangsue/contracts/portal';

/** The OpenAPI text of a route: written beside its handler, where the behaviour is. */
export type RouteDocs = {
  tags: string[];
  summary: string;
  description?: string;
};

/** What a declared call carries, whichever table declares it. */
type Declared = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  response: unknown;
  file?: true;
};

/** Fastify's schema of a declared call; a call answering a file has no response schema. */
type SchemaOf<R extends Declared> = (R extends { params: infer P } ? { params: P } : unknown) &
  (R extends { query: infer Q } ? { querystring: Q } : unknown) &
  (R extends { body: infer B } ? { body: B } : unknown) &
  (R extends { file: true } ? unknown : { response: { 200: R['response'] } });

const schemaOf = <R extends Declared>(route: R, docs: RouteDocs) =>
  ({
    ...docs,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.file ? {} : { response: { 200: route.response } }),
  }) as RouteDocs & SchemaOf<R>;

/**
 * The method, path, schemas and access of a call as the contracts' route table declares them
 * (`API_ROUTES`), ready for `app.route({ ...declaredRoute(API_ROUTES.x, docs), handler })`: the
 * API and the storefront's clients cannot disagree about a path, a method or a schema. A
 * `customer` route answers 401 before its handler when there is no session.
 */
export const declaredRoute = <R extends ApiRoute>(
  route: R,
  docs: RouteDocs,
  config: { requireDevice?: boolean; rateLimit?: false } = {},
) => ({
  method: route.method,
  url: route.path,
  schema: schemaOf(route, docs),
  config: { ...config, requireCustomer: route.access === 'customer' },
});

/** A handler's answer in the envelope: `handler: async (request) => ok(await service.x(...))`. */
export const ok = <T>(Data: T) => ({ Data, ErrorList: [] as string[] });

/**
 * A back-office call as the contracts' `ADMIN_ROUTES` declares it: method, path, schemas, and
 * the access and permission the staff-auth plugin checks before the body is read.
 */
export const declaredAdminRoute = <R extends AdminRoute>(
  route: R,
  docs: RouteDocs,
  config: { rateLimit?: false } = {},
) => ({
  method: route.method,
  url: route.path,
  schema: schemaOf(route, docs),
  config: {
    ...config,
    adminAccess: route.access,
    ...(route.permission ? { permission: route.permission } : {}),
  },
});

/**
 * A publisher portal call as the contracts' `PORTAL_ROUTES` declares it (ADR 0019): the
 * portal-auth plugin checks its access and permission before the body is read. Handlers take the
 * organisation from `request.requirePublisher()`, never from the request.
 */
export const declaredPortalRoute = <R extends PortalRoute>(
  route: R,
  docs: RouteDocs,
  config: { rateLimit?: false } = {},
) => ({
  method: route.method,
  url: route.path,
  schema: schemaOf(route, docs),
  config: {
    ...config,
    portalAccess: route.access,
    ...(route.permission ? { portalPermission: route.permission } : {}),
  },
});
