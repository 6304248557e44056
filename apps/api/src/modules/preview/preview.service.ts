import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BookFileFormat, Locale, PreviewBook, PreviewOpened } from '@nangsue/contracts';
import type { PortalPreviewLink } from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import type { ByteRange, FileStorage } from '../../lib/file-storage.js';
import { isPdfTail, pdfTailOf } from '../../lib/pdf-tail.js';
import type { bookFilesRepository } from '../book-files/index.js';
import { pdfStampUpdate, stampEpub, type Stamp } from '../downloads/index.js';
import type { PublisherPrincipal } from '../portal/index.js';
import type * as previewRepository from './preview.repository.js';
import type { PreviewBookRow, PreviewSessionRow } from './preview.repository.js';

/** A preview link opens within this long of being made... */
export const PREVIEW_LINK_MS = 10 * 60_000;
/** ...once, into a reading session of this long. */
export const PREVIEW_SESSION_MS = 4 * 60 * 60_000;

const CONTENT_TYPE: Record<BookFileFormat, string> = {
  EPUB: 'application/epub+zip',
  PDF: 'application/pdf',
};
const FORMATS: readonly BookFileFormat[] = ['EPUB', 'PDF'];
/** PDF stamps kept for previews being read (about 30 KB each). */
const PDF_STAMPS_KEPT = 64;

const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

/** A stored file a preview reads: the revision's waiting for review, else the live one. */
type PreviewSource = {
  format: BookFileFormat;
  storageKey: string;
  pdfTail: unknown;
};

/** The previewed file, stamped, ready to stream. */
export type PreviewFile = {
  contentType: string;
  fileName: string;
  /**
   * The stamped file's length when known before it is written (a PDF: the stored file and the
   * appended stamp), so ranges can be served; null for an EPUB, written as it streams.
   */
  size: number | null;
  /** The stamped bytes, or one range of them (only when `size` is known). */
  stream(range?: ByteRange): Promise<Readable>;
};

const bookNotFound = () => new AppError('NOT_FOUND', { message: 'preview.bookNotFound' });
const ended = () => new AppError('NOT_FOUND', { message: 'preview.ended' });

/**
 * What the member sees in the watermark: the buyer's line (docs/downloads.md) made from their
 * name and e-mail, marked as a preview; the preview's trace id in the file's metadata.
 */
export const previewStamp = (
  session: Pick<
    PreviewSessionRow,
    'memberFirstName' | 'memberLastName' | 'memberEmail' | 'traceId'
  >,
): Stamp => {
  const name = `${session.memberFirstName} ${session.memberLastName}`.trim();
  const email = session.memberEmail ?? '';
  return {
    name: name && email ? `${name} (${email})` : name || email,
    orderNumber: null,
    licenseId: session.traceId,
    preview: true,
  };
};

/**
 * A publisher member's preview of their own title in the store's reader (issue 25, docs/reader.md
 * "Preview"): a one-time link made in the portal, opened once by the storefront into a reading
 * session, and the book's file with the watermark a buyer's copy carries. It puts nothing on a
 * shelf, counts no download and makes no order: it reads the book's rows and files only.
 */
