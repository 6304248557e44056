import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows, PLAN_PER_CALL, type DbOrTx } from '../../db/client.js';
import { libraryItems } from '../../db/schema/index.js';

/**
 * The books a customer owns (`library_items`), whatever brought them: the one place that reads
 * and grants ownership (the basket refuses owned books, redeem codes and paid orders grant them,
 * the bookshelf will list them).
 */
export const ownsBook = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<boolean> => {
  const [row] = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.bookId, params.bookId)),
    );
  return row !== undefined;
};

/** The book joins the customer's library, unless it is there already (granted once): true when it joined now. */
export const grantBook = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    bookId: number;
    source: (typeof libraryItems.$inferInsert)['source'];
    /** The order that paid for it. */
    orderId?: number;
  },
): Promise<boolean> => {
  const rows = await tx
    .insert(libraryItems)
    .values(params)
    .onConflictDoNothing()
    .returning({ bookId: libraryItems.bookId });
  return rows.length > 0;
};

/** Of these books, the ones the customer owns. */
export const findOwnedBookIds = async (
  tx: DbOrTx,
  params: { customerId: number; bookIds: readonly number[] },
): Promise<number[]> => {
  if (params.bookIds.length === 0) return [];
  const rows = await tx
    .select({ bookId: libraryItems.bookId })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.customerId, params.customerId),
        inArray(libraryItems.bookId, [...params.bookIds]),
      ),
    );
  return rows.map((row) => row.bookId);
};

export type BookFormat = 'EPUB' | 'PDF';

/** A book on the shelf as the shelf lists it: how it came, its files, where the reader is in it. */
export type LibraryEntry = {
  bookId: number;
  source: (typeof libraryItems.$inferSelect)['source'] | 'sample';
  grantedAt: Date;
  orderId: number | null;
  /** `library_items.item_key`; null for a sample. */
  itemKey: string | null;
  /** The formats with a stored file (a sample's: with a stored sample). */
  formats: BookFormat[];
  reading: { progressBp: number; finished: boolean; updatedAt: Date } | null;
  /** Hidden from the shelf by the customer (null for a sample). */
  archivedAt: Date | null;
  /** Read to the end or marked finished by hand (null for a sample). */
  finishedAt: Date | null;
};

export type ShelfOrder = 'acquired' | 'title' | 'author' | 'recent' | 'addedToShelf';

/** What a page of the shelf is made of (mybook's filters, a collection, samples). */
export type ShelfQuery = {
  customerId: number;
  /** `owned`: `library_items`; `samples`: `sample_items`. */
  kind: 'owned' | 'samples';
  /** Only the books of this collection (checked to be the customer's by the caller). */
  shelfId?: number;
  format?: BookFormat;
  state?: 'unread' | 'reading' | 'finished';
  /** `false`: not archived; `true`: archived only; absent: both (a search). Owned books only. */
  archived?: boolean;
  /** Only these books (a search's matches). */
  bookIds?: readonly number[];
  orderBy: ShelfOrder;
  locale: 'th' | 'en';
  offset: number;
  limit: number;
};

type EntryRow = {
  book_id: number;
  source: LibraryEntry['source'];
  granted_at: string | Date;
  order_id: number | string | null;
  item_key: string | null;
  formats: BookFormat[] | string | null;
  progress_bp: number | null;
  finished: boolean | null;
  read_at: string | Date | null;
  archived_at: string | Date | null;
  finished_at: string | Date | null;
  total: number | string;
};

const dateOrNull = (value: string | Date | null): Date | null =>
  value === null ? null : new Date(value);

/** postgres.js hands `text[]` of a raw query back as an array, or as its literal `{EPUB,PDF}`. */
const formatsOf = (value: EntryRow['formats']): BookFormat[] =>
  (Array.isArray(value) ? value : (value ?? '').replace(/[{}]/g, '').split(',')).filter(
    (format): format is BookFormat => format === 'EPUB' || format === 'PDF',
  );

const toEntry = (row: EntryRow): LibraryEntry => ({
  bookId: Number(row.book_id),
  source: row.source,
  grantedAt: new Date(row.granted_at),
  orderId: row.order_id === null ? null : Number(row.order_id),
  itemKey: row.item_key,
  formats: formatsOf(row.formats),
  reading:
    row.read_at === null
      ? null
      : {
          progressBp: Number(row.progress_bp),
          finished: Boolean(row.finished),
          updatedAt: new Date(row.read_at),
        },
  archivedAt: dateOrNull(row.archived_at),
  finishedAt: dateOrNull(row.finished_at),
});

