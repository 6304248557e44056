import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { getServerEnv } from '@/env';
import { splitLocale } from '@/features/catalog/catalog-paths';
import {
  entityCheckOf,
  rememberedExistence,
  rememberExistence,
} from '@/features/catalog/entity-check';
import {
  isInternalListingPath,
  pageServingOf,
  type PageServing,
} from '@/features/catalog/listing-routes';
import { clientIpFrom } from '@/lib/api-forward';
import { resolveLandingLocale } from '@/i18n/detect-locale';
import { LOCALE_COOKIE_NAME } from '@/i18n/locale-cookie';
import { routing } from '@/i18n/routing';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import {
  contentSecurityPolicy,
  NONCE_HEADER,
  newNonce,
  type OmiseSources,
} from '@/lib/security-headers';
import { THROTTLED_PAGE, throttledSecondsOf, WAIT_SECONDS_HEADER } from '@/lib/visitor-throttle';

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

/**
 * The same request, telling server rendering which path was asked for (the 404 page names it) and,
 * for a page rendered per visit, its script nonce: Next reads the policy from the request and puts
 * the nonce on its scripts.
 */
const withRequestContext = (
  request: NextRequest,
  policy: string,
  nonce: string | null,
): NextRequest => {
  const headers = new Headers(request.headers);
  headers.delete(NONCE_HEADER);
  headers.delete(WAIT_SECONDS_HEADER);
  headers.delete('Content-Security-Policy');
  if (nonce !== null) {
    headers.set(NONCE_HEADER, nonce);
    headers.set('Content-Security-Policy', policy);
  }
  // Only page loads render a 404 page; other requests (server actions) keep their path unmarked.
  if (request.method === 'GET' || request.method === 'HEAD')
    headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return new NextRequest(request, { headers });
};

