import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  KeywordParamSchema,
  SearchBodySchema,
  SearchResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../lib/cached-reply.js';

/**
 * Search (spec §7): the main service's keyword search and autocomplete, and the second API's smart
 * search and auto-complete (answered from the shared read cache, like every second-API read).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = app.services.search;
  app.post(
    '/v2/catalog/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search books by keyword (Thai-aware) and criteria',
        body: SearchBodySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => ({
      Data: await search.search(request.locale, request.body.Data),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/catalog/search-autocomplete/:keyword',
    {
      schema: {
        tags: ['search'],
        summary: 'Suggestions of titles, authors and publishers',
        params: KeywordParamSchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request) => ({
      Data: await search.autocomplete(request.locale, request.params.keyword),
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
    async (request, reply) =>
      sendCached(request, reply, AutocompleteResponseSchema, () =>
        search.autocomplete(request.locale, request.query.keyword),
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
        sendCached(request, reply, SearchResponseSchema, () =>
          search.search(request.locale, request.body.Data),
        ),
    );
  }
};