/**
 * The shelf's rows: `s` is the customer's item (owned or sampled) with its book `b`, where they
 * are in it `rs` (left join) and the file column that says a format can be read.
 */
const shelfSource = (query: ShelfQuery) =>
  query.kind === 'owned'
    ? {
        from: sql`library_items s`,
        columns: sql`s.source, s.granted_at, s.order_id, s.item_key, s.archived_at, s.finished_at`,
        acquired: sql`s.granted_at`,
        fileKey: sql.raw('storage_key'),
        finished: sql`s.finished_at is not null`,
      }
    : {
        from: sql`sample_items s`,
        columns: sql`'sample' as source, s.added_at as granted_at, null::bigint as order_id, null::text as item_key,
          null::timestamptz as archived_at, null::timestamptz as finished_at`,
        acquired: sql`s.added_at`,
        fileKey: sql.raw('sample_key'),
        finished: sql`false`,
      };

/** A sort key: its expression over the shelf row `s` and its direction. */
type SortKey = { value: SQL; order: 'asc' | 'desc' | 'desc nulls last' | 'asc nulls last' };

const sortKeysOf = (query: ShelfQuery, acquired: SQL): SortKey[] => {
  // Sort keys read once per row by primary key (`left` takes each out of TOAST once: the books
  // heap keeps even short texts out of line, migration 0003, and a sort comparing the stored
  // values would fetch them again at every comparison: 200 ms for 2,000 books instead of 3).
  const column = sql.raw(query.locale === 'en' ? 'sort_name_en' : 'sort_name_th');
  const title: SortKey = {
    value: sql`(select left(b.${column}, 400) from books b where b.id = s.book_id)`,
    order: 'asc',
  };
  const name = sql.raw(query.locale === 'en' ? 'c.name_en' : 'c.name_th');
  const id = (order: 'asc' | 'desc'): SortKey => ({ value: sql`s.book_id`, order });
  switch (query.orderBy) {
    case 'title':
      return [title, id('asc')];
    case 'author':
      // The first author (by position) in the caller's language; books without one last.
      return [
        {
          value: sql`(select left(${name}, 200) from book_contributors bc join contributors c on c.id = bc.contributor_id
            where bc.book_id = s.book_id and bc.role = 'author'
            order by bc.position, bc.contributor_id limit 1)`,
          order: 'asc nulls last',
        },
        title,
        id('asc'),
      ];
    case 'recent':
      return [
        { value: sql`rs.updated_at`, order: 'desc nulls last' },
        { value: acquired, order: 'desc' },
        id('desc'),
      ];
    case 'addedToShelf':
      return [
        {
          value: sql`(select si.added_at from bookshelf_items si where si.shelf_id = ${query.shelfId ?? 0}
            and si.book_id = s.book_id)`,
          order: 'desc',
        },
        id('desc'),
      ];
    default:
      return [{ value: acquired, order: 'desc' }, id('desc')];
  }
};

/**
 * One page of the customer's shelf with its total, in one statement: every row is the caller's
 * (`s.customer_id`), filtered by collection, format and reading state, in the asked order. The
 * formats are read for the page's rows only.
 */
