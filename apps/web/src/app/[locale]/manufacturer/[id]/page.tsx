import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { parseCatalogQuery, type RawSearchParams } from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getManufacturerListing } from '@/features/catalog/data';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from '@/features/catalog/page-helpers';

type ManufacturerPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: ManufacturerPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const manufacturer = await getManufacturerListing(id, query);
  return listingMetadata({
    locale,
    path: catalogPaths.manufacturer(id),
    title: manufacturer.Name,
    description: summaryOf(manufacturer.Description),
    query,
  });
}

/** An imprint (the spec's manufacturer) and its books. */
export default async function ManufacturerPage({ params, searchParams }: ManufacturerPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const [manufacturer, filters, t] = await Promise.all([
    getManufacturerListing(id, query),
    loadFilterConfig(),
    getTranslations('catalog.manufacturer'),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={manufacturer.Name}
        description={manufacturer.Description}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={manufacturer.Name} />}
      />
      <CatalogListing
        basePath={catalogPaths.manufacturer(id)}
        query={query}
        page={manufacturer}
        filters={filters}
        defaultSort="bestseller"
      />
    </CatalogPage>
  );
}
