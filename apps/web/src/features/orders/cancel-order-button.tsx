'use client';

import { CANCEL_ORDER_KEY } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { ConfirmedCancelButton } from '@/components/ui/confirmed-cancel-button';
import { callApi } from '@/lib/browser-api';

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
  return (
    <ConfirmedCancelButton
      labels={{
        open: t('open'),
        title: t('title', { number: orderNumber }),
        body: t('body'),
        keep: t('keep'),
        confirm: t('confirm'),
        cancelling: t('cancelling'),
      }}
      cancel={async () => {
        const result = await callApi('cancelOrder', {
          body: { FormValues: [{ Key: CANCEL_ORDER_KEY, Value: String(orderId) }] },
        });
        return result.Data?.Message ?? t('done');
      }}
    />
  );
}
