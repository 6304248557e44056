import { SetLanguageParamsSchema, SetLanguageResponseSchema } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/setlanguage/:language',
    {
      config: { requireDevice: true },
      schema: {
        tags: ['common'],
        summary: 'Save the language of this device (th or en)',
        params: SetLanguageParamsSchema,
        response: { 200: SetLanguageResponseSchema },
      },
    },
    async (request) => {
      const language = await app.services.devices.setLanguage({
        deviceId: request.requireDevice().id,
        language: request.params.language,
      });
      request.locale = language;
      return { Data: { Language: language }, ErrorList: [] };
    },
  );
};
