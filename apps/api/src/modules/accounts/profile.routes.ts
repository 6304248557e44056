import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';
import { callerOf } from './request-caller.js';

/** The customer's own profile, the PDPA copy of their data, and account deletion (spec §7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  app.route({
    ...declaredRoute(API_ROUTES.profile, {
      tags: ['customer'],
      summary: 'The profile of the signed-in customer',
    }),
    handler: async (request) => ok(await profiles.getProfile(request.requireCustomer().customerId)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.updateProfile, {
      tags: ['customer'],
      summary: 'Update names, gender, birth date, phone and marketing consent',
      description:
        'Fields left out keep their value; null clears them. The e-mail address is not changed here.',
    }),
    handler: async (request) =>
      ok(await profiles.updateProfile(request.requireCustomer().customerId, request.body.Data)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.exportCustomerData, {
      tags: ['customer'],
      summary: 'Download a copy of all the data held about the customer (PDPA)',
    }),
    handler: async (request, reply) => {
      const data = await profiles.exportData(request.requireCustomer());
      reply
        .header('Content-Disposition', 'attachment; filename="nangsue-my-data.json"')
        .header('Cache-Control', 'private, no-store');
      return ok(data);
    },
  });

  app.route({
    ...declaredRoute(API_ROUTES.deactivate, {
      tags: ['customer'],
      summary: 'Delete the account and erase the personal data (PDPA)',
      description:
        'Accounts with a password send it (403 when wrong; it counts as a failed sign-in). Accounts that only sign in with a provider must have signed in within the last 10 minutes. Every session ends; the address can register again.',
    }),
    handler: async (request) =>
      ok(
        await profiles.deactivate(request.requireCustomer(), request.body.Data, callerOf(request)),
      ),
  });
};
