import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { parseCatalogQuery, type RawSearchParams } from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getBestSellers } from '@/features/catalog/data';
import { listingMetadata, loadFilterConfig, resolveLocale } from '@/features/catalog/page-helpers';

type BestSellersPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: BestSellersPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('catalog.bestSellers');
  return listingMetadata({
    locale,
    path: catalogPaths.bestSellers,
    title: t('title'),
    description: t('description'),
    query: parseCatalogQuery(await searchParams),
  });
}

export default async function BestSellersPage({ params, searchParams }: BestSellersPageProps) {
  await resolveLocale(params);
  const query = parseCatalogQuery(await searchParams);
  const [page, filters, t] = await Promise.all([
    getBestSellers(query),
    loadFilterConfig(),
    getTranslations('catalog.bestSellers'),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('description')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      <CatalogListing
        basePath={catalogPaths.bestSellers}
        query={query}
        page={page}
        filters={filters}
        defaultSort="bestseller"
      />
    </CatalogPage>
  );
}
