'use client';

import { useEffect } from 'react';
import { afterLoad } from '@/lib/after-load';
import { callApi } from '@/lib/browser-api';
import { useSessionStore } from '@/stores/session-store';

/**
 * Remembers that the reader opened this book: first in the browser's recently viewed list, and
 * for this device on the API (`POST /v2/home/recentview`; the client registers the device first
 * when needed). A failed call only loses the server copy; the API client shows its own errors.
 */
export function RecordRecentView({ productId }: { productId: number }) {
  const addRecentlyViewed = useSessionStore((state) => state.addRecentlyViewed);

  useEffect(() => {
    addRecentlyViewed(productId);
    // The server copy can wait until the page has loaded (`afterLoad`).
    return afterLoad(() => {
      callApi('recordRecentView', { body: { Data: { ProductId: productId } } }).catch(
        (error: unknown) => {
          console.warn('[catalog] recording the view failed', error);
        },
      );
    });
  }, [productId, addRecentlyViewed]);

  return null;
}
