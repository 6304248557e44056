import { HEADERS } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import {
  buildDownstreamHeaders,
  buildUpstreamHeaders,
  clientIpFrom,
  errorEnvelope,
  isApiService,
  isForeignRequest,
  toUpstreamPath,
  type ApiService,
} from '@/lib/api-forward';
import { DEVICE_COOKIE, TOKEN_COOKIE } from '@/lib/storage-keys';

type RouteContext = { params: Promise<{ service: string; path: string[] }> };

const baseUrlOf = (service: ApiService): string => {
  const env = getServerEnv();
  return service === 'main' ? env.API_MAIN_URL : env.API_SECOND_URL;
};

const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'TimeoutError';

/**
 * The browser's only way to the API (spec §7): `/api/{main|second}/{path}` is sent to that
 * service with the spec headers, the session token from its HttpOnly cookie, the client address
 * and a request id; status, body, `Retry-After` and `X-Request-Id` come back unchanged.
 */
async function forward(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { service, path } = await params;
  const upstreamPath = toUpstreamPath(path);
  const requestId = crypto.randomUUID();

  if (!isApiService(service) || upstreamPath === null) {
    return NextResponse.json(errorEnvelope('Not Found'), {
      status: 404,
      headers: { [HEADERS.requestId]: requestId },
    });
  }

  const ownOrigins = [request.nextUrl.origin, new URL(getServerEnv().SITE_URL).origin];
  if (isForeignRequest(request.method, request.headers, ownOrigins)) {
    return NextResponse.json(errorEnvelope('Forbidden'), {
      status: 403,
      headers: { [HEADERS.requestId]: requestId },
    });
  }

  const cookieStore = await cookies();
  const headers = buildUpstreamHeaders(request.headers, {
    token: cookieStore.get(TOKEN_COOKIE)?.value,
    deviceIdCookie: cookieStore.get(DEVICE_COOKIE)?.value,
    clientIp: clientIpFrom(request.headers.get('x-forwarded-for')),
    requestId,
  });
  const url = new URL(`${upstreamPath}${request.nextUrl.search}`, baseUrlOf(service));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';

  try {
    const upstream = await fetch(url, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(getServerEnv().API_TIMEOUT_MS)]),
    });

    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: buildDownstreamHeaders(upstream.headers, requestId),
    });
  } catch (error) {
    const status = isTimeout(error) ? 504 : 502;
    console.error(
      `[api-proxy] ${request.method} ${service}${upstreamPath} failed (${requestId})`,
      error,
    );
    return NextResponse.json(errorEnvelope(status === 504 ? 'Gateway Timeout' : 'Bad Gateway'), {
      status,
      headers: { [HEADERS.requestId]: requestId, 'Cache-Control': 'no-store' },
    });
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
