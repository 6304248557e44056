import type {
  Locale,
  ProductOverview,
  ProductPage,
  SearchCorrection,
  SearchCriteria,
  SearchSuggestions,
  Sort,
  Suggestion,
} from '@nangsue/contracts';
import { PAGE_SIZE } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Cache } from '../../lib/cache.js';
import type { Clock } from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import { normalizeText, toPrefixQuery } from '../../lib/search-text.js';
import { swapKeyboardLayout } from '../../lib/thai-keyboard.js';
import type { BookFilter } from '../catalog/index.js';
import { toPaging } from '../../lib/paging.js';
import { toRef } from '../catalog/index.js';
import { refuseBadPriceRange } from '../catalog/index.js';
import type { SearchLog } from './search-log.js';
import type * as searchRepository from './search.repository.js';
import { TIER, type MatchPage } from './search.repository.js';
import type * as spellingsRepository from './search-spellings.repository.js';
import { toTextQuery, withoutTitles, type SpellingGroups, type TextQuery } from './search-query.js';

export { toTextQuery };

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
    | 'findBookNames'
    | 'findClosestBooks'
    | 'findEmptySearches'
    | 'findFirstCategory'
    | 'findMatchPage'
    | 'findPopularMatches'
    | 'suggestNames'
  >;
  /** The spellings staff keep (a unit test passes a substitute). */
  spellings: Pick<typeof spellingsRepository, 'findSpellings'>;
  /** The catalog version the read cache's keys carry now: a staff change to spellings moves it. */
  catalogVersion?: () => string;
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

const bahtToSatang = (baht: number | undefined) => (baht === undefined ? undefined : baht * 100);

/** How long the spellings stay in the read cache (a staff change moves the catalog version at once). */
const SPELLINGS_TTL_SECONDS = 300;
/** Texts a process keeps read (a few kB each at most). */
const TEXTS_KEPT = 5000;
/** What a search that found nothing offers: closest titles (as texts and cards), popular books. */
const INSTEAD = { keywords: 3, closest: 5, popular: 5 };

/** Spelling rows as groups: each spelling with every spelling of its group. */
export const toSpellingGroups = (
  rows: ReadonlyArray<{ spelling: string; groupKey: string }>,
): SpellingGroups => {
  const members = new Map<string, string[]>();
  for (const { spelling, groupKey } of rows) {
    const group = members.get(groupKey) ?? [];
    group.push(spelling);
    members.set(groupKey, group);
  }
  return new Map(
    rows.map(({ spelling, groupKey }) => [spelling, members.get(groupKey) ?? [spelling]]),
  );
};

