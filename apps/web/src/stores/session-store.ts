import type { CustomerInfo } from '@nangsue/contracts';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LAST_PAGE_STORAGE_KEY, STORE_STORAGE_KEY } from '@/lib/storage-keys';

/**
 * Customer info as stored after login (spec §3). "Logged in" means it is present: the session
 * token itself is in an HttpOnly cookie no script can see (ADR 0002).
 */
export type StoredCustomerInfo = CustomerInfo;

/**
 * Stored customer info that no longer fits the contract (an older or edited copy) is dropped. The
 * contract's schemas (and zod) are loaded for it after the page has shown, not with every page.
 */
export const readStoredCustomerInfo = async (value: unknown): Promise<CustomerInfo | null> => {
  const { CustomerInfoSchema } = await import('@nangsue/contracts');
  const parsed = CustomerInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many recently viewed books are kept (the API keeps as many per device). */
export const MAX_RECENTLY_VIEWED = 50;

/** `id` first, without an earlier copy of it, at most `MAX_RECENTLY_VIEWED` long. */
export const pushRecentlyViewed = (ids: readonly number[], id: number): number[] =>
  [id, ...ids.filter((known) => known !== id)].slice(0, MAX_RECENTLY_VIEWED);

type SessionState = {
  deviceId: string | null;
  customerInfo: StoredCustomerInfo | null;
  /** Books this browser viewed, newest first. */
  recentlyViewedIds: number[];
  /**
   * How many books the basket held when the basket was last read or changed here: the header's
   * badge, without an API call on every page (the basket page and every change refresh it).
   */
  basketCount: number;
  /** The login-required dialog (spec §2); never persisted. */
  isLoginDialogOpen: boolean;
  setDeviceId: (deviceId: string) => void;
  /** After login, e-mail verification, or a refresh from `login-info`. */
  setCustomerInfo: (customerInfo: CustomerInfo) => void;
  addRecentlyViewed: (id: number) => void;
  setBasketCount: (count: number) => void;
  clearCustomerData: () => void;
  openLoginDialog: () => void;
  closeLoginDialog: () => void;
};

/** What is kept across page loads: nothing else (the device id lives in its cookie). */
type PersistedSession = Pick<SessionState, 'customerInfo' | 'recentlyViewedIds' | 'basketCount'>;

/** A stored state that keeps nothing: no customer, no recently viewed book. */
export const keepsNothing = (json: string): boolean => {
  try {
    const { state } = JSON.parse(json) as { state?: Partial<PersistedSession> };
    return (
      (state?.customerInfo ?? null) === null &&
      (state?.recentlyViewedIds?.length ?? 0) === 0 &&
      (state?.basketCount ?? 0) === 0
    );
  } catch {
    return false;
  }
};

/**
 * The store persisted to local storage under `nangsue` (spec §9): the customer info and the
 * recently viewed books. The key exists only while it holds one of them, so after logging out
 * (spec §4: all browser storage cleared) nothing is written back. The device id is kept in its
 * cookie (`nangsue_device`), which server rendering reads too. The session token is never here: it
 * lives in an HttpOnly cookie that only the web server reads.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      deviceId: null,
      customerInfo: null,
      recentlyViewedIds: [],
      basketCount: 0,
      isLoginDialogOpen: false,
      setDeviceId: (deviceId) => set({ deviceId }),
      setCustomerInfo: (customerInfo) => set({ customerInfo }),
      addRecentlyViewed: (id) =>
        set((state) => ({ recentlyViewedIds: pushRecentlyViewed(state.recentlyViewedIds, id) })),
      setBasketCount: (basketCount) => set({ basketCount }),
      // The customer's basket stays with the account; this browser is a guest with none again.
      clearCustomerData: () => set({ customerInfo: null, basketCount: 0 }),
      openLoginDialog: () => set({ isLoginDialogOpen: true }),
      closeLoginDialog: () => set({ isLoginDialogOpen: false }),
    }),
    {
      name: STORE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage<PersistedSession>(() => ({
        getItem: (name) => localStorage.getItem(name),
        setItem: (name, value) => {
          if (keepsNothing(value)) localStorage.removeItem(name);
          else localStorage.setItem(name, value);
        },
        removeItem: (name) => localStorage.removeItem(name),
      })),
      partialize: ({ customerInfo, recentlyViewedIds, basketCount }) => ({
        customerInfo,
        recentlyViewedIds,
        basketCount,
      }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedSession>;
        return {
          ...current,
          recentlyViewedIds: Array.isArray(stored.recentlyViewedIds)
            ? stored.recentlyViewedIds.filter((id) => Number.isInteger(id))
            : [],
          basketCount:
            Number.isInteger(stored.basketCount) && (stored.basketCount ?? 0) > 0
              ? (stored.basketCount as number)
              : 0,
          // Checked against the contract just after (onRehydrateStorage).
          customerInfo: isRecord(stored.customerInfo)
            ? (stored.customerInfo as CustomerInfo)
            : null,
        };
      },
      onRehydrateStorage: () => (state) => {
        const stored = state?.customerInfo;
        if (stored === null || stored === undefined) return;
        void readStoredCustomerInfo(stored).then((checked) => {
          if (checked === null && useSessionStore.getState().customerInfo === stored)
            useSessionStore.setState({ customerInfo: null });
        });
      },
    },
  ),
);

/** True once the persisted store has read local storage (never during server rendering). */
export const useSessionHydrated = (): boolean =>
  useSyncExternalStore(
    (onChange) => useSessionStore.persist.onFinishHydration(onChange),
    () => useSessionStore.persist.hasHydrated(),
    () => false,
  );

type LastPageState = {
  lastPage: string | null;
  setLastPage: (lastPage: string) => void;
  clearLastPage: () => void;
};

/** Where to return after logging in (spec §2, §4), under its own key so a 401 clean-up keeps it. */
export const useLastPageStore = create<LastPageState>()(
  persist(
    (set) => ({
      lastPage: null,
      setLastPage: (lastPage) => set({ lastPage }),
      clearLastPage: () => set({ lastPage: null }),
    }),
    {
      name: LAST_PAGE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lastPage }) => ({ lastPage }),
    },
  ),
);
