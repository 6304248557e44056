import { eq, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { searchIndexMeta } from '../../db/schema/index.js';
import { descriptionVectorOf, searchVectorOf } from '../../db/search-vectors.js';
import type { IndexedBook, bookSearchFields } from '../../lib/search-text.js';

type BookSearchFields = ReturnType<typeof bookSearchFields>;

/** The `search_index_meta` key of the ICU version the stored tokens were made with. */
const SEGMENTER_KEY = 'segmenter_version';

export const getSegmenterVersion = async (db: DbOrTx): Promise<string | undefined> => {
  const [row] = await db
    .select({ value: searchIndexMeta.value })
    .from(searchIndexMeta)
    .where(eq(searchIndexMeta.key, SEGMENTER_KEY));
  return row?.value;
};

export const setSegmenterVersion = async (db: DbOrTx, version: string): Promise<void> => {
  await db
    .insert(searchIndexMeta)
    .values({ key: SEGMENTER_KEY, value: version })
    .onConflictDoUpdate({
      target: searchIndexMeta.key,
      set: { value: version, updatedAt: sql`now()` },
    });
};

/** Records `version` only when none is recorded yet; says whether it did. */
export const recordSegmenterVersionIfNone = async (
  db: DbOrTx,
  version: string,
): Promise<boolean> => {
  const rows = await db
    .insert(searchIndexMeta)
    .values({ key: SEGMENTER_KEY, value: version })
    .onConflictDoNothing()
    .returning({ key: searchIndexMeta.key });
  return rows.length > 0;
};

type Name = { th: string; en: string };
type BookTextRow = {
  id: number;
  name: Name;
  short_description: Name;
  full_description: Name;
  contributors: Name[];
  series: Name | null;
  publisher: Name | null;
  imprint: Name | null;
};

/**
 * The names and texts the tokens of the books after `afterId` are made from (the next `limit` by
 * id), as the catalog import read them: contributors in display order, the imprint apart.
 */
export const booksToIndex = async (
  db: DbOrTx,
  { afterId, limit }: { afterId: number; limit: number },
): Promise<Array<IndexedBook & { id: number }>> => {
  const pair = (table: string) =>
    sql.raw(
      `case when ${table}.id is null then null else jsonb_build_object('th', ${table}.name_th, 'en', ${table}.name_en) end`,
    );
  const rows = await executeRows<BookTextRow>(
    db,
    sql`select b.id,
        jsonb_build_object('th', b.name_th, 'en', b.name_en) as name,
        jsonb_build_object('th', b.short_description_th, 'en', b.short_description_en) as short_description,
        jsonb_build_object('th', b.full_description_th, 'en', b.full_description_en) as full_description,
        coalesce((select jsonb_agg(jsonb_build_object('th', c.name_th, 'en', c.name_en) order by bc.position)
          from book_contributors bc join contributors c on c.id = bc.contributor_id
          where bc.book_id = b.id), '[]'::jsonb) as contributors,
        ${pair('s')} as series, ${pair('p')} as publisher, ${pair('m')} as imprint
      from books b
      left join series s on s.id = b.series_id
      left join publishers p on p.id = b.publisher_id
      left join manufacturers m on m.id = b.manufacturer_id
      where b.id > ${afterId}
      order by b.id
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortDescription: row.short_description,
    fullDescription: row.full_description,
    contributors: row.contributors.map((name) => ({ name })),
    series: row.series ? { name: row.series } : null,
    publisher: row.publisher,
    imprint: row.imprint,
  }));
};

/** Writes every search column of these books (lib/search-text.ts `bookSearchFields`), in one statement. */
export const writeBookVectors = async (
  db: DbOrTx,
  rows: Array<{ id: number; fields: BookSearchFields }>,
): Promise<void> => {
  if (rows.length === 0) return;
  const values = rows.map(
    ({ id, fields }) =>
      sql`(${id}::int, ${searchVectorOf(fields.tokens)}, ${descriptionVectorOf(fields.tokens)},
        ${fields.searchText}::text, ${fields.searchLoose}::text, ${fields.titleKeyTh}::text, ${fields.titleKeyEn}::text)`,
  );
  await db.execute(
    sql`update books b set search_vector = v.search_vector, description_vector = v.description_vector,
        search_text = v.search_text, search_loose = v.search_loose,
        title_key_th = v.title_key_th, title_key_en = v.title_key_en
      from (values ${sql.join(values, sql`, `)})
        as v(id, search_vector, description_vector, search_text, search_loose, title_key_th, title_key_en)
      where b.id = v.id`,
  );
};

/** Names of contributors, publishers and series after `afterId` (the next `limit` by id) of one table. */
export const namesToIndex = async (
  db: DbOrTx,
  { table, afterId, limit }: { table: NameTable; afterId: number; limit: number },
): Promise<Array<{ id: number; th: string; en: string }>> =>
  executeRows<{ id: number; th: string; en: string }>(
    db,
    sql`select id, name_th as th, name_en as en from ${sql.identifier(table)}
      where id > ${afterId} order by id limit ${limit}`,
  );

/** Writes the trigram text of names of one table. */
export const writeNameTexts = async (
  db: DbOrTx,
  table: NameTable,
  rows: Array<{ id: number; searchText: string }>,
): Promise<void> => {
  if (rows.length === 0) return;
  const values = rows.map(({ id, searchText }) => sql`(${id}::int, ${searchText}::text)`);
  await db.execute(
    sql`update ${sql.identifier(table)} t set search_text = v.search_text
      from (values ${sql.join(values, sql`, `)}) as v(id, search_text) where t.id = v.id`,
  );
};

/** The tables whose names have a trigram text of their own. */
export type NameTable = 'contributors' | 'publishers';
