import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { descriptionVectorOf, searchVectorOf } from '../../db/search-vectors.js';
import {
  bookCategories,
  bookContributors,
  bookDetails,
  bookFiles,
  books,
  bookTags,
  categories,
  contributors,
  manufacturers,
  priceCampaignBooks,
  priceCampaigns,
  publishers,
  series,
  tags,
  titleSubmissions,
} from '../../db/schema/index.js';
import type { BookIndexTokens, IndexedBook } from '../../lib/search-text.js';
import type { ContributorRole } from './catalog-import.types.js';

/*
 * The back office's reads and writes of the catalog (issue 24, catalog-admin.service.ts): the book
 * list on indexes, one book with its links, the writes of a book, its publication schedule and
 * sale, bulk changes, categories and the named lists.
 */

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

// ---------------------------------------------------------------- the book list

export type BookStatusFilter = 'draft' | 'scheduled' | 'published';
export type BookListSort =
  'UpdatedAt' | 'Id' | 'NameTh' | 'NameEn' | 'PriceSatang' | 'ReleaseDate' | 'SoldCount';

/** What the free text of the list looks for: an ISBN, a book id, or words of titles and names. */
export type BookListText =
  | { kind: 'isbn'; value: string }
  | { kind: 'id'; value: number }
  | { kind: 'words'; value: string; reference: string };

export type BookListParams = {
  text?: BookListText;
  status?: BookStatusFilter;
  categoryIds?: number[];
  publisherId?: number;
  ids?: number[];
  sort: BookListSort;
  order: 'ASC' | 'DESC';
  limit: number;
  offset: number;
};

export type BookListRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  isbn: string | null;
  eIsbn: string | null;
  priceSatang: number;
  regularPriceSatang: number | null;
  published: boolean;
  publishAt: Date | null;
  releaseDate: string | null;
  soldCount: number;
  coverKey: string | null;
  updatedAt: Date;
  authors: Array<{ id: number; th: string; en: string }> | null;
  publisher: { id: number; th: string; en: string } | null;
};

/**
 * Each sort's column and the direction its index is built in: the order and its nulls placement
 * follow the index (forward or backward), so a page is read off the index without sorting.
 */
const SORT_COLUMNS: Record<BookListSort, { column: SQL; indexDesc: boolean }> = {
  UpdatedAt: { column: sql`${books.updatedAt}`, indexDesc: true },
  Id: { column: sql`${books.id}`, indexDesc: false },
  NameTh: { column: sql`${books.sortNameTh}`, indexDesc: false },
  NameEn: { column: sql`${books.sortNameEn}`, indexDesc: false },
  PriceSatang: { column: sql`${books.priceSatang}`, indexDesc: false },
  ReleaseDate: { column: sql`${books.releaseDate}`, indexDesc: true },
  SoldCount: { column: sql`${books.soldCount}`, indexDesc: true },
};

const orderBy = (sort: BookListSort, order: 'ASC' | 'DESC'): SQL => {
  const { column, indexDesc } = SORT_COLUMNS[sort];
  const descending = order === 'DESC';
  // An index in ascending order keeps nulls last; read backwards, they come first.
  const nulls = descending === indexDesc ? sql`nulls last` : sql`nulls first`;
  const direction = descending ? sql`desc` : sql`asc`;
  return sort === 'Id'
    ? sql`${books.id} ${direction}`
    : sql`${column} ${direction} ${nulls}, ${books.id} ${direction} ${nulls}`;
};

const STATUS_CONDITIONS: Record<BookStatusFilter, SQL> = {
  published: sql`${books.published}`,
  draft: sql`not ${books.published} and ${books.publishAt} is null`,
  scheduled: sql`not ${books.published} and ${books.publishAt} is not null`,
};

const textCondition = (text: BookListText): SQL => {
  switch (text.kind) {
    case 'isbn':
      return sql`(${books.isbn} = ${text.value} or ${books.eIsbn} = ${text.value})`;
    case 'id':
      return sql`${books.id} = ${text.value}`;
    case 'words':
      // Title and contributor names, normalised (books_search_text_trgm_idx), or a record reference.
      return sql`(${books.searchText} like ${`%${text.value}%`} or ${books.recordReference} = ${text.reference})`;
  }
};

