import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { declaredRoute, ok } from '../../lib/declared-route.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The demo gateway's API is authenticated like Omise's: HTTP Basic, the secret key as user name. */
const requireSecretKey = (request: FastifyRequest, secretKey: string): void => {
  const header = request.headers.authorization ?? '';
  const user = header.startsWith('Basic ')
    ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0]
    : undefined;
  if (!user || !timingSafeEqual(digest(user), digest(secretKey)))
    throw new AppError('UNAUTHORIZED', { message: 'demoGateway.badKey' });
};

const ChargeIdParams = z.object({ id: z.string().regex(/^dchg_[a-f0-9]{24}$/) }).strict();
const CreateChargeBody = z
  .object({
    amount: z.int().min(100).max(100_000_000),
    currency: z.enum(['thb', 'THB']),
    method: z.enum(['card', 'promptpay', 'counter']),
    description: z.string().max(200),
    metadata: z.record(z.string().max(40), z.string().max(200)),
    return_uri: z.url({ protocol: /^https?$/ }),
    webhook_uri: z.url({ protocol: /^https?$/ }),
    expires_at: z.iso.datetime({ offset: true }),
    locale: z.enum(['th', 'en']),
  })
  .strict();
const ListQuery = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();
const RefundBody = z.object({ amount: z.int().min(1) }).strict();

/**
 * The demo gateway (docs/buying.md §8), served only while `DEMO_GATEWAY` is on: its own API under
 * `/demo-gateway/charges` (called by the store's demo adapter over HTTP; hidden from the store's
 * OpenAPI document, as a real gateway's API would be), and the tester page's two calls.
 */
export const demoGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.services.demoGateway;
  const hidden = { hide: true } as const;
  const authenticated = {
    onRequest: async (request: FastifyRequest) =>
      requireSecretKey(request, (await gateway.loadSecrets()).secretKey),
  };

  app.post(
    '/demo-gateway/charges',
    { ...authenticated, schema: { ...hidden, body: CreateChargeBody } },
    async (request) => gateway.createCharge(request.body),
  );
  app.get(
    '/demo-gateway/charges',
    { ...authenticated, schema: { ...hidden, querystring: ListQuery } },
    async (request) =>
      gateway.listCharges({
        from: new Date(request.query.from),
        to: new Date(request.query.to),
        offset: request.query.offset,
        limit: request.query.limit,
      }),
  );
  app.get(
    '/demo-gateway/charges/:id',
    { ...authenticated, schema: { ...hidden, params: ChargeIdParams } },
    async (request) => gateway.getCharge(request.params.id),
  );
  app.post(
    '/demo-gateway/charges/:id/expire',
    { ...authenticated, schema: { ...hidden, params: ChargeIdParams } },
    async (request) => gateway.expireCharge(request.params.id),
  );
  app.post(
    '/demo-gateway/charges/:id/refunds',
    { ...authenticated, schema: { ...hidden, params: ChargeIdParams, body: RefundBody } },
    async (request) => gateway.refund(request.params.id, request.body.amount),
  );

  app.route({
    ...declaredRoute(API_ROUTES.demoCharge, {
      tags: ['demo gateway'],
      summary: 'A demo charge as its tester page shows it',
    }),
    handler: async (request) => ok(await gateway.view(request.params.id)),
  });
  app.route({
    ...declaredRoute(API_ROUTES.demoPay, {
      tags: ['demo gateway'],
      summary: 'The tester plays the payer: success, failure, pending then paid, or expiry',
    }),
    handler: async (request) => ok(await gateway.pay(request.params.id, request.body.Data.Outcome)),
  });
};
