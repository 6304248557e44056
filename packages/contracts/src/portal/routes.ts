import { AUTH_PORTAL_ROUTES } from './auth.js';
import { BULK_PORTAL_ROUTES } from './bulk.js';
import { MEMBERS_PORTAL_ROUTES } from './members.js';
import { MONEY_PORTAL_ROUTES } from './money.js';
import { PREVIEW_PORTAL_ROUTES } from './preview.js';
import type { PortalRoute } from './route.js';
import { SALES_PORTAL_ROUTES } from './sales.js';
import { TITLES_PORTAL_ROUTES } from './titles.js';

/**
 * Every call of the publisher portal's API, by name: one table per area, joined here. The API's
 * route-table test fails when it serves a portal call this table does not declare, or the other
 * way round; the cross-organisation test walks every entry.
 */
export const PORTAL_ROUTES = {
  ...AUTH_PORTAL_ROUTES,
  ...MEMBERS_PORTAL_ROUTES,
  ...TITLES_PORTAL_ROUTES,
  ...BULK_PORTAL_ROUTES,
  ...PREVIEW_PORTAL_ROUTES,
  ...SALES_PORTAL_ROUTES,
  ...MONEY_PORTAL_ROUTES,
} as const satisfies Record<string, PortalRoute>;

export type PortalRouteName = keyof typeof PORTAL_ROUTES;