/** One page of the list (one row more than asked: the caller sees whether a next page exists). */
export const findBookListPage = async (
  db: DbOrTx,
  params: BookListParams,
): Promise<BookListRow[]> => {
  const conditions: SQL[] = [];
  if (params.text) conditions.push(textCondition(params.text));
  if (params.status) conditions.push(STATUS_CONDITIONS[params.status]);
  if (params.publisherId !== undefined) conditions.push(eq(books.publisherId, params.publisherId));
  if (params.ids) conditions.push(inArray(books.id, params.ids));
  if (params.categoryIds)
    conditions.push(
      sql`exists (select 1 from ${bookCategories} where ${bookCategories.bookId} = ${books.id} and ${inArray(bookCategories.categoryId, params.categoryIds)})`,
    );
  const rows = await db
    .select({
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
      priceSatang: books.priceSatang,
      regularPriceSatang: books.regularPriceSatang,
      published: books.published,
      publishAt: books.publishAt,
      releaseDate: books.releaseDate,
      soldCount: books.soldCount,
      coverKey: books.coverKey,
      updatedAt: books.updatedAt,
      authors: sql<BookListRow['authors']>`${bookDetails.doc} -> 'authors'`,
      publisher: sql<BookListRow['publisher']>`${bookDetails.doc} -> 'publisher'`,
    })
    .from(books)
    .leftJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(orderBy(params.sort, params.order))
    .limit(params.limit)
    .offset(params.offset);
  return rows.map((row) => ({
    ...row,
    publisher: row.publisher && 'id' in row.publisher ? row.publisher : null,
  }));
};

// ---------------------------------------------------------------- one book

export type AdminBookRow = typeof books.$inferSelect & {
  contributors: Array<{ contributorId: number; role: ContributorRole }>;
  categoryIds: number[];
  tagIds: number[];
  files: Array<{
    format: 'EPUB' | 'PDF';
    sizeBytes: number;
    storageKey: string | null;
    sampleKey: string | null;
    sampleSizeBytes: number | null;
  }>;
  /** The price campaign whose sale the book has now, unchanged on the book since (else null). */
  saleCampaign: { id: number; name: string } | null;
};

/**
 * A book with its contributors, categories, tags and files; `forUpdate` locks its row. With
 * `publisherId` (the publisher portal, docs/titles.md) only a book of that publisher is found:
 * another publisher's book reads as missing.
 */
export const findAdminBook = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean; publisherId?: number } = {},
): Promise<AdminBookRow | undefined> => {
  const query = db
    .select()
    .from(books)
    .where(
      options.publisherId === undefined
        ? eq(books.id, id)
        : and(eq(books.id, id), eq(books.publisherId, options.publisherId)),
    );
  const [book] = options.forUpdate ? await query.for('update') : await query;
  if (!book) return undefined;
  const [contributorRows, categoryRows, tagRows, fileRows, campaignRows] = await Promise.all([
    db
      .select({ contributorId: bookContributors.contributorId, role: bookContributors.role })
      .from(bookContributors)
      .where(eq(bookContributors.bookId, id))
      .orderBy(asc(bookContributors.position), asc(bookContributors.contributorId)),
    db
      .select({ id: bookCategories.categoryId })
      .from(bookCategories)
      .where(eq(bookCategories.bookId, id))
      .orderBy(asc(bookCategories.displayOrder), asc(bookCategories.categoryId)),
    db
      .select({ id: bookTags.tagId })
      .from(bookTags)
      .where(eq(bookTags.bookId, id))
      .orderBy(asc(bookTags.tagId)),
    db
      .select({
        format: bookFiles.format,
        sizeBytes: bookFiles.sizeBytes,
        storageKey: bookFiles.storageKey,
        sampleKey: bookFiles.sampleKey,
        sampleSizeBytes: bookFiles.sampleSizeBytes,
      })
      .from(bookFiles)
      .where(eq(bookFiles.bookId, id))
      .orderBy(asc(bookFiles.format)),
    // The same test as a campaign's book list (`held`): its plan is still the campaign's.
    book.saleCampaignId === null ||
    book.salePriceSatang === null ||
    book.saleStartsAt === null ||
    book.saleEndsAt === null
      ? []
      : db
          .select({ id: priceCampaigns.id, name: priceCampaigns.name })
          .from(priceCampaignBooks)
          .innerJoin(priceCampaigns, eq(priceCampaigns.id, priceCampaignBooks.campaignId))
          .where(
            and(
              eq(priceCampaignBooks.campaignId, book.saleCampaignId),
              eq(priceCampaignBooks.bookId, id),
              eq(priceCampaignBooks.campaignPriceSatang, book.salePriceSatang),
              eq(priceCampaigns.startsAt, book.saleStartsAt),
              eq(priceCampaigns.endsAt, book.saleEndsAt),
            ),
          ),
  ]);
  return {
    ...book,
    contributors: contributorRows,
    categoryIds: categoryRows.map((row) => row.id),
    tagIds: tagRows.map((row) => row.id),
    files: fileRows,
    saleCampaign: campaignRows[0] ?? null,
  };
};

