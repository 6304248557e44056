import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * The shared read cache: in-process by default, Redis when REDIS_URL is set (shared by all API
 * processes). Values are JSON. `clear` empties the whole cache (staff's clear-all); catalog changes
 * move the keys instead (`catalog-cache.ts`).
 */
export type Cache = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  /** Returns the cached value, or computes, stores and returns it. */
  wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
};

/**
 * `wrap` over a cache: a miss computes the value once per process however many requests ask for it
 * meanwhile (they all wait for the one computation), so an expired popular entry does not send every
 * waiting request to the database at once.
 */
const withWrap = (base: Omit<Cache, 'wrap'>): Cache => {
  const computing = new Map<string, Promise<unknown>>();
  return {
    ...base,
    async wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
      const hit = await base.get<T>(key);
      if (hit !== undefined) return hit;
      const running = computing.get(key);
      if (running) return running as Promise<T>;
      const promise = (async () => {
        const value = await compute();
        await base.set(key, value, ttlSeconds);
        return value;
      })();
      computing.set(key, promise);
      try {
        return await promise;
      } finally {
        computing.delete(key);
      }
    },
  };
};

/**
 * What `JSON.parse(JSON.stringify(value))` gives, built directly and frozen (no text in between: the
 * cache stores cards and match lists on every new search). Dates and anything with `toJSON` become
 * what it returns, `undefined` and functions are dropped from objects and become null in arrays, and
 * numbers that are not finite become null. Objects other than arrays and plain objects take the JSON
 * round trip itself.
 */
const frozenJson = (value: unknown, key = ''): unknown => {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      break;
    case 'bigint':
      return JSON.stringify(value); // throws, as JSON does
    default:
      return undefined;
  }
  const object = value as { toJSON?: (key: string) => unknown };
  if (typeof object.toJSON === 'function') return frozenJson(object.toJSON(key), key);
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      // Lists of ids and names are most of what is cached: no call per plain item.
      copy[i] =
        typeof item === 'string' ||
        (typeof item === 'number' && Number.isFinite(item) && item !== 0)
          ? item
          : (frozenJson(item, String(i)) ?? null);
    }
    return Object.freeze(copy);
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null)
    return deepFreeze(JSON.parse(JSON.stringify(value)) as unknown);
  const copy: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    const converted = frozenJson(inner, name);
    if (converted !== undefined) copy[name] = converted;
  }
  return Object.freeze(copy);
};

/** Freezes a JSON value and everything in it. */
const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/**
 * Bounded in-process cache on `lru-cache`: the least recently used entry goes first when full, each
 * entry keeps its own time to live. A value is stored as its JSON reading (what Redis would give back)
 * and frozen, so reads hand out the same object without parsing it again, and nobody can change what
 * another request reads.
 */
export const createMemoryCache = ({ maxEntries = 5000 }: { maxEntries?: number } = {}): Cache => {
  // Boxed: lru-cache keeps no null values, and JSON has them.
  const entries = new LRUCache<string, { value: unknown }>({ max: maxEntries });
  return withWrap({
    async get<T>(key: string) {
      return entries.get(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value: frozenJson(value) }, { ttl: ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async clear() {
      entries.clear();
    },
  });
};

/**
 * The Redis key prefix of a store's cache: one per database, so two stores (or two test databases)
 * sharing a Redis never read each other's catalog.
 */
export const redisCachePrefix = (databaseUrl: string): string => {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  return `nangsue:cache:${name}:`;
};

/** Redis-backed cache; a Redis failure degrades to a cache miss, never to an error for the caller. */
export const createRedisCache = (
  redis: Redis,
  onError: (error: unknown) => void,
  prefix: string,
): Cache =>
  withWrap({
    async get<T>(key: string) {
      try {
        const json = await redis.get(prefix + key);
        return json === null ? undefined : (JSON.parse(json) as T);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
      } catch (error) {
        onError(error);
      }
    },
    async delete(key) {
      try {
        await redis.unlink(prefix + key);
      } catch (error) {
        onError(error);
      }
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.unlink(...keys);
      } while (cursor !== '0');
    },
  });

/**
 * The cache's current stamp under `key`, written now if there is none. Data a process derives and
 * keeps outside the cache (parsed rows, search postings) stays valid while the stamp it was kept with
 * is the current one: emptying the cache (a catalog change, clear-all) or the stamp's expiry ends it.
 */
export const currentStamp = async (
  cache: Cache,
  key: string,
  ttlSeconds: number,
): Promise<string> => {
  const stamp = await cache.get<string>(key);
  if (stamp !== undefined) return stamp;
  const fresh = randomUUID();
  await cache.set(key, fresh, ttlSeconds);
  return fresh;
};
