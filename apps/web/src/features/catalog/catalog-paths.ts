import {
  API_ROUTES,
  DEFAULT_LOCALE,
  LOCALES,
  pathOf,
  type ApiRoute,
  type Locale,
} from '@nangsue/contracts';
import { parseEntityId } from './catalog-query';

/** Store paths of the catalog (without the locale prefix), in one place. */
export const catalogPaths = {
  home: '/',
  book: (id: number) => `/book-detail/${id}`,
  category: (id: number) => `/category/${id}`,
  manufacturer: (id: number) => `/manufacturer/${id}`,
  vendor: (id: number) => `/vendor/${id}`,
  contactPublisher: (id: number) => `/contact-publisher/${id}`,
  tag: (id: number) => `/tag/${id}`,
  topic: (code: string) => `/topic/${code}`,
  newProducts: '/newproducts',
  bestSellers: '/bestseller',
  search: '/search',
  advancedSearch: '/search/advance',
  recentlyViewed: '/recentlyviewedproducts',
} as const;

export const TOPIC_CODE = /^[a-z0-9-]{1,100}$/;

/** The path of a store page in a language: Thai without a prefix, English under `/en`. */
export const localizePath = (path: string, locale: Locale): string => {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
};

/** A store path with the language prefix removed, and its language. */
export const splitLocale = (pathname: string): { locale: Locale; path: string } => {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
};

/** The topic code of a store link (`/topic/summer-reading`), or null. */
export const topicCodeOfLink = (link: string): string | null => {
  const match = /^\/topic\/([^/?#]+)$/.exec(link);
  return match?.[1] !== undefined && TOPIC_CODE.test(match[1]) ? match[1] : null;
};

/** API reads that tell whether the entity of a page exists (`GET`/`HEAD`, 404 when not). */
const ENTITY_ROUTES: Record<string, ApiRoute> = {
  'book-detail': API_ROUTES.productDetails,
  category: API_ROUTES.category,
  manufacturer: API_ROUTES.manufacturer,
  vendor: API_ROUTES.vendor,
  tag: API_ROUTES.tag,
};

/**
 * Static pages that share a prefix with an entity page. `/vendor/apply` (the publisher application)
 * goes here when its page exists; until then it is a missing page (HTTP 404).
 */
const RESERVED_SEGMENTS: Record<string, readonly string[]> = {};

export type EntityCheck = { kind: 'invalid' } | { kind: 'lookup'; apiPath: string };

/**
 * Whether a requested store path names a catalog entity and how to know it exists: `invalid`
 * when its id cannot be one (`/book-detail/abc`, `/category/0`), `lookup` with the API path to
 * ask, or null for any other page.
 */
export const entityCheckOf = (pathname: string): EntityCheck | null => {
  const { path } = splitLocale(pathname);
  const match = /^\/([a-z-]+)\/([^/]*)\/?$/.exec(path);
  if (!match) return null;

  const [, section = '', segment = ''] = match;
  if (RESERVED_SEGMENTS[section]?.includes(segment)) return null;

  if (section === 'topic') {
    return TOPIC_CODE.test(segment)
      ? { kind: 'lookup', apiPath: pathOf(API_ROUTES.topic, { topicCode: segment }) }
      : { kind: 'invalid' };
  }
  const route = ENTITY_ROUTES[section];
  if (route === undefined) return null;

  const id = parseEntityId(segment);
  return id === null ? { kind: 'invalid' } : { kind: 'lookup', apiPath: pathOf(route, { id }) };
};
