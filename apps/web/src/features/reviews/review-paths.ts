import type { ReviewSort } from '@nangsue/contracts';
import { REVIEW_SORTS } from '@nangsue/contracts/review-limits';

/** Store paths of the reviews (without the locale prefix). */
export const reviewPaths = {
  /** A book's reviews, with the sort and page in the address (defaults left out). */
  book: (id: number, query: { orderBy?: ReviewSort; pageNumber?: number } = {}) => {
    const search = new URLSearchParams();
    if (query.orderBy !== undefined && query.orderBy !== 'helpful')
      search.set('orderBy', query.orderBy);
    if (query.pageNumber !== undefined && query.pageNumber > 1)
      search.set('pageNumber', String(query.pageNumber));
    const text = search.toString();
    return `/book-review/${id}${text === '' ? '' : `?${text}`}`;
  },
} as const;

/** `?orderBy=`; anything else is the default (most helpful first). */
export const reviewSortOf = (raw: string | string[] | undefined): ReviewSort => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (REVIEW_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ReviewSort)
    : 'helpful';
};

/** `?pageNumber=`; anything else is the first page. */
export const reviewPageNumberOf = (raw: string | string[] | undefined): number => {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
};
