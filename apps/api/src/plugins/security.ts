import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers and CORS limited to the configured storefront origins. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // The API answers JSON; the docs page sets its own policy (see swagger plugin).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  await app.register(cors, {
    origin: app.env.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      HEADERS.deviceId,
      HEADERS.deviceTypeId,
      HEADERS.token,
      HEADERS.language,
      HEADERS.requestId,
    ],
    exposedHeaders: [HEADERS.requestId, 'Retry-After'],
    maxAge: 600,
  });
});
