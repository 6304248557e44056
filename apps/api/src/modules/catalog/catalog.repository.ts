import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '@nangsue/contracts';
import type { AnyColumn } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import type { QueryAlternative } from '../../lib/search-text.js';
import {
  bookAlsoPurchased,
  bookCategories,
  bookContributors,
  bookDetails,
  bookFiles,
  books,
  bookTags,
  categories,
  contributors,
  homeSliders,
  manufacturers,
  publishers,
  recentViews,
  series,
  tags,
  topicBooks,
  topics,
} from '../../db/schema/index.js';

export type NameRow = { id: number; nameTh: string; nameEn: string };

export type OverviewRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  shortDescriptionTh: string;
  shortDescriptionEn: string;
  priceSatang: number;
  oldPriceSatang: number | null;
  ratingSum: number;
  ratingCount: number;
  releaseDate: string | null;
  textLanguage: 'th' | 'en';
  hasSample: boolean;
  coverKey: string | null;
  updatedAt: Date;
  publisherId: number | null;
  publisherNameTh: string | null;
  publisherNameEn: string | null;
  authors: Array<{ id: number; th: string; en: string }>;
  formats: Array<'EPUB' | 'PDF'>;
};

type DocRef = { id: number; th: string; en: string };

/** The precomputed `book_details` document (catalog-write.repository `BOOK_DETAILS_DOC`). */
type DetailsDoc = {
  publisher: DocRef | null;
  manufacturer: DocRef | null;
  series: DocRef | null;
  contributors: DetailsRow['contributors'];
  authors: OverviewRow['authors'];
  categoryIds: number[];
  tags: DocRef[];
  files: DetailsRow['files'];
  formats: OverviewRow['formats'];
};

const authorsJson = sql<OverviewRow['authors']>`(
  select coalesce(json_agg(json_build_object('id', c.id, 'th', c.name_th, 'en', c.name_en) order by bc.position), '[]'::json)
  from ${bookContributors} bc join ${contributors} c on c.id = bc.contributor_id
  where bc.book_id = ${books.id} and bc.role = 'author')`;

const bookColumns = {
  id: books.id,
  nameTh: books.nameTh,
  nameEn: books.nameEn,
  shortDescriptionTh: books.shortDescriptionTh,
  shortDescriptionEn: books.shortDescriptionEn,
  priceSatang: books.priceSatang,
  oldPriceSatang: books.oldPriceSatang,
  ratingSum: books.ratingSum,
  ratingCount: books.ratingCount,
  releaseDate: books.releaseDate,
  textLanguage: books.textLanguage,
  hasSample: books.hasSample,
  coverKey: books.coverKey,
  updatedAt: books.updatedAt,
};

type BookColumns = Omit<
  OverviewRow,
  'publisherId' | 'publisherNameTh' | 'publisherNameEn' | 'authors' | 'formats'
>;

const overviewOf = (row: BookColumns, doc: DetailsDoc): OverviewRow => ({
  ...row,
  publisherId: doc.publisher?.id ?? null,
  publisherNameTh: doc.publisher?.th ?? null,
  publisherNameEn: doc.publisher?.en ?? null,
  authors: doc.authors,
  formats: doc.formats,
});

/** Ids as one PostgreSQL array literal (`{1,2,3}`): one parameter however many there are. */
const intArrayLiteral = (ids: number[]) => `{${ids.join(',')}}`;
const idArray = (ids: number[]) => sql`${intArrayLiteral(ids)}::int[]`;
/** The given ids as rows `m(id, ord)`, `ord` their position. */
const orderedIds = (ids: number[]) => sql`unnest(${idArray(ids)}) with ordinality as m(id, ord)`;

const overviewsQuery = (db: DbOrTx) =>
  db
    .select({ ...bookColumns, doc: bookDetails.doc })
    .from(books)
    .innerJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(sql`${books.id} = any(${sql.placeholder('ids')}::int[])`, eq(books.published, true)))
    .prepare('catalog_find_overviews');

/** The cards query, built once per database handle (a named prepared statement on PostgreSQL). */
const preparedOverviews = new WeakMap<DbOrTx, ReturnType<typeof overviewsQuery>>();

