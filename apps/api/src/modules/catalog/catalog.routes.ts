import {
  CategoryPageResponseSchema,
  EntityPageResponseSchema,
  IdParamSchema,
  ListingQuerySchema,
  ProductPageResponseSchema,
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
};
