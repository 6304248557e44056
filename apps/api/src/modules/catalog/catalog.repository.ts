import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '@nangsue/contracts';
import type { AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
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

/** The precomputed `book_details` document (catalog-upkeep.repository `BOOK_DETAILS_DOC`). */
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
export const intArrayLiteral = (ids: number[]) => `{${ids.join(',')}}`;
export const idArray = (ids: number[]) => sql`${intArrayLiteral(ids)}::int[]`;

/** The cards query, built once per database handle (a named prepared statement on PostgreSQL). */
const overviewsQuery = preparedPer((db) =>
  db
    .select({ ...bookColumns, doc: bookDetails.doc })
    .from(books)
    .innerJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(sql`${books.id} = any(${sql.placeholder('ids')}::int[])`, eq(books.published, true)))
    .prepare('catalog_find_overviews'),
);

/** Cards of the given published books, in the order of `ids` (primary-key lookups of the book and its document). */
export const findOverviews = async (db: DbOrTx, ids: number[]): Promise<OverviewRow[]> => {
  if (ids.length === 0) return [];
  const rows = await overviewsQuery(db).execute({ ids: intArrayLiteral(ids) });
  const byId = new Map(rows.map(({ doc, ...row }) => [row.id, overviewOf(row, doc as DetailsDoc)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export type BookFilter = {
  categoryIds?: number[];
  publisherIds?: number[];
  manufacturerId?: number;
  tagId?: number;
  seriesId?: number;
  authorIds?: number[];
  priceMinSatang?: number;
  priceMaxSatang?: number;
  language?: 'th' | 'en';
  format?: 'EPUB' | 'PDF';
  minRating?: number;
  releasedFrom?: string;
  releasedTo?: string;
};

/** The filter as conditions on `books` (published books only). */
export const conditionsOf = (filter: BookFilter): SQL[] => {
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
  if (filter.seriesId !== undefined) conditions.push(eq(books.seriesId, filter.seriesId));
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

/** `desc nulls last`, as the indexes are built (drizzle's `.desc()` on an index means that too). */
const descNullsLast = (column: SQL | AnyColumn): SQL => sql`${column} desc nulls last`;

/** The order of a listing sort, on `books`. */
export const orderOf = (sort: Sort, locale: 'th' | 'en'): SQL[] => {
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
      // Without a text query there is no relevance: best sellers first.
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

/** One page of the ids of the books matching the filter, in the given order (text: the search module). */
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

/** How many books match the filter. */
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

export const findSeries = async (db: DbOrTx, id: number): Promise<NameRow | undefined> => {
  const [row] = await db
    .select({ id: series.id, nameTh: series.nameTh, nameEn: series.nameEn })
    .from(series)
    .where(eq(series.id, id));
  return row;
};

export const findContributor = async (db: DbOrTx, id: number): Promise<NameRow | undefined> => {
  const [row] = await db
    .select({ id: contributors.id, nameTh: contributors.nameTh, nameEn: contributors.nameEn })
    .from(contributors)
    .where(eq(contributors.id, id));
  return row;
};

/** One page of a series' published volumes in volume order (unnumbered last, then by release). */
export const listSeriesVolumes = async (
  db: DbOrTx,
  params: { seriesId: number; limit: number; offset: number },
): Promise<Array<{ id: number; volume: number | null }>> =>
  db
    .select({ id: books.id, volume: books.seriesVolume })
    .from(books)
    .where(and(eq(books.published, true), eq(books.seriesId, params.seriesId)))
    .orderBy(
      sql`${books.seriesVolume} asc nulls last`,
      sql`${books.releaseDate} asc nulls last`,
      asc(books.id),
    )
    .limit(params.limit)
    .offset(params.offset);

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
  /** Pre-orders: when the book opens to its buyers (null: released). */
  releaseAt: Date | null;
};

/** The details query, built once per database handle (a named prepared statement on PostgreSQL). */
const detailsQuery = preparedPer((db) =>
  db
    .select({
      ...bookColumns,
      fullDescriptionTh: books.fullDescriptionTh,
      fullDescriptionEn: books.fullDescriptionEn,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
      pageCount: books.pageCount,
      seriesVolume: books.seriesVolume,
      releaseAt: books.releaseAt,
      doc: bookDetails.doc,
    })
    .from(books)
    .innerJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(eq(books.id, sql.placeholder('id')), eq(books.published, true)))
    .prepare('catalog_find_details'),
);

/** Everything the book page shows: the book's columns and its precomputed document, one primary-key lookup each. */
export const findDetails = async (db: DbOrTx, id: number): Promise<DetailsRow | undefined> => {
  const [row] = await detailsQuery(db).execute({ id });
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
    releaseAt: book.releaseAt,
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
      /** The book's last change: the version in its drawn cover's address. */
      updatedAt: Date;
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
      updatedAt: books.updatedAt,
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
