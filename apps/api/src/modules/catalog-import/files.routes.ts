import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { isPrivateKey } from '../../lib/file-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const GeneratedCoverParamsSchema = z
  .object({ file: z.string().regex(/^\d{1,10}-[0-9a-z]{1,12}\.svg$/) })
  .strict();
const FileParamsSchema = z.object({ '*': z.string().min(1).max(300) });

/**
 * Pictures: stored files (content-addressed keys) and covers drawn for books without one. Book
 * files and samples (`.epub`, `.pdf`) share the storage but never this public route: a 404 as for
 * a missing file (they are read through the download, reader and OPDS calls, which check who asks).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/generated-covers/:file',
    { schema: { hide: true, params: GeneratedCoverParamsSchema } },
    async (request, reply) => {
      const id = Number(request.params.file.split('-')[0]);
      const svg = await app.services.catalog.renderGeneratedCover(id);
      if (!svg) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );

  app.get(
    '/files/*',
    { schema: { hide: true, params: FileParamsSchema } },
    async (request, reply) => {
      const key = request.params['*'];
      if (isPrivateKey(key.toLowerCase())) throw new AppError('NOT_FOUND', {});
      const file = await app.storage.get(key);
      if (!file) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(file.contentType)
        .send(file.data);
    },
  );
};
