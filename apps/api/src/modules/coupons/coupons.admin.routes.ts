import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: promotions'];

/** Coupons in the back office (docs/coupons.md, docs/back-office.md "Promotions"). */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = () => app.services.couponsAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCouponList, {
      tags,
      summary: 'Coupons, newest first, by code or description and whether they are on',
    }),
    handler: async (request) => ok(await coupons().list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCouponGet, { tags, summary: 'One coupon' }),
    handler: async (request) => ok(await coupons().get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCouponCreate, {
      tags,
      summary: 'Make a coupon (every rule of docs/coupons.md checked together)',
    }),
    handler: async (request) => ok(await coupons().create(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCouponUpdate, {
      tags,
      summary: "Change a coupon's rules, window, limits or targets, or switch it off",
    }),
    handler: async (request) =>
      ok(await coupons().update(staffActorOf(request), request.params.id, request.body)),
  });
};
