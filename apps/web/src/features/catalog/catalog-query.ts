import {
  FORMATS,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_NUMBER,
  MAX_PRICE_BAHT,
  SORT_OPTIONS,
  TEXT_LANGUAGES,
  type SearchCriteria,
  type Sort,
} from '@nangsue/contracts';

/**
 * Everything a catalog page keeps in its URL query (sort, filters, page, search criteria), so a
 * link to it is shareable and the back button restores it. One shape for listings, search and
 * advanced search; each page uses the parts its API supports.
 */
export type CatalogQuery = {
  pageNumber: number;
  orderBy?: Sort;
  /** Whole baht. */
  priceMin?: number;
  priceMax?: number;
  language?: (typeof TEXT_LANGUAGES)[number];
  format?: (typeof FORMATS)[number];
  /** Listings filter by one publisher; advanced search by several. */
  publisherIds: number[];
  minRating?: number;
  /** Search only. */
  q?: string;
  /**
   * Search only, with `q`: the keyword as typed, not corrected for the wrong keyboard layout (the
   * result page's "search instead for" link, `exact=1`).
   */
  exact?: true;
  categoryIds: number[];
  authorIds: number[];
  /** `YYYY-MM-DD`. */
  releasedFrom?: string;
  releasedTo?: string;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const EMPTY_CATALOG_QUERY: CatalogQuery = {
  pageNumber: 1,
  publisherIds: [],
  categoryIds: [],
  authorIds: [],
};

/** At most this many ids of one kind in a URL (the search API's limit). */
const MAX_IDS = 50;
const MAX_ID = 2_147_483_647;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const valuesOf = (params: RawSearchParams | URLSearchParams, name: string): string[] => {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

const firstOf = (params: RawSearchParams | URLSearchParams, name: string): string | undefined =>
  valuesOf(params, name)[0];

/** A whole number written plainly (`12`, not `1e1`, `0x0c` or ` 12`), within bounds. */
export const parseWholeNumber = (
  raw: string | undefined,
  min: number,
  max: number,
): number | undefined => {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};

/** An entity id from a route segment or query, or null when it is not one. */
export const parseEntityId = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw)
    ? (parseWholeNumber(raw, 1, MAX_ID) ?? null)
    : null;

const parseIds = (raws: string[]): number[] => {
  const ids: number[] = [];
  for (const raw of raws) {
    const id = parseEntityId(raw);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_IDS) break;
  }
  return ids;
};

export const isIsoDate = (raw: string | undefined): raw is string => {
  const match = raw === undefined ? null : ISO_DATE.exec(raw);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** One of `values`, or undefined. No zod: listing controls run this in the browser. */
const parseEnum = <T extends string>(
  values: readonly T[],
  raw: string | undefined,
): T | undefined => values.find((value) => value === raw);

/**
 * The query of a catalog URL. Tolerant: a value that is not valid is dropped rather than failing
 * the page, so an edited or old link still shows books.
 */
export const parseCatalogQuery = (params: RawSearchParams | URLSearchParams): CatalogQuery => {
  const keyword = firstOf(params, 'q')?.trim().slice(0, MAX_KEYWORD_LENGTH) || undefined;
  const releasedFrom = firstOf(params, 'releasedFrom');
  const releasedTo = firstOf(params, 'releasedTo');

  const query: CatalogQuery = {
    pageNumber: parseWholeNumber(firstOf(params, 'pageNumber'), 1, MAX_PAGE_NUMBER) ?? 1,
    orderBy: parseEnum(SORT_OPTIONS, firstOf(params, 'orderBy')),
    priceMin: parseWholeNumber(firstOf(params, 'priceMin'), 0, MAX_PRICE_BAHT),
    priceMax: parseWholeNumber(firstOf(params, 'priceMax'), 0, MAX_PRICE_BAHT),
    language: parseEnum(TEXT_LANGUAGES, firstOf(params, 'language')),
    format: parseEnum(FORMATS, firstOf(params, 'format')),
    publisherIds: parseIds(valuesOf(params, 'publisherId')),
    minRating: parseWholeNumber(firstOf(params, 'minRating'), 1, 5),
    q: keyword,
    exact: keyword !== undefined && firstOf(params, 'exact') === '1' ? true : undefined,
    categoryIds: parseIds(valuesOf(params, 'categoryId')),
    authorIds: parseIds(valuesOf(params, 'authorId')),
    releasedFrom: isIsoDate(releasedFrom) ? releasedFrom : undefined,
    releasedTo: isIsoDate(releasedTo) ? releasedTo : undefined,
  };
  return compact(query);
};

/** Drops the keys whose value is undefined, so equal states compare equal. */
const compact = (query: CatalogQuery): CatalogQuery =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as CatalogQuery;

/**
 * The URL query of a state, in a fixed order and without defaults (page 1, no filters), so each
 * state has exactly one address.
 */
export const toSearchParams = (query: CatalogQuery): URLSearchParams => {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) params.append(name, String(value));
  };

  set('q', query.q);
  if (query.q !== undefined && query.exact === true) set('exact', 1);
  for (const id of query.categoryIds) set('categoryId', id);
  for (const id of query.authorIds) set('authorId', id);
  for (const id of query.publisherIds) set('publisherId', id);
  set('priceMin', query.priceMin);
  set('priceMax', query.priceMax);
  set('language', query.language);
  set('format', query.format);
  set('minRating', query.minRating);
  set('releasedFrom', query.releasedFrom);
  set('releasedTo', query.releasedTo);
  set('orderBy', query.orderBy);
  if (query.pageNumber > 1) set('pageNumber', query.pageNumber);
  return params;
};

