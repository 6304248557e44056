import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { redeemBatches, redeemCodes } from '../../db/schema/index.js';

/** A staff batch as the back office lists it (the sealed codes are never read here). */
export type RedeemBatchView = {
  id: number;
  name: string;
  kind: 'book' | 'coins' | 'coupon';
  bookId: number | null;
  bookNameTh: string | null;
  bookNameEn: string | null;
  coinsSatang: number | null;
  coinsValidDays: number | null;
  count: number;
  maxUses: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
  exportedAt: Date | null;
  exportedBy: string | null;
  disabledAt: Date | null;
  disabledBy: string | null;
  claimCount: number;
};

export type NewRedeemBatch = typeof redeemBatches.$inferInsert;

/*
 * Drizzle writes a column inside `sql` without its table, so the correlated subqueries below name
 * the outer table's columns in full: `redeem_batches.id` inside a subquery on redeem_codes would
 * otherwise be read as redeem_codes.id.
 */
const staffEmail = (column: 'created_by' | 'exported_by' | 'disabled_by') =>
  sql<
    string | null
  >`(select email from staff where staff.id = ${sql.raw(`redeem_batches.${column}`)})`;

const viewColumns = {
  id: redeemBatches.id,
  name: redeemBatches.name,
  kind: redeemBatches.kind,
  bookId: redeemBatches.bookId,
  bookNameTh: sql<
    string | null
  >`(select name_th from books where books.id = redeem_batches.book_id)`,
  bookNameEn: sql<
    string | null
  >`(select name_en from books where books.id = redeem_batches.book_id)`,
  coinsSatang: redeemBatches.coinsSatang,
  coinsValidDays: redeemBatches.coinsValidDays,
  count: redeemBatches.count,
  maxUses: redeemBatches.maxUses,
  startsAt: redeemBatches.startsAt,
  expiresAt: redeemBatches.expiresAt,
  note: redeemBatches.note,
  createdAt: redeemBatches.createdAt,
  createdBy: staffEmail('created_by'),
  exportedAt: redeemBatches.exportedAt,
  exportedBy: staffEmail('exported_by'),
  disabledAt: redeemBatches.disabledAt,
  disabledBy: staffEmail('disabled_by'),
  // Only the used codes, through the partial index redeem_codes_batch_used_idx.
  claimCount: sql<string>`(select coalesce(sum(code.used_count), 0) from redeem_codes code
                            where code.batch_id = redeem_batches.id and code.used_count > 0)`,
};

const toView = (row: Omit<RedeemBatchView, 'claimCount'> & { claimCount: string | number }) => ({
  ...row,
  claimCount: Number(row.claimCount),
});

export const findBatch = async (tx: DbOrTx, id: number): Promise<RedeemBatchView | undefined> => {
  const [row] = await tx.select(viewColumns).from(redeemBatches).where(eq(redeemBatches.id, id));
  return row ? toView(row) : undefined;
};

export type BatchFilter = {
  text?: string;
  kind?: 'book' | 'coins';
  status?: 'active' | 'disabled';
  sort: 'id' | 'name' | 'expiresAt';
  descending: boolean;
};

/** A page of batches (`limit` rows from `offset`), newest first unless sorted otherwise. */
export const findBatchPage = async (
  tx: DbOrTx,
  filter: BatchFilter,
  limit: number,
  offset: number,
): Promise<RedeemBatchView[]> => {
  const column = {
    id: redeemBatches.id,
    name: redeemBatches.name,
    expiresAt: redeemBatches.expiresAt,
  }[filter.sort];
  const direction = filter.descending ? sql`desc` : sql`asc`;
  const rows = await tx
    .select(viewColumns)
    .from(redeemBatches)
    .where(
      and(
        filter.text ? sql`${redeemBatches.name} ilike ${`%${filter.text}%`}` : undefined,
        filter.kind ? eq(redeemBatches.kind, filter.kind) : undefined,
        filter.status === 'active' ? isNull(redeemBatches.disabledAt) : undefined,
        filter.status === 'disabled' ? isNotNull(redeemBatches.disabledAt) : undefined,
      ),
    )
    .orderBy(sql`${column} ${direction} nulls last`, sql`${redeemBatches.id} ${direction}`)
    .limit(limit)
    .offset(offset);
  return rows.map(toView);
};

export const insertBatch = async (tx: DbOrTx, row: NewRedeemBatch): Promise<number> => {
  const [inserted] = await tx.insert(redeemBatches).values(row).returning({ id: redeemBatches.id });
  return inserted!.id;
};

export const storeSealedCodes = async (
  tx: DbOrTx,
  params: { batchId: number; sealed: string },
): Promise<void> => {
  await tx
    .update(redeemBatches)
    .set({ sealedCodes: params.sealed })
    .where(eq(redeemBatches.id, params.batchId));
};

/**
 * The batch's codes, in one statement whatever their number: the hashes and hints travel as two
 * comma-joined parameters (hex and base-32 symbols have no comma) and are unnested by PostgreSQL.
 */
