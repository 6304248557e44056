import {
  LoginBodySchema,
  LoginInfoResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  VerifyEmailBodySchema,
} from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from './request-caller.js';

/** Password sign-in, sign-out and registration (spec §7). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;

  app.post(
    '/v2/customer/login',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sign in with e-mail and password',
        description:
          'Answers the customer and a new session token (send it as the `Token` header). A wrong e-mail or password gives the same 400 either way; an account whose e-mail is not confirmed yet gets 403 and a new confirmation link. Failed sign-ins are limited per account and per IP address (429 with `Retry-After`).',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => ({
      Data: await accounts.login(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/customer/logout',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sign out: the session token stops working at once',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      Data: await accounts.logout(request.customer?.sessionId, request.locale),
      ErrorList: [],
    }),
  );

  app.get(
    '/v2/customer/login-info',
    {
      config: { requireCustomer: true },
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        response: { 200: LoginInfoResponseSchema },
      },
    },
    async (request) => ({
      Data: await accounts.getLoginInfo(request.requireCustomer().customerId),
      ErrorList: [],
    }),
  );

  app.post(
    '/v2/customer/register',
    {
      schema: {
        tags: ['customer'],
        summary: 'Register with e-mail and password',
        description:
          'Always the same 200 message, whether or not the address already has an account: the rest happens by e-mail (a confirmation link for a new or unconfirmed account, an "account exists" notice otherwise). The account can sign in once the link has been opened (POST /v2/customer/verify-email).',
        body: RegisterBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => ({
      Data: await accounts.register(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  );

  app.post(
    '/v2/customer/verify-email',
    {
      schema: {
        tags: ['customer'],
        summary: 'Confirm the e-mail address with the link from the registration e-mail',
        description:
          'The storefront page `/customer/verify-email/{token}/{guid}` sends the two parts of the link. Single use, 48 hours. Signs the customer in like a login.',
        body: VerifyEmailBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => ({
      Data: await accounts.verifyEmail(request.body.Data, callerOf(request)),
      ErrorList: [],
    }),
  );
};