/** Cards of the given published books, in the order of `ids` (primary-key lookups of the book and its document). */
export const findOverviews = async (db: DbOrTx, ids: number[]): Promise<OverviewRow[]> => {
  if (ids.length === 0) return [];
  let query = preparedOverviews.get(db);
  if (!query) {
    query = overviewsQuery(db);
    preparedOverviews.set(db, query);
  }
  const rows = await query.execute({ ids: intArrayLiteral(ids) });
  const byId = new Map(rows.map(({ doc, ...row }) => [row.id, overviewOf(row, doc as DetailsDoc)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export type BookFilter = {
  categoryIds?: number[];
  publisherIds?: number[];
  manufacturerId?: number;
  tagId?: number;
  authorIds?: number[];
  priceMinSatang?: number;
  priceMaxSatang?: number;
  language?: 'th' | 'en';
  format?: 'EPUB' | 'PDF';
  minRating?: number;
  releasedFrom?: string;
  releasedTo?: string;
  /**
   * The text query: its pieces (segmented tokens, for the search postings), the same as a tsquery
   * (descriptions) and the normalised text for trigram matching.
   */
  text?: { pieces: QueryAlternative[][]; tsquery: string | undefined; trigram: string };
};

const conditionsOf = (filter: BookFilter): SQL[] => {
  const conditions: Array<SQL | undefined> = [eq(books.published, true)];
  if (filter.categoryIds) {
    conditions.push(
      sql`exists (select 1 from ${bookCategories} where ${bookCategories.bookId} = ${books.id} and ${inArray(bookCategories.categoryId, filter.categoryIds)})`,
    );
  }
  if (filter.publisherIds) conditions.push(inArray(books.publisherId, filter.publisherIds));
  if (filter.manufacturerId !== undefined)
    conditions.push(eq(books.manufacturerId, filter.manufacturerId));
  if (filter.tagId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${bookTags} where ${bookTags.bookId} = ${books.id} and ${bookTags.tagId} = ${filter.tagId})`,
    );
  }
  if (filter.authorIds) {
    conditions.push(
      sql`exists (select 1 from ${bookContributors} where ${bookContributors.bookId} = ${books.id} and ${inArray(bookContributors.contributorId, filter.authorIds)})`,
    );
  }
  if (filter.priceMinSatang !== undefined)
    conditions.push(gte(books.priceSatang, filter.priceMinSatang));
  if (filter.priceMaxSatang !== undefined)
    conditions.push(lte(books.priceSatang, filter.priceMaxSatang));
  if (filter.language) conditions.push(eq(books.textLanguage, filter.language));
  if (filter.format) {
    conditions.push(
      sql`exists (select 1 from ${bookFiles} where ${bookFiles.bookId} = ${books.id} and ${bookFiles.format} = ${filter.format})`,
    );
  }
  if (filter.minRating !== undefined) {
    conditions.push(
      sql`${books.ratingCount} > 0 and ${books.ratingSum} >= ${filter.minRating} * ${books.ratingCount}`,
    );
  }
  if (filter.releasedFrom)
    conditions.push(and(isNotNull(books.releaseDate), gte(books.releaseDate, filter.releasedFrom)));
  if (filter.releasedTo)
    conditions.push(and(isNotNull(books.releaseDate), lte(books.releaseDate, filter.releasedTo)));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
};

/** Most results a text search ranks and pages through (the most popular matches of each tier). */
export const SEARCH_WINDOW = 1000;
/** Fuzzy (trigram) and description matches join in only when the exact tokens found less than a page. */
const FALLBACK_BELOW = 18;

/**
 * Tier 2 of a text query: books word-similar to it in their title or contributor names (trigram
 * `<%`: partial words, typos), its `SEARCH_WINDOW` best sellers but those of `exclude`, closest first.
 */
const fuzzyMatches = (trigram: string, exclude: number[]): SQL =>
  sql`select id from (select ${books.id} as id, ${books.soldCount} as sold,
        word_similarity(${trigram}, ${books.searchText}) as closeness
      from ${books}
      where ${books.published} and not (${books.id} = any(${idArray(exclude)}))
        and ${trigram} <% ${books.searchText}
      order by ${books.soldCount} desc nulls last, ${books.id} desc nulls last limit ${SEARCH_WINDOW}) t2
    order by closeness desc, sold desc nulls last, id desc nulls last`;

/**
 * Tier 1 of a text query: books with its tokens in their description (any `SEARCH_WINDOW` of them but
 * those of `exclude`), best sellers first.
 */
const descriptionMatches = (tsquery: string, exclude: number[]): SQL =>
  sql`select id from (select ${books.id} as id, ${books.soldCount} as sold from ${books}
      where ${books.published} and not (${books.id} = any(${idArray(exclude)}))
        and ${books.descriptionVector} @@ ${tsquery}::tsquery limit ${SEARCH_WINDOW}) t1
    order by sold desc nulls last, id desc nulls last`;

/** `desc nulls last`, as the indexes are built (drizzle's `.desc()` on an index means that too). */
const descNullsLast = (column: SQL | AnyColumn): SQL => sql`${column} desc nulls last`;

const orderOf = (sort: Sort, locale: 'th' | 'en'): SQL[] => {
  switch (sort) {
    case 'newest':
      return [descNullsLast(books.releaseDate), descNullsLast(books.id)];
    case 'price_asc':
      return [asc(books.priceSatang), asc(books.id)];
    case 'price_desc':
      return [desc(books.priceSatang), desc(books.id)];
    case 'name_asc':
      return [asc(locale === 'en' ? books.sortNameEn : books.sortNameTh), asc(books.id)];
    case 'name_desc':
      return [desc(locale === 'en' ? books.sortNameEn : books.sortNameTh), desc(books.id)];
    case 'rating':
      return [
        sql`(${books.ratingSum}::float / nullif(${books.ratingCount}, 0)) desc nulls last`,
        descNullsLast(books.ratingCount),
        descNullsLast(books.id),
      ];
    case 'relevance':
      // With a text query, relevance is the order of its match list (`pageOfMatches`).
      return [descNullsLast(books.soldCount), descNullsLast(books.id)];
    case 'bestseller':
      return [descNullsLast(books.soldCount), descNullsLast(books.id)];
  }
};

type ListParams = {
  filter: BookFilter;
  sort: Sort;
  locale: 'th' | 'en';
  limit: number;
  offset: number;
};

/** One page of the ids of the books matching the filter (without text: see `findTextMatches`), in the given order. */
export const listBookIds = async (db: DbOrTx, params: ListParams): Promise<number[]> => {
  const where = and(...conditionsOf(params.filter));
  const order = sql.join(orderOf(params.sort, params.locale), sql`, `);
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(where)
    .orderBy(order)
    .limit(params.limit)
    .offset(params.offset);
  return rows.map((row) => row.id);
};

/**
 * Every published book a text query matched, best first. Tier 3: the books whose title,
 * contributors, series or publisher have its tokens (the `SEARCH_WINDOW` best sellers among them,
 * ranked by where the tokens are, then copies sold). Only when those are less than a page, tier 1 (the
 * description) is looked at, and only when tier 3 found nothing, some piece of the text is in no
 * title or name (`strays`) and tier 1 found less than a page, tier 2 (fuzzy: typos), which ranks above
 * tier 1. The trigram tier is the costly one.
 */
export const findTextMatches = async (
  db: DbOrTx,
  text: NonNullable<BookFilter['text']>,
  /** Tier 3, found by the term index (`term-index.ts`), best sellers first. */
  exact: Array<{ id: number; score: number }>,
  /** Whether some piece of the text, alone, is in no title or name (the term index's `strays`). */
  strays = true,
): Promise<number[]> => {
  // Stable: copies sold, then id, stay the order within a score.
  const ranked = [...exact].sort((a, b) => b.score - a.score).map((match) => match.id);
  if (ranked.length >= FALLBACK_BELOW) return ranked;
  const ids = async (query: SQL) =>
    (await executeRows<{ id: number }>(db, query)).map((row) => Number(row.id));
  const described = text.tsquery ? await ids(descriptionMatches(text.tsquery, ranked)) : [];
  // A text whose words, as typed, are in some title or name has no typo to forgive: every word of a
  // query must match, so a misspelt one leaves none, and is itself in no title or name. Only then
  // is the costly trigram tier read (words that are each somewhere but never together are no typo).
  if (ranked.length > 0 || !strays || described.length >= FALLBACK_BELOW)
    return [...ranked, ...described];
  const similar = await ids(fuzzyMatches(text.trigram, ranked));
  const fuzzy = new Set(similar);
  return [...ranked, ...similar, ...described.filter((id) => !fuzzy.has(id))];
};

/**
 * What filters and sorts read of matched books (published ones, in the order of `ids`), column by
 * column. The filters, sort and page of a search do not change its match list, so the service keeps
 * these per query text and most searches with that text need no database.
 */
export type TextMatches = {
  id: number[];
  priceSatang: number[];
  language: Array<'th' | 'en'>;
  ratingSum: number[];
  ratingCount: number[];
  /** `YYYY-MM-DD` or null. */
  releaseDate: Array<string | null>;
  soldCount: number[];
  publisherId: Array<number | null>;
};

export const findMatchFacts = async (db: DbOrTx, ids: number[]): Promise<TextMatches> => {
  const rows =
    ids.length === 0
      ? []
      : await executeRows<{
          id: number;
          price: number;
          language: 'th' | 'en';
          ratingSum: number;
          ratingCount: number;
          releaseDate: string | null;
          sold: number;
          publisherId: number | null;
        }>(
          db,
          sql`select ${books.id} as id, ${books.priceSatang} as price, ${books.textLanguage} as language,
              ${books.ratingSum} as "ratingSum", ${books.ratingCount} as "ratingCount",
              ${books.releaseDate}::text as "releaseDate", ${books.soldCount} as sold,
              ${books.publisherId} as "publisherId"
            from ${orderedIds(ids)}
            join ${books} on ${books.id} = m.id
            where ${books.published} order by m.ord`,
        );
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: rows.map((row) => Number(row.id)),
    priceSatang: rows.map((row) => Number(row.price)),
    language: rows.map((row) => row.language),
    ratingSum: rows.map((row) => Number(row.ratingSum)),
    ratingCount: rows.map((row) => Number(row.ratingCount)),
    releaseDate: rows.map((row) => row.releaseDate),
    soldCount: rows.map((row) => Number(row.sold)),
    publisherId: rows.map((row) => orNull(row.publisherId)),
  };
};

/**
 * One page of the matched books (`ids`, best first) that pass the filter, in the given order
 * (`relevance` keeps the order of `ids`), and how many pass it, in one statement. A page past the
 * end says nothing about the total, so then it is counted on its own.
 */
export const pageOfMatches = async (
  db: DbOrTx,
  params: Omit<ListParams, 'filter'> & { ids: number[]; filter: Omit<BookFilter, 'text'> },
): Promise<{ ids: number[]; total: number }> => {
  if (params.ids.length === 0) return { ids: [], total: 0 };
  const where = and(...conditionsOf(params.filter));
  const order =
    params.sort === 'relevance'
      ? sql`m.ord`
      : sql.join(orderOf(params.sort, params.locale), sql`, `);
  const matches = orderedIds(params.ids);
  const page = await executeRows<{ id: number; total: number }>(
    db,
    sql`select ${books.id} as id, count(*) over ()::int as total
      from ${matches} join ${books} on ${books.id} = m.id where ${where}
      order by ${order} limit ${params.limit} offset ${params.offset}`,
  );
  const first = page[0];
  if (first) return { ids: page.map((row) => Number(row.id)), total: Number(first.total) };
  if (params.offset === 0) return { ids: [], total: 0 };
  const [row] = await executeRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${matches} join ${books} on ${books.id} = m.id where ${where}`,
  );
  return { ids: [], total: Number(row?.total ?? 0) };
};

/** How many books match the filter (without text: see `pageOfMatches`). */
export const countBooksMatching = async (db: DbOrTx, filter: BookFilter): Promise<number> => {
  const where = and(...conditionsOf(filter));
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(books)
    .where(where);
  return row?.total ?? 0;
};

export type CategoryRow = {
  id: number;
  parentId: number | null;
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  showOnHome: boolean;
  directCount: number;
};

export const findCategories = async (db: DbOrTx): Promise<CategoryRow[]> => {
  const counts = db
    .select({
      categoryId: bookCategories.categoryId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(bookCategories)
    .innerJoin(books, and(eq(books.id, bookCategories.bookId), eq(books.published, true)))
    .groupBy(bookCategories.categoryId)
    .as('counts');
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameTh: categories.nameTh,
      nameEn: categories.nameEn,
      descriptionTh: categories.descriptionTh,
      descriptionEn: categories.descriptionEn,
      showOnHome: categories.showOnHome,
      directCount: sql<number>`coalesce(${counts.count}, 0)::int`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.published, true))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
};

type EntityRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
};

export const findPublisher = async (db: DbOrTx, id: number): Promise<EntityRow | undefined> => {
  const [row] = await db
    .select({
      id: publishers.id,
      nameTh: publishers.nameTh,
      nameEn: publishers.nameEn,
      descriptionTh: publishers.descriptionTh,
      descriptionEn: publishers.descriptionEn,
    })
    .from(publishers)
    .where(and(eq(publishers.id, id), eq(publishers.published, true)));
  return row;
};

export const findManufacturer = async (db: DbOrTx, id: number): Promise<EntityRow | undefined> => {
  const [row] = await db
    .select({
      id: manufacturers.id,
      nameTh: manufacturers.nameTh,
      nameEn: manufacturers.nameEn,
      descriptionTh: manufacturers.descriptionTh,
      descriptionEn: manufacturers.descriptionEn,
    })
    .from(manufacturers)
    .where(and(eq(manufacturers.id, id), eq(manufacturers.published, true)));
  return row;
};

export const findTag = async (db: DbOrTx, id: number): Promise<NameRow | undefined> => {
  const [row] = await db
    .select({ id: tags.id, nameTh: tags.nameTh, nameEn: tags.nameEn })
    .from(tags)
    .where(eq(tags.id, id));
  return row;
};

export type DetailsRow = OverviewRow & {
  fullDescriptionTh: string;
  fullDescriptionEn: string;
  isbn: string | null;
  eIsbn: string | null;
  pageCount: number | null;
  seriesId: number | null;
  seriesNameTh: string | null;
  seriesNameEn: string | null;
  seriesVolume: number | null;
  manufacturerId: number | null;
  manufacturerNameTh: string | null;
  manufacturerNameEn: string | null;
  contributors: Array<{
    id: number;
    th: string;
    en: string;
    role: 'author' | 'translator' | 'illustrator' | 'editor';
  }>;
  categoryIds: number[];
  tags: Array<{ id: number; th: string; en: string }>;
  files: Array<{ format: 'EPUB' | 'PDF'; sizeBytes: number }>;
};

const detailsQuery = (db: DbOrTx) =>
  db
    .select({
      ...bookColumns,
      fullDescriptionTh: books.fullDescriptionTh,
      fullDescriptionEn: books.fullDescriptionEn,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
      pageCount: books.pageCount,
      seriesVolume: books.seriesVolume,
      doc: bookDetails.doc,
    })
    .from(books)
    .innerJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(eq(books.id, sql.placeholder('id')), eq(books.published, true)))
    .prepare('catalog_find_details');

/** The details query, built once per database handle (a named prepared statement on PostgreSQL). */
const preparedDetails = new WeakMap<DbOrTx, ReturnType<typeof detailsQuery>>();

/** Everything the book page shows: the book's columns and its precomputed document, one primary-key lookup each. */
export const findDetails = async (db: DbOrTx, id: number): Promise<DetailsRow | undefined> => {
  let query = preparedDetails.get(db);
  if (!query) {
    query = detailsQuery(db);
    preparedDetails.set(db, query);
  }
  const [row] = await query.execute({ id });
  if (!row) return undefined;
  const { doc: json, ...book } = row;
  const doc = json as DetailsDoc;
  return {
    ...overviewOf(book, doc),
    fullDescriptionTh: book.fullDescriptionTh,
    fullDescriptionEn: book.fullDescriptionEn,
    isbn: book.isbn,
    eIsbn: book.eIsbn,
    pageCount: book.pageCount,
    seriesId: doc.series?.id ?? null,
    seriesNameTh: doc.series?.th ?? null,
    seriesNameEn: doc.series?.en ?? null,
    seriesVolume: book.seriesVolume,
    manufacturerId: doc.manufacturer?.id ?? null,
    manufacturerNameTh: doc.manufacturer?.th ?? null,
    manufacturerNameEn: doc.manufacturer?.en ?? null,
    contributors: doc.contributors,
    categoryIds: doc.categoryIds,
    tags: doc.tags,
    files: doc.files,
  };
};

/** Title, authors and cover facts of one book, for drawing its cover. */
export const findCoverFacts = async (
  db: DbOrTx,
  id: number,
): Promise<
  | {
      nameTh: string;
      nameEn: string;
      authors: OverviewRow['authors'];
      seriesVolume: number | null;
      seriesNameTh: string | null;
    }
  | undefined
> => {
  const [row] = await db
    .select({
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      authors: authorsJson,
      seriesVolume: books.seriesVolume,
      seriesNameTh: series.nameTh,
    })
    .from(books)
    .leftJoin(series, eq(series.id, books.seriesId))
    .where(eq(books.id, id));
  return row;
};

export const findAlsoPurchasedIds = async (
  db: DbOrTx,
  bookId: number,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: bookAlsoPurchased.otherBookId })
    .from(bookAlsoPurchased)
    .innerJoin(books, and(eq(books.id, bookAlsoPurchased.otherBookId), eq(books.published, true)))
    .where(eq(bookAlsoPurchased.bookId, bookId))
    .orderBy(desc(bookAlsoPurchased.score), asc(bookAlsoPurchased.otherBookId))
    .limit(limit);
  return rows.map((row) => row.id);
};

