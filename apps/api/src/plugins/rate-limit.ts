import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';
import { compileTrustedPeer } from '../lib/trust-proxy.js';

/**
 * Per-visitor limit on every route (in memory, or in Redis when REDIS_URL is set so that all API
 * processes share one count), keyed on `request.ip`: the visitor's own address, which the storefront's
 * server forwards in X-Forwarded-For and which is believed only from TRUST_PROXY. The storefront's own
 * calls made for no visitor (a request whose address, after the trusted proxies, is still a trusted
 * proxy: rendering a cached page, revalidation, also through HAProxy) are not counted, so the web
 * server is never throttled as if it were one client.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis | undefined }) => {
    const trustedPeer = compileTrustedPeer(app.env.TRUST_PROXY);
    await app.register(rateLimit, {
      global: true,
      max: app.env.RATE_LIMIT_MAX,
      timeWindow: app.env.RATE_LIMIT_WINDOW_MS,
      ...(options.redis ? { redis: options.redis, nameSpace: 'nangsue:rl:' } : {}),
      // Without Redis (gone, or hanging past its command timeout) the store keeps serving, not
      // counting, rather than answering 500 to every request.
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      // No visitor named: every hop is one of ours (the storefront's server rendering a cached
      // page, directly or through the cluster's HAProxy, which adds its own X-Forwarded-For).
      allowList: (request) => trustedPeer(request.ip),
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
