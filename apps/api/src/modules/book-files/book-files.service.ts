import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Database } from '../../db/client.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { type FileStorage } from '../../lib/file-storage.js';
import { renderCoverSvg } from '../../lib/cover-svg.js';
import type { catalogUpkeepRepository } from '../catalog/index.js';
import { pdfTailOf } from '../../lib/pdf-tail.js';
import type * as bookFilesRepository from './book-files.repository.js';
import type { BookFileFacts, BookFileFormat, StoredBookFile } from './book-files.repository.js';
import { epubSample, pdfSample } from './book-samples.js';
import { composeChapters } from './book-text.js';
import { buildEpub, type EpubCover } from './epub-build.js';
import { buildPdf } from './pdf-build.js';

/**
 * The files of books (docs/book-files.md): stored under content keys (`books/<sha256>.epub`,
 * `samples/<sha256>.pdf`) that nobody can guess and the public `/files/` route refuses, recorded
 * in `book_files` with their size, hash, sample and (PDF) the watermark's tail, and
 * `books.has_sample` kept true for books with a sample.
 */
export type BookFilesDeps = {
  db: Database;
  storage: FileStorage;
  cache?: CatalogCache | undefined;
  bookFiles: Pick<
    typeof bookFilesRepository,
    'upsertBookFiles' | 'refreshHasSample' | 'findBooksWithoutFiles' | 'shareStoredFiles'
  >;
  /** The catalog's version and detail documents, which new files change (sizes, formats). */
  catalogUpkeep: Pick<typeof catalogUpkeepRepository, 'bumpCatalogVersion' | 'refreshBookDetails'>;
};

export type BookFileBytes = { format: BookFileFormat; data: Buffer; sample: Buffer | null };

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

const EXTENSION: Record<BookFileFormat, string> = { EPUB: '.epub', PDF: '.pdf' };

/** Stores one file and its sample; answers the row to record. */
export const storeBookFile = async (
  storage: FileStorage,
  bookId: number,
  file: BookFileBytes,
): Promise<StoredBookFile> => {
  const hash = sha256(file.data);
  const storageKey = `books/${hash}${EXTENSION[file.format]}`;
  await storage.put(storageKey, file.data);
  let sampleKey: string | null = null;
  if (file.sample) {
    sampleKey = `samples/${sha256(file.sample)}${EXTENSION[file.format]}`;
    await storage.put(sampleKey, file.sample);
  }
  return {
    bookId,
    format: file.format,
    storageKey,
    sizeBytes: file.data.length,
    sha256: hash,
    sampleKey,
    sampleSizeBytes: file.sample?.length ?? null,
    pdfTail: file.format === 'PDF' ? pdfTailOf(file.data) : null,
  };
};

/** Records stored files, `has_sample` and the books' detail documents (sizes, formats). */
const recordBookFiles = async (
  { db, bookFiles, catalogUpkeep }: BookFilesDeps,
  rows: StoredBookFile[],
): Promise<void> => {
  const bookIds = [...new Set(rows.map((row) => row.bookId))];
  await db.transaction(async (tx) => {
    await bookFiles.upsertBookFiles(tx, rows);
    await bookFiles.refreshHasSample(tx, bookIds);
    await catalogUpkeep.refreshBookDetails(tx, bookIds);
  });
};

/** A sample made from the file when none was given (book-samples.ts). */
export const sampleOf = (format: BookFileFormat, data: Uint8Array): Promise<Buffer> =>
  format === 'EPUB' ? epubSample(data) : pdfSample(data);

/**
 * Stores the files an import found beside its XML (import-files.ts), one at a time (each is read
 * whole: the PDF's tail and the sample need it), with the given sample or one made from the file.
 */
export const storeImportedBookFiles = async (
  deps: BookFilesDeps,
  files: Array<{ bookId: number; format: BookFileFormat; path: string; samplePath: string | null }>,
): Promise<void> => {
  const rows: StoredBookFile[] = [];
  for (const file of files) {
    const data = await fs.readFile(file.path);
    const sample = file.samplePath
      ? await fs.readFile(file.samplePath)
      : await sampleOf(file.format, data);
    rows.push(
      await storeBookFile(deps.storage, file.bookId, { format: file.format, data, sample }),
    );
  }
  if (rows.length > 0) await recordBookFiles(deps, rows);
};

// ---------------------------------------------------------------------------------------------
// Generated files (the demo store, tests)
// ---------------------------------------------------------------------------------------------

/** Every generated file carries this date: the same book gives the same bytes on any day. */
const GENERATED_AT = '2026-01-01T00:00:00Z';

const inLanguage = (text: { th: string; en: string }, language: 'th' | 'en'): string =>
  (language === 'th' ? text.th || text.en : text.en || text.th).trim();

