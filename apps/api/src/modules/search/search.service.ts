import type {
  Locale,
  ProductOverview,
  ProductPage,
  SearchCriteria,
  Sort,
  Suggestion,
} from '@nangsue/contracts';
import { PAGE_SIZE } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Cache } from '../../lib/cache.js';
import type { Clock } from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import {
  normalizeText,
  toPieceQuery,
  toPrefixQuery,
  toQueryPieces,
  toTrigramQuery,
  typedPieces,
} from '../../lib/search-text.js';
import type { BookFilter } from '../catalog/index.js';
import { toPaging } from '../../lib/paging.js';
import { toRef } from '../catalog/index.js';
import { refuseBadPriceRange } from '../catalog/index.js';
import type { SearchLog } from './search-log.js';
import type * as searchRepository from './search.repository.js';
import { escapeLike } from '../../lib/search-text.js';
import type { MatchPage, TextQuery } from './search.repository.js';

/** What the catalog room lends search: cards, category subtrees, plain listings. */
export type CatalogForSearch = {
  getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]>;
  expandCategories(ids: number[]): Promise<number[]>;
  listPage(params: {
    locale: Locale;
    filter: BookFilter;
    sort: Sort;
    pageNumber: number;
  }): Promise<ProductPage>;
};

export type SearchServiceDeps = {
  db: Database;
  cache: Cache;
  clock: Clock;
  catalog: CatalogForSearch;
  searchLog: SearchLog;
  /** Recomputes the popularity snapshot (catalog writing); returns how many books changed. */
  refreshPopularity: () => Promise<number>;
  /** The search repository; a unit test passes a substitute. */
  repository: Pick<
    typeof searchRepository,
    'findBookNames' | 'findEmptySearches' | 'findMatchPage' | 'findPopularMatches' | 'suggestNames'
  >;
};

/** One search through the engine: text, filter, sort and page in; ids, total and facets out. */
export type SearchQuery = {
  text: string;
  filter: BookFilter;
  sort: Sort;
  locale: Locale;
  pageNumber: number;
};

const PAGE_TTL_SECONDS = 60;
/** How many suggestions of each kind autocomplete offers. */
const SUGGESTED = { books: 6, authors: 4, publishers: 3 };
const THAI = /[\u0E00-\u0E7F]/;

const bahtToSatang = (baht: number | undefined) => (baht === undefined ? undefined : baht * 100);

/**
 * The typed text as the search tiers read it, or undefined when nothing searchable is left. Queries
 * with Thai also look for titles and names that contain every piece as typed: a word inside a longer
 * Thai compound is segmented by ICU differently from how a reader types it alone.
 */
export const toTextQuery = (keyword: string | undefined): TextQuery | undefined => {
  const normalized = keyword ? normalizeText(keyword) : '';
  const tsquery = normalized ? toPrefixQuery(normalized) : undefined;
  if (!tsquery) return undefined;
  const typed = typedPieces(normalized);
  return {
    tsquery,
    pieceQueries: toQueryPieces(normalized).map((alternatives) => toPieceQuery(alternatives)),
    trigram: toTrigramQuery(normalized),
    contains: typed.some((piece) => THAI.test(piece))
      ? typed.map((piece) => `%${escapeLike(piece)}%`)
      : null,
  };
};

