import { describe, expect, it } from 'vitest';
import {
  isInternalListingPath,
  listingRewriteOf,
  pageServingOf,
  queryOfSegment,
} from './listing-routes';

const search = (query: string) => new URLSearchParams(query);

describe('listing routes', () => {
  it('leaves the default state and other pages alone', () => {
    expect(listingRewriteOf('/category/3', search(''))).toBeNull();
    expect(listingRewriteOf('/category/3', search('pageNumber=1&unknown=x'))).toBeNull();
    expect(listingRewriteOf('/book-detail/3', search('pageNumber=2'))).toBeNull();
    expect(listingRewriteOf('/search', search('q=cat'))).toBeNull();
  });

  it('puts a browsing state into one canonical cached segment', () => {
    const a = listingRewriteOf('/category/3', search('pageNumber=2&orderBy=newest'));
    const b = listingRewriteOf('/category/3', search('orderBy=newest&pageNumber=2&junk=1'));
    expect(a).toBe('/category/3/orderBy%3Dnewest%26pageNumber%3D2');
    expect(b).toBe(a);
    expect(listingRewriteOf('/newproducts', search('pageNumber=3'))).toBe(
      '/newproducts/pageNumber%3D3',
    );
  });

  it('sends filtered states to the per-visit twin', () => {
    expect(listingRewriteOf('/tag/9', search('priceMin=100&pageNumber=2'))).toBe(
      '/filtered/tag/9/priceMin%3D100%26pageNumber%3D2',
    );
  });

  it('reads the state back from the segment', () => {
    const path = listingRewriteOf('/vendor/4', search('orderBy=newest&pageNumber=2')) ?? '';
    const segment = decodeURIComponent(path.split('/').at(-1) ?? '');
    expect(queryOfSegment([segment])).toMatchObject({ pageNumber: 2, orderBy: 'newest' });
    expect(queryOfSegment(undefined)).toMatchObject({ pageNumber: 1 });
  });

  it('knows the addresses only the proxy may produce', () => {
    expect(isInternalListingPath('/category/3/pageNumber%3D2')).toBe(true);
    expect(isInternalListingPath('/filtered/category/3/x')).toBe(true);
    expect(isInternalListingPath('/newproducts/x')).toBe(true);
    expect(isInternalListingPath('/category/3')).toBe(false);
    expect(isInternalListingPath('/newproducts')).toBe(false);
    expect(isInternalListingPath('/book-detail/3')).toBe(false);
    expect(isInternalListingPath('/filteredx')).toBe(false);
  });

  it('serves catalog pages from the cache, filtered listings and everything else per visit', () => {
    const cached = (path: string, query = '') => pageServingOf(path, search(query)).isCached;
    expect(cached('/')).toBe(true);
    expect(cached('/book-detail/3')).toBe(true);
    expect(cached('/topic/summer')).toBe(true);
    expect(cached('/howto')).toBe(true);
    expect(cached('/policy/cookies')).toBe(true);
    expect(cached('/contactus')).toBe(false);
    expect(cached('/category/3', 'pageNumber=2')).toBe(true);
    // The series and author pages (docs/storefront.md): cached, their pages too.
    expect(cached('/series/3')).toBe(true);
    expect(cached('/series/3', 'pageNumber=2')).toBe(true);
    expect(cached('/author/5', 'orderBy=newest')).toBe(true);
    expect(cached('/author/5', 'priceMin=100')).toBe(false);
    expect(listingRewriteOf('/series/3', search('pageNumber=2'))).toBe('/series/3/pageNumber%3D2');
    expect(isInternalListingPath('/author/5/pageNumber%3D2')).toBe(true);
    expect(cached('/category/3', 'priceMin=100')).toBe(false);
    expect(cached('/search', 'q=cat')).toBe(false);
    expect(cached('/customer/profile')).toBe(false);
    expect(pageServingOf('/tag/9', search('pageNumber=2')).rewrite).toBe('/tag/9/pageNumber%3D2');
  });
});
