import { ADMIN_ROUTES, type AdminRouteName } from '@nangsue/contracts/admin';
import { HttpError } from 'react-admin';
import type { z } from 'zod';
import { currentLocale } from '../i18n/locale';

/**
 * The back office's only way to the API: `/admin/v1/...` on the admin front's own origin, which its
 * server (server/admin-server.mjs) forwards to the API with the staff session from its HttpOnly
 * cookie. Calls are named by their ADMIN_ROUTES entry, so params, query, body and answer are typed
 * from the contracts.
 */
type RouteOf<N extends AdminRouteName> = (typeof ADMIN_ROUTES)[N];
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type DataOf<T> = T extends z.ZodType
  ? z.output<T> extends { Data: infer D }
    ? NonNullable<D>
    : z.output<T>
  : never;

/** What `callAdmin` takes: each part only when the route declares it. */
export type AdminCallInput<N extends AdminRouteName> = (RouteOf<N> extends { params: infer P }
  ? { params: InputOf<P> }
  : { params?: undefined }) &
  (RouteOf<N> extends { query: infer Q } ? { query?: InputOf<Q> } : { query?: undefined }) &
  (RouteOf<N> extends { body: infer B } ? { body: InputOf<B> } : { body?: undefined }) & {
    signal?: AbortSignal;
  };

/** The `Data` of the route's answer. */
export type AdminCallResult<N extends AdminRouteName> = DataOf<RouteOf<N>['response']>;

/** An object loose enough for the data provider, which builds calls from resource definitions. */
export type LooseAdminCallInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
};

type Envelope = { Data?: unknown; ErrorList?: unknown };

/** `/admin/v1/books/:id` with `{ id: 42 }` → `/admin/v1/books/42`. */
export const pathOf = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

const queryValue = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);

/** A query string of the defined values (arrays repeat the key); empty strings are left out. */
export const queryStringOf = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, queryValue(item));
    else search.append(key, queryValue(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

export const urlOf = (name: AdminRouteName, input: LooseAdminCallInput = {}): string => {
  const route = ADMIN_ROUTES[name];
  return `${pathOf(route.path, input.params)}${queryStringOf(input.query)}`;
};

/** The message a failed call shows: the API's first ErrorList entry, else one of ours. */
const errorMessageOf = (status: number, body: Envelope | null): string => {
  const list = body?.ErrorList;
  if (Array.isArray(list) && typeof list[0] === 'string' && list[0] !== '') return list[0];
  if (status === 0) return 'nangsue.errors.network';
  if (status === 401) return 'nangsue.errors.signed_out';
  if (status === 403) return 'ra.notification.not_authorized';
  if (status === 404) return 'ra.notification.item_doesnt_exist';
  if (status >= 500) return 'nangsue.errors.server';
  return 'ra.notification.http_error';
};

const parseBody = (text: string): Envelope | null => {
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
};

/** The `Data` of a successful answer, or an HttpError (react-admin shows its message; 401 signs out). */
const unwrap = (status: number, text: string): unknown => {
  const body = parseBody(text);
  if (status < 200 || status >= 300)
    throw new HttpError(errorMessageOf(status, body), status, body);
  return body?.Data ?? null;
};

const baseHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  Language: currentLocale(),
});

/** `[input]`, optional when the route needs no params and no body. */
type CallArgs<N extends AdminRouteName> =
  Record<string, never> extends AdminCallInput<N>
    ? [input?: AdminCallInput<N>]
    : [input: AdminCallInput<N>];

/** Any declared call, typed from its route: `callAdmin('adminAuditList', { query: { Page: 2 } })`. */
export const callAdmin = <N extends AdminRouteName>(
  name: N,
  ...[input]: CallArgs<N>
): Promise<AdminCallResult<N>> =>
  callAdminLoose(name, (input ?? {}) as LooseAdminCallInput) as Promise<AdminCallResult<N>>;

/** The untyped form, for code that picks the route at run time (the data provider). */
export const callAdminLoose = async (
  name: AdminRouteName,
  input: LooseAdminCallInput = {},
): Promise<unknown> => {
  const route = ADMIN_ROUTES[name];
  const headers = baseHeaders();
  const hasBody = input.body !== undefined && route.method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(name, input), {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new HttpError('nangsue.errors.network', 0, null);
  }
  return unwrap(response.status, await response.text());
};

/** Upload progress: bytes sent so far and the file's size. */
export type UploadProgress = { loaded: number; total: number };

/**
 * Sends a file as the raw body of an `upload` route (streamed by the admin server and the API, so
 * 50 MB ONIX files never sit in memory), with its type as Content-Type and its name in
 * `X-File-Name` (URI-encoded). XMLHttpRequest, because fetch reports no upload progress.
 */
export const uploadAdmin = <N extends AdminRouteName>(
  name: N,
  input: Omit<LooseAdminCallInput, 'body'> & Partial<Pick<AdminCallInput<N>, 'params' | 'query'>>,
  file: File | Blob,
  onProgress?: (progress: UploadProgress) => void,
): Promise<AdminCallResult<N>> =>
  new Promise((resolve, reject) => {
    const route = ADMIN_ROUTES[name];
    const request = new XMLHttpRequest();
    request.open(route.method, urlOf(name, input as LooseAdminCallInput));
    for (const [header, value] of Object.entries(baseHeaders()))
      request.setRequestHeader(header, value);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if ('name' in file && file.name)
      request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) =>
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    request.onload = () => {
      try {
        resolve(unwrap(request.status, request.responseText) as AdminCallResult<N>);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new HttpError('nangsue.errors.network', 0, null));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });

/**
 * Fetches a `file` route (a CSV export, a PDF) and hands it to the browser as a download, named by
 * the API's Content-Disposition or `fallbackName`.
 */
export const downloadAdmin = async (
  name: AdminRouteName,
  input: Omit<LooseAdminCallInput, 'body'>,
  fallbackName: string,
): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(urlOf(name, input), {
      method: ADMIN_ROUTES[name].method,
      headers: { Language: currentLocale() },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: input.signal,
    });
  } catch {
    throw new HttpError('nangsue.errors.network', 0, null);
  }
  if (!response.ok) unwrap(response.status, await response.text());
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const fileName = match ? decodeURIComponent(match[1] ?? match[2] ?? '') : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
