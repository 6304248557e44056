import 'server-only';
import {
  CategoryNodeSchema,
  CategoryPageSchema,
  EntityPageSchema,
  HomeWidgetSchema,
  ProductDetailsSchema,
  ProductOverviewSchema,
  ProductPageSchema,
  SearchCriteriaSchema,
  SearchResultSchema,
  TopicSchema,
  type CategoryNode,
  type SearchCriteria,
} from '@nangsue/contracts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { requestApi, type ServerApiRequest } from '@/lib/api-server';
import { toListingApiQuery, toSearchCriteria, type CatalogQuery } from './catalog-query';

/**
 * The catalog's page data, read by server components and parsed with the contract schemas.
 * Loaders throw (`error.tsx` shows 'Dang'), except that a 404 from the API is the page's own
 * not-found; `find*` helpers of non-essential parts return an empty result instead.
 */
const loadData = async <T extends z.ZodType>(request: ServerApiRequest<T>): Promise<z.infer<T>> => {
  const result = await requestApi(request);
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw new ApiError(result.status, result.errors);
  }
  if (result.data.Data === null) throw new ApiError(result.status, result.data.ErrorList);
  return result.data.Data as z.infer<T>;
};

/** Ids go into cache keys as text, so equal requests in one render share one API call. */
const loadListing = cache(<T extends z.ZodType>(path: string, queryJson: string, schema: T) =>
  loadData({ path, query: JSON.parse(queryJson) as Record<string, string | number>, schema }),
);

const listing = <T extends z.ZodType>(path: string, query: CatalogQuery, schema: T) =>
  loadListing(path, JSON.stringify(toListingApiQuery(query)), schema) as Promise<z.infer<T>>;

export const getCategoryListing = (id: number, query: CatalogQuery) =>
  listing(`/v2/catalog/category/${id}`, query, CategoryPageSchema);

export const getNewProducts = (query: CatalogQuery) =>
  listing('/v2/catalog/newproducts', query, ProductPageSchema);

export const getBestSellers = (query: CatalogQuery) =>
  listing('/v2/catalog/bestsellerproducts', query, ProductPageSchema);

export const getManufacturerListing = (id: number, query: CatalogQuery) =>
  listing(`/v2/catalog/manufacturer/${id}`, query, EntityPageSchema);

export const getVendorListing = (id: number, query: CatalogQuery) =>
  listing(`/v2/catalog/vendor/${id}`, query, EntityPageSchema);

export const getTagListing = (id: number, query: CatalogQuery) =>
  listing(`/v2/catalog/productbytag/${id}`, query, EntityPageSchema);

export const getTopic = cache((code: string) =>
  loadData({ path: `/v2/topic/details-topiccode/${code}`, schema: TopicSchema }),
);

const searchWith = cache((criteriaJson: string) =>
  loadData({
    method: 'POST',
    path: '/v2/catalog/search',
    body: { Data: JSON.parse(criteriaJson) as SearchCriteria },
    schema: SearchResultSchema,
  }),
);

export const searchBooks = (query: CatalogQuery) =>
  searchWith(JSON.stringify(toSearchCriteria(query)));

/** Options of the advanced search and of the listing filters (publishers, price range). */
export const getSearchCriteria = cache(() =>
  loadData({ path: '/v2/product/searchcriteria', schema: SearchCriteriaSchema }),
);

export const getHomeWidgets = cache(() =>
  loadData({ service: 'second', path: '/v1/home/widgets', schema: z.array(HomeWidgetSchema) }),
);

export const getBookDetails = cache((id: number) =>
  loadData({ path: `/v2/product/productdetails/${id}`, schema: ProductDetailsSchema }),
);

/** For parts a page can do without: their data, or `fallback` when the API fails in any way. */
const findData = async <T extends z.ZodType>(
  request: ServerApiRequest<T>,
  fallback: z.infer<T>,
): Promise<z.infer<T>> => {
  try {
    const result = await requestApi(request);
    if (result.ok && result.data.Data !== null) return result.data.Data as z.infer<T>;
    console.warn(`[catalog] ${request.path} unavailable (${result.status})`);
  } catch (error) {
    console.warn(`[catalog] ${request.path} unavailable`, error);
  }
  return fallback;
};

/** "Customers also bought": a missing list is no reason to fail the book page. */
export const findAlsoPurchased = cache((id: number) =>
  findData(
    { path: `/v2/product/productsalsopurchase/${id}`, schema: z.array(ProductOverviewSchema) },
    [],
  ),
);

/** The category tree of the header menu: an empty menu rather than a broken page. */
export const findCategoryTree = cache((): Promise<CategoryNode[]> =>
  findData({ path: '/v2/home/categorytree', schema: z.array(CategoryNodeSchema) }, []),
);

export const getCategoryTree = cache(() =>
  loadData({ path: '/v2/home/categorytree', schema: z.array(CategoryNodeSchema) }),
);
