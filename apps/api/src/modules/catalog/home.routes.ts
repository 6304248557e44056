import {
  CategoryTreeResponseSchema,
  HomeCategoriesResponseSchema,
  HomeSliderResponseSchema,
  RecentViewBodySchema,
  RecentViewResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.get(
    '/v2/slider/home-slider',
    {
      schema: {
        tags: ['home'],
        summary: 'Home page sliders',
        response: { 200: HomeSliderResponseSchema },
      },
    },
    async (request) => ({ Data: await catalog.getSliders(request.locale), ErrorList: [] }),
  );

  app.get(
    '/v2/home/homepagecategorieswithproducts',
    {
      schema: {
        tags: ['home'],
        summary: 'Home categories, each with its best sellers',
        response: { 200: HomeCategoriesResponseSchema },
      },
    },
    async (request) => ({ Data: await catalog.getHomeCategories(request.locale), ErrorList: [] }),
  );

  app.get(
    '/v2/home/categorytree',
    {
      schema: {
        tags: ['home'],
        summary: 'The category tree with product counts',
        response: { 200: CategoryTreeResponseSchema },
      },
    },
    async (request) => ({ Data: await catalog.getCategoryTree(request.locale), ErrorList: [] }),
  );

  app.post(
    '/v2/home/recentview',
    {
      config: { requireDevice: true },
      schema: {
        tags: ['home'],
        summary:
          'Record that this device viewed a book; returns its recently viewed ids, newest first',
        body: RecentViewBodySchema,
        response: { 200: RecentViewResponseSchema },
      },
    },
    async (request) => ({
      Data: {
        ProductIds: await catalog.recordRecentView(request.locale, {
          deviceId: request.requireDevice().id,
          productId: request.body.Data.ProductId,
        }),
      },
      ErrorList: [],
    }),
  );
};
