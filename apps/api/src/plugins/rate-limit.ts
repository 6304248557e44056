import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * Per-IP limit on every route (in memory, or in Redis when REDIS_URL is set so that all API
 * processes share one count). `request.ip` honours X-Forwarded-For only from TRUST_PROXY.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis | undefined }) => {
    await app.register(rateLimit, {
      global: true,
      max: app.env.RATE_LIMIT_MAX,
      timeWindow: app.env.RATE_LIMIT_WINDOW_MS,
      ...(options.redis ? { redis: options.redis, nameSpace: 'nangsue:rl:' } : {}),
      keyGenerator: (request) => request.ip,
      addHeadersOnExceeding: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
      },
      addHeaders: {
        'x-ratelimit-limit': true,
        'x-ratelimit-remaining': true,
        'x-ratelimit-reset': true,
        'retry-after': true,
      },
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError('RATE_LIMITED', { params: { seconds }, retryAfter: seconds });
      },
    });
  },
);