export const findSliders = (db: DbOrTx) =>
  db
    .select()
    .from(homeSliders)
    .where(eq(homeSliders.published, true))
    .orderBy(asc(homeSliders.displayOrder), asc(homeSliders.id));

export const findTopicByCode = async (db: DbOrTx, code: string) => {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.code, code), eq(topics.published, true)));
  if (!row) return undefined;
  const bookRows = await db
    .select({ id: topicBooks.bookId })
    .from(topicBooks)
    .where(eq(topicBooks.topicId, row.id))
    .orderBy(asc(topicBooks.displayOrder));
  return { ...row, bookIds: bookRows.map((book) => book.id) };
};

export const bookExists = async (db: DbOrTx, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, id), eq(books.published, true)));
  return row !== undefined;
};

/** Records a view (latest first) and keeps the newest `keep` views of the device. */
export const recordRecentView = async (
  db: DbOrTx,
  params: { deviceId: string; bookId: number; keep: number },
): Promise<number[]> => {
  await db
    .insert(recentViews)
    .values({ deviceId: params.deviceId, bookId: params.bookId })
    .onConflictDoUpdate({
      target: [recentViews.deviceId, recentViews.bookId],
      set: { viewedAt: sql`now()` },
    });
  const rows = await db
    .select({ bookId: recentViews.bookId })
    .from(recentViews)
    .where(eq(recentViews.deviceId, params.deviceId))
    .orderBy(descNullsLast(recentViews.viewedAt), desc(recentViews.bookId));
  const stale = rows.slice(params.keep).map((row) => row.bookId);
  if (stale.length > 0) {
    await db
      .delete(recentViews)
      .where(and(eq(recentViews.deviceId, params.deviceId), inArray(recentViews.bookId, stale)));
  }
  return rows.slice(0, params.keep).map((row) => row.bookId);
};

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** Above every character: `text + LAST_CHARACTER` ends the range of strings starting with `text`. */
const LAST_CHARACTER = '\u{10FFFF}';

