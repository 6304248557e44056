import {
  AutocompleteResponseSchema,
  CategoryPageResponseSchema,
  EntityPageResponseSchema,
  IdParamSchema,
  KeywordParamSchema,
  ListingQuerySchema,
  ProductPageResponseSchema,
  SearchBodySchema,
  SearchResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const listing = { querystring: ListingQuerySchema };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.get(
    '/v2/catalog/category/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A category: sub-categories and one page of its books (18), with sort and filters',
        params: IdParamSchema,
        ...listing,
        response: { 200: CategoryPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getCategoryPage(request.locale, request.params.id, request.query),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/newproducts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'New releases',
        ...listing,
        response: { 200: ProductPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getNewProducts(request.locale, request.query),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/bestsellerproducts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers',
        ...listing,
        response: { 200: ProductPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getBestSellers(request.locale, request.query),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/productbytag/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Books with a tag',
        params: IdParamSchema,
        ...listing,
        response: { 200: EntityPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getTagPage(request.locale, request.params.id, request.query),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/manufacturer/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Books of an imprint',
        params: IdParamSchema,
        ...listing,
        response: { 200: EntityPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getManufacturerPage(request.locale, request.params.id, request.query),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/vendor/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A publisher and its books',
        params: IdParamSchema,
        ...listing,
        response: { 200: EntityPageResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getVendorPage(request.locale, request.params.id, request.query),
      ErrorList: [],
    }),
  );

  app.post(
    '/v2/catalog/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search books by keyword (Thai-aware) and criteria',
        body: SearchBodySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.search(request.locale, request.body.Data),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/search-autocomplete/:keyword',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions of titles, authors and publishers',
        params: KeywordParamSchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.autocomplete(request.locale, request.params.keyword),
      ErrorList: [],
    }),
  );
};