export type BookColumnsWrite = Partial<
  Omit<
    typeof books.$inferInsert,
    'id' | 'searchVector' | 'descriptionVector' | 'searchText' | 'searchLoose' | 'createdAt'
  >
>;

export const insertBook = async (
  tx: DbOrTx,
  values: BookColumnsWrite & { nameTh: string; nameEn: string; priceSatang: number },
): Promise<number> => {
  const [row] = await tx.insert(books).values(values).returning({ id: books.id });
  if (!row) throw new Error('book insert returned no row');
  return row.id;
};

export const updateBook = async (tx: DbOrTx, id: number, set: BookColumnsWrite): Promise<void> => {
  await tx
    .update(books)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(books.id, id));
};

/** Whether another book has this record reference. */
export const recordReferenceTaken = async (
  db: DbOrTx,
  reference: string,
  exceptId: number | null,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        eq(books.recordReference, reference),
        exceptId === null ? undefined : sql`${books.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
};

export const replaceBookContributors = async (
  tx: DbOrTx,
  bookId: number,
  list: Array<{ contributorId: number; role: ContributorRole }>,
): Promise<void> => {
  await tx.delete(bookContributors).where(eq(bookContributors.bookId, bookId));
  if (list.length > 0)
    await tx
      .insert(bookContributors)
      .values(list.map((entry, position) => ({ bookId, ...entry, position })))
      .onConflictDoNothing();
};

export const replaceBookCategories = async (
  tx: DbOrTx,
  bookIds: number[],
  categoryIds: number[],
): Promise<void> => {
  if (bookIds.length === 0) return;
  await tx.delete(bookCategories).where(inArray(bookCategories.bookId, bookIds));
  const rows = bookIds.flatMap((bookId) =>
    categoryIds.map((categoryId, displayOrder) => ({ bookId, categoryId, displayOrder })),
  );
  if (rows.length > 0) await tx.insert(bookCategories).values(rows).onConflictDoNothing();
};

export const replaceBookTags = async (
  tx: DbOrTx,
  bookId: number,
  tagIds: number[],
): Promise<void> => {
  await tx.delete(bookTags).where(eq(bookTags.bookId, bookId));
  if (tagIds.length > 0)
    await tx
      .insert(bookTags)
      .values(tagIds.map((tagId) => ({ bookId, tagId })))
      .onConflictDoNothing();
};

type Name = { th: string; en: string };

/** The names and texts a book's search fields are made from (as search-index.repository reads them). */
export const findIndexedBooks = async (
  db: DbOrTx,
  ids: number[],
): Promise<Array<IndexedBook & { id: number }>> => {
  if (ids.length === 0) return [];
  const pair = (table: string) =>
    sql.raw(
      `case when ${table}.id is null then null else jsonb_build_object('th', ${table}.name_th, 'en', ${table}.name_en) end`,
    );
  const rows = await executeRows<{
    id: number;
    name: Name;
    short_description: Name;
    full_description: Name;
    contributors: Name[];
    series: Name | null;
    publisher: Name | null;
    imprint: Name | null;
  }>(
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
      where b.id = any(${`{${ids.join(',')}}`}::int[])`,
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

export type BookSearchFields = {
  id: number;
  tokens: BookIndexTokens;
  searchText: string;
  searchLoose: string;
  sortNameTh: string;
  sortNameEn: string;
  titleKeyTh: string;
  titleKeyEn: string;
};

/** Writes books' search vectors, trigram text and sort and title keys. */
export const writeBookSearchFields = async (
  tx: DbOrTx,
  rows: BookSearchFields[],
): Promise<void> => {
  for (const row of rows) {
    await tx
      .update(books)
      .set({
        searchVector: searchVectorOf(row.tokens) as unknown as string,
        descriptionVector: descriptionVectorOf(row.tokens) as unknown as string,
        searchText: row.searchText,
        searchLoose: row.searchLoose,
        sortNameTh: row.sortNameTh,
        sortNameEn: row.sortNameEn,
        titleKeyTh: row.titleKeyTh,
        titleKeyEn: row.titleKeyEn,
      })
      .where(eq(books.id, row.id));
  }
};

/** Records an uploaded sample of a stored book file. */
export const setBookFileSample = async (
  tx: DbOrTx,
  bookId: number,
  format: 'EPUB' | 'PDF',
  sampleKey: string,
  sampleSizeBytes: number,
): Promise<void> => {
  await tx
    .update(bookFiles)
    .set({ sampleKey, sampleSizeBytes })
    .where(and(eq(bookFiles.bookId, bookId), eq(bookFiles.format, format)));
};

/** Publishers' titles among `ids` whose content staff never approved (docs/titles.md). */
export const findUnapprovedTitleIds = async (db: DbOrTx, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: titleSubmissions.bookId })
    .from(titleSubmissions)
    .where(and(inArray(titleSubmissions.bookId, ids), eq(titleSubmissions.approvedOnce, false)))
    .orderBy(asc(titleSubmissions.bookId));
  return rows.map((row) => row.id);
};

