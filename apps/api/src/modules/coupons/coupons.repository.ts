import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { checkoutStates, couponUses, coupons } from '../../db/schema/index.js';

/** A coupon as its rules read it (docs/buying.md §12). */
export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The coupon with this code (already normalised: trimmed, NFKC, upper case), if any. */
export const findCouponByCode = async (
  tx: DbOrTx,
  code: string,
): Promise<CouponRow | undefined> => {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}`);
  return row;
};

/**
 * Which of `bookIds` the coupon's targets cover: the books named, the books of the publishers
 * named, and the books in the categories named or any of their sub-categories. The caller asks
 * only when the coupon has targets (none = every book).
 */
export const findEligibleBookIds = async (
  tx: DbOrTx,
  params: {
    bookIds: readonly number[];
    targetBookIds: readonly number[];
    categoryIds: readonly number[];
    publisherIds: readonly number[];
  },
): Promise<Set<number>> => {
  if (params.bookIds.length === 0) return new Set();
  const intArray = (ids: readonly number[]) =>
    sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
  const list = (ids: readonly number[]) => (ids.length === 0 ? sql`'{}'::int[]` : intArray(ids));
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`with recursive tree (id) as (
          select id from categories where id = any(${list(params.categoryIds)})
          union
          select child.id from categories child join tree on child.parent_id = tree.id
        )
        select book.id from books book
         where book.id = any(${list(params.bookIds)})
           and (book.id = any(${list(params.targetBookIds)})
                or book.publisher_id = any(${list(params.publisherIds)})
                or exists (select 1 from book_categories link
                            where link.book_id = book.id
                              and link.category_id in (select id from tree)))`,
  );
  return new Set(rows.map((row) => Number(row.id)));
};

/** How many uses of the coupon the customer has, held by pending orders or used by paid ones. */
export const countCustomerUses = async (
  tx: DbOrTx,
  params: { couponId: number; customerId: number },
): Promise<number> => {
  const [row] = await tx
    .select({ total: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, params.couponId),
        eq(couponUses.customerId, params.customerId),
        inArray(couponUses.status, ['held', 'used']),
      ),
    );
  return row?.total ?? 0;
};

/**
 * Counts one use of the coupon, if any is left: one conditional UPDATE, which PostgreSQL re-checks
 * after waiting for a concurrent one, so a limit of 10 gives exactly 10 under any number of
 * parallel calls. The customer's own limit is checked in the same statement (the caller holds the
 * customer's row lock, so the customer's uses cannot change meanwhile). False when none is left.
 */
export const incrementUse = async (
  tx: DbOrTx,
  params: { couponId: number; customerId: number },
): Promise<boolean> => {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, params.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
        sql`(select count(*) from ${couponUses}
              where ${couponUses.couponId} = ${params.couponId}
                and ${couponUses.customerId} = ${params.customerId}
                and ${couponUses.status} in ('held', 'used')) < ${coupons.perCustomerLimit}`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
};

export const insertHeldUse = async (
  tx: DbOrTx,
  params: { couponId: number; customerId: number; orderId: number },
): Promise<void> => {
  await tx.insert(couponUses).values({ ...params, status: 'held' });
};

/**
 * The order's held use becomes released and the coupon's count goes back by one, in one statement:
 * only the call that turns `held` into `released` gives the use back, so two releases racing (a
 * cancel and an expiry) give back exactly one.
 */
export const releaseUse = async (tx: DbOrTx, orderId: number): Promise<void> => {
  await tx.execute(sql`
    with released as (
      update ${couponUses} set status = 'released'
       where order_id = ${orderId} and status = 'held'
      returning coupon_id
    )
    update ${coupons} set used_count = used_count - 1
     where id in (select coupon_id from released)`);
};

/** The order's held use becomes used (the order was paid). */
export const markUseUsed = async (tx: DbOrTx, orderId: number): Promise<void> => {
  await tx
    .update(couponUses)
    .set({ status: 'used' })
    .where(and(eq(couponUses.orderId, orderId), eq(couponUses.status, 'held')));
};

/** The coupon code the customer applied on the basket or checkout page, if any. */
export const findStoredCode = async (tx: DbOrTx, customerId: number): Promise<string | null> => {
  const [row] = await tx
    .select({ code: checkoutStates.couponCode })
    .from(checkoutStates)
    .where(eq(checkoutStates.customerId, customerId));
  return row?.code ?? null;
};

/** Stores (or, with null, forgets) the customer's coupon code; the rest of the state is kept. */
export const storeCode = async (
  tx: DbOrTx,
  params: { customerId: number; code: string | null },
): Promise<void> => {
  await tx
    .insert(checkoutStates)
    .values({ customerId: params.customerId, couponCode: params.code })
    .onConflictDoUpdate({
      target: checkoutStates.customerId,
      set: { couponCode: params.code, updatedAt: sql`now()` },
    });
};

/** Inserts a coupon; false when its code is taken (codes are unique whatever their case). */
export const insertCoupon = async (tx: DbOrTx, coupon: NewCoupon): Promise<boolean> => {
  const rows = await tx
    .insert(coupons)
    .values(coupon)
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return rows.length > 0;
};
