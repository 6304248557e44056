import { createHash } from 'node:crypto';
import {
  TextWriter,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FileStorage } from '../../lib/file-storage.js';
import { joinThaiCompoundsInMarkup, THAI_JOINERS_VERSION } from '../../lib/thai-joiners.js';

/**
 * The EPUB the reader gets (docs/reader.md, ADR 0021): the stored file with word joiners between
 * the parts of Thai compounds ICU would split across lines (`lib/thai-joiners.ts`). Made once per
 * stored file and transform version, kept in the file store beside the books
 * (`reader/<version>/<hash>.epub`, private like every .epub) and so shared by every API process
 * and kept across restarts; every device reads the same bytes, so their CFIs agree. The stored
 * book, downloads, samples offered for download and search are not touched. A file without Thai
 * text, or that is no readable zip, is served as stored.
 */
export type ReaderEpub = { storageKey: string; etag: string | undefined };

const ZIP_OPTIONS = { useWebWorkers: false } as const;
const MARKUP = /\.(x?html?)$/i;

/** The stored EPUB with its Thai compounds joined, or null when nothing changes. */
export const joinEpubCompounds = async (epub: Uint8Array): Promise<Uint8Array | null> => {
  const reader = new ZipReader(new Uint8ArrayReader(epub), ZIP_OPTIONS);
  try {
    const entries = await reader.getEntries();
    const changed = new Map<string, string>();
    for (const entry of entries) {
      if (entry.directory || !MARKUP.test(entry.filename)) continue;
      const text = await entry.getData(new TextWriter());
      const joined = joinThaiCompoundsInMarkup(text);
      if (joined !== text) changed.set(entry.filename, joined);
    }
    if (changed.size === 0) return null;
    const output = new Uint8ArrayWriter();
    const writer = new ZipWriter(output, { ...ZIP_OPTIONS, extendedTimestamp: false });
    // mimetype first, stored, without extra fields or data descriptor (OCF 3.3).
    await writer.add('mimetype', new Uint8ArrayReader(Buffer.from('application/epub+zip')), {
      level: 0,
      dataDescriptor: false,
    });
    for (const entry of entries) {
      if (entry.filename === 'mimetype' || entry.directory) continue;
      const text = changed.get(entry.filename);
      const data =
        text === undefined
          ? await entry.getData(new Uint8ArrayWriter())
          : Buffer.from(text, 'utf8');
      await writer.add(entry.filename, new Uint8ArrayReader(data), {
        level: entry.compressionMethod === 0 ? 0 : 6,
        lastModDate: entry.lastModDate,
      });
    }
    return await writer.close();
  } finally {
    await reader.close();
  }
};

export const createReaderEpubs = (storage: FileStorage, log: FastifyBaseLogger) => {
  /** Stored key and size -> the reader's key, or null: serve the stored file. */
  const known = new LRUCache<string, { key: string | null }>({ max: 2000 });
  const making = new Map<string, Promise<string | null>>();

  const make = async (storedKey: string, readerKey: string): Promise<string | null> => {
    if ((await storage.size(readerKey)) !== undefined) return readerKey;
    const stored = await storage.get(storedKey);
    if (!stored) return null;
    const started = performance.now();
    let joined: Uint8Array | null;
    try {
      joined = await joinEpubCompounds(stored.data);
    } catch (error) {
      log.warn({ key: storedKey, error }, 'reader EPUB: not a readable zip, served as stored');
      return null;
    }
    if (!joined) return null;
    await storage.put(readerKey, Buffer.from(joined));
    log.info(
      { key: storedKey, readerKey, ms: Math.round(performance.now() - started) },
      'reader EPUB made',
    );
    return readerKey;
  };

  return {
    /** What to serve for a stored EPUB (`sha256` of the stored file when known, for the ETag). */
    async of(storedKey: string, size: number, sha256: string | null): Promise<ReaderEpub> {
      const id = `${storedKey}:${size}`;
      let entry = known.get(id);
      if (!entry) {
        const readerKey = `reader/${THAI_JOINERS_VERSION}/${createHash('sha256').update(id).digest('hex').slice(0, 32)}.epub`;
        let pending = making.get(id);
        if (!pending) {
          pending = make(storedKey, readerKey).finally(() => making.delete(id));
          making.set(id, pending);
        }
        const key = await pending.catch((error: unknown) => {
          log.error({ key: storedKey, error }, 'reader EPUB could not be made');
          return undefined;
        });
        // A failure (the store unreachable) is tried again on the next request.
        if (key === undefined)
          return { storageKey: storedKey, etag: sha256 ? `"${sha256}"` : undefined };
        entry = { key };
        known.set(id, entry);
      }
      return entry.key
        ? {
            storageKey: entry.key,
            etag: sha256 ? `"${sha256}-${THAI_JOINERS_VERSION}"` : undefined,
          }
        : { storageKey: storedKey, etag: sha256 ? `"${sha256}"` : undefined };
    },
  };
};
