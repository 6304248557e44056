import { DEVICE_TYPES, HEADERS, type ErrorEnvelope } from '@nangsue/contracts';

/**
 * The rules of the web server's API proxy (`/api/{service}/{...path}`, spec §7), kept free of
 * Next.js and env so they can be unit-tested.
 */
export const API_SERVICES = ['main', 'second'] as const;
export type ApiService = (typeof API_SERVICES)[number];

export const isApiService = (value: string): value is ApiService =>
  (API_SERVICES as readonly string[]).includes(value);

export const FORWARDED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ForwardedMethod = (typeof FORWARDED_METHODS)[number];

const PREFIXED_ROOTS = ['v1', 'v2', 'common'];
const EXACT_ROOTS = ['appstart'];

/**
 * The API path for the proxied segments, or null when it may not be forwarded: only `v1/…`,
 * `v2/…`, `common/…` and `appstart`, and never a dot segment that could climb out of them.
 */
export const toUpstreamPath = (segments: readonly string[]): string | null => {
  const [root, ...rest] = segments;
  if (root === undefined) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return null;

  const isAllowed = EXACT_ROOTS.includes(root)
    ? rest.length === 0
    : PREFIXED_ROOTS.includes(root) && rest.length > 0;
  if (!isAllowed) return null;

  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
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
  if (context.token) headers.set(HEADERS.token, context.token);
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
 * True when a state-changing request did not come from our own pages (a cross-site form or
 * script), judged by `Sec-Fetch-Site` and, for older browsers, `Origin`.
 */
export const isForeignRequest = (
  method: string,
  headers: Headers,
  ownOrigins: readonly string[],
): boolean => {
  if (method === 'GET' || method === 'HEAD') return false;

  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;

  const origin = headers.get('origin');
  return origin !== null && !ownOrigins.includes(origin);
};

/** The API calls whose success answer carries a new session token in `Data.Token` (ADR 0002). */
const LOGIN_PATH = '/v2/customer/login';
const TOKEN_ISSUING_PATHS = [LOGIN_PATH, '/v2/customer/externallogin', '/v2/customer/verify-email'];
const LOGOUT_PATH = '/v2/customer/logout';
const DEACTIVATE_PATH = '/v2/customer/deactivate';

/** Paths are compared in lower case, so a differently spelt path cannot slip a token through. */
const samePath = (path: string, known: string): boolean => path.toLowerCase() === known;

export const isLoginPath = (upstreamPath: string): boolean => samePath(upstreamPath, LOGIN_PATH);

/** Logout is a GET (spec §7) that changes state: it is held to the same-origin rule of writes. */
export const isLogoutPath = (upstreamPath: string): boolean => samePath(upstreamPath, LOGOUT_PATH);

export type SessionAction =
  /** Move `Data.Token` into the cookie (for 30 days with "remember me"). */
  { kind: 'store'; persistent: boolean } | { kind: 'clear' } | { kind: 'keep' };

type SessionActionInput = {
  upstreamPath: string;
  /** The API's status; null when it did not answer (timeout, connection refused). */
  status: number | null;
  /** Whether the request carried a session token from the cookie. */
  hadToken: boolean;
  /** The login request's `Data.RememberMe`. */
  rememberMe: boolean;
};

/**
 * What an API answer does to the session cookie: a successful login, external login or e-mail
 * verification stores the new token; logout always ends it (even when the API did not answer,
 * the reader asked to be signed out); a successful account deletion ends it; so does a 401 for a
 * request that carried a token (the session is over on the API's side).
 */
export const sessionActionOf = ({
  upstreamPath,
  status,
  hadToken,
  rememberMe,
}: SessionActionInput): SessionAction => {
  const succeeded = status !== null && status >= 200 && status < 300;
  if (isLogoutPath(upstreamPath)) return { kind: 'clear' };
  if (succeeded && TOKEN_ISSUING_PATHS.some((path) => samePath(upstreamPath, path)))
    return { kind: 'store', persistent: isLoginPath(upstreamPath) && rememberMe };
  if (succeeded && samePath(upstreamPath, DEACTIVATE_PATH)) return { kind: 'clear' };
  if (status === 401 && hadToken) return { kind: 'clear' };
  return { kind: 'keep' };
};

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
