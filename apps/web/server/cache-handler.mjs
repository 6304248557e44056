// Next's page and data cache shared by every web process of a cluster (ADR 0022, docs/operations.md
// "The store as a cluster"): used when REDIS_URL is set (next.config.ts), else Next keeps its own
// cache per process (memory and .next on disk).
//
// - Redis holds the rendered catalog pages and the catalog data Next caches
//   (@fortedigital/nextjs-cache-handler's `redis-strings`, through ioredis, the client the API uses),
//   gzip-compressed, under a prefix of the build's id: two builds never read each other's pages.
// - In front of it each process keeps a small in-memory layer (the same package's `local-lru`,
//   WEB_PAGE_CACHE_ITEMS pages): a page read from Redis once is served from memory after.
// - Tags: `revalidateTag('catalog')` reaches both layers of the process that calls it, and every web
//   process calls it itself when the catalog version moves (src/instrumentation.ts), so no process
//   keeps a stale page in its memory layer.
// - Redis away (stopped, restarting): commands fail fast (no offline queue, 250 ms timeout), the
//   page is rendered as if not cached and served; the store is slower, never broken.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A page's RSC payload and segments as text where they are text. The handler hands its buffers
 * over as base64, and gzip finds almost nothing to share in base64: a book page was 87 KB in Redis
 * with its RSC payload barely compressed. Text that decodes and encodes back to the same bytes
 * travels as `{ text }`; anything else (a binary row) stays base64, so no value changes. With the
 * repeated segment kept once, a book page of the 100,000-book catalogue is 50 KB instead of 88.
 */
const asText = (base64) => {
  const text = Buffer.from(base64, 'base64').toString('utf8');
  return Buffer.from(text, 'utf8').toString('base64') === base64 ? { text } : base64;
};
const asBase64 = (stored) =>
  typeof stored === 'object' && stored !== null && typeof stored.text === 'string'
    ? Buffer.from(stored.text, 'utf8').toString('base64')
    : stored;
/** The `_full` segment repeats the RSC payload byte for byte: kept once (`{ sameAsRsc }`). */
const SAME_AS_RSC = { sameAsRsc: true };
const isSameAsRsc = (stored) =>
  typeof stored === 'object' && stored !== null && stored.sameAsRsc === true;
const mapPage = (entry, convert, writing) => {
  const value = entry?.value;
  if (value?.kind !== 'APP_PAGE') return entry;
  const rscData = value.rscData === undefined ? undefined : convert(value.rscData);
  const segment = (data) => {
    if (writing) return data === value.rscData ? SAME_AS_RSC : convert(data);
    return isSameAsRsc(data) ? rscData : convert(data);
  };
  return {
    ...entry,
    value: {
      ...value,
      ...(rscData === undefined ? {} : { rscData }),
      ...(value.segmentData && typeof value.segmentData === 'object'
        ? {
            segmentData: Object.fromEntries(
              Object.entries(value.segmentData).map(([key, data]) => [key, segment(data)]),
            ),
          }
        : {}),
    },
  };
};

/** Values in Redis: JSON (RSC text as text), gzip (level 1: pages are written once per render), base64. */
export const gzipSerializer = {
  serialize: async (value) =>
    (await gzipAsync(JSON.stringify(mapPage(value, asText, true)), { level: 1 })).toString(
      'base64',
    ),
  deserialize: async (stored) => {
    try {
      return mapPage(
        JSON.parse((await gunzipAsync(Buffer.from(stored, 'base64'))).toString('utf8')),
        asBase64,
        false,
      );
    } catch {
      // Another format (an older build's): a miss, and the page is rendered again.
      return null;
    }
  },
};

/**
 * The memory layer in front of Redis: a hit in memory is served; a miss asks Redis and keeps what
 * it finds; a set and a tag's revalidation go to both. Redis's failures are a miss, never an error.
 */
/**
 * A page's lifetime travels with it. Next remembers a rendered page's `revalidate` in the memory of
 * the process that rendered it and, for a page it did not render, falls back to "stale after one
 * second" unless the entry names its own `cacheControl` (Next 16's incremental cache reads it).
 * Without this every page one storefront process read from Redis was STALE and rendered again in
 * the background: at 10,000 pages, about half of all page views (docs/performance.md).
 */
export const withCacheControl = (entry) => {
  const kind = entry?.value?.kind;
  if (!entry || entry.cacheControl || (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE')) return entry;
  const lifespan = entry.lifespan;
  if (!lifespan) return entry;
  return {
    ...entry,
    cacheControl: { revalidate: lifespan.revalidate ?? false, expire: lifespan.expireAge },
  };
};

export const layered = (memory, shared) => ({
  name: 'nangsue-memory-then-redis',
  async get(key, meta) {
    const near = await memory.get(key, meta);
    if (near) return withCacheControl(near);
    let far = null;
    try {
      far = await shared.get(key, meta);
    } catch {
      return null;
    }
    if (far) await memory.set(key, far);
    return withCacheControl(far);
  },
  async set(key, value, ctx) {
    // Both keep the same entry: the Redis handler encodes a copy of its buffers (3.3.0), so the
    // memory layer's page keeps its RSC payload as a buffer (cache-handler.test.ts checks it).
    await Promise.allSettled([memory.set(key, value, ctx), shared.set(key, value, ctx)]);
  },
  async revalidateTag(tag) {
    await Promise.allSettled([memory.revalidateTag(tag), shared.revalidateTag(tag)]);
  },
  async delete(key) {
    await Promise.allSettled([memory.delete?.(key), shared.delete?.(key)]);
  },
});

/** A Redis client that fails fast while Redis is away instead of queueing commands. */
export const cacheRedisClient = (url) => {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    // Reconnect every half second at most while Redis is away.
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  // A lost connection is an `error` event; the commands that fail meanwhile are misses.
  client.on('error', () => undefined);
  return client;
};

/** The process's handler: memory in front of Redis (`client`), keys under the build's id. */
export const sharedPageCache = ({ client, buildId, items = 500 }) =>
  layered(
    createLruHandler({ maxItemsNumber: Math.max(16, items), maxItemSizeBytes: 8 * 1024 * 1024 }),
    createRedisHandler({
      client: ioredisAdapter(client),
      keyPrefix: `nangsue:next:${buildId ?? 'build'}:`,
      sharedTagsKey: '__tags__',
      sharedTagsTtlKey: '__tags_ttl__',
      timeoutMs: 250,
      valueSerializer: gzipSerializer,
    }),
  );

CacheHandler.onCreation(({ buildId }) => {
  const items = Number(process.env.WEB_PAGE_CACHE_ITEMS ?? 500) || 500;
  // `next build` renders the static pages with no Redis to talk to.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL)
    return { handlers: [createLruHandler({ maxItemsNumber: Math.max(16, items) })] };
  globalThis.nangsueCacheRedis ??= cacheRedisClient(process.env.REDIS_URL);
  return {
    handlers: [sharedPageCache({ client: globalThis.nangsueCacheRedis, buildId, items })],
  };
});

export default CacheHandler;
