import { CAMPAIGNS_ADMIN_ROUTES } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const TAGS = ['admin: promotions'];

/**
 * Price campaigns in the back office (issue 24, docs/back-office.md "Campaign prices"): thin
 * routes over `services.priceCampaigns`; the staff-auth plugin has checked the session and the
 * permission (promotions.read / promotions.write) before any body is read.
 */
export const priceCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const campaigns = app.services.priceCampaigns;
  const R = CAMPAIGNS_ADMIN_ROUTES;

  app.route({
    ...declaredAdminRoute(R.adminPriceCampaignList, {
      tags: TAGS,
      summary: 'Price campaigns: a page of the list (search the name, filter by status)',
    }),
    handler: async (request) => ok(await campaigns.list(request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminPriceCampaignGet, {
      tags: TAGS,
      summary: 'A price campaign with its rule, window, selection and counts',
    }),
    handler: async (request) => ok(await campaigns.get(request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminPriceCampaignCreate, {
      tags: TAGS,
      summary:
        'Makes a campaign: writes the sale plan of each book it can take (books in another sale are skipped and counted)',
    }),
    handler: async (request) => ok(await campaigns.create(staffActorOf(request), request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminPriceCampaignStop, {
      tags: TAGS,
      summary: 'Stops a campaign now: the plans it still holds are cleared, regular prices return',
    }),
    handler: async (request) =>
      ok(await campaigns.stop(staffActorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminPriceCampaignBookList, {
      tags: TAGS,
      summary: "A campaign's books: what came of each, its regular, campaign and current price",
    }),
    handler: async (request) => ok(await campaigns.listBooks(request.query)),
  });
};
