import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { coinBatches, coinHistory, coinPacks } from '../../db/schema/index.js';

/** A staff grant as the back office lists it (a coin batch of source `staff`). */
export type CoinGrantView = {
  id: number;
  customerId: number;
  customerEmail: string | null;
  amountSatang: number;
  remainingSatang: number;
  expiresAt: Date;
  note: string | null;
  reason: string | null;
  grantedBy: string | null;
  clientKey: string | null;
  createdAt: Date;
};

const grantColumns = sql`batch.id, batch.customer_id, customer.email as customer_email,
  batch.amount_satang, batch.remaining_satang, batch.expires_at, batch.note, batch.reason,
  staff.email as granted_by, batch.client_key, batch.created_at`;

type GrantRow = {
  id: number;
  customer_id: number;
  customer_email: string | null;
  amount_satang: number;
  remaining_satang: number;
  expires_at: string | Date;
  note: string | null;
  reason: string | null;
  granted_by: string | null;
  client_key: string | null;
  created_at: string | Date;
};

const toGrant = (row: GrantRow): CoinGrantView => ({
  id: Number(row.id),
  customerId: Number(row.customer_id),
  customerEmail: row.customer_email,
  amountSatang: Number(row.amount_satang),
  remainingSatang: Number(row.remaining_satang),
  expiresAt: new Date(row.expires_at),
  note: row.note,
  reason: row.reason,
  grantedBy: row.granted_by,
  clientKey: row.client_key,
  createdAt: new Date(row.created_at),
});

/** Staff grants, newest first (through coin_batches_staff_grants_idx), of one customer or all. */
export const findGrantPage = async (
  tx: DbOrTx,
  params: { customerId?: number; limit: number; offset: number },
): Promise<CoinGrantView[]> => {
  const rows = await executeRows<GrantRow>(
    tx,
    sql`select ${grantColumns}
          from coin_batches batch
          join customers customer on customer.id = batch.customer_id
          left join staff on staff.id = batch.staff_id
         where batch.source = 'staff'
           ${params.customerId === undefined ? sql`` : sql`and batch.customer_id = ${params.customerId}`}
         order by batch.id desc
         limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map(toGrant);
};

export const findGrant = async (
  tx: DbOrTx,
  where: { id: number } | { clientKey: string },
): Promise<CoinGrantView | undefined> => {
  const [row] = await executeRows<GrantRow>(
    tx,
    sql`select ${grantColumns}
          from coin_batches batch
          join customers customer on customer.id = batch.customer_id
          left join staff on staff.id = batch.staff_id
         where batch.source = 'staff'
           and ${'id' in where ? sql`batch.id = ${where.id}` : sql`batch.client_key = ${where.clientKey}`}`,
  );
  return row ? toGrant(row) : undefined;
};

/**
 * A staff grant: a coin batch and its history entry, unless a grant with this client key exists
 * (then nothing is written and undefined comes back). A second insert with the same key waits for
 * the first one's transaction and then does nothing.
 */
export const insertStaffGrant = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    amountSatang: number;
    expiresAt: Date;
    staffId: number | null;
    reason: string;
    note: string | null;
    clientKey: string;
    detail: { key: string; params?: Record<string, string | number> };
  },
): Promise<number | undefined> => {
  const [batch] = await tx
    .insert(coinBatches)
    .values({
      customerId: params.customerId,
      source: 'staff',
      amountSatang: params.amountSatang,
      remainingSatang: params.amountSatang,
      expiresAt: params.expiresAt,
      staffId: params.staffId,
      reason: params.reason,
      note: params.note,
      clientKey: params.clientKey,
    })
    .onConflictDoNothing({ target: coinBatches.clientKey })
    .returning({ id: coinBatches.id });
  if (!batch) return undefined;
  await tx.insert(coinHistory).values({
    customerId: params.customerId,
    kind: 'staff',
    amountSatang: params.amountSatang,
    batchId: batch.id,
    expiresAt: params.expiresAt,
    detail: params.detail,
  });
  return batch.id;
};

// ---------------------------------------------------------------- coin packs

export type CoinPackRow = typeof coinPacks.$inferSelect;
export type NewCoinPack = typeof coinPacks.$inferInsert;

export const findCoinPackPage = async (
  tx: DbOrTx,
  params: { limit: number; offset: number },
): Promise<CoinPackRow[]> =>
  tx
    .select()
    .from(coinPacks)
    .orderBy(
      desc(coinPacks.active),
      asc(coinPacks.sortOrder),
      asc(coinPacks.priceSatang),
      asc(coinPacks.id),
    )
    .limit(params.limit)
    .offset(params.offset);

export const findCoinPackById = async (
  tx: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CoinPackRow | undefined> => {
  const query = tx.select().from(coinPacks).where(eq(coinPacks.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
};

export const insertCoinPack = async (tx: DbOrTx, pack: NewCoinPack): Promise<CoinPackRow> => {
  const [row] = await tx.insert(coinPacks).values(pack).returning();
  return row!;
};

export const updateCoinPack = async (
  tx: DbOrTx,
  id: number,
  values: Partial<NewCoinPack>,
): Promise<CoinPackRow> => {
  const [row] = await tx
    .update(coinPacks)
    .set(values)
    .where(and(eq(coinPacks.id, id)))
    .returning();
  return row!;
};
