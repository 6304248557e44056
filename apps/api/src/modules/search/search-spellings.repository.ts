import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchSpellings } from '../../db/schema/index.js';

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

/**
 * Writes the first spellings of a new store: only into an empty table, so what staff removed is
 * not brought back at the next start (docs/search.md).
 */
export const seedSpellingsIfEmpty = async (db: DbOrTx, rows: SpellingRow[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const values = rows.map(
    (row) => sql`(${row.spelling}::text, ${row.groupKey}::text, ${row.kind}::text)`,
  );
  const inserted = await db.execute(
    sql`insert into ${searchSpellings} (spelling, group_key, kind)
      select v.spelling, v.group_key, v.kind from (values ${sql.join(values, sql`, `)}) as v(spelling, group_key, kind)
      where not exists (select 1 from ${searchSpellings})
      on conflict (spelling) do nothing`,
  );
  return Number((inserted as unknown as { count?: number }).count ?? 0);
};
