'use client';

import type { CanRepay, PaymentMethodCode, PlacedOrder } from '@nangsue/contracts';
import { RotateCcw } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/base/button';
import { formatPrice } from '@/features/catalog/format';
import { useRouter } from '@/i18n/navigation';
import { ApiError, callApi, isErrorToShow } from '@/lib/browser-api';
import { changePayment, needsCardForm, redirectOf } from './payment-calls';
import { isAmbiguousFailure, usePayPress } from './use-pay-press';
import styles from './checkout.module.css';

type Phase = 'closed' | 'loading' | 'choose' | 'paying';

/**
 * Pay an order awaiting payment again (`can-repayment`, then the method's `change*payment` with an
 * `Idempotency-Key`): after a declined card, an expired QR, or to pay another way. The new
 * attempt's next step is followed as at checkout; `onPlaced` shows it on the page it was asked from.
 */
export function RepayPanel({
  orderId,
  onPlaced,
  label,
}: {
  orderId: number;
  onPlaced?: (placed: PlacedOrder) => void;
  label?: string;
}) {
  const t = useTranslations('checkout.repay');
  const tMethods = useTranslations('checkout.methodNames');
  const format = useFormatter();
  const router = useRouter();
  const groupId = useId();
  const press = usePayPress();
  const [phase, setPhase] = useState<Phase>('closed');
  const [offer, setOffer] = useState<CanRepay | null>(null);
  const [code, setCode] = useState<PaymentMethodCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);

  const open = async () => {
    setPhase('loading');
    setError(null);
    try {
      const result = await callApi('canRepay', { body: { Data: { OrderId: orderId } } });
      const data = result.Data;
      setOffer(data);
      const usable = data?.Methods.filter((method) => !needsCardForm(method)) ?? [];
      setCode(usable[0] ?? null);
      setPhase(data?.CanRepay ? 'choose' : 'closed');
      if (data && !data.CanRepay) setError(data.Reason ?? t('notPossible'));
    } catch (caught) {
      if (isErrorToShow(caught)) setError(caught.ErrorList.join(' '));
      setPhase('closed');
    }
  };

  const pay = async () => {
    if (code === null) return;
    setPhase('paying');
    setError(null);
    try {
      const placed = await changePayment({ orderId, code, idempotencyKey: press.keyForPress() });
      press.settle();
      setCanRetry(false);
      const redirect = redirectOf(placed?.Payment?.Next);
      if (redirect !== null) {
        window.location.assign(redirect);
        return;
      }
      setPhase('closed');
      if (placed && onPlaced) onPlaced(placed);
      else router.push(`/payment?orderId=${orderId}`);
    } catch (caught) {
      const isAmbiguous = isAmbiguousFailure(caught);
      if (!isAmbiguous) press.settle();
      setCanRetry(isAmbiguous);
      setError(
        isAmbiguous
          ? t('ambiguous')
          : caught instanceof ApiError && caught.status !== 401
            ? caught.ErrorList.join(' ')
            : null,
      );
      setPhase('choose');
    }
  };

  if (phase === 'closed' || phase === 'loading')
    return (
      <div className={styles.repay}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button
          variant="contained"
          startIcon={<RotateCcw size={18} aria-hidden="true" />}
          aria-busy={phase === 'loading'}
          disabled={phase === 'loading'}
          onClick={() => void open()}
        >
          {label ?? t('open')}
        </Button>
      </div>
    );

  const methods = offer?.Methods ?? [];
  return (
    <div className={styles.repay}>
      <fieldset className={styles.methods} aria-describedby={`${groupId}-amount`}>
        <legend className={styles.sectionTitle}>{t('choose')}</legend>
        <p id={`${groupId}-amount`} className={styles.muted}>
          {t('amountDue', { amount: formatPrice(format, offer?.AmountDueValue ?? 0) })}
        </p>
        {methods.map((method) => (
          <label key={method} className={styles.method}>
            <input
              type="radio"
              name={`${groupId}-method`}
              value={method}
              checked={code === method}
              disabled={needsCardForm(method) || phase === 'paying'}
              onChange={() => {
                // Another method is another request: its press gets a new key.
                press.settle();
                setCanRetry(false);
                setCode(method);
              }}
            />
            <span className={styles.methodName}>{tMethods(method)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        aria-busy={phase === 'paying'}
        disabled={phase === 'paying' || code === null}
        onClick={() => void pay()}
      >
        {phase === 'paying' ? t('paying') : canRetry ? t('retry') : t('pay')}
      </Button>
    </div>
  );
}
