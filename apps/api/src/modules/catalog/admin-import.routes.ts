import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBearerSecret } from '../../lib/bearer-secret.js';
import type { ImportBook } from './catalog-import.types.js';
import {
  AdminImportBodySchema,
  AdminImportResponseSchema,
  type WireBook,
} from './catalog-import.schema.js';
import { importCatalog } from './catalog-import.service.js';

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
      requireBearerSecret(request, options.importToken);
      const result = await importCatalog(
        { db: app.database.db, storage: app.storage, cache: app.cache },
        { books: request.body.Data.Books.map(fromWire) },
      );
      return { Data: { Created: result.created, Updated: result.updated }, ErrorList: [] };
    },
  );
};
