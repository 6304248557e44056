import { Search, TextSearch } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import {
  catalogHref,
  hasSearchCriteria,
  parseCatalogQuery,
  type RawSearchParams,
} from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing, SEARCH_SORTS } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { PageHeader } from '@/features/catalog/components/page-header';
import { SearchCorrectionNotice } from '@/features/catalog/components/search-correction';
import { SearchSuggestions } from '@/features/catalog/components/search-suggestions';
import { searchBooks } from '@/features/catalog/data';
import { loadFilterConfig, resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type SearchPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: SearchPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const query = parseCatalogQuery(await searchParams);
  const t = await getTranslations('catalog.search');
  return {
    title: query.q === undefined ? t('title') : t('resultsTitle', { q: query.q }),
    alternates: buildAlternates(catalogPaths.search, locale),
    // Result pages are endless; search engines should index the books themselves.
    robots: { index: false, follow: true },
  };
}

/**
 * Results of the header search box (`?q=`), with sort, filters and pages; those of the keyword on
 * the other keyboard layout when the typed one found nothing, and suggestions when nothing was
 * found at all (docs/search.md).
 */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  await resolveLocale(params);
  const query = parseCatalogQuery(await searchParams);
  const t = await getTranslations('catalog.search');
  const advancedLink = (
    <ButtonLink
      href={catalogHref(catalogPaths.advancedSearch, query)}
      prefetch={false}
      variant="outlined"
      startIcon={<TextSearch size={20} />}
    >
      {t('advancedLink')}
    </ButtonLink>
  );

  if (!hasSearchCriteria(query)) {
    return (
      <CatalogPage>
        <PageHeader
          title={t('title')}
          breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
          actions={advancedLink}
        />
        <EmptyState icon={<Search />} title={t('promptTitle')} body={t('promptBody')} />
      </CatalogPage>
    );
  }

  const [results, filters] = await Promise.all([searchBooks(query), loadFilterConfig()]);
  const corrected = query.q === undefined ? undefined : results.Corrected?.Keyword;
  const shown = corrected ?? query.q;
  const title = shown === undefined ? t('title') : t('resultsTitle', { q: shown });
  const suggestions = results.Products.length === 0 ? (results.DidYouMean ?? null) : null;

  return (
    <CatalogPage>
      <PageHeader
        title={title}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
        actions={advancedLink}
      >
        {corrected !== undefined && query.q !== undefined ? (
          <SearchCorrectionNotice query={{ ...query, q: query.q }} corrected={corrected} />
        ) : null}
      </PageHeader>
      <CatalogListing
        basePath={catalogPaths.search}
        query={query}
        page={results}
        filters={filters}
        sortOptions={SEARCH_SORTS}
        defaultSort={query.q === undefined ? 'bestseller' : 'relevance'}
        emptyTitle={t('noResults', { q: query.q ?? '' })}
        emptyExtra={
          suggestions === null ? undefined : (
            <SearchSuggestions suggestions={suggestions} hasSidebar={filters !== null} />
          )
        }
      />
    </CatalogPage>
  );
}
