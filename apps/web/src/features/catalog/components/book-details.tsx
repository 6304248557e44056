import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { ProductDetails } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ChipLink, TextLink } from '@/components/ui/router-links';
import { catalogPaths } from '../catalog-paths';
import { EMPTY_CATALOG_QUERY, catalogHref } from '../catalog-query';
import { formatCalendarDate, formatFileSize } from '../format';
import { BookCover } from './book-cover';
import { ComingSoonButton } from './coming-soon-button';
import { DiscountBadge, PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';

const ROLE_ORDER = ['author', 'translator', 'illustrator', 'editor'] as const;

const contributorHref = (id: number) =>
  catalogHref(catalogPaths.advancedSearch, { ...EMPTY_CATALOG_QUERY, authorIds: [id] });

const linkSx = { color: 'primary.main', fontWeight: 600 } as const;

/** The top of the book page: cover, title, people, rating, price and the (coming) actions. */
export function BookSummary({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const tRoles = useTranslations('catalog.roles');

  const byRole = ROLE_ORDER.map((role) => ({
    role,
    people: book.Contributors.filter((person) => person.Role === role),
  })).filter((group) => group.people.length > 0);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', sm: '240px minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          width: { xs: '62%', sm: '100%' },
          maxWidth: 300,
          mx: { xs: 'auto', sm: 0 },
          position: 'relative',
        }}
      >
        <BookCover src={book.DefaultPictureModel.ImageUrl} title={book.Name} isEager />
      </Box>

      <Box sx={{ minWidth: 0, maxWidth: 760 }}>
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: '1.6rem', md: '2.2rem' },
            fontWeight: 800,
            letterSpacing: '-0.01em',
            textWrap: 'balance',
          }}
        >
          {book.Name}
        </Typography>
        {book.Series !== null ? (
          <Typography sx={{ mt: 0.5, color: 'tokens.sub-text2' }}>
            <TextLink
              href={catalogHref(catalogPaths.search, {
                ...EMPTY_CATALOG_QUERY,
                q: book.Series.Name,
              })}
              underline="hover"
              color="inherit"
            >
              {book.Series.Volume === null
                ? t('series', { name: book.Series.Name })
                : t('seriesVolume', { name: book.Series.Name, volume: book.Series.Volume })}
            </TextLink>
          </Typography>
        ) : null}

        <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}>
          {byRole.map((group) => (
            <Box key={group.role} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
              <Typography component="dt" sx={{ color: 'tokens.note-font' }}>
                {tRoles(group.role)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {group.people.map((person, index) => (
                  <span key={person.Id}>
                    {index > 0 ? t('listSeparator') : null}
                    <TextLink href={contributorHref(person.Id)} underline="hover" sx={linkSx}>
                      {person.Name}
                    </TextLink>
                  </span>
                ))}
              </Typography>
            </Box>
          ))}
        </Box>

        <Box sx={{ mt: 1.5 }}>
          <RatingStars rating={book.ReviewOverviewModel} size="large" />
        </Box>

        <Box
          sx={{
            mt: 3,
            p: { xs: 2, md: 2.5 },
            borderRadius: '16px',
            bgcolor: 'tokens.bg-lv1',
            border: '1px solid',
            borderColor: 'tokens.divider',
            display: 'grid',
            gap: 2,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <PriceTag price={book.ProductPrice} size="large" />
            <DiscountBadge percent={book.ProductPrice.DiscountPercent} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
            }}
          >
            <ComingSoonButton
              label={t('addToBasket')}
              reason={t('comingSoon')}
              variant="contained"
              size="large"
              startIcon={<ShoppingBagOutlinedIcon />}
            />
            <ComingSoonButton
              label={t('addToWishlist')}
              reason={t('comingSoon')}
              variant="outlined"
              size="large"
              startIcon={<FavoriteBorderRoundedIcon />}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {book.Formats.map((format) => (
              <Chip
                key={format}
                label={format}
                size="small"
                variant="outlined"
                sx={{ borderColor: 'tokens.bg-lv4' }}
              />
            ))}
            <Chip
              size="small"
              variant="outlined"
              label={t(`languages.${book.TextLanguage}`)}
              sx={{ borderColor: 'tokens.bg-lv4' }}
            />
            {book.HasSample ? (
              <Chip
                size="small"
                icon={<AutoStoriesOutlinedIcon />}
                label={t('hasSample')}
                sx={{
                  bgcolor: 'color-mix(in srgb, var(--mui-palette-tokens-primary) 16%, transparent)',
                  color: 'primary.main',
                  '& .MuiChip-icon': { color: 'inherit' },
                }}
              />
            ) : null}
          </Box>
        </Box>

        {book.Publisher !== null || book.Manufacturer !== null ? (
          <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
            {book.Publisher !== null ? (
              <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
                {t('publisher')}{' '}
                <TextLink
                  href={catalogPaths.vendor(book.Publisher.Id)}
                  underline="hover"
                  sx={linkSx}
                >
                  {book.Publisher.Name}
                </TextLink>
              </Typography>
            ) : null}
            {book.Manufacturer !== null ? (
              <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
                {t('imprint')}{' '}
                <TextLink
                  href={catalogPaths.manufacturer(book.Manufacturer.Id)}
                  underline="hover"
                  sx={linkSx}
                >
                  {book.Manufacturer.Name}
                </TextLink>
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h2"
      sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' }, fontWeight: 700, mb: 2 }}
    >
      {children}
    </Typography>
  );
}

/** The full description, paragraph by paragraph. */
export function BookDescription({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const paragraphs = book.FullDescription.split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;

  return (
    <Box component="section" sx={{ maxWidth: 820 }}>
      <SectionTitle>{t('description')}</SectionTitle>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {paragraphs.map((paragraph) => (
          <Typography
            key={paragraph}
            sx={{ color: 'tokens.sub-text', fontSize: '1.02rem', lineHeight: 1.85 }}
          >
            {paragraph}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The facts: files, pages, language, ISBNs, release date, publisher, series, categories, tags. */
export function BookFacts({ book }: { book: ProductDetails }) {
  const t = useTranslations('catalog.book');
  const format = useFormatter();

  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (book.Files.length > 0) {
    rows.push({
      key: 'files',
      label: t('files'),
      value: book.Files.map((file) =>
        t('fileSize', { format: file.Format, size: formatFileSize(format, file.SizeBytes) }),
      ).join(t('listSeparator')),
    });
  }
  if (book.PageCount !== null)
    rows.push({
      key: 'pages',
      label: t('pageCount'),
      value: t('pages', { count: book.PageCount }),
    });
  rows.push({ key: 'language', label: t('language'), value: t(`languages.${book.TextLanguage}`) });
  if (book.ReleaseDate !== null) {
    rows.push({
      key: 'release',
      label: t('releaseDate'),
      value: (
        <time dateTime={book.ReleaseDate} data-testid="release-date">
          {formatCalendarDate(format, book.ReleaseDate)}
        </time>
      ),
    });
  }
  if (book.Isbn !== null) rows.push({ key: 'isbn', label: t('isbn'), value: book.Isbn });
  if (book.EIsbn !== null) rows.push({ key: 'eisbn', label: t('eIsbn'), value: book.EIsbn });
  if (book.Publisher !== null) {
    rows.push({
      key: 'publisher',
      label: t('publisherLabel'),
      value: (
        <TextLink href={catalogPaths.vendor(book.Publisher.Id)} underline="hover" sx={linkSx}>
          {book.Publisher.Name}
        </TextLink>
      ),
    });
  }
  if (book.Manufacturer !== null) {
    rows.push({
      key: 'imprint',
      label: t('imprintLabel'),
      value: (
        <TextLink
          href={catalogPaths.manufacturer(book.Manufacturer.Id)}
          underline="hover"
          sx={linkSx}
        >
          {book.Manufacturer.Name}
        </TextLink>
      ),
    });
  }
  if (book.Series !== null) {
    rows.push({
      key: 'series',
      label: t('seriesLabel'),
      value: (
        <>
          <TextLink
            href={catalogHref(catalogPaths.search, { ...EMPTY_CATALOG_QUERY, q: book.Series.Name })}
            underline="hover"
            sx={linkSx}
          >
            {book.Series.Name}
          </TextLink>
          {book.Series.Volume === null ? null : (
            <>
              {t('listSeparator')}
              {t('volume', { volume: book.Series.Volume })}
            </>
          )}
        </>
      ),
    });
  }
  if (book.Categories.length > 0) {
    rows.push({
      key: 'categories',
      label: t('categories'),
      value: book.Categories.map((category, index) => (
        <span key={category.Id}>
          {index > 0 ? t('listSeparator') : null}
          <TextLink href={catalogPaths.category(category.Id)} underline="hover" sx={linkSx}>
            {category.Name}
          </TextLink>
        </span>
      )),
    });
  }
  rows.push({
    key: 'sample',
    label: t('sample'),
    value: book.HasSample ? t('sampleYes') : t('sampleNo'),
  });

  return (
    <Box component="section">
      <SectionTitle>{t('details')}</SectionTitle>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(110px, auto) 1fr', sm: '180px 1fr' },
          borderRadius: '12px',
          overflow: 'hidden',
          border: '1px solid',
          borderColor: 'tokens.divider',
          '& > dt, & > dd': {
            px: 2,
            py: 1.25,
            borderBottom: '1px solid',
            borderColor: 'tokens.divider',
            m: 0,
          },
          '& > dt:nth-last-of-type(1), & > dd:nth-last-of-type(1)': { borderBottom: 0 },
          '& > dt': { bgcolor: 'tokens.bg-lv1', color: 'tokens.note-font', fontSize: '0.9rem' },
          '& > dd': { fontSize: '0.95rem', minWidth: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map((row) => [
          <Typography key={`${row.key}-label`} component="dt">
            {row.label}
          </Typography>,
          <Typography key={`${row.key}-value`} component="dd" data-testid={`fact-${row.key}`}>
            {row.value}
          </Typography>,
        ])}
      </Box>
      {book.Tags.length > 0 ? (
        <Box component="nav" aria-label={t('tags')} sx={{ mt: 2.5 }}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {book.Tags.map((tag) => (
              <li key={tag.Id}>
                <ChipLink
                  href={catalogPaths.tag(tag.Id)}
                  label={t('tag', { name: tag.Name })}
                  size="small"
                  variant="outlined"
                  sx={{ borderColor: 'tokens.bg-lv4' }}
                />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
