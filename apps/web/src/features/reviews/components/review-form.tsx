'use client';

import type { Review } from '@nangsue/contracts';
import { PenLine, Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { ConfirmDialog, Dialog } from '@/components/base/dialog';
import fieldStyles from '@/components/base/field.module.css';
import { requireLogin } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { REVIEW_LIMITS } from '@nangsue/contracts/review-limits';
import styles from './reviews.module.css';

const lengthOf = (value: string) => [...value].length;

/**
 * "Write a review" or "Edit your review": a dialog with the stars, a title and the text (the
 * API checks them and says what is wrong with each, in the reader's language), and for an
 * existing review "Delete". A guest gets the login-required dialog instead. `onChanged` runs
 * after a save or a deletion.
 */
export function ReviewForm({
  productId,
  myReview,
  onChanged,
}: {
  productId: number;
  myReview: Review | null;
  onChanged: () => void;
}) {
  const t = useTranslations('reviews');
  const tForm = useTranslations('reviews.form');
  const isSignedIn = useSignedInHint();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const hintId = useId();
  const [rating, setRating] = useState(myReview?.Rating ?? 0);
  const [title, setTitle] = useState(myReview?.Title ?? '');
  const [text, setText] = useState(myReview?.ReviewText ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setBusy] = useState(false);

  const open = () => {
    if (isSignedIn === false) {
      requireLogin();
      return;
    }
    setRating(myReview?.Rating ?? 0);
    setTitle(myReview?.Title ?? '');
    setText(myReview?.ReviewText ?? '');
    setErrors([]);
    dialog.current?.showModal();
  };

  const failed = (caught: unknown, target: HTMLDialogElement | null) => {
    if (caught instanceof ApiError && caught.status === 401) target?.close();
    else if (caught instanceof ApiError && caught.status !== 500) setErrors(caught.ErrorList);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      await callApi('addReview', {
        params: { id: productId },
        body: { Data: { Rating: rating, Title: title, ReviewText: text } },
      });
      dialog.current?.close();
      toast.success(tForm('saved'));
      onChanged();
    } catch (caught) {
      failed(caught, dialog.current);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const result = await callApi('deleteReview', { params: { id: productId } });
      confirm.current?.close();
      dialog.current?.close();
      if (result.Data) toast.success(result.Data.Message);
      onChanged();
    } catch (caught) {
      confirm.current?.close();
      failed(caught, dialog.current);
    } finally {
      setBusy(false);
    }
  };

  const isEdit = myReview !== null;
  return (
    <>
      <Button
        variant={isEdit ? 'outlined' : 'contained'}
        startIcon={<PenLine size={18} aria-hidden="true" />}
        onClick={open}
      >
        {isEdit ? t('edit') : t('write')}
      </Button>
      <Dialog
        ref={dialog}
        title={isEdit ? tForm('titleEdit') : tForm('titleNew')}
        cancelLabel={t('cancel')}
        isBusy={isBusy}
        width={560}
        onSubmit={(event) => void save(event)}
        actions={
          <>
            {isEdit ? (
              <Button
                variant="text"
                tone="neutral"
                disabled={isBusy}
                onClick={() => confirm.current?.showModal()}
              >
                {tForm('delete')}
              </Button>
            ) : null}
            <Button type="submit" variant="contained" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? tForm('saving') : tForm('save')}
            </Button>
          </>
        }
      >
        <fieldset className={styles.ratingPicker}>
          <legend className={styles.label}>{tForm('rating')}</legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.starOption}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className={styles.visuallyHidden}
              />
              <Star
                size={28}
                aria-hidden="true"
                className={value <= rating ? styles.starOn : styles.starOff}
              />
              <span className={styles.visuallyHidden}>
                {tForm('ratingOption', { rating: value })}
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={titleId} className={styles.label}>
          {tForm('title')}
        </label>
        <input
          id={titleId}
          name="title"
          className={`${fieldStyles.input} ${styles.wide}`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <p className={fieldStyles.hint}>
          {tForm('count', { length: lengthOf(title), max: REVIEW_LIMITS.titleMax })}
        </p>
        <label htmlFor={textId} className={styles.label}>
          {tForm('text')}
        </label>
        <textarea
          id={textId}
          name="text"
          rows={7}
          className={`${fieldStyles.input} ${styles.textarea}`}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className={fieldStyles.hint}>
          {tForm('textHint', { min: REVIEW_LIMITS.textMin })} ·{' '}
          {tForm('count', { length: lengthOf(text), max: REVIEW_LIMITS.textMax })}
        </p>
        {errors.length > 0 ? (
          <ul role="alert" className={styles.errors}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </Dialog>
      <ConfirmDialog
        ref={confirm}
        title={tForm('deleteTitle')}
        description={tForm('deleteDescription')}
        cancelLabel={t('cancel')}
        confirmLabel={isBusy ? tForm('deleting') : tForm('delete')}
        isBusy={isBusy}
        onConfirm={() => void remove()}
      />
    </>
  );
}
