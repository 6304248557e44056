import {
  ChangePasswordBodySchema,
  ConfirmResetPasswordBodySchema,
  MessageResponseSchema,
  ResetLinkParamsSchema,
  ResetLinkResponseSchema,
  ResetPasswordBodySchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from './request-caller.js';

/** Changing a password, and resetting a forgotten one through an e-mailed link (spec §7). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwords = app.services.passwords;

  app.post(
    '/v2/customer/changepassword',
    {
      config: { requireCustomer: true },
      schema: {
        tags: ['customer'],
        summary: 'Change the password (the other sessions end)',
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      Data: await passwords.changePassword(
        request.requireCustomer(),
        request.body.Data,
        callerOf(request),
      ),
      ErrorList: [],
    }),
  );

  app.post(
    '/v2/customer/reset-password',
    {
      schema: {
        tags: ['customer'],
        summary: 'Forgot password: e-mail a reset link',
        description:
          'Always the same 200 message. When the address has an account, a link to `/reset-password/{token}/{guid}` (30 minutes, single use) is e-mailed. Limited per address and per IP address (429).',
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      Data: await passwords.requestReset(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/customer/validate-reset-password/:token/:guid',
    {
      schema: {
        tags: ['customer'],
        summary: 'Check a reset link before showing the new-password form',
        description: 'One 404 for unknown, used, expired and mismatched links.',
        params: ResetLinkParamsSchema,
        response: { 200: ResetLinkResponseSchema },
      },
    },
    async (request) => ({
      Data: await passwords.validateReset(request.params),
      ErrorList: [],
    }),
  );

  app.post(
    '/v2/customer/confirm-reset-password',
    {
      schema: {
        tags: ['customer'],
        summary: 'Set a new password with a reset link (ends every session)',
        body: ConfirmResetPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      Data: await passwords.confirmReset(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  );
};
