import 'server-only';
import { API_ROUTES, type CoinBalance, type CoinHistory, type CoinPack } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

/**
 * The customer's coins for the coin history page, with the coin packs on sale;
 * `signed-out` when there is no session.
 */
export const loadCoins = async (
  pageNumber: number,
): Promise<
  | { kind: 'ok'; balance: CoinBalance; history: CoinHistory; packs: CoinPack[] }
  | { kind: 'signed-out' }
> => {
  const [balance, history, packs] = await Promise.all([
    requestApi(API_ROUTES.coinBalance),
    requestApi(API_ROUTES.coinsHistory, { query: { pageNumber } }),
    requestApi(API_ROUTES.coinPacks),
  ]);
  for (const result of [balance, history]) {
    if (!result.ok) {
      if (result.status === 401) return { kind: 'signed-out' };
      throw apiErrorOf(result);
    }
  }
  if (!balance.ok || !history.ok || balance.data.Data === null || history.data.Data === null)
    return { kind: 'signed-out' };
  // The packs are an offer beside the history: the page shows without them if they fail.
  const packList = packs.ok ? (packs.data.Data?.Packs ?? []) : [];
  return { kind: 'ok', balance: balance.data.Data, history: history.data.Data, packs: packList };
};
