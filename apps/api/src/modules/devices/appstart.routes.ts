import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const appStartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(API_ROUTES.appStart, {
      tags: ['device'],
      summary: 'Register this device and get its id',
      description:
        'Call once when no device id is stored. Send the returned `Data.DeviceId` in the `DeviceId` header of every later call.',
    }),
    handler: async (request) =>
      ok(
        await app.services.devices.registerDevice({
          deviceTypeId: request.body.Data.DeviceTypeId,
          language: request.locale,
        }),
      ),
  });
};
