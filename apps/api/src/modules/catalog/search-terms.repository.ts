import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { bookTerms } from '../../db/schema/index.js';
import type { QueryAlternative } from '../../lib/search-text.js';

/** Above every character: `term < prefix + LAST` ends the index range of terms starting with `prefix`. */
const LAST = '\u{10FFFF}';
/** The most index terms a prefix stands for: the first ones in code-point order. */
const PREFIX_TERMS = 40;
/** How many postings of the rarest piece are looked at, best sellers first, for a query of several pieces. */
const DRIVER_WALK = 5000;

type Token = { value: string; prefix: boolean };

/** Each alternative's tokens, the prefix flag on the last one only. */
const tokensOf = ({ tokens, prefix }: QueryAlternative): Token[] =>
  tokens.map((value, i) => ({ value, prefix: prefix && i === tokens.length - 1 }));

const termIs = (column: SQL, token: Token): SQL =>
  token.prefix
    ? sql`(${column} >= ${token.value} and ${column} < ${token.value + LAST})`
    : sql`${column} = ${token.value}`;

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

/** How many postings the first tokens of a piece have, counted up to `cap` each. */
const postingCount = (piece: QueryAlternative[], cap: number): SQL =>
  sql.join(
    piece.map((alternative) => {
      const [first] = tokensOf(alternative);
      return first
        ? sql`(select count(*) from (select 1 from ${bookTerms} p where ${termIs(sql`p.term`, first)} limit ${cap}) c)`
        : sql`0`;
    }),
    sql` + `,
  );

/** The piece whose first tokens have the fewest postings: the one to walk (the others are probed). */
const rarestPiece = async (db: DbOrTx, pieces: QueryAlternative[][]): Promise<number> => {
  const [row] = await executeRows<{ counts: number[] }>(
    db,
    sql`select array[${sql.join(
      pieces.map((piece) => postingCount(piece, DRIVER_WALK)),
      sql`, `,
    )}]::int[] as counts`,
  );
  const counts = (row?.counts ?? []).map(Number);
  return counts.reduce((best, count, i) => (count < (counts[best] ?? Infinity) ? i : best), 0);
};

export type TermMatch = { id: number; score: number };

/**
 * The `limit` best-selling published books matching every piece of a query in their title,
 * contributors, series or publisher (the search postings), each with its score: per piece, the best
 * place one of its tokens is in the book (4 title … 1 publisher), summed.
 *
 * One token: its postings (of each term it is a prefix of) are already in best-seller order, so this
 * reads at most `limit` per term. Several pieces: the piece with the fewest postings is walked, best
 * sellers first (at most `DRIVER_WALK` of them), and each of its books is checked against every piece
 * with one range of `book_terms_book_idx` (the book's own postings); the walk stops at `limit` matches.
 */
export const findTermMatches = async (
  db: DbOrTx,
  pieces: QueryAlternative[][],
  limit: number,
): Promise<TermMatch[]> => {
  const [onlyPiece] = pieces;
  const [onlyAlternative] = onlyPiece ?? [];
  const onlyToken = onlyAlternative ? tokensOf(onlyAlternative) : [];
  if (!onlyPiece || !onlyAlternative) return [];

  if (pieces.length === 1 && onlyPiece.length === 1 && onlyToken.length === 1 && onlyToken[0]) {
    const rows = await executeRows<{ id: number; score: number }>(
      db,
      sql`select book_id as id, max(weight) as score from ${postingsOf(onlyToken[0], limit)} d
        group by book_id order by max(sold_count) desc, book_id desc limit ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
  }

  const driver = pieces.length === 1 ? 0 : await rarestPiece(db, pieces);
  const candidates = sql.join(
    (pieces[driver] ?? []).flatMap((alternative) => {
      const [first] = tokensOf(alternative);
      return first ? [sql`select * from ${postingsOf(first, DRIVER_WALK)} a`] : [];
    }),
    sql` union all `,
  );
  const has = (token: Token) => sql`bool_or(${termIs(sql`p.term`, token)})`;
  const matchesPiece = (piece: QueryAlternative[]) =>
    sql`(${sql.join(
      piece.map((alternative) => sql`(${sql.join(tokensOf(alternative).map(has), sql` and `)})`),
      sql` or `,
    )})`;
  const scoreOf = (piece: QueryAlternative[]) =>
    sql`coalesce(max(p.weight) filter (where ${sql.join(
      piece.flatMap(tokensOf).map((token) => termIs(sql`p.term`, token)),
      sql` or `,
    )}), 0)`;
  const rows = await executeRows<{ id: number; score: number }>(
    db,
    sql`select c.book_id as id, f.score from (
        select book_id, max(sold_count) as sold_count from (${candidates}) d
        group by book_id order by max(sold_count) desc, book_id desc limit ${DRIVER_WALK}) c
      cross join lateral (
        select ${sql.join(pieces.map(matchesPiece), sql` and `)} as matches,
          ${sql.join(pieces.map(scoreOf), sql` + `)} as score
        from ${bookTerms} p where p.book_id = c.book_id) f
      where f.matches
      order by c.sold_count desc, c.book_id desc limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
};
