import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const tags = ['admin: customers'];

/** Customers in the back office (docs/back-office.md "Customers"). */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const customers = () => app.services.customersAdmin;

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerList, {
      tags,
      summary: 'Customers, newest first: by id, the start of an e-mail or a part of the name',
    }),
    handler: async (request) => ok(await customers().list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerGet, {
      tags,
      summary: 'One customer: profile, status, coins, books, paid orders and live sessions',
    }),
    handler: async (request) => ok(await customers().get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerShelf, {
      tags,
      summary: "The customer's shelf: each book and how it came there, newest first",
    }),
    handler: async (request) =>
      ok(await customers().shelf(request.params.id, request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerCoins, {
      tags,
      summary: "The customer's coin history as they read it, newest first",
    }),
    handler: async (request) =>
      ok(await customers().coins(request.params.id, request.query, request.locale)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerSessions, {
      tags,
      summary: "The customer's sign-in sessions that still work, newest first",
    }),
    handler: async (request) => ok(await customers().sessions(request.params.id, request.query)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerSessionEnd, {
      tags,
      summary: 'End one session of the customer (audited with the reason)',
    }),
    handler: async (request) =>
      ok(
        await customers().endSession(
          staffActorOf(request),
          request.params.id,
          request.params.sessionId,
          request.body.Reason,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerSessionsEndAll, {
      tags,
      summary: 'End every session and reading-app password of the customer (audited)',
    }),
    handler: async (request) =>
      ok(
        await customers().endAllSessions(
          staffActorOf(request),
          request.params.id,
          request.body.Reason,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerLock, {
      tags,
      summary: 'Lock the account: sessions end, no sign-in works until unlocked (audited)',
    }),
    handler: async (request) =>
      ok(await customers().lock(staffActorOf(request), request.params.id, request.body.Reason)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerUnlock, {
      tags,
      summary: 'Unlock the account (audited)',
    }),
    handler: async (request) =>
      ok(await customers().unlock(staffActorOf(request), request.params.id, request.body.Reason)),
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerExport, {
      tags,
      summary: "The customer's PDPA export, on their request (audited with the reason)",
    }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(
        await customers().exportData(staffActorOf(request), request.params.id, request.body.Reason),
      );
    },
  });

  app.route({
    ...declaredAdminRoute(ADMIN_ROUTES.adminCustomerErase, {
      tags,
      summary: "The customer's PDPA erasure, on their request (audited with the reason)",
    }),
    handler: async (request) =>
      ok(await customers().erase(staffActorOf(request), request.params.id, request.body.Reason)),
  });
};
