'use client';

import { BookOpen } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/base/button';
import { ReaderButtonLink } from '@/features/reader/reader-link';
import { useSessionStore } from '@/stores/session-store';
import type { OfflineBook } from './offline-db';
import { offlineBooks } from './offline-store';
import { startQueueFlushing } from './queue';

/**
 * The offline page's list (docs/offline.md): the books this customer keeps on this device, each
 * with "Read" (the reader's kept page). The service worker answers any page that cannot be loaded
 * offline with this page, precached with the app shell.
 */
export function OfflineBooks() {
  const t = useTranslations('bookshelf.offline');
  const format = useFormatter();
  const customerId = useSessionStore((state) => state.customerInfo?.CustomerId ?? null);
  const [books, setBooks] = useState<OfflineBook[] | null>(null);

  useEffect(() => {
    startQueueFlushing();
    void offlineBooks(customerId)
      .then(setBooks)
      .catch(() => setBooks([]));
  }, [customerId]);

  if (books === null) return null;
  if (books.length === 0)
    return (
      <>
        <p>{t('none')}</p>
        <ButtonLink href="/bookshelf" variant="outlined">
          {t('toShelf')}
        </ButtonLink>
      </>
    );
  return (
    <ul
      data-testid="offline-books"
      style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}
    >
      {books.map((book) => (
        <li key={book.ProductId} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <ReaderButtonLink
            href={book.ReaderPath.replace(/^\/en(?=\/)/, '')}
            variant="contained"
            size="small"
            startIcon={<BookOpen size={16} aria-hidden="true" />}
            aria-label={t('readLabel', { name: book.Name })}
          >
            {t('read')}
          </ReaderButtonLink>
          <span>
            <strong>{book.Name}</strong>{' '}
            <small>
              {t('size', {
                size:
                  book.Bytes < 1024 * 1024
                    ? format.number(Math.max(1, Math.round(book.Bytes / 1024)), {
                        style: 'unit',
                        unit: 'kilobyte',
                      })
                    : format.number(book.Bytes / 1024 / 1024, {
                        style: 'unit',
                        unit: 'megabyte',
                        maximumFractionDigits: 1,
                      }),
              })}
            </small>
          </span>
        </li>
      ))}
    </ul>
  );
}
