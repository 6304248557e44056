import { parseCatalogQuery, toSearchParams, type CatalogQuery } from './catalog-query';

/**
 * Listing pages (category, imprint, publisher, tag, new releases, best sellers) keep their spec
 * addresses with a query string (`/category/3?orderBy=newest&pageNumber=2`), but Next caches a
 * page by its path only. So the proxy rewrites the query into a last path segment:
 * - browsing states (page and sort only, a bounded set) go to the cached route
 *   `(catalog)/category/[id]/[[...q]]`, one cached page per state;
 * - filtered states (price, language, format, rating, publishers: endless combinations nobody
 *   shares) go to the per-visit twin under `/filtered/...`, so they cannot fill the cache.
 * Visitors cannot ask for either internal address themselves (the proxy answers 404).
 */

/** `/vendor/apply` (the publisher application, a per-visit page) is no publisher's listing. */
const LISTING_PATH =
  /^\/(?:(?:category|manufacturer|tag|series|author)\/[^/]+|vendor\/(?!apply$)[^/]+|newproducts|bestseller)$/;
const INTERNAL_LISTING_PATH =
  /^\/(?:filtered(?:\/|$)|(?:(?:category|manufacturer|vendor|tag|series|author)\/[^/]+|newproducts|bestseller)\/)/;

/** The prefix of the per-visit twins of the listing routes. */
export const FILTERED_PREFIX = '/filtered';

const BROWSING_KEYS = new Set(['pageNumber', 'orderBy']);

/**
 * The internal path (without the language prefix) of a listing request, or null when the path is
 * no listing or the query is the default state (the page itself is the cached route).
 */
export const listingRewriteOf = (path: string, search: URLSearchParams): string | null => {
  if (!LISTING_PATH.test(path)) return null;
  const canonical = toSearchParams(parseCatalogQuery(search));
  const segment = canonical.toString();
  if (segment === '') return null;
  const isBrowsing = [...canonical.keys()].every((key) => BROWSING_KEYS.has(key));
  const internal = `${path}/${encodeURIComponent(segment)}`;
  return isBrowsing ? internal : `${FILTERED_PREFIX}${internal}`;
};

/**
 * Catalog pages, rendered once and served from Next's cache (`app/[locale]/(catalog)`): home, books,
 * listings, topics, content pages (docs/content.md). Everything else is rendered per visit.
 */
const CATALOG_PAGE =
  /^\/(?:(?:book-detail|category|manufacturer|tag|topic|series|author)\/[^/]+|vendor\/(?!apply\/?$)[^/]+|newproducts|bestseller|(?:howto|purchaseprocess|termandcondition|policy)(?:\/[^/]+)?)?\/?$/;

export type PageServing = {
  /** The internal path the request is rewritten to (`listingRewriteOf`), or null. */
  rewrite: string | null;
  /** Served from Next's cache (so it cannot carry a per-request nonce). */
  isCached: boolean;
};

/** How the page at `path` (without the language prefix) with its query is served, decided once. */
export const pageServingOf = (path: string, search: URLSearchParams): PageServing => {
  const rewrite = listingRewriteOf(path, search);
  return {
    rewrite,
    isCached: CATALOG_PAGE.test(path) && !(rewrite?.startsWith(FILTERED_PREFIX) ?? false),
  };
};

/** A path only the proxy may produce (a listing with a query segment, a filtered twin). */
export const isInternalListingPath = (path: string): boolean => INTERNAL_LISTING_PATH.test(path);

/** The listing state carried by the route's last segment (the default state when absent). */
export const queryOfSegment = (segments: readonly string[] | undefined): CatalogQuery => {
  const raw = segments?.[0] ?? '';
  // Next hands route params over decoded; an undecoded one still has its `=` escaped.
  let text = raw;
  if (!raw.includes('=')) {
    try {
      text = decodeURIComponent(raw);
    } catch {
      text = '';
    }
  }
  return parseCatalogQuery(new URLSearchParams(text));
};
