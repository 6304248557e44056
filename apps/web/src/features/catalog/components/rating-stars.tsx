import type { ProductOverview } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { formatRating } from '../format';
import styles from './rating-stars.module.css';

type RatingStarsProps = {
  rating: Pick<ProductOverview['ReviewOverviewModel'], 'Average' | 'TotalReviews'>;
  size?: 'small' | 'large';
};

/**
 * Five stars filled to the average (to the half star), with the number of reviews. The stars are
 * one element (a repeating star mask, `rating-stars.module.css`) filled by `--star-fill`.
 */
export function RatingStars({ rating, size = 'small' }: RatingStarsProps) {
  const t = useTranslations('catalog.rating');
  const format = useFormatter();
  const isLarge = size === 'large';
  if (rating.TotalReviews === 0) {
    return isLarge ? <p className={styles.none}>{t('none')}</p> : null;
  }

  const average = formatRating(format, rating.Average);
  const halves = Math.round(Math.max(0, Math.min(5, rating.Average)) * 2);

  return (
    <div
      role="img"
      aria-label={t('label', { rating: average, count: rating.TotalReviews })}
      className={isLarge ? `${styles.rating} ${styles.large}` : styles.rating}
    >
      <span aria-hidden style={{ '--star-fill': `${halves * 10}%` } as CSSProperties} />
      <span aria-hidden>
        {isLarge
          ? t('summary', { rating: average, count: rating.TotalReviews })
          : t('countShort', { count: rating.TotalReviews })}
      </span>
    </div>
  );
}
