'use client';

import { DISCOUNT_COUPON_CODE_KEY } from '@nangsue/contracts';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { classNames } from '@/components/base/class-names';
import fieldStyles from '@/components/base/field.module.css';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import styles from './coupon-field.module.css';

/** The field's words, said on the server (this island loads no messages). */
export type CouponFieldLabels = {
  title: string;
  label: string;
  hint: string;
  apply: string;
  applying: string;
  remove: string;
  removing: string;
  /** The applied coupon's heading and the remove button's name, each with the code in it. */
  applied: string;
  removeLabel: string;
};

/** The coupon on the basket, as the server wrote it for the reader. */
export type AppliedCouponView = { code: string; description: string; discount: string };

type Phase = 'idle' | 'applying' | 'removing';

/**
 * A coupon on the basket (`applydiscountcoupon`, `removediscountcoupon`): a code field, or the
 * applied coupon with its discount and a remove button. The API's refusal is shown by the field;
 * a guest's call answers 401, which opens the login-required dialog. After a change the page is
 * rendered again with the API's totals.
 */
export function CouponField({
  applied,
  labels,
}: {
  applied: AppliedCouponView | null;
  labels: CouponFieldLabels;
}) {
  const router = useRouter();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const failed = (caught: unknown) => {
    setError(isErrorToShow(caught) ? caught.ErrorList.join(' ') : null);
    setPhase('idle');
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setPhase('applying');
    try {
      await callApi('applyCoupon', {
        body: { FormValues: [{ Key: DISCOUNT_COUPON_CODE_KEY, Value: code }] },
      });
      setCode('');
      setPhase('idle');
      router.refresh();
    } catch (caught) {
      failed(caught);
    }
  };

  const remove = async () => {
    setError(null);
    setPhase('removing');
    try {
      await callApi('removeCoupon', { body: { FormValues: [] } });
      setPhase('idle');
      router.refresh();
    } catch (caught) {
      failed(caught);
    }
  };

  if (applied)
    return (
      <section aria-label={labels.title} className={styles.applied} data-testid="basket-coupon">
        <TicketPercent size={20} aria-hidden="true" className={styles.icon} />
        <div className={styles.about}>
          <p className={styles.code}>{labels.applied.replace('{code}', applied.code)}</p>
          <p className={styles.description}>{applied.description}</p>
        </div>
        <p className={styles.discount}>−{applied.discount}</p>
        <Button
          variant="text"
          tone="neutral"
          size="small"
          startIcon={<X size={16} aria-hidden="true" />}
          aria-label={labels.removeLabel.replace('{code}', applied.code)}
          aria-busy={phase === 'removing'}
          disabled={phase === 'removing'}
          onClick={() => void remove()}
          className={styles.remove}
        >
          {phase === 'removing' ? labels.removing : labels.remove}
        </Button>
        {error ? (
          <p role="alert" className={classNames(fieldStyles.error, styles.appliedError)}>
            {error}
          </p>
        ) : null}
      </section>
    );

  return (
    <form
      onSubmit={(event) => void apply(event)}
      className={styles.form}
      aria-label={labels.title}
      noValidate
    >
      <label htmlFor={inputId} className={styles.label}>
        {labels.label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="coupon"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className={classNames(fieldStyles.input, styles.input)}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={phase === 'applying' || code.trim() === ''}
          aria-busy={phase === 'applying'}
        >
          {phase === 'applying' ? labels.applying : labels.apply}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <p id={hintId} className={fieldStyles.hint}>
        {labels.hint}
      </p>
    </form>
  );
}
