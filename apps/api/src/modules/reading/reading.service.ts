import type { Annotation, BookFileFormat, Locale, Position, ReaderBook } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import type { bookFilesRepository } from '../book-files/index.js';
import type { BookFile } from '../book-files/index.js';
import { toNextVolume, type libraryRepository } from '../library/index.js';
import type * as readingRepository from './reading.repository.js';
import type { AnnotationRow, PositionRow, ReaderBookRow } from './reading.repository.js';

/** Read to here (basis points), a book counts as finished. */
export const FINISHED_FROM_BP = 9900;

const bookNotFound = () => new AppError('NOT_FOUND', { message: 'reader.bookNotFound' });

/** `page:N` points into a PDF; anything else (an EPUB CFI) into the EPUB. */
export const formatOfLocator = (locator: string): BookFileFormat =>
  /^page:\d+$/.test(locator) ? 'PDF' : 'EPUB';

export const toPosition = (row: PositionRow): Position => ({
  Locator: row.locator,
  Format: row.format,
  Progress: row.progressBp / 10_000,
  Chapter: row.chapter,
  Device: row.device,
  Finished: row.finished,
  Version: row.version,
  UpdatedAt: row.updatedAt.toISOString(),
});

export const toAnnotation = (row: AnnotationRow): Annotation => ({
  Id: row.id,
  Kind: row.kind,
  Locator: row.locator,
  Quote: row.quote,
  Note: row.note,
  Color: row.color as Annotation['Color'],
  Progress: row.progressBp / 10_000,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  DeletedAt: row.deletedAt?.toISOString() ?? null,
});

/** A file the reader streams: where it is stored and what to call it. */
export type ReaderFile = {
  storageKey: string;
  format: BookFileFormat;
  contentType: string;
  fileName: string;
  /** The whole book's SHA-256 (an ETag for range requests); null for a sample. */
  sha256: string | null;
};

const CONTENT_TYPE: Record<BookFileFormat, string> = {
  EPUB: 'application/epub+zip',
  PDF: 'application/pdf',
};

/** A sample can be read by anyone while the book is on sale and has one. */
const sampleOpen = (book: ReaderBookRow) => book.published && book.hasSample;

/** The stored key of a book's file in a format, whole or its sample. */
const keyOf = (file: BookFile, sample: boolean) => (sample ? file.sampleKey : file.storageKey);

/**
 * The reader (docs/bookshelf.md#reader): what it opens, its files, the reading position shared by
 * the customer's devices, bookmarks and highlights. An owner reads the whole book; anyone reads a
 * published book's sample; everything else is 404, another customer's notes included.
 */
