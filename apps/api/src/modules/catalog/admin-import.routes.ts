import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/messages.js';
import type { ImportBook } from './catalog-import.types.js';
import {
  AdminImportBodySchema,
  AdminImportResponseSchema,
  type WireBook,
} from './catalog-import.schema.js';
import { importCatalog } from './catalog-import.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

const fromWire = ({ cover, ...book }: WireBook): ImportBook => ({
  ...book,
  cover: cover
    ? { contentType: cover.contentType, data: Buffer.from(cover.base64, 'base64') }
    : null,
});

/**
 * `POST /v2/admin/catalog/import` (not in the spec; hidden from the OpenAPI document): the import and
 * bulk commands send their books here when this process owns the embedded database. It answers only
 * to the one-time secret this process wrote to `DATA_DIR/api.lock.json`; without one, to nobody.
 */
export const adminImportRoutes: FastifyPluginAsyncZod<{ importToken: string | undefined }> = async (
  app,
  options,
) => {
  app.post(
    '/v2/admin/catalog/import',
    {
      bodyLimit: 64 * 1024 * 1024,
      config: { rateLimit: false },
      schema: {
        hide: true,
        body: AdminImportBodySchema,
        response: { 200: AdminImportResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!presented)
        throw new AppError('UNAUTHORIZED', {
          messages: [translate(request.locale, 'cache.credentialsRequired')],
        });
      if (
        !options.importToken ||
        !timingSafeEqual(digest(presented), digest(options.importToken))
      ) {
        throw new AppError('FORBIDDEN', {
          messages: [translate(request.locale, 'cache.credentialsRefused')],
        });
      }
      const result = await importCatalog(
        { db: app.database.db, storage: app.storage, cache: app.cache },
        { books: request.body.Data.Books.map(fromWire) },
      );
      return { Data: { Created: result.created, Updated: result.updated }, ErrorList: [] };
    },
  );
};
