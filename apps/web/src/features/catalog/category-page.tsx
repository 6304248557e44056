import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from './catalog-paths';
import { CatalogBreadcrumbs } from './components/catalog-breadcrumbs';
import { CatalogListing } from './components/catalog-listing';
import { CatalogPage } from './components/catalog-page';
import { PageHeader } from './components/page-header';
import { getCategoryListing } from './data';
import {
  listingMetadata,
  loadFilterConfig,
  requireEntityId,
  resolveLocale,
  summaryOf,
} from './page-helpers';
import type { EntityProps } from './listing-pages';
import { queryOfSegment } from './listing-routes';
import styles from './category-page.module.css';

/** A category with its sub-categories and books; its routes export these (cached and filtered). */
export async function generateCategoryMetadata({ params }: EntityProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = queryOfSegment((await params).q);
  const category = await getCategoryListing(id, query);

  return listingMetadata({
    locale,
    path: catalogPaths.category(id),
    title: category.Name,
    description: summaryOf(category.Description),
    query,
  });
}

export async function CategoryPage({ params }: EntityProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = queryOfSegment((await params).q);
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
          <nav aria-label={t('subCategories')}>
            <ul className={styles.subCategories}>
              {category.SubCategories.map((sub) => (
                <li key={sub.Id}>
                  <Link href={catalogPaths.category(sub.Id)}>{sub.Name}</Link>
                </li>
              ))}
            </ul>
          </nav>
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
