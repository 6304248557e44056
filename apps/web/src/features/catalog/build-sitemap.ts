import { DEFAULT_LOCALE, LOCALES } from '@nangsue/contracts';
import type { MetadataRoute } from 'next';
import { catalogPaths, localizePath } from './catalog-paths';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapInput = {
  siteUrl: string;
  categoryIds: readonly number[];
  topicCodes: readonly string[];
  bookIds: readonly number[];
  /** Authors of those books (their pages; series are not in the books' cards, so not listed). */
  authorIds?: readonly number[];
  maxUrls?: number;
};

/** The store paths of the sitemap, most important first (books last, as they are many). */
export const sitemapPathsOf = ({
  categoryIds,
  topicCodes,
  bookIds,
  authorIds = [],
}: Omit<SitemapInput, 'siteUrl'>): string[] => [
  ...new Set([
    catalogPaths.home,
    catalogPaths.newProducts,
    catalogPaths.bestSellers,
    ...categoryIds.map(catalogPaths.category),
    ...topicCodes.map(catalogPaths.topic),
    ...authorIds.map(catalogPaths.author),
    ...bookIds.map(catalogPaths.book),
  ]),
];

/**
 * Every page in every language, each entry naming its other-language versions (`hreflang`,
 * `x-default` = Thai); capped so that both languages of a page are always in together.
 */
export const buildSitemap = (input: SitemapInput): MetadataRoute.Sitemap => {
  const origin = new URL(input.siteUrl).origin;
  const absolute = (path: string) => (path === '/' ? origin : `${origin}${path}`);
  const maxPaths = Math.floor((input.maxUrls ?? MAX_SITEMAP_URLS) / LOCALES.length);

  return sitemapPathsOf(input)
    .slice(0, maxPaths)
    .flatMap((path) => {
      const languages: Record<string, string> = {};
      for (const locale of LOCALES) languages[locale] = absolute(localizePath(path, locale));
      languages['x-default'] = absolute(localizePath(path, DEFAULT_LOCALE));

      return LOCALES.map((locale) => ({
        url: absolute(localizePath(path, locale)),
        alternates: { languages },
      }));
    });
};
