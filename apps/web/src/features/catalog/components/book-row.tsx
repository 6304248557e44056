import type { ProductOverview } from '@nangsue/contracts';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/router-links';
import { BookCard } from './book-card';
import { toBookCardData } from './book-card-data';
import { ScrollRow } from './scroll-row';

type BookRowProps = {
  title: string;
  books: readonly ProductOverview[];
  /** The listing with every book of the row ("see all"). */
  seeAllHref?: string;
  isEager?: boolean;
};

/** A titled horizontal row of book cards, as on the home page. */
export function BookRow({ title, books, seeAllHref, isEager = false }: BookRowProps) {
  const t = useTranslations('catalog.row');
  const headingId = useId();
  if (books.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 6 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 1.5, md: 2 },
        }}
      >
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: { xs: '1.2rem', md: '1.45rem' }, fontWeight: 700, minWidth: 0 }}
        >
          {title}
        </Typography>
        {seeAllHref !== undefined ? (
          <ButtonLink
            href={seeAllHref}
            size="small"
            endIcon={<ArrowForwardRoundedIcon />}
            aria-label={t('seeAllOf', { title })}
            sx={{ flexShrink: 0, color: 'primary.main' }}
          >
            {t('seeAll')}
          </ButtonLink>
        ) : null}
      </Box>
      <ScrollRow label={title}>
        {books.map((book, index) => (
          <li key={book.Id}>
            <BookCard book={toBookCardData(book)} isEager={isEager && index < 6} />
          </li>
        ))}
      </ScrollRow>
    </Box>
  );
}