export const createReadingService = ({
  db,
  reading,
  files,
  library,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  reading: Pick<
    typeof readingRepository,
    | 'findAnnotation'
    | 'findAnnotations'
    | 'findPosition'
    | 'findReaderBook'
    | 'insertFirstPosition'
    | 'lockPosition'
    | 'tombstoneAnnotation'
    | 'updatePosition'
    | 'upsertAnnotation'
  >;
  files: Pick<typeof bookFilesRepository, 'findBookFile' | 'findBookFiles'>;
  /** The series' next volume (offered at the end) and the shelf's finished state (docs/bookshelf.md). */
  library: Pick<typeof libraryRepository, 'findSeriesFacts' | 'setFinished'>;
  withTransaction?: WithTransaction;
}) => {
  const bookFor = async (customerId: number | undefined, bookId: number) => {
    const book = await reading.findReaderBook(db, { bookId, customerId });
    if (!book) throw bookNotFound();
    return book;
  };

  /**
   * Positions are the owner's: a sample's locators would not point into the whole book. Also a
   * book of the customer's own order waiting for its payment (read while you pay, docs/reader.md):
   * the pending preview keeps the whole book's places, so its position is the whole book's.
   */
  const ownedBook = async (customerId: number, bookId: number) => {
    const book = await bookFor(customerId, bookId);
    if (!book.owned && !book.pending) throw bookNotFound();
    return book;
  };

  /**
   * Bookmarks and highlights: in a book the customer owns or is paying for (the pending preview's
   * notes are the whole book's), or in a sample anyone may read.
   */
  const annotatable = async (customerId: number, bookId: number) => {
    const book = await bookFor(customerId, bookId);
    if (!book.owned && !book.pending && !sampleOpen(book)) throw bookNotFound();
    return book;
  };

  /**
   * Whole or sample, and which files: the whole book for its owner (unless a sample is asked for),
   * the sample for anyone else; a whole book asked for by someone else is not found.
   */
  const modeOf = (book: ReaderBookRow, sample: boolean | undefined): boolean => {
    if (sample === false && !book.owned) throw bookNotFound();
    const isSample = sample ?? !book.owned;
    if (isSample && !sampleOpen(book)) throw bookNotFound();
    return isSample;
  };

  return {
    /** GET /v2/reader/{productId}: what the reader opens with. */
    async readerBook(
      customerId: number | undefined,
      bookId: number,
      query: { format?: BookFileFormat; sample?: boolean },
      locale: Locale,
    ): Promise<ReaderBook> {
      const book = await bookFor(customerId, bookId);
      const isSample = modeOf(book, query.sample);
      const stored = (await files.findBookFiles(db, bookId)).filter((file) =>
        keyOf(file, isSample),
      );
      const formats = stored.map((file) => file.format);
      const [position, annotations, series] =
        customerId === undefined
          ? [undefined, [], []]
          : await Promise.all([
              book.owned ? reading.findPosition(db, { customerId, bookId }) : undefined,
              book.owned || book.pending || sampleOpen(book)
                ? reading.findAnnotations(db, { customerId, bookId })
                : [],
              isSample ? [] : library.findSeriesFacts(db, { customerId, bookIds: [bookId] }),
            ]);
      // The asked format; else where the customer was reading; else EPUB; else what there is.
      const format =
        query.format ??
        (position && formats.includes(position.format) ? position.format : formats[0]);
      if (!format || !formats.includes(format)) throw bookNotFound();
      return {
        ProductId: book.id,
        Name: locale === 'en' ? book.nameEn : book.nameTh,
        Language: book.textLanguage,
        Format: format,
        Formats: formats,
        IsSample: isSample,
        FileUrl: `/reader-files/${book.id}?format=${format}&sample=${isSample}`,
        Position: position ? toPosition(position) : null,
        Annotations: annotations.map(toAnnotation),
        NextVolume: toNextVolume(locale, series[0]),
      };
    },

    /**
     * GET /v2/reader/{productId}/file: the stored file the reader streams, the whole book for its
     * owner only, a sample for anyone.
     */
    async readerFile(
      customerId: number | undefined,
      bookId: number,
      format: BookFileFormat,
      sample: boolean,
    ): Promise<ReaderFile> {
      const book = await bookFor(customerId, bookId);
      modeOf(book, sample);
      const file = await files.findBookFile(db, bookId, format);
      const storageKey = file && keyOf(file, sample);
      if (!file || !storageKey) throw bookNotFound();
      return {
        storageKey,
        format,
        contentType: CONTENT_TYPE[format],
        fileName: `${book.id}${sample ? '-sample' : ''}.${format.toLowerCase()}`,
        sha256: sample ? null : file.sha256,
      };
    },

    /**
     * POST /v2/reader/{productId}/position. Saves take turns on the row's lock. When nobody moved
     * since the caller's `BaseVersion`, the position is saved (version + 1). When another device
     * moved since, the further of the two is kept: the stored one is answered with `Conflict` (the
     * reader goes there and says so), or the caller's is saved (no conflict: it is where the
     * reader is). Finished: said so, or read to 99 %; it stays so until said otherwise. A book
     * being paid for (read while you pay) saves its position too, never finished.
     */
    async savePosition(
      customerId: number,
      bookId: number,
      body: {
        Locator: string;
        Progress: number;
        Chapter?: string | null | undefined;
        Device?: string | null | undefined;
        Finished?: boolean | undefined;
        BaseVersion: number | null;
      },
    ): Promise<{ Position: Position; Conflict: boolean }> {
      const book = await ownedBook(customerId, bookId);
      // The end of a pending preview is not the end of the book: finished only once owned.
      const told = book.owned ? body.Finished : false;
      const progressBp = Math.round(body.Progress * 10_000);
      const values = {
        customerId,
        bookId,
        format: formatOfLocator(body.Locator),
        locator: body.Locator,
        progressBp,
        chapter: body.Chapter ?? null,
        device: body.Device ?? null,
        finished: told ?? progressBp >= FINISHED_FROM_BP,
      };
      return withTransaction(async (tx) => {
        const first = await reading.insertFirstPosition(tx, values);
        // Read to the end: the shelf's finished state too (kept from the first time).
        if (first?.finished) await library.setFinished(tx, { customerId, bookId, finished: true });
        if (first) return { Position: toPosition(first), Conflict: false };
        const stored = await reading.lockPosition(tx, { customerId, bookId });
        if (!stored) throw new AppError('CONFLICT');
        const movedSince = stored.version !== body.BaseVersion;
        if (movedSince && stored.progressBp > progressBp)
          return { Position: toPosition(stored), Conflict: true };
        const saved = await reading.updatePosition(tx, {
          ...values,
          finished: told ?? (progressBp >= FINISHED_FROM_BP || stored.finished),
        });
        if (saved.finished && !stored.finished)
          await library.setFinished(tx, { customerId, bookId, finished: true });
        return { Position: toPosition(saved), Conflict: false };
      });
    },

    /** GET /v2/reader/{productId}/annotations: every one, deleted ones too (so devices drop them). */
    async annotations(customerId: number, bookId: number): Promise<{ Annotations: Annotation[] }> {
      await annotatable(customerId, bookId);
      return {
        Annotations: (await reading.findAnnotations(db, { customerId, bookId })).map(toAnnotation),
      };
    },

    /**
     * POST /v2/reader/{productId}/annotations: creates or changes one by the reader's own id. An id
     * of another customer's (or another book's) is 404 and changes nothing; a deleted one stays
     * deleted and is answered as it is, so the device drops it.
     */
    async saveAnnotation(
      customerId: number,
      bookId: number,
      body: {
        Id: string;
        Kind: 'bookmark' | 'highlight';
        Locator: string;
        Quote: string;
        Note: string;
        Color: Annotation['Color'];
        Progress: number;
      },
    ): Promise<Annotation> {
      await annotatable(customerId, bookId);
      const saved = await reading.upsertAnnotation(db, {
        id: body.Id,
        customerId,
        bookId,
        kind: body.Kind,
        locator: body.Locator,
        quote: body.Quote,
        note: body.Note,
        color: body.Color,
        progressBp: Math.round(body.Progress * 10_000),
      });
      const row = saved ?? (await reading.findAnnotation(db, { id: body.Id, customerId, bookId }));
      if (!row) throw new AppError('NOT_FOUND', { message: 'reader.annotationNotFound' });
      return toAnnotation(row);
    },

    /** POST /v2/reader/{productId}/annotations/delete: leaves a tombstone; repeating it is harmless. */
    async deleteAnnotation(customerId: number, bookId: number, id: string): Promise<Annotation> {
      await annotatable(customerId, bookId);
      const row = await reading.tombstoneAnnotation(db, { id, customerId, bookId });
      if (!row) throw new AppError('NOT_FOUND', { message: 'reader.annotationNotFound' });
      return toAnnotation(row);
    },
  };
};

export type ReadingService = ReturnType<typeof createReadingService>;
