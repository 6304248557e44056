import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchIndexMeta, searchSpellings } from '../../db/schema/index.js';

export type SpellingRow = {
  spelling: string;
  groupKey: string;
  kind: 'variant' | 'transliteration';
};

/** Every spelling with its group (a few hundred rows: read whole, kept briefly in each process). */
export const findSpellings = async (db: DbOrTx): Promise<Array<Omit<SpellingRow, 'kind'>>> =>
  db
    .select({ spelling: searchSpellings.spelling, groupKey: searchSpellings.groupKey })
    .from(searchSpellings);

/** The `search_index_meta` key of the seed list the store last took its spellings from. */
const SEED_KEY = 'spellings_seed';

/**
 * Adds the seed spellings a store does not have yet, once per seed list (`seed` names it: a hash):
 * a store takes the seed at its first start and what a release adds to it, never a spelling staff
 * removed from an unchanged seed (docs/search.md). Says how many spellings it added.
 */
export const seedSpellingsOnce = async (
  db: DbOrTx,
  seed: string,
  rows: SpellingRow[],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const recorded = await db
    .insert(searchIndexMeta)
    .values({ key: SEED_KEY, value: seed })
    .onConflictDoUpdate({
      target: searchIndexMeta.key,
      set: { value: seed, updatedAt: sql`now()` },
      setWhere: sql`${searchIndexMeta.value} <> ${seed}`,
    })
    .returning({ key: searchIndexMeta.key });
  if (recorded.length === 0) return 0;
  const inserted = await db
    .insert(searchSpellings)
    .values(rows)
    .onConflictDoNothing({ target: searchSpellings.spelling })
    .returning({ id: searchSpellings.id });
  return inserted.length;
};
