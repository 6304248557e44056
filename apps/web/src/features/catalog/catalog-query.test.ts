import { describe, expect, it } from 'vitest';
import {
  EMPTY_CATALOG_QUERY,
  catalogHref,
  hasActiveFilters,
  hasSearchCriteria,
  parseCatalogQuery,
  parseEntityId,
  toListingApiQuery,
  toSearchCriteria,
  toSearchParams,
  withChanges,
  withoutFilters,
} from './catalog-query';

describe('parseCatalogQuery', () => {
  it('reads every field of a listing URL', () => {
    expect(
      parseCatalogQuery({
        pageNumber: '2',
        orderBy: 'price_asc',
        priceMin: '100',
        priceMax: '300',
        language: 'th',
        format: 'EPUB',
        publisherId: '4',
        minRating: '4',
      }),
    ).toEqual({
      pageNumber: 2,
      orderBy: 'price_asc',
      priceMin: 100,
      priceMax: 300,
      language: 'th',
      format: 'EPUB',
      publisherIds: [4],
      minRating: 4,
      categoryIds: [],
      authorIds: [],
    });
  });

  it('reads repeated ids, the keyword and dates of a search URL', () => {
    const query = parseCatalogQuery(
      new URLSearchParams(
        'q=%20แฮร์รี่%20&categoryId=3&categoryId=5&categoryId=3&authorId=7&publisherId=1&publisherId=2&releasedFrom=2024-01-31&releasedTo=2025-12-31',
      ),
    );
    expect(query).toEqual({
      pageNumber: 1,
      q: 'แฮร์รี่',
      categoryIds: [3, 5],
      authorIds: [7],
      publisherIds: [1, 2],
      releasedFrom: '2024-01-31',
      releasedTo: '2025-12-31',
    });
  });

  it('drops values that are not valid instead of failing', () => {
    expect(
      parseCatalogQuery({
        pageNumber: '0',
        orderBy: 'random',
        priceMin: '-5',
        priceMax: '1e3',
        language: 'fr',
        format: 'MOBI',
        publisherId: ['abc', '0'],
        minRating: '6',
        q: '   ',
        releasedFrom: '2025-02-30',
        releasedTo: 'yesterday',
      }),
    ).toEqual(EMPTY_CATALOG_QUERY);
    expect(parseCatalogQuery({ pageNumber: '10001' }).pageNumber).toBe(1);
    expect(parseCatalogQuery({ pageNumber: ['3', '4'] }).pageNumber).toBe(3);
  });
});

