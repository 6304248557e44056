import { TIME_ZONE } from '@nangsue/contracts';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coinBatches, coinHistory, coinSpends } from '../../db/schema/index.js';

export type CoinSource = (typeof coinBatches.$inferInsert)['source'];
export type CoinHistoryRow = typeof coinHistory.$inferSelect;

/** Coins a customer can spend now (satang). */
export const findBalance = async (tx: DbOrTx, customerId: number, now: Date): Promise<number> => {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${coinBatches.remainingSatang}), 0)` })
    .from(coinBatches)
    .where(
      and(
        eq(coinBatches.customerId, customerId),
        gt(coinBatches.remainingSatang, 0),
        gt(coinBatches.expiresAt, now),
      ),
    );
  return Number(row?.total ?? 0);
};

/**
 * What is left to spend, summed per day it expires (in Bangkok: coins credited the same day expire
 * together to the reader), soonest first, up to `until`; each with its first expiry instant.
 */
export const findExpiries = async (
  tx: DbOrTx,
  params: { customerId: number; now: Date; until?: Date; limit: number },
): Promise<{ amountSatang: number; expiresAt: Date }[]> => {
  const day = sql`(${coinBatches.expiresAt} at time zone ${TIME_ZONE})::date`;
  const rows = await tx
    .select({
      expiresAt: sql<string>`min(${coinBatches.expiresAt})`,
      amount: sql<string>`sum(${coinBatches.remainingSatang})`,
    })
    .from(coinBatches)
    .where(
      and(
        eq(coinBatches.customerId, params.customerId),
        gt(coinBatches.remainingSatang, 0),
        gt(coinBatches.expiresAt, params.now),
        params.until ? sql`${coinBatches.expiresAt} <= ${params.until.toISOString()}` : undefined,
      ),
    )
    .groupBy(day)
    .orderBy(sql`min(${coinBatches.expiresAt})`)
    .limit(params.limit);
  return rows.map((row) => ({
    amountSatang: Number(row.amount),
    expiresAt: new Date(row.expiresAt),
  }));
};

/** A credit: a new batch and its history entry. */
export const insertCredit = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    source: CoinSource;
    amountSatang: number;
    expiresAt: Date;
    redeemCodeId?: number;
    note?: string;
    detail: { key: string; params?: Record<string, string | number> };
  },
): Promise<{ batchId: number }> => {
  // The batch and its history line in one statement (issue 27 §3: a paid order's reward runs in
  // the grant's transaction).
  const rows = await tx.execute(sql`
    with batch as (
      insert into ${coinBatches} (customer_id, source, amount_satang, remaining_satang, expires_at,
                                  redeem_code_id, note)
      values (${params.customerId}::int, ${params.source}::coin_source, ${params.amountSatang}::int,
              ${params.amountSatang}::int, ${params.expiresAt.toISOString()}::timestamptz,
              ${params.redeemCodeId ?? null}::int, ${params.note ?? null}::varchar)
      returning id)
    insert into ${coinHistory} (customer_id, kind, amount_satang, batch_id, expires_at, detail)
    select ${params.customerId}::int, ${params.source}::coin_history_kind,
           ${params.amountSatang}::int, batch.id, ${params.expiresAt.toISOString()}::timestamptz,
           ${JSON.stringify(params.detail)}::jsonb
      from batch
    returning batch_id`);
  const [batch] = rows as unknown as { batch_id: number }[];
  if (!batch) throw new Error('insert into coin_batches returned no row');
  return { batchId: batch.batch_id };
};

/** One page of a customer's history, newest first, and how many entries there are. */
export const findHistoryPage = async (
  tx: DbOrTx,
  params: { customerId: number; offset: number; limit: number },
): Promise<{ rows: CoinHistoryRow[]; total: number }> => {
  const [rows, [counted]] = await Promise.all([
    tx
      .select()
      .from(coinHistory)
      .where(eq(coinHistory.customerId, params.customerId))
      .orderBy(desc(coinHistory.id))
      .offset(params.offset)
      .limit(params.limit),
    tx
      .select({ total: count() })
      .from(coinHistory)
      .where(eq(coinHistory.customerId, params.customerId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
};

export { lockCustomer } from '../accounts/index.js';

/** The customer's spendable batches, soonest expiry first, locked for the spend. */
export const findSpendableBatches = async (
  tx: DbOrTx,
  params: { customerId: number; now: Date },
): Promise<{ id: number; remainingSatang: number; expiresAt: Date }[]> =>
  tx
    .select({
      id: coinBatches.id,
      remainingSatang: coinBatches.remainingSatang,
      expiresAt: coinBatches.expiresAt,
    })
    .from(coinBatches)
    .where(
      and(
        eq(coinBatches.customerId, params.customerId),
        gt(coinBatches.remainingSatang, 0),
        gt(coinBatches.expiresAt, params.now),
      ),
    )
    .orderBy(asc(coinBatches.expiresAt), asc(coinBatches.id))
    .for('update');

/** Takes `amountSatang` from a batch (the CHECK refuses going below zero) and records the spend. */
export const takeFromBatch = async (
  tx: DbOrTx,
  params: { batchId: number; customerId: number; orderId: number; amountSatang: number },
): Promise<void> => {
  await tx
    .update(coinBatches)
    .set({ remainingSatang: sql`${coinBatches.remainingSatang} - ${params.amountSatang}` })
    .where(eq(coinBatches.id, params.batchId));
  await tx.insert(coinSpends).values(params);
};

/** The spends of an order not yet given back, marked given back; returns them. */
export const releaseSpends = async (
  tx: DbOrTx,
  params: { orderId: number; customerId: number },
): Promise<{ batchId: number; amountSatang: number }[]> =>
  tx
    .update(coinSpends)
    .set({ releasedAt: sql`now()` })
    .where(
      and(
        eq(coinSpends.orderId, params.orderId),
        eq(coinSpends.customerId, params.customerId),
        isNull(coinSpends.releasedAt),
      ),
    )
    .returning({ batchId: coinSpends.batchId, amountSatang: coinSpends.amountSatang });

export const giveBackToBatch = async (
  tx: DbOrTx,
  params: { batchId: number; amountSatang: number },
): Promise<void> => {
  await tx
    .update(coinBatches)
    .set({ remainingSatang: sql`${coinBatches.remainingSatang} + ${params.amountSatang}` })
    .where(eq(coinBatches.id, params.batchId));
};

/** A debit or a return in the history. */
export const insertHistory = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    kind: 'spend' | 'release';
    amountSatang: number;
    orderId: number;
    detail: { key: string; params?: Record<string, string | number> };
  },
): Promise<void> => {
  await tx.insert(coinHistory).values(params);
};
