import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { translate } from '../lib/messages.js';

/** Security headers and CORS limited to the configured storefront origins. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // The API answers JSON; the docs page sets its own policy (see swagger plugin).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  // A preflight names the origin and the method it asks for; @fastify/cors would answer a bare
  // OPTIONS with a plain-text 400. Every answer of the API is the envelope, so this one is too.
  app.addHook('onRequest', async (request) => {
    if (
      request.method === 'OPTIONS' &&
      (!request.headers.origin || !request.headers['access-control-request-method'])
    ) {
      throw new AppError('VALIDATION_FAILED', {
        messages: [translate(request.locale, 'http.invalidPreflight')],
      });
    }
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
