import type { ReviewSummary as Summary } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import styles from './reviews.module.css';

/** A book's rating: the average with its stars, and a bar per star count (5 first). */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('reviews');
  const top = Math.max(1, ...summary.Distribution.map((entry) => entry.Count));
  return (
    <div className={styles.summary}>
      <RatingStars
        rating={{ Average: summary.Average, TotalReviews: summary.TotalReviews }}
        size="large"
      />
      {summary.TotalReviews > 0 ? (
        <ul className={styles.bars} aria-label={t('distributionLabel')}>
          {summary.Distribution.map((entry) => (
            <li
              key={entry.Rating}
              className={styles.bar}
              aria-label={t('distributionRow', { rating: entry.Rating, count: entry.Count })}
            >
              <span aria-hidden="true">{entry.Rating}★</span>
              <span
                aria-hidden="true"
                className={styles.track}
                style={{ '--bar-fill': `${(entry.Count / top) * 100}%` } as CSSProperties}
              />
              <span aria-hidden="true" className={styles.barCount}>
                {entry.Count}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
