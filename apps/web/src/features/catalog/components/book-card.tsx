'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import { BookCover } from './book-cover';
import type { BookCardData } from './book-card-data';
import { DiscountBadge, PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';

type BookCardProps = {
  book: BookCardData;
  isEager?: boolean;
};

const cardSx = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 0.75,
  minWidth: 0,
  height: '100%',
  '& .book-card-cover': { transition: 'transform 200ms ease' },
  '&:hover .book-card-cover, &:focus-within .book-card-cover': { transform: 'translateY(-4px)' },
  '&:hover .book-card-title': { color: 'primary.main' },
  // The title link covers the whole card.
  '& .book-card-link::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '& .book-card-link:focus-visible': { outline: 'none' },
  '&:has(.book-card-link:focus-visible)': {
    outline: '2px solid var(--mui-palette-tokens-primary)',
    outlineOffset: 4,
    borderRadius: '8px',
  },
} as const;

const titleSx = {
  fontSize: '0.95rem',
  fontWeight: 600,
  lineHeight: 1.45,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.9em',
  transition: 'color 150ms',
} as const;

const linkStyle = { color: 'inherit', textDecoration: 'none' } as const;

/**
 * A book in a grid or row: cover with discount badge, title (two lines at most), authors,
 * rating and price. The title is the card's one link; it covers the whole card, so the card
 * is clickable while screen readers hear just the title. A client component, so that a page of
 * cards sends book data rather than every card's markup, and to prefetch on intent.
 */
export function BookCard({ book, isEager = false }: BookCardProps) {
  // A page shows dozens of cards: prefetch a book only once the reader shows intent.
  const [isIntended, setIsIntended] = useState(false);
  const showIntent = () => setIsIntended(true);

  return (
    <Box
      component="article"
      data-testid="book-card"
      sx={cardSx}
      onPointerEnter={showIntent}
      onTouchStart={showIntent}
      onFocus={showIntent}
    >
      <Box className="book-card-cover" sx={{ position: 'relative', mb: 0.75 }}>
        <BookCover src={book.coverUrl} title={book.name} isEager={isEager} />
        {book.price.DiscountPercent > 0 ? (
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <DiscountBadge percent={book.price.DiscountPercent} />
          </Box>
        ) : null}
      </Box>
      <Typography component="h3" className="book-card-title" sx={titleSx}>
        <Link
          href={catalogPaths.book(book.id)}
          prefetch={isIntended ? null : false}
          title={book.name}
          style={linkStyle}
          className="book-card-link"
        >
          {book.name}
        </Link>
      </Typography>
      {book.authors !== '' ? (
        <Typography
          variant="body2"
          noWrap
          sx={{ color: 'tokens.note-font', fontSize: '0.82rem', lineHeight: 1.4 }}
        >
          {book.authors}
        </Typography>
      ) : null}
      <Box sx={{ minHeight: 18 }}>
        <RatingStars rating={book.rating} />
      </Box>
      <Box sx={{ mt: 'auto' }}>
        <PriceTag price={book.price} />
      </Box>
    </Box>
  );
}
