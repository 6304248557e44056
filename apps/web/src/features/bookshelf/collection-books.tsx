'use client';

import type { ShelfBook } from '@nangsue/contracts';
import { BookPlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { Dialog } from '@/components/base/dialog';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { messageOfFailure, useShelfCall } from './shelf-call';
import styles from './collection.module.css';

type Pickable = { id: number; name: string; authors: string; coverUrl: string };

const pickableOf = (book: ShelfBook): Pickable => ({
  id: book.Product.Id,
  name: book.Product.Name,
  authors: book.Product.Authors.map((author) => author.Name).join(', '),
  coverUrl: book.Product.DefaultPictureModel.ImageUrl,
});

/**
 * "Add books": a dialog listing the customer's own books (`mybook`, by title, 18 at a time with
 * "More books"), each with a checkbox; the ticked ones go in at once (`addproductmappingshelf`,
 * all or nothing). Books known to be in the collection already are shown ticked and fixed.
 */
export function AddBooksButton({
  shelfId,
  shelfName,
  knownIds,
}: {
  shelfId: number;
  shelfName: string;
  /** The collection's books the page shows (a repeat would be harmless anyway). */
  knownIds: readonly number[];
}) {
  const t = useTranslations('bookshelf.collection');
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [books, setBooks] = useState<Pickable[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(1);
  const [isLoading, setLoading] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const { isBusy: isAdding, error, setError, run } = useShelfCall();
  const known = new Set(knownIds);

  const load = async (pageNumber: number, previous: Pickable[]) => {
    setLoading(true);
    try {
      const result = await callApi('myBook', {
        body: { Data: { PageNumber: pageNumber, OrderBy: 'title' } },
      });
      const page = result.Data;
      if (page === null) return;
      setBooks([...previous, ...page.Books.map(pickableOf)]);
      setNextPage(page.Paging.PageNumber < page.Paging.TotalPages ? pageNumber + 1 : null);
    } catch (caught) {
      setError(messageOfFailure(caught));
    } finally {
      setLoading(false);
    }
  };

  const open = () => {
    setPicked(new Set());
    setError(null);
    setBooks([]);
    setNextPage(null);
    dialogRef.current?.showModal();
    void load(1, []);
  };

  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = () =>
    run(async () => {
      await callApi('addToShelf', {
        body: { Data: { ShelfId: shelfId, ProductIds: [...picked] } },
      });
      dialogRef.current?.close();
      toast.success(t('added', { count: picked.size, name: shelfName }));
      router.refresh();
    });

  const candidates = books.filter((book) => !known.has(book.id));

  return (
    <>
      <Button
        variant="contained"
        startIcon={<BookPlus size={18} aria-hidden="true" />}
        onClick={open}
      >
        {t('addBooks')}
      </Button>
      <Dialog
        ref={dialogRef}
        width={560}
        title={t('addTitle', { name: shelfName })}
        error={error}
        cancelLabel={t('cancel')}
        isBusy={isAdding}
        data-testid="add-books-dialog"
        actions={
          <Button
            variant="contained"
            disabled={isAdding || picked.size === 0}
            aria-busy={isAdding}
            onClick={() => void add()}
          >
            {isAdding ? t('adding') : t('addSelected', { count: picked.size })}
          </Button>
        }
      >
        <ul className={styles.picker} aria-label={t('pickerLabel')} aria-busy={isLoading}>
          {books.map((book) => {
            const isKnown = known.has(book.id);
            return (
              <li key={book.id}>
                <label className={styles.pick}>
                  <input
                    type="checkbox"
                    checked={isKnown || picked.has(book.id)}
                    disabled={isKnown || isAdding}
                    onChange={() => toggle(book.id)}
                  />
                  {/* eslint-disable-next-line @next/next/no-img-element -- a sized cover of this site */}
                  <img src={book.coverUrl} alt="" width={36} height={51} loading="lazy" />
                  <span className={styles.pickText}>
                    <span className={styles.pickName}>{book.name}</span>
                    <span className={styles.pickAuthors}>
                      {isKnown ? t('inCollection') : book.authors}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {isLoading ? (
          <p role="status" className={styles.pickerStatus}>
            {t('pickerLoading')}
          </p>
        ) : null}
        {!isLoading && nextPage === null && candidates.length === 0 ? (
          <p role="status" className={styles.pickerStatus}>
            {t('pickerEmpty')}
          </p>
        ) : null}
        {!isLoading && nextPage !== null ? (
          <Button variant="text" onClick={() => void load(nextPage, books)}>
            {t('more')}
          </Button>
        ) : null}
      </Dialog>
    </>
  );
}

/** "Remove" a book from the collection (`removeproductonshelf`); it stays on the shelf. */
export function RemoveBookButton({
  shelfId,
  shelfName,
  productId,
  bookName,
}: {
  shelfId: number;
  shelfName: string;
  productId: number;
  bookName: string;
}) {
  const t = useTranslations('bookshelf.collection');
  const router = useRouter();
  // A refusal is the API's toast (the button has no room for a message).
  const { isBusy, run } = useShelfCall();

  const remove = () =>
    run(async () => {
      await callApi('removeFromShelf', {
        body: { Data: { ShelfId: shelfId, ProductIds: [productId] } },
      });
      toast.success(t('removed', { book: bookName, name: shelfName }));
      router.refresh();
    });

  return (
    <Button
      variant="outlined"
      tone="neutral"
      size="small"
      startIcon={<X size={16} aria-hidden="true" />}
      aria-label={t('removeLabel', { book: bookName, name: shelfName })}
      disabled={isBusy}
      aria-busy={isBusy}
      onClick={() => void remove()}
    >
      {t('remove')}
    </Button>
  );
}
