import type { CheckoutQuery } from '@nangsue/contracts';

/** The largest id the API takes for a book or a coin pack (a PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

const idOf = (raw: string | string[]): number | null => {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
};

/**
 * What `/payment`'s query asks to buy (docs/buying.md §4.3): a coin pack (`coinPackId`), a book
 * as a gift (`giftProductId`), else the basket (`{}`). An id that is not a positive number, or
 * both at once, is null (the page's 404).
 */
export const checkoutQueryOf = (search: {
  coinPackId?: string | string[];
  giftProductId?: string | string[];
}): CheckoutQuery | null => {
  const { coinPackId: rawPack, giftProductId: rawGift } = search;
  if (rawPack !== undefined && rawGift !== undefined) return null;
  if (rawPack !== undefined) {
    const coinPackId = idOf(rawPack);
    return coinPackId === null ? null : { coinPackId };
  }
  if (rawGift !== undefined) {
    const giftProductId = idOf(rawGift);
    return giftProductId === null ? null : { giftProductId };
  }
  return {};
};

/** The payment page of a checkout source, for links and returns after signing in. */
export const checkoutPaths = {
  basket: '/payment',
  gift: (productId: number) => `/payment?giftProductId=${productId}`,
  coinPack: (packId: number) => `/payment?coinPackId=${packId}`,
} as const;
