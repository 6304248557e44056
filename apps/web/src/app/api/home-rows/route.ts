import { API_ROUTES, isLocale } from '@nangsue/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { homeRowsOf } from '@/features/home/home-rows';
import { errorEnvelope } from '@/lib/api-forward';
import { catalogApiIn } from '@/lib/api-server';

/**
 * The home page's rows as card data (`?locale=th|en`), for the rows the page leaves to the browser
 * (`features/home/lazy-row-cards.tsx`): from the same cached `GET /v1/home/widgets` answer the page
 * is rendered from (Next's data cache, tag `catalog`), so nothing personal and no API call per
 * visitor. Cards only (~200 bytes each), no schemas needed in the browser.
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale');
  if (!isLocale(locale)) {
    return NextResponse.json(errorEnvelope('Not Found'), {
      status: 404,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const result = await catalogApiIn(locale).requestApi(API_ROUTES.homeWidgets);
  if (!result.ok || result.data.Data === null) {
    return NextResponse.json(errorEnvelope('Bad Gateway'), {
      status: 502,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return NextResponse.json(homeRowsOf(result.data.Data), {
    // The page around these rows is kept by Next and revalidated on a catalog change; a browser
    // asks again on each visit (no-cache), answered from Next's data cache.
    headers: { 'Cache-Control': 'no-cache' },
  });
}
