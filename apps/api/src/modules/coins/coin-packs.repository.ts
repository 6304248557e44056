import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coinPacks } from '../../db/schema/index.js';

export type CoinPackRow = typeof coinPacks.$inferSelect;

/** A pack on sale (or any pack, for crediting an order paid after it stopped being sold). */
export const findCoinPack = async (
  tx: DbOrTx,
  packId: number,
  options: { evenInactive?: boolean } = {},
): Promise<CoinPackRow | undefined> => {
  const [row] = await tx
    .select()
    .from(coinPacks)
    .where(
      and(eq(coinPacks.id, packId), options.evenInactive ? undefined : eq(coinPacks.active, true)),
    );
  return row;
};

export const findActiveCoinPacks = async (tx: DbOrTx): Promise<CoinPackRow[]> =>
  tx
    .select()
    .from(coinPacks)
    .where(eq(coinPacks.active, true))
    .orderBy(asc(coinPacks.sortOrder), asc(coinPacks.priceSatang));

/** The demo store's coin packs (idempotent: only when there are none). */
export const seedCoinPacks = async (
  tx: DbOrTx,
  packs: (typeof coinPacks.$inferInsert)[],
): Promise<void> => {
  const [existing] = await tx.select({ id: coinPacks.id }).from(coinPacks).limit(1);
  if (!existing) await tx.insert(coinPacks).values(packs);
};
