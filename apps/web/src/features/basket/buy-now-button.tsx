'use client';

import type { Locale } from '@nangsue/contracts';
import { Zap } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { requireLoginFor } from '@/features/account/session';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { checkoutPaths } from '@/features/checkout/checkout-source';
import { useRouter } from '@/i18n/navigation';
import { useAddToBasket } from './use-add-to-basket';

/**
 * "Buy now" on a book page: the book joins the basket, then the reader goes straight to the
 * checkout. A guest's book joins the device's basket (it comes along at sign-in) and the
 * login-required dialog opens, leading to the checkout afterwards. A refusal (a book already
 * owned, a full basket) is said in a toast and the reader stays here.
 */
/**
 * The book joins the basket, then the reader goes to the checkout; a guest's book joins the
 * device's basket (it comes along at sign-in) and the login-required dialog opens, leading to the
 * checkout afterwards. Resolves false when the reader stays (refused, or signing in first).
 */
export const useBuyNow = (): ((productId: number) => Promise<boolean>) => {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const addToBasket = useAddToBasket();
  return async (productId: number) => {
    if (!(await addToBasket(productId))) return false;
    if (!hasSignedInHint(document.cookie)) {
      requireLoginFor(checkoutPaths.basket, locale);
      return false;
    }
    router.push(checkoutPaths.basket);
    return true;
  };
};

export function BuyNowButton({
  productId,
  className,
  label,
}: {
  productId: number;
  className?: string;
  /** The button's words instead of "Buy now" (a pre-order's). */
  label?: string;
}) {
  const t = useTranslations('basket.actions');
  const buyNow = useBuyNow();
  const [isBusy, setBusy] = useState(false);

  const buy = async () => {
    setBusy(true);
    if (!(await buyNow(productId))) setBusy(false);
  };

  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<Zap size={22} aria-hidden="true" />}
      aria-busy={isBusy}
      disabled={isBusy}
      onClick={() => void buy()}
      className={className}
    >
      {isBusy ? t('buyingNow') : (label ?? t('buyNow'))}
    </Button>
  );
}
