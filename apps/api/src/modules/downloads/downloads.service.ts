import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { DownloadLink, Locale } from '@nangsue/contracts';
import { Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/dates.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
  type CustomerLock,
} from '../../lib/deps.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { bookFilesRepository } from '../book-files/index.js';
import type { BookFile } from '../book-files/index.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type * as downloadsRepository from './downloads.repository.js';
import type { DownloadChannel, DownloadFormat, OwnedItem } from './downloads.repository.js';
import { stampEpub } from './epub-stamp.js';
import { pdfStampUpdate } from './pdf-stamp.js';
import { isPdfTail, pdfTailOf } from '../../lib/pdf-tail.js';
import type { Stamp } from './stamp-text.js';

export type DownloadSettings = {
  /** Downloads of a book whose own limit is null; 0 = no limit. */
  defaultLimit: number;
  linkSeconds: number;
  /** The links' signing key; unset, one made once and kept in `store_secrets`. */
  linkSecret?: string;
  /** Hours between two library exports; 0 = no limit. */
  exportHours: number;
};

export type OpenedDownload = { stream: Readable; fileName: string; contentType: string };

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  EPUB: 'application/epub+zip',
  PDF: 'application/pdf',
};
const EXTENSIONS: Record<DownloadFormat, string> = { EPUB: 'epub', PDF: 'pdf' };

