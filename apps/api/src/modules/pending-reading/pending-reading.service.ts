import type {
  BookFileFormat,
  PendingBook,
  Locale,
  PendingReader,
  PendingReadingStatus,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import type { bookFilesRepository, BookFile } from '../book-files/index.js';
import { toAnnotation, toPosition, type readingRepository } from '../reading/index.js';
import type * as pendingReadingRepository from './pending-reading.repository.js';
import type { PendingOrderRow } from './pending-reading.repository.js';

type Closed = { reason: string; message: MessageKey };

/**
 * Where an order stands for reading while you pay: `pending` while it is `PD` with an attempt the
 * gateway keeps waiting (a PromptPay QR, a counter slip), `paid` once `AP` (its books are on the
 * shelf, granted in the same transaction), `closed` otherwise, with the reason and its message.
 */
export const pendingStateOf = (
  order: Pick<PendingOrderRow, 'status' | 'cancelReason' | 'waiting' | 'lastAttempt'>,
): { state: 'pending' } | { state: 'paid' } | ({ state: 'closed' } & Closed) => {
  if (order.status === 'AP') return { state: 'paid' };
  if (order.status === 'PD')
    return order.waiting
      ? { state: 'pending' }
      : order.lastAttempt === 'expired'
        ? { state: 'closed', reason: 'paymentExpired', message: 'pendingReading.paymentExpired' }
        : { state: 'closed', reason: 'notWaiting', message: 'pendingReading.notWaiting' };
  if (order.status === 'EX' || order.cancelReason === 'expired')
    return { state: 'closed', reason: 'expired', message: 'pendingReading.expired' };
  if (order.status === 'RR')
    return { state: 'closed', reason: 'refunded', message: 'pendingReading.refunded' };
  return { state: 'closed', reason: 'cancelled', message: 'pendingReading.cancelled' };
};

export const toPendingStatus = (
  order: Pick<PendingOrderRow, 'id' | 'status' | 'cancelReason' | 'waiting' | 'lastAttempt'>,
  locale: Locale,
): PendingReadingStatus => {
  const state = pendingStateOf(order);
  return {
    OrderId: order.id,
    State: state.state,
    Reason: state.state === 'closed' ? state.reason : null,
    Message: state.state === 'closed' ? translate(locale, state.message) : null,
  };
};

const notFound = () => new AppError('NOT_FOUND', { message: 'pendingReading.notFound' });

/** The pending preview's file of a book: the stored file it is cut from and the share. */
export type PendingSource = { file: BookFile; percent: number; fileName: string };

/**
 * Read while you pay (docs/reader.md "Read while you pay"): a pending order's books open in the
 * reader as an extended preview for the order's customer only, while the order is `PD` with a
 * waiting attempt; anyone else's order is 404, a closed one 403 with why, a paid one 409 (the
 * whole book is on the shelf).
 */
export const createPendingReadingService = ({
  db,
  repository,
  reading,
  files,
}: {
  db: Database;
  repository: Pick<
    typeof pendingReadingRepository,
    'findPendingBook' | 'findPendingOrder' | 'findPendingOrders' | 'findWaitingBooks'
  >;
  /** The reading module's records: the preview's position and notes are the whole book's. */
  reading: Pick<typeof readingRepository, 'findAnnotations' | 'findPosition'>;
  files: Pick<typeof bookFilesRepository, 'findBookFile' | 'findBookFiles'>;
}) => {
  /** The customer's own order, or 404 (nobody learns whether another's exists). */
  const ownOrder = async (customerId: number, orderId: number) => {
    const order = await repository.findPendingOrder(db, orderId);
    if (!order || order.customerId !== customerId) throw notFound();
    return order;
  };

  /** The order's book while it may be read pending; otherwise the refusal that says why. */
  const openBook = async (customerId: number, orderId: number, bookId: number) => {
    const order = await ownOrder(customerId, orderId);
    const book = await repository.findPendingBook(db, { orderId, bookId, customerId });
    if (!book) throw notFound();
    const state = pendingStateOf(order);
    if (state.state === 'paid' || book.owned)
      throw new AppError('CONFLICT', { message: 'pendingReading.paid' });
    if (state.state === 'closed') throw new AppError('FORBIDDEN', { message: state.message });
    return book;
  };

  return {
    /** GET /v2/order/{id}/reading-status: where the customer's order stands. */
    async status(
      customerId: number,
      orderId: number,
      locale: Locale,
    ): Promise<PendingReadingStatus> {
      return toPendingStatus(await ownOrder(customerId, orderId), locale);
    },

    /** GET /v2/customer/while-paying: the customer's books readable while paying, newest order first. */
    async waitingBooks(customerId: number, locale: Locale): Promise<{ Books: PendingBook[] }> {
      const rows = await repository.findWaitingBooks(db, customerId);
      return {
        Books: rows
          .toSorted((a, b) => b.orderId - a.orderId || a.id - b.id)
          .map((row) => ({
            ProductId: row.id,
            Name: locale === 'en' ? row.nameEn : row.nameTh,
            OrderId: row.orderId,
          })),
      };
    },

    /** The states of many orders at once (the event streams' one query a tick). */
    async states(orderIds: number[]): Promise<PendingOrderRow[]> {
      return repository.findPendingOrders(db, orderIds);
    },

    /** GET /v2/reader/{productId}/while-paying?orderId=: what the reader opens while paying. */
    async readerBook(
      customerId: number,
      bookId: number,
      query: { orderId: number; format?: BookFileFormat | undefined },
      locale: Locale,
    ): Promise<PendingReader> {
      const book = await openBook(customerId, query.orderId, bookId);
      const formats = (await files.findBookFiles(db, bookId))
        .filter((file) => file.storageKey)
        .map((file) => file.format);
      const format = query.format ?? formats[0];
      if (!format || !formats.includes(format)) throw notFound();
      // Saved by the preview as the whole book's (the reading calls accept a book being paid for).
      const [annotations, position] = await Promise.all([
        reading.findAnnotations(db, { customerId, bookId }),
        reading.findPosition(db, { customerId, bookId }),
      ]);
      const order = `order=${query.orderId}`;
      return {
        Book: {
          ProductId: book.id,
          Name: locale === 'en' ? book.nameEn : book.nameTh,
          Language: book.textLanguage,
          Format: format,
          Formats: formats,
          IsSample: true,
          FileUrl: `/reader-files/${book.id}/while-paying?${order}&format=${format}`,
          Position: position && position.format === format ? toPosition(position) : null,
          Annotations: annotations.map(toAnnotation),
          NextVolume: null,
        },
        OrderId: query.orderId,
        SharePercent: book.pendingPreviewPercent,
        EventsUrl: `/reader-files/${book.id}/while-paying/events?${order}`,
      };
    },

    /** GET /v2/reader/{productId}/while-paying/file: the stored file the preview is cut from. */
    async file(
      customerId: number,
      bookId: number,
      orderId: number,
      format: BookFileFormat,
    ): Promise<PendingSource> {
      const book = await openBook(customerId, orderId, bookId);
      const file = await files.findBookFile(db, bookId, format);
      if (!file?.storageKey) throw notFound();
      return {
        file,
        percent: book.pendingPreviewPercent,
        fileName: `${book.id}-preview.${format.toLowerCase()}`,
      };
    },
  };
};

export type PendingReadingService = ReturnType<typeof createPendingReadingService>;
