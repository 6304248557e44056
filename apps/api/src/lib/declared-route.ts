import type { ApiRoute } from '@nangsue/contracts';

/** The OpenAPI text of a route: written beside its handler, where the behaviour is. */
export type RouteDocs = {
  tags: string[];
  summary: string;
  description?: string;
};

type SchemaOf<R extends ApiRoute> = (R extends { params: infer P } ? { params: P } : unknown) &
  (R extends { query: infer Q } ? { querystring: Q } : unknown) &
  (R extends { body: infer B } ? { body: B } : unknown) & { response: { 200: R['response'] } };

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
  schema: {
    ...docs,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { 200: route.response },
  } as RouteDocs & SchemaOf<R>,
  config: { ...config, requireCustomer: route.access === 'customer' },
});
