import {
  AppStartDataSchema,
  DEFAULT_LOCALE,
  DEVICE_TYPES,
  HEADERS,
  envelope,
  isLocale,
  isRetryable,
  type AppStartBody,
  type Envelope,
  type Locale,
} from '@nangsue/contracts';
import type { z } from 'zod';
import { ApiError, errorListOf, readBody } from './api-error';
import { emitApiEvent } from './api-events';
import type { ApiService, ForwardedMethod } from './api-forward';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  PRESERVED_STORAGE_KEY_PREFIXES,
} from './storage-keys';
import { useLastPageStore, useSessionStore } from '@/stores/session-store';

export { ApiError };
export type ApiMethod = ForwardedMethod;

export type CallApiOptions<T extends z.ZodType> = {
  /** `main` (default) or `second` (spec §7). */
  service?: ApiService;
  method?: ApiMethod;
  /** The API path, e.g. `/common/setlanguage/en`. */
  path: string;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Schema of `Data` in the success envelope. */
  schema: T;
  signal?: AbortSignal;
};

/**
 * Thai lives at the root: while a switch to Thai is under way the address can briefly read `/th...`
 * (before the redirect to the unprefixed path). The page to come back to is the unprefixed one.
 */
export const withoutDefaultLocalePrefix = (pathname: string): string =>
  pathname === `/${DEFAULT_LOCALE}`
    ? '/'
    : pathname.startsWith(`/${DEFAULT_LOCALE}/`)
      ? pathname.slice(DEFAULT_LOCALE.length + 1)
      : pathname;

export type ApiClientDeps = {
  fetch: typeof fetch;
  getLocale: () => Locale;
  /** Path, query and hash of the page the reader is on. */
  getCurrentPage: () => string;
  getDeviceId: () => string | null;
  /** Keeps the id in the persisted store and in the device cookie read by server rendering. */
  saveDeviceId: (deviceId: string) => void;
  /** Asks the web server to delete the HttpOnly session cookie. */
  clearSession: () => Promise<void>;
  /** Clears local storage and the stored customer data. */
  clearLocalData: () => void;
  rememberLastPage: (page: string) => void;
  openLoginDialog: () => void;
  /** Shows the 'Internal Server Error 500' toast. */
  notifyServerError: () => void;
  wait: (ms: number) => Promise<void>;
};

const MAX_RETRIES = 1;
const DEFAULT_RETRY_DELAY_MS = 300;
const MAX_RETRY_DELAY_MS = 3000;
const APP_START_BODY: AppStartBody = { Data: { DeviceTypeId: DEVICE_TYPES.web } };

const retryDelayOf = (response: Response): number => {
  const retryAfterSeconds = Number(response.headers.get('Retry-After'));
  if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return DEFAULT_RETRY_DELAY_MS;
  return Math.min(retryAfterSeconds * 1000, MAX_RETRY_DELAY_MS);
};

type SendOptions = {
  service: ApiService;
  method: ApiMethod;
  path: string;
  body: unknown;
  deviceId: string | null;
  signal: AbortSignal | undefined;
};

