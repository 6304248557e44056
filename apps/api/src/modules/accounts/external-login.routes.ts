import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const externalLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.externalLogin, {
      tags: ['customer'],
      summary: 'Sign in (or link, with a Token) with Google, Facebook or Apple',
      description:
        'Google and Apple: send the OpenID Connect `IdToken` and the `Nonce` of the authorization request. Facebook: send the `AccessToken`. `ExternalIdentifier` must be the subject the token names. Without a `Token` header the customer the identity belongs to is signed in (a new account is made for a new identity, never by matching a verified e-mail address); with one, the identity is linked to that customer (a `Token` of an ended session: 401). Every refused provider token gets the same 401.',
    }),
    handler: async (request) =>
      ok(
        await app.services.externalLogins.signIn({
          data: request.body.Data,
          caller: request.customer,
          isSessionTokenSent: request.sessionToken !== undefined,
          locale: request.locale,
          context: {
            deviceId: request.device?.id ?? null,
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          },
          log: request.log,
        }),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.removeSocial, {
      tags: ['customer'],
      summary: 'Unlink a sign-in provider',
      description:
        'Refused with 409 when it is the only way left to sign in (no password, no other provider).',
    }),
    handler: async (request) =>
      ok({
        ExternalLogins: await app.services.externalLogins.removeProvider({
          customerId: request.requireCustomer().customerId,
          providerSystemName: request.body.Data.ProviderSystemName,
        }),
      }),
  });
};
