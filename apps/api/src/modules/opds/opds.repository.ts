import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { libraryItems } from '../../db/schema/index.js';

/** The book a customer's library item (`item_key`, the feed's acquisition id) is; another's: none. */
export const findOwnedItem = async (
  db: DbOrTx,
  params: { customerId: number; itemKey: string },
): Promise<{ bookId: number } | undefined> => {
  const [row] = await db
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(eq(libraryItems.itemKey, params.itemKey), eq(libraryItems.customerId, params.customerId)),
    )
    .limit(1);
  return row;
};
