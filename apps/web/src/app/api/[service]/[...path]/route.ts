import { HEADERS } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import {
  buildDownstreamHeaders,
  browserRouteOf,
  buildUpstreamHeaders,
  changesState,
  clientIpFrom,
  errorEnvelope,
  isForeignRequest,
  ownOriginsOf,
  rememberMeOf,
  sessionActionOf,
  takeSessionToken,
  type ApiService,
  type SessionAction,
} from '@/lib/api-forward';
import { retryAfterOf } from '@/lib/api-error';
import { isVisitorThrottled, rememberThrottledVisitor } from '@/lib/visitor-throttle';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '@/lib/session-cookie';
import { DEVICE_COOKIE } from '@/lib/storage-keys';

type RouteContext = { params: Promise<{ service: string; path: string[] }> };

const baseUrlOf = (service: ApiService): string => {
  const env = getServerEnv();
  return service === 'main' ? env.API_MAIN_URL : env.API_SECOND_URL;
};

const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'TimeoutError';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The answer to the browser. A new session token goes into the HttpOnly cookie and is blanked in
 * the body, so no script ever sees it (ADR 0002); logout, deletion and a 401 clear the cookie.
 */
const respond = async (
  upstream: Response,
  action: SessionAction,
  requestId: string,
): Promise<NextResponse> => {
  const init = {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: buildDownstreamHeaders(upstream.headers, requestId),
  };
  if (action.kind === 'store') {
    const text = await upstream.text();
    const taken = takeSessionToken(parseJson(text));
    if (taken === null) return new NextResponse(text, init);

    const response = new NextResponse(JSON.stringify(taken.body), init);
    setSessionCookie(response, taken.token, { persistent: action.persistent });
    return response;
  }

  const response = new NextResponse(upstream.body, init);
  if (action.kind === 'clear') clearSessionCookie(response);
  return response;
};

/**
 * The browser's only way to the API (spec §7): `/api/{main|second}/{path}` is sent to that
 * service with the spec headers, the session token from its HttpOnly cookie, the client address
 * and a request id; status, body, `Retry-After` and `X-Request-Id` come back unchanged, except
 * that session tokens are kept in the HttpOnly cookie instead (`respond`).
 */
async function forward(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { service, path } = await params;
  const requestId = crypto.randomUUID();
  const target = browserRouteOf(service, request.method, path);

  if (target === undefined) {
    return NextResponse.json(errorEnvelope('Not Found'), {
      status: 404,
      headers: { [HEADERS.requestId]: requestId },
    });
  }
  const { route, upstreamPath } = target;

  const ownOrigins = ownOriginsOf(request.headers, request.nextUrl, getServerEnv().SITE_URL);
  // A call that changes the session (logout is a GET) is held to the rule of writes.
  if (isForeignRequest(changesState(route.method, route.session), request.headers, ownOrigins)) {
    return NextResponse.json(errorEnvelope('Forbidden'), {
      status: 403,
      headers: { [HEADERS.requestId]: requestId },
    });
  }

  const cookieStore = await cookies();
  const token = readSessionToken(cookieStore);
  const clientIp = clientIpFrom(request.headers.get('x-forwarded-for'));
  const headers = buildUpstreamHeaders(request.headers, {
    token,
    deviceIdCookie: cookieStore.get(DEVICE_COOKIE)?.value,
    clientIp,
    requestId,
    tokenIn: route.tokenIn,
    idempotent: route.idempotent,
  });
  const url = new URL(`${upstreamPath}${request.nextUrl.search}`, baseUrlOf(route.service));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await request.arrayBuffer() : undefined;
  const rememberMe =
    route.session === 'issues-remembered' && body !== undefined
      ? rememberMeOf(new TextDecoder().decode(body))
      : false;
  const actionFor = (status: number | null) =>
    sessionActionOf({ effect: route.session, status, hadToken: Boolean(token), rememberMe });

  try {
    const upstream = await fetch(url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(getServerEnv().API_TIMEOUT_MS)]),
    });

    // The visitor's next pages answer 429 without being rendered (src/proxy.ts).
    if (clientIp && isVisitorThrottled(upstream.status, upstream.headers))
      rememberThrottledVisitor(clientIp, retryAfterOf(upstream));
    return await respond(upstream, actionFor(upstream.status), requestId);
  } catch (error) {
    // The browser went away (a navigation cancelled the call): nobody to answer, nothing to log.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    const status = isTimeout(error) ? 504 : 502;
    console.error(
      `[api-proxy] ${request.method} ${service}${upstreamPath} failed (${requestId})`,
      error,
    );
    const response = NextResponse.json(
      errorEnvelope(status === 504 ? 'Gateway Timeout' : 'Bad Gateway'),
      { status, headers: { [HEADERS.requestId]: requestId, 'Cache-Control': 'no-store' } },
    );
    if (actionFor(null).kind === 'clear') clearSessionCookie(response);
    return response;
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
