import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { parseCatalogQuery, type RawSearchParams } from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getTagListing } from '@/features/catalog/data';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from '@/features/catalog/page-helpers';

type TagPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({ params, searchParams }: TagPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const [tag, t] = await Promise.all([getTagListing(id, query), getTranslations('catalog.tag')]);
  return listingMetadata({
    locale,
    path: catalogPaths.tag(id),
    title: t('title', { name: tag.Name }),
    description: summaryOf(tag.Description),
    query,
  });
}

/** Books with a tag (ขายดี, แปล, …). */
export default async function TagPage({ params, searchParams }: TagPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const [tag, filters, t] = await Promise.all([
    getTagListing(id, query),
    loadFilterConfig(),
    getTranslations('catalog.tag'),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={tag.Name}
        description={tag.Description}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title', { name: tag.Name })} />}
      />
      <CatalogListing
        basePath={catalogPaths.tag(id)}
        query={query}
        page={tag}
        filters={filters}
        defaultSort="bestseller"
      />
    </CatalogPage>
  );
}
