import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ productId: string }> };

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const FORMATS = new Set(['EPUB', 'PDF']);

/**
 * The book file the reader opens (`ReaderBook.FileUrl`: `/reader-files/42?format=EPUB&sample=false`),
 * streamed from the API's `GET /v2/reader/:productId/file` (docs/reader.md). The whole book goes
 * only to its owner, with the session from the HttpOnly cookie; a sample (`sample=true`) to anyone,
 * so a guest's request goes without a session. `Range` is passed on and a partial answer comes back
 * as it is (206, `Content-Range`): the PDF reader asks for the pages it shows, not the whole file.
 * Never cached; someone else's book, or an unknown one, is a plain 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { productId } = await params;
  const format = request.nextUrl.searchParams.get('format') ?? 'EPUB';
  const sample = request.nextUrl.searchParams.get('sample') === 'true';
  if (!PRODUCT_ID.test(productId) || Number(productId) > 2_147_483_647 || !FORMATS.has(format))
    return notFound();
  const query = new URLSearchParams({ format, sample: String(sample) });
  return streamPrivate(request, {
    apiPath: `${pathOf(FILE_ROUTES.readerFile, { productId })}?${query}`,
    auth: sample ? 'session-if-any' : 'session',
    forwardHeaders: ['Range', 'If-Range'],
    passStatuses: [206, 416],
    passHeaders: ['Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified'],
  });
}

export const HEAD = GET;
