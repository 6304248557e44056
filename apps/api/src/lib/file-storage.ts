import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../env.js';

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

/**
 * Where pictures and book files live: local disk under DATA_DIR/files by default, any
 * S3-compatible store when `S3_BUCKET` is set (docs/book-files.md). Book files are read with
 * `stream` (whole or a range, never held in memory) and `read` (random access, e.g. a PDF's tail).
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
  /** Size in bytes, undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  /** The file (or the inclusive range of it) as a stream, undefined when there is no such file. */
  stream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** `length` bytes from `start` (fewer at the end of the file); throws when there is no such file. */
  read(key: string, start: number, length: number): Promise<Buffer>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.epub': 'application/epub+zip',
  '.pdf': 'application/pdf',
};

export const EXTENSION_OF: Record<string, string> = {
  'image/svg+xml': '.svg',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,250}$/;

/** Keys are lower-case paths without `..`; anything else is refused rather than resolved. */
export const isValidKey = (key: string): boolean =>
  KEY_PATTERN.test(key) &&
  !key.includes('..') &&
  !key.includes('//') &&
  path.extname(key) in CONTENT_TYPES;

/** Book files (and their samples) are private: never served by the public `/files/` route. */
export const isPrivateKey = (key: string): boolean =>
  /\.(epub|pdf)$/i.test(key) || /^(books|samples)\//i.test(key);

/** A content-addressed key, so a changed picture gets a new URL and URLs can be cached forever. */
export const contentKey = (folder: string, data: Buffer, extension: string): string =>
  `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}${extension}`;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

export const createLocalFileStorage = (root: string): FileStorage => {
  const fileOf = (key: string): string | undefined =>
    isValidKey(key) ? path.join(root, key) : undefined;
  return {
    async put(key, data) {
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        return { data: await fs.readFile(file), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      try {
        return (await fs.stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(key, range) {
      const file = fileOf(key);
      if (!file) return undefined;
      // Opened first, so a missing file is `undefined` rather than an error event later.
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      // The stream owns the handle and closes it when it ends or is destroyed.
      return createReadStream('', {
        fd: handle,
        autoClose: true,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
    },
    async read(key, start, length) {
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key ${key}`);
      const handle = await fs.open(file, 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
  };
};

/**
 * A storage made on first use: the S3 adapter loads the AWS SDK (about 0.4 s of module loading),
 * which a process on local disk never pays.
 */
const loadedOnFirstUse = (load: () => Promise<FileStorage>): FileStorage => {
  let storage: Promise<FileStorage> | undefined;
  const get = () => (storage ??= load());
  return {
    put: async (key, data) => (await get()).put(key, data),
    get: async (key) => (await get()).get(key),
    size: async (key) => (await get()).size(key),
    stream: async (key, range) => (await get()).stream(key, range),
    read: async (key, start, length) => (await get()).read(key, start, length),
  };
};

export const createFileStorage = (
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): FileStorage => {
  const bucket = env.S3_BUCKET;
  if (!bucket) return createLocalFileStorage(path.join(env.DATA_DIR, 'files'));
  return loadedOnFirstUse(async () =>
    (await import('./s3-file-storage.js')).createS3FileStorage({
      bucket,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }),
  );
};
