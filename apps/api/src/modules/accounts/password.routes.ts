import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../lib/declared-route.js';
import { callerOf } from './request-caller.js';

/** Changing a password, and resetting a forgotten one through an e-mailed link (spec §7). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwords = app.services.passwords;

  app.route({
    ...declaredRoute(API_ROUTES.changePassword, {
      tags: ['customer'],
      summary: 'Change the password (the other sessions end)',
    }),
    handler: async (request) => ({
      Data: await passwords.changePassword(
        request.requireCustomer(),
        request.body.Data,
        callerOf(request),
      ),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.resetPassword, {
      tags: ['customer'],
      summary: 'Forgot password: e-mail a reset link',
      description:
        'Always the same 200 message. When the address has an account, a link to `/reset-password/{token}/{guid}` (30 minutes, single use) is e-mailed. Limited per address and per IP address (429).',
    }),
    handler: async (request) => ({
      Data: await passwords.requestReset(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.validateResetLink, {
      tags: ['customer'],
      summary: 'Check a reset link before showing the new-password form',
      description: 'One 404 for unknown, used, expired and mismatched links.',
    }),
    handler: async (request) => ({
      Data: await passwords.validateReset(request.params),
      ErrorList: [],
    }),
  });

  app.route({
    ...declaredRoute(API_ROUTES.confirmResetPassword, {
      tags: ['customer'],
      summary: 'Set a new password with a reset link (ends every session)',
    }),
    handler: async (request) => ({
      Data: await passwords.confirmReset(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  });
};
