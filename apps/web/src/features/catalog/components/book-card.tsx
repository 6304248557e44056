'use client';

import { useState } from 'react';
import { tileClassName } from '@/components/base/layout';
import { CardBasketActions } from '@/features/basket/card-basket-actions';
import { CardWishlistHeart } from '@/features/wishlist/wishlist-heart';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import { BookCover } from './book-cover';
import type { BookCardData } from './book-card-data';
import { DiscountBadge, PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import styles from './book-card.module.css';

type BookCardProps = {
  book: BookCardData;
  isEager?: boolean;
  /** `auto` for an eager cover that is in the first row only on wide screens (`BookCover`). */
  fetchPriority?: 'high' | 'auto';
  /** On the reader's own shelf: no "add to basket" or "buy now". */
  isOwned?: boolean;
};

/**
 * A book in a grid or row: cover with discount badge and the wish list's heart, title (two lines
 * at most), authors, rating, price, and "add to basket" / "buy now" buttons. The title is the card's one link; it covers the whole card, so the card
 * is clickable while screen readers hear just the title.
 *
 * A client component on purpose: a server component's markup is sent twice, as HTML and again as
 * its tree in the RSC payload (~1.3 KB a card with class names and texts), while a client card
 * sends the HTML and only its props (`BookCardData`, ~0.2 KB). For a listing of 18 to 48 cards and
 * a home page of ~70 that is 20-80 KB less per page, for ~1.5 KiB of script shared by every page.
 * It also prefetches a book only once the reader shows intent.
 */
export function BookCard({ book, isEager = false, fetchPriority, isOwned = false }: BookCardProps) {
  // A page shows dozens of cards: prefetch a book only once the reader shows intent.
  const [isIntended, setIsIntended] = useState(false);
  const showIntent = () => setIsIntended(true);

  return (
    <article
      data-testid="book-card"
      className={`${styles.card} ${tileClassName}`}
      onPointerEnter={showIntent}
      onTouchStart={showIntent}
      onFocus={showIntent}
    >
      <div className={styles.media}>
        <BookCover
          src={book.coverUrl}
          title={book.name}
          isEager={isEager}
          fetchPriority={fetchPriority}
        />
        <DiscountBadge percent={book.price.DiscountPercent} />
      </div>
      {isOwned ? null : <CardWishlistHeart productId={book.id} name={book.name} />}
      <h3>
        <Link
          href={catalogPaths.book(book.id)}
          prefetch={isIntended ? null : false}
          title={book.name}
        >
          {book.name}
        </Link>
      </h3>
      {book.authors !== '' ? <p>{book.authors}</p> : null}
      <div className={styles.rating}>
        <RatingStars rating={book.rating} />
      </div>
      <div className={styles.price}>
        <PriceTag price={book.price} />
        {isOwned ? null : <CardBasketActions productId={book.id} name={book.name} />}
      </div>
    </article>
  );
}
