'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { BookCard } from '@/features/catalog/components/book-card';
import type { BookCardData } from '@/features/catalog/components/book-card-data';
import { bookCardSkeletonClassName } from '@/features/catalog/components/skeletons';
import styles from './lazy-row-cards.module.css';

/**
 * Placeholders kept in a row until its cards come: a phone's screenful. The cards are asked for
 * before the row is on the screen, so these are seldom seen; few keep the HTML small.
 */
const PLACEHOLDERS = 3;

/** How near the screen a row is when its cards are asked for. */
const NEAR = '400px 0px';

type Rows = Record<string, BookCardData[]>;

/** One request per page view for every row (`/api/home-rows`), shared by the rows. */
let pending: { locale: string; rows: Promise<Rows> } | undefined;
const loadRows = (locale: string): Promise<Rows> => {
  if (pending?.locale !== locale) {
    const rows = fetch(`/api/home-rows?locale=${locale}`, { credentials: 'omit' }).then(
      (response) => {
        if (!response.ok) throw new Error(`home rows answered ${response.status}`);
        return response.json() as Promise<Rows>;
      },
    );
    // A failed read is tried again by the next row that comes near.
    rows.catch(() => {
      if (pending?.rows === rows) pending = undefined;
    });
    pending = { locale, rows };
  }
  return pending.rows;
};

/**
 * The cards of a home row that the page's HTML does not carry (all of a row below the first, the
 * first row's after `skip`): placeholders of a card's size until the row comes near the screen,
 * then the cards, read from the cached `/api/home-rows`. A row whose cards cannot be read keeps its
 * title and "see all" link. Items of the row's list (`ScrollRow`).
 */
export function LazyRowCards({
  rowKey,
  skip,
  count,
}: {
  rowKey: string;
  /** The cards the server rendered before these. */
  skip: number;
  /** How many cards are still to come. */
  count: number;
}) {
  const locale = useLocale();
  const firstRef = useRef<HTMLLIElement>(null);
  const [books, setBooks] = useState<readonly BookCardData[] | null>(null);

  useEffect(() => {
    // The list is observed, not the placeholder: a row's later items are outside its scroll box.
    const target = firstRef.current?.closest('ul') ?? firstRef.current;
    if (target === null || target === undefined) return;
    let isCurrent = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadRows(locale).then(
          (rows) => {
            if (isCurrent) setBooks((rows[rowKey] ?? []).slice(skip));
          },
          (error: unknown) => {
            console.warn('[home] row unavailable', rowKey, error);
            if (isCurrent) setBooks([]);
          },
        );
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => {
      isCurrent = false;
      observer.disconnect();
    };
  }, [locale, rowKey, skip]);

  if (books === null) {
    return Array.from({ length: Math.min(count, PLACEHOLDERS) }, (_, index) => (
      <li
        key={`placeholder-${index}`}
        ref={index === 0 ? firstRef : undefined}
        aria-hidden="true"
        className={`${bookCardSkeletonClassName} ${styles.placeholder}`}
      />
    ));
  }
  return books.map((book) => (
    <li key={book.id}>
      <BookCard book={book} />
    </li>
  ));
}
