import {
  API_ROUTES,
  BookFileFormatSchema,
  PREVIEW_SESSION_HEADER,
  PREVIEW_TOKEN_PATTERN,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { parseByteRange } from '../reading/index.js';

const PreviewFileParams = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});
const PreviewFileQuery = z.object({ format: BookFileFormatSchema.default('EPUB') }).strict();

/** Nothing of a preview is kept by a shared cache, nor by the browser beyond the page. */
const PRIVATE = 'private, no-store';

/**
 * A publisher member's preview of their title in the store's reader (docs/reader.md "Preview"):
 * the storefront server's calls that open the portal's one-time link (preview.portal.routes.ts)
 * and read the book. Never a customer's session: the reading session is the credential.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preview } = app.services;

  app.route({
    ...declaredRoute(API_ROUTES.previewOpen, {
      tags: ['reader'],
      summary:
        'The storefront opens a preview link, once: answers the reading session for its HttpOnly cookie',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return ok(await preview.open(request.body.Data.Token, { ip: request.ip }));
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.previewBook, {
      tags: ['reader'],
      summary:
        'What the reader opens for a preview’s reading session (the whole book, nothing saved)',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return ok(
        await preview.readerBook(
          request.body.Data.Session,
          request.params.productId,
          { format: request.query.format },
          request.locale,
        ),
      );
    },
  });

  /**
   * `GET /v2/preview/book/{productId}/file?format=EPUB|PDF` with the reading session in the
   * `PreviewSession` header: the book's file stamped as a buyer's copy, for the member. A PDF by
   * ranges (pdf.js), an EPUB whole. Not an `{Data, ErrorList}` call: the storefront's
   * `/preview-files/{productId}` streams it.
   */
  app.get(
    '/v2/preview/book/:productId/file',
    {
      schema: { hide: true, params: PreviewFileParams, querystring: PreviewFileQuery },
      // As the reader's file: pdf.js reads a PDF in 64 KB ranges.
      config: { rateLimit: { max: app.env.RATE_LIMIT_MAX * 10 } },
    },
    async (request, reply) => {
      const value = request.headers[PREVIEW_SESSION_HEADER.toLowerCase()];
      const session = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
      if (!PREVIEW_TOKEN_PATTERN.test(session))
        throw new AppError('NOT_FOUND', { message: 'preview.ended' });
      const file = await preview.file(session, request.params.productId, request.query.format);
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `inline; filename="${file.fileName}"`)
        .header('Cache-Control', PRIVATE);
      // An EPUB is stamped as it streams: its length is not known, ranges are not served.
      if (file.size === null) return reply.send(await file.stream());
      reply.header('Accept-Ranges', 'bytes');
      // No validator to compare an If-Range with: such a request gets the whole file.
      const range =
        request.headers['if-range'] === undefined
          ? parseByteRange(request.headers.range, file.size)
          : undefined;
      if (range === 'unsatisfiable')
        return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
      if (range)
        reply
          .code(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('Content-Length', range.end - range.start + 1);
      else reply.header('Content-Length', file.size);
      return reply.send(await file.stream(range));
    },
  );
};
