import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.route({
    ...declaredRoute(API_ROUTES.homeSlider, {
      tags: ['home'],
      summary: 'Home page sliders',
    }),
    handler: async (request) => ok(await catalog.getSliders(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.homeCategories, {
      tags: ['home'],
      summary: 'Home categories, each with its best sellers',
    }),
    handler: async (request) => ok(await catalog.getHomeCategories(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.categoryTree, {
      tags: ['home'],
      summary: 'The category tree with product counts',
    }),
    handler: async (request) => ok(await catalog.getCategoryTree(request.locale)),
  });

  app.route({
    ...declaredRoute(
      API_ROUTES.recordRecentView,
      {
        tags: ['home'],
        summary:
          'Record that this device viewed a book; returns its recently viewed ids, newest first',
      },
      { requireDevice: true },
    ),
    handler: async (request) =>
      ok({
        ProductIds: await catalog.recordRecentView(request.locale, {
          deviceId: request.requireDevice().id,
          productId: request.body.Data.ProductId,
        }),
      }),
  });
};
