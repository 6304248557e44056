import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';

/**
 * The portal's side of a preview (docs/reader.md "Preview", ADR 0019): a member asks for a
 * one-time link that opens one of their organisation's titles in the store's reader.
 */
export const previewPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preview } = app.services;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalTitlePreview, {
      tags: ['portal: titles'],
      summary: 'A one-time link that opens the title in the store’s reader, watermarked for you',
      description:
        'The storefront address (`/preview/<token>`, `/en/...` in English) opens once within `ExpiresAt` (10 minutes) into a reading of `ReadingMinutes`. Published or not; another organisation’s title is 404; a title without a file 409.',
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(
        await preview.createLink(request.requirePublisher(), request.params.bookId, request.locale),
      );
    },
  });
};
