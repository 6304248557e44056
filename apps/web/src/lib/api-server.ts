import 'server-only';
import {
  pathOf,
  queryStringOf,
  type AnyRouteInput,
  type ApiRoute,
  type ApiService,
  type Envelope,
  type Locale,
  type RouteArgs,
  type RouteData,
} from '@nangsue/contracts';
import { getLocale } from 'next-intl/server';
import { cookies, headers as requestHeaders } from 'next/headers';
import { getServerEnv } from '@/env';
import { ApiError, errorListOf, readBody, retryAfterOf } from './api-error';
import { clientIpFrom } from './api-forward';
import { buildApiHeaders, fetchWithRetry, waitFor } from './api-request';
import { readSessionToken } from './session-cookie';
import { isVisitorThrottled, rememberThrottledVisitor } from './visitor-throttle';
import { DEVICE_COOKIE } from './storage-keys';

/**
 * The API client of server components and server actions: straight to the API (no web proxy),
 * with the device id, session token and language of the request, and the same retry rule as the
 * browser (spec §7). Calls name a route of the contracts' table (`API_ROUTES`); answers are
 * parsed with the route's schema.
 */
export type ServerApiResult<T> =
  | { ok: true; status: number; data: Envelope<T> }
  | { ok: false; status: number; errors: string[]; retryAfterSeconds?: number };

export type RequestContext = {
  deviceId: string | undefined;
  token: string | undefined;
  locale: Locale;
  /** The reader's address, so the API's per-IP rate limit counts readers, not this server. */
  clientIp?: string | null;
  /** The reader's browser, for the API's record of a new session. */
  userAgent?: string | null;
};

export type ServerApiDeps = {
  fetch: typeof fetch;
  baseUrlOf: (service: ApiService) => string;
  timeoutMs: number;
  readContext: () => Promise<RequestContext>;
  /**
   * How Next may keep the answers: not at all for a visitor's own calls; in Next's data cache,
   * tagged `catalog`, for what every visitor sees (`catalogApi`).
   */
  caching: Pick<RequestInit, 'cache' | 'next'>;
  /** Told when the API throttles the visitor a call was made for as a whole (visitor-throttle.ts). */
  onVisitorThrottled?: (visitor: string, waitSeconds: number | undefined) => void;
  /** The pause before the retry (api-request.ts RETRY_POLICY); a test passes its own. */
  wait?: (ms: number) => Promise<void>;
};

/** The tag of every cached catalog answer and page; revalidated when the catalog version moves. */
export const CATALOG_CACHE_TAG = 'catalog';

/**
 * How long a cached catalog page or answer is kept at most without a catalog version change: every
 * back-office write moves the version; this bounds what does not (bestseller order, ratings).
 * The same as the `(catalog)` layout's `revalidate`.
 */
export const CATALOG_REVALIDATE_SECONDS = 3600;

type FailedResult = Extract<ServerApiResult<unknown>, { ok: false }>;

/** The error a page throws for a failed call: its status and `Retry-After` reach the error page. */
export const apiErrorOf = (result: FailedResult): ApiError =>
  new ApiError(result.status, result.errors, null, {
    retryAfterSeconds: result.retryAfterSeconds,
  });

