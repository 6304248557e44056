import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { bookDetails, bookFiles, books } from '../../db/schema/index.js';

export type BookFileFormat = 'EPUB' | 'PDF';

/**
 * A stored file of a book (docs/book-files.md). `storageKey` is null for catalogue rows that only
 * announce a format (an import without files); `pdfTail` is what `pdfTailOf` recorded for a PDF
 * (lib/pdf-tail.ts), null otherwise.
 */
export type BookFile = {
  bookId: number;
  format: BookFileFormat;
  storageKey: string | null;
  sizeBytes: number;
  sampleKey: string | null;
  sampleSizeBytes: number | null;
  sha256: string | null;
  pdfTail: unknown;
};

const columns = {
  bookId: bookFiles.bookId,
  format: bookFiles.format,
  storageKey: bookFiles.storageKey,
  sizeBytes: bookFiles.sizeBytes,
  sampleKey: bookFiles.sampleKey,
  sampleSizeBytes: bookFiles.sampleSizeBytes,
  sha256: bookFiles.sha256,
  pdfTail: bookFiles.pdfTail,
};

/** The files of a book, EPUB before PDF. */
export const findBookFiles = async (db: DbOrTx, bookId: number): Promise<BookFile[]> =>
  db
    .select(columns)
    .from(bookFiles)
    .where(eq(bookFiles.bookId, bookId))
    .orderBy(asc(bookFiles.format));

export const findBookFile = async (
  db: DbOrTx,
  bookId: number,
  format: BookFileFormat,
): Promise<BookFile | undefined> => {
  const [row] = await db
    .select(columns)
    .from(bookFiles)
    .where(and(eq(bookFiles.bookId, bookId), eq(bookFiles.format, format)));
  return row;
};

/** The files of many books at once (OPDS feeds, the library export). */
export const findFilesOfBooks = async (db: DbOrTx, bookIds: number[]): Promise<BookFile[]> =>
  bookIds.length === 0
    ? []
    : db
        .select(columns)
        .from(bookFiles)
        .where(inArray(bookFiles.bookId, bookIds))
        .orderBy(asc(bookFiles.bookId), asc(bookFiles.format));

export type StoredBookFile = {
  bookId: number;
  format: BookFileFormat;
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  sampleKey: string | null;
  sampleSizeBytes: number | null;
  pdfTail: unknown;
};

/** Records stored files (insert or replace the row of that book and format). */
export const upsertBookFiles = async (db: DbOrTx, files: StoredBookFile[]): Promise<void> => {
  if (files.length === 0) return;
  await db
    .insert(bookFiles)
    .values(files)
    .onConflictDoUpdate({
      target: [bookFiles.bookId, bookFiles.format],
      set: {
        storageKey: sql`excluded.storage_key`,
        sizeBytes: sql`excluded.size_bytes`,
        sha256: sql`excluded.sha256`,
        sampleKey: sql`excluded.sample_key`,
        sampleSizeBytes: sql`excluded.sample_size_bytes`,
        pdfTail: sql`excluded.pdf_tail`,
      },
    });
};

/** `books.has_sample` from whether any stored file of the book has a sample. */
export const refreshHasSample = async (db: DbOrTx, bookIds: number[]): Promise<void> => {
  if (bookIds.length === 0) return;
  await db
    .update(books)
    .set({
      hasSample: sql`exists (select 1 from ${bookFiles} where ${bookFiles.bookId} = ${books.id} and ${bookFiles.sampleKey} is not null)`,
    })
    .where(inArray(books.id, bookIds));
};

type Named = { th: string; en: string };

/** What a generated book's files are written from (book-files.service.ts). */
export type BookFileFacts = {
  bookId: number;
  recordReference: string | null;
  nameTh: string;
  nameEn: string;
  textLanguage: 'th' | 'en';
  fullDescriptionTh: string;
  fullDescriptionEn: string;
  isbn: string | null;
  eIsbn: string | null;
  coverKey: string | null;
  authors: Named[];
  publisher: Named | null;
  series: Named | null;
  seriesVolume: number | null;
  /** The formats the catalogue announces for the book. */
  formats: BookFileFormat[];
};

