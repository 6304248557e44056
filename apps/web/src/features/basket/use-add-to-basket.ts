'use client';

import { CART_TYPES, type Cart } from '@nangsue/contracts';
import { useCallback } from 'react';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/**
 * Puts a book in this reader's basket (the customer's, or the device's for a guest) and keeps the
 * header's count: the basket, or null when the API refused, which the reader is told in a toast
 * in their language (an owned book, a full basket). A 500 has its toast from the API client, a
 * 401 its login dialog. One way for every "add" and "buy now" button.
 */
export const useAddToBasket = (): ((productId: number) => Promise<Cart | null>) => {
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  return useCallback(
    async (productId: number) => {
      try {
        const result = await callApi('addToCart', {
          params: { productId, cartType: CART_TYPES.basket },
        });
        if (result.Data === null) {
          toast.error(result.ErrorList.join(' '));
          return null;
        }
        setBasketCount(result.Data.Count);
        return result.Data;
      } catch (error) {
        if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
        return null;
      }
    },
    [setBasketCount],
  );
};
