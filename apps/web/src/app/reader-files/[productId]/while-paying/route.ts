import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ productId: string }> };

const ID = /^[1-9]\d{0,14}$/;
const FORMATS = new Set(['EPUB', 'PDF']);

/**
 * Read while you pay (docs/reader.md): the preview file of a pending order's book
 * (`PendingReader.Book.FileUrl`: `/reader-files/42/while-paying?order=7&format=EPUB`), streamed
 * from the API's `GET /v2/reader/:productId/while-paying/file` with the session from the HttpOnly
 * cookie. Only the cut preview artifact exists behind it; `Range` passed on, never cached.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { productId } = await params;
  const orderId = request.nextUrl.searchParams.get('order') ?? '';
  const format = request.nextUrl.searchParams.get('format') ?? 'EPUB';
  if (
    !ID.test(productId) ||
    Number(productId) > 2_147_483_647 ||
    !ID.test(orderId) ||
    !FORMATS.has(format)
  )
    return notFound();
  const query = new URLSearchParams({ orderId, format });
  return streamPrivate(request, {
    apiPath: `${pathOf(FILE_ROUTES.pendingReaderFile, { productId })}?${query}`,
    forwardHeaders: ['Range', 'If-Range'],
    passStatuses: [206, 416],
    passHeaders: ['Content-Range', 'Accept-Ranges', 'ETag'],
  });
}

export const HEAD = GET;
