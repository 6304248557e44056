import type { FastifyRequest } from 'fastify';
import type { Caller } from './accounts.service.js';

/** What the account services need to know about the caller of a request. */
export const callerOf = (request: FastifyRequest): Caller => ({
  ipAddress: request.ip,
  deviceId: request.device?.id ?? null,
  userAgent: request.headers['user-agent'] ?? null,
  locale: request.locale,
});
