import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** The publisher portal's calls, and only they, look at the portal session. */
const PORTAL_PREFIX = '/portal/';

/**
 * Resolves the `PortalToken` header on portal calls (`/portal/v1/...`, ADR 0019) to a live
 * publisher member's session. A customer's `Token` or a staff token never opens the portal, and a
 * portal token means nothing elsewhere. A `publisher` route answers 401 without a session and 403
 * without its permission, before the body is read or validated. The organisation every portal
 * query is scoped by comes from this session only.
 */
export const portalAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('publisher', undefined);
  app.decorateRequest('requirePublisher', function (this: FastifyRequest) {
    if (this.publisher) return this.publisher;
    throw new AppError('UNAUTHORIZED');
  });

  app.addHook('preParsing', async (request) => {
    if (!request.url.startsWith(PORTAL_PREFIX)) return;
    // Neither a customer's nor a staff member's session reaches portal handlers.
    request.customer = undefined;
    request.sessionToken = undefined;
    request.staff = undefined;
    const value = request.headers[HEADERS.portalToken.toLowerCase()];
    const token = (Array.isArray(value) ? value[0] : value)?.trim();
    if (token) request.publisher = await app.services.portalSessions.authenticate(token);
    const { portalAccess, portalPermission } = request.routeOptions.config;
    if (portalAccess !== 'publisher') return;
    if (!request.publisher) throw new AppError('UNAUTHORIZED');
    if (portalPermission && !request.publisher.permissions.has(portalPermission))
      throw new AppError('FORBIDDEN');
  });
});
