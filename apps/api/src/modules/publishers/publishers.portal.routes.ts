import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';

const tags = ['portal: messages'];

/**
 * Readers' messages to the organisation's catalog publisher in the publisher portal, and the
 * reply by e-mail (docs/publishers.md, "Replies from the portal"). Thin: the scope is the
 * session's organisation and member.
 */
export const publishersPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = () => app.services.publishersPortal;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMessages, {
      tags,
      summary: 'Readers’ messages to the organisation’s publisher, newest first',
    }),
    handler: async (request) =>
      ok(await messages().list(request.requirePublisher(), request.query)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMessage, {
      tags,
      summary: 'One message with its replies',
    }),
    handler: async (request) =>
      ok(await messages().get(request.requirePublisher(), request.params.messageId)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMessageReply, {
      tags,
      summary: 'Reply to a message: kept with it and e-mailed to the sender in their language',
      description:
        'The form’s ClientKey makes it once: the same key again answers the message without a second reply or e-mail.',
    }),
    handler: async (request) =>
      ok(
        await messages().reply(request.requirePublisher(), request.params.messageId, request.body),
      ),
  });
};