export const insertBatchCodes = async (
  tx: DbOrTx,
  params: {
    batchId: number;
    hashes: readonly string[];
    hints: readonly string[];
    kind: 'book' | 'coins';
    bookId: number | null;
    coinsSatang: number | null;
    coinsValidDays: number | null;
    maxUses: number;
    startsAt: Date | null;
    expiresAt: Date | null;
    note: string | null;
  },
): Promise<void> => {
  await tx.execute(sql`
    insert into ${redeemCodes}
      (code_hash, code_hint, kind, book_id, coins_satang, coins_valid_days, max_uses, starts_at,
       expires_at, note, batch_id)
    select code.hash, code.hint, ${params.kind}::redeem_kind, ${params.bookId}::int,
           ${params.coinsSatang}::int, ${params.coinsValidDays}::smallint, ${params.maxUses}::int,
           ${params.startsAt?.toISOString() ?? null}::timestamptz,
           ${params.expiresAt?.toISOString() ?? null}::timestamptz, ${params.note}::varchar,
           ${params.batchId}::int
      from unnest(string_to_array(${params.hashes.join(',')}, ','),
                  string_to_array(${params.hints.join(',')}, ',')) as code (hash, hint)`);
};

/**
 * Takes the sealed codes for their one export and erases them, in one statement: the row is
 * locked, and a concurrent export, waiting for the lock, re-reads it as exported and gets no row.
 */
export const takeSealedCodes = async (
  tx: DbOrTx,
  params: { batchId: number; staffId: number | null; now: Date },
): Promise<string | undefined> => {
  const [row] = await executeRows<{ sealed: string }>(
    tx,
    sql`with target as (
          select id, sealed_codes from ${redeemBatches}
           where id = ${params.batchId} and exported_at is null and disabled_at is null
             and sealed_codes is not null
           for update
        )
        update ${redeemBatches} batch
           set exported_at = ${params.now.toISOString()}, exported_by = ${params.staffId},
               sealed_codes = null
          from target
         where batch.id = target.id
        returning target.sealed_codes as sealed`,
  );
  return row?.sealed;
};

/** Disables the batch (erasing codes not yet exported); false when it was already disabled. */
export const disableBatch = async (
  tx: DbOrTx,
  params: { batchId: number; staffId: number | null; now: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(redeemBatches)
    .set({ disabledAt: params.now, disabledBy: params.staffId, sealedCodes: null })
    .where(and(eq(redeemBatches.id, params.batchId), isNull(redeemBatches.disabledAt)))
    .returning({ id: redeemBatches.id });
  return rows.length === 1;
};

/**
 * Revokes every code of the batch in one statement. A claim running meanwhile waits for the
 * code's row, re-reads it as revoked, and takes nothing.
 */
export const revokeBatchCodes = async (
  tx: DbOrTx,
  params: { batchId: number; now: Date },
): Promise<number> => {
  const rows = await tx
    .update(redeemCodes)
    .set({ revokedAt: params.now })
    .where(and(eq(redeemCodes.batchId, params.batchId), isNull(redeemCodes.revokedAt)))
    .returning({ id: redeemCodes.id });
  return rows.length;
};

export type RedeemClaimView = {
  codeId: number;
  customerId: number;
  claimedAt: Date;
  codeHint: string;
  batchId: number;
  batchName: string;
  email: string | null;
  firstName: string;
  lastName: string;
};

/**
 * Who claimed batch codes, newest first: one batch's (through its used codes only), or every
 * batch's (walking redeem_claims_claimed_at_idx, gift and command-line codes left out).
 */
export const findClaimPage = async (
  tx: DbOrTx,
  params: { batchId?: number; limit: number; offset: number },
): Promise<RedeemClaimView[]> => {
  const rows = await executeRows<{
    code_id: number;
    customer_id: number;
    claimed_at: string | Date;
    code_hint: string;
    batch_id: number;
    batch_name: string;
    email: string | null;
    first_name: string;
    last_name: string;
  }>(
    tx,
    sql`select claim.code_id, claim.customer_id, claim.claimed_at, code.code_hint,
               batch.id as batch_id, batch.name as batch_name,
               customer.email, customer.first_name, customer.last_name
          from redeem_claims claim
          join redeem_codes code on code.id = claim.code_id
          join redeem_batches batch on batch.id = code.batch_id
          join customers customer on customer.id = claim.customer_id
         where ${
           params.batchId === undefined
             ? sql`true`
             : sql`code.batch_id = ${params.batchId} and code.used_count > 0`
         }
         order by claim.claimed_at desc, claim.code_id desc, claim.customer_id desc
         limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map((row) => ({
    codeId: Number(row.code_id),
    customerId: Number(row.customer_id),
    claimedAt: new Date(row.claimed_at),
    codeHint: row.code_hint,
    batchId: Number(row.batch_id),
    batchName: row.batch_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  }));
};

export { ensureSecret } from '../../lib/store-secrets.repository.js';
export { findBookNames } from './redeem.repository.js';
