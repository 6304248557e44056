import { API_ROUTES, AutocompleteResponseSchema, SearchResponseSchema } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { sendCached } from '../../lib/cached-reply.js';

/**
 * Search (spec §7): the main service's keyword search and autocomplete, and the second API's smart
 * search and auto-complete (answered from the shared read cache, like every second-API read).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  app.route({
    ...declaredRoute(API_ROUTES.search, {
      tags: ['search'],
      summary: 'Search books by keyword (Thai-aware) and criteria',
    }),
    handler: async (request) => ok(await search.search(request.locale, request.body.Data)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.autocomplete, {
      tags: ['search'],
      summary: 'Suggestions of titles, authors and publishers',
    }),
    handler: async (request) =>
      ok(await search.autocomplete(request.locale, request.params.keyword)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.smartAutocomplete, {
      tags: ['second API'],
      summary: 'Suggestions of titles, authors and publishers',
    }),
    handler: async (request, reply) =>
      sendCached(request, reply, AutocompleteResponseSchema, () =>
        search.autocomplete(request.locale, request.query.keyword),
      ),
  });

  for (const [route, summary] of [
    [API_ROUTES.smartSearch, 'Search by keyword'],
    [API_ROUTES.smartSearchAdvanced, 'Search with every criterion'],
  ] as const) {
    app.route({
      ...declaredRoute(route, { tags: ['second API'], summary }),
      handler: async (request, reply) =>
        sendCached(request, reply, SearchResponseSchema, () =>
          search.search(request.locale, request.body.Data),
        ),
    });
  }
};
