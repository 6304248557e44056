import 'server-only';
import { API_ROUTES, type CoinBalance, type CoinHistory } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

/** The customer's coins for the coin history page; `signed-out` when there is no session. */
export const loadCoins = async (
  pageNumber: number,
): Promise<{ kind: 'ok'; balance: CoinBalance; history: CoinHistory } | { kind: 'signed-out' }> => {
  const [balance, history] = await Promise.all([
    requestApi(API_ROUTES.coinBalance),
    requestApi(API_ROUTES.coinsHistory, { query: { pageNumber } }),
  ]);
  for (const result of [balance, history]) {
    if (!result.ok) {
      if (result.status === 401) return { kind: 'signed-out' };
      throw apiErrorOf(result);
    }
  }
  if (!balance.ok || !history.ok || balance.data.Data === null || history.data.Data === null)
    return { kind: 'signed-out' };
  return { kind: 'ok', balance: balance.data.Data, history: history.data.Data };
};
