import type { ProductOverview } from '@nangsue/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/base/button';
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
};

/** A titled horizontal row of book cards, as on the home page. */
export function BookRow({ title, books, seeAllHref, isEager = false }: BookRowProps) {
  const t = useTranslations('catalog.row');
  const headingId = useId();
  if (books.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId}>{title}</h2>
        {seeAllHref !== undefined ? (
          <ButtonLink
            href={seeAllHref}
            size="small"
            endIcon={<ArrowRight size={18} />}
            aria-label={t('seeAllOf', { title })}
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
      </ScrollRow>
    </section>
  );
}
