import { describe, expect, it } from 'vitest';
import {
  MAX_RECENTLY_VIEWED,
  keepsNothing,
  pushRecentlyViewed,
  readStoredCustomerInfo,
} from './session-store';

describe('pushRecentlyViewed', () => {
  it('puts the book first without a second copy', () => {
    expect(pushRecentlyViewed([], 5)).toEqual([5]);
    expect(pushRecentlyViewed([3, 5, 7], 5)).toEqual([5, 3, 7]);
    expect(pushRecentlyViewed([3, 5, 7], 9)).toEqual([9, 3, 5, 7]);
  });

  it('keeps the newest 50', () => {
    const ids = Array.from({ length: MAX_RECENTLY_VIEWED }, (_, index) => index + 1);
    const next = pushRecentlyViewed(ids, 99);
    expect(next).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(next[0]).toBe(99);
    expect(next.at(-1)).toBe(49);
  });
});

describe('readStoredCustomerInfo', () => {
  const info = {
    CustomerId: 7,
    Username: 'somchai@example.com',
    FirstName: 'Somchai',
    LastName: 'Jaidee',
    Email: 'somchai@example.com',
    IsAdmin: false,
    AdminRedirectUrl: null,
    PublisherRedirectUrl: null,
    PublisherStatus: null,
  };

  it('keeps stored customer info that fits the contract', async () => {
    await expect(readStoredCustomerInfo(info)).resolves.toEqual(info);
  });

  it('drops anything else, so a stale or edited copy never passes for a session', async () => {
    await expect(
      readStoredCustomerInfo({ CustomerId: 7, FirstName: 'Somchai' }),
    ).resolves.toBeNull();
    await expect(readStoredCustomerInfo({ ...info, CustomerId: '7' })).resolves.toBeNull();
    await expect(readStoredCustomerInfo(null)).resolves.toBeNull();
    await expect(readStoredCustomerInfo(undefined)).resolves.toBeNull();
  });
});

describe('keepsNothing', () => {
  const stored = (state: object) => JSON.stringify({ state, version: 1 });

  it('is true for a state without customer and recently viewed books, so no key is written', () => {
    expect(keepsNothing(stored({ customerInfo: null, recentlyViewedIds: [] }))).toBe(true);
    expect(
      keepsNothing(stored({ customerInfo: null, recentlyViewedIds: [], basketCount: 0 })),
    ).toBe(true);
    expect(keepsNothing(stored({}))).toBe(true);
  });

  it('is false while there is a customer or a recently viewed book to keep', () => {
    expect(keepsNothing(stored({ customerInfo: { CustomerId: 1 }, recentlyViewedIds: [] }))).toBe(
      false,
    );
    expect(keepsNothing(stored({ customerInfo: null, recentlyViewedIds: [4] }))).toBe(false);
    expect(
      keepsNothing(stored({ customerInfo: null, recentlyViewedIds: [], basketCount: 2 })),
    ).toBe(false);
    expect(keepsNothing('not json')).toBe(false);
  });
});
