import {
  API_ROUTES,
  BookFileFormatSchema,
  FILE_ROUTES,
  NotesExportQuerySchema,
} from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { createReaderEpubs } from './reader-epub.js';
import { sendStoredFile } from './stored-file-reply.js';

const customerOf = (request: FastifyRequest) => request.requireCustomer().customerId;

const ReaderFileParams = z.object({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });
const ReaderFileQuery = z
  .object({
    format: BookFileFormatSchema.default('EPUB'),
    sample: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();

/** The reader (docs/bookshelf.md#reader): what it opens, its file, position and notes. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const readerEpubs = createReaderEpubs(app.storage, app.log);

  app.route({
    ...declaredRoute(API_ROUTES.readerBook, {
      tags: ['reader'],
      summary:
        'What the reader opens: the whole book for its owner, the sample for anyone else; position and notes for a signed-in caller',
    }),
    handler: async (request) =>
      ok(
        await app.services.reading.readerBook(
          request.customer?.customerId,
          request.params.productId,
          {
            ...(request.query.format ? { format: request.query.format } : {}),
            ...(request.query.sample ? { sample: request.query.sample === 'true' } : {}),
          },
          request.locale,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.savePosition, {
      tags: ['reader'],
      summary:
        'Save the reading position; when another device moved further since BaseVersion, its position is kept and answered with Conflict',
    }),
    handler: async (request) =>
      ok(
        await app.services.reading.savePosition(
          customerOf(request),
          request.params.productId,
          request.body.Data,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.annotations, {
      tags: ['reader'],
      summary: 'Bookmarks and highlights of a book, deleted ones too (DeletedAt set)',
    }),
    handler: async (request) =>
      ok(await app.services.reading.annotations(customerOf(request), request.params.productId)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.saveAnnotation, {
      tags: ['reader'],
      summary: 'Create or change a bookmark or highlight by the reader’s own id',
    }),
    handler: async (request) =>
      ok(
        await app.services.reading.saveAnnotation(
          customerOf(request),
          request.params.productId,
          request.body.Data,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.deleteAnnotation, {
      tags: ['reader'],
      summary: 'Delete a bookmark or highlight (a tombstone other devices learn of)',
    }),
    handler: async (request) =>
      ok(
        await app.services.reading.deleteAnnotation(
          customerOf(request),
          request.params.productId,
          request.body.Data.Id,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.readerSettings, {
      tags: ['reader'],
      summary: 'The reader’s settings of the account (null until first changed)',
    }),
    handler: async (request) => ok(await app.services.readerSettings.get(customerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.saveReaderSettings, {
      tags: ['reader'],
      summary: 'Keep the reader’s settings for every device of the account (the last save wins)',
    }),
    handler: async (request) =>
      ok(await app.services.readerSettings.save(customerOf(request), request.body.Data)),
  });

  /**
   * `GET /v2/reader/notes-export?format=markdown|csv&productId=&lang=`: the customer's bookmarks and
   * highlights as a file, one book's or all (docs/reader.md "Export"); the storefront's
   * `/notes-export` streams it with the session. Only the caller's own notes.
   */
  app.get(
    FILE_ROUTES.notesExport.path,
    {
      schema: { hide: true, querystring: NotesExportQuerySchema },
      config: { requireCustomer: true },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const file = await app.services.notesExport.exportNotes(customerOf(request), query, lang);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body);
    },
  );

  /**
   * `GET /v2/reader/{productId}/file?format=EPUB|PDF&sample=true|false`: the stored file itself
   * (not watermarked: it never leaves the reader as a file), streamed, one byte range at a time
   * when asked (pdf.js reads a PDF by ranges). The whole book for its owner's session only; a
   * sample for anyone; 404 otherwise. Not an `{Data, ErrorList}` call: the storefront's
   * `/reader-files/{productId}` streams it with the reader's session.
   */
  app.get(
    '/v2/reader/:productId/file',
    {
      schema: { hide: true, params: ReaderFileParams, querystring: ReaderFileQuery },
      // pdf.js reads a PDF in 64 KB ranges (a 20 MB book is over 300 requests): the file has its
      // own count per visitor, ten times the general one, so reading never uses up the store's.
      config: { rateLimit: { max: app.env.RATE_LIMIT_MAX * 10 } },
    },
    async (request, reply) => {
      const file = await app.services.reading.readerFile(
        request.customer?.customerId,
        request.params.productId,
        request.query.format,
        request.query.sample,
      );
      const storedSize = await app.storage.size(file.storageKey);
      if (storedSize === undefined) {
        request.log.error({ key: file.storageKey }, 'book file missing from storage');
        return reply.callNotFound();
      }
      // An EPUB with its Thai compounds kept on one line (reader-epub.ts), made once per file.
      const served =
        file.format === 'EPUB'
          ? await readerEpubs.of(file.storageKey, storedSize, file.sha256)
          : { storageKey: file.storageKey, etag: file.sha256 ? `"${file.sha256}"` : undefined };
      const size =
        served.storageKey === file.storageKey
          ? storedSize
          : await app.storage.size(served.storageKey);
      if (size === undefined) return reply.callNotFound();
      return sendStoredFile(app.storage, request.headers, reply, {
        storageKey: served.storageKey,
        size,
        etag: served.etag,
        contentType: file.contentType,
        fileName: file.fileName,
      });
    },
  );
};
