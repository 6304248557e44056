import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { isPrivateKey } from '../../lib/file-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const GeneratedCoverParamsSchema = z
  .object({ file: z.string().regex(/^\d{1,10}-[0-9a-z]{1,12}\.(?:webp|svg)$/) })
  .strict();
const FileParamsSchema = z.object({ '*': z.string().min(1).max(300) });
const OpdsCoverParamsSchema = z.object({
  width: z.coerce.number().int().min(1).max(10_000),
  '*': z.string().min(1).max(300),
});

/**
 * Pictures: stored files (content-addressed keys) and covers drawn for books without one. Book
 * files and samples (`.epub`, `.pdf`) share the storage but never this public route: a 404 as for
 * a missing file (they are read through the download, reader and OPDS calls, which check who asks).
 * A drawn cover is WebP (`<id>-<version>.webp`, rasterized once and kept in the shared cache); the
 * `.svg` address given before still answers the SVG.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/generated-covers/:file',
    { schema: { hide: true, params: GeneratedCoverParamsSchema } },
    async (request, reply) => {
      const [name = '', extension] = request.params.file.split('.');
      const [id, stamp = ''] = name.split('-');
      const cover =
        extension === 'webp'
          ? await app.services.catalog.renderGeneratedCoverWebp(Number(id), stamp)
          : await app.services.catalog.renderGeneratedCover(Number(id));
      if (!cover) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(extension === 'webp' ? 'image/webp' : 'image/svg+xml; charset=utf-8')
        .send(cover);
    },
  );

  // JPEG copies of covers for reading apps (docs/opds.md, "Covers"), linked by the OPDS feeds.
  app.get(
    '/files/opds-covers/:width/*',
    { schema: { hide: true, params: OpdsCoverParamsSchema } },
    async (request, reply) => {
      const cover = await app.services.opds.coverJpeg(request.params.width, request.params['*']);
      if (!cover) throw new AppError('NOT_FOUND', {});
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', cover.etag)
        .header('Content-Security-Policy', "default-src 'none'")
        .type('image/jpeg');
      if (request.headers['if-none-match'] === cover.etag) return reply.code(304).send();
      return reply.send(cover.data);
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
