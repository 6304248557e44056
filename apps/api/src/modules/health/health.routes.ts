import {
  CatalogVersionResponseSchema,
  HealthResponseSchema,
  ReadyResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/declared-route.js';

/**
 * Two questions with two answers (docs/operations.md, ADR 0016):
 *
 * - `/healthz`, liveness: the process is alive and its event loop answers. It never touches the
 *   database, so a lost database never makes a supervisor (systemd, Kubernetes' livenessProbe)
 *   restart an API that would only reconnect by itself. Restart on this one only.
 * - `/readyz`, readiness: this process can serve now: its migrations ran (it listens only after
 *   them) and the database answers. 503 while PostgreSQL is gone, 200 again as soon as the pool has
 *   connected anew, without a restart; 503 too once the process is stopping (API_DRAIN_MS,
 *   lib/shutdown.ts). A load balancer (HAProxy's check, Kubernetes' readinessProbe) sends traffic
 *   on this one.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is alive (never asks the database; restart on this)',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => ok({ Status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: migrated and the database answers (503 while it is gone; route traffic on this)',
        response: { 200: ReadyResponseSchema },
      },
    },
    async (request) => {
      // Stopping (a deploy): the balancer is to send new requests elsewhere while this one drains.
      if (app.lifecycle.draining) throw new AppError('UNAVAILABLE');
      try {
        await app.database.ping();
      } catch (cause) {
        request.log.error({ err: cause }, 'readiness check failed');
        throw new AppError('UNAVAILABLE', { cause });
      }
      return ok({ Status: 'ok' as const, Database: 'up' as const });
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
      return ok({ Version: app.cache.version() });
    },
  );
};
