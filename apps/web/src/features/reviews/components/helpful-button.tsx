'use client';

import type { Review } from '@nangsue/contracts';
import { ThumbsUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { requireLogin } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import styles from './reviews.module.css';

/**
 * "Helpful" on someone else's review, pressed again to take the vote back; the count beside it.
 * A guest gets the login-required dialog; the writer sees only the count.
 */
export function HelpfulButton({ review }: { review: Review }) {
  const t = useTranslations('reviews');
  const isSignedIn = useSignedInHint();
  const [state, setState] = useState({ count: review.HelpfulCount, voted: review.VotedHelpful });
  const [isBusy, setBusy] = useState(false);

  const press = async () => {
    if (isSignedIn === false) {
      requireLogin();
      return;
    }
    setBusy(true);
    try {
      const result = await callApi('voteReview', {
        params: { id: review.Id },
        body: { Data: { Helpful: !state.voted } },
      });
      if (result.Data)
        setState({ count: result.Data.HelpfulCount, voted: result.Data.VotedHelpful });
    } catch (caught) {
      if (isErrorToShow(caught)) toast.error(caught.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.helpful}>
      <span className={styles.helpfulCount}>{t('helpfulCount', { count: state.count })}</span>
      {review.IsMine ? null : (
        <Button
          variant={state.voted ? 'contained' : 'outlined'}
          size="small"
          startIcon={<ThumbsUp size={16} aria-hidden="true" />}
          aria-pressed={state.voted}
          aria-busy={isBusy}
          disabled={isBusy}
          onClick={() => void press()}
        >
          {state.voted ? t('helpfulVoted') : t('helpful')}
        </Button>
      )}
    </span>
  );
}
