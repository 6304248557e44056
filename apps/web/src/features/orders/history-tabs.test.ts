import { describe, expect, it } from 'vitest';
import { ORDER_TABS, historyHref } from './history-tabs';

describe('the order history tabs', () => {
  it('are all, awaiting payment, paid, cancelled and refunded, in that order', () => {
    expect(ORDER_TABS).toEqual(['ALL', 'PD', 'AP', 'CR', 'RR']);
  });

  it('link to ?orderHistoryTypes= and a page, leaving out ALL and the first page', () => {
    expect(historyHref('ALL', 1)).toBe('/order-history');
    expect(historyHref('PD', 1)).toBe('/order-history?orderHistoryTypes=PD');
    expect(historyHref('ALL', 3)).toBe('/order-history?pageNumber=3');
    expect(historyHref('RR', 2)).toBe('/order-history?orderHistoryTypes=RR&pageNumber=2');
  });
});
