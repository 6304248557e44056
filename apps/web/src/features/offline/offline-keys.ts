/**
 * Names shared by the page and the service worker (docs/offline.md). The worker is built apart
 * from Next (scripts/build-sw.mjs), so this file imports nothing.
 */

/** Cache Storage caches of the offline store: `nangsue-offline-<customerId>`. */
export const OFFLINE_CACHE_PREFIX = 'nangsue-offline-';

/** Where a kept book's stamped file is fetched from, and its key in the cache. */
export const offlineFileKey = (productId: number, format: string): string =>
  `/offline-files/${productId}?format=${format}`;

/** The reader's page in the cache: its path, without a query (`/en/bookshelf/read/12`). */
export const readerPageKey = (path: string): string => path;

/** `/bookshelf/read/12`, `/en/bookshelf/read/12`: the locale (or none) and the id. */
export const READER_PAGE = /^(?:\/(th|en))?\/bookshelf\/read\/([1-9]\d{0,9})\/?$/;

/** `/reader-files/12?format=EPUB`: the reader's file call. */
export const READER_FILE = /^\/reader-files\/([1-9]\d{0,9})$/;

/** The offline page, the app shell's answer to a page that cannot be loaded offline. */
export const offlinePagePath = (locale: 'th' | 'en'): string =>
  locale === 'th' ? '/offline' : '/en/offline';
