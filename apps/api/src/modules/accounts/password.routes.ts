import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { callerOf } from './request-caller.js';

/**
 * Changing a password, resetting a forgotten one through an e-mailed link (spec §7), and signing in
 * with an e-mailed one-time link.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwords = app.services.passwords;

  app.route({
    ...declaredRoute(API_ROUTES.changePassword, {
      tags: ['customer'],
      summary: 'Change the password (the other sessions end)',
    }),
    handler: async (request) =>
      ok(
        await passwords.changePassword(
          request.requireCustomer(),
          request.body.Data,
          callerOf(request),
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.resetPassword, {
      tags: ['customer'],
      summary: 'Forgot password: e-mail a reset link',
      description:
        'Always the same 200 message. When the address has an account, a link to `/reset-password/{token}/{guid}` (30 minutes, single use) is e-mailed. Limited per address and per IP address (429).',
    }),
    handler: async (request) =>
      ok(await passwords.requestReset(request.body.Data, callerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.requestSignInLink, {
      tags: ['customer'],
      summary: 'E-mail a one-time sign-in link',
      description:
        'Always the same 200 message. A verified account gets a link to `/customer/signin-link/{token}/{guid}` (20 minutes, single use): the way in when failed sign-ins from elsewhere lock the password out. Limited per IP address (429) and per account (past it nothing is sent).',
    }),
    handler: async (request) =>
      ok(await app.services.signInLinks.requestLink(request.body.Data, callerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.signInWithLink, {
      tags: ['customer'],
      summary: 'Sign in with an e-mailed sign-in link (a new session on this device)',
      description: 'One 404 for unknown, used, expired and mismatched links.',
    }),
    handler: async (request) =>
      ok(await app.services.signInLinks.signIn(request.body.Data, callerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.validateResetLink, {
      tags: ['customer'],
      summary: 'Check a reset link before showing the new-password form',
      description: 'One 404 for unknown, used, expired and mismatched links.',
    }),
    handler: async (request) => ok(await passwords.validateReset(request.params)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.confirmResetPassword, {
      tags: ['customer'],
      summary: 'Set a new password with a reset link (ends every session)',
    }),
    handler: async (request) =>
      ok(await passwords.confirmReset(request.body.Data, callerOf(request))),
  });
};