export const createApiClient = (deps: ApiClientDeps) => {
  let pendingDeviceId: Promise<string> | null = null;

  const send = async ({
    service,
    method,
    path,
    body,
    deviceId,
    signal,
  }: SendOptions): Promise<Response> => {
    const headers = new Headers({
      Accept: 'application/json',
      [HEADERS.deviceTypeId]: String(DEVICE_TYPES.web),
      [HEADERS.language]: deps.getLocale(),
    });
    if (deviceId) headers.set(HEADERS.deviceId, deviceId);

    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');
    const payload = body === undefined ? undefined : isFormData ? body : JSON.stringify(body);
    const url = `/api/${service}/${path.replace(/^\/+/, '')}`;

    for (let attempt = 0; ; attempt += 1) {
      const response = await deps.fetch(url, {
        method,
        headers,
        body: payload,
        signal,
        credentials: 'same-origin',
      });
      if (response.ok || attempt >= MAX_RETRIES || !isRetryable(method, response.status))
        return response;

      await response.body?.cancel();
      await deps.wait(retryDelayOf(response));
    }
  };

  const handleUnauthorized = async (): Promise<void> => {
    const page = deps.getCurrentPage();
    deps.clearLocalData();
    deps.rememberLastPage(page);
    deps.openLoginDialog();
    await deps.clearSession().catch(() => undefined);
  };

  /** Turns the final response into the parsed envelope, or throws after the spec's side effects. */
  const settle = async <T extends z.ZodType>(
    response: Response,
    schema: T,
    service: ApiService,
  ): Promise<Envelope<z.infer<T>>> => {
    const body = await readBody(response);

    if (response.ok) {
      const parsed = envelope(schema).safeParse(body);
      if (!parsed.success)
        throw new ApiError(response.status, ['Unexpected response from the server'], body);
      return parsed.data as Envelope<z.infer<T>>;
    }

    if (response.status === 401) await handleUnauthorized();
    if (response.status === 500 && service === 'main') deps.notifyServerError();

    throw new ApiError(response.status, errorListOf(body, response), body);
  };

  const startDevice = async (): Promise<string> => {
    const response = await send({
      service: 'main',
      method: 'POST',
      path: '/appstart',
      body: APP_START_BODY,
      deviceId: null,
      signal: undefined,
    });
    const result = await settle(response, AppStartDataSchema, 'main');
    if (result.Data === null)
      throw new ApiError(response.status, errorListOf(result, response), result);

    deps.saveDeviceId(result.Data.DeviceId);
    return result.Data.DeviceId;
  };

  /** The device id, registering this device with `POST /appstart` first when there is none (spec §7). */
  const ensureDeviceId = (): Promise<string> => {
    const known = deps.getDeviceId();
    if (known) {
      deps.saveDeviceId(known);
      return Promise.resolve(known);
    }

    pendingDeviceId ??= startDevice().finally(() => {
      pendingDeviceId = null;
    });
    return pendingDeviceId;
  };

  const callApi = async <T extends z.ZodType>({
    service = 'main',
    method = 'GET',
    path,
    body,
    schema,
    signal,
  }: CallApiOptions<T>): Promise<Envelope<z.infer<T>>> => {
    const deviceId = await ensureDeviceId();
    const response = await send({ service, method, path, body, deviceId, signal });
    return settle(response, schema, service);
  };

  return { callApi, ensureDeviceId };
};

const writeDeviceCookie = (deviceId: string): void => {
  const value = encodeURIComponent(deviceId);
  if (document.cookie.split('; ').includes(`${DEVICE_COOKIE}=${value}`)) return;

  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
};

const clearLocalStorageExceptPreferences = (): void => {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && !PRESERVED_STORAGE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) {
      localStorage.removeItem(key);
    }
  }
};

const browserDeps: ApiClientDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getLocale: () => {
    const lang = document.documentElement.lang;
    return isLocale(lang) ? lang : DEFAULT_LOCALE;
  },
  getCurrentPage: () =>
    `${withoutDefaultLocalePrefix(window.location.pathname)}${window.location.search}${window.location.hash}`,
  getDeviceId: () => useSessionStore.getState().deviceId,
  saveDeviceId: (deviceId) => {
    if (useSessionStore.getState().deviceId !== deviceId)
      useSessionStore.getState().setDeviceId(deviceId);
    writeDeviceCookie(deviceId);
  },
  clearSession: async () => {
    await globalThis.fetch('/api/session/clear', { method: 'POST', credentials: 'same-origin' });
  },
  clearLocalData: () => {
    clearLocalStorageExceptPreferences();
    useSessionStore.getState().clearCustomerData();
  },
  rememberLastPage: (page) => useLastPageStore.getState().setLastPage(page),
  openLoginDialog: () => useSessionStore.getState().openLoginDialog(),
  notifyServerError: () => emitApiEvent({ type: 'server-error', status: 500 }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The browser's API client: every call goes through the web server's `/api/{service}` proxy. */
export const { callApi, ensureDeviceId } = createApiClient(browserDeps);
