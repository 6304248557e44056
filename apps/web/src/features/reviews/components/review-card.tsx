import type { Review } from '@nangsue/contracts';
import { BadgeCheck } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import styles from './reviews.module.css';

/** One review's stars, as one element filled to the rating. */
export function ReviewStars({ rating }: { rating: number }) {
  const t = useTranslations('reviews');
  return (
    <span
      role="img"
      aria-label={t('stars', { rating })}
      className={styles.stars}
      style={{ '--star-fill': `${rating * 20}%` } as CSSProperties}
    />
  );
}

/**
 * A review as text (never HTML: line breaks kept by CSS): stars, title, writer, the verified
 * buyer mark, date, then `actions` (helpful, report) and, for the writer, `status`.
 */
export function ReviewCard({
  review,
  actions,
  status,
}: {
  review: Review;
  actions?: ReactNode;
  status?: ReactNode;
}) {
  const t = useTranslations('reviews');
  const format = useFormatter();
  const date = format.dateTime(new Date(review.CreatedAt), {
    dateStyle: 'medium',
    timeZone: 'Asia/Bangkok',
  });
  return (
    <article className={styles.card} data-review-id={review.Id}>
      <header className={styles.cardHead}>
        <ReviewStars rating={review.Rating} />
        <h3 className={styles.cardTitle} lang={review.Language}>
          {review.Title}
        </h3>
      </header>
      <p className={styles.meta}>
        <span>{t('by', { name: review.CustomerName })}</span>
        {review.VerifiedBuyer ? (
          <span className={styles.verified} title={t('verifiedTitle')}>
            <BadgeCheck size={16} aria-hidden="true" />
            {t('verified')}
          </span>
        ) : null}
        <time dateTime={review.CreatedAt}>{date}</time>
        {review.UpdatedAt !== review.CreatedAt ? <span>({t('edited')})</span> : null}
      </p>
      {status}
      <p className={styles.text} lang={review.Language}>
        {review.ReviewText}
      </p>
      {review.StoreAnswer ? (
        <Answer
          title={t('storeAnswer')}
          body={review.StoreAnswer.Body}
          at={review.StoreAnswer.AnsweredAt}
        />
      ) : null}
      {review.PublisherAnswer ? (
        <Answer
          title={t('publisherAnswer', { publisher: review.PublisherAnswer.PublisherName })}
          body={review.PublisherAnswer.Body}
          at={review.PublisherAnswer.AnsweredAt}
        />
      ) : null}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </article>
  );
}

/**
 * A public answer under a review (docs/reviews.md, "Answers" and "Publishers' replies"): the
 * store's, or the book's publisher's under its name; a quoted block with its date in Bangkok time,
 * the text as text, line breaks kept by CSS.
 */
function Answer({ title, body, at }: { title: string; body: string; at: string }) {
  const format = useFormatter();
  const date = format.dateTime(new Date(at), {
    dateStyle: 'medium',
    timeZone: 'Asia/Bangkok',
  });
  return (
    <figure className={styles.storeAnswer}>
      <figcaption className={styles.storeAnswerHead}>
        <span className={styles.storeAnswerTitle}>{title}</span>
        <time dateTime={at}>{date}</time>
      </figcaption>
      <blockquote className={styles.storeAnswerText}>{body}</blockquote>
    </figure>
  );
}

/** The writer's note on their own review that others do not see. */
export function ReviewStatusNote({ review }: { review: Review }) {
  const t = useTranslations('reviews.status');
  if (review.Status === 'published') return null;
  return (
    <p className={styles.statusNote} role="status">
      {t(review.Status)}
    </p>
  );
}
