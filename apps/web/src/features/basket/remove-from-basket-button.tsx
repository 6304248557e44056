'use client';

import { REMOVE_FROM_CART_KEY } from '@nangsue/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

type RemoveFromBasketButtonProps = { lineId: number; name: string };

/** Takes one book out of the basket (`updatecart`), then shows the basket as the API now has it. */
export function RemoveFromBasketButton({ lineId, name }: RemoveFromBasketButtonProps) {
  const t = useTranslations('basket.actions');
  const router = useRouter();
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  const [isRemoving, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      const result = await callApi('updateCart', {
        body: { FormValues: [{ Key: REMOVE_FROM_CART_KEY, Value: String(lineId) }] },
      });
      if (result.Data !== null) setBasketCount(result.Data.Count);
      toast.success(t('removed', { name }));
      router.refresh();
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
      setRemoving(false);
    }
  };

  return (
    <Button
      variant="text"
      tone="neutral"
      startIcon={<Trash2 size={18} aria-hidden="true" />}
      aria-label={t('removeLabel', { name })}
      aria-busy={isRemoving}
      disabled={isRemoving}
      onClick={() => void remove()}
    >
      {t('remove')}
    </Button>
  );
}
