import {
  CategoryNodeSchema,
  CategoryPageSchema,
  ProductDetailsSchema,
  ProductOverviewSchema,
  SuggestionSchema,
  envelope,
  type Envelope,
} from '@nangsue/contracts';
import { request, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { API_URL } from './test-servers';

/**
 * What the catalog journeys expect, read from the API's seeded demo store (deterministic) rather
 * than hard-coded, in the language of the page under test.
 */
export type Language = 'th' | 'en';

const read = async <T extends z.ZodType>(
  api: APIRequestContext,
  path: string,
  schema: T,
  language: Language,
): Promise<z.infer<T>> => {
  const response = await api.get(path, { headers: { Language: language } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  const parsed = envelope(schema).parse(await response.json()) as Envelope<z.infer<T>>;
  if (parsed.Data === null) throw new Error(`GET ${path}: no data`);
  return parsed.Data;
};

export const openCatalogApi = async () => {
  const api = await request.newContext({ baseURL: API_URL });

  return {
    dispose: () => api.dispose(),

    categoryTree: (language: Language) =>
      read(api, '/v2/home/categorytree', z.array(CategoryNodeSchema), language),

    categoryPage: (id: number, query: string, language: Language) =>
      read(api, `/v2/catalog/category/${id}?${query}`, CategoryPageSchema, language),

    bestSellers: (language: Language) =>
      read(api, '/v1/home/best-seller', z.array(ProductOverviewSchema), language),

    book: (id: number, language: Language) =>
      read(api, `/v2/product/productdetails/${id}`, ProductDetailsSchema, language),

    suggestions: (keyword: string, language: Language) =>
      read(
        api,
        `/v2/catalog/search-autocomplete/${encodeURIComponent(keyword)}`,
        z.array(SuggestionSchema),
        language,
      ),
  };
};

export type CatalogApi = Awaited<ReturnType<typeof openCatalogApi>>;

const THAI_COMBINING = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;
const THAI_CONSONANT = /[\u0E01-\u0E2E]/;

/** The first half-and-a-bit of a title: a word cut short, as typed while searching. */
export const partialOf = (title: string): string =>
  title.slice(0, Math.max(4, Math.floor(title.length * 0.6)));

/**
 * The title with one letter missing near its middle (a missed key): a Thai consonant that
 * carries no mark, or a letter of the longest English word.
 */
export const typoOf = (title: string): string => {
  if (/[\u0E00-\u0E7F]/.test(title)) {
    const middle = Math.floor(title.length / 2);
    for (let index = middle; index < title.length - 1; index += 1) {
      if (THAI_CONSONANT.test(title[index] ?? '') && !THAI_COMBINING.test(title[index + 1] ?? ''))
        return title.slice(0, index) + title.slice(index + 1);
    }
    throw new Error(`no typo place in ${title}`);
  }
  const longest = title.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  const cut = Math.floor(longest.length / 2);
  return title.replace(longest, longest.slice(0, cut) + longest.slice(cut + 1));
};

/** A best seller with a plain one-word Thai title (no digits or spaces), for the search checks. */
export const pickSearchableBook = async (api: CatalogApi) => {
  const thai = await api.bestSellers('th');
  const book = thai.find((item) => !/[\d\s]/.test(item.Name));
  if (book === undefined) throw new Error('no plain Thai title among the best sellers');
  const english = await api.book(book.Id, 'en');
  return { id: book.Id, th: book.Name, en: english.Name };
};

/** A top-level category whose first page is full and a filter that still leaves two pages. */
export const pickFilterableCategory = async (api: CatalogApi, language: Language) => {
  const tree = await api.categoryTree(language);
  for (const category of tree) {
    const all = await api.categoryPage(category.Id, 'pageNumber=1', language);
    const filtered = await api.categoryPage(category.Id, 'minRating=4', language);
    if (filtered.Paging.TotalPages >= 2 && filtered.Paging.TotalItems < all.Paging.TotalItems)
      return { id: category.Id, name: category.Name, all: all.Paging, filtered };
  }
  throw new Error('no category with two pages of 4-star books');
};