export const createPreviewService = ({
  db,
  storage,
  storefrontUrl,
  clock = systemClock,
  repository,
  files,
}: {
  db: Database;
  storage: FileStorage;
  storefrontUrl: string;
  clock?: Clock;
  repository: Pick<
    typeof previewRepository,
    'findPreviewSession' | 'findPublisherBook' | 'insertPreviewLink' | 'openPreviewLink'
  >;
  files: Pick<typeof bookFilesRepository, 'findBookFiles'>;
}) => {
  /** Per format, the revision's file waiting for review (what goes live), else the live one. */
  const sourcesOf = async (book: PreviewBookRow): Promise<PreviewSource[]> => {
    const live = await files.findBookFiles(db, book.id);
    return FORMATS.flatMap((format): PreviewSource[] => {
      const waiting = book.pendingFiles.find((file) => file.format === format);
      if (waiting) return [{ format, storageKey: waiting.storageKey, pdfTail: waiting.pdfTail }];
      const stored = live.find((file) => file.format === format && file.storageKey);
      return stored?.storageKey
        ? [{ format, storageKey: stored.storageKey, pdfTail: stored.pdfTail }]
        : [];
    });
  };

  /**
   * The PDF stamps of the previews being read (a few tens of kilobytes each): pdf.js asks for a
   * book in many ranges, and building a stamp takes milliseconds (HarfBuzz, the font). The stamp
   * is a pure function of the stored file and the preview, so it is made once per both.
   */
  const pdfStamps = new Map<string, Buffer>();
  const pdfStampOf = async (
    row: PreviewSessionRow,
    source: PreviewSource,
    stored: number,
  ): Promise<Buffer> => {
    const cacheKey = `${row.previewId}:${source.storageKey}:${stored}`;
    const kept = pdfStamps.get(cacheKey);
    if (kept) return kept;
    // The tail recorded when the file was stored; a file stored without one is read once here.
    const tail =
      isPdfTail(source.pdfTail) && source.pdfTail.byteLength === stored
        ? source.pdfTail
        : pdfTailOf(await storage.read(source.storageKey, 0, stored));
    const update = pdfStampUpdate(tail, previewStamp(row));
    pdfStamps.set(cacheKey, update);
    if (pdfStamps.size > PDF_STAMPS_KEPT) pdfStamps.delete(pdfStamps.keys().next().value as string);
    return update;
  };

  /** The session a token names, for this book; anything else is an ended preview (404). */
  const sessionFor = async (session: string, bookId: number): Promise<PreviewSessionRow> => {
    const row = await repository.findPreviewSession(db, {
      sessionHash: hashOf(session),
      now: clock.now(),
    });
    if (!row || row.bookId !== bookId) throw ended();
    return row;
  };

  const bookOf = async (row: PreviewSessionRow): Promise<PreviewBookRow> => {
    const book = await repository.findPublisherBook(db, {
      bookId: row.bookId,
      catalogPublisherId: row.catalogPublisherId,
    });
    if (!book) throw ended();
    return book;
  };

  return {
    /**
     * POST /portal/v1/titles/{bookId}/preview: a one-time link to the storefront's reader on the
     * book, for this member, in the caller's language. Another organisation's book is 404.
     */
    async createLink(
      principal: Pick<PublisherPrincipal, 'memberId' | 'catalogPublisherId'>,
      bookId: number,
      locale: Locale,
    ): Promise<PortalPreviewLink> {
      const book = await repository.findPublisherBook(db, {
        bookId,
        catalogPublisherId: principal.catalogPublisherId,
      });
      if (!book) throw bookNotFound();
      if ((await sourcesOf(book)).length === 0)
        throw new AppError('CONFLICT', { message: 'preview.noFile' });
      const now = clock.now();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + PREVIEW_LINK_MS);
      await repository.insertPreviewLink(db, {
        memberId: principal.memberId,
        bookId,
        tokenHash: hashOf(token),
        linkExpiresAt: expiresAt,
        now,
      });
      return {
        Url: `${storefrontUrl}${locale === 'en' ? '/en' : ''}/preview/${token}`,
        ExpiresAt: expiresAt.toISOString(),
        ReadingMinutes: PREVIEW_SESSION_MS / 60_000,
      };
    },

    /**
     * POST /v2/preview/open: the link, once and before it expires, becomes a reading session
     * (its token answered to the storefront's server for its HttpOnly cookie). A link opened
     * before, expired or unknown: 404, the same for all.
     */
    async open(token: string, client: { ip: string | null }): Promise<PreviewOpened> {
      const now = clock.now();
      const session = newToken();
      const expiresAt = new Date(now.getTime() + PREVIEW_SESSION_MS);
      const opened = await repository.openPreviewLink(db, {
        tokenHash: hashOf(token),
        sessionHash: hashOf(session),
        now,
        sessionExpiresAt: expiresAt,
        ip: client.ip,
      });
      const row =
        opened && (await repository.findPreviewSession(db, { sessionHash: hashOf(session), now }));
      // Opened, but the member or the book is no longer the organisation's: nothing to read.
      if (!row) throw new AppError('NOT_FOUND', { message: 'preview.linkInvalid' });
      return { ProductId: row.bookId, Session: session, ExpiresAt: expiresAt.toISOString() };
    },

    /** POST /v2/preview/book/{productId}: what the store's reader opens with, for the session. */
    async readerBook(
      session: string,
      bookId: number,
      query: { format?: BookFileFormat | undefined },
      locale: Locale,
    ): Promise<PreviewBook> {
      const row = await sessionFor(session, bookId);
      const book = await bookOf(row);
      const formats = (await sourcesOf(book)).map((source) => source.format);
      const format = query.format ?? formats[0];
      if (!format || !formats.includes(format)) throw ended();
      return {
        Book: {
          ProductId: book.id,
          Name: locale === 'en' ? book.nameEn : book.nameTh,
          Language: book.textLanguage,
          Format: format,
          Formats: formats,
          IsSample: false,
          FileUrl: `/preview-files/${book.id}?format=${format}`,
          Position: null,
          Annotations: [],
        },
        ExpiresAt: (row.sessionExpiresAt ?? clock.now()).toISOString(),
      };
    },

    /**
     * GET /v2/preview/book/{productId}/file: the book's file as a buyer downloads it, stamped for
     * the member and marked as a preview. A PDF is the stored file with the stamp appended (an
     * incremental update), so its length is known and it is served by ranges as the reader's;
     * an EPUB is rewritten as it streams, whole.
     */
    async file(session: string, bookId: number, format: BookFileFormat): Promise<PreviewFile> {
      const row = await sessionFor(session, bookId);
      const source = (await sourcesOf(await bookOf(row))).find((item) => item.format === format);
      if (!source) throw ended();
      const key = source.storageKey;
      const stored = await storage.size(key);
      if (stored === undefined) throw new Error(`book file missing from storage: ${key}`);
      const common = {
        contentType: CONTENT_TYPE[format],
        fileName: `${bookId}-preview.${format.toLowerCase()}`,
      };
      if (format === 'EPUB') {
        return {
          ...common,
          size: null,
          stream: () =>
            stampEpub(
              { size: stored, read: (start, length) => storage.read(key, start, length) },
              previewStamp(row),
            ),
        };
      }
      const update = await pdfStampOf(row, source, stored);
      const size = stored + update.length;
      return {
        ...common,
        size,
        async stream(range = { start: 0, end: size - 1 }) {
          const original =
            range.start < stored
              ? await storage.stream(key, {
                  start: range.start,
                  end: Math.min(range.end, stored - 1),
                })
              : undefined;
          if (range.start < stored && !original)
            throw new Error(`book file missing from storage: ${key}`);
          const appended =
            range.end >= stored
              ? update.subarray(Math.max(0, range.start - stored), range.end - stored + 1)
              : undefined;
          return Readable.from(
            (async function* () {
              if (original) for await (const chunk of original) yield chunk as Buffer;
              if (appended && appended.length > 0) yield appended;
            })(),
            { objectMode: false },
          );
        },
      };
    },
  };
};

export type PreviewService = ReturnType<typeof createPreviewService>;