// ---------------------------------------------------------------- schedule and sales

/** Publishes the scheduled books whose time has come; answers their ids. */
export const publishDueBooks = async (tx: DbOrTx, now: Date): Promise<number[]> => {
  const rows = await tx
    .update(books)
    .set({ published: true, publishAt: null, updatedAt: sql`now()` })
    .where(
      sql`${books.publishAt} is not null and ${books.publishAt} <= ${now.toISOString()}::timestamptz and not ${books.published}`,
    )
    .returning({ id: books.id });
  return rows.map((row) => row.id);
};

const saleRunsAt = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`${books.salePriceSatang} is not null
    and (${books.saleStartsAt} is null or ${books.saleStartsAt} <= ${at})
    and (${books.saleEndsAt} is null or ${books.saleEndsAt} > ${at})`;
};

/**
 * Applies the sales that run now and are not applied yet: the price becomes the sale price, the
 * regular price is shown crossed out and kept aside until the sale ends.
 */
export const startDueSales = async (tx: DbOrTx, now: Date): Promise<number[]> => {
  const rows = await tx
    .update(books)
    .set({
      regularPriceSatang: sql`${books.priceSatang}`,
      regularOldPriceSatang: sql`${books.oldPriceSatang}`,
      oldPriceSatang: sql`${books.priceSatang}`,
      priceSatang: sql`${books.salePriceSatang}`,
      updatedAt: sql`now()`,
    })
    .where(sql`${books.regularPriceSatang} is null and ${saleRunsAt(now)}`)
    .returning({ id: books.id });
  return rows.map((row) => row.id);
};

/** Ends applied sales that no longer run: the regular price and old price come back. */
export const endDueSales = async (tx: DbOrTx, now: Date): Promise<number[]> => {
  const rows = await tx
    .update(books)
    .set({
      priceSatang: sql`${books.regularPriceSatang}`,
      oldPriceSatang: sql`${books.regularOldPriceSatang}`,
      regularPriceSatang: null,
      regularOldPriceSatang: null,
      updatedAt: sql`now()`,
    })
    .where(sql`${books.regularPriceSatang} is not null and not (${saleRunsAt(now)})`)
    .returning({ id: books.id });
  return rows.map((row) => row.id);
};

// ---------------------------------------------------------------- bulk

export type BookStateRow = {
  id: number;
  published: boolean;
  publishAt: Date | null;
  priceSatang: number;
  oldPriceSatang: number | null;
  regularPriceSatang: number | null;
  regularOldPriceSatang: number | null;
  salePriceSatang: number | null;
};

/** The publication and price state of books, locked for the change that follows (in id order). */
export const lockBookStates = async (tx: DbOrTx, ids: number[]): Promise<BookStateRow[]> =>
  tx
    .select({
      id: books.id,
      published: books.published,
      publishAt: books.publishAt,
      priceSatang: books.priceSatang,
      oldPriceSatang: books.oldPriceSatang,
      regularPriceSatang: books.regularPriceSatang,
      regularOldPriceSatang: books.regularOldPriceSatang,
      salePriceSatang: books.salePriceSatang,
    })
    .from(books)
    .where(inArray(books.id, ids))
    .orderBy(asc(books.id))
    .for('update');