const COPYRIGHT = {
  th: (owner: string, isbn: string | null, reference: string) => [
    `สงวนลิขสิทธิ์ © ${owner}`,
    'ห้ามคัดลอก ทำซ้ำ หรือเผยแพร่ส่วนใดส่วนหนึ่งของหนังสือเล่มนี้ โดยไม่ได้รับอนุญาตเป็นลายลักษณ์อักษร',
    ...(isbn ? [`ISBN (อีบุ๊ก) ${isbn}`] : []),
    `รหัสหนังสือ ${reference}`,
    'ฉบับอิเล็กทรอนิกส์ จัดจำหน่ายโดยร้านหนังสือหนังสือดิจิทัล (Nangsue)',
    'เนื้อเรื่องในเล่มเป็นข้อความตัวอย่างของร้านสาธิต',
  ],
  en: (owner: string, isbn: string | null, reference: string) => [
    `Copyright © ${owner}. All rights reserved.`,
    'No part of this book may be copied, reproduced or shared without written permission.',
    ...(isbn ? [`ISBN (e-book) ${isbn}`] : []),
    `Book reference ${reference}`,
    'Electronic edition sold by the Nangsue digital bookstore.',
    'The text of this book is sample text of the demo store.',
  ],
};

/** The cover the store shows: the stored picture, else the one it draws (catalog.service). */
const coverOf = async (storage: FileStorage, facts: BookFileFacts): Promise<EpubCover> => {
  if (facts.coverKey) {
    const stored = await storage.get(facts.coverKey);
    if (stored)
      return { data: stored.data, contentType: stored.contentType as EpubCover['contentType'] };
  }
  const svg = renderCoverSvg({
    title: facts.nameTh || facts.nameEn,
    author: facts.authors.map((author) => author.th || author.en).join(', '),
    ...(facts.series && facts.seriesVolume !== null
      ? { seriesLabel: `${facts.series.th} ${facts.seriesVolume}` }
      : {}),
    seed: facts.bookId,
  });
  return { data: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
};

/**
 * The files of one book, written from its catalogue facts: an EPUB always, a PDF when the
 * catalogue announces one; each with a sample of the first chapter. Deterministic.
 */
export const generateFilesOf = async (
  storage: FileStorage,
  facts: BookFileFacts,
  /** Called between two files (a PDF blocks for a while): the background run yields there. */
  pause: () => Promise<void> = async () => undefined,
): Promise<BookFileBytes[]> => {
  const language = facts.textLanguage;
  const reference = facts.recordReference ?? `book-${facts.bookId}`;
  const title = inLanguage({ th: facts.nameTh, en: facts.nameEn }, language);
  const creators = facts.authors.map((author) => inLanguage(author, language));
  const publisher = facts.publisher ? inLanguage(facts.publisher, language) : null;
  const isbn = facts.eIsbn ?? facts.isbn;
  const copyright = COPYRIGHT[language](
    publisher ?? (creators.join(', ') || title),
    isbn,
    reference,
  );
  const chapters = composeChapters({
    recordReference: reference,
    language,
    description: language === 'th' ? facts.fullDescriptionTh : facts.fullDescriptionEn,
  });
  const cover = await coverOf(storage, facts);
  const epubInput = {
    identifier: isbn ? `urn:isbn:${isbn}` : `urn:nangsue:${reference}`,
    title,
    language,
    creators,
    publisher,
    modified: GENERATED_AT,
    copyright,
    cover,
    chapters,
  };
  const files: BookFileBytes[] = [];
  // Every book has an EPUB; `formats` of ['PDF'] alone asks for the PDF only (a second pass).
  if (facts.formats.length !== 1 || facts.formats[0] !== 'PDF')
    files.push({
      format: 'EPUB',
      data: await buildEpub(epubInput),
      sample: await buildEpub({ ...epubInput, chapters: chapters.slice(0, 1), isSample: true }),
    });
  if (facts.formats.includes('PDF')) {
    await pause();
    const pdfInput = {
      title,
      language,
      creators,
      publisher,
      date: new Date(GENERATED_AT),
      copyright,
      chapters,
    };
    const data = await buildPdf(pdfInput);
    await pause();
    files.push({
      format: 'PDF',
      data,
      sample: await buildPdf({ ...pdfInput, chapters: chapters.slice(0, 1), isSample: true }),
    });
  }
  return files;
};

export type GenerateOptions = {
  /** Only these books; default: every book without a stored EPUB that matches `referencePrefix`. */
  bookIds?: number[];
  referencePrefix?: string;
  onProgress?: (done: number) => void;
  /** Stops between books (the API closing). */
  signal?: AbortSignal;
  /**
   * Leaves the PDFs out (their rows stay announced-only): a test that checks every demo EPUB and
   * only some PDFs. A later run does not add them (the book has its EPUB).
   */
  withoutPdf?: boolean;
  /** Only the PDFs of books that announce one and have none stored (after a `withoutPdf` run). */
  missingPdfOnly?: boolean;
  /** Gives the event loop a turn between files, so requests are served while files are written. */
  yieldBetweenBooks?: boolean;
};

/**
 * Writes, stores and records the files of books that have none yet, in id order (a second run
 * finds nothing to do). Answers how many books got files.
 */
export const generateMissingBookFiles = async (
  deps: BookFilesDeps,
  options: GenerateOptions = {},
): Promise<number> => {
  let done = 0;
  while (!options.signal?.aborted) {
    const batch = await deps.bookFiles.findBooksWithoutFiles(deps.db, {
      ...(options.bookIds ? { bookIds: options.bookIds } : {}),
      ...(options.referencePrefix !== undefined
        ? { referencePrefix: options.referencePrefix }
        : {}),
      limit: 10,
      ...(options.missingPdfOnly ? { missing: 'PDF' as const } : {}),
    });
    if (batch.length === 0) break;
    const rows: StoredBookFile[] = [];
    const pause = options.yieldBetweenBooks
      ? () => new Promise<void>((resolve) => setImmediate(resolve))
      : undefined;
    for (const facts of batch) {
      if (options.signal?.aborted) break;
      const formats: BookFileFormat[] = options.missingPdfOnly
        ? ['PDF']
        : options.withoutPdf
          ? facts.formats.filter((format) => format !== 'PDF')
          : facts.formats;
      for (const file of await generateFilesOf(deps.storage, { ...facts, formats }, pause))
        rows.push(await storeBookFile(deps.storage, facts.bookId, file));
      await pause?.();
    }
    if (rows.length === 0) break;
    await recordBookFiles(deps, rows);
    done += new Set(rows.map((row) => row.bookId)).size;
    options.onProgress?.(done);
  }
  if (done > 0) {
    // Formats and sizes on the product pages changed: every process reads the catalogue afresh.
    const version = await deps.catalogUpkeep.bumpCatalogVersion(deps.db);
    deps.cache?.moveTo(version);
  }
  return done;
};

/** Record references of the demo store's books (demo-books.ts). */
export const DEMO_REFERENCE_PREFIX = 'demo-';

/**
 * The demo books' files, written in the background once the API listens (server.ts): 345 books
 * take a minute or more, which a start must not wait for. All EPUBs (with samples) first, then the
 * PDFs; books in id order, so the first books of the demo store (those the journeys open) have
 * their files within seconds; between two files the event loop serves requests. A run stopped
 * half-way goes on at the next start; after a complete one there is nothing to do.
 */
export const generateDemoBookFiles = async (
  deps: BookFilesDeps & {
    log: {
      info(object: object, message: string): void;
      error(object: object, message: string): void;
    };
  },
  signal: AbortSignal,
  /** Only books with an id up to this (`DEMO_BOOK_FILES_MAX_ID`); every demo book when absent. */
  maxBookId?: number,
): Promise<void> => {
  const started = Date.now();
  const common = {
    referencePrefix: DEMO_REFERENCE_PREFIX,
    signal,
    yieldBetweenBooks: true,
    ...(maxBookId === undefined
      ? {}
      : { bookIds: Array.from({ length: maxBookId }, (_, index) => index + 1) }),
  };
  try {
    // Every book's EPUB first (a few milliseconds each), then the PDFs (a few hundred each).
    const books = await generateMissingBookFiles(deps, { ...common, withoutPdf: true });
    if (books > 0) deps.log.info({ books, ms: Date.now() - started }, 'demo EPUBs written');
    const pdfs = await generateMissingBookFiles(deps, { ...common, missingPdfOnly: true });
    if (pdfs > 0) deps.log.info({ books: pdfs, ms: Date.now() - started }, 'demo PDFs written');
  } catch (error) {
    deps.log.error({ err: error }, 'demo book files failed');
  }
};

/**
 * Files for a bulk catalogue (seed:bulk, up to 100,000 books for benchmarks): writing each book's
 * own would take hours, so `templates` books get real files (EPUB and PDF) and every book of the
 * prefix points at one of them for each format it announces. Their title pages name the template
 * books: good for downloads, reading and OPDS under load, not for reading a particular title.
 */
export const shareBookFiles = async (
  deps: BookFilesDeps,
  referencePrefix: string,
  templates = 4,
): Promise<number> => {
  const facts = await deps.bookFiles.findBooksWithoutFiles(deps.db, {
    referencePrefix,
    limit: templates,
  });
  const stored: StoredBookFile[] = [];
  for (const book of facts)
    for (const file of await generateFilesOf(deps.storage, { ...book, formats: ['EPUB', 'PDF'] }))
      stored.push(await storeBookFile(deps.storage, book.bookId, file));
  if (stored.length === 0) return 0;
  const shared = await deps.bookFiles.shareStoredFiles(deps.db, referencePrefix, stored);
  const version = await deps.catalogUpkeep.bumpCatalogVersion(deps.db);
  deps.cache?.moveTo(version);
  return shared;
};
