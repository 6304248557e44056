import 'server-only';
import {
  API_ROUTES,
  type Address,
  type Checkout,
  type CheckoutQuery,
  type Completed,
  type ConsecutiveOrder,
  type PaymentMethods,
} from '@nangsue/contracts';
import { apiErrorOf, requestApi, type ServerApiResult } from '@/lib/api-server';

export type CheckoutPageData =
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  | {
      kind: 'ok';
      /** What the page shows (`checkoutbook`), with what stands in the way of confirming. */
      checkout: Checkout;
      methods: PaymentMethods;
      consecutive: ConsecutiveOrder;
      /** The customer's addresses with a tax id: what a full tax invoice can be made out to. */
      taxAddresses: Address[];
    };

/** A failed call as the page's error, except a 401 (`signed-out`). */
const dataOf = <T>(result: ServerApiResult<T | null>): T | 'signed-out' => {
  if (!result.ok) {
    if (result.status === 401) return 'signed-out';
    throw apiErrorOf(result);
  }
  if (result.data.Data === null)
    throw apiErrorOf({ ok: false, status: result.status, errors: result.data.ErrorList });
  return result.data.Data;
};

/**
 * The checkout page's data (per visit, never cached): the basket (or the gift, or the coin pack
 * of `query`) priced for checkout, what still stands in the way, the payment methods for its
 * amount, and whether an order awaits payment. A gift book or coin pack the API does not know
 * (404) is `not-found`.
 */
export const loadCheckout = async (query: CheckoutQuery = {}): Promise<CheckoutPageData> => {
  const results = await Promise.all([
    requestApi(API_ROUTES.checkoutBook, { query }),
    requestApi(API_ROUTES.paymentMethods, { query }),
    requestApi(API_ROUTES.verifyConsecutiveOrder),
    requestApi(API_ROUTES.addresses),
  ]);
  if (results.some((result) => !result.ok && result.status === 404)) return { kind: 'not-found' };
  const [checkout, methods, consecutive, addresses] = [
    dataOf(results[0]),
    dataOf(results[1]),
    dataOf(results[2]),
    dataOf(results[3]),
  ];
  if (
    checkout === 'signed-out' ||
    methods === 'signed-out' ||
    consecutive === 'signed-out' ||
    addresses === 'signed-out'
  )
    return { kind: 'signed-out' };
  return {
    kind: 'ok',
    checkout,
    methods,
    consecutive,
    taxAddresses: addresses.Addresses.filter((address) => address.TaxId),
  };
};

/** One order's payment state for `/payment?orderId=` (another customer's order is a 404). */
export const loadCompleted = async (
  orderId: number,
): Promise<
  { kind: 'signed-out' } | { kind: 'not-found' } | { kind: 'ok'; completed: Completed }
> => {
  const result = await requestApi(API_ROUTES.checkoutCompleted, { query: { orderId } });
  if (!result.ok && (result.status === 404 || result.status === 400)) return { kind: 'not-found' };
  const completed = dataOf(result);
  return completed === 'signed-out' ? { kind: 'signed-out' } : { kind: 'ok', completed };
};

/** A positive id from a query or route segment, else null. */
export const parseOrderId = (raw: string | string[] | undefined): number | null => {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
};
