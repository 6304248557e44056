import {
  CatalogVersionResponseSchema,
  HealthResponseSchema,
  ReadyResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ({ Data: { Status: 'ok' as const }, ErrorList: [] }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The database is reachable',
        response: { 200: ReadyResponseSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (cause) {
        request.log.error({ err: cause }, 'readiness check failed');
        throw new AppError('UNAVAILABLE', { cause });
      }
      return { Data: { Status: 'ok' as const, Database: 'up' as const }, ErrorList: [] };
    },
  );

  app.get(
    '/catalog-version',
    {
      // Asked every few seconds by each web server: not worth a log line each time.
      logLevel: 'warn',
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The catalog version the storefront follows to revalidate its cached pages',
        response: { 200: CatalogVersionResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { Data: { Version: app.cache.version() }, ErrorList: [] };
    },
  );
};