/** Prefix lengths with their own `(left(title key, n), copies sold, id)` index (schema `books_title_prefix*`). */
const INDEXED_PREFIX = 3;

/** How far a longer text looks: the best sellers of its first characters, and titles of the text itself. */
const LONGER_PREFIX_READS = 300;

/** Published books whose title key in one language starts with the text, best sellers first. */
const titlesStartingWith = (
  key: 'title_key_th' | 'title_key_en',
  text: string,
  limit: number,
): SQL => {
  const column = sql.raw(`b.${key}`);
  const length = Math.min([...text].length, INDEXED_PREFIX);
  // The first `length` characters pick one run of an index that is already in best-seller order.
  const head = [...text].slice(0, length).join('');
  const run = (count: number) => sql`(select b.id, b.sold_count, ${column} as title from ${books} b
    where left(${column}, ${sql.raw(String(length))}) = ${head} and b.published
    order by b.sold_count desc nulls last, b.id desc nulls last limit ${count})`;
  if ([...text].length <= INDEXED_PREFIX) return sql`(select id, sold_count from ${run(limit)} r)`;
  // A longer text: the titles starting with it among the best sellers of its first characters, and
  // titles starting with it from the title index (any of them, when there are very many), each read
  // bounded; exact whenever fewer titles than that start with the text, or enough best sellers do.
  // "Starts with" as a range of the pattern index (`~>=~`, `~<~`: byte order), not `like $1`: a
  // prepared statement's plan cannot read a pattern it does not know, so PostgreSQL planned `like`
  // again at every request (0.7 ms, three times the read).
  return sql`(select id, sold_count from (
      select id, sold_count from ${run(LONGER_PREFIX_READS)} r where starts_with(r.title, ${text})
      union
      select id, sold_count from (select b.id, b.sold_count from ${books} b
        where ${column} ~>=~ ${text} and ${column} ~<~ ${text + LAST_CHARACTER} and b.published
        limit ${LONGER_PREFIX_READS}) t) s
    order by sold_count desc nulls last, id desc nulls last limit ${limit})`;
};

