'use client';

import { ShoppingBag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/base/button';
import { toast } from '@/lib/toast';
import { useAddToBasket } from './use-add-to-basket';

type AddToBasketButtonProps = {
  productId: number;
  name: string;
  className?: string;
  /** The button's words instead of "Add to basket" (a pre-order's). */
  label?: string;
};

/**
 * "Add to basket" on a book page: the API puts the book in this reader's basket (the customer's,
 * or the device's for a guest) at today's price; then the button leads to the basket. A refusal (a
 * book already owned, a full basket) is said in a toast, in the reader's language.
 */
export function AddToBasketButton({ productId, name, className, label }: AddToBasketButtonProps) {
  const t = useTranslations('basket.actions');
  const addToBasket = useAddToBasket();
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
    const cart = await addToBasket(productId);
    if (cart) toast.success(t('added', { name }));
    setState(cart ? 'added' : 'idle');
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
      {state === 'adding' ? t('adding') : (label ?? t('add'))}
    </Button>
  );
}
