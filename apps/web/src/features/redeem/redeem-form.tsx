'use client';

import type { RedeemPreview } from '@nangsue/contracts';
import { Gift } from 'lucide-react';
import { useFormatter } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/base/button';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookCover } from '@/features/catalog/components/book-cover';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import styles from './redeem-form.module.css';

/** The page's words, said on the server (this island loads no messages). */
export type RedeemLabels = {
  codeLabel: string;
  codeHint: string;
  check: string;
  checking: string;
  claim: string;
  claiming: string;
  bookGrant: string;
  /** With `{amount}` and `{date}`. */
  coinsGrant: string;
  owned: string;
  viewCoins: string;
  another: string;
  /** With `{name}`: who sent a gift. */
  giftFrom: string;
  giftMessage: string;
};

type Phase = 'enter' | 'checking' | 'preview' | 'claiming' | 'done';

/**
 * Redeem a code (spec §2 `/redeemcode`, prefilled from `?code=` as a gift e-mail links it): check it (`/v1/redeem/validate`: what it gives), then use it
 * (`/v1/redeem/claim`). A gift says who sent it and their message. A guest's first call answers 401, which opens the login-required dialog.
 */
export function RedeemForm({ labels, initialCode }: { labels: RedeemLabels; initialCode: string }) {
  const format = useFormatter();
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState(initialCode);
  const [phase, setPhase] = useState<Phase>('enter');
  const [preview, setPreview] = useState<RedeemPreview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const failed = (caught: unknown, back: Phase) => {
    setError(isErrorToShow(caught) ? caught.ErrorList.join(' ') : null);
    setPhase(back);
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPhase('checking');
    try {
      const result = await callApi('redeemValidate', { body: { Data: { Code: code } } });
      setPreview(result.Data);
      setPhase(result.Data ? 'preview' : 'enter');
    } catch (caught) {
      failed(caught, 'enter');
    }
  };

  const claim = async () => {
    setError(null);
    setPhase('claiming');
    try {
      const result = await callApi('redeemClaim', { body: { Data: { Code: code } } });
      setMessage(result.Data?.Message ?? null);
      setPhase('done');
    } catch (caught) {
      failed(caught, 'preview');
    }
  };

  const restart = () => {
    setCode('');
    setPreview(null);
    setMessage(null);
    setPhase('enter');
  };

  const coinsText = (value: RedeemPreview) =>
    labels.coinsGrant
      .replace(
        '{amount}',
        format.number((value.CoinsValue ?? 0) / 100, { maximumFractionDigits: 2 }),
      )
      .replace(
        '{date}',
        value.CoinsExpireAt
          ? format.dateTime(new Date(value.CoinsExpireAt), {
              dateStyle: 'long',
              timeZone: 'Asia/Bangkok',
            })
          : '',
      );

  return (
    <div className={styles.wrap}>
      <form onSubmit={(event) => void check(event)} className={styles.form} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {labels.codeLabel}
        </label>
        <input
          id={inputId}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (phase !== 'checking') setPhase('enter');
          }}
          aria-describedby={hintId}
          aria-invalid={error !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          required
          disabled={phase === 'done'}
          className={styles.input}
        />
        <p id={hintId} className={styles.hint}>
          {labels.codeHint}
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {phase === 'enter' || phase === 'checking' ? (
          <Button
            type="submit"
            variant="contained"
            disabled={phase === 'checking' || code.trim() === ''}
            aria-busy={phase === 'checking'}
          >
            {phase === 'checking' ? labels.checking : labels.check}
          </Button>
        ) : null}
      </form>

      {preview && (phase === 'preview' || phase === 'claiming' || phase === 'done') ? (
        <section aria-live="polite" className={styles.preview} data-testid="redeem-preview">
          {preview.IsGift ? (
            <div className={styles.gift} data-testid="redeem-gift">
              <p className={styles.giftFrom}>
                <Gift size={20} aria-hidden="true" />
                {labels.giftFrom.replace('{name}', preview.GiftFrom ?? '')}
              </p>
              {preview.GiftMessage ? (
                <figure className={styles.giftNote}>
                  <figcaption className={styles.hint}>{labels.giftMessage}</figcaption>
                  <blockquote>{preview.GiftMessage}</blockquote>
                </figure>
              ) : null}
            </div>
          ) : null}
          {preview.Kind === 'book' && preview.Book ? (
            <div className={styles.book}>
              <div className={styles.cover}>
                <BookCover
                  src={preview.Book.DefaultPictureModel.ImageUrl}
                  title={preview.Book.Name}
                />
              </div>
              <div>
                <p className={styles.hint}>{labels.bookGrant}</p>
                <p className={styles.bookName}>{preview.Book.Name}</p>
                {preview.AlreadyOwned ? <p className={styles.error}>{labels.owned}</p> : null}
              </div>
            </div>
          ) : null}
          {preview.Kind === 'coins' ? (
            <p className={styles.bookName}>{coinsText(preview)}</p>
          ) : null}
          {phase === 'done' ? (
            <>
              <p role="status" className={styles.success}>
                {message}
              </p>
              <div className={styles.actions}>
                {preview.Kind === 'coins' ? (
                  <ButtonLink href="/coins-history" prefetch={false} variant="contained">
                    {labels.viewCoins}
                  </ButtonLink>
                ) : preview.Book ? (
                  <ButtonLink href={catalogPaths.book(preview.Book.Id)} variant="contained">
                    {preview.Book.Name}
                  </ButtonLink>
                ) : null}
                <Button variant="outlined" onClick={restart}>
                  {labels.another}
                </Button>
              </div>
            </>
          ) : (
            <Button
              variant="contained"
              onClick={() => void claim()}
              disabled={phase === 'claiming' || preview.AlreadyOwned}
              aria-busy={phase === 'claiming'}
            >
              {phase === 'claiming' ? labels.claiming : labels.claim}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}
