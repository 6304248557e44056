import { IDEMPOTENCY_KEY_HEADER } from '@nangsue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The HTTP side of an idempotent buying call (confirm, repay, cancel): its key, what the gateways
 * may learn of the payer, and a replayed answer. Checkout's and orders' routes share them.
 */

/** The header telling a retried confirm or repay that it got the first request's answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** What the payment gateways may learn of the customer: their real address and browser. */
export const startContextOf = (request: FastifyRequest) => ({
  customerIp: request.ip,
  ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
});

export const sendAnswer = (
  reply: FastifyReply,
  answer: { status: number; body: unknown; replayed: boolean },
) => {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
};
