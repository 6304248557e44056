import 'server-only';
import { API_ROUTES, type WishlistPage } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { apiErrorOf, requestApi } from '@/lib/api-server';
import { readSessionToken } from '@/lib/session-cookie';

/**
 * One page of the customer's wish list for `/wishlist` (per visit, never cached); `signed-out`
 * without a session (a guest has no wish list, docs/wishlist.md).
 */
export const loadWishlist = async (
  pageNumber: number,
): Promise<{ kind: 'ok'; page: WishlistPage } | { kind: 'signed-out' }> => {
  if (readSessionToken(await cookies()) === undefined) return { kind: 'signed-out' };
  const result = await requestApi(API_ROUTES.wishlistPage, { query: { pageNumber } });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return { kind: 'signed-out' };
  return { kind: 'ok', page: result.data.Data };
};
