import type { MyBooks } from '@nangsue/contracts';
import { Library } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BookGrid } from '@/features/catalog/components/book-grid';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { Link } from '@/i18n/navigation';
import type { ShelfOrder } from './data';
import styles from './bookshelf.module.css';

export const BOOKSHELF_PATH = '/bookshelf';

const hrefOf = (orderBy: ShelfOrder, pageNumber: number) => ({
  pathname: BOOKSHELF_PATH,
  query: {
    ...(orderBy === 'acquired' ? {} : { orderBy }),
    ...(pageNumber > 1 ? { pageNumber: String(pageNumber) } : {}),
  },
});

/**
 * The bookshelf (spec §2 `/bookshelf`): every book the customer owns, newest first or by title,
 * 18 a page; an empty shelf leads to the store. Reading and downloads come with the reader.
 */
export async function BookshelfView({ shelf, orderBy }: { shelf: MyBooks; orderBy: ShelfOrder }) {
  const t = await getTranslations('bookshelf');
  if (shelf.Paging.TotalItems === 0)
    return (
      <EmptyState
        icon={<Library />}
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={{ href: '/', label: t('toStore') }}
      />
    );
  const { PageNumber, TotalPages, TotalItems } = shelf.Paging;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('count', { count: TotalItems })}</p>
        <nav aria-label={t('sortLabel')} className={styles.sort}>
          {(['acquired', 'title'] as const).map((order) => (
            <Link
              key={order}
              href={hrefOf(order, 1)}
              aria-current={order === orderBy ? 'true' : undefined}
              className={order === orderBy ? styles.current : undefined}
            >
              {t(`sort.${order}`)}
            </Link>
          ))}
        </nav>
      </div>
      <BookGrid books={shelf.Books.map((book) => book.Product)} isOwned />
      {TotalPages > 1 ? (
        <nav aria-label={t('pagesLabel')} className={styles.pages}>
          {PageNumber > 1 ? (
            <Link href={hrefOf(orderBy, PageNumber - 1)}>{t('previous')}</Link>
          ) : null}
          <span>{t('page', { page: PageNumber, pages: TotalPages })}</span>
          {PageNumber < TotalPages ? (
            <Link href={hrefOf(orderBy, PageNumber + 1)}>{t('next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
