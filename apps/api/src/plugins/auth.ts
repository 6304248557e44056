import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session token: the `Token` header, or `Authorization: Bearer` as the second API's redeem and
 * shelf-search calls carry it (spec §6). A staff call's bearer secret is no session and stays a
 * guest's.
 */
const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[HEADERS.token.toLowerCase()];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  if (token) return token;
  const bearer = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
  return bearer || undefined;
};

/**
 * Resolves the `Token` header (spec §7) to a live session. A missing, unknown, expired or revoked
 * token leaves the caller a guest; routes with `config.requireCustomer` (or handlers calling
 * `request.requireCustomer()`) answer 401, which makes the storefront forget the session.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('customer', undefined);
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('requireCustomer', function (this: FastifyRequest) {
    if (this.customer) return this.customer;
    throw new AppError('UNAUTHORIZED');
  });

  // After the rate limiter (onRequest) and the device lookup, before the body is parsed.
  app.addHook('preParsing', async (request) => {
    // The back office and the publisher portal have their own sessions (plugins/staff-auth.ts,
    // plugins/portal-auth.ts); a customer's token is ignored there.
    if (request.url.startsWith('/admin/') || request.url.startsWith('/portal/')) return;
    const token = tokenOf(request);
    if (!token) return;
    request.sessionToken = token;
    request.customer = await app.services.sessions.authenticate(token);
  });

  // Before validation: a guest gets 401, not a list of problems with a body it may not send.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.requireCustomer) request.requireCustomer();
  });
});
