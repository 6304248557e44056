import { PassThrough } from 'node:stream';
import {
  API_ROUTES,
  FILE_ROUTES,
  PENDING_READING_EVENT,
  PendingFileQuerySchema,
  PendingReaderParamsSchema,
  PendingStatusParamsSchema,
  type PendingReadingStatus,
} from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { sendStoredFile } from '../reading/index.js';
import { createOrderWatch } from './order-watch.js';
import { createPendingPreviews } from './pending-preview.js';
import { toPendingStatus } from './pending-reading.service.js';

const customerOf = (request: FastifyRequest) => request.requireCustomer().customerId;

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Read while you pay (docs/reader.md "Read while you pay"): what the reader opens for a pending
 * order's book, the preview file (only the cut artifact, never the stored book), and the order's
 * state as server-sent events that say when it is paid or closed.
 */
export const pendingReadingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.pendingReading;
  const previews = createPendingPreviews(app.storage, app.log);
  const watch = createOrderWatch({ states: (ids) => service.states(ids), log: app.log });
  /** Open streams, ended when the server closes (an open stream would hold its shutdown). */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => watch.close());

  app.route({
    ...declaredRoute(API_ROUTES.pendingReaderBook, {
      tags: ['reader'],
      summary:
        'A pending order’s book in the reader: its preview (the first chapters up to the book’s share) while the payment waits',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(
        await service.readerBook(
          customerOf(request),
          request.params.productId,
          { orderId: request.query.orderId, format: request.query.format },
          request.locale,
        ),
      );
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.pendingBooks, {
      tags: ['reader'],
      summary:
        'The customer’s books readable while paying: books of their orders waiting for a PromptPay or counter payment',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.waitingBooks(customerOf(request), request.locale));
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.pendingReadingStatus, {
      tags: ['reader'],
      summary:
        'Where the customer’s order stands for reading while paying: pending, paid or closed',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.status(customerOf(request), request.params.id, request.locale));
    },
  });

  /**
   * `GET /v2/reader/{productId}/while-paying/file?orderId=&format=`: the pending preview file (a
   * separate artifact cut to the book's share), by ranges; the order's customer only, while the
   * order is `PD` with a waiting attempt. The storefront's `/reader-files/{id}/while-paying`
   * streams it.
   */
  app.get(
    FILE_ROUTES.pendingReaderFile.path,
    {
      schema: {
        hide: true,
        params: PendingReaderParamsSchema,
        querystring: PendingFileQuerySchema,
      },
      config: { requireCustomer: true, rateLimit: { max: app.env.RATE_LIMIT_MAX * 10 } },
    },
    async (request, reply) => {
      const source = await service.file(
        customerOf(request),
        request.params.productId,
        request.query.orderId,
        request.query.format,
      );
      const preview = await previews.of(source.file, source.percent);
      if (!preview) return reply.callNotFound();
      return sendStoredFile(app.storage, request.headers, reply, {
        storageKey: preview.storageKey,
        size: preview.size,
        etag: preview.etag,
        contentType: source.file.format === 'EPUB' ? 'application/epub+zip' : 'application/pdf',
        fileName: source.fileName,
      });
    },
  );

  /**
   * `GET /v2/order/{id}/reading-events`: server-sent events (`event: status`, data a
   * `PendingReadingStatus`), the first at once, then each change read from PostgreSQL
   * (order-watch.ts), so it works whichever API process applied the payment; the stream ends
   * once the order is paid or closed. The storefront's `/reader-files/{id}/while-paying/events`
   * passes it on.
   */
  app.get(
    FILE_ROUTES.pendingReadingEvents.path,
    {
      schema: { hide: true, params: PendingStatusParamsSchema },
      config: { requireCustomer: true },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const customerId = customerOf(request);
      const orderId = request.params.id;
      const { locale } = request;
      const first = await service.status(customerId, orderId, locale);
      const stream = new PassThrough();
      const send = (status: PendingReadingStatus) =>
        stream.write(`event: ${PENDING_READING_EVENT}\ndata: ${JSON.stringify(status)}\n\n`);
      stream.write('retry: 3000\n\n');
      send(first);
      if (first.State !== 'pending') stream.end();
      else {
        let last = JSON.stringify(first);
        const heartbeat = setInterval(() => stream.write(': waiting\n\n'), HEARTBEAT_MS);
        let stop = () => {};
        const done = () => {
          open.delete(done);
          stop();
          clearInterval(heartbeat);
          if (!stream.writableEnded) stream.end();
        };
        open.add(done);
        stop = watch.watch(orderId, (row) => {
          if (row.customerId !== customerId) return;
          const status = toPendingStatus(row, locale);
          const json = JSON.stringify(status);
          if (json === last) return;
          last = json;
          send(status);
          if (status.State !== 'pending') done();
        });
        reply.raw.on('close', done);
      }
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'private, no-store, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(stream);
    },
  );
};
