import {
  API_SERVICES,
  DEVICE_TYPES,
  HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  findRoute,
  type ApiRoute,
  type ApiService,
  type ErrorEnvelope,
  type SessionEffect,
} from '@nangsue/contracts';

/**
 * The rules of the web server's API proxy (`/api/{service}/{...path}`, spec §7), kept free of
 * Next.js and env so they can be unit-tested.
 */
export type { ApiService };

export const isApiService = (value: string): value is ApiService =>
  (API_SERVICES as readonly string[]).includes(value);

/**
 * The API path for the proxied segments, or null when it can be none: never an empty or dot
 * segment that could climb out of a route (`findRoute` then says whether it is a declared call).
 */
export const toUpstreamPath = (segments: readonly string[]): string | null => {
  if (segments.length === 0) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return null;
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
};

/**
 * The declared call a browser request is for, or undefined when the proxy must answer 404: an
 * unknown service, a path that can be none, a call the route table does not declare, or a staff
 * call (the storefront never holds the staff secret, so no browser needs to reach one).
 */
export const browserRouteOf = (
  service: string,
  method: string,
  segments: readonly string[],
): { route: ApiRoute; upstreamPath: string } | undefined => {
  const upstreamPath = toUpstreamPath(segments);
  if (!isApiService(service) || upstreamPath === null) return undefined;
  const route = findRoute(service, method, upstreamPath);
  return route === undefined || route.access === 'staff' ? undefined : { route, upstreamPath };
};

/** The nearest hop's view of the client: the last entry of `X-Forwarded-For`. */
export const clientIpFrom = (forwardedFor: string | null): string | null => {
  if (!forwardedFor) return null;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? null;
};

type UpstreamContext = {
  /** From the HttpOnly session cookie; a `Token` header sent by the browser is never used. */
  token: string | undefined;
  /** The device cookie, used when the browser sent no `DeviceId` header. */
  deviceIdCookie: string | undefined;
  clientIp: string | null;
  requestId: string;
  /** The route carries the session as `Authorization: Bearer` (spec §6) instead of `Token`. */
  tokenIn?: 'bearer';
  /** The route takes an `Idempotency-Key` (confirm and repay, docs/buying.md §6.2). */
  idempotent?: boolean;
};

/**
 * The browser's `Idempotency-Key` when the call takes one and it is well formed, else null: a call
 * that takes none never receives one, and a malformed key is dropped (the API then answers 400).
 */
export const idempotencyKeyOf = (
  incoming: Headers,
  idempotent: boolean | undefined,
): string | null => {
  if (!idempotent) return null;
  const key = incoming.get(IDEMPOTENCY_KEY_HEADER);
  return key !== null && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
};

const COPIED_REQUEST_HEADERS = [
  HEADERS.deviceId,
  HEADERS.deviceTypeId,
  HEADERS.language,
  'Content-Type',
  'Accept',
];

export const buildUpstreamHeaders = (incoming: Headers, context: UpstreamContext): Headers => {
  const headers = new Headers();

  for (const name of COPIED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has(HEADERS.deviceId) && context.deviceIdCookie)
    headers.set(HEADERS.deviceId, context.deviceIdCookie);
  if (!headers.has(HEADERS.deviceTypeId))
    headers.set(HEADERS.deviceTypeId, String(DEVICE_TYPES.web));
  if (context.token) {
    if (context.tokenIn === 'bearer') headers.set('Authorization', `Bearer ${context.token}`);
    else headers.set(HEADERS.token, context.token);
  }
  const idempotencyKey = idempotencyKeyOf(incoming, context.idempotent);
  if (idempotencyKey !== null) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  if (context.clientIp) headers.set('X-Forwarded-For', context.clientIp);
  headers.set(HEADERS.requestId, context.requestId);

  return headers;
};

const RETURNED_RESPONSE_HEADERS = [
  'Content-Type',
  'Retry-After',
  HEADERS.requestId,
  'Content-Disposition',
];

export const buildDownstreamHeaders = (upstream: Headers, requestId: string): Headers => {
  const headers = new Headers({ 'Cache-Control': 'no-store' });

  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (!headers.has(HEADERS.requestId)) headers.set(HEADERS.requestId, requestId);

  return headers;
};

