import type { ProductOverview } from '@nangsue/contracts';
import { BookCard } from './book-card';
import { coverLoadingOf, toBookCardData } from './book-card-data';
import styles from './book-grid.module.css';

type BookGridProps = {
  books: readonly ProductOverview[];
  /** Books whose covers load at once (the first row on the widest screens). */
  eagerCount?: number;
  /** Fewer columns where a filter sidebar takes room. */
  hasSidebar?: boolean;
  /** The reader's own books (the bookshelf): no buttons that would sell them. */
  isOwned?: boolean;
};

/** Books in a responsive grid: two columns at 360 px, up to six on wide screens. */
export function BookGrid({
  books,
  eagerCount = 6,
  hasSidebar = false,
  isOwned = false,
}: BookGridProps) {
  return (
    <ul className={hasSidebar ? `${styles.grid} ${styles.withSidebar}` : styles.grid}>
      {books.map((book, index) => (
        <li key={book.Id}>
          <BookCard
            book={toBookCardData(book)}
            isOwned={isOwned || undefined}
            {...coverLoadingOf(index, eagerCount)}
          />
        </li>
      ))}
    </ul>
  );
}
