import { and, eq, inArray, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { descriptionVectorOf, searchVectorOf } from '../../db/search-vectors.js';
import {
  bookAlsoPurchased,
  bookCategories,
  bookContributors,
  bookFiles,
  books,
  bookTags,
  categories,
  contributors,
  homeSliders,
  manufacturers,
  publishers,
  series,
  tags,
  topicBooks,
  topics,
} from '../../db/schema/index.js';
import type { BookIndexTokens } from '../../lib/search-text.js';
import type { ContributorRole } from './catalog-import.types.js';

export type NamePair = { nameTh: string; nameEn: string };
type NamedTable =
  typeof contributors | typeof series | typeof tags | typeof publishers | typeof manufacturers;

export const nameKey = (name: NamePair) => `${name.nameTh}\u0000${name.nameEn}`;

const NAMED_TABLES = { publishers, manufacturers, series, tags, contributors } satisfies Record<
  string,
  NamedTable
>;
export type NamedKind = keyof typeof NAMED_TABLES;

/**
 * Inserts the names that are missing (unique on both names) and returns the id of every name.
 * Other properties of each name fill other columns of new rows (search text, publisher).
 */
export const ensureNamed = async (
  db: DbOrTx,
  kind: NamedKind,
  names: Array<NamePair & Record<string, unknown>>,
): Promise<Map<string, number>> => {
  const table: NamedTable = NAMED_TABLES[kind];
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  // In key order, so concurrent imports lock the same names in the same order (no deadlock).
  const unique = [...new Map(names.map((name) => [nameKey(name), name])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, name]) => name);

  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    await db
      .insert(table)
      .values(chunk as never)
      .onConflictDoNothing();
    const rows = await db
      .select({ id: table.id, nameTh: table.nameTh, nameEn: table.nameEn })
      .from(table)
      .where(inArray(table.nameTh, [...new Set(chunk.map((name) => name.nameTh))]));
    for (const row of rows) ids.set(nameKey(row), row.id);
  }
  return ids;
};

export type CategoryRow = { id: number; parentId: number | null; nameTh: string; nameEn: string };

export const findAllCategoryRows = (db: DbOrTx): Promise<CategoryRow[]> =>
  db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameTh: categories.nameTh,
      nameEn: categories.nameEn,
    })
    .from(categories);

export const insertCategory = async (
  db: DbOrTx,
  values: {
    parentId: number | null;
    nameTh: string;
    nameEn: string;
    descriptionTh: string;
    descriptionEn: string;
    displayOrder: number;
    showOnHome: boolean;
  },
): Promise<number> => {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
};

export type BookWrite = {
  recordReference: string;
  nameTh: string;
  nameEn: string;
  sortNameTh: string;
  sortNameEn: string;
  titleKeyTh: string;
  titleKeyEn: string;
  shortDescriptionTh: string;
  shortDescriptionEn: string;
  fullDescriptionTh: string;
  fullDescriptionEn: string;
  publisherId: number | null;
  manufacturerId: number | null;
  seriesId: number | null;
  seriesVolume: number | null;
  isbn: string | null;
  eIsbn: string | null;
  textLanguage: 'th' | 'en';
  pageCount: number | null;
  releaseDate: string | null;
  /** Pre-orders: when the book opens to its buyers; undefined or null keeps what the book has. */
  releaseAt?: Date | null;
  priceSatang: number;
  oldPriceSatang: number | null;
  vatCategory: 'standard' | 'exempt';
  hasSample: boolean;
  ratingSum: number;
  ratingCount: number;
  soldCount: number;
  coverKey: string | null;
  published: boolean;
  /** Space-separated segmented tokens per weight. */
  tokens: BookIndexTokens;
  searchText: string;
  searchLoose: string;
};

/**
 * Inserts or updates books by record reference; says which were new. With `insertOnly`, a
 * reference that exists already is left as it is and not answered (the portal's bulk upload).
 */
