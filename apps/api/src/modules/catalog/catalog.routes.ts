import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.route({
    ...declaredRoute(API_ROUTES.category, {
      tags: ['catalog'],
      summary: 'A category: sub-categories and one page of its books (18), with sort and filters',
    }),
    handler: async (request) =>
      ok(await catalog.getCategoryPage(request.locale, request.params.id, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.newProducts, {
      tags: ['catalog'],
      summary: 'New releases',
    }),
    handler: async (request) => ok(await catalog.getNewProducts(request.locale, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.bestSellers, {
      tags: ['catalog'],
      summary: 'Best sellers',
    }),
    handler: async (request) => ok(await catalog.getBestSellers(request.locale, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.tag, {
      tags: ['catalog'],
      summary: 'Books with a tag',
    }),
    handler: async (request) =>
      ok(await catalog.getTagPage(request.locale, request.params.id, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.manufacturer, {
      tags: ['catalog'],
      summary: 'Books of an imprint',
    }),
    handler: async (request) =>
      ok(await catalog.getManufacturerPage(request.locale, request.params.id, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.vendor, {
      tags: ['catalog'],
      summary: 'A publisher and its books',
    }),
    handler: async (request) =>
      ok(await catalog.getVendorPage(request.locale, request.params.id, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.series, {
      tags: ['catalog'],
      summary: 'A series and its volumes in order (18 a page)',
    }),
    handler: async (request) =>
      ok(await catalog.getSeriesPage(request.locale, request.params.id, request.query)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.author, {
      tags: ['catalog'],
      summary: 'An author (a contributor) and their books',
    }),
    handler: async (request) =>
      ok(await catalog.getAuthorPage(request.locale, request.params.id, request.query)),
  });
};
