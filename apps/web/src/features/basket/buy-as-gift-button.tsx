'use client';

import type { Locale } from '@nangsue/contracts';
import { Gift } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/base/button';
import { requireLoginFor } from '@/features/account/session';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { checkoutPaths } from '@/features/checkout/checkout-source';
import { useRouter } from '@/i18n/navigation';

/**
 * "Buy as a gift" on a book page (docs/buying.md §13.4): the gift checkout of this one book, where
 * the reader says who it is for. A guest gets the login-required dialog, and the gift checkout
 * after signing in.
 */
export function BuyAsGiftButton({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  const t = useTranslations('basket.actions');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const path = checkoutPaths.gift(productId);

  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<Gift size={22} aria-hidden="true" />}
      // The session cookie's hint, read at the press: the stored customer may still be loading.
      onClick={() =>
        hasSignedInHint(document.cookie) ? router.push(path) : requireLoginFor(path, locale)
      }
      className={className}
    >
      {t('buyAsGift')}
    </Button>
  );
}
