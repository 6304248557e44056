import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  TextWriter,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLocalFileStorage } from '../../lib/file-storage.js';
import { createReaderEpubs, joinEpubCompounds } from './reader-epub.js';

const page = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" lang="th"><head><title>t</title></head><body>${body}</body></html>`;

const makeEpub = async (chapter: string): Promise<Uint8Array> => {
  const writer = new ZipWriter(new Uint8ArrayWriter(), { useWebWorkers: false });
  await writer.add('mimetype', new Uint8ArrayReader(Buffer.from('application/epub+zip')), {
    level: 0,
  });
  await writer.add('EPUB/text/ch1.xhtml', new Uint8ArrayReader(Buffer.from(page(chapter))));
  await writer.add('EPUB/images/cover.png', new Uint8ArrayReader(new Uint8Array([1, 2, 3, 4])), {
    level: 0,
  });
  return writer.close();
};

const entriesOf = async (epub: Uint8Array) => {
  const reader = new ZipReader(new Uint8ArrayReader(epub), { useWebWorkers: false });
  const entries = await reader.getEntries();
  const texts = new Map<string, string>();
  for (const entry of entries)
    if (!entry.directory) texts.set(entry.filename, await entry.getData(new TextWriter()));
  await reader.close();
  return { entries, texts };
};

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('the reader EPUB', () => {
  const root = path.join(os.tmpdir(), `reader-epub-${process.pid}-${Date.now()}`);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('joins the Thai compounds of its pages and keeps everything else', async () => {
    const joined = await joinEpubCompounds(await makeEpub('<p>แม่เปิดตู้เย็น</p>'));
    expect(joined).not.toBeNull();
    const { entries, texts } = await entriesOf(joined!);
    // mimetype first and stored (OCF), the other entries in their order.
    expect(entries.map((entry) => entry.filename)).toEqual([
      'mimetype',
      'EPUB/text/ch1.xhtml',
      'EPUB/images/cover.png',
    ]);
    expect(entries[0]!.compressionMethod).toBe(0);
    expect(texts.get('EPUB/text/ch1.xhtml')).toBe(page('<p>แม่เปิดตู้\u2060เย็น</p>'));
    expect(texts.get('EPUB/images/cover.png')).toBe('\u0001\u0002\u0003\u0004');
  });

  it('is the stored file when nothing changes or it is no zip', async () => {
    expect(await joinEpubCompounds(await makeEpub('<p>The fridge</p>'))).toBeNull();
    await expect(joinEpubCompounds(new Uint8Array([1, 2, 3]))).rejects.toThrow();
  });

  it('is made once per stored file and kept in the file store', async () => {
    const storage = createLocalFileStorage(root);
    const stored = Buffer.from(await makeEpub('<p>เด็กหญิงเปิดตู้เย็น</p>'));
    await storage.put('books/abc.epub', stored);
    await storage.put('books/plain.epub', Buffer.from(await makeEpub('<p>Plain</p>')));
    await storage.put('books/broken.epub', Buffer.from('not a zip'));
    const get = vi.spyOn(storage, 'get');

    const readerEpubs = createReaderEpubs(storage, log);
    // Three devices at once: one file made.
    const served = await Promise.all(
      [1, 2, 3].map(() => readerEpubs.of('books/abc.epub', stored.length, 'abc')),
    );
    expect(new Set(served.map((one) => one.storageKey)).size).toBe(1);
    expect(served[0]!.storageKey).toMatch(/^reader\/wj1\/[0-9a-f]{32}\.epub$/);
    expect(served[0]!.etag).toBe('"abc-wj1"');
    expect(get).toHaveBeenCalledTimes(1);
    get.mockClear();
    const made = await storage.get(served[0]!.storageKey);
    expect((await entriesOf(made!.data)).texts.get('EPUB/text/ch1.xhtml')).toContain(
      'เด็ก\u2060หญิงเปิดตู้\u2060เย็น',
    );
    // The stored book is unchanged.
    expect((await storage.get('books/abc.epub'))!.data.equals(stored)).toBe(true);

    // Another process (or after a restart) finds it in the store.
    const again = await createReaderEpubs(storage, log).of('books/abc.epub', stored.length, 'abc');
    expect(again.storageKey).toBe(served[0]!.storageKey);
    expect(get).toHaveBeenCalledTimes(2); // the two reads of this test

    for (const key of ['books/plain.epub', 'books/broken.epub']) {
      const size = (await storage.size(key))!;
      expect(await readerEpubs.of(key, size, null)).toEqual({ storageKey: key, etag: undefined });
    }
  });
});
