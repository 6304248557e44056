'use client';

import type { ReviewPage } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/base/button';
import { BOOK_PAGE_REVIEW_COUNT } from '@nangsue/contracts/review-limits';
import { reviewPaths } from '../review-paths';
import { HelpfulButton } from './helpful-button';
import { ReportButton } from './report-button';
import { ReviewCard, ReviewStatusNote } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';

/**
 * The book page's reviews once read: summary, "Write a review", the reader's own, the first few of
 * the most helpful. Loaded by `BookReviewsBlock` while it reads the reviews, so the forms and
 * dialogs are not part of the book page's first-load JavaScript (issue 27 §3).
 */
export default function ReadyBlock({
  page,
  hiddenIds,
  onHide,
  onChanged,
}: {
  page: ReviewPage;
  hiddenIds: number[];
  onHide: (id: number) => void;
  onChanged: () => void;
}) {
  const t = useTranslations('reviews');
  const others = page.Items.filter((item) => !item.IsMine && !hiddenIds.includes(item.Id)).slice(
    0,
    BOOK_PAGE_REVIEW_COUNT,
  );
  return (
    <>
      <div className={styles.top}>
        <ReviewSummary summary={page.Summary} />
        <div className={styles.topActions}>
          <ReviewForm
            key={page.MyReview?.UpdatedAt ?? 'new'}
            productId={page.ProductId}
            myReview={page.MyReview}
            onChanged={onChanged}
          />
          {page.Summary.TotalReviews > 0 ? (
            <ButtonLink variant="text" href={reviewPaths.book(page.ProductId)} prefetch={false}>
              {t('allReviews', { count: page.Summary.TotalReviews })}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {page.MyReview ? (
        <div className={styles.mine}>
          <h3 className={styles.subheading}>{t('yourReview')}</h3>
          <ReviewCard
            review={page.MyReview}
            status={<ReviewStatusNote review={page.MyReview} />}
            actions={<HelpfulButton review={page.MyReview} />}
          />
        </div>
      ) : null}
      {page.Summary.TotalReviews === 0 && page.MyReview === null ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : null}
      {others.length > 0 ? (
        <ul className={styles.list}>
          {others.map((review) => (
            <li key={review.Id}>
              <ReviewCard
                review={review}
                actions={
                  <>
                    <HelpfulButton review={review} />
                    <ReportButton reviewId={review.Id} onReported={() => onHide(review.Id)} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