/** A page load by a browser or crawler, not the client router's fetch of a page's data. */
const isDocumentRequest = (request: NextRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.headers.has('rsc') &&
  !request.headers.has('next-router-prefetch') &&
  (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';

/** A path no page claims, in the language of `pathname`: the root not-found page renders it. */
const MISSING_PAGE = '/__missing';

/**
 * The page of a book, category, publisher… that does not exist answers 404 (spec §8) with the
 * not-found page, decided before rendering starts: once a page streams its loading skeleton the
 * status is fixed at 200. Malformed ids need no look-up; others ask the API with `HEAD`, once per
 * catalog version (entity-check.ts). Only
 * page loads are checked (client navigations get the page's own `notFound()`), and an API that
 * does not answer lets the page render and show its error.
 */
const isMissingEntity = async (request: NextRequest): Promise<boolean> => {
  if (!isDocumentRequest(request)) return false;
  const check = entityCheckOf(request.nextUrl.pathname);
  if (check === null) return false;
  if (check.kind === 'invalid') return true;
  const known = rememberedExistence(check.apiPath);
  if (known !== undefined) return !known;

  const env = getServerEnv();
  const headers = new Headers({ Accept: 'application/json' });
  const clientIp = clientIpFrom(request.headers.get('x-forwarded-for'));
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  try {
    const response = await fetch(new URL(check.apiPath, env.API_MAIN_URL), {
      method: 'HEAD',
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    });
    if (response.status === 404 || response.ok) rememberExistence(check.apiPath, response.ok);
    return response.status === 404;
  } catch {
    return false;
  }
};

/** The header next-intl's middleware passes the locale to server rendering in. */
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/** Renders the not-found page in the language of the requested path, keeping its address. */
const renderNotFound = (request: NextRequest): NextResponse => {
  const { locale } = splitLocale(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, locale);
  return NextResponse.rewrite(new URL(`/${locale}${MISSING_PAGE}`, request.url), {
    request: { headers },
  });
};

/**
 * A visitor the API has throttled as a whole asks for a page rendered per visit: HTTP 429 with
 * `Retry-After` and the throttled page in the page's language, without rendering the page (which
 * would only call the API again). Cached pages are still served (lib/visitor-throttle.ts).
 */
const throttledAnswer = (request: NextRequest, page: PageRequest): NextResponse | null => {
  if (page.serving.isCached || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const visitor = clientIpFrom(request.headers.get('x-forwarded-for'));
  const seconds = visitor === null ? null : throttledSecondsOf(visitor);
  if (seconds === null) return null;

  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, page.locale);
  headers.set(WAIT_SECONDS_HEADER, String(seconds));
  const response = NextResponse.rewrite(new URL(`/${page.locale}${THROTTLED_PAGE}`, request.url), {
    status: 429,
    request: { headers },
  });
  response.headers.set('Retry-After', String(seconds));
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
};

/** Omise's card form is on the payment page only, and only in a store set up for Omise. */
const omiseSourcesOf = (path: string): OmiseSources | null => {
  if (path !== '/payment') return null;
  const env = getServerEnv();
  return env.OMISE_ENABLED ? { scriptUrl: env.OMISE_JS_URL, vaultUrl: env.OMISE_VAULT_URL } : null;
};

/**
 * The reader (`/bookshelf/read/42`, a publisher's preview `/preview/read/42`) renders books in
 * frames of its own (docs/reader.md).
 */
const isReaderPath = (path: string): boolean =>
  path.startsWith('/bookshelf/read/') || path.startsWith('/preview/read/');

/** The page asked for: its language, its path without the language, how it is served. */
type PageRequest = { locale: Locale; path: string; serving: PageServing };

export async function proxy(incoming: NextRequest) {
  const { locale, path } = splitLocale(incoming.nextUrl.pathname);
  const page: PageRequest = {
    locale,
    path,
    serving: pageServingOf(path, incoming.nextUrl.searchParams),
  };
  // A cached page is the same for everyone: it cannot carry a nonce.
  const nonce = page.serving.isCached ? null : newNonce();
  const policy = contentSecurityPolicy(
    nonce,
    process.env.NODE_ENV === 'development',
    omiseSourcesOf(page.path),
    isReaderPath(page.path),
  );
  const response = await route(withRequestContext(incoming, policy, nonce), page);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** Whether next-intl's answer lets the request go on to a page (no redirect). */
const rendersPage = (response: NextResponse): boolean =>
  response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');

/**
 * next-intl's answer, sent to the listing route that holds the query as a path segment when the
 * request is a listing with a query (listing-routes.ts).
 */
const localized = (request: NextRequest, { locale, serving }: PageRequest): NextResponse => {
  const response = intlMiddleware(request);
  if (serving.rewrite === null || !rendersPage(response)) return response;

  response.headers.delete('x-middleware-next');
  response.headers.set(
    'x-middleware-rewrite',
    new URL(`/${locale}${serving.rewrite}`, request.url).href,
  );
  return response;
};

async function route(request: NextRequest, page: PageRequest): Promise<NextResponse> {
  if (isInternalListingPath(page.path) || page.path === THROTTLED_PAGE)
    return renderNotFound(request);
  const throttled = throttledAnswer(request, page);
  if (throttled !== null) return throttled;
  if (await isMissingEntity(request)) return renderNotFound(request);
  if (!isFirstVisitToHome(request)) return localized(request, page);

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
  // Everything but the API proxy, Next's own files, pictures (`/files/`), receipt PDFs
  // (`/receipts/`), gateways' returns (`/payment-return/`), the reader's book files
  // (`/reader-files/`, their offline copies `/offline-files/`) and a publisher's preview (`/preview-files/`), the OPDS catalogue for
  // reading apps (`/opds`, `/opds/...`), downloads (`/downloads/<token>`, `/library-export`, `/notes-export`) and
  // files with an extension (public/, sitemap.xml, robots.txt).
  matcher:
    '/((?!api/|api$|_next/|_vercel/|files/|receipts/|payment-return/|reader-files/|offline-files/|preview-files/|opds/|opds$|downloads/|library-export$|notes-export$|.*\\..*).*)',
};
