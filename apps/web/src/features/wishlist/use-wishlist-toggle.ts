'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requireLogin } from '@/features/account/session';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useIsWished, useWishedIdsStore } from './wished-ids';

/**
 * A heart's state and press: a guest gets the login-required dialog (spec §2; the wish list is a
 * customer's), a customer adds or removes the book and hears it in a toast. A refusal (a book
 * already owned, a full list) is a toast with the API's message; a 401 opens the login dialog
 * through the API client, a 500 has its own toast.
 */
export const useWishlistToggle = (productId: number, name: string) => {
  const t = useTranslations('wishlist.heart');
  const isWished = useIsWished(productId);
  const setWished = useWishedIdsStore((state) => state.setWished);
  const [isBusy, setBusy] = useState(false);

  const toggle = async () => {
    if (!hasSignedInHint(document.cookie)) {
      requireLogin();
      return;
    }
    setBusy(true);
    try {
      const result = await callApi(isWished ? 'removeFromWishlist' : 'addToWishlist', {
        params: { id: productId },
      });
      if (result.Data !== null) {
        setWished(productId, result.Data.IsInWishlist);
        toast.success(t(result.Data.IsInWishlist ? 'added' : 'removed', { name }));
      }
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setBusy(false);
    }
  };

  return { isWished, isBusy, toggle, t };
};
