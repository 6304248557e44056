import 'server-only';
import { API_ROUTES, type MyBooks, type MyBookQuery, type Shelf } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

/*
 * The bookshelf's loaders: every call is the customer's own, made per visit with the session and
 * never cached (docs/architecture.md#cache-policy). `signed-out` without a session.
 */
export type Loaded<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' };

const SIGNED_OUT = { kind: 'signed-out' } as const;

/** The customer's books (`mybook`) for a state of `/bookshelf`. */
export const loadShelf = async (query: MyBookQuery): Promise<Loaded<MyBooks>> => {
  const result = await requestApi(API_ROUTES.myBook, { body: { Data: query } });
  if (!result.ok) {
    if (result.status === 401) return SIGNED_OUT;
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return SIGNED_OUT;
  return { kind: 'ok', data: result.data.Data };
};

/** How many books the "Continue reading" row shows. */
export const CONTINUE_READING_COUNT = 6;

/**
 * The books being read, most recent first, for the "Continue reading" row. The row is a help, not
 * the page: a failure leaves it out.
 */
export const findContinueReading = async (): Promise<MyBooks['Books']> => {
  const result = await requestApi(API_ROUTES.myBook, {
    body: { Data: { PageNumber: 1, OrderBy: 'recent', State: 'reading' } },
  }).catch(() => null);
  if (result === null || !result.ok || result.data.Data === null) return [];
  return result.data.Data.Books.slice(0, CONTINUE_READING_COUNT);
};

/** The customer's collections with their book counts (`myshelves`). */
export const loadShelves = async (): Promise<Loaded<Shelf[]>> => {
  const result = await requestApi(API_ROUTES.myShelves);
  if (!result.ok) {
    if (result.status === 401) return SIGNED_OUT;
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return SIGNED_OUT;
  return { kind: 'ok', data: result.data.Data.Shelves };
};

/** The books of one collection (`productonbookshelf`); null when it is not the customer's. */
export const loadShelfBooks = async (
  shelfId: number,
  pageNumber: number,
): Promise<Loaded<MyBooks> | null> => {
  const result = await requestApi(API_ROUTES.shelfBooks, {
    body: { Data: { ShelfId: shelfId, PageNumber: pageNumber } },
  });
  if (!result.ok) {
    if (result.status === 401) return SIGNED_OUT;
    if (result.status === 404) return null;
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return SIGNED_OUT;
  return { kind: 'ok', data: result.data.Data };
};
