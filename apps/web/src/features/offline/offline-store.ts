import type { BookFileFormat, Locale } from '@nangsue/contracts';
import { getPathname } from '@/i18n/navigation';
import { closeOfflineDb, OFFLINE_DB_NAME, offlineDb, type OfflineBook } from './offline-db';
import { OFFLINE_CACHE_PREFIX, offlineFileKey, readerPageKey } from './offline-keys';

/**
 * Books kept for offline reading (docs/offline.md). For each: the stamped copy the API makes for
 * its owner (`/offline-files/12?format=EPUB`, not counted as a download) and the reader's page, in
 * the customer's own Cache Storage cache (`nangsue-offline-<customerId>`); a line in IndexedDB
 * lists it. The service worker (`sw.ts`) answers the reader from them when offline. The file goes
 * from the network into the cache as a stream (`cache.put` with the response): the page never
 * holds it.
 */

/** The service worker's script: built after `next build` (scripts/build-sw.mjs), root scope. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The most the offline store takes: half of what the browser gives this site, at most 2 GiB
 * (`navigator.storage.estimate()`), less what the site already uses.
 */
export const OFFLINE_QUOTA_SHARE = 0.5;
export const OFFLINE_QUOTA_MAX_BYTES = 2 * 1024 ** 3;

export type OfflineFailure = 'unsupported' | 'quota' | 'failed';
export class OfflineError extends Error {
  constructor(readonly reason: OfflineFailure) {
    super(`offline: ${reason}`);
  }
}

export const offlineSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'caches' in window &&
  'indexedDB' in window &&
  window.isSecureContext;

/**
 * The service worker, registered the first time a customer keeps a book offline (not for every
 * visitor: a guest has nothing to read offline) and from then on by every page that starts the
 * offline store. Resolves once it is active, its app shell precached.
 */
export const ensureServiceWorker = async (): Promise<ServiceWorkerRegistration> => {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
};

const cacheNameOf = (customerId: number) => `${OFFLINE_CACHE_PREFIX}${customerId}`;

/** Room left for the offline store, in bytes (Infinity when the browser does not say). */
export const offlineRoom = async (): Promise<number> => {
  if (!navigator.storage?.estimate) return Number.POSITIVE_INFINITY;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota === undefined) return Number.POSITIVE_INFINITY;
  return Math.min(quota * OFFLINE_QUOTA_SHARE, OFFLINE_QUOTA_MAX_BYTES) - (usage ?? 0);
};

/** The book file's size as the reader sees it (`HEAD`), before it is kept; 0 when unknown. */
const expectedBytes = async (productId: number, format: BookFileFormat): Promise<number> => {
  const head = await fetch(`/reader-files/${productId}?format=${format}&sample=false`, {
    method: 'HEAD',
    credentials: 'same-origin',
  }).catch(() => null);
  return Number(head?.headers.get('Content-Length') ?? 0) || 0;
};

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** Keeps a book for offline reading: file and reader page; refuses over the quota. */
export const keepOffline = async (book: {
  productId: number;
  customerId: number;
  format: BookFileFormat;
  name: string;
  coverUrl: string | null;
  locale: Locale;
}): Promise<OfflineBook> => {
  if (!offlineSupported()) throw new OfflineError('unsupported');
  const [room, needed] = await Promise.all([
    offlineRoom(),
    expectedBytes(book.productId, book.format),
  ]);
  if (needed > room) throw new OfflineError('quota');
  // Asked once: a persistent store is not evicted when the device runs short of space.
  await navigator.storage?.persist?.().catch(() => false);
  await ensureServiceWorker();

  const cache = await caches.open(cacheNameOf(book.customerId));
  const fileKey = offlineFileKey(book.productId, book.format);
  const readerPath = getPathname({
    href: `/bookshelf/read/${book.productId}`,
    locale: book.locale,
  });
  try {
    const [file, page] = await Promise.all([
      fetch(fileKey, { credentials: 'same-origin', cache: 'no-store' }),
      fetch(`${readerPath}?format=${book.format}`, {
        credentials: 'same-origin',
        cache: 'no-store',
      }),
    ]);
    if (!file.ok || !page.ok) throw new OfflineError('failed');
    // Streamed into the cache as it arrives (no copy held by the page).
    await Promise.all([cache.put(fileKey, file), cache.put(readerPageKey(readerPath), page)]);
  } catch (error) {
    await cache.delete(fileKey);
    if (isQuotaError(error)) throw new OfflineError('quota');
    throw error instanceof OfflineError ? error : new OfflineError('failed');
  }
  const stored = await cache.match(fileKey);
  const kept: OfflineBook = {
    ProductId: book.productId,
    CustomerId: book.customerId,
    Format: book.format,
    Name: book.name,
    CoverUrl: book.coverUrl,
    ReaderPath: readerPath,
    // The size of the stored body (a blob the browser keeps on disk; not read here).
    Bytes: (await stored?.blob())?.size ?? needed,
    StoredAt: new Date().toISOString(),
  };
  await (await offlineDb()).put('books', kept);
  return kept;
};

/** Removes a book from the offline store. */
export const removeOffline = async (productId: number): Promise<void> => {
  const db = await offlineDb();
  const book = await db.get('books', productId);
  if (!book) return;
  const cache = await caches.open(cacheNameOf(book.CustomerId));
  await Promise.all([
    cache.delete(offlineFileKey(productId, book.Format)),
    cache.delete(readerPageKey(book.ReaderPath)),
  ]);
  await db.delete('books', productId);
};

/** The books kept offline on this browser for this customer. */
export const offlineBooks = async (customerId: number | null): Promise<OfflineBook[]> => {
  if (!offlineSupported()) return [];
  const all = await (await offlineDb()).getAll('books');
  return all.filter((book) => customerId === null || book.CustomerId === customerId);
};

/**
 * Logout (spec §4: all browser storage cleared): every Cache Storage cache (the offline books, the
 * precached app shell), every IndexedDB database (the offline store's books and queued changes,
 * Serwist's expiration records) and the service worker itself. Never throws: logout goes on.
 */
export const clearOfflineData = async (): Promise<void> => {
  if (typeof window === 'undefined') return;
  const deleteDatabase = (name: string) =>
    new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  const work: Promise<unknown>[] = [];
  if ('caches' in window)
    work.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  if ('indexedDB' in window)
    work.push(
      closeOfflineDb()
        .then(() => indexedDB.databases?.() ?? [{ name: OFFLINE_DB_NAME }])
        .catch(() => [{ name: OFFLINE_DB_NAME }])
        .then((all) =>
          Promise.all(all.flatMap(({ name }) => (name ? [deleteDatabase(name)] : []))),
        ),
    );
  if ('serviceWorker' in navigator)
    work.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((all) => Promise.all(all.map((registration) => registration.unregister()))),
    );
  await Promise.allSettled(work);
};

/** Another customer signed in on this browser: the offline caches of anyone else go. */
export const dropOtherCustomers = async (customerId: number): Promise<void> => {
  if (!offlineSupported()) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && name !== cacheNameOf(customerId))
      .map((name) => caches.delete(name)),
  );
  const db = await offlineDb();
  for (const book of await db.getAll('books'))
    if (book.CustomerId !== customerId) await db.delete('books', book.ProductId);
};
