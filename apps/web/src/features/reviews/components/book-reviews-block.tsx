'use client';

import { BOOK_PAGE_REVIEW_COUNT, type ReviewPage } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/base/button';
import { callApi } from '@/lib/browser-api';
import { reviewPaths } from '../review-paths';
import { HelpfulButton } from './helpful-button';
import { ReportButton } from './report-button';
import { ReviewCard, ReviewStatusNote } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewSummary } from './review-summary';
import styles from './reviews.module.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: ReviewPage };

/**
 * The reviews on the (cached) book page: read by the browser after the page shows, with the
 * visitor's session (`productreviewspagging`), so the book page stays the same for everyone and
 * the reviews are always fresh. The summary, the reader's own review, the first few of the most
 * helpful, "All reviews (n)", and "Write a review" / "Edit your review".
 */
export function BookReviewsBlock({ productId }: { productId: number }) {
  const t = useTranslations('reviews');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [hiddenIds, setHiddenIds] = useState<number[]>([]);

  // Bumped to read the reviews again (after a save, a deletion, or "Try again").
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    callApi('reviewsPage', {
      query: { productId, pageNumber: 1, orderBy: 'helpful' },
      signal: controller.signal,
    })
      .then((result) =>
        setLoad(result.Data ? { state: 'ready', page: result.Data } : { state: 'failed' }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[reviews] reviews unavailable', error);
        setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [productId, version]);

  const reload = () => setVersion((current) => current + 1);

  return (
    <section className={styles.block} aria-labelledby="book-reviews-heading">
      <h2 id="book-reviews-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {load.state === 'loading' ? (
        <p className={styles.muted} aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {load.state === 'failed' ? (
        <p className={styles.muted}>
          {t('loadFailed')}{' '}
          <Button variant="text" size="small" onClick={reload}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <ReadyBlock
          page={load.page}
          hiddenIds={hiddenIds}
          onHide={(id) => setHiddenIds((ids) => [...ids, id])}
          onChanged={reload}
        />
      ) : null}
    </section>
  );
}

function ReadyBlock({
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
