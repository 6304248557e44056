import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.js';

/**
 * Where pictures and (later) book files live: local disk under DATA_DIR/files by default. An
 * S3-compatible adapter implements the same interface when configured (bookshelf issue).
 */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
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

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,250}$/;

/** Keys are lower-case paths without `..`; anything else is refused rather than resolved. */
export const isValidKey = (key: string): boolean =>
  KEY_PATTERN.test(key) &&
  !key.includes('..') &&
  !key.includes('//') &&
  path.extname(key) in CONTENT_TYPES;

/** A content-addressed key, so a changed picture gets a new URL and URLs can be cached forever. */
export const contentKey = (folder: string, data: Buffer, extension: string): string =>
  `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}${extension}`;

export const createLocalFileStorage = (root: string): FileStorage => ({
  async put(key, data) {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    const file = path.join(root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  },
  async get(key) {
    if (!isValidKey(key)) return undefined;
    try {
      const data = await fs.readFile(path.join(root, key));
      return { data, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },
});

export const createFileStorage = (env: Pick<Env, 'DATA_DIR'>): FileStorage =>
  createLocalFileStorage(path.join(env.DATA_DIR, 'files'));
