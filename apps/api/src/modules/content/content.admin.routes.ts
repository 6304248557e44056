import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: content'];

/** The contact-us inbox in the back office (docs/back-office.md, "Content and moderation"). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = () => app.services.contentAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContactMessageList, {
      tags,
      summary: 'Contact-us messages, unhandled first',
    }),
    handler: async (request) => ok(await inbox().list(request.locale, request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContactMessageGet, {
      tags,
      summary: 'One contact-us message with its replies',
    }),
    handler: async (request) => ok(await inbox().get(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContactMessageReply, {
      tags,
      summary: 'Reply to a contact-us message (e-mailed to the sender; marks it handled)',
    }),
    handler: async (request) =>
      ok(
        await inbox().reply(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body.Body,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContentPageList, {
      tags,
      summary: 'Content pages (how-to, purchase process, terms, policy), both languages',
    }),
    handler: async (request) => ok(await inbox().pageList(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContentPageGet, {
      tags,
      summary: 'One content page with its Markdown',
    }),
    handler: async (request) => ok(await inbox().pageGet(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminContentPageUpdate, {
      tags,
      summary: "Save a content page's text (shown on the store at its next read)",
    }),
    handler: async (request) =>
      ok(await inbox().pageUpdate(staffActorOf(request), request.params.id, request.body)),
  });
};
