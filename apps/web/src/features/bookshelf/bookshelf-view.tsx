import type { MyBooks, Shelf, ShelfBook } from '@nangsue/contracts';
import { CircleAlert, FolderOpen, LayoutGrid, Library, List } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { twoLinesClassName } from '@/components/base/layout';
import { BookCover } from '@/features/catalog/components/book-cover';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { ReaderLink } from '@/features/reader/reader-link';
import { Link } from '@/i18n/navigation';
import type { DownloadFailure } from './bookshelf-paths';
import { SeriesGroup } from './series-group';
import { ProgressBar, ReadingStatus, ShelfBookItem } from './shelf-book';
import { ShelfBookMenu } from './shelf-book-menu';
import { ShelfFilters } from './shelf-filters';
import { ShelfPages } from './shelf-pages';
import { groupBySeries } from './shelf-series';
import {
  COLLECTION_PATH,
  SHELF_KINDS,
  SHELF_ORDERS,
  hasShelfFilters,
  readerPath,
  shelfHref,
  withChanges,
  type ShelfQuery,
} from './shelf-query';
import gridStyles from '@/features/catalog/components/book-grid.module.css';
import styles from './bookshelf.module.css';

/** Covers loaded at once: the first row of the widest grid. */
const EAGER_COVERS = 6;

