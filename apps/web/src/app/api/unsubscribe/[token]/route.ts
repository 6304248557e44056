import { API_ROUTES } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { requestApi } from '@/lib/api-server';

/**
 * The address in a notification e-mail's `List-Unsubscribe` header (RFC 8058,
 * docs/notifications.md). A POST (a mail program's one-click, body `List-Unsubscribe=One-Click`)
 * unsubscribes through the API with the token of the address, without a session. A GET (a person
 * opening the link, or a mail scanner following it) never unsubscribes: it goes to a page that
 * asks first.
 */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: NextRequest, { params }: Context) {
  const { token } = await params;
  // A relative Location: the page on this same storefront, whatever host the reader used.
  return new NextResponse(null, {
    status: 303,
    headers: { location: `/notifications/unsubscribe?token=${encodeURIComponent(token)}` },
  });
}

export async function POST(_request: NextRequest, { params }: Context) {
  const { token } = await params;
  const result = await requestApi(API_ROUTES.unsubscribeNotifications, { body: { Token: token } });
  if (result.ok) return new NextResponse('Unsubscribed.\n', { status: 200 });
  return new NextResponse(`${result.errors.join(' ')}\n`, {
    status: result.status >= 400 && result.status < 500 ? result.status : 502,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
