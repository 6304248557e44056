import {
  CacheClearResponseSchema,
  CategoryProductQuerySchema,
  HomeCategoryResponseSchema,
  HomeWidgetsResponseSchema,
  ProductListResponseSchema,
  RecentViewQuerySchema,
  SearchCriteriaResponseSchema,
  type HomeWidget,
  type Locale,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import { translate } from '../../lib/messages.js';
import { sendCached } from '../../lib/cached-reply.js';

/**
 * The second API (spec §7): home widgets and search criteria (its smart search is in the search
 * room), answered from the read cache (in-process,
 * or Redis when configured). The cache is emptied by DELETE /v1/cache/clear-all and by catalog changes.
 */
export const secondApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  const { cache } = app;
  const widgets = async (locale: Locale): Promise<HomeWidget[]> => {
    const [sliders, newReleases, bestSellers, categories] = await Promise.all([
      catalog.getSliders(locale),
      catalog.listFirstPage(locale, 'newest'),
      catalog.listFirstPage(locale, 'bestseller'),
      catalog.getHomeCategories(locale),
    ]);
    return [
      {
        Type: 'slider',
        Title: translate(locale, 'home.sliders'),
        CategoryId: null,
        Sliders: sliders,
        Products: [],
      },
      {
        Type: 'new-release',
        Title: translate(locale, 'home.newReleases'),
        CategoryId: null,
        Sliders: [],
        Products: newReleases,
      },
      {
        Type: 'best-seller',
        Title: translate(locale, 'home.bestSellers'),
        CategoryId: null,
        Sliders: [],
        Products: bestSellers,
      },
      ...categories.map((category) => ({
        Type: 'category' as const,
        Title: category.Name,
        CategoryId: category.Id,
        Sliders: [],
        Products: category.Products,
      })),
    ];
  };

  app.get(
    '/v1/home/widgets',
    {
      schema: {
        tags: ['second API'],
        summary: 'Everything the home page shows',
        response: { 200: HomeWidgetsResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, HomeWidgetsResponseSchema, () => widgets(request.locale)),
  );

  app.get(
    '/v1/home/new-release',
    {
      schema: {
        tags: ['second API'],
        summary: 'Newest books (18)',
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.listFirstPage(request.locale, 'newest'),
      ),
  );

  app.get(
    '/v1/home/best-seller',
    {
      schema: {
        tags: ['second API'],
        summary: 'Best sellers (18)',
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.listFirstPage(request.locale, 'bestseller'),
      ),
  );

  app.get(
    '/v1/home/recent-view',
    {
      schema: {
        tags: ['second API'],
        summary: 'Cards of the given books, in the given order (?id=1&id=2)',
        querystring: RecentViewQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.getOverviews(request.locale, [...new Set(request.query.id)]),
      ),
  );

  app.get(
    '/v1/home/category-product',
    {
      schema: {
        tags: ['second API'],
        summary: 'A category with its best sellers',
        querystring: CategoryProductQuerySchema,
        response: { 200: HomeCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, HomeCategoryResponseSchema, () =>
        catalog.getCategoryProducts(request.locale, request.query.id),
      ),
  );

  app.get(
    '/v1/smart-search/criteria',
    {
      schema: {
        tags: ['second API'],
        summary: 'Options of the advanced search',
        response: { 200: SearchCriteriaResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, SearchCriteriaResponseSchema, () =>
        catalog.getSearchCriteria(request.locale),
      ),
  );

  app.delete(
    '/v1/cache/clear-all',
    {
      schema: {
        tags: ['second API'],
        summary: 'Empty the read cache (staff only: Authorization: Bearer CACHE_ADMIN_SECRET)',
        response: { 200: CacheClearResponseSchema },
      },
    },
    async (request) => {
      requireBearerSecret(request, app.env.CACHE_ADMIN_SECRET);
      await cache.clear();
      request.log.info('read cache cleared by staff');
      return { Data: { Cleared: true as const }, ErrorList: [] };
    },
  );
};
