import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/router-links';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { parseCatalogQuery, type RawSearchParams } from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getVendorListing } from '@/features/catalog/data';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from '@/features/catalog/page-helpers';

type VendorPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: VendorPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const vendor = await getVendorListing(id, query);
  return listingMetadata({
    locale,
    path: catalogPaths.vendor(id),
    title: vendor.Name,
    description: summaryOf(vendor.Description),
    query,
  });
}

/** A publisher (the spec's vendor): who they are, a way to contact them, and their books. */
export default async function VendorPage({ params, searchParams }: VendorPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const [vendor, filters, t] = await Promise.all([
    getVendorListing(id, query),
    loadFilterConfig({ withPublishers: false }),
    getTranslations('catalog.vendor'),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={vendor.Name}
        description={vendor.Description}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={vendor.Name} />}
        actions={
          <ButtonLink
            href={catalogPaths.contactPublisher(id)}
            variant="outlined"
            startIcon={<MailOutlineRoundedIcon />}
          >
            {t('contact')}
          </ButtonLink>
        }
      />
      <CatalogListing
        basePath={catalogPaths.vendor(id)}
        query={query}
        page={vendor}
        filters={filters}
        defaultSort="bestseller"
      />
    </CatalogPage>
  );
}