export const findShelfEntries = async (
  tx: DbOrTx,
  query: ShelfQuery,
): Promise<{ rows: LibraryEntry[]; total: number }> => {
  const source = shelfSource(query);
  const conditions: SQL[] = [sql`s.customer_id = ${query.customerId}`];
  // A sampled book bought since is on the shelf as owned, not twice.
  if (query.kind === 'samples')
    conditions.push(
      sql`not exists (select 1 from library_items li where li.customer_id = s.customer_id and li.book_id = s.book_id)`,
    );
  if (query.shelfId !== undefined)
    conditions.push(
      sql`exists (select 1 from bookshelf_items si where si.shelf_id = ${query.shelfId} and si.book_id = s.book_id)`,
    );
  if (query.format)
    conditions.push(
      sql`exists (select 1 from book_files f where f.book_id = s.book_id and f.format = ${query.format}
        and f.${source.fileKey} is not null)`,
    );
  // Finished is the shelf's own state (at the end in the reader, or by hand), not the position's.
  if (query.state === 'unread')
    conditions.push(sql`rs.book_id is null and not (${source.finished})`);
  if (query.state === 'reading')
    conditions.push(sql`rs.book_id is not null and not (${source.finished})`);
  if (query.state === 'finished') conditions.push(source.finished);
  if (query.kind === 'owned' && query.archived !== undefined)
    conditions.push(query.archived ? sql`s.archived_at is not null` : sql`s.archived_at is null`);
  if (query.bookIds)
    conditions.push(sql`s.book_id = any(${`{${query.bookIds.join(',')}}`}::int[])`);
  // The page is the first rows of a top-N sort (the keys come along as k0, k1, ...); the outer
  // query reads the formats of those rows only and keeps their order by the same keys.
  const keys = sortKeysOf(query, source.acquired);
  const orderBy = (of: (key: SortKey, index: number) => SQL) =>
    sql.join(
      keys.map((key, index) => sql`${of(key, index)} ${sql.raw(key.order)}`),
      sql`, `,
    );
  // Where the customer is in each book joins the whole shelf only to filter or sort by it; else
  // only the page's rows.
  const readingNeeded = query.state !== undefined || query.orderBy === 'recent';
  const rows = await executeRows<EntryRow>(
    tx,
    sql`select page.book_id, page.source, page.granted_at, page.order_id, page.item_key, page.total,
        page.archived_at, page.finished_at,
        rs.progress_bp, rs.finished, rs.updated_at as read_at,
        array(select f.format::text from book_files f
          where f.book_id = page.book_id and f.${source.fileKey} is not null order by f.format) as formats
      from (
        select s.customer_id, s.book_id, ${source.columns}, count(*) over () as total,
          ${sql.join(
            keys.map((key, index) => sql`${key.value} as ${sql.raw(`k${index}`)}`),
            sql`, `,
          )}
        from ${source.from}
        ${readingNeeded ? sql`left join reading_states rs on rs.customer_id = s.customer_id and rs.book_id = s.book_id` : sql``}
        where ${sql.join(conditions, sql` and `)}
        order by ${orderBy((_, index) => sql.raw(`k${index}`))}
        limit ${query.limit} offset ${query.offset}) page
      left join reading_states rs on rs.customer_id = page.customer_id and rs.book_id = page.book_id
      order by ${orderBy((_, index) => sql.raw(`page.k${index}`))}`,
  );
  const first = rows[0];
  if (first || query.offset === 0)
    return { rows: rows.map(toEntry), total: Number(first?.total ?? 0) };
  // A page past the end says nothing about the total: ask for the first row's.
  const firstPage = await findShelfEntries(tx, { ...query, offset: 0, limit: 1 });
  return { rows: [], total: firstPage.total };
};

/** What a shelf search matches with (the store search's reading of the typed text). */
export type ShelfTextQuery = {
  tsquery: string;
  trigram: string;
  /** Every entry must match, each by any of its `LIKE` patterns; null without Thai. */
  contains: string[][] | null;
};

/**
 * One page of the customer's own books a text matches, best first, with the total: the store
 * search's tiers over `books.search_vector` and `search_text` (title and names, then contained in
 * a title or name as typed, for Thai), joined to the caller's `library_items` (no index of its own).
 * Typos (pg_trgm word similarity) count only when nothing matched otherwise.
 */
