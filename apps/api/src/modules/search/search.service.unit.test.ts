import type { ProductOverview, ProductPage } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createMemoryCache } from '../../lib/cache.js';
import { fixedClock } from '../../lib/deps.js';
import type { BookFilter } from '../catalog/catalog.repository.js';
import type { SearchLogRow } from './search.repository.js';
import * as searchRepository from './search.repository.js';
import { createSearchService, toTextQuery, type CatalogForSearch } from './search.service.js';

/** The search service's rules with its repository, the catalog and the log substituted: no database. */
const setup = () => {
  const calls: Array<Parameters<typeof searchRepository.findMatchPage>[1]> = [];
  const listings: Array<{ filter: BookFilter; sort: string }> = [];
  const logged: SearchLogRow[] = [];
  const repository = {
    ...searchRepository,
    findMatchPage: async (_db: unknown, params: (typeof calls)[number]) => {
      calls.push(params);
      return {
        ids: [7, 3],
        total: 41,
        facets: { languages: { th: 30, en: 11 } },
        bestTier: 1,
      };
    },
  } as typeof searchRepository;
  const catalog: CatalogForSearch = {
    getOverviews: async (_locale, ids) => ids.map((id) => ({ Id: id }) as ProductOverview),
    expandCategories: async (ids) => ids.flatMap((id) => [id, id * 10]),
    listPage: async ({ filter, sort }) => {
      listings.push({ filter, sort });
      return {
        Products: [],
        Paging: { PageNumber: 1, PageSize: 18, TotalCount: 0 },
      } as unknown as ProductPage;
    },
  };
  const clock = fixedClock('2026-11-24T05:00:00Z');
  const service = createSearchService({
    db: {} as Database,
    cache: createMemoryCache(),
    clock,
    catalog,
    searchLog: { record: (row) => logged.push(row), flush: async () => {}, close: async () => {} },
    refreshPopularity: async () => 0,
    repository,
    spellings: { findSpellings: async () => [] },
  });
  return { service, calls, listings, logged };
};

describe('search service rules', () => {
  it('turns criteria into one engine query: categories with their children, baht to satang, relevance first', async () => {
    const { service, calls } = setup();
    const page = await service.search('th', {
      Keyword: '  บึงกาฬ ',
      CategoryIds: [2],
      PriceMin: 50,
      PriceMax: 120,
      PageNumber: 3,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      filter: { categoryIds: [2, 20], priceMinSatang: 5000, priceMaxSatang: 12000 },
      sort: 'relevance',
      locale: 'th',
      limit: 18,
      offset: 36,
      text: { tsquery: "'บึงกาฬ':*", contains: [['%บึงกาฬ%']] },
    });
    expect(page.Products.map((book) => book.Id)).toEqual([7, 3]);
    expect(page.Keyword).toBe('  บึงกาฬ ');
  });

  it('lists by best sellers when the criteria have no words, and asks the engine nothing', async () => {
    const { service, calls, listings, logged } = setup();
    await service.search('en', { Keyword: ' !? ', Format: 'PDF', PageNumber: 1 });
    expect(calls).toEqual([]);
    expect(listings).toEqual([{ filter: { format: 'PDF' }, sort: 'bestseller' }]);
    expect(logged).toEqual([]);
  });

  it('refuses a release range that ends before it starts, in the caller’s language', async () => {
    const { service } = setup();
    await expect(
      service.search('en', { ReleasedFrom: '2025-05-01', ReleasedTo: '2025-01-01', PageNumber: 1 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('logs each search with the normalised text, language, result count, the books shown and the clock’s time', async () => {
    const { service, logged } = setup();
    await service.search('en', { Keyword: 'HARRY  Potter', PageNumber: 1 });
    expect(logged).toEqual([
      expect.objectContaining({
        text: 'harry potter',
        language: 'en',
        resultCount: 41,
        bookIds: [7, 3],
        searchedAt: new Date('2026-11-24T05:00:00Z'),
      }),
    ]);
  });

  it('reads Thai compounds as typed only when the query has Thai', () => {
    expect(toTextQuery('python guide')?.contains).toBeNull();
    expect(toTextQuery('เรียน python')?.contains).toEqual([['%เรียน%'], ['%python%']]);
    expect(toTextQuery('50%_off')?.contains).toBeNull();
    expect(toTextQuery('   ')).toBeUndefined();
  });
});