export type Suggestions = { books: NameRow[]; authors: NameRow[]; publishers: NameRow[] };

/**
 * What autocomplete suggests for a text, in one statement: titles that start with it, best sellers
 * first (the first entries of a prefix index per language; the service adds books with words
 * starting with it, from the postings), contributors and published publishers whose normalised
 * names contain it (contributors where it comes earliest first).
 */
export const suggestNames = async (
  db: DbOrTx,
  params: { text: string; books: number; authors: number; publishers: number },
): Promise<Suggestions> => {
  const contains = likePattern(params.text);
  const rows = await executeRows<NameRow & { kind: 'book' | 'author' | 'publisher' }>(
    db,
    sql`with s as (
        select id, sold_count from ${titlesStartingWith('title_key_th', params.text, params.books)} th
        union
        select id, sold_count from ${titlesStartingWith('title_key_en', params.text, params.books)} en)
      (select 'book' as kind, ${books.id} as id, ${books.nameTh} as "nameTh", ${books.nameEn} as "nameEn"
        from s join ${books} on ${books.id} = s.id
        order by s.sold_count desc nulls last, s.id desc limit ${params.books})
      union all
      (select 'author', ${contributors.id}, ${contributors.nameTh}, ${contributors.nameEn}
        from ${contributors} where ${contributors.searchText} like ${contains}
        order by position(${params.text} in ${contributors.searchText}), ${contributors.id}
        limit ${params.authors})
      union all
      (select 'publisher', ${publishers.id}, ${publishers.nameTh}, ${publishers.nameEn}
        from ${publishers} where ${publishers.published} and ${publishers.searchText} like ${contains}
        order by ${publishers.id} limit ${params.publishers})`,
  );
  const of = (kind: 'book' | 'author' | 'publisher') =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, nameTh, nameEn }) => ({ id: Number(id), nameTh, nameEn }));
  return { books: of('book'), authors: of('author'), publishers: of('publisher') };
};