export const errorEnvelope = (message: string): ErrorEnvelope => ({
  Data: null,
  ErrorList: [message],
});

/**
 * The origins a same-origin request of ours can carry: the site's configured address, the one
 * Next derived for this request, and the address the browser actually used (its `Host`), so
 * opening the store as http://127.0.0.1:3000 instead of http://localhost:3000 still works. A
 * browser cannot forge `Host` or `Origin`, which is all this check is about.
 */
export const ownOriginsOf = (
  headers: Headers,
  nextUrl: { origin: string; protocol: string },
  siteUrl: string,
): string[] => {
  const origins = [nextUrl.origin, new URL(siteUrl).origin];
  const host = headers.get('host');
  if (host) origins.push(`${nextUrl.protocol}//${host}`);
  return origins;
};

/**
 * True when a state-changing request (`changesState`) did not come from our own pages (a
 * cross-site form or script), judged by `Sec-Fetch-Site` and, for older browsers, `Origin`.
 */
export const isForeignRequest = (
  stateChanging: boolean,
  headers: Headers,
  ownOrigins: readonly string[],
): boolean => {
  if (!stateChanging) return false;

  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;

  const origin = headers.get('origin');
  return origin !== null && !ownOrigins.includes(origin);
};

export type SessionAction =
  /** Move `Data.Token` into the cookie (for 30 days with "remember me"). */
  { kind: 'store'; persistent: boolean } | { kind: 'clear' } | { kind: 'keep' };

type SessionActionInput = {
  /** The declared session effect of the call (`API_ROUTES`), if any. */
  effect: SessionEffect | undefined;
  /** The API's status; null when it did not answer (timeout, connection refused). */
  status: number | null;
  /** Whether the request carried a session token from the cookie. */
  hadToken: boolean;
  /** The request body's `Data.RememberMe`, for a call that `issues-remembered`. */
  rememberMe: boolean;
};

/**
 * What an API answer does to the session cookie, from the route's declared effect: a call that
 * issues a session stores the new token when it succeeds; `ends` always clears it (even when the
 * API did not answer, the reader asked to be signed out); `ends-on-success` clears it when the
 * call succeeds; so does a 401 for a request that carried a token (the session is over on the
 * API's side).
 */
export const sessionActionOf = ({
  effect,
  status,
  hadToken,
  rememberMe,
}: SessionActionInput): SessionAction => {
  const succeeded = status !== null && status >= 200 && status < 300;
  if (effect === 'ends') return { kind: 'clear' };
  if (succeeded && (effect === 'issues' || effect === 'issues-remembered'))
    return { kind: 'store', persistent: effect === 'issues-remembered' && rememberMe };
  if (succeeded && effect === 'ends-on-success') return { kind: 'clear' };
  if (status === 401 && hadToken) return { kind: 'clear' };
  return { kind: 'keep' };
};

/**
 * A call that changes the session (logout is a GET, spec §7) is held to the same-origin rule of
 * writes, so a cross-site page cannot sign a reader out or in.
 */
export const changesState = (method: string, effect: SessionEffect | undefined): boolean =>
  effect !== undefined || (method !== 'GET' && method !== 'HEAD');

/** The login body's `Data.RememberMe === true`; anything unreadable counts as false. */
export const rememberMeOf = (body: string | null): boolean => {
  if (body === null || body === '') return false;
  try {
    const parsed = JSON.parse(body) as { Data?: { RememberMe?: unknown } } | null;
    return parsed?.Data?.RememberMe === true;
  } catch {
    return false;
  }
};

/**
 * Splits `Data.Token` off a response body: the token for the cookie, and the body the browser
 * sees with `"Token": ""`. Null when the body has no non-empty token.
 */
export const takeSessionToken = (body: unknown): { token: string; body: unknown } | null => {
  if (typeof body !== 'object' || body === null || !('Data' in body)) return null;
  const data: unknown = body.Data;
  if (typeof data !== 'object' || data === null || !('Token' in data)) return null;
  const token: unknown = data.Token;
  if (typeof token !== 'string' || token === '') return null;
  return { token, body: { ...body, Data: { ...data, Token: '' } } };
};
