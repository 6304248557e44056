import { DEFAULT_LOCALE } from '@nangsue/contracts';
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { resolveLandingLocale } from '@/i18n/detect-locale';
import { LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { routing } from '@/i18n/routing';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';

const intlMiddleware = createIntlMiddleware(routing);

/**
 * A first visit is a document request for `/` that did not come from one of our own pages: the
 * client router's background fetches (`Sec-Fetch-Dest: empty`) and in-site navigations keep the
 * language the visitor is already reading.
 */
const isFirstVisitToHome = (request: NextRequest): boolean => {
  if (request.nextUrl.pathname !== '/') return false;

  const fetchDest = request.headers.get('sec-fetch-dest');
  if (fetchDest !== null && fetchDest !== 'document') return false;
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false;

  const referer = request.headers.get('referer');
  if (referer === null) return true;
  try {
    return new URL(referer).origin !== request.nextUrl.origin;
  } catch {
    return true;
  }
};

const varyOnLanguageInputs = (response: NextResponse): NextResponse => {
  response.headers.append('Vary', 'Cookie, Accept-Language');
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
};

/** The same request, telling server rendering which path was asked for (the 404 page names it). */
const withRequestPath = (request: NextRequest): NextRequest => {
  // Only page loads render a 404 page; other requests (server actions) pass untouched.
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;

  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return new NextRequest(request, { headers });
};

export function proxy(incoming: NextRequest) {
  const request = withRequestPath(incoming);
  if (!isFirstVisitToHome(request)) return intlMiddleware(request);

  const landing = resolveLandingLocale({
    cookieLocale: request.cookies.get(LOCALE_COOKIE_NAME)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (landing === DEFAULT_LOCALE) return varyOnLanguageInputs(intlMiddleware(request));

  const target = request.nextUrl.clone();
  // Only the default locale goes without a prefix (`localePrefix: 'as-needed'`).
  target.pathname = `/${landing}`;
  return varyOnLanguageInputs(NextResponse.redirect(target, 307));
}

export const config = {
  // Everything but the API proxy, Next's own files and files with an extension (public/).
  matcher: '/((?!api/|api$|_next/|_vercel/|.*\\..*).*)',
};