describe('toSearchParams and catalogHref', () => {
  it('writes a state in a fixed order without defaults', () => {
    const query = parseCatalogQuery({
      pageNumber: '2',
      minRating: '3',
      orderBy: 'newest',
      q: 'python',
      categoryId: ['1', '2'],
    });
    expect(toSearchParams(query).toString()).toBe(
      'q=python&categoryId=1&categoryId=2&minRating=3&orderBy=newest&pageNumber=2',
    );
    expect(catalogHref('/category/3', EMPTY_CATALOG_QUERY)).toBe('/category/3');
    expect(catalogHref('/search', { ...EMPTY_CATALOG_QUERY, q: 'นิยาย รัก' })).toBe(
      '/search?q=%E0%B8%99%E0%B8%B4%E0%B8%A2%E0%B8%B2%E0%B8%A2+%E0%B8%A3%E0%B8%B1%E0%B8%81',
    );
  });

  it('round-trips: parsing the written query gives the same state', () => {
    const query = parseCatalogQuery({
      q: 'ก',
      authorId: ['9', '8'],
      priceMin: '0',
      priceMax: '200',
      format: 'PDF',
      language: 'en',
      releasedFrom: '2020-01-01',
      pageNumber: '5',
    });
    expect(parseCatalogQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('withChanges and withoutFilters', () => {
  const query = parseCatalogQuery({ q: 'x', pageNumber: '4', format: 'PDF', orderBy: 'newest' });

  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(withChanges(query, { language: 'th' })).toMatchObject({ pageNumber: 1, language: 'th' });
    expect(withChanges(query, { format: undefined })).not.toHaveProperty('format');
    expect(withChanges(query, { pageNumber: 7 }).pageNumber).toBe(7);
  });

  it('removes filters but keeps the keyword and sort', () => {
    expect(withoutFilters(query)).toEqual({
      ...EMPTY_CATALOG_QUERY,
      q: 'x',
      orderBy: 'newest',
    });
    expect(hasActiveFilters(query)).toBe(true);
    expect(hasActiveFilters(withoutFilters(query))).toBe(false);
    expect(hasSearchCriteria(withoutFilters(query))).toBe(true);
    expect(hasSearchCriteria(EMPTY_CATALOG_QUERY)).toBe(false);
  });
});

describe('API queries', () => {
  it('builds the listing query string with one publisher', () => {
    const query = parseCatalogQuery({
      pageNumber: '2',
      publisherId: ['4', '5'],
      priceMax: '150',
      q: 'ignored',
    });
    expect(toListingApiQuery(query)).toEqual({ pageNumber: 2, publisherId: 4, priceMax: 150 });
  });

  it('builds the search body with every criterion', () => {
    const query = parseCatalogQuery({
      q: 'python',
      categoryId: '26',
      publisherId: ['1', '2'],
      authorId: '3',
      priceMin: '50',
      language: 'th',
      format: 'EPUB',
      releasedFrom: '2024-01-01',
      releasedTo: '2024-12-31',
      minRating: '4',
      orderBy: 'rating',
      pageNumber: '2',
    });
    expect(toSearchCriteria(query)).toEqual({
      Keyword: 'python',
      CategoryIds: [26],
      PublisherIds: [1, 2],
      AuthorIds: [3],
      PriceMin: 50,
      Language: 'th',
      Format: 'EPUB',
      ReleasedFrom: '2024-01-01',
      ReleasedTo: '2024-12-31',
      MinRating: 4,
      OrderBy: 'rating',
      PageNumber: 2,
    });
    expect(toSearchCriteria(EMPTY_CATALOG_QUERY)).toEqual({ PageNumber: 1 });
  });
});

describe('the keyword as typed (exact)', () => {
  it('reads exact=1 with a keyword only, and writes it after the keyword', () => {
    const query = parseCatalogQuery({ q: 'wmp', exact: '1', orderBy: 'newest' });
    expect(query).toMatchObject({ q: 'wmp', exact: true });
    expect(toSearchParams(query).toString()).toBe('q=wmp&exact=1&orderBy=newest');
    expect(parseCatalogQuery(toSearchParams(query))).toEqual(query);
    expect(parseCatalogQuery({ exact: '1' })).toEqual(EMPTY_CATALOG_QUERY);
    expect(parseCatalogQuery({ q: 'wmp', exact: 'true' })).not.toHaveProperty('exact');
  });

  it('asks the API for no correction, and is kept when filters are reset but not a filter', () => {
    const query = parseCatalogQuery({ q: 'wmp', exact: '1', format: 'PDF' });
    expect(toSearchCriteria(query)).toEqual({
      Keyword: 'wmp',
      Exact: true,
      Format: 'PDF',
      PageNumber: 1,
    });
    expect(toSearchCriteria(parseCatalogQuery({ q: 'wmp' }))).not.toHaveProperty('Exact');
    expect(withoutFilters(query)).toEqual({ ...EMPTY_CATALOG_QUERY, q: 'wmp', exact: true });
    expect(hasActiveFilters(parseCatalogQuery({ q: 'wmp', exact: '1' }))).toBe(false);
    expect(withChanges(query, { pageNumber: 2 }).exact).toBe(true);
  });
});

describe('parseEntityId', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['012', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (raw, expected) => {
    expect(parseEntityId(raw)).toBe(expected);
  });
});
