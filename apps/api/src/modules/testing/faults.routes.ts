import { FaultBodySchema, FaultListResponseSchema, FaultResponseSchema } from '@nangsue/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/declared-route.js';
import { translate } from '../../lib/messages.js';
import { createFaultTable } from './faults.js';

const FAULTS_PATH = '/v2/test/faults';

/**
 * Test-only fault injection (ENABLE_TEST_FAULTS=true, refused in production by env validation).
 * Lets end-to-end tests make a real route fail N times and count how often a client called it.
 * Not encapsulated, so its hook sees every route.
 */
export const testFaultsPlugin = fp(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const table = createFaultTable();

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === FAULTS_PATH) return;
    const status = table.hit(request.method, path);
    if (status === undefined) return;
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        Data: null,
        ErrorList: [translate(request.locale, 'testing.injectedFault', { status })],
      });
  });

  app.post(
    FAULTS_PATH,
    { schema: { hide: true, body: FaultBodySchema, response: { 200: FaultResponseSchema } } },
    async (request) => {
      const { Method, Path, Status, Times } = request.body.Data;
      return ok(table.set({ method: Method, path: Path, status: Status, times: Times }));
    },
  );

  app.get(
    FAULTS_PATH,
    { schema: { hide: true, response: { 200: FaultListResponseSchema } } },
    async () => ok(table.list()),
  );

  app.delete(
    FAULTS_PATH,
    { schema: { hide: true, response: { 200: FaultListResponseSchema } } },
    async () => {
      table.clear();
      return ok([]);
    },
  );
});
