import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchSpellings } from '../../db/schema/index.js';

/*
 * The back office's reads and writes of the search spellings (search-spellings.admin.service.ts).
 * Search reads the same table through search-spellings.repository.ts; a store has hundreds of
 * groups, so a page of groups is a page of keys, then their spellings.
 */

export type SpellingRow = typeof searchSpellings.$inferSelect;
export type SpellingKind = SpellingRow['kind'];

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * A page of group keys, the group with the newest first spelling first; `text` (`%`, `_` and `\`
 * escaped) keeps the groups with a spelling (or a key) that contains it.
 */
export const findGroupKeyPage = async (
  db: DbOrTx,
  params: { text?: string; limit: number; offset: number },
): Promise<string[]> => {
  const like = params.text ? `%${params.text}%` : undefined;
  const rows = await db
    .select({ groupKey: searchSpellings.groupKey })
    .from(searchSpellings)
    .where(
      like
        ? sql`${searchSpellings.spelling} like ${like} or ${searchSpellings.groupKey} like ${like}`
        : undefined,
    )
    .groupBy(searchSpellings.groupKey)
    .orderBy(sql`min(${searchSpellings.id}) desc`)
    .limit(params.limit)
    .offset(params.offset);
  return rows.map((row) => row.groupKey);
};

/** The spellings of these groups, oldest first. */
export const findSpellingsOfGroups = async (
  db: DbOrTx,
  groupKeys: readonly string[],
): Promise<SpellingRow[]> => {
  if (groupKeys.length === 0) return [];
  return db
    .select()
    .from(searchSpellings)
    .where(inArray(searchSpellings.groupKey, [...groupKeys]))
    .orderBy(asc(searchSpellings.id));
};

/** The spellings of a group, oldest first; `forUpdate` locks them (writes of a group wait in turn). */
export const findGroup = async (
  db: DbOrTx,
  groupKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<SpellingRow[]> => {
  const query = db
    .select()
    .from(searchSpellings)
    .where(eq(searchSpellings.groupKey, groupKey))
    .orderBy(asc(searchSpellings.id));
  return options.forUpdate ? query.for('update') : query;
};

/** The rows that hold any of these spellings (each belongs to one group). */
export const findSpellings = async (
  db: DbOrTx,
  spellings: readonly string[],
): Promise<SpellingRow[]> => {
  if (spellings.length === 0) return [];
  return db
    .select()
    .from(searchSpellings)
    .where(inArray(searchSpellings.spelling, [...spellings]));
};

/** Whether any spelling uses this group key. */
export const groupKeyExists = async (db: DbOrTx, groupKey: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: searchSpellings.id })
    .from(searchSpellings)
    .where(eq(searchSpellings.groupKey, groupKey))
    .limit(1);
  return row !== undefined;
};

/** The new rows, or 'taken' when a spelling belongs to a group already (a write that raced). */
export const insertSpellings = async (
  tx: DbOrTx,
  values: readonly { spelling: string; groupKey: string; kind: SpellingKind }[],
): Promise<SpellingRow[] | 'taken'> => {
  try {
    return await tx
      .insert(searchSpellings)
      .values([...values])
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/** The spelling removed from its group, or undefined when the group has no such spelling. */
export const deleteSpelling = async (
  tx: DbOrTx,
  groupKey: string,
  id: number,
): Promise<SpellingRow | undefined> => {
  const [row] = await tx
    .delete(searchSpellings)
    .where(and(eq(searchSpellings.id, id), eq(searchSpellings.groupKey, groupKey)))
    .returning();
  return row;
};

/** Every spelling of the group removed; the rows removed. */
export const deleteGroup = async (tx: DbOrTx, groupKey: string): Promise<SpellingRow[]> =>
  tx.delete(searchSpellings).where(eq(searchSpellings.groupKey, groupKey)).returning();
