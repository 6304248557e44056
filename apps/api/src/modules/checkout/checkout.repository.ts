import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, checkoutStates, coinBatches, orderLines, orders } from '../../db/schema/index.js';

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

/**
 * What pricing a checkout reads besides its lines, in one statement (issue 27 §3: it runs at every
 * checkout view and again in the confirm's transaction): the customer's choices, their coin
 * balance at `now` (as the coins' `findBalance` sums it) and, with `pending`, the books of their
 * pending orders (as the orders' `findPendingBooks` lists them).
 */
export const findCheckoutContext = async (
  tx: DbOrTx,
  params: { customerId: number; now: Date; pending: boolean },
): Promise<{
  state: CheckoutState | undefined;
  balance: number;
  pendingBooks: { orderId: number; bookId: number | null }[];
}> => {
  const customerId = sql`${params.customerId}::int`;
  const rows = await tx.execute(sql`
    select s.customer_id, s.coupon_code, s.use_coins, s.tax_invoice_requested, s.updated_at,
      (select coalesce(sum(${coinBatches.remainingSatang}), 0)::int8 from ${coinBatches}
        where ${coinBatches.customerId} = ${customerId} and ${coinBatches.remainingSatang} > 0
          and ${coinBatches.expiresAt} > ${params.now.toISOString()}::timestamptz) as balance,
      case when ${params.pending}::boolean then
        (select coalesce(json_agg(json_build_object('orderId', ${orders.id}, 'bookId', ${orderLines.bookId})), '[]'::json)
           from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
          where ${orders.customerId} = ${customerId} and ${orders.status} = 'PD')
      else '[]'::json end as pending
    from (select 1) as one left join ${checkoutStates} as s on s.customer_id = ${customerId}`);
  const [row] = rows as unknown as {
    customer_id: number | null;
    coupon_code: string | null;
    use_coins: boolean | null;
    tax_invoice_requested: boolean | null;
    updated_at: Date | string | null;
    balance: string | number;
    pending: { orderId: number; bookId: number | null }[];
  }[];
  return {
    state:
      row?.customer_id == null
        ? undefined
        : {
            customerId: row.customer_id,
            couponCode: row.coupon_code,
            useCoins: row.use_coins ?? false,
            taxInvoiceRequested: row.tax_invoice_requested ?? false,
            updatedAt: new Date(row.updated_at!),
          },
    balance: Number(row?.balance ?? 0),
    pendingBooks: row?.pending ?? [],
  };
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
      releaseAt: books.releaseAt,
    })
    .from(books)
    .where(eq(books.id, bookId));
  return row;
};
