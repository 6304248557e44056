import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const EtaxParams = z.object({ number: z.string().regex(/^TX-\d{4}-\d{6}$/) }).strict();

/**
 * `GET /v2/order/etax/{number}` (docs/receipts.md "e-Tax Invoice"): the customer's own full tax
 * invoice as the signed PDF/A-3 e-Tax Invoice, issued on the first ask if the job has not done it
 * yet (one per receipt), then always the same stored bytes. Another customer's number, or a
 * document that is not a live full tax invoice, is 404. A file call like the receipt's; hidden
 * from the OpenAPI document of store calls.
 */
export const etaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/order/etax/:number',
    { schema: { hide: true, params: EtaxParams }, config: { requireCustomer: true } },
    async (request, reply) => {
      const { number, pdf } = await app.services.etax.customerPdf(
        request.requireCustomer().customerId,
        request.params.number,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${number}-etax.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
