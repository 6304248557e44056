import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, redeemClaims, redeemCodes } from '../../db/schema/index.js';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;
export type NewRedeemCode = typeof redeemCodes.$inferInsert;

export const findCodeByHash = async (
  tx: DbOrTx,
  codeHash: string,
): Promise<RedeemCodeRow | undefined> => {
  const [row] = await tx.select().from(redeemCodes).where(eq(redeemCodes.codeHash, codeHash));
  return row;
};

export const hasClaimed = async (
  tx: DbOrTx,
  params: { codeId: number; customerId: number },
): Promise<boolean> => {
  const [row] = await tx
    .select({ codeId: redeemClaims.codeId })
    .from(redeemClaims)
    .where(
      and(eq(redeemClaims.codeId, params.codeId), eq(redeemClaims.customerId, params.customerId)),
    );
  return row !== undefined;
};

export { lockCustomer } from '../accounts/index.js';

/**
 * Takes one use of the code, in one statement, only while it is usable: not revoked, inside its
 * window, uses left. Parallel claims of a single-use code: exactly one gets the row.
 */
export const takeUse = async (
  tx: DbOrTx,
  params: { codeId: number; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(redeemCodes)
    .set({ usedCount: sql`${redeemCodes.usedCount} + 1` })
    .where(
      and(
        eq(redeemCodes.id, params.codeId),
        sql`${redeemCodes.revokedAt} is null`,
        sql`${redeemCodes.usedCount} < ${redeemCodes.maxUses}`,
        sql`(${redeemCodes.startsAt} is null or ${redeemCodes.startsAt} <= ${params.now.toISOString()})`,
        sql`(${redeemCodes.expiresAt} is null or ${redeemCodes.expiresAt} > ${params.now.toISOString()})`,
      ),
    )
    .returning({ id: redeemCodes.id });
  return rows.length === 1;
};

export const insertClaim = async (
  tx: DbOrTx,
  params: { codeId: number; customerId: number },
): Promise<void> => {
  await tx.insert(redeemClaims).values(params);
};

export const findBookNames = async (
  tx: DbOrTx,
  bookId: number,
): Promise<{ nameTh: string; nameEn: string; published: boolean } | undefined> => {
  const [row] = await tx
    .select({ nameTh: books.nameTh, nameEn: books.nameEn, published: books.published })
    .from(books)
    .where(eq(books.id, bookId));
  return row;
};

export const insertCodes = async (tx: DbOrTx, rows: NewRedeemCode[]): Promise<void> => {
  if (rows.length > 0) await tx.insert(redeemCodes).values(rows);
};

export const insertGiftCode = async (tx: DbOrTx, row: NewRedeemCode): Promise<number> => {
  const [inserted] = await tx.insert(redeemCodes).values(row).returning({ id: redeemCodes.id });
  return inserted!.id;
};

/** Of these codes, the ones used at least once. */
export const findUsedCodeIds = async (tx: DbOrTx, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: redeemCodes.id })
    .from(redeemCodes)
    .where(and(inArray(redeemCodes.id, ids), gt(redeemCodes.usedCount, 0)));
  return new Set(rows.map((row) => row.id));
};

export { ownsBook, grantBook } from '../library/index.js';
