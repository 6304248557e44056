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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  /**
   * A cached read: the whole response, validated against its schema and serialised once, is kept as
   * its JSON text and sent as it is (a string with a JSON content type skips Fastify's serialiser),
   * so a hit costs neither validation nor serialisation of what may be a hundred cards.
   */
  const cached = async <D>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<{ Data: D; ErrorList: string[] }>,
    compute: () => Promise<D>,
  ): Promise<FastifyReply> => {
    const body = await cache.wrap(
      `v1:body:${request.locale}:${request.method}:${request.url}:${JSON.stringify(request.body ?? null)}`,
      ttl,
      async () => JSON.stringify(schema.parse({ Data: await compute(), ErrorList: [] })),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  };

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
      cached(request, reply, HomeWidgetsResponseSchema, () => widgets(request.locale)),
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
      cached(request, reply, ProductListResponseSchema, () =>
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
      cached(request, reply, ProductListResponseSchema, () =>
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
      cached(request, reply, ProductListResponseSchema, () =>
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
      cached(request, reply, HomeCategoryResponseSchema, () =>
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
      cached(request, reply, SearchCriteriaResponseSchema, () =>
        catalog.getSearchCriteria(request.locale),
      ),
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
    async (request, reply) =>
      cached(request, reply, AutocompleteResponseSchema, () =>
        catalog.autocomplete(request.locale, request.query.keyword),
      ),
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
      async (request, reply) =>
        cached(request, reply, SearchResponseSchema, () =>
          catalog.search(request.locale, request.body.Data),
        ),
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
