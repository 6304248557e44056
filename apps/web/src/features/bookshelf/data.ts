import 'server-only';
import { API_ROUTES, type MyBooks } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

export type ShelfOrder = 'acquired' | 'title';

/** The customer's books for `/bookshelf` (per visit, never cached); `signed-out` without a session. */
export const loadShelf = async (
  pageNumber: number,
  orderBy: ShelfOrder,
): Promise<{ kind: 'ok'; shelf: MyBooks } | { kind: 'signed-out' }> => {
  const result = await requestApi(API_ROUTES.myBook, {
    body: { Data: { PageNumber: pageNumber, OrderBy: orderBy } },
  });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return { kind: 'signed-out' };
  return { kind: 'ok', shelf: result.data.Data };
};
