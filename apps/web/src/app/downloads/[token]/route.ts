import type { NextRequest } from 'next/server';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{10,500}\.[A-Za-z0-9_-]{20,100}$/;

/**
 * A watermarked book file (`/downloads/<token>`, the `Url` of a `getdownloadcloud` answer): the
 * signed one-use link is handed to the API with the reader's session and the file is streamed back
 * as an attachment (docs/downloads.md). Another account's link, or no session: 404; an expired or
 * used link, or the book's limit reached: the API's 403 with its message.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { token } = await params;
  if (!TOKEN.test(token)) return notFound();
  return streamPrivate(request, {
    apiPath: `/v2/download/file/${token}`,
    passHeaders: ['Content-Disposition'],
    passStatuses: [403],
  });
}
