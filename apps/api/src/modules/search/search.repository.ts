import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '@nangsue/contracts';
import { executeRows, PLAN_PER_CALL, type DbOrTx } from '../../db/client.js';
import { books, contributors, publishers, searchLog } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/search-text.js';
import type { TextQuery } from './search-query.js';
import { conditionsOf, orderOf, type BookFilter, type NameRow } from '../catalog/index.js';

/**
 * Catalog search on PostgreSQL alone (ADR 0008): full text over the ICU-segmented tokens of
 * `books.search_vector` (A title, B first contributor, C other contributors and series, D publisher)
 * and `description_vector`, and `pg_trgm` over `books.search_text` for words inside Thai compounds
 * and typos. No postings, term index or match cache of our own.
 */

export type { TextQuery } from './search-query.js';

/** Texts as one PostgreSQL array literal (one parameter): each quoted, `"` and `\\` escaped. */
const textArrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Most matches of each tier that are ranked and paged (the most popular of them). */
export const SEARCH_WINDOW = 1000;
/** Description and typo matches join in only when the title and name tiers found less than a page. */
const FALLBACK_BELOW = 18;

export type MatchPage = {
  ids: number[];
  total: number;
  /** How many of all the matches (with the filter) are in each language. */
  facets: { languages: { th: number; en: number } };
  /**
   * The best tier any match came from (`TIER`: ISBN, title and names, contained, as it sounds,
   * typos, some of the words, descriptions); null when nothing matched. The service corrects a keyboard-layout slip
   * only when the text as typed found nothing better than a look-alike.
   */
  bestTier: number | null;
};

/** The tiers, best first (`MatchPage.bestTier`). */
export const TIER = {
  isbn: 0,
  named: 1,
  contained: 2,
  sounds: 3,
  alike: 4,
  some: 5,
  described: 6,
} as const;

/**
 * A text of at least three words that no book has all of finds the books with at least half of
 * them (`some` tier: a reader's phrase with words no title has). Two words never together (`harry
 * python`) find nothing: the page offers the closest titles instead.
 */
const SOME_FROM = 3;
const SOME_OF = 0.5;

/**
 * Relevance: the tier (ISBN, title and names, contained in a title or name, as it sounds, typos,
 * most of the words, descriptions), then the weighted text rank; books of one series stay together in volume order (a
 * series ranks by its most popular matched volume), then popularity.
 */
const RELEVANCE = sql`m.tier, m.rank desc, m.series_popularity desc, m.series_key, m.volume nulls last,
  ${books.popularity} desc nulls last, ${books.id} desc nulls last`;

/** Every entry must match, each by any of its patterns: `(a or b) and (c)`, each `LIKE` on the trigram index. */
const likeAll = (column: SQL, entries: string[][] | null): SQL =>
  entries && entries.length > 0
    ? sql.join(
        entries.map(
          (patterns) =>
            sql`(${sql.join(
              patterns.map((pattern) => sql`${column} like ${pattern}`),
              sql` or `,
            )})`,
        ),
        sql` and `,
      )
    : sql`false`;

/**
 * One page of the books a text matches that pass the filter, in the given order, with the total and
 * the language facet, in one statement. The tiers that cost most run only when needed: their CTEs are
 * gated by the counts of the tiers before them (PostgreSQL skips a gated plan whose one-time filter
 * is false).
 */
