'use client';

import type { ReviewReportReason } from '@nangsue/contracts';
import { Flag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { Dialog } from '@/components/base/dialog';
import fieldStyles from '@/components/base/field.module.css';
import { requireLogin } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { REVIEW_LIMITS, REVIEW_REPORT_REASONS } from '@nangsue/contracts/review-limits';
import styles from './reviews.module.css';

/**
 * "Report" on someone else's review: a reason and an optional note; the review is then hidden
 * from this reader at once (`onReported`), as it is from everyone until staff look.
 */
export function ReportButton({
  reviewId,
  onReported,
}: {
  reviewId: number;
  onReported: () => void;
}) {
  const t = useTranslations('reviews');
  const isSignedIn = useSignedInHint();
  const dialog = useRef<HTMLDialogElement>(null);
  const noteId = useId();
  const [reason, setReason] = useState<ReviewReportReason>('spam');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const open = () => {
    if (isSignedIn === false) {
      requireLogin();
      return;
    }
    setError(null);
    dialog.current?.showModal();
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await callApi('reportReview', {
        params: { id: reviewId },
        body: { Data: { Reason: reason, Note: note } },
      });
      dialog.current?.close();
      if (result.Data) toast.success(result.Data.Message);
      onReported();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) dialog.current?.close();
      else if (caught instanceof ApiError && caught.status !== 500)
        setError(caught.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="text"
        tone="neutral"
        size="small"
        startIcon={<Flag size={16} aria-hidden="true" />}
        onClick={open}
      >
        {t('report')}
      </Button>
      <Dialog
        ref={dialog}
        title={t('reportTitle')}
        description={t('reportDescription')}
        cancelLabel={t('cancel')}
        isBusy={isBusy}
        error={error}
        onSubmit={(event) => void send(event)}
        actions={
          <Button type="submit" variant="contained" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? t('reportSending') : t('reportSend')}
          </Button>
        }
      >
        <fieldset className={styles.reasons}>
          <legend>{t('reportReason')}</legend>
          {REVIEW_REPORT_REASONS.map((code) => (
            <label key={code} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => setReason(code)}
              />
              {t(`reasons.${code}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={noteId} className={styles.label}>
          {t('reportNote')}
        </label>
        <textarea
          id={noteId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={3}
          maxLength={REVIEW_LIMITS.reportNoteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Dialog>
    </>
  );
}
