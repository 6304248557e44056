import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';

/** Coupons as the back office reads and writes them (docs/coupons.md, docs/back-office.md). */
export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export type CouponFilter = {
  text?: string;
  active?: boolean;
  sort: 'id' | 'code' | 'endsAt' | 'usedCount';
  descending: boolean;
};

export const findCouponPage = async (
  tx: DbOrTx,
  filter: CouponFilter,
  limit: number,
  offset: number,
): Promise<CouponRow[]> => {
  const column = {
    id: coupons.id,
    code: coupons.code,
    endsAt: coupons.endsAt,
    usedCount: coupons.usedCount,
  }[filter.sort];
  const like = `%${filter.text ?? ''}%`;
  return tx
    .select()
    .from(coupons)
    .where(
      and(
        filter.text
          ? sql`(${coupons.code} ilike ${like} or ${coupons.descriptionTh} ilike ${like}
                 or ${coupons.descriptionEn} ilike ${like})`
          : undefined,
        filter.active === undefined ? undefined : eq(coupons.active, filter.active),
      ),
    )
    .orderBy(
      filter.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      filter.descending ? desc(coupons.id) : asc(coupons.id),
    )
    .limit(limit)
    .offset(offset);
};

/** The coupon, locked for a change when `forUpdate` (checkout's counting waits meanwhile). */
export const findCouponById = async (
  tx: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CouponRow | undefined> => {
  const query = tx.select().from(coupons).where(eq(coupons.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
};

/** Inserts a coupon; undefined when its code is taken (codes are unique whatever their case). */
export const insertCouponRow = async (
  tx: DbOrTx,
  coupon: NewCoupon,
): Promise<CouponRow | undefined> => {
  const [row] = await tx.insert(coupons).values(coupon).onConflictDoNothing().returning();
  return row;
};

export const updateCouponRow = async (
  tx: DbOrTx,
  id: number,
  values: Partial<NewCoupon>,
): Promise<CouponRow> => {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row!;
};

/** Of these ids, the ones with no book, category or publisher behind them. */
export const findMissingTargets = async (
  tx: DbOrTx,
  params: { bookIds: number[]; categoryIds: number[]; publisherIds: number[] },
): Promise<{ books: number[]; categories: number[]; publishers: number[] }> => {
  const missing = async (table: 'books' | 'categories' | 'publishers', ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await executeRows<{ id: number }>(
      tx,
      sql`select wanted.id from unnest(${`{${ids.join(',')}}`}::int[]) as wanted (id)
           where not exists (select 1 from ${sql.raw(table)} found where found.id = wanted.id)
           order by wanted.id`,
    );
    return rows.map((row) => Number(row.id));
  };
  const [books, categories, publishers] = await Promise.all([
    missing('books', params.bookIds),
    missing('categories', params.categoryIds),
    missing('publishers', params.publisherIds),
  ]);
  return { books, categories, publishers };
};
