import { ADMIN_ROUTES, type AdminRouteName } from '@nangsue/contracts/admin';
import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import { HttpError } from 'react-admin';
import type { z } from 'zod';
import { currentLocale } from '../i18n/locale';

/**
 * The admin front's only way to the API: `/admin/v1/...` (the back office) and `/portal/v1/...`
 * (the publisher portal, ADR 0019) on its own origin, which its server (server/admin-server.mjs)
 * forwards to the API with the session from its HttpOnly cookie. Calls are named by their entry
 * in the route table (`ADMIN_ROUTES` or `PORTAL_ROUTES`), so params, query, body and answer are
 * typed from the contracts; `createApiClient(table)` makes one client per table.
 */
type DeclaredRoute = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
};
type RouteTable = Record<string, DeclaredRoute>;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type DataOf<T> = T extends z.ZodType
  ? z.output<T> extends { Data: infer D }
    ? NonNullable<D>
    : z.output<T>
  : never;

/** What a call takes: each part only when the route declares it. */
export type CallInput<R> = ([R] extends [{ params: infer P }]
  ? { params: InputOf<P> }
  : { params?: undefined }) &
  ([R] extends [{ query: infer Q }] ? { query?: InputOf<Q> } : { query?: undefined }) &
  ([R] extends [{ body: infer B }] ? { body: InputOf<B> } : { body?: undefined }) & {
    signal?: AbortSignal;
  };

/** The `Data` of a route's answer. */
export type CallResult<R extends DeclaredRoute> = DataOf<R['response']>;

type RouteOf<N extends AdminRouteName> = (typeof ADMIN_ROUTES)[N];
/** What `callAdmin` takes: each part only when the route declares it. */
export type AdminCallInput<N extends AdminRouteName> = CallInput<RouteOf<N>>;
/** The `Data` of the route's answer. */
export type AdminCallResult<N extends AdminRouteName> = CallResult<RouteOf<N>>;
export type PortalRouteName = keyof typeof PORTAL_ROUTES;
export type PortalCallResult<N extends PortalRouteName> = CallResult<(typeof PORTAL_ROUTES)[N]>;

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
type CallArgs<R> =
  Record<string, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** Upload progress: bytes sent so far and the file's size. */
export type UploadProgress = { loaded: number; total: number };

/** One typed client over one route table (the back office's, the portal's). */
export const createApiClient = <T extends RouteTable>(table: T) => {
  type Name = keyof T & string;
  const urlOf = (name: Name, input: LooseAdminCallInput = {}): string => {
    const route = table[name]!;
    return `${pathOf(route.path, input.params)}${queryStringOf(input.query)}`;
  };

  /** The untyped form, for code that picks the route at run time (the data provider). */
  const callLoose = async (name: Name, input: LooseAdminCallInput = {}): Promise<unknown> => {
    const route = table[name]!;
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

  /**
   * Sends a file as the raw body of an `upload` route (streamed by the admin server and the API,
   * so 50 MB ONIX files never sit in memory), with its type as Content-Type and its name in
   * `X-File-Name` (URI-encoded). XMLHttpRequest, because fetch reports no upload progress.
   */
  const upload = <N extends Name>(
    name: N,
    input: Omit<LooseAdminCallInput, 'body'>,
    file: File | Blob,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<CallResult<T[N]>> =>
    new Promise((resolve, reject) => {
      const route = table[name]!;
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
          resolve(unwrap(request.status, request.responseText) as CallResult<T[N]>);
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
   * Fetches a `file` route (a CSV export, a PDF) and hands it to the browser as a download, named
   * by the API's Content-Disposition or `fallbackName`.
   */
  const download = async (
    name: Name,
    input: Omit<LooseAdminCallInput, 'body'>,
    fallbackName: string,
  ): Promise<void> => {
    let response: Response;
    try {
      response = await fetch(urlOf(name, input), {
        method: table[name]!.method,
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

  return { urlOf, callLoose, upload, download };
};

const adminClient = createApiClient(ADMIN_ROUTES);
/** The back office's calls (`ADMIN_ROUTES`). */
export const {
  urlOf,
  callLoose: callAdminLoose,
  upload: uploadAdmin,
  download: downloadAdmin,
} = adminClient;

/** Any declared call, typed from its route: `callAdmin('adminAuditList', { query: { Page: 2 } })`. */
export const callAdmin = <N extends AdminRouteName>(
  name: N,
  ...[input]: CallArgs<(typeof ADMIN_ROUTES)[N]>
): Promise<AdminCallResult<N>> =>
  callAdminLoose(name, (input ?? {}) as LooseAdminCallInput) as Promise<AdminCallResult<N>>;

const portalClient = createApiClient(PORTAL_ROUTES);
/** The publisher portal's calls (`PORTAL_ROUTES`, ADR 0019). */
export const {
  urlOf: portalUrlOf,
  callLoose: callPortalLoose,
  upload: uploadPortal,
  download: downloadPortal,
} = portalClient;

/** Any declared portal call, typed from its route: `callPortal('portalMe')`. */
export const callPortal = <N extends PortalRouteName>(
  name: N,
  ...[input]: CallArgs<(typeof PORTAL_ROUTES)[N]>
): Promise<PortalCallResult<N>> =>
  callPortalLoose(name, (input ?? {}) as LooseAdminCallInput) as Promise<PortalCallResult<N>>;
