import {
  API_ROUTES,
  DEFAULT_LOCALE,
  DEVICE_TYPES,
  isLocale,
  pathOf,
  queryStringOf,
  type AnyRouteInput,
  type ApiRoute,
  type AppStartBody,
  type Envelope,
  type Locale,
  type RouteArgs,
  type RouteData,
} from '@nangsue/contracts';
import { ApiError, errorListOf, readBody } from './api-error';
import { emitApiEvent } from './api-events';
import { buildApiHeaders, fetchWithRetry, waitFor } from './api-request';
import { readDeviceCookie, writeDeviceCookie } from './device-cookie';
import { withoutDefaultLocalePrefix } from './request-path';
import { PRESERVED_STORAGE_KEY_PREFIXES } from './storage-keys';
import { useLastPageStore, useSessionStore } from '@/stores/session-store';

export { ApiError };

/** Besides the route's params, query and body. */
export type CallOptions = {
  signal?: AbortSignal;
  /**
   * What a 401 means. `session-ended` (default): the session is over, so local data is cleared
   * and the login-required dialog opens (spec §4). `answer`: the 401 is this call's own answer
   * (a wrong password at login, a used link, a session already ended on the way out) and is
   * only thrown, for the caller to show.
   */
  unauthorized?: 'session-ended' | 'answer';
  /**
   * For a call that takes one (`idempotent` in the route table: confirm and repay): a new key per
   * press of "Pay", the same key when that press is tried again. Sent only to such calls.
   */
  idempotencyKey?: string;
};

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

const APP_START_BODY: AppStartBody = { Data: { DeviceTypeId: DEVICE_TYPES.web } };

type SendOptions = {
  route: ApiRoute;
  input: AnyRouteInput | undefined;
  deviceId: string | null;
  signal: AbortSignal | undefined;
  idempotencyKey?: string;
};

export const createApiClient = (deps: ApiClientDeps) => {
  let pendingDeviceId: Promise<string> | null = null;

  const send = async ({
    route,
    input,
    deviceId,
    signal,
    idempotencyKey,
  }: SendOptions): Promise<Response> => {
    const { method, service } = route;
    const body: unknown = input?.body;
    const headers = buildApiHeaders(route, {
      locale: deps.getLocale(),
      deviceId,
      idempotencyKey,
      hasBody: body !== undefined,
    });
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = `/api/${service}${pathOf(route, input?.params)}${queryStringOf(input?.query)}`;

    return fetchWithRetry(
      method,
      () => deps.fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' }),
      deps.wait,
    );
  };

  const handleUnauthorized = async (): Promise<void> => {
    const page = deps.getCurrentPage();
    deps.clearLocalData();
    deps.rememberLastPage(page);
    deps.openLoginDialog();
    await deps.clearSession().catch(() => undefined);
  };

  /** Turns the final response into the parsed envelope, or throws after the spec's side effects. */
  const settle = async <R extends ApiRoute>(
    response: Response,
    route: R,
    unauthorized: CallOptions['unauthorized'] = 'session-ended',
  ): Promise<Envelope<RouteData<R>>> => {
    const body = await readBody(response);

    if (response.ok) {
      const parsed = route.response.safeParse(body);
      if (!parsed.success)
        throw new ApiError(response.status, ['Unexpected response from the server'], body);
      return parsed.data as Envelope<RouteData<R>>;
    }

    if (response.status === 401 && unauthorized === 'session-ended') await handleUnauthorized();
    if (response.status === 500 && route.service === 'main') deps.notifyServerError();

    throw new ApiError(response.status, errorListOf(body, response), body);
  };

  const startDevice = async (): Promise<string> => {
    const response = await send({
      route: API_ROUTES.appStart,
      input: { body: APP_START_BODY },
      deviceId: null,
      signal: undefined,
    });
    const result = await settle(response, API_ROUTES.appStart);
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

  /** One call of the route table (`API_ROUTES`), its answer parsed with the route's schema. */
  const callApi = async <R extends ApiRoute>(
    route: R,
    ...[input]: RouteArgs<R, CallOptions>
  ): Promise<Envelope<RouteData<R>>> => {
    const deviceId = await ensureDeviceId();
    const response = await send({
      route,
      input: input as AnyRouteInput | undefined,
      deviceId,
      signal: input?.signal,
      idempotencyKey: input?.idempotencyKey,
    });
    return settle(response, route, input?.unauthorized);
  };

  return { callApi, ensureDeviceId };
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
  getDeviceId: () => useSessionStore.getState().deviceId ?? readDeviceCookie(),
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
  wait: waitFor,
};

/**
 * The browser's API client: every call goes through the web server's `/api/{service}` proxy. Pages
 * reach it through `browser-api.ts`, which loads this module (and the route table's schemas) on the
 * first call, so it is not part of any page's first-load JavaScript.
 */
export const browserClient = createApiClient(browserDeps);
