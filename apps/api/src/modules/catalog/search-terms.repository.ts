import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { books, bookTerms } from '../../db/schema/index.js';
import { toPieceQuery, type QueryAlternative } from '../../lib/search-text.js';

/** Above every character: `term < prefix + LAST` ends the index range of terms starting with `prefix`. */
const LAST = '\u{10FFFF}';
/** The most index terms a prefix stands for: the first ones in code-point order. */
const PREFIX_TERMS = 40;

type Token = { value: string; prefix: boolean };

/** Each alternative's tokens, the prefix flag on the last one only. */
const tokensOf = ({ tokens, prefix }: QueryAlternative): Token[] =>
  tokens.map((value, i) => ({ value, prefix: prefix && i === tokens.length - 1 }));

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

/** The `limit` best-selling postings of a token (of each term it is a prefix of). */
const postingsOf = (token: Token, limit: number): SQL =>
  token.prefix
    ? sql`(select p.book_id, p.sold_count, p.weight from ${expansionsOf(token.value)} x
        cross join lateral (select book_id, sold_count, weight from ${bookTerms}
          where term = x.term order by sold_count desc, book_id desc limit ${limit}) p)`
    : sql`(select book_id, sold_count, weight from ${bookTerms}
        where term = ${token.value} order by sold_count desc, book_id desc limit ${limit})`;

export type TermMatch = { id: number; score: number };

/**
 * The `limit` best-selling published books matching every piece of a query in their title,
 * contributors, series or publisher, each with its score: per piece, the best place of its tokens in
 * the book (4 title, 3 contributor, 2 series, 1 publisher), summed over the pieces.
 *
 * One token (the common case, and every autocomplete fallback): its postings, of each of the first
 * `PREFIX_TERMS` terms it is a prefix of, are already in best-seller order, so this reads at most
 * `limit` index entries per term and no table. Several pieces: the text index (GIN) intersects them.
 */
export const findTermMatches = async (
  db: DbOrTx,
  pieces: QueryAlternative[][],
  limit: number,
): Promise<TermMatch[]> => {
  if (pieces.length === 0) return [];
  const [onlyAlternative] = pieces.length === 1 ? (pieces[0] ?? []) : [];
  const [onlyToken, ...moreTokens] =
    onlyAlternative && pieces[0]?.length === 1 ? tokensOf(onlyAlternative) : [];
  if (onlyToken && moreTokens.length === 0) {
    const rows = await executeRows<{ id: number; score: number }>(
      db,
      sql`select book_id as id, max(weight) as score from ${postingsOf(onlyToken, limit)} d
        group by book_id order by max(sold_count) desc, book_id desc limit ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
  }

  // Several pieces (or a piece ICU splits): the text index intersects their books' lists, and each
  // match's score is read off its own vector: per piece, the best part of it (title, then
  // contributors, series, publisher) in which the whole piece is found. The tokens are normalised
  // already, so the queries are read as they are (`::tsquery`), each once per statement (a sub-select),
  // not parsed again for every row as `to_tsquery(...)` would be.
  const within = (piece: QueryAlternative[], weights: string) =>
    sql`${books.searchVector} @@ (select ${toPieceQuery(piece, weights)}::tsquery)`;
  const scoreOf = (piece: QueryAlternative[]) =>
    sql`(case when ${within(piece, 'A')} then 4 when ${within(piece, 'AB')} then 3
      when ${within(piece, 'ABC')} then 2 else 1 end)`;
  const query = pieces.map((piece) => toPieceQuery(piece)).join(' & ');
  const rows = await executeRows<{ id: number; score: number }>(
    db,
    sql`select ${books.id} as id, ${sql.join(pieces.map(scoreOf), sql` + `)} as score
      from ${books} where ${books.published} and ${books.searchVector} @@ ${query}::tsquery
      order by ${books.soldCount} desc nulls last, ${books.id} desc nulls last limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
};