export const createSearchService = (deps: SearchServiceDeps) => {
  const { repository } = deps;
  const { db, cache, clock, catalog, searchLog } = deps;

  /**
   * The spellings as groups, and the texts read with them: read through the shared read cache,
   * whose keys carry the catalog version (a staff change moves it), then kept in this process
   * while the version stays, with the last texts read (a repeated search reads its text once).
   */
  let reading:
    | {
        version: string;
        until: number;
        groups: SpellingGroups;
        texts: Map<string, { text: TextQuery | undefined; key: string }>;
      }
    | undefined;
  const currentReading = async () => {
    const version = deps.catalogVersion?.() ?? '';
    if (reading && reading.version === version && reading.until > Date.now()) return reading;
    const rows = await cache.wrap('search:spellings', SPELLINGS_TTL_SECONDS, () =>
      deps.spellings.findSpellings(db),
    );
    reading = {
      version,
      until: Date.now() + SPELLINGS_TTL_SECONDS * 1000,
      groups: toSpellingGroups(rows),
      texts: new Map(),
    };
    return reading;
  };
  /** A typed text as the tiers read it, and its part of the cache keys of its pages. */
  const readText = async (keyword: string | undefined) => {
    const { groups, texts } = await currentReading();
    const typed = keyword ?? '';
    const known = texts.get(typed);
    if (known) return known;
    const text = toTextQuery(typed, groups);
    const read = { text, key: JSON.stringify(text) };
    if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value as string);
    texts.set(typed, read);
    return read;
  };

  /** The engine: one page of a text search (cached per text, filter, sort and page: no one's own data). */
  const find = (
    { text, key }: { text: TextQuery; key: string },
    query: Omit<SearchQuery, 'text'>,
  ): Promise<MatchPage> =>
    cache.wrap(
      `search:page:${query.locale}:${query.sort}:${query.pageNumber}:${key}:${JSON.stringify(query.filter)}`,
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

  /**
   * A text typed on the other keyboard layout: when the text as typed found nothing better than a
   * look-alike, the same keys on the other layout are searched, and win when they find a title,
   * name or a word contained in one (docs/search.md, "Keyboard slips").
   */
  const otherLayout = async (
    keyword: string,
    page: MatchPage,
    query: Omit<SearchQuery, 'text'>,
  ): Promise<{ keyword: string; page: MatchPage } | undefined> => {
    if (page.bestTier !== null && page.bestTier < TIER.sounds) return undefined;
    const swapped = swapKeyboardLayout(keyword);
    const read = swapped ? await readText(swapped) : undefined;
    if (!swapped || !read?.text) return undefined;
    const other = await find({ text: read.text, key: read.key }, query);
    return other.bestTier !== null && other.bestTier <= TIER.contained
      ? { keyword: normalizeText(swapped), page: other }
      : undefined;
  };

  /**
   * What a search that found nothing offers (cached per text, like its pages): the titles closest to
   * it, and the best sellers of the first one's category (of the store when nothing is close).
   */
  const instead = (locale: Locale, text: TextQuery): Promise<SearchSuggestions> =>
    cache.wrap(`search:instead:${locale}:${text.trigram}`, PAGE_TTL_SECONDS, async () => {
      const closest = text.trigram
        ? await repository.findClosestBooks(db, {
            trigram: text.trigram,
            // The sound only of a text that sounds like enough of itself (not ซซซซ, which is ส).
            loose: text.loose ? text.looseTrigram : null,
            limit: INSTEAD.closest,
          })
        : [];
      const category = closest[0] ? await repository.findFirstCategory(db, closest[0]) : undefined;
      const [products, popular] = await Promise.all([
        catalog.getOverviews(locale, closest),
        catalog.listPage({
          locale,
          filter: category ? { categoryIds: await catalog.expandCategories([category.id]) } : {},
          sort: 'bestseller',
          pageNumber: 1,
        }),
      ]);
      const shown = new Set(closest);
      return {
        Keywords: [...new Set(products.map((product) => product.Name))].slice(0, INSTEAD.keywords),
        Products: products,
        Category: category ? toRef(locale, category) : null,
        Popular: popular.Products.filter((product) => !shown.has(product.Id)).slice(
          0,
          INSTEAD.popular,
        ),
      };
    });

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
  const suggestCached = (text: string) =>
    cache.wrap(`search:suggest:${text}`, PAGE_TTL_SECONDS, () => suggest(text));
  const isEmpty = (found: Awaited<ReturnType<typeof suggest>>) =>
    found.books.length + found.authors.length + found.publishers.length === 0;

  return {
    /** The search interface every caller uses. */
    async query(query: SearchQuery): Promise<MatchPage> {
      const { text, key } = await readText(query.text);
      if (!text)
        return { ids: [], total: 0, facets: { languages: { th: 0, en: 0 } }, bestTier: null };
      return find({ text, key }, query);
    },

    /** `POST /v2/catalog/search` (and the second API's smart search): criteria to a page of cards. */
    async search(
      locale: Locale,
      criteria: SearchCriteria,
    ): Promise<
      ProductPage & {
        Keyword: string;
        Corrected: SearchCorrection | null;
        DidYouMean: SearchSuggestions | null;
      }
    > {
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
      const { text, key } = await readText(keyword);
      const sort = criteria.OrderBy ?? (text ? 'relevance' : 'bestseller');
      if (!text) {
        // Criteria without words: a filtered listing.
        const listing = await catalog.listPage({
          locale,
          filter,
          sort,
          pageNumber: criteria.PageNumber,
        });
        return { ...listing, Keyword: keyword, Corrected: null, DidYouMean: null };
      }
      const query = { filter, sort, locale, pageNumber: criteria.PageNumber };
      const typed = await find({ text, key }, query);
      const corrected = criteria.Exact ? undefined : await otherLayout(keyword, typed, query);
      const page = corrected?.page ?? typed;
      const nothing = page.total === 0 && criteria.PageNumber === 1;
      const [products, didYouMean] = await Promise.all([
        catalog.getOverviews(locale, page.ids),
        nothing ? instead(locale, text) : null,
      ]);
      searchLog.record({
        searchedAt: clock.now(),
        text: normalizeText(keyword).slice(0, 200),
        language: locale,
        resultCount: page.total,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        bookIds: page.ids,
        correctedTo: corrected ? corrected.keyword.slice(0, 200) : null,
      });
      return {
        Products: products,
        Paging: toPaging(criteria.PageNumber, page.total),
        Keyword: keyword,
        Corrected: corrected ? { Keyword: corrected.keyword, Reason: 'keyboard' } : null,
        DidYouMean: didYouMean,
      };
    },

    /**
     * Suggestions for what is being typed, read like a search (`normalizeThai`; a title of a person
     * typed before a name is left out); a text typed on the other keyboard layout that suggests
     * nothing suggests what its keys spell on the other one.
     */
    async autocomplete(locale: Locale, keyword: string): Promise<Suggestion[]> {
      const text = withoutTitles(normalizeText(keyword)).slice(0, 100);
      if (!text) return [];
      // Short prefixes repeat across readers all day; suggestions are cached like listings.
      let found = await suggestCached(text);
      if (isEmpty(found)) {
        const swapped = swapKeyboardLayout(keyword);
        const other = swapped ? withoutTitles(normalizeText(swapped)).slice(0, 100) : '';
        if (other) found = await suggestCached(other);
      }
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