export const findShelfMatches = async (
  tx: DbOrTx,
  params: { customerId: number; text: ShelfTextQuery; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> => {
  const { text } = params;
  const query = sql`${text.tsquery}::tsquery`;
  const contained = text.contains
    ? sql.join(
        text.contains.map(
          (patterns) =>
            sql`(${sql.join(
              patterns.map((pattern) => sql`b.search_text like ${pattern}`),
              sql` or `,
            )})`,
        ),
        sql` and `,
      )
    : sql`false`;
  const tier = (where: SQL, rank: SQL) => async (offset: number, limit: number) => {
    const rows = await executeRows<{ book_id: number; total: number | string }>(
      tx,
      // Planned per call, like the store search: how common the words are decides between the
      // catalog's text index joined to the shelf and checking each of the shelf's books.
      sql`${sql.raw(PLAN_PER_CALL)} select s.book_id, count(*) over () as total
        from library_items s join books b on b.id = s.book_id
        where s.customer_id = ${params.customerId} and (${where})
        order by ${rank}, s.granted_at desc, s.book_id desc
        limit ${limit} offset ${offset}`,
    );
    return { ids: rows.map((row) => Number(row.book_id)), total: Number(rows[0]?.total ?? 0) };
  };
  /** A page of a tier, and its total even past its end (0: the tier matched nothing). */
  const pageOf = async (read: ReturnType<typeof tier>) => {
    const found = await read(params.offset, params.limit);
    if (found.ids.length > 0 || params.offset === 0) return found;
    return { ids: [], total: (await read(0, 1)).total };
  };
  const named = await pageOf(
    tier(
      sql`b.search_vector @@ ${query} or (${contained})`,
      sql`(b.search_vector @@ ${query}) desc,
        ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], coalesce(b.search_vector, ''::tsvector), ${query}, 0) desc`,
    ),
  );
  if (named.total > 0) return named;
  return pageOf(
    tier(
      sql`${text.trigram} <% b.search_text`,
      sql`word_similarity(${text.trigram}, b.search_text) desc`,
    ),
  );
};

/** A book's series and the next volume after it, as the shelf and the reader show them. */
export type SeriesFacts = {
  bookId: number;
  seriesId: number;
  seriesNameTh: string;
  seriesNameEn: string;
  volume: number;
  next: { bookId: number; volume: number; nameTh: string; nameEn: string; owned: boolean } | null;
};

type SeriesRow = {
  book_id: number;
  series_id: number;
  series_name_th: string;
  series_name_en: string;
  volume: number;
  next_id: number | null;
  next_volume: number | null;
  next_name_th: string | null;
  next_name_en: string | null;
  next_owned: boolean | null;
};

/**
 * The series of these books (those in one, with a volume number) and, for each, the next volume:
 * the smallest volume number above it that is published or that the customer owns (a book taken
 * off sale stays readable by its owners), with whether the customer owns it. One statement; the
 * next volume is found by `books_series_idx` (series, volume).
 */
export const findSeriesFacts = async (
  tx: DbOrTx,
  params: { customerId: number; bookIds: readonly number[] },
): Promise<SeriesFacts[]> => {
  if (params.bookIds.length === 0) return [];
  const owned = (book: SQL) =>
    sql`exists (select 1 from library_items li where li.customer_id = ${params.customerId} and li.book_id = ${book})`;
  const rows = await executeRows<SeriesRow>(
    tx,
    sql`select b.id as book_id, b.series_id, se.name_th as series_name_th, se.name_en as series_name_en,
        b.series_volume as volume, nx.id as next_id, nx.series_volume as next_volume,
        nx.name_th as next_name_th, nx.name_en as next_name_en, ${owned(sql`nx.id`)} as next_owned
      from books b
      join series se on se.id = b.series_id
      left join lateral (
        select n.id, n.series_volume, n.name_th, n.name_en from books n
        where n.series_id = b.series_id and n.series_volume > b.series_volume
          and (n.published or ${owned(sql`n.id`)})
        order by n.series_volume, n.id limit 1) nx on true
      where b.id = any(${`{${params.bookIds.join(',')}}`}::int[]) and b.series_volume is not null`,
  );
  return rows.map((row) => ({
    bookId: Number(row.book_id),
    seriesId: Number(row.series_id),
    seriesNameTh: row.series_name_th,
    seriesNameEn: row.series_name_en,
    volume: Number(row.volume),
    next:
      row.next_id === null
        ? null
        : {
            bookId: Number(row.next_id),
            volume: Number(row.next_volume),
            nameTh: row.next_name_th ?? '',
            nameEn: row.next_name_en ?? '',
            owned: Boolean(row.next_owned),
          },
  }));
};

/**
 * Archives or brings back the customer's own book (the row's `archived_at`; archiving again keeps
 * the first time). Undefined when the customer does not own it.
 */
export const setArchived = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number; archived: boolean },
): Promise<{ archivedAt: Date | null; finishedAt: Date | null } | undefined> => {
  const [row] = await tx
    .update(libraryItems)
    .set({
      archivedAt: params.archived ? sql`coalesce(${libraryItems.archivedAt}, now())` : null,
    })
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.bookId, params.bookId)),
    )
    .returning({ archivedAt: libraryItems.archivedAt, finishedAt: libraryItems.finishedAt });
  return row;
};

/**
 * Marks the customer's own book finished or not (`finished_at`; finishing again keeps the first
 * time). Undefined when the customer does not own it.
 */
export const setFinished = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number; finished: boolean },
): Promise<{ archivedAt: Date | null; finishedAt: Date | null } | undefined> => {
  const [row] = await tx
    .update(libraryItems)
    .set({
      finishedAt: params.finished ? sql`coalesce(${libraryItems.finishedAt}, now())` : null,
    })
    .where(
      and(eq(libraryItems.customerId, params.customerId), eq(libraryItems.bookId, params.bookId)),
    )
    .returning({ archivedAt: libraryItems.archivedAt, finishedAt: libraryItems.finishedAt });
  return row;
};

/**
 * By hand, "not finished" is the reader's too: its position stops saying finished, so the book is
 * not finished again until the reader reaches the end (the position's own rule keeps it otherwise).
 */
export const clearPositionFinished = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<void> => {
  await executeRows(
    tx,
    sql`update reading_states set finished = false
      where customer_id = ${params.customerId} and book_id = ${params.bookId} and finished`,
  );
};
