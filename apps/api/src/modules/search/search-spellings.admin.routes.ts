import { SEARCH_SPELLINGS_ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: catalog'];

/**
 * The spellings search treats as one, in the back office (issue 28, docs/back-office.md
 * "Spellings staff add"): thin routes over `services.searchSpellingsAdmin`; the staff-auth plugin
 * has checked the session and the permission (catalog.read / catalog.write) before any body is read.
 */
export const searchSpellingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const spellings = () => app.services.searchSpellingsAdmin;
  const R = SEARCH_SPELLINGS_ADMIN_ROUTES;

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingGroupList, {
      tags,
      summary: 'Spelling groups: a page, the newest first (Q finds a spelling that contains it)',
    }),
    handler: async (request) => ok(await spellings().list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingGroupGet, {
      tags,
      summary: 'A spelling group with its spellings',
    }),
    handler: async (request) => ok(await spellings().get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingGroupCreate, {
      tags,
      summary: 'A new spelling group; each spelling normalised, 409 when one is in a group already',
    }),
    handler: async (request) => ok(await spellings().create(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingGroupDelete, {
      tags,
      summary: 'Removes a spelling group with all its spellings (audited)',
    }),
    handler: async (request) =>
      ok(await spellings().deleteGroup(staffActorOf(request), request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingAdd, {
      tags,
      summary: 'One more spelling in a group; 409 when it is in a group already',
    }),
    handler: async (request) =>
      ok(await spellings().add(staffActorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSearchSpellingDelete, {
      tags,
      summary: 'Removes one spelling; the group goes with its last spelling (Data is null then)',
    }),
    handler: async (request) =>
      ok(
        await spellings().removeSpelling(
          staffActorOf(request),
          request.params.id,
          request.params.spellingId,
        ),
      ),
  });
};
