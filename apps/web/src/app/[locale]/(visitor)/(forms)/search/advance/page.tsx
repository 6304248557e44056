import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import {
  catalogHref,
  hasSearchCriteria,
  parseCatalogQuery,
  type RawSearchParams,
} from '@/features/catalog/catalog-query';
import { AdvancedSearchForm } from '@/features/catalog/components/advanced-search-form';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing, SEARCH_SORTS } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getSearchCriteria, searchBooks } from '@/features/catalog/data';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type AdvancedSearchPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({ params }: AdvancedSearchPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('catalog.advanced');
  return {
    title: t('title'),
    alternates: buildAlternates(catalogPaths.advancedSearch, locale),
    robots: { index: false, follow: true },
  };
}

/** The advanced search: the form, and the results of the criteria in the URL. */
export default async function AdvancedSearchPage({
  params,
  searchParams,
}: AdvancedSearchPageProps) {
  await resolveLocale(params);
  const query = parseCatalogQuery(await searchParams);
  const hasCriteria = hasSearchCriteria(query);
  const [options, results, t] = await Promise.all([
    getSearchCriteria(),
    hasCriteria ? searchBooks(query) : Promise.resolve(null),
    getTranslations('catalog.advanced'),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      <AdvancedSearchForm
        key={catalogHref(catalogPaths.advancedSearch, { ...query, pageNumber: 1 })}
        options={options}
        query={query}
        sortOptions={SEARCH_SORTS}
      />
      {results !== null ? (
        <Box sx={{ mt: { xs: 4, md: 5 } }}>
          <Typography
            variant="h2"
            sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 700, mb: 2 }}
          >
            {t('resultsTitle')}
          </Typography>
          <CatalogListing
            basePath={catalogPaths.advancedSearch}
            query={query}
            page={results}
            filters={null}
            sortOptions={SEARCH_SORTS}
            defaultSort={query.q === undefined ? 'bestseller' : 'relevance'}
            emptyTitle={t('noResults')}
          />
        </Box>
      ) : null}
    </CatalogPage>
  );
}
