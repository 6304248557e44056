import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, topicCodeOfLink } from './catalog-paths';
import { entityCheckOf } from './entity-check';

describe('localizePath and splitLocale', () => {
  it('puts English under /en and Thai at the root', () => {
    expect(localizePath('/', 'th')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/book-detail/3', 'en')).toBe('/en/book-detail/3');
    expect(localizePath('/book-detail/3', 'th')).toBe('/book-detail/3');
  });

  it('splits a path into its language and store path', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/category/2')).toEqual({ locale: 'en', path: '/category/2' });
    expect(splitLocale('/english')).toEqual({ locale: 'th', path: '/english' });
    expect(splitLocale('/category/2')).toEqual({ locale: 'th', path: '/category/2' });
  });
});

describe('entityCheckOf', () => {
  it('asks the API whether a well-formed entity exists', () => {
    expect(entityCheckOf('/book-detail/999999')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/product/productdetails/999999',
    });
    expect(entityCheckOf('/en/category/3')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/catalog/category/3',
    });
    expect(entityCheckOf('/tag/4/')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/catalog/productbytag/4',
    });
    expect(entityCheckOf('/series/5')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/catalog/series/5',
    });
    expect(entityCheckOf('/en/author/7')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/catalog/author/7',
    });
    expect(entityCheckOf('/topic/summer-reading')).toEqual({
      kind: 'lookup',
      apiPath: '/v2/topic/details-topiccode/summer-reading',
    });
  });

  it('rejects ids that cannot exist without asking', () => {
    for (const path of [
      '/book-detail/abc',
      '/category/0',
      '/en/vendor/1e3',
      '/manufacturer/',
      '/topic/Summer_Reading',
      '/book-detail/99999999999',
      '/contact-publisher/abc',
      '/series/abc',
      '/author/0',
    ]) {
      expect(entityCheckOf(path), path).toEqual({ kind: 'invalid' });
    }
  });

  it('leaves other pages alone', () => {
    // The publisher application is a page of its own, not a publisher called "apply".
    for (const path of [
      '/',
      '/en',
      '/search',
      '/basket',
      '/book-detail/1/reviews',
      '/vendor/apply',
      '/en/vendor/apply',
    ]) {
      expect(entityCheckOf(path), path).toBeNull();
    }
  });
});

describe('topicCodeOfLink', () => {
  it('finds the topic of a slider link', () => {
    expect(topicCodeOfLink('/topic/new-manga')).toBe('new-manga');
    expect(topicCodeOfLink('/bestseller')).toBeNull();
    expect(topicCodeOfLink('https://example.com/topic/x')).toBeNull();
  });
});
