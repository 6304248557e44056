'use client';

import type { Review } from '@nangsue/contracts';
import { useRouter } from '@/i18n/navigation';
import { useState } from 'react';
import { HelpfulButton } from './helpful-button';
import { ReportButton } from './report-button';
import { ReviewForm } from './review-form';

/** A review's "helpful" and "report" on the review page; a reported review leaves the page. */
export function ReviewActions({ review }: { review: Review }) {
  const router = useRouter();
  const [isReported, setReported] = useState(false);
  if (isReported) return null;
  return (
    <>
      <HelpfulButton review={review} />
      {review.IsMine ? null : (
        <ReportButton
          reviewId={review.Id}
          onReported={() => {
            setReported(true);
            router.refresh();
          }}
        />
      )}
    </>
  );
}

/** "Write a review" / "Edit your review" on the review page: the page is read again after. */
export function ReviewPageForm({
  productId,
  myReview,
}: {
  productId: number;
  myReview: Review | null;
}) {
  const router = useRouter();
  return (
    <ReviewForm
      key={myReview?.UpdatedAt ?? 'new'}
      productId={productId}
      myReview={myReview}
      onChanged={() => router.refresh()}
    />
  );
}
