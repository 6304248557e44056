import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  CacheClearResponseSchema,
  CategoryProductQuerySchema,
  HomeCategoryResponseSchema,
  HomeWidgetsResponseSchema,
  ProductListResponseSchema,
  RecentViewQuerySchema,
  SearchBodySchema,
  SearchCriteriaResponseSchema,
  SearchResponseSchema,
  type HomeWidget,
  type Locale,
} from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import { translate } from '../../lib/messages.js';

/**
 * The second API (spec §7): home widgets and smart search, answered from the read cache (in-process,
 * or Redis when configured). The cache is emptied by DELETE /v1/cache/clear-all and by catalog changes.
 */
export const secondApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
  const { cache } = app;
  const ttl = app.env.CACHE_TTL_SECONDS;
  const cached = <T>(request: FastifyRequest, compute: () => Promise<T>): Promise<T> =>
    cache.wrap(
      `v1:${request.locale}:${request.method}:${request.url}:${JSON.stringify(request.body ?? null)}`,
      ttl,
      compute,
    );

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
    async (request) => ({
      Data: await cached(request, () => widgets(request.locale)),
      ErrorList: [],
    }),
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
    async (request) => ({
      Data: await cached(request, () => catalog.listFirstPage(request.locale, 'newest')),
      ErrorList: [],
    }),
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
    async (request) => ({
      Data: await cached(request, () => catalog.listFirstPage(request.locale, 'bestseller')),
      ErrorList: [],
    }),
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
    async (request) => ({
      Data: await cached(request, () =>
        catalog.getOverviews(request.locale, [...new Set(request.query.id)]),
      ),
      ErrorList: [],
    }),
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
    async (request) => ({
      Data: await cached(request, () =>
        catalog.getCategoryProducts(request.locale, request.query.id),
      ),
      ErrorList: [],
    }),
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
    async (request) => ({
      Data: await cached(request, () => catalog.getSearchCriteria(request.locale)),
      ErrorList: [],
    }),
  );

  app.get(
    '/v1/smart-search/auto-complete',
    {
      schema: {
        tags: ['second API'],
        summary: 'Suggestions of titles, authors and publishers',
        querystring: AutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request) => ({
      Data: await cached(request, () =>
        catalog.autocomplete(request.locale, request.query.keyword),
      ),
      ErrorList: [],
    }),
  );

  for (const path of ['/v1/smart-search/search', '/v1/smart-search/search-advance'] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['second API'],
          summary: path.endsWith('advance') ? 'Search with every criterion' : 'Search by keyword',
          body: SearchBodySchema,
          response: { 200: SearchResponseSchema },
        },
      },
      async (request) => ({
        Data: await cached(request, () => catalog.search(request.locale, request.body.Data)),
        ErrorList: [],
      }),
    );
  }

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
