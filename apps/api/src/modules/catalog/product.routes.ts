import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.route({
    ...declaredRoute(API_ROUTES.searchCriteria, {
      tags: ['search'],
      summary: 'Options of the advanced search',
    }),
    handler: async (request) => ok(await catalog.getSearchCriteria(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.productDetails, {
      tags: ['product'],
      summary: 'Everything the book page shows',
    }),
    handler: async (request) =>
      ok(await catalog.getProductDetails(request.locale, request.params.id)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.alsoPurchased, {
      tags: ['product'],
      summary: 'Books customers bought together with this one',
    }),
    handler: async (request) =>
      ok(await catalog.getAlsoPurchased(request.locale, request.params.id)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.topic, {
      tags: ['content'],
      summary: 'An editorial topic and its books',
    }),
    handler: async (request) =>
      ok(await catalog.getTopic(request.locale, request.params.topicCode)),
  });
};
