import 'server-only';
import {
  API_ROUTES,
  type ApiRoute,
  type IdParamSchema,
  type ListingQuerySchema,
  type CategoryNode,
  type RouteArgs,
  type RouteData,
  type SearchCriteria,
} from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { apiErrorOf, catalogApi, requestApi } from '@/lib/api-server';
import { toListingApiQuery, toSearchCriteria, type CatalogQuery } from './catalog-query';

/**
 * The catalog's page data, read by server components and parsed with the contract schemas: what
 * every visitor sees, through `catalogApi` (cached, nothing personal). Loaders throw (`error.tsx`
 * shows 'Dang'), except that a 404 from the API is the page's own not-found; `find*` helpers of
 * non-essential parts return an empty result instead. Search results are the visitor's own call.
 */
const loadWith = async <R extends ApiRoute>(
  api: Pick<typeof catalogApi, 'requestApi'>,
  route: R,
  ...args: RouteArgs<R>
): Promise<NonNullable<RouteData<R>>> => {
  const result = await api.requestApi(route, ...args);
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) throw new ApiError(result.status, result.data.ErrorList);
  return result.data.Data as NonNullable<RouteData<R>>;
};

const loadData = <R extends ApiRoute>(route: R, ...args: RouteArgs<R>) =>
  loadWith(catalogApi, route, ...args);

/**
 * A listing's loader: the query goes into React's cache key as text, so equal requests in one
 * render share one API call.
 */
type ListingRoute = ApiRoute & { query: typeof ListingQuerySchema };

const entityListing = <R extends ListingRoute & { params: typeof IdParamSchema }>(route: R) => {
  const load = cache((id: number, queryJson: string) =>
    loadData(route, ...([{ params: { id }, query: JSON.parse(queryJson) }] as RouteArgs<R>)),
  );
  return (id: number, query: CatalogQuery) =>
    load(id, JSON.stringify(toListingApiQuery(query))) as Promise<NonNullable<RouteData<R>>>;
};

const plainListing = <R extends ListingRoute>(route: R) => {
  const load = cache((queryJson: string) =>
    loadData(route, ...([{ query: JSON.parse(queryJson) }] as RouteArgs<R>)),
  );
  return (query: CatalogQuery) => load(JSON.stringify(toListingApiQuery(query)));
};

export const getCategoryListing = entityListing(API_ROUTES.category);
export const getNewProducts = plainListing(API_ROUTES.newProducts);
export const getBestSellers = plainListing(API_ROUTES.bestSellers);
export const getManufacturerListing = entityListing(API_ROUTES.manufacturer);
export const getVendorListing = entityListing(API_ROUTES.vendor);
export const getTagListing = entityListing(API_ROUTES.tag);
export const getAuthorListing = entityListing(API_ROUTES.author);

/** A series and one page of its volumes in order (only the page number is its state). */
export const getSeriesPage = cache((id: number, pageNumber: number) =>
  loadData(API_ROUTES.series, { params: { id }, query: { pageNumber } }),
);

export const getTopic = cache((code: string) =>
  loadData(API_ROUTES.topic, { params: { topicCode: code } }),
);

const searchWith = cache((criteriaJson: string) =>
  loadWith({ requestApi }, API_ROUTES.search, {
    body: { Data: JSON.parse(criteriaJson) as SearchCriteria },
  }),
);

export const searchBooks = (query: CatalogQuery) =>
  searchWith(JSON.stringify(toSearchCriteria(query)));

/** Options of the advanced search and of the listing filters (publishers, price range). */
export const getSearchCriteria = cache(() => loadData(API_ROUTES.searchCriteria));

export const getHomeWidgets = cache(() => loadData(API_ROUTES.homeWidgets));

export const getBookDetails = cache((id: number) =>
  loadData(API_ROUTES.productDetails, { params: { id } }),
);

/** For parts a page can do without: their data, or `fallback` when the API fails in any way. */
const findData = async <R extends ApiRoute>(
  fallback: NonNullable<RouteData<R>>,
  route: R,
  ...args: RouteArgs<R>
): Promise<NonNullable<RouteData<R>>> => {
  try {
    const result = await catalogApi.requestApi(route, ...args);
    if (result.ok && result.data.Data !== null)
      return result.data.Data as NonNullable<RouteData<R>>;
    console.warn(`[catalog] ${route.path} unavailable (${result.status})`);
  } catch (error) {
    console.warn(`[catalog] ${route.path} unavailable`, error);
  }
  return fallback;
};

/** "Customers also bought": a missing list is no reason to fail the book page. */
export const findAlsoPurchased = cache((id: number) =>
  findData([], API_ROUTES.alsoPurchased, { params: { id } }),
);

/** The category tree of the header menu: an empty menu rather than a broken page. */
export const findCategoryTree = cache((): Promise<CategoryNode[]> =>
  findData([], API_ROUTES.categoryTree),
);

export const getCategoryTree = cache(() => loadData(API_ROUTES.categoryTree));
