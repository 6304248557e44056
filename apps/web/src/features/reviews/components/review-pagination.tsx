import type { ReviewSort } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/base/button';
import { paginationItems } from '@/features/catalog/components/listing-pagination';
import { reviewPaths } from '../review-paths';
import styles from './reviews.module.css';

/** The review pages as real links (`?pageNumber=`, the sort kept): no script. */
export function ReviewPagination({
  productId,
  orderBy,
  pageNumber,
  totalPages,
}: {
  productId: number;
  orderBy: ReviewSort;
  pageNumber: number;
  totalPages: number;
}) {
  const t = useTranslations('reviews.pagination');
  if (totalPages <= 1) return null;
  const page = Math.min(pageNumber, totalPages);
  const hrefOf = (number: number) => reviewPaths.book(productId, { orderBy, pageNumber: number });
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <ButtonLink href={hrefOf(page - 1)} variant="text" size="small" prefetch={false}>
              {t('previous')}
            </ButtonLink>
          </li>
        ) : null}
        {paginationItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <ButtonLink
                href={hrefOf(item)}
                variant={item === page ? 'contained' : 'text'}
                size="small"
                aria-label={t('page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                prefetch={false}
              >
                {item}
              </ButtonLink>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <ButtonLink href={hrefOf(page + 1)} variant="text" size="small" prefetch={false}>
              {t('next')}
            </ButtonLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
