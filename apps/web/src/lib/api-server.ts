import 'server-only';
import {
  DEVICE_TYPES,
  HEADERS,
  envelope,
  isRetryable,
  type Envelope,
  type Locale,
} from '@nangsue/contracts';
import { getLocale } from 'next-intl/server';
import { cookies, headers as requestHeaders } from 'next/headers';
import type { z } from 'zod';
import { getServerEnv } from '@/env';
import { ApiError, errorListOf, readBody } from './api-error';
import { clientIpFrom, toUpstreamPath, type ApiService, type ForwardedMethod } from './api-forward';
import { readSessionToken } from './session-cookie';
import { DEVICE_COOKIE } from './storage-keys';

/**
 * The API client of server components and server actions: straight to the API (no web proxy),
 * with the device id, session token and language of the request, and the same retry rule as the
 * browser (spec §7). Responses are parsed with the contract schemas.
 */
export type ServerApiRequest<T extends z.ZodType> = {
  service?: ApiService;
  method?: ForwardedMethod;
  /** The API path with raw (not encoded) segments, e.g. `/v2/catalog/category/12`. */
  path: string;
  /** Query parameters; an array repeats the name (`?id=1&id=2`). */
  query?: Record<string, string | number | readonly (string | number)[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Schema of `Data` in the success envelope. */
  schema: T;
};

export type ServerApiResult<T> =
  { ok: true; status: number; data: Envelope<T> } | { ok: false; status: number; errors: string[] };

type RequestContext = {
  deviceId: string | undefined;
  token: string | undefined;
  locale: Locale;
  /** The reader's address, so the API's per-IP rate limit counts readers, not this server. */
  clientIp?: string | null;
};

export type ServerApiDeps = {
  fetch: typeof fetch;
  baseUrlOf: (service: ApiService) => string;
  timeoutMs: number;
  readContext: () => Promise<RequestContext>;
};

const MAX_RETRIES = 1;

export const createServerApi = (deps: ServerApiDeps) => {
  /** For mutations and anything whose failure the page shows itself. */
  const requestApi = async <T extends z.ZodType>({
    service = 'main',
    method = 'GET',
    path,
    query = {},
    body,
    schema,
  }: ServerApiRequest<T>): Promise<ServerApiResult<z.infer<T>>> => {
    // The same allowlist as the browser's proxy: only v1/, v2/, common/ and appstart.
    const upstreamPath = toUpstreamPath(path.replace(/^\/+/, '').split('/'));
    if (upstreamPath === null) throw new Error(`Not an API path: ${path}`);

    const context = await deps.readContext();
    const headers = new Headers({
      Accept: 'application/json',
      [HEADERS.deviceTypeId]: String(DEVICE_TYPES.web),
      [HEADERS.language]: context.locale,
      [HEADERS.requestId]: crypto.randomUUID(),
    });
    if (context.deviceId) headers.set(HEADERS.deviceId, context.deviceId);
    if (context.token) headers.set(HEADERS.token, context.token);
    if (context.clientIp) headers.set('X-Forwarded-For', context.clientIp);
    if (body !== undefined) headers.set('Content-Type', 'application/json');

    const url = new URL(upstreamPath, deps.baseUrlOf(service));
    for (const [name, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value])
        url.searchParams.append(name, String(item));
    }
    let response: Response;
    for (let attempt = 0; ; attempt += 1) {
      response = await deps.fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (response.ok || attempt >= MAX_RETRIES || !isRetryable(method, response.status)) break;
      await response.body?.cancel();
    }

    const payload = await readBody(response);
    if (!response.ok)
      return { ok: false, status: response.status, errors: errorListOf(payload, response) };

    const parsed = envelope(schema).safeParse(payload);
    if (!parsed.success) {
      return {
        ok: false,
        status: response.status,
        errors: ['Unexpected response from the server'],
      };
    }
    return { ok: true, status: response.status, data: parsed.data as Envelope<z.infer<T>> };
  };

  /** For page data: throws `ApiError`, so the segment's `error.tsx` shows 'Dang' (spec §2). */
  const loadFromApi = async <T extends z.ZodType>(
    request: ServerApiRequest<T>,
  ): Promise<Envelope<z.infer<T>>> => {
    const result = await requestApi(request);
    if (!result.ok) throw new ApiError(result.status, result.errors);
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

export const { requestApi, loadFromApi } = createServerApi({
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrlOf: (service) =>
    service === 'main' ? getServerEnv().API_MAIN_URL : getServerEnv().API_SECOND_URL,
  get timeoutMs() {
    return getServerEnv().API_TIMEOUT_MS;
  },
  readContext: readRequestContext,
});
