import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { RecentlyViewedGrid } from '@/features/catalog/components/recently-viewed';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type RecentlyViewedPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: RecentlyViewedPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('catalog.recentlyViewed');
  return {
    title: t('title'),
    alternates: buildAlternates(catalogPaths.recentlyViewed, locale),
    robots: { index: false, follow: true },
  };
}

/** The books this browser viewed, newest first (kept in the browser, so drawn there). */
export default async function RecentlyViewedPage({ params }: RecentlyViewedPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('catalog.recentlyViewed');

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      <RecentlyViewedGrid />
    </CatalogPage>
  );
}
