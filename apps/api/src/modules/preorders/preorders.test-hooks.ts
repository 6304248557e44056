import {
  PreorderTestArmBodySchema,
  PreorderTestArmResponseSchema,
  PreorderTestReleaseBodySchema,
  PreorderTestReleaseResponseSchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/declared-route.js';

/**
 * Test-only (ENABLE_TEST_FAULTS=true, refused in production by env validation): the journeys'
 * "release day has come" for one book. Hidden from the documentation and the route table.
 */
export const preordersTestHooks: FastifyPluginAsyncZod<{
  /** Writes a demo book's generated files when it has none (the journeys' store writes a few). */
  writeDemoFiles: (bookId: number) => Promise<void>;
}> = async (app, options) => {
  app.post(
    '/v2/test/preorders/release',
    {
      schema: {
        hide: true,
        body: PreorderTestReleaseBodySchema,
        response: { 200: PreorderTestReleaseResponseSchema },
      },
    },
    async (request) => {
      await options.writeDemoFiles(request.body.Data.BookId);
      return ok({
        Delivered: await app.services.preorders.releaseBookNow(request.body.Data.BookId),
      });
    },
  );
  // A journey retried in the same store: its pre-order, released by the first attempt, is one again.
  app.post(
    '/v2/test/preorders/arm',
    {
      schema: {
        hide: true,
        body: PreorderTestArmBodySchema,
        response: { 200: PreorderTestArmResponseSchema },
      },
    },
    async (request) => {
      const result = await app.services.preorders.rearmForTest(
        request.body.Data.RecordReference,
        request.body.Data.Days,
      );
      if (!result) throw new AppError('NOT_FOUND', { message: 'preorders.notFound' });
      return ok({ BookId: result.bookId, Armed: result.armed });
    },
  );
};
