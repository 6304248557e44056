import {
  type BookShelfState,
  MAX_SHELVES,
  type NextVolume,
  SHELF_PAGE_SIZE,
  type Locale,
  type MyBookQuery,
  type MyBooks,
  type MyShelves,
  type ProductOverview,
  type Shelf,
  type ShelfBook,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type CustomerLock, type WithTransaction } from '../../lib/deps.js';
import { toPaging } from '../../lib/paging.js';
import type * as libraryRepository from './library.repository.js';
import type { LibraryEntry, SeriesFacts } from './library.repository.js';
import { localName } from '../../lib/local-name.js';
import { toTextQuery } from '../search/index.js';
import type * as samplesRepository from './samples.repository.js';
import type * as shelvesRepository from './shelves.repository.js';
import type { ShelfRow } from './shelves.repository.js';

type SampleResult = { ProductId: number; AddedAt: string | null };

/** The next volume after a book of a series, in the caller's language. */
export const toNextVolume = (locale: Locale, facts: SeriesFacts | undefined): NextVolume | null =>
  facts?.next
    ? {
        ProductId: facts.next.bookId,
        Name: localName(locale, facts.next),
        Volume: facts.next.volume,
        Owned: facts.next.owned,
      }
    : null;

/** A shelf row with its card, as mybook, a collection and the shelf search answer it. */
const toShelfBook = (
  locale: Locale,
  card: ProductOverview,
  row: LibraryEntry,
  series: SeriesFacts | undefined,
): ShelfBook => ({
  Product: card,
  Source: row.source,
  AcquiredAt: row.grantedAt.toISOString(),
  OrderId: row.orderId,
  OrderItemId: row.itemKey,
  Formats: row.formats,
  Reading: row.reading
    ? {
        // Basis points to percent, one decimal.
        Progress: Math.round(row.reading.progressBp / 10) / 10,
        Finished: row.reading.finished,
        LastReadAt: row.reading.updatedAt.toISOString(),
      }
    : null,
  Series: series
    ? {
        Id: series.seriesId,
        Name: localName(locale, { nameTh: series.seriesNameTh, nameEn: series.seriesNameEn }),
        Volume: series.volume,
      }
    : null,
  NextVolume: toNextVolume(locale, series),
  ArchivedAt: row.archivedAt?.toISOString() ?? null,
  FinishedAt: row.finishedAt?.toISOString() ?? null,
});

const toShelfState = (
  bookId: number,
  row: { archivedAt: Date | null; finishedAt: Date | null },
): BookShelfState => ({
  ProductId: bookId,
  ArchivedAt: row.archivedAt?.toISOString() ?? null,
  FinishedAt: row.finishedAt?.toISOString() ?? null,
});

