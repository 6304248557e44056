import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ReceiptParams = z
  .object({ number: z.string().regex(/^(RC|TX|RV|CN)-\d{4}-\d{6}$/) })
  .strict();

/**
 * `GET /v2/order/receipt/{number}` (docs/buying.md §17.4): the receipt or tax invoice of the
 * customer's own order as a PDF, rendered from the snapshot taken when it was issued. Another
 * customer's number is 404. Not an `{Data, ErrorList}` call: the storefront's `/receipts/{number}`
 * streams it with the reader's session; hidden from the OpenAPI document of store calls.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/order/receipt/:number',
    { schema: { hide: true, params: ReceiptParams }, config: { requireCustomer: true } },
    async (request, reply) => {
      const { number, pdf } = await app.services.orders.receiptPdf(
        request.requireCustomer().customerId,
        request.params.number,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
