import type { MyBooks, Shelf } from '@nangsue/contracts';
import { ArrowLeft, FolderOpen, Library } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { Link } from '@/i18n/navigation';
import { AddBooksButton, RemoveBookButton } from './collection-books';
import { CreateShelfForm, ShelfActions } from './collection-forms';
import { ShelfBookItem } from './shelf-book';
import { ShelfPages } from './shelf-pages';
import {
  BOOKSHELF_PATH,
  COLLECTION_PATH,
  DEFAULT_SHELF_QUERY,
  collectionPath,
  shelfHref,
} from './shelf-query';
import shelfStyles from './bookshelf.module.css';
import styles from './collection.module.css';

/** The way back above a collections page ("My bookshelf", "My collections"). */
function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link href={href}>
        <ArrowLeft size={16} aria-hidden="true" />
        {label}
      </Link>
    </p>
  );
}

/**
 * `/bookshelf/collection`: the customer's collections with their book counts, a form for a new
 * one, and rename and delete on each (spec §2). Each opens at `?shelfId=`.
 */
export async function CollectionsView({ shelves }: { shelves: readonly Shelf[] }) {
  const t = await getTranslations('bookshelf.collection');
  return (
    <>
      <BackLink href={BOOKSHELF_PATH} label={t('back')} />
      <CreateShelfForm />
      {shelves.length === 0 ? (
        <EmptyState icon={<FolderOpen />} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className={styles.shelves} aria-label={t('listLabel')}>
          {shelves.map((shelf) => (
            <li key={shelf.Id} className={styles.shelf} data-testid="collection">
              <FolderOpen size={28} aria-hidden="true" className={styles.shelfIcon} />
              <div className={styles.shelfAbout}>
                <h2 className={styles.shelfName}>
                  <Link
                    href={collectionPath(shelf.Id)}
                    aria-label={t('openLabel', { name: shelf.Name })}
                  >
                    {shelf.Name}
                  </Link>
                </h2>
                <p className={styles.shelfCount}>{t('count', { count: shelf.BookCount })}</p>
              </div>
              <ShelfActions shelf={shelf} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One collection open: its books (`productonbookshelf`), add books, remove one, rename, delete. */
export async function CollectionView({ shelf, books }: { shelf: Shelf; books: MyBooks }) {
  const t = await getTranslations('bookshelf.collection');
  const { PageNumber, TotalPages } = books.Paging;
  return (
    <>
      <BackLink href={COLLECTION_PATH} label={t('title')} />
      <div className={`${shelfStyles.bar} ${styles.openBar}`}>
        <p className={styles.shelfCount}>{t('count', { count: books.Paging.TotalItems })}</p>
        <div className={styles.openActions}>
          <AddBooksButton
            shelfId={shelf.Id}
            shelfName={shelf.Name}
            knownIds={books.Books.map((book) => book.Product.Id)}
          />
          <ButtonLink
            href={shelfHref({ ...DEFAULT_SHELF_QUERY, shelfId: shelf.Id })}
            variant="outlined"
            startIcon={<Library size={18} aria-hidden="true" />}
          >
            {t('showOnShelf')}
          </ButtonLink>
          <ShelfActions shelf={shelf} isOpen />
        </div>
      </div>
      {books.Paging.TotalItems === 0 ? (
        <EmptyState title={t('noBooksTitle')} body={t('noBooksBody')} />
      ) : (
        <ul className={shelfStyles.list} aria-label={t('booksLabel', { name: shelf.Name })}>
          {books.Books.map((book) => (
            <li key={book.Product.Id}>
              <ShelfBookItem
                book={book}
                view="list"
                extraAction={
                  <RemoveBookButton
                    shelfId={shelf.Id}
                    shelfName={shelf.Name}
                    productId={book.Product.Id}
                    bookName={book.Product.Name}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ShelfPages
        page={PageNumber}
        pages={TotalPages}
        hrefOf={(pageNumber) => collectionPath(shelf.Id, pageNumber)}
      />
    </>
  );
}
