import { FILE_ROUTES, pathOf } from '@nangsue/contracts';
import type { NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import { downloadFailurePath, localeOfVisit } from '@/features/bookshelf/download-failure';
import { LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { notFound, streamPrivate } from '@/lib/private-stream';

type RouteContext = { params: Promise<{ token: string }> };

const TOKEN = /^[A-Za-z0-9_-]{10,500}\.[A-Za-z0-9_-]{20,100}$/;

/**
 * A watermarked book file (`/downloads/<token>`, the `Url` of a `getdownloadcloud` answer): the
 * signed one-use link is handed to the API with the reader's session and the file is streamed back
 * as an attachment (docs/downloads.md). Any other answer is not shown as it is (the browser would
 * land on the API's JSON): the reader goes back to the shelf (303, in their language), which says
 * why: `?download=refused` for the API's 403 (an expired or used link, the book's limit reached),
 * `?download=failed` otherwise (another account's link or no session: 404; the API down: 502).
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { token } = await params;
  if (!TOKEN.test(token)) return notFound();
  const answer = await streamPrivate(request, {
    apiPath: pathOf(FILE_ROUTES.downloadFile, { token }),
    passHeaders: ['Content-Disposition'],
  });
  if (answer.status === 200 || answer.status === 499) return answer;
  const locale = localeOfVisit(
    request.headers.get('referer'),
    request.cookies.get(LOCALE_COOKIE_NAME)?.value,
  );
  return Response.redirect(
    new URL(downloadFailurePath(answer.status, locale), getServerEnv().SITE_URL),
    303,
  );
}
