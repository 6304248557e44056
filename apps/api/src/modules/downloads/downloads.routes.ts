import { API_ROUTES, FILE_ROUTES } from '@nangsue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

const TokenParams = z
  .object({
    token: z
      .string()
      .max(600)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  })
  .strict();

const OfflineParams = z.object({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });
const OfflineQuery = z.object({ format: z.enum(['EPUB', 'PDF']).default('EPUB') }).strict();

/**
 * `Content-Disposition: attachment` with the name in UTF-8 (RFC 6266 / RFC 5987 `filename*`, so a
 * Thai title arrives as it is) and an ASCII `filename` for the clients that read only that one.
 */
export const attachment = (fileName: string): string => {
  const extension = /\.[a-z0-9]+$/i.exec(fileName)?.[0] ?? '';
  const ascii = fileName
    .slice(0, fileName.length - extension.length)
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = `${/[A-Za-z0-9]{2}/.test(ascii) ? ascii : 'nangsue-book'}${extension}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

const sendFile = (
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; fileName: string; contentType: string },
) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachment(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);

/**
 * Downloads (spec §7 `getdownloadcloud`, docs/downloads.md). The link call is in the route table;
 * the file itself (`/v2/download/file/{token}`, streamed by the storefront's `/downloads/{token}`)
 * and the library export are not `{Data, ErrorList}` calls: hidden from the OpenAPI document.
 */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.downloadLink, {
      tags: ['bookshelf'],
      summary:
        'A signed one-use link (5 minutes) to the watermarked EPUB (?epub=true, the default) or PDF (?pdf=true) of the caller’s own order item, once the terms are agreed ({agree} = true); refused at the book’s download limit',
    }),
    handler: async (request) =>
      ok(
        await app.services.downloads.downloadLink(
          request.requireCustomer().customerId,
          request.params,
          request.query,
        ),
      ),
  });

  app.get(
    '/v2/download/file/:token',
    {
      schema: { hide: true, params: TokenParams },
      config: { requireCustomer: true },
      // A HEAD would use the one-use link up, count and log a download nobody receives.
      exposeHeadRoute: false,
    },
    async (request, reply) =>
      sendFile(
        reply,
        await app.services.downloads.openLink(
          request.requireCustomer().customerId,
          request.params.token,
          clientOf(request),
        ),
      ),
  );

  // The reader's offline copy (docs/offline.md): stamped like a download, not counted, not an
  // attachment (it goes into the browser's Cache Storage, never to the customer's disk).
  app.get(
    FILE_ROUTES.offlineFile.path,
    {
      schema: { hide: true, params: OfflineParams, querystring: OfflineQuery },
      config: { requireCustomer: true },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const file = await app.services.downloads.openOffline({
        customerId: request.requireCustomer().customerId,
        bookId: request.params.productId,
        format: request.query.format,
      });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.get(
    '/v2/customer/library-export',
    { schema: { hide: true }, config: { requireCustomer: true }, exposeHeadRoute: false },
    async (request, reply) => {
      const exported = await app.services.downloads.exportLibrary(
        request.requireCustomer().customerId,
        clientOf(request),
        request.locale,
      );
      return sendFile(reply, { ...exported, contentType: 'application/zip' });
    },
  );
};
