import { describe, expect, it } from 'vitest';
import { MAX_RECENTLY_VIEWED, pushRecentlyViewed, readStoredCustomerInfo } from './session-store';

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

  it('keeps stored customer info that fits the contract', () => {
    expect(readStoredCustomerInfo(info)).toEqual(info);
  });

  it('drops anything else, so a stale or edited copy never passes for a session', () => {
    expect(readStoredCustomerInfo({ CustomerId: 7, FirstName: 'Somchai' })).toBeNull();
    expect(readStoredCustomerInfo({ ...info, CustomerId: '7' })).toBeNull();
    expect(readStoredCustomerInfo(null)).toBeNull();
    expect(readStoredCustomerInfo(undefined)).toBeNull();
  });
});
