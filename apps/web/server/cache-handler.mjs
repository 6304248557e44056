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

/** Values in Redis: JSON, gzip (level 1: pages are written once per render), base64. */
const gzipSerializer = {
  serialize: async (value) =>
    (await gzipAsync(JSON.stringify(value), { level: 1 })).toString('base64'),
  deserialize: async (stored) => {
    try {
      return JSON.parse((await gunzipAsync(Buffer.from(stored, 'base64'))).toString('utf8'));
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
const layered = (memory, shared) => ({
  name: 'nangsue-memory-then-redis',
  async get(key, meta) {
    const near = await memory.get(key, meta);
    if (near) return near;
    let far = null;
    try {
      far = await shared.get(key, meta);
    } catch {
      return null;
    }
    if (far) await memory.set(key, far);
    return far;
  },
  async set(key, value, ctx) {
    await Promise.allSettled([memory.set(key, value, ctx), shared.set(key, value, ctx)]);
  },
  async revalidateTag(tag) {
    await Promise.allSettled([memory.revalidateTag(tag), shared.revalidateTag(tag)]);
  },
  async delete(key) {
    await Promise.allSettled([memory.delete?.(key), shared.delete?.(key)]);
  },
});

CacheHandler.onCreation(({ buildId }) => {
  const memory = createLruHandler({
    maxItemsNumber: Math.max(16, Number(process.env.WEB_PAGE_CACHE_ITEMS ?? 500) || 500),
    maxItemSizeBytes: 8 * 1024 * 1024,
  });
  // `next build` renders the static pages with no Redis to talk to.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL)
    return { handlers: [memory] };
  globalThis.nangsueCacheRedis ??= new Redis(process.env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    // Reconnect every half second at most while Redis is away.
    retryStrategy: (times) => Math.min(times * 100, 500),
  });
  // ioredis reports a lost connection as an `error` event: logged once per outage by the process.
  globalThis.nangsueCacheRedis.on('error', () => undefined);
  const shared = createRedisHandler({
    client: ioredisAdapter(globalThis.nangsueCacheRedis),
    keyPrefix: `nangsue:next:${buildId ?? 'build'}:`,
    sharedTagsKey: '__tags__',
    sharedTagsTtlKey: '__tags_ttl__',
    timeoutMs: 250,
    valueSerializer: gzipSerializer,
  });
  return { handlers: [layered(memory, shared)] };
});

export default CacheHandler;
