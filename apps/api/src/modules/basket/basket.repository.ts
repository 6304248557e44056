import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { basketItems, books, customers, devices, libraryItems } from '../../db/schema/index.js';

/** Whose basket: a signed-in customer's, or a device's while its reader is a guest. */
export type BasketOwner = { customerId: number } | { deviceId: string };

const ownedBy = (owner: BasketOwner, cartType: number) =>
  and(
    'customerId' in owner
      ? eq(basketItems.customerId, owner.customerId)
      : eq(basketItems.deviceId, owner.deviceId),
    eq(basketItems.cartType, cartType),
  );

/** A book as the basket sells it: today's price and whether it is on sale. */
export type SellableBook = {
  id: number;
  priceSatang: number;
  published: boolean;
  nameTh: string;
  nameEn: string;
};

export const findBook = async (tx: DbOrTx, bookId: number): Promise<SellableBook | undefined> => {
  const [row] = await tx
    .select({
      id: books.id,
      priceSatang: books.priceSatang,
      published: books.published,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
    })
    .from(books)
    .where(eq(books.id, bookId));
  return row;
};

/**
 * Locks the owner's row (the customer, or the device) until the transaction ends, so two calls
 * changing one basket run one after the other, and reads the book as the basket sells it, in one
 * statement (one round trip instead of two); `book` is undefined when there is no such book.
 * False when the owner's row does not exist.
 */
export const lockOwnerAndFindBook = async (
  tx: DbOrTx,
  owner: BasketOwner,
  bookId: number,
): Promise<{ locked: boolean; book: SellableBook | undefined }> => {
  const locked =
    'customerId' in owner
      ? sql`select ${customers.id} from ${customers} where ${customers.id} = ${owner.customerId} for update`
      : sql`select ${devices.id} from ${devices} where ${devices.id} = ${owner.deviceId} for update`;
  type Row = {
    id: number | null;
    price_satang: number | null;
    published: boolean | null;
    name_th: string | null;
    name_en: string | null;
  };
  const rows = await tx.execute(sql`
    with locked as (${locked})
    select b.id, b.price_satang, b.published, b.name_th, b.name_en
      from locked left join ${books} as b on b.id = ${bookId}`);
  const [row] = rows as unknown as Row[];
  if (!row) return { locked: false, book: undefined };
  return {
    locked: true,
    book:
      row.id === null
        ? undefined
        : {
            id: row.id,
            priceSatang: row.price_satang!,
            published: row.published!,
            nameTh: row.name_th!,
            nameEn: row.name_en!,
          },
  };
};

/**
 * Adds the book unless the owner (a customer) owns it or the basket holds `max` lines already, in
 * one statement run after the owner's lock (so it sees every add committed before: the limit holds
 * under parallel adds). A book already there stays as it was (one line per book). What it found:
 * the lines before the add and whether the owner owns the book (nothing was added then).
 */
export const insertItemIfRoom = async (
  tx: DbOrTx,
  params: {
    owner: BasketOwner;
    cartType: number;
    bookId: number;
    priceSatang: number;
    max: number;
  },
): Promise<{ count: number; owned: boolean }> => {
  const { owner } = params;
  const owned =
    'customerId' in owner
      ? sql`exists (select 1 from ${libraryItems}
              where ${libraryItems.customerId} = ${owner.customerId}
                and ${libraryItems.bookId} = ${params.bookId})`
      : sql`false`;
  const ownerColumn = 'customerId' in owner ? sql`customer_id` : sql`device_id`;
  const rows = await tx.execute(sql`
    with found as (
      select (select count(*)::int from ${basketItems} where ${ownedBy(owner, params.cartType)}) as count,
             ${owned} as owned),
    added as (
      insert into ${basketItems} (${ownerColumn}, cart_type, book_id, price_satang_seen)
      select ${'customerId' in owner ? sql`${owner.customerId}::int` : sql`${owner.deviceId}::uuid`},
             ${params.cartType}::smallint, ${params.bookId}::int, ${params.priceSatang}::int
        from found where found.count < ${params.max}::int and not found.owned
      on conflict do nothing returning 1)
    select count, owned from found`);
  const [row] = rows as unknown as { count: number; owned: boolean }[];
  return { count: row!.count, owned: row!.owned };
};

/** A basket line with what the basket needs of its book, today. */
export type BasketLine = {
  id: number;
  bookId: number;
  priceSatangSeen: number;
  addedAt: Date;
  priceSatang: number;
  oldPriceSatang: number | null;
  vatCategory: 'standard' | 'exempt';
  published: boolean;
  nameTh: string;
  nameEn: string;
  /** The owner (a customer) owns the book already: bought elsewhere, redeemed, given. */
  owned: boolean;
};

/** The owner's lines, oldest first, each with its book as the catalog has it now. */
export const listLines = async (
  tx: DbOrTx,
  owner: BasketOwner,
  cartType: number,
): Promise<BasketLine[]> =>
  tx
    .select({
      id: basketItems.id,
      bookId: basketItems.bookId,
      priceSatangSeen: basketItems.priceSatangSeen,
      addedAt: basketItems.addedAt,
      priceSatang: books.priceSatang,
      oldPriceSatang: books.oldPriceSatang,
      vatCategory: books.vatCategory,
      published: books.published,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      owned:
        'customerId' in owner
          ? sql<boolean>`exists (select 1 from ${libraryItems}
              where ${libraryItems.customerId} = ${owner.customerId}
                and ${libraryItems.bookId} = ${basketItems.bookId})`
          : sql<boolean>`false`,
    })
    .from(basketItems)
    .innerJoin(books, eq(books.id, basketItems.bookId))
    .where(ownedBy(owner, cartType))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id));

/** Removes the owner's lines among `ids` (another owner's ids remove nothing). */
export const deleteLines = async (
  tx: DbOrTx,
  owner: BasketOwner,
  cartType: number,
  ids: readonly number[],
): Promise<void> => {
  if (ids.length === 0) return;
  await tx.delete(basketItems).where(and(ownedBy(owner, cartType), inArray(basketItems.id, ids)));
};

/** Records the prices the reader has now been shown. */
export const markPricesSeen = async (
  tx: DbOrTx,
  lines: readonly { id: number; priceSatang: number }[],
): Promise<void> => {
  for (const line of lines)
    await tx
      .update(basketItems)
      .set({ priceSatangSeen: line.priceSatang })
      .where(eq(basketItems.id, line.id));
};

/**
 * Sign-in: the device's lines join the customer's (a book in both stays once, with the customer's
 * line; a book the customer owns is dropped), and the device keeps none. One statement each, in
 * the sign-in's transaction.
 */
export const moveDeviceLinesToCustomer = async (
  tx: DbOrTx,
  params: { deviceId: string; customerId: number },
): Promise<void> => {
  await tx.execute(sql`
    insert into ${basketItems} (customer_id, cart_type, book_id, price_satang_seen, added_at)
    select ${params.customerId}, item.cart_type, item.book_id, item.price_satang_seen, item.added_at
      from ${basketItems} as item
     where item.device_id = ${params.deviceId}
       and not exists (select 1 from ${libraryItems} as owned
                        where owned.customer_id = ${params.customerId}
                          and owned.book_id = item.book_id)
     order by item.added_at, item.id
    on conflict do nothing`);
  await tx.delete(basketItems).where(eq(basketItems.deviceId, params.deviceId));
};

export { ownsBook } from '../library/index.js';
