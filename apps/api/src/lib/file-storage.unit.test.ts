import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.js';
import { createFileStorage, createLocalFileStorage, type FileStorage } from './file-storage.js';

const collect = async (stream: Readable | undefined): Promise<Buffer> => {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** The same behaviour from every adapter: whole files, inclusive ranges, random reads, absence. */
const behavesAsFileStorage = (storage: () => FileStorage) => {
  const data = randomBytes(300_000);
  const key = `books/${randomBytes(8).toString('hex')}.epub`;

  it('puts, gets and sizes a file', async () => {
    await storage().put(key, data);
    expect(await storage().size(key)).toBe(data.length);
    const got = await storage().get(key);
    expect(got?.contentType).toBe('application/epub+zip');
    expect(Buffer.compare(got!.data, data)).toBe(0);
  });

  it('streams the whole file and inclusive ranges', async () => {
    expect(Buffer.compare(await collect(await storage().stream(key)), data)).toBe(0);
    const part = await collect(await storage().stream(key, { start: 10, end: 19 }));
    expect(part.length).toBe(10);
    expect(Buffer.compare(part, data.subarray(10, 20))).toBe(0);
    const last = await collect(
      await storage().stream(key, { start: data.length - 1, end: data.length - 1 }),
    );
    expect([...last]).toEqual([data[data.length - 1]]);
  });

  it('reads at random, fewer bytes at the end of the file', async () => {
    expect(Buffer.compare(await storage().read(key, 1000, 64), data.subarray(1000, 1064))).toBe(0);
    const tail = await storage().read(key, data.length - 5, 64);
    expect(Buffer.compare(tail, data.subarray(data.length - 5))).toBe(0);
  });

  it('answers undefined for a missing or invalid key', async () => {
    expect(await storage().size('books/missing.epub')).toBeUndefined();
    expect(await storage().stream('books/missing.epub')).toBeUndefined();
    expect(await storage().get('books/missing.epub')).toBeUndefined();
    expect(await storage().size('../etc/passwd.pdf')).toBeUndefined();
    await expect(storage().read('books/missing.epub', 0, 10)).rejects.toThrow();
    await expect(storage().put('../x.epub', data)).rejects.toThrow(/invalid storage key/);
  });
};

describe('local disk storage', () => {
  let root = '';
  let storage: FileStorage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-files-'));
    storage = createLocalFileStorage(root);
  });
  afterAll(async () => fs.rm(root, { recursive: true, force: true }));
  behavesAsFileStorage(() => storage);

  it('closes the file of a stream read to the end or given up half-way', async () => {
    await storage.put('books/fd-check.pdf', randomBytes(200_000));
    const openFiles = async () => (await fs.readdir('/proc/self/fd')).length;
    const before = await openFiles();
    for (let round = 0; round < 40; round += 1) {
      const stream = await storage.stream('books/fd-check.pdf', { start: 0, end: 199_999 });
      if (round % 2 === 0) await collect(stream);
      else {
        stream!.destroy();
        await new Promise((resolve) => stream!.once('close', resolve));
      }
    }
    expect(await openFiles()).toBeLessThanOrEqual(before + 2);
  });
});

describe('S3-compatible storage (against s3rver over HTTP)', () => {
  let root = '';
  let server: S3rver;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: root,
      configureBuckets: [{ name: 'nangsue-test', configs: [] }],
    });
    const address = await server.run();
    // Through the settings, as the API makes it (S3_BUCKET turns the adapter on).
    storage = createFileStorage(
      parseEnv({
        NODE_ENV: 'test',
        DATA_DIR: root,
        S3_BUCKET: 'nangsue-test',
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  behavesAsFileStorage(() => storage);

  it('keeps the files in the bucket, none on the local disk', async () => {
    await expect(fs.stat(path.join(root, 'files'))).rejects.toThrow(/ENOENT/);
    expect((await fs.readdir(path.join(root, 'nangsue-test'))).length).toBeGreaterThan(0);
  });
});
