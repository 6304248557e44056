'use client';

import { CANCEL_ORDER_KEY } from '@nangsue/contracts';
import { CircleX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { useRouter } from '@/i18n/navigation';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import styles from './orders.module.css';

/**
 * Cancel an order awaiting payment (`cancelorder`), after a confirmation in a modal dialog (the
 * browser's own `<dialog>`: focus moves in and back, Escape closes it). Coins and coupon come back;
 * the page is then read again.
 */
export function CancelOrderButton({
  orderId,
  orderNumber,
}: {
  orderId: number;
  orderNumber: string;
}) {
  const t = useTranslations('orders.cancel');
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [isCancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setError(null);
    try {
      const result = await callApi('cancelOrder', {
        body: { FormValues: [{ Key: CANCEL_ORDER_KEY, Value: String(orderId) }] },
      });
      dialogRef.current?.close();
      toast.success(result.Data?.Message ?? t('done'));
      router.refresh();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status !== 401 && caught.status !== 500)
        setError(caught.ErrorList.join(' '));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        tone="neutral"
        startIcon={<CircleX size={18} aria-hidden="true" />}
        onClick={() => {
          setError(null);
          dialogRef.current?.showModal();
        }}
      >
        {t('open')}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('title', { number: orderNumber })}
        </h2>
        <p id={bodyId}>{t('body')}</p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button
            variant="text"
            tone="neutral"
            autoFocus
            disabled={isCancelling}
            onClick={() => dialogRef.current?.close()}
          >
            {t('keep')}
          </Button>
          <Button
            variant="contained"
            aria-busy={isCancelling}
            disabled={isCancelling}
            onClick={() => void cancel()}
          >
            {isCancelling ? t('cancelling') : t('confirm')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
