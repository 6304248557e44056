import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...declaredRoute(
      API_ROUTES.setLanguage,
      { tags: ['common'], summary: 'Save the language of this device (th or en)' },
      { requireDevice: true },
    ),
    handler: async (request) => {
      const language = await app.services.devices.setLanguage({
        deviceId: request.requireDevice().id,
        language: request.params.language,
      });
      request.locale = language;
      return ok({ Language: language });
    },
  });
};
