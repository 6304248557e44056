import type { Sort } from '@nangsue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import { createMemoryCache } from '../../lib/cache.js';
import { toPrefixQuery, toQueryPieces, toTrigramQuery } from '../../lib/search-text.js';
import {
  findMatchFacts,
  findTextMatches,
  pageOfMatches,
  type BookFilter,
} from './catalog.repository.js';
import { createDemoCatalog } from './demo/demo-catalog.js';
import { createTermIndex } from './term-index.js';
import { answerableFromMatches, pageOfCachedMatches } from './text-matches.js';

const KEYWORDS = ['นิยาย', 'ความรัก', 'the', 'ประวัติศาสตร์', 'love', 'เรียน'];
const FILTERS: Array<Omit<BookFilter, 'text'>> = [
  {},
  { priceMaxSatang: 15_000 },
  { priceMinSatang: 12_000, priceMaxSatang: 30_000 },
  { language: 'en' },
  { minRating: 4 },
  { releasedFrom: '2024-01-01' },
  { releasedTo: '2023-06-30' },
  { publisherIds: [1, 3, 5] },
  { language: 'th', minRating: 3, priceMaxSatang: 40_000 },
];
const SORTS: Sort[] = ['relevance', 'bestseller', 'newest', 'price_asc', 'price_desc', 'rating'];

describe('search pages from the cached match list', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app, createDemoCatalog({ seed: 7, today: '2026-11-22' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the same page and total as the database for every column filter, sort and page', async () => {
    let compared = 0;
    for (const keyword of KEYWORDS) {
      const text = {
        pieces: toQueryPieces(keyword),
        tsquery: toPrefixQuery(keyword),
        trigram: toTrigramQuery(keyword),
      };
      const exact = await createTermIndex({
        db: app.database.db,
        cache: createMemoryCache(),
      }).match(text.pieces, 1000);
      const matches = await findMatchFacts(
        app.database.db,
        await findTextMatches(app.database.db, text, exact),
      );
      expect(matches.id.length, keyword).toBeGreaterThan(0);
      for (const filter of FILTERS) {
        for (const sort of SORTS) {
          expect(answerableFromMatches(filter, sort)).toBe(true);
          for (const offset of [0, 18]) {
            const params = { filter, sort, offset, limit: 18 };
            const fromDatabase = await pageOfMatches(app.database.db, {
              ...params,
              ids: matches.id,
              locale: 'th',
            });
            expect(
              pageOfCachedMatches(matches, params),
              `${keyword} ${JSON.stringify(params)}`,
            ).toEqual(fromDatabase);
            compared += fromDatabase.ids.length;
          }
        }
      }
    }
    // The comparison is not vacuous: most combinations had books on their pages.
    expect(compared).toBeGreaterThan(2_000);
  });

  it('leaves filters by linked tables and name sorts to the database', () => {
    expect(answerableFromMatches({ categoryIds: [1] }, 'relevance')).toBe(false);
    expect(answerableFromMatches({ authorIds: [1] }, 'relevance')).toBe(false);
    expect(answerableFromMatches({ format: 'PDF' }, 'relevance')).toBe(false);
    expect(answerableFromMatches({}, 'name_asc')).toBe(false);
    expect(answerableFromMatches({}, 'name_desc')).toBe(false);
    expect(answerableFromMatches({ priceMaxSatang: 100 }, 'rating')).toBe(true);
  });
});

describe('pageOfCachedMatches', () => {
  // Four books, best first: 30, 10, 40, 20; one without a release date, ratings or publisher.
  const matches = {
    id: [30, 10, 40, 20],
    priceSatang: [9_900, 9_900, 25_000, 5_000],
    language: ['th', 'en', 'th', 'th'] as Array<'th' | 'en'>,
    ratingSum: [9, 0, 20, 5],
    ratingCount: [2, 0, 4, 1],
    releaseDate: ['2025-01-01', null, '2026-03-01', '2025-01-01'],
    soldCount: [5, 50, 5, 0],
    publisherId: [1, null, 2, 1],
  };
  const page = (filter: Parameters<typeof pageOfCachedMatches>[1]['filter'], sort: Sort) =>
    pageOfCachedMatches(matches, { filter, sort, offset: 0, limit: 18 }).ids;

  it('keeps the relevance order and sorts with the database ties (id) and nulls last', () => {
    expect(page({}, 'relevance')).toEqual([30, 10, 40, 20]);
    expect(page({}, 'bestseller')).toEqual([10, 40, 30, 20]);
    expect(page({}, 'newest')).toEqual([40, 30, 20, 10]);
    expect(page({}, 'price_asc')).toEqual([20, 10, 30, 40]);
    expect(page({}, 'price_desc')).toEqual([40, 30, 10, 20]);
    expect(page({}, 'rating')).toEqual([40, 20, 30, 10]);
  });

  it('drops books without the filtered fact: no release date, no ratings, no publisher', () => {
    expect(page({ releasedTo: '2025-06-30' }, 'relevance')).toEqual([30, 20]);
    expect(page({ releasedFrom: '2025-01-01' }, 'relevance')).toEqual([30, 40, 20]);
    expect(page({ minRating: 4.5 }, 'relevance')).toEqual([30, 40, 20]);
    expect(page({ minRating: 5 }, 'relevance')).toEqual([40, 20]);
    expect(page({ publisherIds: [1] }, 'relevance')).toEqual([30, 20]);
    expect(page({ priceMinSatang: 9_900, priceMaxSatang: 9_900 }, 'relevance')).toEqual([30, 10]);
    expect(page({ language: 'en' }, 'relevance')).toEqual([10]);
  });

  it('counts every book that passes, not only the page', () => {
    expect(
      pageOfCachedMatches(matches, { filter: {}, sort: 'newest', offset: 2, limit: 1 }),
    ).toEqual({ ids: [20], total: 4 });
    expect(
      pageOfCachedMatches(matches, { filter: {}, sort: 'newest', offset: 9, limit: 1 }),
    ).toEqual({ ids: [], total: 4 });
  });
});
