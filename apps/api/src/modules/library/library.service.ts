import { PAGE_SIZE, type Locale, type MyBooks, type ProductOverview } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { toPaging } from '../catalog/catalog.mapper.js';
import * as libraryRepository from './library.repository.js';

/**
 * The bookshelf (docs/bookshelf.md): the books a customer owns, with the catalog's cards. Every
 * query has the customer in it.
 */
export const createLibraryService = ({
  db,
  catalog,
  library = libraryRepository,
}: {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  library?: typeof libraryRepository;
}) => ({
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
    const cards = new Map(
      (
        await catalog.getOverviews(
          locale,
          rows.map((row) => row.bookId),
        )
      ).map((card) => [card.Id, card]),
    );
    return {
      // A book taken off sale stays owned; the catalog still knows its card.
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
      Paging: toPaging(query.PageNumber, total),
    };
  },
});

export type LibraryService = ReturnType<typeof createLibraryService>;
