import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { HEADERS } from '@nangsue/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas (the contracts), served at /docs and /docs/json. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nangsue store API',
        version: '2.0.0',
        description:
          'Main service (`/v2`, `/appstart`, `/common`) and second API (`/v1`). Every response is `{Data, ErrorList}`. ' +
          `Send \`${HEADERS.deviceId}\` (from POST /appstart), \`${HEADERS.deviceTypeId}: 20\`, \`${HEADERS.language}: th|en\` and, when logged in, \`${HEADERS.token}\`. See docs/api.md.`,
      },
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: HEADERS.token },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
});