export const setBooksPublished = async (
  tx: DbOrTx,
  ids: number[],
  published: boolean,
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(books)
    .set({ published, publishAt: null, updatedAt: sql`now()` })
    .where(inArray(books.id, ids));
};

/** Writes new prices of many books in one statement. */
export const setBookPrices = async (
  tx: DbOrTx,
  rows: Array<{
    id: number;
    priceSatang: number;
    oldPriceSatang: number | null;
    regularPriceSatang: number | null;
  }>,
): Promise<void> => {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${books} set price_satang = v.price, old_price_satang = v.old_price,
      regular_price_satang = v.regular_price, updated_at = now()
    from (values ${sql.join(
      rows.map(
        (row) =>
          sql`(${row.id}::int, ${row.priceSatang}::int, ${row.oldPriceSatang}::int, ${row.regularPriceSatang}::int)`,
      ),
      sql`, `,
    )}) as v(id, price, old_price, regular_price)
    where ${books.id} = v.id`);
};

export const findCategoryIdsOfBooks = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, number[]>> => {
  const rows = await db
    .select({ bookId: bookCategories.bookId, categoryId: bookCategories.categoryId })
    .from(bookCategories)
    .where(inArray(bookCategories.bookId, ids))
    .orderBy(asc(bookCategories.bookId), asc(bookCategories.displayOrder));
  const byBook = new Map<number, number[]>();
  for (const row of rows)
    byBook.set(row.bookId, [...(byBook.get(row.bookId) ?? []), row.categoryId]);
  return byBook;
};

export const touchBooks = async (tx: DbOrTx, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(books)
    .set({ updatedAt: sql`now()` })
    .where(inArray(books.id, ids));
};

// ---------------------------------------------------------------- categories

export type AdminCategoryRow = typeof categories.$inferSelect;

export const findAllCategories = (db: DbOrTx): Promise<AdminCategoryRow[]> =>
  db.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.id));

export const insertAdminCategory = async (
  tx: DbOrTx,
  values: Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<number> => {
  const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
};

export const updateAdminCategory = async (
  tx: DbOrTx,
  id: number,
  set: Partial<Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>,
): Promise<void> => {
  await tx
    .update(categories)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(categories.id, id));
};

/** The next display order under a parent (a new category goes last). */
export const nextCategoryOrder = async (tx: DbOrTx, parentId: number | null): Promise<number> => {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${categories.displayOrder}) + 1, 0)::int` })
    .from(categories)
    .where(
      parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId),
    );
  return row?.next ?? 0;
};

export const setCategoryOrder = async (tx: DbOrTx, ids: number[]): Promise<void> => {
  await tx.execute(sql`
    update ${categories} set display_order = v.position, updated_at = now()
    from (select * from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as t(id, position)) as v
    where ${categories.id} = v.id`);
};

/** Books in any of these categories (their details documents name the categories). */
export const findBookIdsInCategories = async (db: DbOrTx, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: bookCategories.bookId })
    .from(bookCategories)
    .where(inArray(bookCategories.categoryId, ids));
  return rows.map((row) => row.id);
};

// ---------------------------------------------------------------- named lists

export type NamedListKind = 'publishers' | 'imprints' | 'series' | 'contributors' | 'tags';

const NAMED = {
  publishers,
  imprints: manufacturers,
  series,
  contributors,
  tags,
} as const;

export type NamedRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  descriptionTh?: string;
  descriptionEn?: string;
  email?: string | null;
  publisherId?: number | null;
  published?: boolean;
};

const namedColumns = (kind: NamedListKind) => {
  const base = { id: NAMED[kind].id, nameTh: NAMED[kind].nameTh, nameEn: NAMED[kind].nameEn };
  switch (kind) {
    case 'publishers':
      return {
        ...base,
        descriptionTh: publishers.descriptionTh,
        descriptionEn: publishers.descriptionEn,
        email: publishers.email,
        published: publishers.published,
      };
    case 'imprints':
      return {
        ...base,
        descriptionTh: manufacturers.descriptionTh,
        descriptionEn: manufacturers.descriptionEn,
        publisherId: manufacturers.publisherId,
        published: manufacturers.published,
      };
    default:
      return base;
  }
};

