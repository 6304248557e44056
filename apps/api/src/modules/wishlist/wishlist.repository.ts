import { CART_TYPES } from '@nangsue/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { basketItems, books, customers, libraryItems } from '../../db/schema/index.js';

/**
 * The wish list (docs/wishlist.md): a customer's `basket_items` rows of cart type 2. Every query
 * names the customer; device rows (a guest's) are never read here.
 */
const WISH = CART_TYPES.wishList;
const BASKET = CART_TYPES.basket;

const wishOf = (customerId: number) =>
  and(eq(basketItems.customerId, customerId), eq(basketItems.cartType, WISH));

/** The customer owns the row's book (bought, redeemed, given): it has left the wish list. */
const ownedSql = sql`exists (select 1 from ${libraryItems}
  where ${libraryItems.customerId} = ${basketItems.customerId}
    and ${libraryItems.bookId} = ${basketItems.bookId})`;

/** The customer's wish list has this book. */
export const hasItem = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<boolean> => {
  const rows = await tx
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(and(wishOf(params.customerId), eq(basketItems.bookId, params.bookId)));
  return rows.length > 0;
};

/** Books on the list that the customer now owns leave it (before counting or adding). */
export const deleteOwnedItems = async (tx: DbOrTx, customerId: number): Promise<void> => {
  await tx.delete(basketItems).where(and(wishOf(customerId), ownedSql));
};

export const countItems = async (tx: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await tx
    .select({ total: count() })
    .from(basketItems)
    .where(and(wishOf(customerId), sql`not ${ownedSql}`));
  return row?.total ?? 0;
};

/** Puts the book on the list at today's price; a book already there stays as it was. */
export const insertItem = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number; priceSatang: number },
): Promise<void> => {
  await tx
    .insert(basketItems)
    .values({
      customerId: params.customerId,
      cartType: WISH,
      bookId: params.bookId,
      priceSatangSeen: params.priceSatang,
    })
    .onConflictDoNothing();
};

/** Takes the book off the list; true when it was there. */
export const deleteItem = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<boolean> => {
  const rows = await tx
    .delete(basketItems)
    .where(and(wishOf(params.customerId), eq(basketItems.bookId, params.bookId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
};

/** A line of the list with what its card needs of the book today. */
export type WishlistLine = {
  id: number;
  bookId: number;
  priceSatangSeen: number;
  addedAt: Date;
  priceSatang: number;
  oldPriceSatang: number | null;
  published: boolean;
  inBasket: boolean;
};

/** One page of the list, newest first (books the customer owns are left out). */
export const listPage = async (
  tx: DbOrTx,
  params: { customerId: number; limit: number; offset: number },
): Promise<WishlistLine[]> =>
  tx
    .select({
      id: basketItems.id,
      bookId: basketItems.bookId,
      priceSatangSeen: basketItems.priceSatangSeen,
      addedAt: basketItems.addedAt,
      priceSatang: books.priceSatang,
      oldPriceSatang: books.oldPriceSatang,
      published: books.published,
      inBasket: sql<boolean>`exists (select 1 from ${basketItems} as basket
        where basket.customer_id = ${params.customerId}
          and basket.cart_type = ${BASKET}
          and basket.book_id = ${basketItems.bookId})`,
    })
    .from(basketItems)
    .innerJoin(books, eq(books.id, basketItems.bookId))
    .where(and(wishOf(params.customerId), sql`not ${ownedSql}`))
    .orderBy(desc(basketItems.addedAt), desc(basketItems.id))
    .limit(params.limit)
    .offset(params.offset);

/** Every book id on the list (at most the list's cap), newest first. */
export const listBookIds = async (tx: DbOrTx, customerId: number): Promise<number[]> => {
  const rows = await tx
    .select({ bookId: basketItems.bookId })
    .from(basketItems)
    .where(and(wishOf(customerId), sql`not ${ownedSql}`))
    .orderBy(desc(basketItems.addedAt), desc(basketItems.id));
  return rows.map((row) => row.bookId);
};

/** A wished book whose price is below what the customer was last told (or saw when adding). */
const droppedSql = sql`${books.published}
  and ${books.priceSatang} < coalesce(${basketItems.notifiedPriceSatang}, ${basketItems.priceSatangSeen})
  and not ${ownedSql}`;

/**
 * Customers with at least one such drop (optionally among some books), up to `limit`: who the
 * price-drop check visits. Deleted accounts and those without an e-mail address are left out.
 */
export const findCustomersWithDrops = async (
  tx: DbOrTx,
  params: { bookIds?: readonly number[]; limit: number },
): Promise<number[]> => {
  const rows = await tx
    .selectDistinct({ customerId: basketItems.customerId })
    .from(basketItems)
    .innerJoin(books, eq(books.id, basketItems.bookId))
    .innerJoin(customers, eq(customers.id, basketItems.customerId))
    .where(
      and(
        eq(basketItems.cartType, WISH),
        sql`${customers.deletedAt} is null and ${customers.email} is not null`,
        droppedSql,
        params.bookIds === undefined ? undefined : inArray(basketItems.bookId, [...params.bookIds]),
      ),
    )
    .limit(params.limit);
  return rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId]));
};

