import type { Sort } from '@nangsue/contracts';
import type { BookFilter, TextMatches } from './catalog.repository.js';

/** Filters the cached columns of a match list answer: everything but links to other tables. */
type ColumnFilter = Pick<
  BookFilter,
  | 'publisherIds'
  | 'priceMinSatang'
  | 'priceMaxSatang'
  | 'language'
  | 'minRating'
  | 'releasedFrom'
  | 'releasedTo'
>;

/** Sorts the cached columns answer; names sort by the database's collation, so they go there. */
const COLUMN_SORTS = ['relevance', 'bestseller', 'newest', 'price_asc', 'price_desc', 'rating'];

const LINKED_FILTERS = ['categoryIds', 'authorIds', 'tagId', 'manufacturerId', 'format', 'text'];

/** Whether a search's filter and sort can be answered from its cached match list alone. */
export const answerableFromMatches = (filter: BookFilter, sort: Sort): filter is ColumnFilter =>
  COLUMN_SORTS.includes(sort) &&
  LINKED_FILTERS.every((key) => filter[key as keyof BookFilter] === undefined);

const passes = (matches: TextMatches, i: number, filter: ColumnFilter): boolean => {
  const price = matches.priceSatang[i] ?? 0;
  if (filter.priceMinSatang !== undefined && price < filter.priceMinSatang) return false;
  if (filter.priceMaxSatang !== undefined && price > filter.priceMaxSatang) return false;
  if (filter.language && matches.language[i] !== filter.language) return false;
  if (filter.publisherIds) {
    const publisher = matches.publisherId[i];
    if (publisher === null || publisher === undefined || !filter.publisherIds.includes(publisher))
      return false;
  }
  if (filter.minRating !== undefined) {
    const count = matches.ratingCount[i] ?? 0;
    if (count <= 0 || (matches.ratingSum[i] ?? 0) < filter.minRating * count) return false;
  }
  const released = matches.releaseDate[i] ?? null;
  if (filter.releasedFrom && (released === null || released < filter.releasedFrom)) return false;
  if (filter.releasedTo && (released === null || released > filter.releasedTo)) return false;
  return true;
};

/** Descending with nulls last, as the SQL orders (`desc nulls last`). */
const descNullsLast = (a: number | string | null, b: number | string | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
};

const ascending = (a: number, b: number) => a - b;

/** The comparator of list positions for a sort, with the same ties as `catalog.repository` `orderOf`. */
const comparatorOf = (matches: TextMatches, sort: Sort): ((a: number, b: number) => number) => {
  const id = (i: number) => matches.id[i] ?? 0;
  const byIdDesc = (a: number, b: number) => id(b) - id(a);
  switch (sort) {
    case 'bestseller':
      return (a, b) =>
        descNullsLast(matches.soldCount[a] ?? null, matches.soldCount[b] ?? null) || byIdDesc(a, b);
    case 'newest':
      return (a, b) =>
        descNullsLast(matches.releaseDate[a] ?? null, matches.releaseDate[b] ?? null) ||
        byIdDesc(a, b);
    case 'price_asc':
      return (a, b) =>
        ascending(matches.priceSatang[a] ?? 0, matches.priceSatang[b] ?? 0) ||
        ascending(id(a), id(b));
    case 'price_desc':
      return (a, b) =>
        ascending(matches.priceSatang[b] ?? 0, matches.priceSatang[a] ?? 0) || byIdDesc(a, b);
    case 'rating': {
      const average = (i: number) => {
        const count = matches.ratingCount[i] ?? 0;
        return count === 0 ? null : (matches.ratingSum[i] ?? 0) / count;
      };
      return (a, b) =>
        descNullsLast(average(a), average(b)) ||
        descNullsLast(matches.ratingCount[a] ?? null, matches.ratingCount[b] ?? null) ||
        byIdDesc(a, b);
    }
    default:
      // Relevance: the list is already best first.
      return ascending;
  }
};

/**
 * One page of a cached match list under a filter and sort that `answerableFromMatches` accepted, and
 * how many pass the filter: the same answer as `catalog.repository` `pageOfMatches`, without the
 * database.
 */
export const pageOfCachedMatches = (
  matches: TextMatches,
  params: { filter: ColumnFilter; sort: Sort; offset: number; limit: number },
): { ids: number[]; total: number } => {
  const positions: number[] = [];
  for (let i = 0; i < matches.id.length; i += 1) {
    if (passes(matches, i, params.filter)) positions.push(i);
  }
  if (params.sort !== 'relevance') positions.sort(comparatorOf(matches, params.sort));
  return {
    ids: positions
      .slice(params.offset, params.offset + params.limit)
      .map((i) => matches.id[i] ?? 0),
    total: positions.length,
  };
};
