import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookshelfItems, bookshelves, libraryItems } from '../../db/schema/index.js';

/** A collection with how many books it holds. */
export type ShelfRow = { id: number; name: string; bookCount: number; createdAt: Date };

const withCount = {
  id: bookshelves.id,
  name: bookshelves.name,
  createdAt: bookshelves.createdAt,
  bookCount: sql<number>`(select count(*)::int from ${bookshelfItems} where ${bookshelfItems.shelfId} = ${bookshelves.id})`,
};

export const findShelves = async (tx: DbOrTx, customerId: number): Promise<ShelfRow[]> =>
  tx
    .select(withCount)
    .from(bookshelves)
    .where(eq(bookshelves.customerId, customerId))
    .orderBy(asc(bookshelves.createdAt), asc(bookshelves.id));

/** The customer's collection (another customer's id finds nothing). */
export const findShelf = async (
  tx: DbOrTx,
  params: { customerId: number; shelfId: number },
): Promise<ShelfRow | undefined> => {
  const [row] = await tx
    .select(withCount)
    .from(bookshelves)
    .where(and(eq(bookshelves.id, params.shelfId), eq(bookshelves.customerId, params.customerId)));
  return row;
};

export const countShelves = async (tx: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookshelves)
    .where(eq(bookshelves.customerId, customerId));
  return row?.n ?? 0;
};

/** A new collection; null when the customer has one of that name (any case). */
export const insertShelf = async (
  tx: DbOrTx,
  params: { customerId: number; name: string },
): Promise<number | null> => {
  const rows = await tx
    .insert(bookshelves)
    .values(params)
    .onConflictDoNothing()
    .returning({ id: bookshelves.id });
  return rows[0]?.id ?? null;
};

/** Renames the customer's collection; 'missing' or 'taken' when it cannot. */
export const renameShelf = async (
  tx: DbOrTx,
  params: { customerId: number; shelfId: number; name: string },
): Promise<'ok' | 'missing' | 'taken'> => {
  try {
    const rows = await tx
      .update(bookshelves)
      .set({ name: params.name, updatedAt: sql`now()` })
      .where(and(eq(bookshelves.id, params.shelfId), eq(bookshelves.customerId, params.customerId)))
      .returning({ id: bookshelves.id });
    return rows.length ? 'ok' : 'missing';
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
};

export const deleteShelf = async (
  tx: DbOrTx,
  params: { customerId: number; shelfId: number },
): Promise<boolean> => {
  const rows = await tx
    .delete(bookshelves)
    .where(and(eq(bookshelves.id, params.shelfId), eq(bookshelves.customerId, params.customerId)))
    .returning({ id: bookshelves.id });
  return rows.length > 0;
};

/** Puts books on a collection, only those the customer owns; answers how many were not owned. */
export const addBooks = async (
  tx: DbOrTx,
  params: { customerId: number; shelfId: number; bookIds: readonly number[] },
): Promise<number> => {
  const owned = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.customerId, params.customerId),
        inArray(libraryItems.bookId, [...params.bookIds]),
      ),
    );
  if (owned.length)
    await tx
      .insert(bookshelfItems)
      .values(owned.map((row) => ({ shelfId: params.shelfId, bookId: row.bookId })))
      .onConflictDoNothing();
  return new Set(params.bookIds).size - owned.length;
};

export const removeBooks = async (
  tx: DbOrTx,
  params: { shelfId: number; bookIds: readonly number[] },
): Promise<void> => {
  await tx
    .delete(bookshelfItems)
    .where(
      and(
        eq(bookshelfItems.shelfId, params.shelfId),
        inArray(bookshelfItems.bookId, [...params.bookIds]),
      ),
    );
};