export const upsertBooks = async (
  db: DbOrTx,
  rows: BookWrite[],
  options: { insertOnly?: boolean } = {},
): Promise<Array<{ id: number; recordReference: string; created: boolean }>> => {
  if (rows.length === 0) return [];
  const values = rows.map(({ tokens, ...row }) => ({
    ...row,
    searchVector: searchVectorOf(tokens) as unknown as string,
    descriptionVector: descriptionVectorOf(tokens) as unknown as string,
  }));
  if (options.insertOnly) {
    const inserted = await db
      .insert(books)
      .values(values)
      .onConflictDoNothing({ target: books.recordReference })
      .returning({ id: books.id, recordReference: books.recordReference });
    return inserted.map((row) => ({
      id: row.id,
      recordReference: row.recordReference ?? '',
      created: true,
    }));
  }
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const result = await db
    .insert(books)
    .values(values)
    .onConflictDoUpdate({
      target: books.recordReference,
      set: {
        nameTh: excluded('name_th'),
        nameEn: excluded('name_en'),
        sortNameTh: excluded('sort_name_th'),
        sortNameEn: excluded('sort_name_en'),
        titleKeyTh: excluded('title_key_th'),
        titleKeyEn: excluded('title_key_en'),
        shortDescriptionTh: excluded('short_description_th'),
        shortDescriptionEn: excluded('short_description_en'),
        fullDescriptionTh: excluded('full_description_th'),
        fullDescriptionEn: excluded('full_description_en'),
        publisherId: excluded('publisher_id'),
        manufacturerId: excluded('manufacturer_id'),
        seriesId: excluded('series_id'),
        seriesVolume: excluded('series_volume'),
        isbn: excluded('isbn'),
        eIsbn: excluded('e_isbn'),
        textLanguage: excluded('text_language'),
        pageCount: excluded('page_count'),
        releaseDate: excluded('release_date'),
        // A record that names no release time keeps the one staff set (pre-orders).
        releaseAt: sql`coalesce(excluded.release_at, ${books.releaseAt})`,
        // While a sale staff planned is applied (docs/catalog.md), the import's price is the
        // regular price: the sale price stays the price until the sale ends.
        priceSatang: sql`case when ${books.regularPriceSatang} is null then excluded.price_satang else ${books.priceSatang} end`,
        oldPriceSatang: sql`case when ${books.regularPriceSatang} is null then excluded.old_price_satang else excluded.price_satang end`,
        regularPriceSatang: sql`case when ${books.regularPriceSatang} is null then null else excluded.price_satang end`,
        regularOldPriceSatang: sql`case when ${books.regularPriceSatang} is null then null else excluded.old_price_satang end`,
        vatCategory: excluded('vat_category'),
        hasSample: excluded('has_sample'),
        coverKey: sql`coalesce(excluded.cover_key, ${books.coverKey})`,
        published: excluded('published'),
        publishAt: sql`case when excluded.published then null else ${books.publishAt} end`,
        searchVector: excluded('search_vector'),
        descriptionVector: excluded('description_vector'),
        searchText: excluded('search_text'),
        searchLoose: excluded('search_loose'),
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: books.id,
      recordReference: books.recordReference,
      created: sql<boolean>`(xmax = 0)`,
    });
  return result.map((row) => ({
    id: row.id,
    recordReference: row.recordReference ?? '',
    created: Boolean(row.created),
  }));
};

export type BookLinks = {
  contributors: Array<{
    bookId: number;
    contributorId: number;
    role: ContributorRole;
    position: number;
  }>;
  categories: Array<{ bookId: number; categoryId: number; displayOrder: number }>;
  tags: Array<{ bookId: number; tagId: number }>;
  files: Array<{ bookId: number; format: 'EPUB' | 'PDF'; sizeBytes: number }>;
};

/** Replaces the contributors, categories, tags and files of the given books. */
export const replaceBookLinks = async (
  db: DbOrTx,
  bookIds: number[],
  links: BookLinks,
): Promise<void> => {
  if (bookIds.length === 0) return;
  await db.delete(bookContributors).where(inArray(bookContributors.bookId, bookIds));
  await db.delete(bookCategories).where(inArray(bookCategories.bookId, bookIds));
  await db.delete(bookTags).where(inArray(bookTags.bookId, bookIds));
  // A book's stored files (book-files module) outlive a re-import that still announces their
  // format; announced-only rows and formats no longer announced go.
  await db.delete(bookFiles).where(
    and(
      inArray(bookFiles.bookId, bookIds),
      links.files.length === 0
        ? undefined
        : sql`(${bookFiles.storageKey} is null or (${bookFiles.bookId}, ${bookFiles.format}::text) not in (${sql.join(
            links.files.map((file) => sql`(${file.bookId}::int, ${file.format}::text)`),
            sql`, `,
          )}))`,
    ),
  );
  if (links.contributors.length > 0)
    await db.insert(bookContributors).values(links.contributors).onConflictDoNothing();
  if (links.categories.length > 0)
    await db.insert(bookCategories).values(links.categories).onConflictDoNothing();
  if (links.tags.length > 0) await db.insert(bookTags).values(links.tags).onConflictDoNothing();
  if (links.files.length > 0) await db.insert(bookFiles).values(links.files).onConflictDoNothing();
};

export const findBookIdsByReference = async (
  db: DbOrTx,
  references: string[],
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (let start = 0; start < references.length; start += 1000) {
    const rows = await db
      .select({ id: books.id, recordReference: books.recordReference })
      .from(books)
      .where(inArray(books.recordReference, references.slice(start, start + 1000)));
    for (const row of rows) if (row.recordReference) ids.set(row.recordReference, row.id);
  }
  return ids;
};

/** Sets rating summaries and copies sold of existing books in one statement (demo and benchmark data). */
export const setRatingsAndSales = async (
  db: DbOrTx,
  rows: Array<{ id: number; ratingSum: number; ratingCount: number; soldCount: number }>,
): Promise<void> => {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::int, ${row.ratingSum}::int, ${row.ratingCount}::int, ${row.soldCount}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${books} set rating_sum = v.rating_sum, rating_count = v.rating_count, sold_count = v.sold_count
    from (values ${values}) as v(id, rating_sum, rating_count, sold_count)
    where ${books.id} = v.id`);
};

export const replaceAlsoPurchased = async (
  db: DbOrTx,
  pairs: Array<{ bookId: number; otherBookId: number; score: number }>,
): Promise<void> => {
  const bookIds = [...new Set(pairs.map((pair) => pair.bookId))];
  for (let start = 0; start < bookIds.length; start += 1000) {
    await db
      .delete(bookAlsoPurchased)
      .where(inArray(bookAlsoPurchased.bookId, bookIds.slice(start, start + 1000)));
  }
  for (let start = 0; start < pairs.length; start += 1000) {
    await db
      .insert(bookAlsoPurchased)
      .values(pairs.slice(start, start + 1000))
      .onConflictDoNothing();
  }
};

export const replaceSliders = async (
  db: DbOrTx,
  rows: Array<typeof homeSliders.$inferInsert>,
): Promise<void> => {
  await db.delete(homeSliders);
  if (rows.length > 0) await db.insert(homeSliders).values(rows);
};

export const upsertTopic = async (
  db: DbOrTx,
  topic: { code: string; titleTh: string; titleEn: string; bodyTh: string; bodyEn: string },
  bookIds: number[],
): Promise<void> => {
  const [row] = await db
    .insert(topics)
    .values(topic)
    .onConflictDoUpdate({
      target: topics.code,
      set: {
        titleTh: topic.titleTh,
        titleEn: topic.titleEn,
        bodyTh: topic.bodyTh,
        bodyEn: topic.bodyEn,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: topics.id });
  if (!row) return;
  await db.delete(topicBooks).where(eq(topicBooks.topicId, row.id));
  if (bookIds.length > 0) {
    await db
      .insert(topicBooks)
      .values(bookIds.map((bookId, displayOrder) => ({ topicId: row.id, bookId, displayOrder })))
      .onConflictDoNothing();
  }
};

export const updatePublisherDetails = async (
  db: DbOrTx,
  params: { id: number; descriptionTh: string; descriptionEn: string; email: string | null },
): Promise<void> => {
  await db
    .update(publishers)
    .set({
      descriptionTh: params.descriptionTh,
      descriptionEn: params.descriptionEn,
      email: params.email,
    })
    .where(eq(publishers.id, params.id));
};

export const setManufacturerPublisher = async (
  db: DbOrTx,
  id: number,
  publisherId: number,
): Promise<void> => {
  await db
    .update(manufacturers)
    .set({ publisherId })
    .where(and(eq(manufacturers.id, id)));
};

/**
 * Recomputes the popularity snapshot search ranks by (copies sold, and ten per rating) for the books
 * whose snapshot is out of date; run by the scheduled job and after imports, never per sale. Returns
 * how many books changed.
 */
export const refreshPopularity = async (db: DbOrTx): Promise<number> => {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`update ${books} set popularity = ${books.soldCount} + 10 * ${books.ratingCount}
      where popularity <> ${books.soldCount} + 10 * ${books.ratingCount} returning id`,
  );
  return rows.length;
};
