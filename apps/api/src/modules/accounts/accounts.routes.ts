import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { callerOf } from './request-caller.js';

/** Password sign-in, sign-out and registration (spec §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;

  app.route({
    ...declaredRoute(API_ROUTES.login, {
      tags: ['customer'],
      summary: 'Sign in with e-mail and password',
      description:
        'Answers the customer and a new session token (send it as the `Token` header). A wrong e-mail or password gives the same 400 either way; an account whose e-mail is not confirmed yet gets 403 and a new confirmation link. Failed sign-ins are limited per account and per IP address (429 with `Retry-After`).',
    }),
    handler: async (request) => ok(await accounts.login(request.body.Data, callerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.logout, {
      tags: ['customer'],
      summary: 'Sign out: the session token stops working at once',
    }),
    handler: async (request) =>
      ok(await accounts.logout(request.customer?.sessionId, request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.loginInfo, {
      tags: ['customer'],
      summary: 'The signed-in customer',
    }),
    handler: async (request) =>
      ok(await accounts.getLoginInfo(request.requireCustomer().customerId)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.register, {
      tags: ['customer'],
      summary: 'Register with e-mail and password',
      description:
        'Always the same 200 message, whether or not the address already has an account: the rest happens by e-mail (a confirmation link for a new or unconfirmed account, an "account exists" notice otherwise). The account can sign in once the link has been opened (POST /v2/customer/verify-email).',
    }),
    handler: async (request) => ok(await accounts.register(request.body.Data, callerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.verifyEmail, {
      tags: ['customer'],
      summary: 'Confirm the e-mail address with the link from the registration e-mail',
      description:
        'The storefront page `/customer/verify-email/{token}/{guid}` sends the two parts of the link. Single use, 48 hours. Signs the customer in like a login.',
    }),
    handler: async (request) =>
      ok(await accounts.verifyEmail(request.body.Data, callerOf(request))),
  });
};
