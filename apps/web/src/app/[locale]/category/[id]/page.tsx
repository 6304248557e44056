import Box from '@mui/material/Box';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChipLink } from '@/components/ui/router-links';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { parseCatalogQuery, type RawSearchParams } from '@/features/catalog/catalog-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { getCategoryListing } from '@/features/catalog/data';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from '@/features/catalog/page-helpers';

type CategoryPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({
  params,
  searchParams,
}: CategoryPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const category = await getCategoryListing(id, query);

  return listingMetadata({
    locale,
    path: catalogPaths.category(id),
    title: category.Name,
    description: summaryOf(category.Description),
    query,
  });
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = parseCatalogQuery(await searchParams);
  const [category, filters, t] = await Promise.all([
    getCategoryListing(id, query),
    loadFilterConfig(),
    getTranslations('catalog.category'),
  ]);
  const basePath = catalogPaths.category(id);

  return (
    <CatalogPage>
      <PageHeader
        title={category.Name}
        description={category.Description}
        breadcrumbs={
          <CatalogBreadcrumbs
            trail={category.Breadcrumb.slice(0, -1).map((crumb) => ({
              label: crumb.Name,
              href: catalogPaths.category(crumb.Id),
            }))}
            current={category.Name}
          />
        }
      >
        {category.SubCategories.length > 0 ? (
          <Box component="nav" aria-label={t('subCategories')}>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {category.SubCategories.map((sub) => (
                <li key={sub.Id}>
                  <ChipLink
                    href={catalogPaths.category(sub.Id)}
                    label={sub.Name}
                    variant="outlined"
                    sx={{ borderColor: 'tokens.bg-lv4', fontWeight: 500 }}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
      </PageHeader>
      <CatalogListing
        basePath={basePath}
        query={query}
        page={category}
        filters={filters}
        defaultSort="bestseller"
        emptyTitle={t('empty')}
      />
    </CatalogPage>
  );
}
