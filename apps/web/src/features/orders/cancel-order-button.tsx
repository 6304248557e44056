'use client';

import { CANCEL_ORDER_KEY } from '@nangsue/contracts';
import { CircleX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { ConfirmDialog } from '@/components/base/dialog';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';

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
      if (isErrorToShow(caught)) setError(caught.ErrorList.join(' '));
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
      <ConfirmDialog
        ref={dialogRef}
        width={440}
        title={t('title', { number: orderNumber })}
        description={t('body')}
        error={error}
        cancelLabel={t('keep')}
        confirmLabel={isCancelling ? t('cancelling') : t('confirm')}
        isBusy={isCancelling}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
