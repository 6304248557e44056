import type { ProductOverview } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import { BookCard } from './book-card';
import { toBookCardData } from './book-card-data';

type BookGridProps = {
  books: readonly ProductOverview[];
  /** Books whose covers load at once (the first row on the widest screens). */
  eagerCount?: number;
  /** Fewer columns where a filter sidebar takes room. */
  hasSidebar?: boolean;
};

/** Books in a responsive grid: two columns at 360 px, up to six on wide screens. */
export function BookGrid({ books, eagerCount = 6, hasSidebar = false }: BookGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        columnGap: { xs: 2, sm: 2.5, md: 3 },
        rowGap: { xs: 3.5, md: 4.5 },
        gridTemplateColumns: hasSidebar
          ? {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
              xl: 'repeat(6, minmax(0, 1fr))',
            }
          : {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
              xl: 'repeat(6, minmax(0, 1fr))',
            },
      }}
    >
      {books.map((book, index) => (
        <Box component="li" key={book.Id} sx={{ minWidth: 0 }}>
          <BookCard book={toBookCardData(book)} isEager={index < eagerCount} />
        </Box>
      ))}
    </Box>
  );
}
