'use client';

import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { catalogHref, type CatalogQuery } from '../catalog-query';

type ListingPaginationProps = {
  basePath: string;
  query: CatalogQuery;
  totalPages: number;
};

/** Page numbers as real links (`?pageNumber=`), so every page has an address and works without script. */
export function ListingPagination({ basePath, query, totalPages }: ListingPaginationProps) {
  const t = useTranslations('catalog.pagination');
  if (totalPages <= 1) return null;

  return (
    <Pagination
      page={Math.min(query.pageNumber, totalPages)}
      count={totalPages}
      shape="rounded"
      siblingCount={1}
      boundaryCount={1}
      aria-label={t('label')}
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page')
          return selected ? t('current', { page: page ?? 0 }) : t('page', { page: page ?? 0 });
        if (type === 'next') return t('next');
        if (type === 'previous') return t('previous');
        return type === 'first' ? t('first') : t('last');
      }}
      sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 5, md: 7 } }}
      renderItem={(item) =>
        item.page === null ||
        item.type === 'start-ellipsis' ||
        item.type === 'end-ellipsis' ||
        item.disabled ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem
            {...item}
            component={Link}
            href={catalogHref(basePath, { ...query, pageNumber: item.page })}
            scroll
          />
        )
      }
    />
  );
}