/** The names of these books, in this order (published or not). */
export const findBookNames = async (db: DbOrTx, ids: number[]): Promise<NameRow[]> => {
  if (ids.length === 0) return [];
  const names = await db
    .select({ id: books.id, nameTh: books.nameTh, nameEn: books.nameEn })
    .from(books)
    .where(inArray(books.id, ids));
  const byId = new Map(names.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const findPublishers = (db: DbOrTx): Promise<NameRow[]> =>
  db
    .select({ id: publishers.id, nameTh: publishers.nameTh, nameEn: publishers.nameEn })
    .from(publishers)
    .where(eq(publishers.published, true))
    .orderBy(asc(publishers.id));

/** Authors with the most books, for the advanced-search picker. */
export const findTopAuthors = (db: DbOrTx, limit: number): Promise<NameRow[]> =>
  db
    .select({ id: contributors.id, nameTh: contributors.nameTh, nameEn: contributors.nameEn })
    .from(contributors)
    .innerJoin(
      bookContributors,
      and(eq(bookContributors.contributorId, contributors.id), eq(bookContributors.role, 'author')),
    )
    .groupBy(contributors.id)
    .orderBy(desc(sql`count(*)`), asc(contributors.id))
    .limit(limit);

export const findCatalogRanges = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      minPrice: sql<number>`coalesce(min(${books.priceSatang}), 0)::int`,
      maxPrice: sql<number>`coalesce(max(${books.priceSatang}), 0)::int`,
      minYear: sql<number>`coalesce(extract(year from min(${books.releaseDate})), extract(year from now()))::int`,
      maxYear: sql<number>`coalesce(extract(year from max(${books.releaseDate})), extract(year from now()))::int`,
    })
    .from(books)
    .where(eq(books.published, true));
  return (
    row ?? {
      minPrice: 0,
      maxPrice: 0,
      minYear: new Date().getFullYear(),
      maxYear: new Date().getFullYear(),
    }
  );
};
