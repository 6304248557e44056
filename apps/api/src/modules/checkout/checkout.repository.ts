import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, checkoutStates } from '../../db/schema/index.js';

/** What the customer chose on the checkout page (docs/buying.md §4.2). */
export type CheckoutState = typeof checkoutStates.$inferSelect;

export const findCheckoutState = async (
  tx: DbOrTx,
  customerId: number,
): Promise<CheckoutState | undefined> => {
  const [row] = await tx
    .select()
    .from(checkoutStates)
    .where(eq(checkoutStates.customerId, customerId));
  return row;
};

export const saveUseCoins = async (
  tx: DbOrTx,
  params: { customerId: number; useCoins: boolean },
): Promise<void> => {
  await tx
    .insert(checkoutStates)
    .values({ customerId: params.customerId, useCoins: params.useCoins })
    .onConflictDoUpdate({
      target: checkoutStates.customerId,
      set: { useCoins: params.useCoins, updatedAt: sql`now()` },
    });
};

export const saveTaxInvoiceRequested = async (
  tx: DbOrTx,
  params: { customerId: number; requested: boolean },
): Promise<void> => {
  await tx
    .insert(checkoutStates)
    .values({ customerId: params.customerId, taxInvoiceRequested: params.requested })
    .onConflictDoUpdate({
      target: checkoutStates.customerId,
      set: { taxInvoiceRequested: params.requested, updatedAt: sql`now()` },
    });
};

/** After an order is placed the choices start afresh (the coupon was used by that order). */
export const clearCheckoutState = async (tx: DbOrTx, customerId: number): Promise<void> => {
  await tx
    .update(checkoutStates)
    .set({ couponCode: null, useCoins: false, updatedAt: sql`now()` })
    .where(eq(checkoutStates.customerId, customerId));
};

/** A book bought as a gift, priced as the basket prices its lines (today's price and VAT). */
export const findGiftBook = async (tx: DbOrTx, bookId: number) => {
  const [row] = await tx
    .select({
      bookId: books.id,
      priceSatang: books.priceSatang,
      oldPriceSatang: books.oldPriceSatang,
      vatCategory: books.vatCategory,
      published: books.published,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
    })
    .from(books)
    .where(eq(books.id, bookId));
  return row;
};
