'use client';

import { create } from 'zustand';
import { hasSignedInHint } from '@/features/account/signed-in-hint';
import { callApi } from '@/lib/browser-api';

type UnreadState = {
  /** Notifications not read yet; null until read from the API (and for a guest). */
  count: number | null;
  setCount: (count: number) => void;
};

/**
 * The bell's count: personal, so read in the browser (`notifications/unread-count` through the
 * web server's proxy, never in a shared or Next cache); the catalog pages around it stay cached.
 * The notifications page sets it after marking read.
 */
export const useUnreadStore = create<UnreadState>()((set) => ({
  count: null,
  setCount: (count) => set({ count }),
}));

/** Reads the count now (a 401 or a failure leaves the bell as it was). */
export const refreshUnreadCount = async (): Promise<void> => {
  if (!hasSignedInHint(document.cookie)) return;
  try {
    const result = await callApi('notificationsUnreadCount', { unauthorized: 'answer' });
    if (result.Data) useUnreadStore.getState().setCount(result.Data.UnreadCount);
  } catch {
    // The bell waits for the next page or focus.
  }
};