/** "Continue reading": the books being read, most recent first, each a step from the reader. */
async function ContinueReading({ books }: { books: readonly ShelfBook[] }) {
  const t = await getTranslations('bookshelf');
  return (
    <section aria-labelledby="continue-reading" className={styles.continue}>
      <h2 id="continue-reading" className={styles.sectionTitle}>
        {t('continueReading')}
      </h2>
      <ul className={styles.continueRow} data-testid="continue-reading">
        {books.map((book) => (
          <li key={book.Product.Id}>
            <ReaderLink
              href={readerPath(book.Product.Id)}
              className={styles.continueItem}
              aria-label={t('book.continueLabel', { name: book.Product.Name })}
            >
              <BookCover src={book.Product.DefaultPictureModel.ImageUrl} title="" />
              <span className={styles.continueText}>
                <span className={`${styles.continueName} ${twoLinesClassName}`}>
                  {book.Product.Name}
                </span>
                <ReadingStatus book={book} />
                <ProgressBar book={book} isDecorative />
              </span>
            </ReaderLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The bookshelf (spec §2 `/bookshelf`): the customer's books (or the samples they put there) in a
 * grid or a list, sorted by recent reading, title, author or purchase date, filtered by collection,
 * format and reading state, 18 a page; "Continue reading" above; every state in the address. An
 * empty shelf leads to the store.
 */
export async function BookshelfView({
  shelf,
  query,
  shelves,
  continueReading,
  downloadFailure = null,
}: {
  shelf: MyBooks;
  query: ShelfQuery;
  shelves: readonly Shelf[];
  continueReading: readonly ShelfBook[];
  /** A download link that brought the reader back (`?download=`): why, above the shelf. */
  downloadFailure?: DownloadFailure | null;
}) {
  const t = await getTranslations('bookshelf');
  const { PageNumber, TotalPages, TotalItems } = shelf.Paging;
  const isFiltered = hasShelfFilters(query);
  const listClassName = query.view === 'list' ? styles.list : gridStyles.grid;
  const eager = new Set(shelf.Books.slice(0, EAGER_COVERS).map((book) => book.Product.Id));
  // An owned book's "More" menu: finished or not, hidden from the shelf or back on it.
  const bookItem = (book: ShelfBook) => (
    <ShelfBookItem
      book={book}
      view={query.view}
      isEager={eager.has(book.Product.Id)}
      extraAction={
        book.Source === 'sample' ? null : (
          <ShelfBookMenu
            productId={book.Product.Id}
            name={book.Product.Name}
            isFinished={book.FinishedAt !== null}
            isArchived={book.ArchivedAt !== null}
          />
        )
      }
    />
  );

  const tabs = (
    <>
      {downloadFailure === null ? null : (
        <p role="alert" className={styles.failure}>
          <CircleAlert size={20} aria-hidden="true" />
          {t(`downloadFailure.${downloadFailure}`)}
        </p>
      )}
      <div className={`${styles.bar} ${styles.topBar}`}>
        <nav aria-label={t('tabsLabel')} className={styles.tabs}>
          {SHELF_KINDS.map((kind) => (
            <Link
              key={kind}
              href={shelfHref(withChanges(query, { kind, shelfId: null }))}
              aria-current={kind === query.kind ? 'page' : undefined}
              className={kind === query.kind ? styles.currentTab : undefined}
            >
              {t(`tabs.${kind}`)}
            </Link>
          ))}
        </nav>
        <ButtonLink
          href={COLLECTION_PATH}
          variant="outlined"
          size="small"
          startIcon={<FolderOpen size={16} aria-hidden="true" />}
        >
          {t('collectionsLink')}
        </ButtonLink>
        {/* Every book's bookmarks and highlights as a file (docs/reader.md "Export"). */}
        <span className={styles.tabs} role="group" aria-label={t('exportNotes')}>
          <a href={`/notes-export?format=markdown&lang=${await getLocale()}`} download>
            {t('notesMarkdown')}
          </a>
          <a href={`/notes-export?format=csv&lang=${await getLocale()}`} download>
            {t('notesCsv')}
          </a>
        </span>
      </div>
    </>
  );

  if (TotalItems === 0 && !isFiltered)
    return (
      <>
        {tabs}
        {query.kind === 'samples' ? (
          <EmptyState
            icon={<Library />}
            title={t('noSamplesTitle')}
            body={t('noSamplesBody')}
            action={{ href: '/', label: t('toStore') }}
          />
        ) : query.kind === 'archived' ? (
          <EmptyState
            icon={<Library />}
            title={t('noArchivedTitle')}
            body={t('noArchivedBody')}
            action={{
              href: shelfHref(withChanges(query, { kind: 'owned' })),
              label: t('toShelf'),
            }}
          />
        ) : (
          <EmptyState
            icon={<Library />}
            title={t('emptyTitle')}
            body={t('emptyBody')}
            action={{ href: '/', label: t('toStore') }}
          />
        )}
      </>
    );

  return (
    <>
      {tabs}
      {query.kind === 'owned' && continueReading.length > 0 ? (
        <ContinueReading books={continueReading} />
      ) : null}
      <div className={`${styles.bar} ${styles.toolbar}`}>
        <p className={styles.count} role="status">
          {t('count', { count: TotalItems })}
        </p>
        <nav aria-label={t('sortLabel')} className={styles.sort}>
          <span className={styles.sortTitle}>{t('sortLabel')}</span>
          {SHELF_ORDERS.map((order) => (
            <Link
              key={order}
              href={shelfHref(withChanges(query, { orderBy: order }))}
              aria-current={order === query.orderBy ? 'true' : undefined}
              className={order === query.orderBy ? styles.current : undefined}
            >
              {t(`sort.${order}`)}
            </Link>
          ))}
        </nav>
        <nav aria-label={t('viewLabel')} className={styles.views}>
          {(['grid', 'list'] as const).map((view) => (
            <Link
              key={view}
              href={shelfHref({ ...query, view })}
              aria-current={view === query.view ? 'true' : undefined}
              className={view === query.view ? styles.current : undefined}
              title={t(`view.${view}`)}
            >
              {view === 'grid' ? (
                <LayoutGrid size={18} aria-hidden="true" />
              ) : (
                <List size={18} aria-hidden="true" />
              )}
              <span className={styles.viewName}>{t(`view.${view}`)}</span>
            </Link>
          ))}
        </nav>
      </div>
      <ShelfFilters query={query} shelves={shelves} />
      {TotalItems === 0 ? (
        <EmptyState
          title={t('noMatchTitle')}
          body={t('noMatchBody')}
          action={{
            href: shelfHref(withChanges(query, { shelfId: null, format: null, state: null })),
            label: t('clearFilters'),
          }}
        />
      ) : (
        <ul className={listClassName} aria-label={t(`tabs.${query.kind}`)} data-view={query.view}>
          {groupBySeries(shelf.Books).map((entry) =>
            entry.kind === 'book' ? (
              <li key={`${entry.book.Source}-${entry.book.Product.Id}`}>{bookItem(entry.book)}</li>
            ) : (
              <li key={`series-${entry.seriesId}`} className={styles.seriesRow}>
                <SeriesGroup
                  books={entry.books}
                  listClassName={listClassName}
                  renderBook={bookItem}
                />
              </li>
            ),
          )}
        </ul>
      )}
      <ShelfPages
        page={PageNumber}
        pages={TotalPages}
        hrefOf={(pageNumber) => shelfHref({ ...query, pageNumber })}
      />
    </>
  );
}
