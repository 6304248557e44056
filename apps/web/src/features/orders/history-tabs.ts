import { ORDER_HISTORY_TYPES } from '@nangsue/contracts';
import { ordersPaths } from './orders-paths';

export type OrderHistoryType = (typeof ORDER_HISTORY_TYPES)[number];

/** The tabs of the order history, in order: all, awaiting payment, paid, cancelled, refunded. */
export const ORDER_TABS = ORDER_HISTORY_TYPES;

/** The address of one tab's page; the first page and ALL are left out of it. */
export const historyHref = (type: OrderHistoryType, pageNumber: number): string => {
  const query = new URLSearchParams();
  if (type !== 'ALL') query.set('orderHistoryTypes', type);
  if (pageNumber > 1) query.set('pageNumber', String(pageNumber));
  const search = query.toString();
  return search === '' ? ordersPaths.history : `${ordersPaths.history}?${search}`;
};
