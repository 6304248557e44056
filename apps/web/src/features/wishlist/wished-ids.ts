'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { callApi } from '@/lib/browser-api';

type WishedIdsState = {
  /** The books on the reader's wish list; null until read (and for a guest). */
  ids: ReadonlySet<number> | null;
  setWished: (productId: number, isWished: boolean) => void;
};

/**
 * The reader's wished books, shared by every heart of the page: read once from the API
 * (`wishlist-ids`, per customer, never cached) by the first heart that shows, only when the
 * signed-in hint says there is a session; each press updates it.
 */
export const useWishedIdsStore = create<WishedIdsState>()((set) => ({
  ids: null,
  setWished: (productId, isWished) =>
    set(({ ids }) => {
      const next = new Set(ids ?? []);
      if (isWished) next.add(productId);
      else next.delete(productId);
      return { ids: next };
    }),
}));

let loading: Promise<void> | undefined;

/** Reads the wished ids once per page load (a failure leaves every heart empty). */
const loadWishedIds = (): Promise<void> =>
  (loading ??= callApi('wishlistIds', { unauthorized: 'answer' })
    .then((result) => {
      const known = new Set(result.Data?.ProductIds ?? []);
      // Presses made while the list was loading win over what it said.
      const current = useWishedIdsStore.getState().ids;
      useWishedIdsStore.setState({
        ids: current === null ? known : new Set([...known, ...current]),
      });
    })
    .catch(() => undefined));

/** Whether this book is on the reader's wish list (false for a guest and until the list is read). */
export const useIsWished = (productId: number): boolean => {
  const isWished = useWishedIdsStore((state) => state.ids?.has(productId) ?? false);
  useEffect(() => {
    if (useWishedIdsStore.getState().ids === null && hasSignedInHint(document.cookie))
      void loadWishedIds();
  }, []);
  return isWished;
};
