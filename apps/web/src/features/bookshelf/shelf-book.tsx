import { TIME_ZONE, type ShelfBook } from '@nangsue/contracts';
import { BookOpen, CircleCheck } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { tileClassName, twoLinesClassName } from '@/components/base/layout';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookCover } from '@/features/catalog/components/book-cover';
import { PERCENT_FORMAT } from '@/features/reader/progress';
import { ReaderButtonLink } from '@/features/reader/reader-link';
import { OfflineButton } from '@/features/offline/offline-button';
import { Link } from '@/i18n/navigation';
import { DownloadButton } from './download-button';
import { readerPath, type ShelfView } from './shelf-query';
import styles from './shelf-book.module.css';

/** Where the reader is in a book, in words: not started, N % read, or finished. */
export function ReadingStatus({ book }: { book: ShelfBook }) {
  const t = useTranslations('bookshelf.book');
  const format = useFormatter();
  const { Reading: reading } = book;
  // Finished: at the end in the reader or by hand (the shelf's own state, `FinishedAt`).
  if (book.FinishedAt !== null)
    return (
      <p className={`${styles.status} ${styles.finishedText}`}>
        <CircleCheck size={16} aria-hidden="true" />
        {t('finished')}
      </p>
    );
  if (reading === null) return <p className={styles.status}>{t('unread')}</p>;
  return (
    <p className={styles.status}>
      {t('progress', {
        percent: format.number(reading.Progress / 100, PERCENT_FORMAT),
      })}
    </p>
  );
}

/**
 * The bar under a cover: how far the reader is; none before the book is opened. `isDecorative`
 * where the words say it already (a link named for the book, with its ReadingStatus).
 */
export function ProgressBar({
  book,
  isDecorative = false,
}: {
  book: ShelfBook;
  isDecorative?: boolean;
}) {
  const t = useTranslations('bookshelf.book');
  // The same room either way, so the titles of a grid row stay in line.
  if (book.Reading === null) return <span className={styles.progressSpace} aria-hidden="true" />;
  const value = book.FinishedAt !== null ? 100 : Math.min(100, Math.max(0, book.Reading.Progress));
  return (
    <progress
      className={styles.progress}
      value={value}
      max={100}
      aria-label={isDecorative ? undefined : t('progressLabel', { name: book.Product.Name })}
      aria-hidden={isDecorative || undefined}
    />
  );
}

/**
 * One book on the shelf, in the grid (cover first) or the list (a row with its details): progress
 * on the cover, a "finished" badge, "Read" (the reader; a sample opens as one) and "Download" (the
 * agreement dialog; never for a sample).
 */
export function ShelfBookItem({
  book,
  view,
  isEager = false,
  extraAction,
}: {
  book: ShelfBook;
  view: ShelfView;
  isEager?: boolean;
  /** One more button after Read and Download (a collection's "Remove"). */
  extraAction?: ReactNode;
}) {
  const t = useTranslations('bookshelf.book');
  const format = useFormatter();
  const { Product: product } = book;
  const isSample = book.Source === 'sample';
  const authors = product.Authors.map((author) => author.Name).join(', ');
  return (
    <article data-testid="shelf-book" className={view === 'list' ? styles.list : tileClassName}>
      <div className={styles.media}>
        {/* The title is the book's link for keyboards and screen readers; the cover, for pointers. */}
        <Link
          href={catalogPaths.book(product.Id)}
          prefetch={false}
          tabIndex={-1}
          aria-hidden="true"
        >
          <BookCover src={product.DefaultPictureModel.ImageUrl} title="" isEager={isEager} />
        </Link>
        {isSample ? <span className={styles.badge}>{t('sample')}</span> : null}
        {book.FinishedAt !== null ? (
          <span className={`${styles.badge} ${styles.finishedBadge}`}>
            <CircleCheck size={14} aria-hidden="true" />
            {t('finished')}
          </span>
        ) : null}
        <ProgressBar book={book} />
      </div>
      <div className={styles.about}>
        <h3 className={`${styles.title} ${twoLinesClassName}`}>
          <Link href={catalogPaths.book(product.Id)} prefetch={false} title={product.Name}>
            {product.Name}
          </Link>
        </h3>
        {authors !== '' ? <p className={styles.authors}>{authors}</p> : null}
        {view === 'list' ? (
          <dl className={styles.details}>
            {product.Publisher ? (
              <div>
                <dt>{t('publisher')}</dt>
                <dd>{product.Publisher.Name}</dd>
              </div>
            ) : null}
            <div>
              <dt>{isSample ? t('addedAt') : t('acquiredAt')}</dt>
              <dd>
                <time dateTime={book.AcquiredAt}>
                  {format.dateTime(new Date(book.AcquiredAt), {
                    dateStyle: 'medium',
                    timeZone: TIME_ZONE,
                  })}
                </time>
              </dd>
            </div>
            {book.Formats.length > 0 ? (
              <div>
                <dt>{t('formats')}</dt>
                <dd>{book.Formats.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <ReadingStatus book={book} />
      </div>
      <div className={styles.actions}>
        <ReaderButtonLink
          href={readerPath(product.Id, isSample)}
          variant="contained"
          size="small"
          startIcon={<BookOpen size={16} aria-hidden="true" />}
          aria-label={
            isSample
              ? t('readSampleLabel', { name: product.Name })
              : t('readLabel', { name: product.Name })
          }
        >
          {isSample ? t('readSample') : t('read')}
        </ReaderButtonLink>
        {book.OrderItemId !== null && !isSample ? (
          <DownloadButton
            orderItemId={book.OrderItemId}
            name={product.Name}
            formats={book.Formats}
          />
        ) : null}
        {!isSample && book.Formats.length > 0 ? (
          <OfflineButton
            productId={product.Id}
            name={product.Name}
            formats={book.Formats}
            coverUrl={product.DefaultPictureModel.ImageUrl ?? null}
          />
        ) : null}
        {extraAction}
      </div>
    </article>
  );
}
