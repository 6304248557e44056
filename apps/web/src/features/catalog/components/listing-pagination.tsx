import { useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/base/mask-icon';
import { Link } from '@/i18n/navigation';
import { catalogHref, type CatalogQuery } from '../catalog-query';
import styles from './listing-pagination.module.css';

type ListingPaginationProps = {
  basePath: string;
  query: CatalogQuery;
  totalPages: number;
};

type Item = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number): number[] =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/**
 * The pages to show, as MUI's pagination chose them (one page at each end, one on each side of
 * the current page, gaps as ellipses): `1 … 4 5 6 … 10`.
 */
export const paginationItems = (page: number, count: number): Item[] => {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    count - boundary - 1,
  );
  const startGap: Item[] =
    siblingsStart > boundary + 2
      ? ['start-ellipsis']
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : [];
  const endGap: Item[] =
    siblingsEnd < count - boundary - 1
      ? ['end-ellipsis']
      : count - boundary > boundary
        ? [count - boundary]
        : [];
  return [...startPages, ...startGap, ...range(siblingsStart, siblingsEnd), ...endGap, ...endPages];
};

/**
 * Page numbers as real links (`?pageNumber=`), so every page has an address and works without
 * script: a server component, no script at all.
 */
export function ListingPagination({ basePath, query, totalPages }: ListingPaginationProps) {
  const t = useTranslations('catalog.pagination');
  if (totalPages <= 1) return null;

  const page = Math.min(query.pageNumber, totalPages);
  const hrefOf = (pageNumber: number) => catalogHref(basePath, { ...query, pageNumber });

  const step = (direction: 1 | -1) => {
    const label = direction === 1 ? t('next') : t('previous');
    const icon = <MaskIcon name={direction === 1 ? 'chevronRight' : 'chevronLeft'} size={20} />;
    const target = page + direction;
    return target < 1 || target > totalPages ? (
      <button type="button" disabled aria-label={label}>
        {icon}
      </button>
    ) : (
      <Link href={hrefOf(target)} aria-label={label}>
        {icon}
      </Link>
    );
  };

  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <ul>
        <li>{step(-1)}</li>
        {paginationItems(page, totalPages).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <Link
                href={hrefOf(item)}
                aria-label={
                  item === page ? t('current', { page: item }) : t('page', { page: item })
                }
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            ) : (
              <span>…</span>
            )}
          </li>
        ))}
        <li>{step(1)}</li>
      </ul>
    </nav>
  );
}
