import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const ProviderParams = z.object({ provider: z.enum(['demo', 'omise', 'pgw']) });

/**
 * Gateway notifications (docs/buying.md §6.4, §17.7): `POST /v2/payments/{gateway}/webhook`. The
 * raw bytes are kept (they are what was signed); a notification that fails its check is 401 and
 * changes nothing; one that passes is stored once and answered 200 at once, and a re-read of the
 * payment at the gateway decides. Not a store call: hidden from the OpenAPI document.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { provider: string } }>(
    '/v2/payments/:provider/webhook',
    { schema: { hide: true, params: ProviderParams } },
    async (request, reply) => {
      await app.services.payments.receive(request.params.provider, {
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      // 200 with an empty body: what 2C2P expects (docs/buying.md §10.2); Omise needs any 2xx.
      return reply.code(200).send();
    },
  );
};
