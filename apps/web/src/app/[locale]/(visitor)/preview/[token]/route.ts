import { API_ROUTES, DEFAULT_LOCALE, isLocale, PREVIEW_TOKEN_PATTERN } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/env';
import {
  previewLinkEndedPath,
  previewReaderPath,
  setPreviewCookie,
} from '@/features/reader/preview';
import { clientIpFrom } from '@/lib/api-forward';
import { serverApiFor } from '@/lib/api-server';
import { DEVICE_COOKIE } from '@/lib/storage-keys';

type RouteContext = { params: Promise<{ locale: string; token: string }> };

/**
 * On to a page whose address holds no token (the reader, or the page saying the link is over).
 * A redirected request keeps the referrer of the page the link was clicked on, so the token does
 * not travel further; it is used up here anyway.
 */
const redirect = (path: string): NextResponse => {
  const response = NextResponse.redirect(new URL(path, getServerEnv().SITE_URL), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/**
 * A publisher's preview link (`/preview/<token>`, `/en/preview/<token>`, made in the portal; docs/
 * reader.md "Preview"): opened here once, on the API (`previewOpen`), into a reading session kept
 * in the book's own HttpOnly cookie, then the store's reader on the book (303). A link used,
 * expired or unknown lands on a page that says so. The customer's session is not sent: a preview
 * is the member's link alone.
 */
export async function GET(request: NextRequest, { params }: RouteContext): Promise<Response> {
  const { locale: raw, token } = await params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return redirect(previewLinkEndedPath(locale));
  const api = serverApiFor({
    locale,
    deviceId: request.cookies.get(DEVICE_COOKIE)?.value,
    token: undefined,
    clientIp: clientIpFrom(request.headers.get('x-forwarded-for')),
    userAgent: request.headers.get('user-agent'),
  });
  const result = await api.requestApi(API_ROUTES.previewOpen, { body: { Data: { Token: token } } });
  if (!result.ok || result.data.Data === null) {
    if (result.status >= 500) console.error(`[preview] opening a link failed: ${result.status}`);
    return redirect(previewLinkEndedPath(locale));
  }
  const opened = result.data.Data;
  const response = redirect(previewReaderPath(locale, opened.ProductId));
  setPreviewCookie(response, {
    productId: opened.ProductId,
    session: opened.Session,
    expiresAt: new Date(opened.ExpiresAt),
  });
  return response;
}

/**
 * A link previewer's `HEAD` (a chat app unfurling the address) must not use the one-time link up:
 * answered here without opening it.
 */
export function HEAD(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
