import 'server-only';
import type { Locale } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { buildAlternates } from '@/i18n/metadata';
import { routing } from '@/i18n/routing';
import { hasActiveFilters, parseEntityId, type CatalogQuery } from './catalog-query';
import type { FilterConfig } from './components/listing-controls';
import { getSearchCriteria } from './data';

/** The page's language from its params (an unknown one is a 404), set for this request. */
export const resolveLocale = async (params: Promise<{ locale: string }>): Promise<Locale> => {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
};

/** The entity id of a route segment; anything else is the page's 404. */
export const requireEntityId = (raw: string): number => {
  const id = parseEntityId(raw);
  if (id === null) notFound();
  return id;
};

/** The first paragraph, as a page's meta description. */
export const summaryOf = (text: string): string | undefined => {
  const first = text.split(/\n{2,}/)[0]?.trim();
  return first === undefined || first === '' ? undefined : first;
};

type ListingMetadataInput = {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  query: CatalogQuery;
};

/**
 * Title, description, alternates of a listing. Filtered states are not indexed (they are
 * endless combinations of the same books), though their links are followed.
 */
export const listingMetadata = ({
  locale,
  path,
  title,
  description,
  query,
}: ListingMetadataInput): Metadata => ({
  title,
  description,
  alternates: buildAlternates(path, locale),
  openGraph: { title, description, type: 'website' },
  ...(hasActiveFilters(query) ? { robots: { index: false, follow: true } } : {}),
});

/** Every filter the GET listings support, with the store's publishers to pick from. */
export const loadFilterConfig = async ({
  withPublishers = true,
}: { withPublishers?: boolean } = {}): Promise<FilterConfig> => {
  const criteria = await getSearchCriteria();
  return {
    price: true,
    language: true,
    format: true,
    rating: true,
    publishers: withPublishers ? criteria.Publishers : [],
  };
};
