import { createHash } from 'node:crypto';
import type { BookFileFormat } from '@nangsue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../../lib/file-storage.js';
import { epubSample, pdfSample, type BookFile } from '../book-files/index.js';
import { createReaderEpubs } from '../reading/index.js';

/** Bump when the cut changes: every preview is made again under new keys. */
export const PENDING_PREVIEW_VERSION = 'pp1';

/** A pending order's preview file, kept in the file store. */
export type PendingPreviewFile = { storageKey: string; size: number; etag: string };

/**
 * The file a pending order's reader gets (docs/reader.md "Read while you pay"): a separate
 * artifact holding only the first chapters (EPUB) or pages (PDF) up to the book's share, made on
 * the server from the stored book like a sample (`epubSample`, `pdfSample`) and kept in the file
 * store per stored file and share (`pending/<version>/<share>/<hash>.epub|pdf`), so every API
 * process serves the same bytes and only these. An EPUB is cut from the reader's EPUB (Thai
 * compounds joined, `reading/reader-epub.ts`): its documents keep their places in the spine, so a
 * position or a highlight made in the preview points at the same text of the whole book.
 */
export const createPendingPreviews = (storage: FileStorage, log: FastifyBaseLogger) => {
  const readerEpubs = createReaderEpubs(storage, log);
  const known = new LRUCache<string, PendingPreviewFile>({ max: 2000 });
  const making = new Map<string, Promise<PendingPreviewFile>>();

  const make = async (
    file: BookFile,
    storedSize: number,
    percent: number,
    key: string,
  ): Promise<PendingPreviewFile> => {
    const etag = `"${PENDING_PREVIEW_VERSION}-${percent}-${file.sha256 ?? storedSize}"`;
    const existing = await storage.size(key);
    if (existing !== undefined) return { storageKey: key, size: existing, etag };
    const source =
      file.format === 'EPUB'
        ? (await readerEpubs.of(file.storageKey as string, storedSize, file.sha256)).storageKey
        : (file.storageKey as string);
    const stored = await storage.get(source);
    if (!stored) throw new Error(`book file missing from storage: ${source}`);
    const started = performance.now();
    const cut =
      file.format === 'EPUB'
        ? await epubSample(stored.data, percent / 100)
        : await pdfSample(stored.data, percent / 100);
    await storage.put(key, cut);
    log.info({ key, source, ms: Math.round(performance.now() - started) }, 'pending preview made');
    return { storageKey: key, size: cut.length, etag };
  };

  return {
    /** The preview of a stored book file at `percent` % of it, made once. */
    async of(file: BookFile, percent: number): Promise<PendingPreviewFile | undefined> {
      if (!file.storageKey) return undefined;
      const storedSize = await storage.size(file.storageKey);
      if (storedSize === undefined) return undefined;
      const id = `${file.storageKey}:${storedSize}:${percent}`;
      const cached = known.get(id);
      if (cached) return cached;
      const extension = (file.format satisfies BookFileFormat).toLowerCase();
      const key = `pending/${PENDING_PREVIEW_VERSION}/${percent}/${createHash('sha256').update(`${file.storageKey}:${storedSize}`).digest('hex').slice(0, 32)}.${extension}`;
      let pending = making.get(id);
      if (!pending) {
        pending = make(file, storedSize, percent, key).finally(() => making.delete(id));
        making.set(id, pending);
      }
      const made = await pending;
      known.set(id, made);
      return made;
    },
  };
};
