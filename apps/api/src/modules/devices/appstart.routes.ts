import { AppStartBodySchema, AppStartResponseSchema } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const appStartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/appstart',
    {
      schema: {
        tags: ['device'],
        summary: 'Register this device and get its id',
        description:
          'Call once when no device id is stored. Send the returned `Data.DeviceId` in the `DeviceId` header of every later call.',
        body: AppStartBodySchema,
        response: { 200: AppStartResponseSchema },
      },
    },
    async (request) => ({
      Data: await app.services.devices.registerDevice({
        deviceTypeId: request.body.Data.DeviceTypeId,
        language: request.locale,
      }),
      ErrorList: [],
    }),
  );
};
