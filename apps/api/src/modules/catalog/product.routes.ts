import {
  IdParamSchema,
  ProductDetailsResponseSchema,
  ProductListResponseSchema,
  SearchCriteriaResponseSchema,
  TopicCodeParamSchema,
  TopicResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.get(
    '/v2/product/searchcriteria',
    {
      schema: {
        tags: ['search'],
        summary: 'Options of the advanced search',
        response: { 200: SearchCriteriaResponseSchema },
      },
    },
    async (request) => ({ Data: await catalog.getSearchCriteria(request.locale), ErrorList: [] }),
  );

  app.get(
    '/v2/product/productdetails/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Everything the book page shows',
        params: IdParamSchema,
        response: { 200: ProductDetailsResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getProductDetails(request.locale, request.params.id),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/product/productsalsopurchase/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'Books customers bought together with this one',
        params: IdParamSchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getAlsoPurchased(request.locale, request.params.id),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/topic/details-topiccode/:topicCode',
    {
      schema: {
        tags: ['content'],
        summary: 'An editorial topic and its books',
        params: TopicCodeParamSchema,
        response: { 200: TopicResponseSchema },
      },
    },
    async (request) => ({
      Data: await catalog.getTopic(request.locale, request.params.topicCode),
      ErrorList: [],
    }),
  );
};