/**
 * Books without a stored EPUB (or, with `missing: 'PDF'`, with an announced PDF not stored), among
 * the given ids or the record references starting with `referencePrefix` (the demo's `demo-`),
 * oldest first, at most `limit`.
 */
export const findBooksWithoutFiles = async (
  db: DbOrTx,
  params: {
    bookIds?: number[];
    referencePrefix?: string;
    limit: number;
    /** `PDF`: books announcing a PDF without a stored one instead. */
    missing?: BookFileFormat;
  },
): Promise<BookFileFacts[]> => {
  const conditions = [
    params.missing === 'PDF'
      ? sql`exists (select 1 from ${bookFiles} f where f.book_id = ${books.id} and f.format = 'PDF' and f.storage_key is null)`
      : sql`not exists (select 1 from ${bookFiles} f where f.book_id = ${books.id} and f.format = 'EPUB' and f.storage_key is not null)`,
  ];
  if (params.bookIds) conditions.push(inArray(books.id, params.bookIds));
  if (params.referencePrefix !== undefined)
    conditions.push(
      sql`${books.recordReference} like ${`${params.referencePrefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`,
    );
  const rows = await db
    .select({
      bookId: books.id,
      recordReference: books.recordReference,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      textLanguage: books.textLanguage,
      fullDescriptionTh: books.fullDescriptionTh,
      fullDescriptionEn: books.fullDescriptionEn,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
      coverKey: books.coverKey,
      seriesVolume: books.seriesVolume,
      doc: bookDetails.doc,
    })
    .from(books)
    .leftJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(...conditions))
    .orderBy(asc(books.id))
    .limit(params.limit);
  return rows.map(({ doc, ...row }) => {
    const details = (doc ?? {}) as {
      authors?: Named[];
      publisher?: Named | null;
      series?: Named | null;
      formats?: BookFileFormat[];
    };
    return {
      ...row,
      authors: details.authors ?? [],
      publisher: details.publisher ?? null,
      series: details.series ?? null,
      formats: details.formats ?? [],
    };
  });
};

/**
 * Points the announced-only file rows of every book whose reference starts with `referencePrefix`
 * at shared stored files, book `id` taking template `id mod n` of its format (seed:bulk's books:
 * docs/book-files.md), and sets their `has_sample`. Answers how many rows now have a file.
 */
export const shareStoredFiles = async (
  db: DbOrTx,
  referencePrefix: string,
  templates: StoredBookFile[],
): Promise<number> => {
  let shared = 0;
  const pattern = `${referencePrefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  for (const format of ['EPUB', 'PDF'] as const) {
    const own = templates
      .filter((template) => template.format === format)
      .map((template, index) => ({ ...template, slot: index }));
    if (own.length === 0) continue;
    const rows = await executeRows<{ book_id: number }>(
      db,
      sql`
      update ${bookFiles} f set
        storage_key = t.storage_key, size_bytes = t.size_bytes, sha256 = t.sha256,
        sample_key = t.sample_key, sample_size_bytes = t.sample_size_bytes, pdf_tail = t.pdf_tail
      from ${books} b,
        jsonb_to_recordset(${JSON.stringify(
          own.map((template) => ({
            slot: template.slot,
            storage_key: template.storageKey,
            size_bytes: template.sizeBytes,
            sha256: template.sha256,
            sample_key: template.sampleKey,
            sample_size_bytes: template.sampleSizeBytes,
            pdf_tail: template.pdfTail,
          })),
        )}::jsonb) as t(slot int, storage_key text, size_bytes int, sha256 text, sample_key text,
          sample_size_bytes int, pdf_tail jsonb)
      where f.book_id = b.id and b.record_reference like ${pattern}
        and f.format = ${format} and f.storage_key is null and t.slot = b.id % ${own.length}
      returning f.book_id`,
    );
    shared += rows.length;
  }
  await db.execute(sql`
    update ${books} b set has_sample = true
    where b.record_reference like ${pattern} and not b.has_sample
      and exists (select 1 from ${bookFiles} f where f.book_id = b.id and f.sample_key is not null)`);
  return shared;
};