/** Some of these books are wished and now cheaper than their reference (the import's check). */
export const hasDropsAmong = async (tx: DbOrTx, bookIds: readonly number[]): Promise<boolean> => {
  if (bookIds.length === 0) return false;
  const rows = await tx
    .select({ id: basketItems.id })
    .from(basketItems)
    .innerJoin(books, eq(books.id, basketItems.bookId))
    .where(
      and(
        eq(basketItems.cartType, WISH),
        sql`${basketItems.customerId} is not null`,
        inArray(basketItems.bookId, [...bookIds]),
        droppedSql,
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** A drop the customer is about to be told: the book, the price before and now (satang). */
export type ClaimedDrop = { bookId: number; beforeSatang: number; nowSatang: number };

/**
 * Claims the customer's drops: `notified_price_satang` becomes today's price, in the caller's
 * transaction, and the drops are returned. The rows are locked and the condition is checked again
 * on the locked row, so two workers claiming at once tell each drop once: the second waits, then
 * finds the reference already at today's price and claims nothing.
 */
export const claimDrops = async (tx: DbOrTx, customerId: number): Promise<ClaimedDrop[]> => {
  const rows = await executeRows<{ book_id: number; before_satang: number; now_satang: number }>(
    tx,
    sql`
    with dropped as (
      select ${basketItems.id} as id,
             coalesce(${basketItems.notifiedPriceSatang}, ${basketItems.priceSatangSeen}) as before_satang
        from ${basketItems}
        join ${books} on ${books.id} = ${basketItems.bookId}
       where ${basketItems.customerId} = ${customerId}
         and ${basketItems.cartType} = ${WISH}
         and ${droppedSql}
       for update of ${basketItems}
    )
    update ${basketItems} as item
       set notified_price_satang = book.price_satang
      from dropped, ${books} as book
     where item.id = dropped.id
       and book.id = item.book_id
       and book.price_satang < coalesce(item.notified_price_satang, item.price_satang_seen)
    returning item.book_id, dropped.before_satang, book.price_satang as now_satang`,
  );
  return rows.map((row) => ({
    bookId: Number(row.book_id),
    beforeSatang: Number(row.before_satang),
    nowSatang: Number(row.now_satang),
  }));
};

/** Names of books in both languages (the e-mail's list). */
export const findBookNames = async (
  tx: DbOrTx,
  bookIds: readonly number[],
): Promise<{ id: number; nameTh: string; nameEn: string }[]> =>
  bookIds.length === 0
    ? []
    : tx
        .select({ id: books.id, nameTh: books.nameTh, nameEn: books.nameEn })
        .from(books)
        .where(inArray(books.id, [...bookIds]));
