import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nangsue/contracts';

/** Store paths of the catalog (without the locale prefix), in one place. */
export const catalogPaths = {
  home: '/',
  book: (id: number) => `/book-detail/${id}`,
  category: (id: number) => `/category/${id}`,
  manufacturer: (id: number) => `/manufacturer/${id}`,
  vendor: (id: number) => `/vendor/${id}`,
  contactPublisher: (id: number) => `/contact-publisher/${id}`,
  tag: (id: number) => `/tag/${id}`,
  series: (id: number) => `/series/${id}`,
  author: (id: number) => `/author/${id}`,
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
