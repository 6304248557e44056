'use client';

import { type ProductOverview } from '@nangsue/contracts';
import { History } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { callApi } from '@/lib/browser-api';
import { useSessionStore } from '@/stores/session-store';
import { catalogPaths } from '../catalog-paths';
import { BookGrid } from './book-grid';
import { BookRow } from './book-row';
import { EmptyState } from './empty-state';
import { BookGridSkeleton } from './skeletons';

/** True once the persisted store has read local storage (never during server rendering). */
const useStoreHydrated = (): boolean =>
  useSyncExternalStore(
    (onChange) => useSessionStore.persist.onFinishHydration(onChange),
    () => useSessionStore.persist.hasHydrated(),
    () => false,
  );

type RecentlyViewed =
  { status: 'loading' } | { status: 'ready'; books: ProductOverview[] } | { status: 'failed' };

/** The cards of the books this browser viewed, newest first (`GET /v1/home/recent-view`). */
const useRecentlyViewedBooks = (): RecentlyViewed => {
  const isHydrated = useStoreHydrated();
  const ids = useSessionStore((state) => state.recentlyViewedIds);
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<{ key: string; result: RecentlyViewed } | null>(null);

  useEffect(() => {
    if (!isHydrated || key === '') return;
    const controller = new AbortController();
    callApi('recentViews', { query: { id: key.split(',') }, signal: controller.signal })
      .then((response) =>
        setLoaded({ key, result: { status: 'ready', books: response.Data ?? [] } }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[catalog] recently viewed books unavailable', error);
        setLoaded({ key, result: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [isHydrated, key]);

  if (!isHydrated) return { status: 'loading' };
  if (key === '') return { status: 'ready', books: [] };
  return loaded?.key === key ? loaded.result : { status: 'loading' };
};

/** The home page row; nothing at all until there is something to show. */
export function RecentlyViewedRow() {
  const t = useTranslations('catalog.recentlyViewed');
  const recent = useRecentlyViewedBooks();
  if (recent.status !== 'ready' || recent.books.length === 0) return null;

  return (
    <BookRow title={t('title')} books={recent.books} seeAllHref={catalogPaths.recentlyViewed} />
  );
}

/** The `/recentlyviewedproducts` grid, with its loading and empty states. */
export function RecentlyViewedGrid() {
  const t = useTranslations('catalog.recentlyViewed');
  const recent = useRecentlyViewedBooks();

  if (recent.status === 'loading') return <BookGridSkeleton count={12} />;
  if (recent.status === 'failed') {
    return (
      <EmptyState
        icon={<History />}
        title={t('failed')}
        action={{ href: '/', label: t('browse') }}
      />
    );
  }
  if (recent.books.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={{ href: '/', label: t('browse') }}
      />
    );
  }
  return <BookGrid books={recent.books} />;
}