export const findMatchPage = async (
  db: DbOrTx,
  params: {
    text: TextQuery;
    filter: BookFilter;
    sort: Sort;
    locale: 'th' | 'en';
    limit: number;
    offset: number;
  },
): Promise<MatchPage> => {
  const { text } = params;
  const where = and(...conditionsOf(params.filter));
  const order =
    params.sort === 'relevance'
      ? RELEVANCE
      : sql.join(orderOf(params.sort, params.locale), sql`, `);
  const contained = likeAll(sql.raw('search_text'), text.contains);
  // As it sounds: every word's sound in the title or names, or (a text of one piece, where a
  // letter too many or too few stops the `LIKE`) a sound alike at the typo bar.
  const sounds = text.loose
    ? text.looseTrigram.includes(' ')
      ? likeAll(sql.raw('search_loose'), text.loose)
      : sql`(${likeAll(sql.raw('search_loose'), text.loose)} or ${text.looseTrigram} <% search_loose)`
    : sql`false`;
  const pieces = textArrayLiteral(text.pieceQueries);
  const units = textArrayLiteral(text.unitQueries);
  const anyUnit = sql`${text.unitQueries.join(' | ')}::tsquery`;
  // The query as a value in each condition (not read from a CTE): planned per call, PostgreSQL then
  // knows how common the words are and walks the popularity index for a very common one.
  const query = sql`${text.tsquery}::tsquery`;
  const rankQuery = sql`${text.rankQuery}::tsquery`;
  const isbn = text.isbn ? sql`(isbn = ${text.isbn} or e_isbn = ${text.isbn})` : sql`false`;
  const rows = await executeRows<{
    id: number;
    total: number;
    th: number;
    en: number;
    best: number;
  }>(
    db,
    sql`${sql.raw(PLAN_PER_CALL)} with
      by_isbn as materialized (
        select id, ${TIER.isbn} as tier, 1::numeric as rank from books where ${isbn} and published),
      exact as materialized (
        select b.id, ${TIER.named} as tier, round(ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], b.search_vector, ${rankQuery}, 0)::numeric, 4) as rank
        from (select id, search_vector from books
              where published and search_vector @@ ${query}
                and id not in (select id from by_isbn)
              order by popularity desc nulls last, id desc nulls last limit ${SEARCH_WINDOW}) b),
      contained as materialized (
        select id, ${TIER.contained} as tier, 0::numeric as rank from books
        where ${contained} and published
          and id not in (select id from exact union all select id from by_isbn)
        order by popularity desc nulls last, id desc nulls last limit ${SEARCH_WINDOW}),
      found as materialized (
        select (select count(*) from by_isbn) + (select count(*) from exact)
          + (select count(*) from contained) as n),
      sounding as materialized (
        select id, ${TIER.sounds} as tier, round(word_similarity(${text.trigram}, search_text)::numeric, 4) as rank
        from (select id, search_text from books
              where (select n from found) = 0 and ${sounds} and published
              order by popularity desc nulls last, id desc nulls last limit ${SEARCH_WINDOW}) t),
      described as materialized (
        select b.id, ${TIER.described} as tier, 0::numeric as rank from books b
        where (select n from found) + (select count(*) from sounding) < ${FALLBACK_BELOW}
          and b.published and b.description_vector @@ ${query}
          and b.id not in (select id from by_isbn union all select id from exact
            union all select id from contained union all select id from sounding)
        order by b.popularity desc nulls last, b.id desc nulls last limit ${SEARCH_WINDOW}),
      alike as materialized (
        select id, ${TIER.alike} as tier, round(word_similarity(${text.typed}, search_text)::numeric, 4) as rank
        from (select id, search_text from books
              where (select n from found) = 0 and not exists (select 1 from sounding)
                and (select count(*) from described) < ${FALLBACK_BELOW}
                and exists (select 1 from unnest(${pieces}::text[]) p(q)
                  where not exists (select 1 from books x where x.published and x.search_vector @@ p.q::tsquery))
                and published and ${text.typed} <% search_text
              order by popularity desc nulls last, id desc nulls last limit ${SEARCH_WINDOW}) t),
      partly as materialized (
        select id, ${TIER.some} as tier, rank from (
          select b.id, round((select count(*) from unnest(${units}::text[]) u(q)
              where b.search_vector @@ u.q::tsquery)::numeric / ${sql.raw(String(Math.max(1, text.unitQueries.length)))}, 4) as rank
          from books b
          where (select n from found) = 0 and not exists (select 1 from sounding)
            and ${sql.raw(text.unitQueries.length >= SOME_FROM ? 'true' : 'false')} and b.published and b.search_vector @@ ${anyUnit}
            and b.id not in (select id from alike union all select id from described)
          order by ts_rank(b.search_vector, ${anyUnit}) desc, b.popularity desc nulls last, b.id desc
          limit ${SEARCH_WINDOW}) t
        where rank >= ${SOME_OF}),
      matched as (
        select * from by_isbn union all select * from exact union all select * from contained
        union all select * from sounding union all select * from described
        union all select * from alike union all select * from partly),
      m as (
        select matched.*, b.series_volume as volume,
          coalesce(b.series_id, -b.id) as series_key,
          max(b.popularity) over (partition by matched.tier, matched.rank, coalesce(b.series_id, -b.id)) as series_popularity
        from matched join books b on b.id = matched.id)
      select ${books.id} as id, count(*) over ()::int as total,
        count(*) filter (where ${books.textLanguage} = 'th') over ()::int as th,
        count(*) filter (where ${books.textLanguage} = 'en') over ()::int as en,
        min(m.tier) over () as best
      from m join ${books} on ${books.id} = m.id
      where ${where}
      order by ${order}
      limit ${params.limit} offset ${params.offset}`,
  );
  const first = rows[0];
  if (first || params.offset === 0) {
    return {
      ids: rows.map((row) => Number(row.id)),
      total: Number(first?.total ?? 0),
      facets: { languages: { th: Number(first?.th ?? 0), en: Number(first?.en ?? 0) } },
      bestTier: first ? Number(first.best) : null,
    };
  }
  // A page past the end says nothing about the total: ask for the first page's.
  const firstPage = await findMatchPage(db, { ...params, offset: 0, limit: 1 });
  return { ...firstPage, ids: [] };
};

