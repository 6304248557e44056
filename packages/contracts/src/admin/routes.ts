import { PASSKEY_ADMIN_ROUTES } from './auth.js';
import { CAMPAIGNS_ADMIN_ROUTES } from './campaigns.js';
import { CATALOG_ADMIN_ROUTES } from './catalog.js';
import { CONTENT_ADMIN_ROUTES } from './content.js';
import { CUSTOMERS_ADMIN_ROUTES } from './customers.js';
import { HOME_ADMIN_ROUTES } from './home.js';
import { OPERATIONS_ADMIN_ROUTES } from './operations.js';
import { ORDERS_ADMIN_ROUTES } from './orders.js';
import { PREORDERS_ADMIN_ROUTES } from './preorders.js';
import { PROMOTIONS_ADMIN_ROUTES } from './promotions.js';
import { REPORTS_ADMIN_ROUTES } from './reports.js';
import type { AdminRoute } from './route.js';
import { ROYALTIES_ADMIN_ROUTES } from './royalties.js';
import { SEARCH_SPELLINGS_ADMIN_ROUTES } from './search-spellings.js';
import { STAFF_ADMIN_ROUTES } from './staff.js';
import { SUBMISSIONS_ADMIN_ROUTES } from './submissions.js';

/**
 * Every call of the back-office API, by name: one table per area, joined here. The API's
 * `route-table.test.ts` fails when it serves an admin call this table does not declare, or the
 * other way round; the role matrix test walks every entry.
 */
export const ADMIN_ROUTES = {
  ...STAFF_ADMIN_ROUTES,
  ...PASSKEY_ADMIN_ROUTES,
  ...CATALOG_ADMIN_ROUTES,
  ...HOME_ADMIN_ROUTES,
  ...SEARCH_SPELLINGS_ADMIN_ROUTES,
  ...ORDERS_ADMIN_ROUTES,
  ...PROMOTIONS_ADMIN_ROUTES,
  ...CAMPAIGNS_ADMIN_ROUTES,
  ...CONTENT_ADMIN_ROUTES,
  ...CUSTOMERS_ADMIN_ROUTES,
  ...OPERATIONS_ADMIN_ROUTES,
  ...REPORTS_ADMIN_ROUTES,
  ...ROYALTIES_ADMIN_ROUTES,
  ...SUBMISSIONS_ADMIN_ROUTES,
  ...PREORDERS_ADMIN_ROUTES,
} as const satisfies Record<string, AdminRoute>;

export type AdminRouteName = keyof typeof ADMIN_ROUTES;
