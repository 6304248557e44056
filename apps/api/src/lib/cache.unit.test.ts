import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from './cache.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
const hasRedis = await redis.connect().then(
  () => true,
  () => false,
);
afterAll(() => {
  redis.disconnect();
});

const caches: Array<[string, () => Cache]> = [
  ['memory', () => createMemoryCache({ maxEntries: 3 })],
];
if (hasRedis)
  caches.push([
    'redis',
    () =>
      createRedisCache(
        redis,
        (error) => {
          throw error;
        },
        `nangsue:cache-test:${process.pid}:`,
      ),
  ]);

describe.each(caches)('%s cache', (_name, make) => {
  it('stores JSON values, computes once through wrap, and clears', async () => {
    const cache = make();
    await cache.clear();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { Name: 'หนังสือ', Count: computed };
    };
    expect(await cache.wrap('k1', 60, compute)).toEqual({ Name: 'หนังสือ', Count: 1 });
    expect(await cache.wrap('k1', 60, compute)).toEqual({ Name: 'หนังสือ', Count: 1 });
    expect(computed).toBe(1);
    await cache.clear();
    expect(await cache.get('k1')).toBeUndefined();
  });

  it('computes a missing value once for requests that ask for it at the same time', async () => {
    const cache = make();
    await cache.clear();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { Count: computed };
    };
    const values = await Promise.all(
      Array.from({ length: 10 }, () => cache.wrap('together', 60, compute)),
    );
    expect(computed).toBe(1);
    expect(values).toEqual(Array.from({ length: 10 }, () => ({ Count: 1 })));
    // A failed computation is not kept: the next request tries again.
    await expect(
      cache.wrap('failing', 60, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.wrap('failing', 60, async () => 'recovered')).toBe('recovered');
  });

  it('expires entries after their time to live', async () => {
    const cache = make();
    await cache.set('short', 1, 1);
    expect(await cache.get('short')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await cache.get('short')).toBeUndefined();
  });
});

describe('memory cache bound', () => {
  it('drops the least recently used entry when full', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    expect(await cache.get('a')).toBe(1);
    await cache.set('c', 3, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });

  it('gives back what JSON would, frozen, so no reader can change it for the next', async () => {
    const cache = createMemoryCache();
    const original = { Name: 'หนังสือ', When: new Date('2026-11-22T00:00:00Z'), Gone: undefined };
    await cache.set('k', original, 60);
    original.Name = 'changed after';
    const read = await cache.get<{ Name: string; When: string; Items?: number[] }>('k');
    expect(read).toEqual({ Name: 'หนังสือ', When: '2026-11-22T00:00:00.000Z' });
    expect(Object.isFrozen(read)).toBe(true);
    expect(() => {
      (read as { Name: string }).Name = 'x';
    }).toThrow(TypeError);
    await cache.set('list', { Items: [1, 2] }, 60);
    const list = await cache.get<{ Items: number[] }>('list');
    expect(() => list?.Items.push(3)).toThrow(TypeError);

    // Exactly what a JSON round trip (Redis) gives, for everything JSON can meet.
    const odd = {
      list: [1, undefined, () => 1, Number.NaN, -0, Infinity, 'x', null, [new Date(0)]],
      nested: { deep: { deeper: [{ a: 1, b: undefined }] } },
      custom: { toJSON: (key: string) => `as ${key}` },
      map: new Map([[1, 2]]),
      typed: Int32Array.from([5, 6]),
      nothing: null,
      fn: () => 1,
      empty: {},
    };
    await cache.set('odd', odd, 60);
    expect(await cache.get('odd')).toEqual(JSON.parse(JSON.stringify(odd)));
    await cache.set('date', new Date(5), 60);
    expect(await cache.get('date')).toBe(new Date(5).toISOString());
    await cache.set('undefined', undefined, 60);
    expect(await cache.get('undefined')).toBeUndefined();
    await expect(cache.set('big', { n: 1n }, 60)).rejects.toThrow(TypeError);
  });
});
