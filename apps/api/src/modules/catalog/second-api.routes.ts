import {
  API_ROUTES,
  HomeCategoryResponseSchema,
  HomeWidgetsResponseSchema,
  ProductListResponseSchema,
  SearchCriteriaResponseSchema,
  type HomeWidget,
  type Locale,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/messages.js';
import { sendCached } from '../../lib/cached-reply.js';

/**
 * The second API (spec §7): home widgets and search criteria (its smart search is in the search
 * room), answered from the read cache (in-process,
 * or Redis when configured). The cache is emptied by DELETE /v1/cache/clear-all and by catalog changes.
 */
export const secondApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;
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

  app.route({
    ...declaredRoute(API_ROUTES.homeWidgets, {
      tags: ['second API'],
      summary: 'Everything the home page shows',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, HomeWidgetsResponseSchema, () => widgets(request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.homeNewReleases, {
      tags: ['second API'],
      summary: 'Newest books (18)',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.listFirstPage(request.locale, 'newest'),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.homeBestSellers, {
      tags: ['second API'],
      summary: 'Best sellers (18)',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.listFirstPage(request.locale, 'bestseller'),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.recentViews, {
      tags: ['second API'],
      summary: 'Cards of the given books, in the given order (?id=1&id=2)',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, ProductListResponseSchema, () =>
        catalog.getOverviews(request.locale, [...new Set(request.query.id)]),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.homeCategoryProducts, {
      tags: ['second API'],
      summary: 'A category with its best sellers',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, HomeCategoryResponseSchema, () =>
        catalog.getCategoryProducts(request.locale, request.query.id),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.smartSearchCriteria, {
      tags: ['second API'],
      summary: 'Options of the advanced search',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, SearchCriteriaResponseSchema, () =>
        catalog.getSearchCriteria(request.locale),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.clearCache, {
      tags: ['second API'],
      summary:
        'Empty the read cache (staff: Authorization: Bearer <staff session token> with operations.write, or CACHE_ADMIN_SECRET)',
    }),
    handler: async (request) => {
      // A staff member's session whose role holds operations.write (docs/back-office.md
      // "Operations"), or, for scripts, the configured secret. Either way the back office's own
      // clear (audited) runs.
      const header = request.headers.authorization;
      const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      const staff = presented
        ? await app.services.staffSessions.authenticate(presented)
        : undefined;
      if (staff && !staff.permissions.has('operations.write')) throw new AppError('FORBIDDEN');
      if (!staff) requireBearerSecret(request, app.env.CACHE_ADMIN_SECRET);
      await app.services.operations.clearCache(
        {
          staffId: staff?.staffId ?? null,
          staffEmail: staff?.email ?? null,
          ip: request.ip ?? null,
          requestId: request.id ?? null,
        },
        staff ? 'DELETE /v1/cache/clear-all' : 'DELETE /v1/cache/clear-all (CACHE_ADMIN_SECRET)',
      );
      request.log.info('read cache cleared by staff');
      return ok({ Cleared: true as const });
    },
  });
};
