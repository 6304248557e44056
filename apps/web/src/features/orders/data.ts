import 'server-only';
import {
  API_ROUTES,
  ORDER_HISTORY_TYPES,
  type OrderDetails,
  type OrderHistory,
} from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';
import type { OrderHistoryType } from './history-tabs';

/** The tab of `?orderHistoryTypes=`; anything else is ALL. */
export const historyTypeOf = (raw: string | string[] | undefined): OrderHistoryType => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (ORDER_HISTORY_TYPES as readonly string[]).includes(value ?? '')
    ? (value as OrderHistoryType)
    : 'ALL';
};

/** `?pageNumber=`; anything else is the first page. */
export const pageNumberOf = (raw: string | string[] | undefined): number => {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
};

/** One page of the customer's orders of one tab (per visit, never cached). */
export const loadOrderHistory = async (
  type: OrderHistoryType,
  pageNumber: number,
): Promise<{ kind: 'signed-out' } | { kind: 'ok'; history: OrderHistory }> => {
  const result = await requestApi(API_ROUTES.orderHistory, {
    query: { orderHistoryTypes: type, pageNumber },
  });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    throw apiErrorOf(result);
  }
  if (result.data.Data === null)
    throw apiErrorOf({ ok: false, status: result.status, errors: result.data.ErrorList });
  return { kind: 'ok', history: result.data.Data };
};

/** One of the customer's orders; another customer's, or none, is `not-found` (the API's 404). */
export const loadOrderDetails = async (
  id: number,
): Promise<
  { kind: 'signed-out' } | { kind: 'not-found' } | { kind: 'ok'; order: OrderDetails }
> => {
  const result = await requestApi(API_ROUTES.orderDetails, { params: { id } });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.status === 404 || result.status === 400) return { kind: 'not-found' };
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return { kind: 'not-found' };
  return { kind: 'ok', order: result.data.Data };
};
