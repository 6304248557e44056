import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: promotions'];

/** Coin grants and coin packs in the back office (docs/back-office.md, "Promotions"). */
export const coinsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coins = () => app.services.coinsAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinGrantList, {
      tags,
      summary: "Staff grants of coins, newest first (all, or one customer's)",
    }),
    handler: async (request) => ok(await coins().grants(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinGrantCreate, {
      tags,
      summary: 'Grant a customer coins with a reason (once per client key)',
    }),
    handler: async (request) => ok(await coins().grant(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinPackList, {
      tags,
      summary: 'Coin packs, those on sale first, in their shop order',
    }),
    handler: async (request) => ok(await coins().packs(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinPackGet, { tags, summary: 'One coin pack' }),
    handler: async (request) => ok(await coins().pack(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinPackCreate, {
      tags,
      summary: 'Put a coin pack on sale (at par, plus bonus coins)',
    }),
    handler: async (request) => ok(await coins().createPack(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCoinPackUpdate, {
      tags,
      summary: 'Rename, reorder, or switch a coin pack on or off (its terms never change)',
    }),
    handler: async (request) =>
      ok(await coins().updatePack(staffActorOf(request), request.params.id, request.body)),
  });
};
