import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, libraryItems } from '../../db/schema/index.js';

/**
 * The books a customer owns (`library_items`), whatever brought them: the one place that reads
 * and grants ownership (the basket refuses owned books, redeem codes and paid orders grant them,
 * the bookshelf will list them).
 */
export const ownsBook = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<boolean> => {
  const [row] = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.bookId, params.bookId)),
    );
  return row !== undefined;
};

/** The book joins the customer's library, unless it is there already (granted once): true when it joined now. */
export const grantBook = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    bookId: number;
    source: (typeof libraryItems.$inferInsert)['source'];
    /** The order that paid for it. */
    orderId?: number;
  },
): Promise<boolean> => {
  const rows = await tx
    .insert(libraryItems)
    .values(params)
    .onConflictDoNothing()
    .returning({ bookId: libraryItems.bookId });
  return rows.length > 0;
};

/** Of these books, the ones the customer owns. */
export const findOwnedBookIds = async (
  tx: DbOrTx,
  params: { customerId: number; bookIds: readonly number[] },
): Promise<number[]> => {
  if (params.bookIds.length === 0) return [];
  const rows = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.customerId, params.customerId),
        inArray(libraryItems.bookId, [...params.bookIds]),
      ),
    );
  return rows.map((row) => row.bookId);
};

/** The columns of a library row as the shelf lists it (with `LibraryEntry`). */
export const libraryEntryColumns = {
  bookId: libraryItems.bookId,
  source: libraryItems.source,
  grantedAt: libraryItems.grantedAt,
  orderId: libraryItems.orderId,
};

export type LibraryEntry = {
  bookId: number;
  source: (typeof libraryItems.$inferSelect)['source'];
  grantedAt: Date;
  orderId: number | null;
};

/** A page of the customer's books: newest first, or by title in a language. */
export const findLibraryPage = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    orderBy: 'acquired' | 'title';
    locale: 'th' | 'en';
    offset: number;
    limit: number;
  },
): Promise<{ rows: LibraryEntry[]; total: number }> => {
  const mine = eq(libraryItems.customerId, params.customerId);
  const titleKey = params.locale === 'en' ? books.sortNameEn : books.sortNameTh;
  const [rows, [count]] = await Promise.all([
    tx
      .select(libraryEntryColumns)
      .from(libraryItems)
      .innerJoin(books, eq(books.id, libraryItems.bookId))
      .where(mine)
      .orderBy(
        ...(params.orderBy === 'title'
          ? [asc(titleKey), asc(libraryItems.bookId)]
          : [desc(libraryItems.grantedAt), desc(libraryItems.bookId)]),
      )
      .offset(params.offset)
      .limit(params.limit),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(libraryItems)
      .where(mine),
  ]);
  return { rows, total: count?.total ?? 0 };
};
