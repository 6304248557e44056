import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookDetails, books, searchIndexMeta } from '../../db/schema/index.js';

/*
 * The catalog's upkeep that every writer of it shares (the ONIX import, the book files, the
 * content seed): the precomputed `book_details` documents and the catalog version.
 */

/**
 * The `book_details` document of the book `b`: names of its publisher, imprint and series, its
 * contributors (authors apart, for cards), categories, tags and files, in display order. Migration
 * 0007 fills the table for existing books with this same expression.
 */
export const BOOK_DETAILS_DOC = `jsonb_build_object(
  'publisher', (select jsonb_build_object('id', p.id, 'th', p.name_th, 'en', p.name_en) from publishers p where p.id = b.publisher_id),
  'manufacturer', (select jsonb_build_object('id', m.id, 'th', m.name_th, 'en', m.name_en) from manufacturers m where m.id = b.manufacturer_id),
  'series', (select jsonb_build_object('id', s.id, 'th', s.name_th, 'en', s.name_en) from series s where s.id = b.series_id),
  'contributors', (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'th', c.name_th, 'en', c.name_en, 'role', bc.role) order by bc.position), '[]'::jsonb)
    from book_contributors bc join contributors c on c.id = bc.contributor_id where bc.book_id = b.id),
  'authors', (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'th', c.name_th, 'en', c.name_en) order by bc.position), '[]'::jsonb)
    from book_contributors bc join contributors c on c.id = bc.contributor_id where bc.book_id = b.id and bc.role = 'author'),
  'categoryIds', (select coalesce(jsonb_agg(bc.category_id order by bc.display_order), '[]'::jsonb) from book_categories bc where bc.book_id = b.id),
  'tags', (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'th', t.name_th, 'en', t.name_en) order by t.id), '[]'::jsonb)
    from book_tags bt join tags t on t.id = bt.tag_id where bt.book_id = b.id),
  'files', (select coalesce(jsonb_agg(jsonb_build_object('format', f.format, 'sizeBytes', f.size_bytes) order by f.format), '[]'::jsonb)
    from book_files f where f.book_id = b.id),
  'formats', (select coalesce(jsonb_agg(f.format::text order by f.format), '[]'::jsonb) from book_files f where f.book_id = b.id))`;

/** Rewrites the `book_details` documents of the given books (after their links changed). */
export const refreshBookDetails = async (db: DbOrTx, bookIds: number[]): Promise<void> => {
  if (bookIds.length === 0) return;
  await db.execute(sql`
    insert into ${bookDetails} (book_id, doc)
    select b.id, ${sql.raw(BOOK_DETAILS_DOC)} from ${books} b where ${inArray(sql`b.id`, bookIds)}
    on conflict (book_id) do update set doc = excluded.doc`);
};

export const countBooks = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(books);
  return row?.count ?? 0;
};

const CATALOG_VERSION_KEY = 'catalog_version';

/**
 * Bumped by every catalog change, so every API process moves its cached catalog reads to the new
 * version (`catalog-cache.ts`). Returns the new version.
 */
export const bumpCatalogVersion = async (db: DbOrTx): Promise<string> => {
  const [row] = await db
    .insert(searchIndexMeta)
    .values({ key: CATALOG_VERSION_KEY, value: '1' })
    .onConflictDoUpdate({
      target: searchIndexMeta.key,
      set: { value: sql`(${searchIndexMeta.value}::bigint + 1)::text`, updatedAt: sql`now()` },
    })
    .returning({ value: searchIndexMeta.value });
  return row?.value ?? '1';
};

export const getCatalogVersion = async (db: DbOrTx): Promise<string> => {
  const [row] = await db
    .select({ value: searchIndexMeta.value })
    .from(searchIndexMeta)
    .where(eq(searchIndexMeta.key, CATALOG_VERSION_KEY));
  return row?.value ?? '0';
};