/** A file name any system accepts: no path or reserved characters, at most 120 characters. */
export const safeFileName = (title: string, format: DownloadFormat): string => {
  const base = [...title.normalize('NFC')]
    .filter((char) => !/[\p{Cc}\p{Cf}<>:"/\\|?*]/u.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${base || 'book'}.${EXTENSIONS[format]}`;
};

/** The book's title in its own language. */
const titleOf = (item: OwnedItem): string =>
  item.language === 'th' ? item.nameTh || item.nameEn : item.nameEn || item.nameTh;

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

type LinkPayload = { v: 1; c: number; b: number; f: DownloadFormat; j: string; e: number };

const notFound = () => new AppError('NOT_FOUND', { message: 'download.notFound' });
const linkInvalid = () => new AppError('NOT_FOUND', { message: 'download.linkInvalid' });

/**
 * Downloads (docs/downloads.md): signed one-use links for the storefront, and the one place that
 * opens a book file for a customer (storefront link, OPDS, library export): ownership, the
 * per-book limit counted in one statement, the log, and the watermark stamped while streaming.
 */
export const createDownloadService = ({
  db,
  storage,
  settings,
  clock = systemClock,
  downloads,
  bookFiles,
  customers,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  storage: FileStorage;
  settings: DownloadSettings;
  clock?: Clock;
  downloads: Pick<
    typeof downloadsRepository,
    | 'consumeDownload'
    | 'ensureSecret'
    | 'findCustomerName'
    | 'findOwnedBook'
    | 'findOwnedByItemKey'
    | 'lastExportSince'
    | 'listOwned'
    | 'logDownload'
    | 'traceLicense'
  >;
  bookFiles: Pick<typeof bookFilesRepository, 'findBookFile' | 'findFilesOfBooks'>;
  customers: CustomerLock;
  withTransaction?: WithTransaction;
}) => {
  let secret: Promise<Buffer> | undefined;
  const linkKey = (): Promise<Buffer> => {
    secret ??= (async () =>
      Buffer.from(
        settings.linkSecret ??
          (await downloads.ensureSecret(
            db,
            'download_link_secret',
            randomBytes(32).toString('base64url'),
          )),
        'utf8',
      ))();
    secret.catch(() => (secret = undefined));
    return secret;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', await linkKey())
      .update(payload)
      .digest();

  /** The limit that applies to a book: its own, else the store's; null = none. */
  const limitOf = (item: Pick<OwnedItem, 'downloadLimit'>): number | null => {
    const limit = item.downloadLimit ?? settings.defaultLimit;
    return limit > 0 ? limit : null;
  };

  const storedFile = async (bookId: number, format: DownloadFormat): Promise<BookFile> => {
    const file = await bookFiles.findBookFile(db, bookId, format);
    if (!file?.storageKey) {
      throw new AppError('NOT_FOUND', { message: 'download.formatMissing', params: { format } });
    }
    return file;
  };

  const stampOf = async (item: OwnedItem): Promise<Stamp> => {
    const customer = await downloads.findCustomerName(db, item.customerId);
    return {
      name: [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
      // Only a purchase shows its order: a gift's order is the giver's.
      orderNumber:
        item.source === 'purchase' && item.orderId !== null ? orderNumberOf(item.orderId) : null,
      licenseId: item.licenseId,
    };
  };

  /**
   * The stamped file as a stream, prepared (storage opened, the EPUB's directory and small
   * documents read, the PDF's update built) but not yet counted.
   */
  const stampedStream = async (file: BookFile, stamp: Stamp): Promise<Readable> => {
    const key = file.storageKey as string;
    const size = await storage.size(key);
    if (size === undefined) throw new Error(`book file missing from storage: ${key}`);
    if (file.format === 'EPUB') {
      return stampEpub({ size, read: (start, length) => storage.read(key, start, length) }, stamp);
    }
    // The tail recorded when the file was stored; a file stored without one is read once here.
    const tail =
      isPdfTail(file.pdfTail) && file.pdfTail.byteLength === size
        ? file.pdfTail
        : pdfTailOf(await storage.read(key, 0, size));
    const update = pdfStampUpdate(tail, stamp);
    // The stored file is opened on the first read: a download refused after this (limit, replay)
    // leaves nothing open.
    return Readable.from(
      (async function* () {
        const source = await storage.stream(key);
        if (!source) throw new Error(`book file missing from storage: ${key}`);
        for await (const chunk of source) yield chunk as Buffer;
        yield update;
      })(),
      { objectMode: false },
    );
  };

  const openDownload = async (params: {
    customerId: number;
    bookId: number;
    format: DownloadFormat;
    channel: DownloadChannel;
    ip: string | null;
    userAgent: string | null;
    linkId?: string;
  }): Promise<OpenedDownload> => {
    const item = await downloads.findOwnedBook(db, params);
    if (!item) throw notFound();
    const file = await storedFile(item.bookId, params.format);
    const limit = limitOf(item);
    if (limit !== null && item.downloadCount >= limit) {
      throw new AppError('FORBIDDEN', { message: 'download.limitReached', params: { limit } });
    }
    const stream = await stampedStream(file, await stampOf(item));
    try {
      await withTransaction(async (tx) => {
        // The log first: a link used twice inserts nothing and is refused before counting.
        const logged = await downloads.logDownload(tx, {
          customerId: item.customerId,
          bookId: item.bookId,
          format: params.format,
          channel: params.channel,
          linkId: params.linkId ?? null,
          ip: params.ip,
          userAgent: params.userAgent,
        });
        if (!logged) throw new AppError('FORBIDDEN', { message: 'download.linkUsed' });
        const counted = await downloads.consumeDownload(tx, { ...params, limit });
        if (!counted) {
          throw new AppError('FORBIDDEN', {
            message: 'download.limitReached',
            params: { limit: limit ?? 0 },
          });
        }
      });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return {
      stream,
      fileName: safeFileName(titleOf(item), params.format),
      contentType: CONTENT_TYPES[params.format],
    };
  };

  return {
    openDownload,

    /**
     * The reader's copy for its offline store (docs/offline.md): the same stamped file a download
     * gives, to the owner only (404 otherwise, like a download), but neither counted nor logged:
     * it stays in the browser's storage, inside the store's app. Saving it outside the app is a
     * download and goes through the download link (counted, logged).
     */
    async openOffline(params: {
      customerId: number;
      bookId: number;
      format: DownloadFormat;
    }): Promise<OpenedDownload> {
      const item = await downloads.findOwnedBook(db, params);
      if (!item) throw notFound();
      const file = await storedFile(item.bookId, params.format);
      return {
        stream: await stampedStream(file, await stampOf(item)),
        fileName: safeFileName(titleOf(item), params.format),
        contentType: CONTENT_TYPES[params.format],
      };
    },

    /** `getdownloadcloud/{orderItem}/{agree}?{flag}=true`: a signed one-use link to the file. */
    async downloadLink(
      customerId: number,
      params: { orderItem: string; agree: boolean },
      query: { epub?: 'true' | 'false'; pdf?: 'true' | 'false' },
    ): Promise<DownloadLink> {
      const item = await downloads.findOwnedByItemKey(db, {
        customerId,
        itemKey: params.orderItem,
      });
      if (!item) throw notFound();
      if (!params.agree) throw new AppError('CONFLICT', { message: 'download.mustAgree' });
      const format: DownloadFormat = query.pdf === 'true' && query.epub !== 'true' ? 'PDF' : 'EPUB';
      await storedFile(item.bookId, format);
      const limit = limitOf(item);
      if (limit !== null && item.downloadCount >= limit) {
        throw new AppError('FORBIDDEN', { message: 'download.limitReached', params: { limit } });
      }
      const expiresAt = new Date(clock.now().getTime() + settings.linkSeconds * 1000);
      const payload: LinkPayload = {
        v: 1,
        c: customerId,
        b: item.bookId,
        f: format,
        j: randomUUID(),
        e: Math.floor(expiresAt.getTime() / 1000),
      };
      const body = base64url(JSON.stringify(payload));
      const token = `${body}.${base64url(await sign(body))}`;
      return {
        Url: `/downloads/${token}`,
        Format: format,
        FileName: safeFileName(titleOf(item), format),
        ExpiresAt: expiresAt.toISOString(),
        DownloadsLeft: limit === null ? null : Math.max(0, limit - item.downloadCount - 1),
      };
    },

    /**
     * `GET /v2/download/file/{token}`: the link's file for the customer it was made for. A link
     * altered, unknown or made for another account: 404; expired or already used: 403.
     */
    async openLink(
      customerId: number,
      token: string,
      client: { ip: string | null; userAgent: string | null },
    ): Promise<OpenedDownload> {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) throw linkInvalid();
      const expected = await sign(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw linkInvalid();
      }
      let payload: LinkPayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkPayload;
      } catch {
        throw linkInvalid();
      }
      if (payload.v !== 1 || payload.c !== customerId) throw linkInvalid();
      if (payload.e * 1000 <= clock.now().getTime()) {
        throw new AppError('FORBIDDEN', { message: 'download.linkExpired' });
      }
      return openDownload({
        customerId,
        bookId: payload.b,
        format: payload.f,
        channel: 'web',
        linkId: payload.j,
        ...client,
      });
    },

    /**
     * The whole library as one zip (docs/downloads.md): every owned book's stamped files and a
     * `manifest.json`. It does not use up the books' download limits; it is itself allowed once
     * per `exportHours`, checked and logged (one `export` row per file) under the customer's lock.
     */
    async exportLibrary(
      customerId: number,
      client: { ip: string | null; userAgent: string | null },
      locale: Locale,
    ): Promise<{ stream: Readable; fileName: string }> {
      const now = clock.now();
      const items = await downloads.listOwned(db, customerId);
      const files = await bookFiles.findFilesOfBooks(
        db,
        items.map((item) => item.bookId),
      );
      const entries = items.flatMap((item) =>
        files
          .filter((file) => file.bookId === item.bookId && file.storageKey)
          .map((file) => ({ item, file })),
      );
      if (entries.length === 0)
        throw new AppError('NOT_FOUND', { message: 'download.exportEmpty' });

      await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, customerId);
        if (settings.exportHours > 0) {
          const last = await downloads.lastExportSince(tx, {
            customerId,
            after: new Date(now.getTime() - settings.exportHours * 3_600_000),
          });
          if (last) {
            const next = new Date(last.getTime() + settings.exportHours * 3_600_000);
            throw new AppError('RATE_LIMITED', {
              message: 'download.exportTooSoon',
              params: {
                time: formatDateTime(next, locale),
              },
              retryAfter: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
            });
          }
        }
        for (const { item, file } of entries) {
          await downloads.logDownload(tx, {
            customerId,
            bookId: item.bookId,
            format: file.format,
            channel: 'export',
            linkId: null,
            ...client,
          });
        }
      });

      const used = new Set<string>();
      const named = entries.map(({ item, file }) => {
        let name = safeFileName(titleOf(item), file.format);
        for (let n = 2; used.has(name.toLowerCase()); n += 1) {
          name = safeFileName(`${titleOf(item)} (${n})`, file.format);
        }
        used.add(name.toLowerCase());
        return { item, file, name };
      });
      const stamps = new Map<number, Stamp>();
      for (const { item } of named) {
        if (!stamps.has(item.bookId)) stamps.set(item.bookId, await stampOf(item));
      }
      const manifest = {
        ExportedAt: now.toISOString(),
        Books: named.map(({ item, file, name }) => ({
          File: `books/${name}`,
          ProductId: item.bookId,
          Title: titleOf(item),
          TitleTh: item.nameTh,
          TitleEn: item.nameEn,
          Format: file.format,
          OrderNumber: stamps.get(item.bookId)?.orderNumber ?? null,
          Source: item.source,
          AcquiredAt: item.grantedAt.toISOString(),
          LicenseId: item.licenseId,
        })),
      };

      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const output = Readable.fromWeb(readable as WebReadableStream);
      const write = async () => {
        const writer = new ZipWriter(writable, { useWebWorkers: false, extendedTimestamp: false });
        await writer.add(
          'manifest.json',
          new Uint8ArrayReader(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8')),
        );
        // Book files are compressed already (zip, PDF streams): stored, streamed one after another.
        for (const { item, file, name } of named) {
          const stream = await stampedStream(file, stamps.get(item.bookId) as Stamp);
          await writer.add(`books/${name}`, Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
            level: 0,
          });
        }
        await writer.close();
      };
      write().catch((error: unknown) => {
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return {
        stream: output,
        fileName: `nangsue-library-${now.toISOString().slice(0, 10)}.zip`,
      };
    },

    /** Staff: who a license id (from a file found elsewhere) was sold to, and its downloads. */
    trace: (licenseId: string) => downloads.traceLicense(db, licenseId),
  };
};

export type DownloadService = ReturnType<typeof createDownloadService>;
