import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (Next loads it as Node's own JavaScript).
import { cacheRedisClient, gzipSerializer, sharedPageCache } from './cache-handler.mjs';

/**
 * Next's page cache shared by a cluster's storefront processes (ADR 0022), against a real Redis:
 * each `sharedPageCache` below is one process's handler (its own memory layer) over the same
 * Redis, as two web processes are.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const probe = new Redis(REDIS_URL, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  retryStrategy: () => null,
});
const hasRedis = await probe
  .connect()
  .then(() => probe.ping())
  .then(
    () => true,
    () => false,
  );
probe.disconnect();
if (!hasRedis && process.env.NANGSUE_REQUIRE_REDIS === '1')
  throw new Error(`Redis is required but not reachable at ${REDIS_URL}`);

type Entry = {
  lastModified: number;
  lifespan: null;
  tags: string[];
  value: { kind: 'APP_PAGE'; html: string; rscData: Buffer; status: number; headers: object };
};

/** A rendered page as Next hands it to the handler: its HTML and its RSC payload (a buffer). */
const page = (html: string, tags = ['catalog']): Entry => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    status: 200,
    headers: { 'x-next-cache-tags': tags.join(',') },
  },
});

type Handler = {
  get: (key: string, meta: { implicitTags: string[] }) => Promise<Entry | null | undefined>;
  set: (key: string, value: Entry) => Promise<void>;
  revalidateTag: (tag: string) => Promise<void>;
};

const clients: Redis[] = [];
/** A process's handler, once its Redis client is connected (it queues nothing before that). */
const processOf = async (buildId: string): Promise<Handler> => {
  const client = cacheRedisClient(REDIS_URL) as Redis;
  clients.push(client);
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return sharedPageCache({ client, buildId, items: 50 }) as Handler;
};
const meta = { implicitTags: [] };

afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe.skipIf(!hasRedis)('the storefront processes’ shared page cache', () => {
  it('serves a page one process rendered to another, with its RSC payload as a buffer', async () => {
    const buildId = randomUUID();
    const [one, two] = [await processOf(buildId), await processOf(buildId)];
    await one.set('/th/book-detail/1', page('<h1>หนังสือ</h1>'));

    // The process that rendered it keeps the buffer in its memory layer (the Redis handler turns
    // the copy it stores into base64).
    const own = await one.get('/th/book-detail/1', meta);
    expect(Buffer.isBuffer(own?.value.rscData)).toBe(true);
    expect(own?.value.rscData.toString()).toBe('rsc:<h1>หนังสือ</h1>');

    // The other process finds it in Redis, as it was.
    const other = await two.get('/th/book-detail/1', meta);
    expect(other?.value.html).toBe('<h1>หนังสือ</h1>');
    expect(Buffer.isBuffer(other?.value.rscData)).toBe(true);
    expect(other?.value.rscData.toString()).toBe('rsc:<h1>หนังสือ</h1>');

    // Another build's processes never read it.
    expect(await (await processOf(randomUUID())).get('/th/book-detail/1', meta)).toBeFalsy();
  });

  it('gives a page read from Redis its own lifetime, so another process does not find it stale', async () => {
    const buildId = randomUUID();
    const [one, two] = [await processOf(buildId), await processOf(buildId)];
    // As the package's CacheHandler stores a page rendered with `revalidate = 3600`.
    const lifespan = { revalidate: 3600, expireAge: 5400, staleAge: 3600 };
    await one.set('/en/book-detail/9', { ...page('<h1>book</h1>'), lifespan } as unknown as Entry);
    // Next falls back to "stale after 1 s" for a page without `cacheControl` it did not render.
    const other = (await two.get('/en/book-detail/9', meta)) as
      (Entry & { cacheControl?: unknown }) | null;
    expect(other?.cacheControl).toEqual({ revalidate: 3600, expire: 5400 });
    const again = (await two.get('/en/book-detail/9', meta)) as
      (Entry & { cacheControl?: unknown }) | null;
    expect(again?.cacheControl).toEqual({ revalidate: 3600, expire: 5400 });
  });

  it('keeps text payloads as text for gzip and binary ones as they were', async () => {
    // What the Redis handler hands the serializer: buffers as base64.
    // An RSC payload: varied text (a seeded generator, so the test reads the same every run).
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const words = ['หนังสือ', 'นิยาย', 'ความรัก', 'ประวัติศาสตร์', 'การ์ตูน', 'novel', 'history'];
    const rsc = `0:${JSON.stringify(
      Array.from({ length: 400 }, () => ({
        id: next() % 100000,
        name: `${words[next() % words.length]} ${words[next() % words.length]}`,
        price: next() % 50000,
      })),
    )}`;
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]);
    const stored = {
      lastModified: 1,
      lifespan: null,
      tags: ['catalog'],
      value: {
        kind: 'APP_PAGE',
        html: '<h1>หนังสือ</h1>',
        rscData: Buffer.from(rsc).toString('base64'),
        segmentData: {
          '/_tree': binary.toString('base64'),
          '/page': Buffer.from(rsc).toString('base64'),
        },
        status: 200,
        headers: {},
      },
    };
    const written: string = await gzipSerializer.serialize(stored);
    expect(await gzipSerializer.deserialize(written)).toEqual(stored);
    // Base64 inside gzip barely shrinks, and the `_full` segment repeats the payload; as text,
    // kept once, it is less than half.
    const asBase64Only = gzipSync(JSON.stringify(stored), { level: 1 }).toString('base64');
    expect(written.length).toBeLessThan(asBase64Only.length / 2);
    // An entry of another format (not gzip) is a miss, not an error.
    expect(await gzipSerializer.deserialize('not gzip')).toBeNull();
  });

  it('forgets a tag’s pages in Redis and in the memory of the process that revalidates', async () => {
    const buildId = randomUUID();
    const [one, two] = [await processOf(buildId), await processOf(buildId)];
    await one.set('/th', page('<h1>home</h1>'));
    await one.set('/th/howto', page('<h1>how to</h1>', ['content']));
    expect((await two.get('/th', meta))?.value.html).toBe('<h1>home</h1>');

    // Each process follows the catalog version and revalidates `catalog` itself.
    await one.revalidateTag('catalog');
    await two.revalidateTag('catalog');
    expect(await one.get('/th', meta)).toBeFalsy();
    expect(await two.get('/th', meta)).toBeFalsy();
    expect(await (await processOf(buildId)).get('/th', meta)).toBeFalsy();
    // A page of another tag stays.
    expect((await (await processOf(buildId)).get('/th/howto', meta))?.value.html).toBe(
      '<h1>how to</h1>',
    );
  });

  it('treats a Redis that cannot be reached as a miss and keeps its memory layer', async () => {
    // Nothing listens on port 1.
    const client = cacheRedisClient('redis://127.0.0.1:1') as Redis;
    clients.push(client);
    const lost = sharedPageCache({ client, buildId: randomUUID(), items: 50 }) as Handler;
    await lost.set('/th', page('<h1>home</h1>'));
    expect((await lost.get('/th', meta))?.value.html).toBe('<h1>home</h1>');
    expect(await lost.get('/th/category/3', meta)).toBeFalsy();
    await lost.revalidateTag('catalog');
    expect(await lost.get('/th', meta)).toBeFalsy();
  });
});