const toShelf = (row: ShelfRow): Shelf => ({
  Id: row.id,
  Name: row.name,
  BookCount: row.bookCount,
  CreatedAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', { message: 'bookshelf.shelfNotFound' });

/**
 * The bookshelf (docs/bookshelf.md): the books a customer owns, with the catalog's cards. Every
 * query has the customer in it.
 */
export const createLibraryService = ({
  db,
  catalog,
  library,
  shelves,
  samples,
  customers,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  library: Pick<
    typeof libraryRepository,
    | 'clearPositionFinished'
    | 'findSeriesFacts'
    | 'findShelfEntries'
    | 'findShelfMatches'
    | 'setArchived'
    | 'setFinished'
  >;
  shelves: Pick<
    typeof shelvesRepository,
    | 'addBooks'
    | 'countShelves'
    | 'deleteShelf'
    | 'findShelf'
    | 'findShelves'
    | 'insertShelf'
    | 'removeBooks'
    | 'renameShelf'
  >;
  samples: Pick<typeof samplesRepository, 'addSample' | 'findSampleCandidate' | 'removeSample'>;
  customers: CustomerLock;
  withTransaction?: WithTransaction;
}) => {
  /** Library rows with their cards (a book off sale stays owned; the catalog still has its card). */
  const present = async (
    customerId: number,
    locale: Locale,
    rows: LibraryEntry[],
    total: number,
    pageNumber: number,
  ): Promise<MyBooks> => {
    const bookIds = rows.map((row) => row.bookId);
    const [overviews, seriesFacts] = await Promise.all([
      catalog.getOverviews(locale, bookIds),
      library.findSeriesFacts(db, { customerId, bookIds }),
    ]);
    const cards = new Map(overviews.map((card) => [card.Id, card]));
    const series = new Map(seriesFacts.map((facts) => [facts.bookId, facts]));
    return {
      Books: rows.flatMap((row) => {
        const card = cards.get(row.bookId);
        return card ? [toShelfBook(locale, card, row, series.get(row.bookId))] : [];
      }),
      Paging: toPaging(pageNumber, total),
    };
  };

  const ownShelf = async (customerId: number, shelfId: number): Promise<ShelfRow> => {
    const shelf = await shelves.findShelf(db, { customerId, shelfId });
    if (!shelf) throw notFound();
    return shelf;
  };

  return {
    /**
     * POST /v2/customer/mybook: 18 books a page, owned or sampled, filtered by collection (the
     * caller's: another's is 404), format and reading state, in the asked order.
     */
    async myBooks(customerId: number, query: MyBookQuery, locale: Locale): Promise<MyBooks> {
      if (query.ShelfId !== undefined) await ownShelf(customerId, query.ShelfId);
      const { rows, total } = await library.findShelfEntries(db, {
        customerId,
        kind: query.Kind,
        ...(query.ShelfId !== undefined ? { shelfId: query.ShelfId } : {}),
        ...(query.Format ? { format: query.Format } : {}),
        ...(query.State ? { state: query.State } : {}),
        archived: query.Archived,
        orderBy: query.OrderBy,
        locale,
        offset: (query.PageNumber - 1) * SHELF_PAGE_SIZE,
        limit: SHELF_PAGE_SIZE,
      });
      return present(customerId, locale, rows, total, query.PageNumber);
    },

    /**
     * POST /v1/smart-search/search-shelf: the caller's own books a keyword matches, read like the
     * store search reads it (Thai segmentation, words inside compounds, typos), best first.
     */
    async searchShelf(
      customerId: number,
      keyword: string,
      pageNumber: number,
      locale: Locale,
    ): Promise<MyBooks & { Keyword: string }> {
      const text = toTextQuery(keyword);
      if (!text) return { Books: [], Paging: toPaging(pageNumber, 0), Keyword: keyword };
      const { ids, total } = await library.findShelfMatches(db, {
        customerId,
        text,
        offset: (pageNumber - 1) * SHELF_PAGE_SIZE,
        limit: SHELF_PAGE_SIZE,
      });
      const { rows } = ids.length
        ? await library.findShelfEntries(db, {
            customerId,
            kind: 'owned',
            bookIds: ids,
            orderBy: 'acquired',
            locale,
            offset: 0,
            limit: ids.length,
          })
        : { rows: [] };
      const rank = new Map(ids.map((id, index) => [id, index]));
      rows.sort((a, b) => (rank.get(a.bookId) ?? 0) - (rank.get(b.bookId) ?? 0));
      return { ...(await present(customerId, locale, rows, total, pageNumber)), Keyword: keyword };
    },

    /**
     * POST addsampleebook: a published book with a sample joins the caller's samples (once: a
     * repeat answers the first time). A book the caller owns is refused with 409: it is on the
     * shelf already, whole.
     */
    async addSample(customerId: number, bookId: number): Promise<SampleResult> {
      const book = await samples.findSampleCandidate(db, { customerId, bookId });
      if (!book || (!book.published && !book.owned))
        throw new AppError('NOT_FOUND', { message: 'bookshelf.bookNotFound' });
      if (book.owned) throw new AppError('CONFLICT', { message: 'bookshelf.sampleOwned' });
      if (!book.hasSample) throw new AppError('UNPROCESSABLE', { message: 'bookshelf.noSample' });
      const addedAt = await samples.addSample(db, { customerId, bookId });
      return { ProductId: bookId, AddedAt: addedAt.toISOString() };
    },

    /** POST removesampleebook (ours): the sample leaves the shelf; repeating it is harmless. */
    async removeSample(customerId: number, bookId: number): Promise<SampleResult> {
      await samples.removeSample(db, { customerId, bookId });
      return { ProductId: bookId, AddedAt: null };
    },

    /**
     * POST archivebook (ours): the owned book leaves the shelf's default view (`Archived: true`) or
     * comes back. Still owned, readable and downloadable; archiving twice keeps the first time.
     * Not owned: 404.
     */
    async archiveBook(
      customerId: number,
      bookId: number,
      archived: boolean,
    ): Promise<BookShelfState> {
      const row = await library.setArchived(db, { customerId, bookId, archived });
      if (!row) throw new AppError('NOT_FOUND', { message: 'bookshelf.bookNotFound' });
      return toShelfState(bookId, row);
    },

    /**
     * POST finishbook (ours): marks the owned book finished by hand, or not finished (then the
     * reader's position stops saying finished too, so reaching the end again finishes it again).
     * The reader finishes it by itself at the end (reading.savePosition). Not owned: 404.
     */
    async finishBook(
      customerId: number,
      bookId: number,
      finished: boolean,
    ): Promise<BookShelfState> {
      const row = await withTransaction(async (tx) => {
        const saved = await library.setFinished(tx, { customerId, bookId, finished });
        if (saved && !finished) await library.clearPositionFinished(tx, { customerId, bookId });
        return saved;
      });
      if (!row) throw new AppError('NOT_FOUND', { message: 'bookshelf.bookNotFound' });
      return toShelfState(bookId, row);
    },

    /** GET myshelves: the customer's collections, oldest first, with their book counts. */
    async myShelves(customerId: number): Promise<MyShelves> {
      return { Shelves: (await shelves.findShelves(db, customerId)).map(toShelf) };
    },

    /** POST addbookshelf: a new collection (names are unique per customer, any case). */
    async addShelf(customerId: number, name: string): Promise<Shelf> {
      const shelfId = await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, customerId);
        if ((await shelves.countShelves(tx, customerId)) >= MAX_SHELVES)
          throw new AppError('CONFLICT', {
            message: 'bookshelf.tooManyShelves',
            params: { max: MAX_SHELVES },
          });
        const id = await shelves.insertShelf(tx, { customerId, name });
        if (id === null)
          throw new AppError('CONFLICT', { message: 'bookshelf.shelfNameTaken', params: { name } });
        return id;
      });
      return toShelf(await ownShelf(customerId, shelfId));
    },

    async renameShelf(customerId: number, shelfId: number, name: string): Promise<Shelf> {
      const result = await shelves.renameShelf(db, { customerId, shelfId, name });
      if (result === 'missing') throw notFound();
      if (result === 'taken')
        throw new AppError('CONFLICT', { message: 'bookshelf.shelfNameTaken', params: { name } });
      return toShelf(await ownShelf(customerId, shelfId));
    },

    async removeShelf(customerId: number, shelfId: number): Promise<{ ShelfId: number }> {
      if (!(await shelves.deleteShelf(db, { customerId, shelfId }))) throw notFound();
      return { ShelfId: shelfId };
    },

    /** POST productonbookshelf: one collection's books, most recently added first (as mybook answers). */
    async shelfBooks(
      customerId: number,
      locale: Locale,
      query: { ShelfId: number; PageNumber: number },
    ): Promise<MyBooks> {
      await ownShelf(customerId, query.ShelfId);
      const { rows, total } = await library.findShelfEntries(db, {
        customerId,
        kind: 'owned',
        shelfId: query.ShelfId,
        orderBy: 'addedToShelf',
        locale,
        offset: (query.PageNumber - 1) * SHELF_PAGE_SIZE,
        limit: SHELF_PAGE_SIZE,
      });
      return present(customerId, locale, rows, total, query.PageNumber);
    },

    /** POST addproductmappingshelf: owned books join a collection; a book not owned is refused. */
    async addToShelf(customerId: number, shelfId: number, bookIds: number[]): Promise<Shelf> {
      await ownShelf(customerId, shelfId);
      // All or nothing: a book the customer does not own refuses the whole request.
      await withTransaction(async (tx) => {
        const notOwned = await shelves.addBooks(tx, { customerId, shelfId, bookIds });
        if (notOwned > 0) throw new AppError('UNPROCESSABLE', { message: 'bookshelf.notOwned' });
      });
      return toShelf(await ownShelf(customerId, shelfId));
    },

    async removeFromShelf(customerId: number, shelfId: number, bookIds: number[]): Promise<Shelf> {
      await ownShelf(customerId, shelfId);
      await shelves.removeBooks(db, { shelfId, bookIds });
      return toShelf(await ownShelf(customerId, shelfId));
    },
  };
};

export type LibraryService = ReturnType<typeof createLibraryService>;
