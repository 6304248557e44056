import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ productId: string }> };

const PRODUCT_ID = /^[1-9]\d{0,9}$/;
const FORMATS = new Set(['EPUB', 'PDF']);

/**
 * The stamped copy of a book for the reader's offline store (`/offline-files/42?format=EPUB`,
 * docs/offline.md), streamed from the API's `GET /v2/reader/:productId/offline-file` with the
 * session: the owner's only (a plain 404 otherwise), never cached by anyone on the way. The page
 * puts the answer straight into Cache Storage; it is not a download and is not counted as one.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { productId } = await params;
  const format = request.nextUrl.searchParams.get('format') ?? 'EPUB';
  if (!PRODUCT_ID.test(productId) || Number(productId) > 2_147_483_647 || !FORMATS.has(format))
    return notFound();
  return streamPrivate(request, {
    apiPath: `${pathOf(FILE_ROUTES.offlineFile, { productId })}?${new URLSearchParams({ format })}`,
    auth: 'session',
  });
}
