import { HEADERS } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { clientIpFrom } from '@/lib/api-forward';
import { readSessionToken } from '@/lib/session-cookie';

/**
 * The one way the storefront streams a private file of the API's (a receipt, a download, a book
 * for the reader, an export, an OPDS feed) to the browser: the reader's session from the HttpOnly
 * cookie (or the request's own `Authorization`, for OPDS clients) and real address go along, the
 * answer's body is passed through as it arrives (never buffered) and is never cached. An API 401
 * or 404 is a plain 404 here, so nobody learns whether someone else's file exists.
 */
export type PrivateStreamOptions = {
  /** The API path, with its query. */
  apiPath: string;
  /**
   * `session`: the cookie's session (default); `session-if-any`: the cookie's session when there is
   * one, else the call goes without (a guest reading a sample); `authorization`: the request's
   * Authorization; `{ header, value }`: that credential alone, never the customer's session (a
   * publisher's preview, its session from a cookie of its own).
   */
  auth?: 'session' | 'session-if-any' | 'authorization' | { header: string; value: string };
  /** Headers of the API's answer passed on (beyond Content-Type and Content-Length). */
  passHeaders?: readonly string[];
  /** Statuses of the API's answer passed on as they are (beyond 200). */
  passStatuses?: readonly number[];
  /** Request headers passed to the API (e.g. `Range`). */
  forwardHeaders?: readonly string[];
};

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

export const notFound = (): Response => new Response(null, { status: 404, headers: PRIVATE });

export async function streamPrivate(
  request: NextRequest,
  options: PrivateStreamOptions,
): Promise<Response> {
  const env = getServerEnv();
  const headers = new Headers({ [HEADERS.requestId]: crypto.randomUUID() });
  const auth = options.auth ?? 'session';
  if (typeof auth === 'object') {
    headers.set(auth.header, auth.value);
  } else if (auth === 'session' || auth === 'session-if-any') {
    const token = readSessionToken(await cookies());
    if (token) headers.set(HEADERS.token, token);
    else if (auth === 'session') return notFound();
  } else {
    const authorization = request.headers.get('authorization');
    if (authorization) headers.set('Authorization', authorization);
  }
  for (const name of options.forwardHeaders ?? []) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const clientIp = clientIpFrom(request.headers.get('x-forwarded-for'));
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers.set('User-Agent', userAgent);

  // The API has API_TIMEOUT_MS to answer; the body then streams as fast as the visitor takes it
  // (a 5 MB book to a slow phone, or to a loaded machine, takes longer than that), until the
  // visitor goes away.
  const answered = new AbortController();
  const timer = setTimeout(
    () => answered.abort(new DOMException('timeout', 'TimeoutError')),
    env.API_TIMEOUT_MS,
  );
  try {
    const upstream = await fetch(new URL(options.apiPath, env.API_MAIN_URL), {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, answered.signal]),
    });
    clearTimeout(timer);
    const passed = upstream.ok || (options.passStatuses ?? []).includes(upstream.status);
    if (!passed) {
      await upstream.body?.cancel();
      const status = upstream.status === 401 || upstream.status === 404 ? 404 : upstream.status;
      return new Response(null, { status: status >= 500 ? 502 : status, headers: PRIVATE });
    }
    const answer = new Headers(PRIVATE);
    for (const name of ['Content-Type', 'Content-Length', ...(options.passHeaders ?? [])]) {
      const value = upstream.headers.get(name);
      if (value !== null) answer.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: answer });
  } catch (error) {
    clearTimeout(timer);
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[private-stream] GET ${options.apiPath} failed`, error);
    return new Response(null, { status: 502, headers: PRIVATE });
  }
}
