import {
  MAX_SHELVES,
  PAGE_SIZE,
  type Locale,
  type MyBooks,
  type MyShelves,
  type ProductOverview,
  type Shelf,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { lockCustomer } from '../accounts/customer.repository.js';
import { toPaging } from '../catalog/catalog.mapper.js';
import * as libraryRepository from './library.repository.js';
import type { LibraryEntry } from './library.repository.js';
import * as shelvesRepository from './shelves.repository.js';
import type { ShelfRow } from './shelves.repository.js';

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
  library = libraryRepository,
  shelves = shelvesRepository,
  withTransaction = createWithTransaction(db),
}: {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  library?: typeof libraryRepository;
  shelves?: typeof shelvesRepository;
  withTransaction?: WithTransaction;
}) => {
  /** Library rows with their cards (a book off sale stays owned; the catalog still has its card). */
  const present = async (
    locale: Locale,
    rows: LibraryEntry[],
    total: number,
    pageNumber: number,
  ): Promise<MyBooks> => {
    const cards = new Map(
      (
        await catalog.getOverviews(
          locale,
          rows.map((row) => row.bookId),
        )
      ).map((card) => [card.Id, card]),
    );
    return {
      Books: rows.flatMap((row) => {
        const card = cards.get(row.bookId);
        return card
          ? [
              {
                Product: card,
                Source: row.source,
                AcquiredAt: row.grantedAt.toISOString(),
                OrderId: row.orderId,
              },
            ]
          : [];
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
    /** POST /v2/customer/mybook: 18 books a page. */
    async myBooks(
      customerId: number,
      locale: Locale,
      query: { PageNumber: number; OrderBy: 'acquired' | 'title' },
    ): Promise<MyBooks> {
      const { rows, total } = await library.findLibraryPage(db, {
        customerId,
        orderBy: query.OrderBy,
        locale,
        offset: (query.PageNumber - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      return present(locale, rows, total, query.PageNumber);
    },

    /** GET myshelves: the customer's collections, oldest first, with their book counts. */
    async myShelves(customerId: number): Promise<MyShelves> {
      return { Shelves: (await shelves.findShelves(db, customerId)).map(toShelf) };
    },

    /** POST addbookshelf: a new collection (names are unique per customer, any case). */
    async addShelf(customerId: number, name: string): Promise<Shelf> {
      const shelfId = await withTransaction(async (tx) => {
        await lockCustomer(tx, customerId);
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

    /** POST productonbookshelf: one collection's books, most recently added first. */
    async shelfBooks(
      customerId: number,
      locale: Locale,
      query: { ShelfId: number; PageNumber: number },
    ): Promise<MyBooks> {
      await ownShelf(customerId, query.ShelfId);
      const { rows, total } = await shelves.findShelfPage(db, {
        customerId,
        shelfId: query.ShelfId,
        offset: (query.PageNumber - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      return present(locale, rows, total, query.PageNumber);
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