/** The most popular published books whose title, names, series or publisher match `tsquery`. */
export const findPopularMatches = async (
  db: DbOrTx,
  tsquery: string,
  limit: number,
): Promise<number[]> => {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`${sql.raw(PLAN_PER_CALL)} select id from books where published and search_vector @@ ${tsquery}::tsquery
      order by popularity desc nulls last, id desc nulls last limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
};

export type SearchLogRow = {
  searchedAt: Date;
  text: string;
  language: 'th' | 'en';
  resultCount: number;
  latencyMs: number;
  /** The books the page of results showed, in order (the portal's search terms). */
  bookIds: number[];
  /** The text searched instead (a keyboard-layout slip), or null. */
  correctedTo?: string | null;
};

/** Writes a batch of search log rows in one statement. */
export const insertSearchLog = async (db: DbOrTx, rows: SearchLogRow[]): Promise<void> => {
  if (rows.length > 0) await db.insert(searchLog).values(rows);
};

/** The most frequent texts of the searches that found nothing since `since`. */
export const findEmptySearches = async (
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<Array<{ text: string; count: number }>> => {
  const rows = await executeRows<{ text: string; count: number }>(
    db,
    sql`select text, count(*)::int as count from ${searchLog}
      where result_count = 0 and searched_at >= ${since.toISOString()}::timestamptz
      group by text order by count(*) desc, text limit ${limit}`,
  );
  return rows.map((row) => ({ text: row.text, count: Number(row.count) }));
};

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

/** How alike a title must be to be offered when a search found nothing (pg_trgm word similarity). */
const CLOSEST_SIMILARITY = 0.3;

/**
 * The published books whose title or names are closest to a text that found nothing, closest
 * first: word similarity of the text over `search_text`, or of its sound over `search_loose`, at a
 * lower bar than the typo tier (set for this transaction only).
 */
export const findClosestBooks = async (
  db: DbOrTx,
  params: { trigram: string; loose: string | null; limit: number },
): Promise<number[]> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CLOSEST_SIMILARITY)}, true)`,
    );
    const { trigram, loose } = params;
    const rows = await executeRows<{ id: number }>(
      tx,
      loose === null
        ? sql`select id from books where published and ${trigram} <% search_text
            order by word_similarity(${trigram}, search_text) desc, popularity desc nulls last, id desc
            limit ${params.limit}`
        : sql`select id from books
            where published and (${trigram} <% search_text or ${loose} <% search_loose)
            order by greatest(word_similarity(${trigram}, search_text),
              word_similarity(${loose}, search_loose)) desc,
              popularity desc nulls last, id desc
            limit ${params.limit}`,
    );
    return rows.map((row) => Number(row.id));
  });

/** A book's first category (its display order), with the category's names. */
export const findFirstCategory = async (
  db: DbOrTx,
  bookId: number,
): Promise<NameRow | undefined> => {
  const [row] = await executeRows<NameRow>(
    db,
    sql`select c.id, c.name_th as "nameTh", c.name_en as "nameEn"
      from book_categories bc join categories c on c.id = bc.category_id
      where bc.book_id = ${bookId}
      order by bc.display_order, c.id limit 1`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
};