export const createServerApi = (deps: ServerApiDeps) => {
  /** For mutations and anything whose failure the page shows itself. */
  const requestApi = async <R extends ApiRoute>(
    route: R,
    ...[input]: RouteArgs<R>
  ): Promise<ServerApiResult<RouteData<R>>> => {
    const { service, method } = route;
    const { params, query, body } = (input ?? {}) as AnyRouteInput;
    const context = await deps.readContext();
    const headers = buildApiHeaders(route, {
      locale: context.locale,
      deviceId: context.deviceId,
      token: context.token,
      hasBody: body !== undefined,
      // Cached answers are keyed by their request, so only a visitor's own calls carry a request id.
      requestId: deps.caching.cache === 'no-store' ? crypto.randomUUID() : undefined,
      clientIp: context.clientIp,
      userAgent: context.userAgent,
    });

    const url = new URL(`${pathOf(route, params)}${queryStringOf(query)}`, deps.baseUrlOf(service));
    const response = await fetchWithRetry(
      method,
      () =>
        deps.fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          ...deps.caching,
          signal: AbortSignal.timeout(deps.timeoutMs),
        }),
      deps.wait ?? waitFor,
    );

    const payload = await readBody(response);
    if (!response.ok) {
      const retryAfterSeconds = retryAfterOf(response);
      if (context.clientIp && isVisitorThrottled(response.status, response.headers))
        deps.onVisitorThrottled?.(context.clientIp, retryAfterSeconds);
      return {
        ok: false,
        status: response.status,
        errors: errorListOf(payload, response),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      };
    }

    const parsed = route.response.safeParse(payload);
    if (!parsed.success) {
      return {
        ok: false,
        status: response.status,
        errors: ['Unexpected response from the server'],
      };
    }
    return { ok: true, status: response.status, data: parsed.data as Envelope<RouteData<R>> };
  };

  /** For page data: throws `ApiError`, so the segment's `error.tsx` shows 'Dang' (spec §2). */
  const loadFromApi = async <R extends ApiRoute>(
    route: R,
    ...args: RouteArgs<R>
  ): Promise<Envelope<RouteData<R>>> => {
    const result = await requestApi(route, ...args);
    if (!result.ok) throw apiErrorOf(result);
    return result.data;
  };

  return { requestApi, loadFromApi };
};

const readRequestContext = async (): Promise<RequestContext> => {
  const [cookieStore, incoming, locale] = await Promise.all([
    cookies(),
    requestHeaders(),
    getLocale(),
  ]);
  return {
    deviceId: cookieStore.get(DEVICE_COOKIE)?.value,
    token: readSessionToken(cookieStore),
    locale,
    clientIp: clientIpFrom(incoming.get('x-forwarded-for')),
  };
};

const serverApiOf = (
  readContext: () => Promise<RequestContext>,
  caching: ServerApiDeps['caching'] = { cache: 'no-store' },
) =>
  createServerApi({
    caching,
    fetch: (input, init) => globalThis.fetch(input, init),
    baseUrlOf: (service) =>
      service === 'main' ? getServerEnv().API_MAIN_URL : getServerEnv().API_SECOND_URL,
    get timeoutMs() {
      return getServerEnv().API_TIMEOUT_MS;
    },
    readContext,
    onVisitorThrottled: rememberThrottledVisitor,
  });

/** The client for server components and actions, with the context of the request being served. */
export const { requestApi, loadFromApi } = serverApiOf(readRequestContext);

/**
 * The client of what every visitor sees (catalog pages, rendered once and cached): no cookie, no
 * device, no visitor address, only the page's language, so nothing personal can reach a cached page
 * and no visitor's rate limit is spent on it (the API does not count its own storefront's calls).
 */
export const catalogApi = serverApiOf(
  async () => ({ locale: await getLocale(), deviceId: undefined, token: undefined }),
  {
    cache: 'force-cache',
    next: { tags: [CATALOG_CACHE_TAG], revalidate: CATALOG_REVALIDATE_SECONDS },
  },
);

/**
 * The same cached client in a language the caller names: a route handler outside the locale's
 * pages (`/api/home-rows`) has no page language to read.
 */
export const catalogApiIn = (locale: Locale) =>
  serverApiOf(async () => ({ locale, deviceId: undefined, token: undefined }), {
    cache: 'force-cache',
    next: { tags: [CATALOG_CACHE_TAG], revalidate: CATALOG_REVALIDATE_SECONDS },
  });

/**
 * The same client for a call made on a browser's behalf whose context the caller holds itself (a
 * sign-in callback: the device and session saved with the sign-in, the browser's address).
 */
export const serverApiFor = (context: RequestContext) => serverApiOf(async () => context);
