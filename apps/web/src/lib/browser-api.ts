import type { API_ROUTES, Envelope, RouteArgs, RouteData } from '@nangsue/contracts';
import type * as ApiClient from './api-client';
import type { CallOptions } from './api-client';

export { ApiError, isErrorToShow } from './api-error';
export type { CallOptions };

/**
 * How the browser calls the API: by the name of a call in the contracts' route table, e.g.
 * `callApi('autocomplete', { query })`, typed by that route. The client behind it (`api-client.ts`,
 * with the route table and the zod schemas that check every answer) is loaded on the first call:
 * catalog pages are read far more often than anything on them calls the API, and the schemas would
 * otherwise be ~40 KiB of every page's first-load JavaScript (ADR 0014).
 */
type Routes = typeof API_ROUTES;
export type RouteName = keyof Routes;

let client: Promise<typeof ApiClient> | undefined;
const loadClient = () => (client ??= import('./api-client'));

export const callApi = async <N extends RouteName>(
  name: N,
  ...args: RouteArgs<Routes[N], CallOptions>
): Promise<Envelope<RouteData<Routes[N]>>> => {
  const [{ browserClient }, { API_ROUTES: routes }] = await Promise.all([
    loadClient(),
    import('@nangsue/contracts'),
  ]);
  return browserClient.callApi(routes[name], ...args);
};

/** The device id, registering this browser with `POST /appstart` first when it has none (spec §7). */
export const ensureDeviceId = async (): Promise<string> =>
  (await loadClient()).browserClient.ensureDeviceId();
