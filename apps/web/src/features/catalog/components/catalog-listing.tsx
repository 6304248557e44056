import type { ProductPage, Sort } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { catalogHref, hasActiveFilters, withoutFilters, type CatalogQuery } from '../catalog-query';
import { BookGrid } from './book-grid';
import { EmptyState } from './empty-state';
import { FilterDrawerButton, FilterPanel, SortSelect, type FilterConfig } from './listing-controls';
import { ListingPagination } from './listing-pagination';

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
};

/**
 * One page of books with the count, sort, filters (a sidebar on wide screens, a drawer on
 * narrow ones), page links and the empty state: every catalog listing uses it.
 */
export function CatalogListing({
  basePath,
  query,
  page,
  filters,
  sortOptions = LISTING_SORTS,
  defaultSort,
  emptyTitle,
}: CatalogListingProps) {
  const t = useTranslations('catalog.listing');
  const format = useFormatter();
  const { Paging: paging, Products: books } = page;
  const from = (paging.PageNumber - 1) * paging.PageSize + 1;
  const to = from + books.length - 1;
  const isFiltered = hasActiveFilters(query);
  // A new key when the state changes, so inputs show the state of the URL after Back.
  const stateKey = catalogHref(basePath, query);

  const sort = (
    <SortSelect
      basePath={basePath}
      query={query}
      sortOptions={sortOptions}
      defaultSort={defaultSort}
    />
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0, lg: 4 },
        gridTemplateColumns: filters === null ? '1fr' : { xs: '1fr', lg: '248px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {filters !== null ? (
        <Box
          component="aside"
          aria-label={t('filtersLabel')}
          sx={{
            display: { xs: 'none', lg: 'block' },
            position: 'sticky',
            top: 96,
            maxHeight: 'calc(100dvh - 112px)',
            overflowY: 'auto',
            pr: 1,
          }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', pb: 1 }}>
            {t('filtersTitle')}
          </Typography>
          <FilterPanel key={stateKey} basePath={basePath} query={query} filters={filters} />
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="results-heading" sx={{ minWidth: 0 }}>
        {/* The cards' titles are h3: the results have their heading, shown or not. */}
        <Typography id="results-heading" component="h2" sx={visuallyHidden}>
          {t('resultsLabel')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1.5,
            mb: { xs: 2.5, md: 3 },
          }}
        >
          <Typography
            role="status"
            data-testid="result-count"
            sx={{ color: 'tokens.note-font', fontSize: '0.92rem' }}
          >
            {paging.TotalItems === 0
              ? t('countNone')
              : t('count', {
                  from: format.number(from),
                  to: format.number(to),
                  total: format.number(paging.TotalItems),
                })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {filters !== null ? (
              <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
                <FilterDrawerButton
                  key={stateKey}
                  basePath={basePath}
                  query={query}
                  filters={filters}
                />
              </Box>
            ) : null}
            {sort}
          </Box>
        </Box>

        {books.length === 0 ? (
          isFiltered ? (
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
          )
        ) : (
          <>
            <BookGrid books={books} hasSidebar={filters !== null} />
            <ListingPagination basePath={basePath} query={query} totalPages={paging.TotalPages} />
          </>
        )}
      </Box>
    </Box>
  );
}
