import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { FollowButton } from '@/features/notifications/follow-button';
import { followLabelsOf } from '@/features/notifications/follow-labels';
import { catalogPaths } from './catalog-paths';
import { EMPTY_CATALOG_QUERY } from './catalog-query';
import { BookCard } from './components/book-card';
import { coverLoadingOf, toBookCardData } from './components/book-card-data';
import { CatalogBreadcrumbs } from './components/catalog-breadcrumbs';
import { CatalogPage } from './components/catalog-page';
import { EmptyState } from './components/empty-state';
import { ListingPagination } from './components/listing-pagination';
import { PageHeader } from './components/page-header';
import { getSeriesPage } from './data';
import { queryOfSegment } from './listing-routes';
import { listingMetadata, requireEntityId, resolveLocale } from './page-helpers';
import gridStyles from './components/book-grid.module.css';
import styles from './series-page.module.css';

/**
 * The series page (`/series/{id}`, docs/storefront.md): the series' name, its volumes in order
 * with their numbers, covers and prices, page links, and "Follow". Cached like every catalog page
 * (the `catalog` tag, the catalog version): whether the reader follows is read in the browser.
 * Its only state is the page number (the proxy puts it in the last segment, as for listings).
 */
type SeriesProps = { params: Promise<{ locale: string; id: string; q?: string[] }> };

const pageOf = async (params: SeriesProps['params']) => {
  const { id: rawId, q } = await params;
  const id = requireEntityId(rawId);
  const pageNumber = queryOfSegment(q).pageNumber;
  return { id, pageNumber, series: await getSeriesPage(id, pageNumber) };
};

export async function generateSeriesMetadata({ params }: SeriesProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const [{ id, pageNumber, series }, t] = await Promise.all([
    pageOf(params),
    getTranslations('catalog.seriesPage'),
  ]);
  return listingMetadata({
    locale,
    path: catalogPaths.series(id),
    title: `${t('eyebrow')} ${series.Name}`,
    description: undefined,
    query: { ...EMPTY_CATALOG_QUERY, pageNumber },
  });
}

export async function SeriesPageView({ params }: SeriesProps) {
  await resolveLocale(params);
  const [{ id, pageNumber, series }, t, format] = await Promise.all([
    pageOf(params),
    getTranslations('catalog.seriesPage'),
    getFormatter(),
  ]);
  const labels = await followLabelsOf('series', series.Name);
  const volumeOf = new Map(series.Volumes.map((volume) => [volume.ProductId, volume.Volume]));

  return (
    <CatalogPage>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={series.Name}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={series.Name} />}
        actions={<FollowButton kind="series" targetId={id} labels={labels} />}
      />
      {series.Products.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <section aria-label={t('volumesLabel')}>
          <p role="status" className={styles.count}>
            {t('count', { count: series.Paging.TotalItems })}
          </p>
          <ol className={gridStyles.grid}>
            {series.Products.map((book, index) => {
              const volume = volumeOf.get(book.Id) ?? null;
              return (
                <li key={book.Id}>
                  {volume === null ? null : (
                    <span className={styles.volume}>
                      {t('volume', { volume: format.number(volume) })}
                    </span>
                  )}
                  <BookCard book={toBookCardData(book)} {...coverLoadingOf(index, 6)} />
                </li>
              );
            })}
          </ol>
          <ListingPagination
            basePath={catalogPaths.series(id)}
            query={{ ...EMPTY_CATALOG_QUERY, pageNumber }}
            totalPages={series.Paging.TotalPages}
          />
        </section>
      )}
    </CatalogPage>
  );
}
