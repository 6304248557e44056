import type { ProductOverview } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { formatRating } from '../format';

type RatingStarsProps = {
  rating: ProductOverview['ReviewOverviewModel'];
  size?: 'small' | 'large';
};

/** One rounded star, used as a repeating mask: five stars are a single element. */
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 17.27l4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z"/></svg>',
)}")`;

const starsSx = {
  display: 'inline-block',
  flexShrink: 0,
  width: 'calc(var(--star-size) * 5)',
  height: 'var(--star-size)',
  maskImage: STAR_MASK,
  maskSize: 'var(--star-size) var(--star-size)',
  maskRepeat: 'repeat-x',
  WebkitMaskImage: STAR_MASK,
  WebkitMaskSize: 'var(--star-size) var(--star-size)',
  WebkitMaskRepeat: 'repeat-x',
  background:
    'linear-gradient(90deg, var(--mui-palette-tokens-secondary) var(--star-fill), var(--mui-palette-tokens-bg-lv4) var(--star-fill))',
} as const;

/** Five stars filled to the average (to the half star), with the number of reviews. */
export function RatingStars({ rating, size = 'small' }: RatingStarsProps) {
  const t = useTranslations('catalog.rating');
  const format = useFormatter();
  if (rating.TotalReviews === 0) {
    return size === 'large' ? (
      <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
        {t('none')}
      </Typography>
    ) : null;
  }

  const average = formatRating(format, rating.Average);
  const halves = Math.round(Math.max(0, Math.min(5, rating.Average)) * 2);
  const style = {
    '--star-size': size === 'large' ? '22px' : '15px',
    '--star-fill': `${halves * 10}%`,
  } as CSSProperties;

  return (
    <Box
      role="img"
      aria-label={t('label', { rating: average, count: rating.TotalReviews })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Box component="span" aria-hidden style={style} sx={starsSx} />
      <Typography
        component="span"
        aria-hidden
        sx={{
          fontSize: size === 'large' ? '0.95rem' : '0.75rem',
          color: 'tokens.sub-text2',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {size === 'large'
          ? t('summary', { rating: average, count: rating.TotalReviews })
          : t('countShort', { count: rating.TotalReviews })}
      </Typography>
    </Box>
  );
}
