import { FILE_ROUTES, pathOf, PREVIEW_SESSION_HEADER } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { previewCookieName } from '@/features/reader/preview';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ productId: string }> };

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const FORMATS = new Set(['EPUB', 'PDF']);

/**
 * The file a publisher's preview reads (`/preview-files/42?format=PDF`, the preview's
 * `ReaderBook.FileUrl`; docs/reader.md "Preview"): streamed from the API's
 * `GET /v2/preview/book/:productId/file` with the reading session from the book's preview cookie
 * (never the customer's session), stamped with the member's watermark. `Range` is passed on for
 * the PDF reader; never cached; no session, or an ended one, is a plain 404.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { productId } = await params;
  const format = request.nextUrl.searchParams.get('format') ?? 'EPUB';
  if (!PRODUCT_ID.test(productId) || Number(productId) > 2_147_483_647 || !FORMATS.has(format))
    return notFound();
  const session = request.cookies.get(previewCookieName(Number(productId)))?.value;
  if (!session) return notFound();
  return streamPrivate(request, {
    apiPath: `${pathOf(FILE_ROUTES.previewFile, { productId })}?${new URLSearchParams({ format })}`,
    auth: { header: PREVIEW_SESSION_HEADER, value: session },
    forwardHeaders: ['Range', 'If-Range'],
    passStatuses: [206, 416],
    passHeaders: ['Content-Range', 'Accept-Ranges'],
  });
}
