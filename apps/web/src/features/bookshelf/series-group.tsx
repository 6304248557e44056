import type { NextVolume, ShelfBook } from '@nangsue/contracts';
import { BookOpen, ShoppingBag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/base/button';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { ReaderButtonLink } from '@/features/reader/reader-link';
import { readerPath } from './bookshelf-paths';
import { nextVolumeOf } from './shelf-series';
import styles from './bookshelf.module.css';

/**
 * "Next volume" of a series: owned, it opens in the reader (a full page load, ReaderButtonLink);
 * not owned, its book page.
 */
export function NextVolumeLink({ next }: { next: NextVolume }) {
  const t = useTranslations('bookshelf.series');
  return next.Owned ? (
    <ReaderButtonLink
      href={readerPath(next.ProductId)}
      variant="contained"
      size="small"
      startIcon={<BookOpen size={16} aria-hidden="true" />}
      aria-label={t('readNextLabel', { name: next.Name })}
      data-testid="series-next"
    >
      {t('readNext', { volume: next.Volume })}
    </ReaderButtonLink>
  ) : (
    <ButtonLink
      href={catalogPaths.book(next.ProductId)}
      prefetch={false}
      variant="outlined"
      size="small"
      startIcon={<ShoppingBag size={16} aria-hidden="true" />}
      aria-label={t('seeNextLabel', { name: next.Name })}
      data-testid="series-next"
    >
      {t('seeNext', { volume: next.Volume })}
    </ButtonLink>
  );
}

/**
 * The books of one series on the shelf, together in volume order (a row of the grid or the list),
 * with the series' name, each book's volume, and the next volume after the last one at the end.
 */
export function SeriesGroup({
  books,
  listClassName,
  renderBook,
}: {
  books: readonly ShelfBook[];
  listClassName: string | undefined;
  renderBook: (book: ShelfBook, index: number) => ReactNode;
}) {
  const t = useTranslations('bookshelf.series');
  const series = books[0]?.Series;
  if (!series) return null;
  const next = nextVolumeOf(books);
  const titleId = `series-${series.Id}`;
  return (
    <section className={styles.series} aria-labelledby={titleId} data-testid="series-group">
      <div className={styles.seriesHead}>
        <h3 id={titleId} className={styles.seriesTitle}>
          {t('title', { name: series.Name })}
        </h3>
        <p className={styles.seriesCount}>{t('count', { count: books.length })}</p>
      </div>
      <ul className={listClassName}>
        {books.map((book, index) => (
          <li
            key={book.Product.Id}
            data-volume={book.Series?.Volume}
            className={styles.seriesMember}
          >
            <p className={styles.seriesVolume}>
              {t('volume', { volume: book.Series?.Volume ?? 0 })}
            </p>
            {renderBook(book, index)}
          </li>
        ))}
        {next ? (
          <li className={styles.seriesNext}>
            <p className={styles.seriesNextText}>
              {t('next', { volume: next.Volume })}
              <span className={styles.seriesNextName}>{next.Name}</span>
            </p>
            <NextVolumeLink next={next} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
