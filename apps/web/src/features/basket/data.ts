import 'server-only';
import { API_ROUTES, type Cart } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { apiErrorOf, requestApi } from '@/lib/api-server';
import { readSessionToken } from '@/lib/session-cookie';
import { DEVICE_COOKIE } from '@/lib/storage-keys';

/** A basket with nothing in it: a browser the store does not know yet has no other. */
const EMPTY_GUEST_CART: Cart = {
  Items: [],
  Count: 0,
  SubTotalValue: 0,
  DiscountValue: 0,
  TotalValue: 0,
  VatValue: 0,
  NetValue: 0,
  Notices: [],
  IsGuest: true,
  Coupon: null,
};

/**
 * The visitor's basket for the basket page (per visit, never cached): the customer's when signed
 * in, else the device's. A browser with neither a session nor a known device has an empty one.
 */
export const loadBasket = async (): Promise<Cart> => {
  const cookieStore = await cookies();
  if (!cookieStore.has(DEVICE_COOKIE) && readSessionToken(cookieStore) === undefined)
    return EMPTY_GUEST_CART;

  const result = await requestApi(API_ROUTES.cart);
  if (result.ok && result.data.Data !== null) return result.data.Data;
  // A device the API no longer knows (a reset store): nothing in its basket.
  if (!result.ok && result.status === 400) return EMPTY_GUEST_CART;
  if (!result.ok) throw apiErrorOf(result);
  return EMPTY_GUEST_CART;
};
