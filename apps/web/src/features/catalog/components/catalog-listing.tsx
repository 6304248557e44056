import type { ProductPage, Sort } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { visuallyHiddenClassName } from '@/components/base/layout';
import { catalogHref, hasActiveFilters, withoutFilters, type CatalogQuery } from '../catalog-query';
import { BookGrid } from './book-grid';
import { EmptyState } from './empty-state';
import { FilterDrawerButton, FilterPanel, SortSelect, type FilterConfig } from './listing-controls';
import { ListingPagination } from './listing-pagination';
import styles from './catalog-listing.module.css';

/** Sorts of the GET listings; `relevance` only means something with a keyword. */
export const LISTING_SORTS: readonly Sort[] = [
  'bestseller',
  'newest',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'rating',
];

/** Sorts of the search: by relevance to the keyword first. */
export const SEARCH_SORTS: readonly Sort[] = ['relevance', ...LISTING_SORTS];

export type CatalogListingProps = {
  /** The page's path without query (`/category/3`); links keep the state in its query. */
  basePath: string;
  query: CatalogQuery;
  page: ProductPage;
  filters: FilterConfig | null;
  sortOptions?: readonly Sort[];
  defaultSort: Sort;
  /** What to say when there are no books at all (not because of filters). */
  emptyTitle?: string;
  /** Shown under the empty state when there are no books (the search's "did you mean"). */
  emptyExtra?: ReactNode;
};

/**
 * One page of books with the count, sort, filters (a sidebar on wide screens, a drawer on
 * narrow ones), page links and the empty state: every catalog listing uses it. A server component;
 * sort and filters are its client island (`listing-controls.tsx`), the page links plain links.
 */
export function CatalogListing({
  basePath,
  query,
  page,
  filters,
  sortOptions = LISTING_SORTS,
  defaultSort,
  emptyTitle,
  emptyExtra,
}: CatalogListingProps) {
  const t = useTranslations('catalog.listing');
  const format = useFormatter();
  const { Paging: paging, Products: books } = page;
  const from = (paging.PageNumber - 1) * paging.PageSize + 1;
  const to = from + books.length - 1;
  const isFiltered = hasActiveFilters(query);
  // A new key when the state changes, so inputs show the state of the URL after Back.
  const stateKey = catalogHref(basePath, query);

  return (
    <div className={filters === null ? styles.layout : `${styles.layout} ${styles.withFilters}`}>
      {filters !== null ? (
        <aside aria-label={t('filtersLabel')} className={styles.sidebar}>
          <h2>{t('filtersTitle')}</h2>
          <FilterPanel key={stateKey} basePath={basePath} query={query} filters={filters} />
        </aside>
      ) : null}

      <section aria-labelledby="results-heading" className={styles.results}>
        {/* The cards' titles are h3: the results have their heading, shown or not. */}
        <h2 id="results-heading" className={visuallyHiddenClassName}>
          {t('resultsLabel')}
        </h2>
        <div className={styles.toolbar}>
          <p role="status" data-testid="result-count" className={styles.count}>
            {paging.TotalItems === 0
              ? t('countNone')
              : t('count', {
                  from: format.number(from),
                  to: format.number(to),
                  total: format.number(paging.TotalItems),
                })}
          </p>
          <div className={styles.actions}>
            {filters !== null ? (
              <div className={styles.drawerButton}>
                <FilterDrawerButton
                  key={stateKey}
                  basePath={basePath}
                  query={query}
                  filters={filters}
                />
              </div>
            ) : null}
            <SortSelect
              basePath={basePath}
              query={query}
              sortOptions={sortOptions}
              defaultSort={defaultSort}
            />
          </div>
        </div>

        {books.length === 0 ? (
          <>
            {isFiltered ? (
              <EmptyState
                title={t('emptyFilteredTitle')}
                body={t('emptyFilteredBody')}
                action={{
                  href: catalogHref(basePath, withoutFilters(query)),
                  label: t('resetFilters'),
                }}
              />
            ) : (
              <EmptyState
                title={emptyTitle ?? t('emptyTitle')}
                action={{ href: '/', label: t('backHome') }}
              />
            )}
            {emptyExtra}
          </>
        ) : (
          <>
            <BookGrid books={books} hasSidebar={filters !== null} />
            <ListingPagination basePath={basePath} query={query} totalPages={paging.TotalPages} />
          </>
        )}
      </section>
    </div>
  );
}
