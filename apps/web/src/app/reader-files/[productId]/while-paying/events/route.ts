import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

const ID = /^[1-9]\d{0,14}$/;

/** Streams are long: never a static or cached answer. */
export const dynamic = 'force-dynamic';

/**
 * Read while you pay (docs/reader.md): the order's server-sent events
 * (`PendingReader.EventsUrl`: `/reader-files/42/while-paying/events?order=7`), passed on from
 * the API's `GET /v2/order/:id/reading-events` as they arrive, with the session from the
 * HttpOnly cookie. `no-transform` keeps the server's compression from holding events back.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const orderId = request.nextUrl.searchParams.get('order') ?? '';
  if (!ID.test(orderId)) return notFound();
  const upstream = await streamPrivate(request, {
    apiPath: pathOf(FILE_ROUTES.pendingReadingEvents, { id: orderId }),
    passHeaders: ['Cache-Control'],
  });
  if (!upstream.ok) return upstream;
  const headers = new Headers(upstream.headers);
  headers.set('Cache-Control', 'private, no-store, no-transform');
  headers.set('X-Accel-Buffering', 'no');
  headers.delete('Content-Length');
  return new Response(upstream.body, { status: upstream.status, headers });
}
