'use client';

import { CART_TYPES, type Locale } from '@nangsue/contracts';
import { Zap } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { requireLoginFor } from '@/features/account/session';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { checkoutPaths } from '@/features/checkout/checkout-source';
import { useRouter } from '@/i18n/navigation';
import { ApiError, callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/**
 * "Buy now" on a book page: the book joins the basket, then the reader goes straight to the
 * checkout. A guest's book joins the device's basket (it comes along at sign-in) and the
 * login-required dialog opens, leading to the checkout afterwards. A refusal (a book already
 * owned, a full basket) is said in a toast and the reader stays here.
 */
export function BuyNowButton({ productId, className }: { productId: number; className?: string }) {
  const t = useTranslations('basket.actions');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  const [isBusy, setBusy] = useState(false);

  const buy = async () => {
    setBusy(true);
    try {
      const result = await callApi('addToCart', {
        params: { productId, cartType: CART_TYPES.basket },
      });
      if (result.Data === null) {
        toast.error(result.ErrorList.join(' '));
        setBusy(false);
        return;
      }
      setBasketCount(result.Data.Count);
      if (!hasSignedInHint(document.cookie)) {
        requireLoginFor(checkoutPaths.basket, locale);
        setBusy(false);
        return;
      }
      router.push(checkoutPaths.basket);
    } catch (error) {
      // A 500 has its toast from the API client, a 401 its login dialog.
      if (error instanceof ApiError && error.status !== 500 && error.status !== 401)
        toast.error(error.ErrorList.join(' '));
      setBusy(false);
    }
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
      {isBusy ? t('buyingNow') : t('buyNow')}
    </Button>
  );
}