/** `pathname?query` of a state (just the pathname when the state is the default). */
export const catalogHref = (pathname: string, query: CatalogQuery): string => {
  const search = toSearchParams(query).toString();
  return search === '' ? pathname : `${pathname}?${search}`;
};

/** A new state after the reader changed sort or filters: back to page 1. */
export const withChanges = (query: CatalogQuery, changes: Partial<CatalogQuery>): CatalogQuery =>
  compact({ ...query, ...changes, pageNumber: changes.pageNumber ?? 1 });

/** The state without filters (keeps the keyword and sort), for "reset filters". */
export const withoutFilters = (query: CatalogQuery): CatalogQuery =>
  compact({ ...EMPTY_CATALOG_QUERY, q: query.q, exact: query.exact, orderBy: query.orderBy });

export const hasActiveFilters = (query: CatalogQuery): boolean =>
  query.priceMin !== undefined ||
  query.priceMax !== undefined ||
  query.language !== undefined ||
  query.format !== undefined ||
  query.publisherIds.length > 0 ||
  query.minRating !== undefined ||
  query.categoryIds.length > 0 ||
  query.authorIds.length > 0 ||
  query.releasedFrom !== undefined ||
  query.releasedTo !== undefined;

/** True when an advanced search has anything to search by. */
export const hasSearchCriteria = (query: CatalogQuery): boolean =>
  query.q !== undefined || hasActiveFilters(query);

export type ListingApiQuery = Record<string, string | number>;

/** The query string of the GET listings (spec §7): one publisher, no search-only fields. */
export const toListingApiQuery = (query: CatalogQuery): ListingApiQuery => {
  const api: ListingApiQuery = { pageNumber: query.pageNumber };
  if (query.orderBy !== undefined) api.orderBy = query.orderBy;
  if (query.priceMin !== undefined) api.priceMin = query.priceMin;
  if (query.priceMax !== undefined) api.priceMax = query.priceMax;
  if (query.language !== undefined) api.language = query.language;
  if (query.format !== undefined) api.format = query.format;
  if (query.publisherIds[0] !== undefined) api.publisherId = query.publisherIds[0];
  if (query.minRating !== undefined) api.minRating = query.minRating;
  return api;
};

/** The body of `POST /v2/catalog/search` for a state. */
export const toSearchCriteria = (query: CatalogQuery): SearchCriteria => {
  const criteria: SearchCriteria = { PageNumber: query.pageNumber };
  if (query.q !== undefined) criteria.Keyword = query.q;
  if (query.q !== undefined && query.exact === true) criteria.Exact = true;
  if (query.categoryIds.length > 0) criteria.CategoryIds = query.categoryIds;
  if (query.publisherIds.length > 0) criteria.PublisherIds = query.publisherIds;
  if (query.authorIds.length > 0) criteria.AuthorIds = query.authorIds;
  if (query.priceMin !== undefined) criteria.PriceMin = query.priceMin;
  if (query.priceMax !== undefined) criteria.PriceMax = query.priceMax;
  if (query.language !== undefined) criteria.Language = query.language;
  if (query.format !== undefined) criteria.Format = query.format;
  if (query.releasedFrom !== undefined) criteria.ReleasedFrom = query.releasedFrom;
  if (query.releasedTo !== undefined) criteria.ReleasedTo = query.releasedTo;
  if (query.minRating !== undefined) criteria.MinRating = query.minRating;
  if (query.orderBy !== undefined) criteria.OrderBy = query.orderBy;
  return criteria;
};
