import {
  DEVICE_TYPES,
  HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  isRetryable,
  type ApiRoute,
  type Locale,
} from '@nangsue/contracts';

/**
 * What the browser client (api-client.ts) and the server client (api-server.ts) share: the headers
 * of a call to the API and the one retry rule of spec §7. Each client adds only what is its own.
 */
export type ApiHeaderParts = {
  locale: Locale;
  deviceId?: string | null;
  /** The session token, as the route takes it (`tokenIn`); the browser's proxy adds it instead. */
  token?: string | null;
  /** Sent only to a route that takes one (`idempotent`: confirm and repay). */
  idempotencyKey?: string;
  hasBody: boolean;
  requestId?: string;
  clientIp?: string | null;
  userAgent?: string | null;
};

export const buildApiHeaders = (route: ApiRoute, parts: ApiHeaderParts): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    [HEADERS.deviceTypeId]: String(DEVICE_TYPES.web),
    [HEADERS.language]: parts.locale,
  });
  if (parts.requestId) headers.set(HEADERS.requestId, parts.requestId);
  if (parts.deviceId) headers.set(HEADERS.deviceId, parts.deviceId);
  if (parts.token) {
    if (route.tokenIn === 'bearer') headers.set('Authorization', `Bearer ${parts.token}`);
    else headers.set(HEADERS.token, parts.token);
  }
  if (route.idempotent && parts.idempotencyKey)
    headers.set(IDEMPOTENCY_KEY_HEADER, parts.idempotencyKey);
  if (parts.clientIp) headers.set('X-Forwarded-For', parts.clientIp);
  if (parts.userAgent) headers.set('User-Agent', parts.userAgent);
  if (parts.hasBody) headers.set('Content-Type', 'application/json');
  return headers;
};

/** One retry, of a call that may be repeated (`isRetryable`), after `Retry-After` capped at 3 s. */
export const RETRY_POLICY = { maxRetries: 1, defaultDelayMs: 300, maxDelayMs: 3000 } as const;

export const retryDelayOf = (response: Response): number => {
  const seconds = Number(response.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return RETRY_POLICY.defaultDelayMs;
  return Math.min(seconds * 1000, RETRY_POLICY.maxDelayMs);
};

/** Calls `attempt` and, under the retry policy, once more; returns the last response. */
export const fetchWithRetry = async (
  method: ApiRoute['method'],
  attempt: () => Promise<Response>,
  wait: (ms: number) => Promise<void>,
): Promise<Response> => {
  for (let tries = 0; ; tries += 1) {
    const response = await attempt();
    if (response.ok || tries >= RETRY_POLICY.maxRetries || !isRetryable(method, response.status))
      return response;
    await response.body?.cancel();
    await wait(retryDelayOf(response));
  }
};

export const waitFor = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