export const findNamedPage = async (
  db: DbOrTx,
  kind: NamedListKind,
  params: {
    /** Normalised words of the names. */
    text?: string;
    ids?: number[];
    sort: 'Id' | 'NameTh' | 'NameEn';
    order: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  },
): Promise<NamedRow[]> => {
  const table = NAMED[kind];
  const conditions: SQL[] = [];
  if (params.ids) conditions.push(inArray(table.id, params.ids));
  if (params.text) {
    const like = `%${params.text}%`;
    conditions.push(
      sql`(lower(${table.nameTh}) like ${like} or lower(${table.nameEn}) like ${like})`,
    );
  }
  const column =
    params.sort === 'NameTh' ? table.nameTh : params.sort === 'NameEn' ? table.nameEn : table.id;
  const direction = params.order === 'DESC' ? sql`desc` : sql`asc`;
  const rows = await db
    .select(namedColumns(kind))
    .from(table)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(sql`${column} ${direction}, ${table.id} ${direction}`)
    .limit(params.limit)
    .offset(params.offset);
  return rows as NamedRow[];
};

export const findNamed = async (
  db: DbOrTx,
  kind: NamedListKind,
  id: number,
): Promise<NamedRow | undefined> => {
  const table = NAMED[kind];
  const [row] = await db.select(namedColumns(kind)).from(table).where(eq(table.id, id));
  return row as NamedRow | undefined;
};

/** The ids among `ids` that exist in a named list or the categories. */
export const findExistingIds = async (
  db: DbOrTx,
  kind: NamedListKind | 'categories',
  ids: number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const table = kind === 'categories' ? categories : NAMED[kind];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
};

type NamedWrite = {
  nameTh?: string;
  nameEn?: string;
  descriptionTh?: string;
  descriptionEn?: string;
  email?: string | null;
  publisherId?: number | null;
  published?: boolean;
  /** Publishers and contributors: both names normalised, for autocomplete. */
  searchText?: string;
};

/** Only the columns this kind has. */
const namedValues = (kind: NamedListKind, values: NamedWrite): Record<string, unknown> => {
  const {
    nameTh,
    nameEn,
    descriptionTh,
    descriptionEn,
    email,
    publisherId,
    published,
    searchText,
  } = values;
  const pick = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
  switch (kind) {
    case 'publishers':
      return pick({ nameTh, nameEn, descriptionTh, descriptionEn, email, published, searchText });
    case 'imprints':
      return pick({ nameTh, nameEn, descriptionTh, descriptionEn, publisherId, published });
    case 'contributors':
      return pick({ nameTh, nameEn, searchText });
    default:
      return pick({ nameTh, nameEn });
  }
};

/** Inserts a name; 'taken' when the pair of names exists already. */
export const insertNamed = async (
  tx: DbOrTx,
  kind: NamedListKind,
  values: NamedWrite & { nameTh: string; nameEn: string },
): Promise<number | 'taken'> => {
  const table = NAMED[kind];
  try {
    const [row] = await tx
      .insert(table)
      .values(namedValues(kind, values) as never)
      .returning({ id: table.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

export const updateNamed = async (
  tx: DbOrTx,
  kind: NamedListKind,
  id: number,
  values: NamedWrite,
): Promise<'ok' | 'taken'> => {
  const table = NAMED[kind];
  try {
    await tx
      .update(table)
      .set({ ...namedValues(kind, values), updatedAt: sql`now()` } as never)
      .where(eq(table.id, id));
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/** Books that name this publisher, imprint, series, contributor or tag. */
export const findBookIdsNaming = async (
  db: DbOrTx,
  kind: NamedListKind,
  id: number,
): Promise<number[]> => {
  const rows = await (() => {
    switch (kind) {
      case 'publishers':
        return db.select({ id: books.id }).from(books).where(eq(books.publisherId, id));
      case 'imprints':
        return db.select({ id: books.id }).from(books).where(eq(books.manufacturerId, id));
      case 'series':
        return db.select({ id: books.id }).from(books).where(eq(books.seriesId, id));
      case 'contributors':
        return db
          .selectDistinct({ id: bookContributors.bookId })
          .from(bookContributors)
          .where(eq(bookContributors.contributorId, id));
      case 'tags':
        return db.select({ id: bookTags.bookId }).from(bookTags).where(eq(bookTags.tagId, id));
    }
  })();
  return rows.map((row) => row.id);
};
