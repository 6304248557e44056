import type { ProductOverview } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/base/button';
import { LazyRowCards } from '@/features/home/lazy-row-cards';
import { BookCard } from './book-card';
import { coverLoadingOf, toBookCardData } from './book-card-data';
import { ScrollRow } from './scroll-row';
import styles from './book-row.module.css';

type BookRowProps = {
  title: string;
  books: readonly ProductOverview[];
  /** The listing with every book of the row ("see all"). */
  seeAllHref?: string;
  isEager?: boolean;
  /**
   * The home page's rows: the row's cards after `books`, read by the browser when the row comes
   * near the screen (`LazyRowCards`), `count` in all.
   */
  lazy?: { rowKey: string; count: number };
};

/** A titled horizontal row of book cards, as on the home page. */
export function BookRow({ title, books, seeAllHref, isEager = false, lazy }: BookRowProps) {
  const t = useTranslations('catalog.row');
  const headingId = useId();
  const lazyCount = lazy === undefined ? 0 : lazy.count - books.length;
  if (books.length === 0 && lazyCount <= 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId}>{title}</h2>
        {seeAllHref !== undefined ? (
          <ButtonLink
            href={seeAllHref}
            size="small"
            aria-label={t('seeAllOf', { title })}
            className={styles.seeAll}
          >
            {t('seeAll')}
          </ButtonLink>
        ) : null}
      </div>
      <ScrollRow label={title}>
        {books.map((book, index) => (
          <li key={book.Id}>
            <BookCard book={toBookCardData(book)} {...coverLoadingOf(index, isEager ? 6 : 0)} />
          </li>
        ))}
        {lazy !== undefined && lazyCount > 0 ? (
          <LazyRowCards rowKey={lazy.rowKey} skip={books.length} count={lazyCount} />
        ) : null}
      </ScrollRow>
    </section>
  );
}
