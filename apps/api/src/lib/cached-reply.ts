import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './declared-route.js';

/**
 * A cached read of the second API: the whole response, validated against its schema and serialised
 * once, is kept as its JSON text and sent as it is (a string with a JSON content type skips Fastify's
 * serialiser), so a hit costs neither validation nor serialisation of what may be a hundred cards.
 * Kept CACHE_TTL_SECONDS. Keyed by language, method, URL and body: only for answers that are the same for every visitor.
 */
export const sendCached = async <D>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<{ Data: D; ErrorList: string[] }>,
  compute: () => Promise<D>,
): Promise<FastifyReply> => {
  const { cache, env } = request.server;
  const body = await cache.wrap(
    `v1:body:${request.locale}:${request.method}:${request.url}:${JSON.stringify(request.body ?? null)}`,
    env.CACHE_TTL_SECONDS,
    async () => JSON.stringify(schema.parse(ok(await compute()))),
  );
  return reply.type('application/json; charset=utf-8').send(body);
};
