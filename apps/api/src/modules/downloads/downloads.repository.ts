import { type SQL, and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, customers, downloads, libraryItems } from '../../db/schema/index.js';

export type DownloadChannel = 'web' | 'opds' | 'export';
export type DownloadFormat = 'EPUB' | 'PDF';

/** A book the customer owns, with what a download needs to know about it. */
export type OwnedItem = {
  customerId: number;
  bookId: number;
  itemKey: string;
  licenseId: string;
  source: 'purchase' | 'redeem' | 'gift' | 'staff';
  orderId: number | null;
  grantedAt: Date;
  downloadCount: number;
  /** The book's own limit; null: the store's default. */
  downloadLimit: number | null;
  nameTh: string;
  nameEn: string;
  language: 'th' | 'en';
};

const ownedColumns = {
  customerId: libraryItems.customerId,
  bookId: libraryItems.bookId,
  itemKey: libraryItems.itemKey,
  licenseId: libraryItems.licenseId,
  source: libraryItems.source,
  orderId: libraryItems.orderId,
  grantedAt: libraryItems.grantedAt,
  downloadCount: libraryItems.downloadCount,
  downloadLimit: books.downloadLimit,
  nameTh: books.nameTh,
  nameEn: books.nameEn,
  language: books.textLanguage,
};

/** The customer's library items that meet `condition`, each with its book. */
const ownedWhere = (db: DbOrTx, customerId: number, condition?: SQL) =>
  db
    .select(ownedColumns)
    .from(libraryItems)
    .innerJoin(books, eq(books.id, libraryItems.bookId))
    .where(and(eq(libraryItems.customerId, customerId), condition));

/** The caller's own library item by its key (`{orderItem}`); another customer's: undefined. */
export const findOwnedByItemKey = async (
  db: DbOrTx,
  params: { customerId: number; itemKey: string },
): Promise<OwnedItem | undefined> => {
  const [row] = await ownedWhere(db, params.customerId, eq(libraryItems.itemKey, params.itemKey));
  return row;
};

export const findOwnedBook = async (
  db: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<OwnedItem | undefined> => {
  const [row] = await ownedWhere(db, params.customerId, eq(libraryItems.bookId, params.bookId));
  return row;
};

/** Every book the customer owns, oldest first (the library export). */
export const listOwned = async (db: DbOrTx, customerId: number): Promise<OwnedItem[]> =>
  ownedWhere(db, customerId).orderBy(libraryItems.grantedAt, libraryItems.bookId);

/**
 * Counts one download if the limit allows it, in one statement: concurrent downloads queue on the
 * row and each sees the count the one before it left, so no more than `limit` ever pass. A null
 * limit counts without a ceiling. Undefined when the limit is reached (or nothing is owned).
 */
export const consumeDownload = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number; limit: number | null },
): Promise<{ downloadCount: number } | undefined> => {
  const [row] = await tx
    .update(libraryItems)
    .set({ downloadCount: sql`${libraryItems.downloadCount} + 1` })
    .where(
      and(
        eq(libraryItems.customerId, params.customerId),
        eq(libraryItems.bookId, params.bookId),
        params.limit === null ? undefined : sql`${libraryItems.downloadCount} < ${params.limit}`,
      ),
    )
    .returning({ downloadCount: libraryItems.downloadCount });
  return row;
};

/**
 * Logs a download. With a link id (a one-use link), a second use of the same link inserts nothing:
 * false, and the caller's transaction is rolled back with its count.
 */
export const logDownload = async (
  tx: DbOrTx,
  row: {
    customerId: number;
    bookId: number;
    format: DownloadFormat;
    channel: DownloadChannel;
    linkId: string | null;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<boolean> => {
  const inserted = await tx
    .insert(downloads)
    .values({
      ...row,
      ip: row.ip?.slice(0, 64) ?? null,
      userAgent: row.userAgent?.slice(0, 300) ?? null,
    })
    .onConflictDoNothing({ target: downloads.linkId })
    .returning({ id: downloads.id });
  return inserted.length > 0;
};

/** When the customer last exported the library (the first row of that export), if since `after`. */
export const lastExportSince = async (
  tx: DbOrTx,
  params: { customerId: number; after: Date },
): Promise<Date | undefined> => {
  const [row] = await tx
    .select({ createdAt: downloads.createdAt })
    .from(downloads)
    .where(
      and(
        eq(downloads.customerId, params.customerId),
        eq(downloads.channel, 'export'),
        gt(downloads.createdAt, params.after),
      ),
    )
    .orderBy(desc(downloads.createdAt))
    .limit(1);
  return row?.createdAt;
};

/** The name printed in the stamp: the account's first and last name, as the customer sees it. */
export const findCustomerName = async (
  db: DbOrTx,
  customerId: number,
): Promise<{ firstName: string; lastName: string } | undefined> => {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
};

export { ensureSecret } from '../../lib/store-secrets.repository.js';

/** Staff tracing (`npm run license:trace`): the purchase a license id belongs to and its downloads. */
export const traceLicense = async (db: DbOrTx, licenseId: string) => {
  const [item] = await db
    .select({
      customerId: libraryItems.customerId,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      bookId: libraryItems.bookId,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      source: libraryItems.source,
      orderId: libraryItems.orderId,
      grantedAt: libraryItems.grantedAt,
      downloadCount: libraryItems.downloadCount,
    })
    .from(libraryItems)
    .innerJoin(books, eq(books.id, libraryItems.bookId))
    .innerJoin(customers, eq(customers.id, libraryItems.customerId))
    .where(eq(libraryItems.licenseId, licenseId));
  if (!item) return undefined;
  const log = await db
    .select({
      createdAt: downloads.createdAt,
      format: downloads.format,
      channel: downloads.channel,
      ip: downloads.ip,
      userAgent: downloads.userAgent,
    })
    .from(downloads)
    .where(and(eq(downloads.customerId, item.customerId), eq(downloads.bookId, item.bookId)))
    .orderBy(downloads.createdAt);
  return { item, log };
};
