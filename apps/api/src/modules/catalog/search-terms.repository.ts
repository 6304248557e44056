import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { bookTerms } from '../../db/schema/index.js';

/** Above every character: `term < prefix + LAST` ends the index range of terms starting with `prefix`. */
const LAST = '\u{10FFFF}';
/** The most index terms a prefix stands for: the first ones in code-point order. */
const PREFIX_TERMS = 40;

/**
 * The distinct index terms a prefix stands for, at most `PREFIX_TERMS`: a loose index scan, one probe
 * of `book_terms_popular_idx` per term, however many books have each.
 */
const expansionsOf = (prefix: string): SQL => sql`(
  with recursive e(term) as (
    (select term from ${bookTerms} where term >= ${prefix} and term < ${prefix + LAST} order by term limit 1)
    union all
    select (select t.term from ${bookTerms} t where t.term > e.term and t.term < ${prefix + LAST}
      order by t.term limit 1)
    from e where e.term is not null)
  select term from e where term is not null limit ${PREFIX_TERMS})`;

/**
 * The `limit` best-selling published books with one token (a prefix: with any of the first
 * `PREFIX_TERMS` terms it stands for): at most `limit` index entries per term, in index order, no
 * table. For autocomplete, which needs a handful, not a term's whole postings.
 */
export const findTopBooksWithToken = async (
  db: DbOrTx,
  token: { value: string; prefix: boolean },
  limit: number,
): Promise<number[]> => {
  const top = (term: SQL) => sql`select book_id, sold_count from ${bookTerms} where term = ${term}
    order by sold_count desc nulls last, book_id desc nulls last limit ${limit}`;
  const postings = token.prefix
    ? sql`select p.book_id, p.sold_count from ${expansionsOf(token.value)} x
        cross join lateral (${top(sql`x.term`)}) p`
    : top(sql`${token.value}`);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select book_id as id from (${postings}) d group by book_id
      order by max(sold_count) desc, book_id desc limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
};

/** The index terms each prefix stands for (at most `PREFIX_TERMS`, the first in code-point order). */
export const findPrefixTerms = async (
  db: DbOrTx,
  prefixes: string[],
): Promise<Map<string, string[]>> => {
  const found = await Promise.all(
    prefixes.map(async (prefix) => {
      const rows = await executeRows<{ term: string }>(
        db,
        sql`select term from ${expansionsOf(prefix)} x`,
      );
      return [prefix, rows.map((row) => row.term)] as const;
    }),
  );
  return new Map(found);
};

/** A `text[]` parameter: each value double-quoted, with its backslashes and quotes escaped. */
const textArray = (values: string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * Every posting of a term, best sellers first: each book's sales key (see `salesKey`) and where the
 * token is in it (4 title, 3 contributor, 2 series, 1 publisher).
 */
export type TermPostings = { keys: Float64Array; weights: Uint8Array };

/** Book ids are below this (268 million), and copies sold are counted up to `SOLD_CAP`. */
const ID_SPACE = 2 ** 28;
const SOLD_CAP = 2 ** 25 - 1;

/**
 * One number per book that orders as the best-seller lists do (copies sold descending, then id
 * descending, both exactly representable: 25 + 28 bits), and identifies the book.
 */
export const salesKey = (sold: number, id: number): number =>
  Math.min(sold, SOLD_CAP) * ID_SPACE + id;
export const bookIdOf = (key: number): number => key % ID_SPACE;

const inSalesOrder = (keys: Float64Array): boolean => {
  for (let i = 1; i < keys.length; i += 1) if ((keys[i - 1] ?? 0) <= (keys[i] ?? 0)) return false;
  return true;
};

const toSalesOrder = (postings: TermPostings): TermPostings => {
  if (inSalesOrder(postings.keys)) return postings;
  const order = [...postings.keys.keys()].sort(
    (a, b) => (postings.keys[b] ?? 0) - (postings.keys[a] ?? 0),
  );
  return {
    keys: Float64Array.from(order, (i) => postings.keys[i] ?? 0),
    weights: Uint8Array.from(order, (i) => postings.weights[i] ?? 0),
  };
};

/** Big-endian 8-byte floats (`float8send`), as the database sends them, read into an array. */
const keysFrom = (bytes: Uint8Array | null): Float64Array => {
  if (!bytes || bytes.length === 0) return new Float64Array(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const keys = new Float64Array(bytes.length / 8);
  for (let i = 0; i < keys.length; i += 1) keys[i] = view.getFloat64(i * 8);
  return keys;
};

/**
 * The whole postings of each term, best sellers first: the sales keys as one binary string of
 * 8-byte floats and the weights as one string of digits (a row per posting, or numbers as text,
 * would cost the driver far more to read than the database to find). Each term's postings are read
 * in the order of `book_terms_popular_idx`, so the database sorts nothing; the order is checked here,
 * and restored if a plan ever gave another.
 */
export const findTermPostings = async (
  db: DbOrTx,
  terms: string[],
): Promise<Map<string, TermPostings>> => {
  const found = new Map<string, TermPostings>();
  if (terms.length === 0) return found;
  const rows = await executeRows<{
    term: string;
    keys: Uint8Array | null;
    weights: string | null;
  }>(
    db,
    sql`select x.term, a.keys, a.weights from unnest(${textArray(terms)}) as x(term)
      cross join lateral (select
          string_agg(float8send((least(p.sold_count, ${SOLD_CAP})::bigint * ${ID_SPACE} + p.book_id)::float8),
            ''::bytea) as keys,
          string_agg(p.weight::text, '') as weights
        from (select ${bookTerms.bookId} as book_id, ${bookTerms.soldCount} as sold_count,
            ${bookTerms.weight} as weight
          from ${bookTerms} where ${bookTerms.term} = x.term
          order by ${bookTerms.soldCount} desc nulls last, ${bookTerms.bookId} desc nulls last) p) a`,
  );
  for (const row of rows) {
    const text = row.weights ?? '';
    const weights = new Uint8Array(text.length);
    for (let i = 0; i < weights.length; i += 1) weights[i] = text.charCodeAt(i) - 48;
    found.set(row.term, toSalesOrder({ keys: keysFrom(row.keys), weights }));
  }
  return found;
};
