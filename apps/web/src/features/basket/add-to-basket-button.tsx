'use client';

import { CART_TYPES } from '@nangsue/contracts';
import { ShoppingBag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/base/button';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

type AddToBasketButtonProps = { productId: number; name: string; className?: string };

/**
 * "Add to basket" on a book page: the API puts the book in this reader's basket (the customer's,
 * or the device's for a guest) at today's price; then the button leads to the basket. A refusal (a
 * book already owned, a full basket) is said in a toast, in the reader's language.
 */
export function AddToBasketButton({ productId, name, className }: AddToBasketButtonProps) {
  const t = useTranslations('basket.actions');
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');

  if (state === 'added')
    return (
      <ButtonLink
        href="/basket"
        prefetch={false}
        variant="contained"
        size="large"
        startIcon={<ShoppingBag size={22} aria-hidden="true" />}
        className={className}
      >
        {t('viewBasket')}
      </ButtonLink>
    );

  const add = async () => {
    setState('adding');
    try {
      const result = await callApi('addToCart', {
        params: { productId, cartType: CART_TYPES.basket },
      });
      if (result.Data === null) {
        toast.error(result.ErrorList.join(' '));
        setState('idle');
        return;
      }
      setBasketCount(result.Data.Count);
      toast.success(t('added', { name }));
      setState('added');
    } catch (error) {
      // A 500 has its toast from the API client, a 401 its login dialog.
      if (error instanceof ApiError && error.status !== 500 && error.status !== 401)
        toast.error(error.ErrorList.join(' '));
      setState('idle');
    }
  };

  return (
    <Button
      variant="contained"
      size="large"
      startIcon={<ShoppingBag size={22} aria-hidden="true" />}
      aria-busy={state === 'adding'}
      disabled={state === 'adding'}
      onClick={() => void add()}
      className={className}
    >
      {state === 'adding' ? t('adding') : t('add')}
    </Button>
  );
}