export const createSearchService = (deps: SearchServiceDeps) => {
  const { repository } = deps;
  const { db, cache, clock, catalog, searchLog } = deps;

  /** The engine: one page of a text search (cached per text, filter, sort and page: no one's own data). */
  const find = (text: TextQuery, query: Omit<SearchQuery, 'text'>): Promise<MatchPage> =>
    cache.wrap(
      `search:page:${query.locale}:${query.sort}:${query.pageNumber}:${JSON.stringify(text)}:${JSON.stringify(query.filter)}`,
      PAGE_TTL_SECONDS,
      () =>
        repository.findMatchPage(db, {
          text,
          filter: query.filter,
          sort: query.sort,
          locale: query.locale,
          limit: PAGE_SIZE,
          offset: (query.pageNumber - 1) * PAGE_SIZE,
        }),
    );

  const suggest = async (text: string) => {
    const found = await repository.suggestNames(db, { text, ...SUGGESTED });
    const limit = SUGGESTED.books;
    // Titles that start with the text come first; from three characters (one or two start too many
    // words to rank them cheaply), books with a word starting with it in their title, names, series
    // or publisher, most popular first.
    const tsquery = toPrefixQuery(text);
    if (found.books.length >= limit || !tsquery || [...text].length < 3) return found;
    const seen = new Set(found.books.map((row) => row.id));
    const more = (await repository.findPopularMatches(db, tsquery, limit * 2))
      .filter((id) => !seen.has(id))
      .slice(0, limit - found.books.length);
    return { ...found, books: [...found.books, ...(await repository.findBookNames(db, more))] };
  };

  return {
    /** The search interface every caller uses. */
    async query(query: SearchQuery): Promise<MatchPage> {
      const text = toTextQuery(query.text);
      if (!text) return { ids: [], total: 0, facets: { languages: { th: 0, en: 0 } } };
      return find(text, query);
    },

    /** `POST /v2/catalog/search` (and the second API's smart search): criteria to a page of cards. */
    async search(
      locale: Locale,
      criteria: SearchCriteria,
    ): Promise<ProductPage & { Keyword: string }> {
      const started = performance.now();
      refuseBadPriceRange(locale, criteria.PriceMin, criteria.PriceMax);
      if (
        criteria.ReleasedFrom &&
        criteria.ReleasedTo &&
        criteria.ReleasedFrom > criteria.ReleasedTo
      ) {
        throw new AppError('VALIDATION_FAILED', {
          messages: [translate(locale, 'catalog.dateRange')],
        });
      }
      const filter: BookFilter = {
        ...(criteria.CategoryIds
          ? { categoryIds: await catalog.expandCategories(criteria.CategoryIds) }
          : {}),
        ...(criteria.PublisherIds ? { publisherIds: criteria.PublisherIds } : {}),
        ...(criteria.AuthorIds ? { authorIds: criteria.AuthorIds } : {}),
        ...(criteria.PriceMin !== undefined
          ? { priceMinSatang: bahtToSatang(criteria.PriceMin) }
          : {}),
        ...(criteria.PriceMax !== undefined
          ? { priceMaxSatang: bahtToSatang(criteria.PriceMax) }
          : {}),
        ...(criteria.Language ? { language: criteria.Language } : {}),
        ...(criteria.Format ? { format: criteria.Format } : {}),
        ...(criteria.MinRating !== undefined ? { minRating: criteria.MinRating } : {}),
        ...(criteria.ReleasedFrom ? { releasedFrom: criteria.ReleasedFrom } : {}),
        ...(criteria.ReleasedTo ? { releasedTo: criteria.ReleasedTo } : {}),
      };
      const keyword = criteria.Keyword ?? '';
      const text = toTextQuery(keyword);
      const sort = criteria.OrderBy ?? (text ? 'relevance' : 'bestseller');
      if (!text) {
        // Criteria without words: a filtered listing.
        const listing = await catalog.listPage({
          locale,
          filter,
          sort,
          pageNumber: criteria.PageNumber,
        });
        return { ...listing, Keyword: keyword };
      }
      const page = await find(text, { filter, sort, locale, pageNumber: criteria.PageNumber });
      const result = {
        Products: await catalog.getOverviews(locale, page.ids),
        Paging: toPaging(criteria.PageNumber, page.total),
        Keyword: keyword,
      };
      searchLog.record({
        searchedAt: clock.now(),
        text: normalizeText(keyword).slice(0, 200),
        language: locale,
        resultCount: page.total,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        bookIds: page.ids,
      });
      return result;
    },

    async autocomplete(locale: Locale, keyword: string): Promise<Suggestion[]> {
      const text = normalizeText(keyword).slice(0, 100);
      if (!text) return [];
      // Short prefixes repeat across readers all day; suggestions are cached like listings.
      const found = await cache.wrap(`search:suggest:${text}`, PAGE_TTL_SECONDS, () =>
        suggest(text),
      );
      return [
        ...found.books.map((row) => ({ Type: 'book' as const, ...toRef(locale, row) })),
        ...found.authors.map((row) => ({ Type: 'author' as const, ...toRef(locale, row) })),
        ...found.publishers.map((row) => ({ Type: 'publisher' as const, ...toRef(locale, row) })),
      ];
    },

    /** The texts searched most often without a result since `since` (for the back office). */
    emptySearches: async (since: Date, limit = 50) => {
      await searchLog.flush();
      return repository.findEmptySearches(db, since, limit);
    },

    /** Recomputes the popularity snapshot search ranks by; the scheduled job calls this. */
    refreshPopularity: () => deps.refreshPopularity(),

    close: () => searchLog.close(),
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
