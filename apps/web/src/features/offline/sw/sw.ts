/**
 * The storefront's service worker (docs/offline.md, ADR 0020), built with Serwist after `next
 * build` by scripts/build-sw.mjs and served as `/sw.js` (root scope, never cached by the browser's
 * HTTP cache). It is registered only by a customer who keeps a book offline, and removed at logout.
 *
 * - App shell: Next's static files (scripts, styles, fonts, the PDF worker) are precached, so the
 *   pages kept offline start without the network; the offline page (`/offline`, `/en/offline`)
 *   answers any other page that cannot be loaded.
 * - Reader pages (`/bookshelf/read/12`): from the network when there is one (and the kept copy of
 *   a book kept offline refreshed with it); offline, the kept copy.
 * - Book files (`/reader-files/12?format=EPUB`): the kept stamped copy when there is one (ranges
 *   cut from it for the PDF reader), else the network.
 */
import {
  CacheFirst,
  createPartialResponse,
  ExpirationPlugin,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type SerwistGlobalConfig,
} from 'serwist';
import {
  OFFLINE_CACHE_PREFIX,
  offlineFileKey,
  offlinePagePath,
  READER_FILE,
  READER_PAGE,
} from '../offline-keys';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the build's id, the revision of the precached offline pages. */
declare const __BUILD_ID__: string;

/** The kept answer for `key` in any customer's offline cache (the page keeps only its own). */
const matchKept = async (key: string): Promise<Response | undefined> => {
  for (const name of await caches.keys()) {
    if (!name.startsWith(OFFLINE_CACHE_PREFIX)) continue;
    const hit = await (await caches.open(name)).match(key);
    if (hit) return hit;
  }
  return undefined;
};

const localeOf = (path: string): 'th' | 'en' => (/^\/en(?:\/|$)/.test(path) ? 'en' : 'th');

const offlinePage = async (path: string): Promise<Response> =>
  (await serwist.matchPrecache(offlinePagePath(localeOf(path)))) ?? Response.error();

/** A kept book's file, else the network. */
const bookFile = async ({ request, url }: RouteHandlerCallbackOptions): Promise<Response> => {
  const id = READER_FILE.exec(url.pathname)?.[1];
  const format = url.searchParams.get('format') ?? 'EPUB';
  const kept =
    id && url.searchParams.get('sample') !== 'true'
      ? await matchKept(offlineFileKey(Number(id), format))
      : undefined;
  if (!kept) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
};

/** A reader page: the network, else the kept copy (either language), else the offline page. */
const readerPage = async ({ request, url }: RouteHandlerCallbackOptions): Promise<Response> => {
  const [, locale, id] = READER_PAGE.exec(url.pathname) ?? [];
  const keys = [
    url.pathname,
    locale === 'en' ? `/bookshelf/read/${id}` : `/en/bookshelf/read/${id}`,
  ];
  try {
    const response = await fetch(request);
    if (response.ok && new URL(response.url).pathname === url.pathname) {
      // A kept book's page is refreshed with the latest position and notes.
      for (const name of await caches.keys()) {
        if (!name.startsWith(OFFLINE_CACHE_PREFIX)) continue;
        const cache = await caches.open(name);
        if (await cache.match(url.pathname)) await cache.put(url.pathname, response.clone());
      }
    }
    return response;
  } catch {
    for (const key of keys) {
      const kept = await matchKept(key);
      if (kept) return kept;
    }
    return offlinePage(url.pathname);
  }
};

/** Any other page: the network, else the offline page. */
const otherPage = async ({ request, url }: RouteHandlerCallbackOptions): Promise<Response> => {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(url.pathname);
  }
};

const serwist = new Serwist({
  precacheEntries: [
    ...(self.__SW_MANIFEST ?? []),
    { url: offlinePagePath('th'), revision: __BUILD_ID__ },
    { url: offlinePagePath('en'), revision: __BUILD_ID__ },
  ],
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && READER_FILE.test(url.pathname),
      handler: bookFile,
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && READER_PAGE.test(url.pathname),
      handler: readerPage,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: otherPage,
    },
    {
      // Next's files not in the precache (another build's, fetched by an open page): hashed names.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'nangsue-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
  ],
});

serwist.addEventListeners();
