import 'server-only';
import { API_ROUTES, type Preorder, type PreordersQuery } from '@nangsue/contracts';
import { requestApi } from '@/lib/api-server';

/**
 * The customer's pre-orders (docs/buying.md "Pre-orders"), per visit; a guest, or an answer that
 * did not come, shows none (the order and the bookshelf stand without them).
 */
export const loadPreorders = async (query: PreordersQuery): Promise<Preorder[]> => {
  const result = await requestApi(API_ROUTES.preorders, { query });
  return result.ok ? (result.data.Data ?? []) : [];
};
