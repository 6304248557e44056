import { HEADERS } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { clientIpFrom } from '@/lib/api-forward';
import { fileResponseHeaders, toFilePath } from '@/lib/file-proxy';

type RouteContext = { params: Promise<{ path: string[] }> };

const notFound = () =>
  new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * Covers and banners (`/files/...`, the picture paths the API gives) streamed from the API's
 * file storage with its content type and caching (content-addressed, so immutable).
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const filePath = toFilePath((await params).path);
  if (filePath === null) return notFound();

  const env = getServerEnv();
  const headers = new Headers({ [HEADERS.requestId]: crypto.randomUUID() });
  const clientIp = clientIpFrom(request.headers.get('x-forwarded-for'));
  if (clientIp) headers.set('X-Forwarded-For', clientIp);

  try {
    const upstream = await fetch(new URL(filePath, env.API_MAIN_URL), {
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(env.API_TIMEOUT_MS)]),
    });
    // An address the API refuses (a malformed cover name: 400) is a picture that does not exist.
    if (upstream.status === 404 || upstream.status === 400) {
      await upstream.body?.cancel();
      return notFound();
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
    }
    return new Response(upstream.body, {
      status: 200,
      headers: fileResponseHeaders(upstream.headers),
    });
  } catch (error) {
    // The reader left the page before the picture arrived: nothing to report.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[files] GET ${filePath} failed`, error);
    return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
