import { accountsMessages } from './modules/accounts/accounts.messages.js';
import { customersAdminMessages } from './modules/accounts/customers-admin.messages.js';
import { operationsMessages } from './modules/operations/operations.messages.js';
import { externalLoginMessages } from './modules/accounts/external-login.messages.js';
import { addressesMessages } from './modules/addresses/addresses.messages.js';
import { appPasswordsMessages } from './modules/app-passwords/app-passwords.messages.js';
import { basketMessages } from './modules/basket/basket.messages.js';
import { coinsMessages } from './modules/coins/coins.messages.js';
import { contentMessages } from './modules/content/content.messages.js';
import { couponsMessages } from './modules/coupons/coupons.messages.js';
import { downloadsMessages } from './modules/downloads/downloads.messages.js';
import { libraryMessages } from './modules/library/library.messages.js';
import { opdsMessages } from './modules/opds/opds.messages.js';
import { ordersMessages } from './modules/orders/orders.messages.js';
import { ordersAdminMessages } from './modules/orders/orders-admin.messages.js';
import { publishersMessages } from './modules/publishers/publishers.messages.js';
import { redeemMessages } from './modules/redeem/redeem.messages.js';
import { reviewsMessages } from './modules/reviews/reviews.messages.js';
import { reportsMessages } from './modules/reports/reports.messages.js';
import { royaltiesMessages } from './modules/royalties/royalties.messages.js';
import { salesStatsMessages } from './modules/sales-stats/sales-stats.messages.js';
import { portalMessages } from './modules/portal/portal.messages.js';
import { previewMessages } from './modules/preview/preview.messages.js';
import { pendingReadingMessages } from './modules/pending-reading/pending-reading.messages.js';
import { staffMessages } from './modules/staff/staff.messages.js';
import { wishlistMessages } from './modules/wishlist/wishlist.messages.js';
import { preordersMessages } from './modules/preorders/preorders.messages.js';
import { notificationsMessages } from './modules/notifications/notifications.messages.js';
import { catalogAdminMessages } from './modules/catalog-import/catalog-admin.messages.js';
import { homeAdminMessages } from './modules/catalog-import/home-admin.messages.js';
import { priceCampaignMessages } from './modules/catalog-import/price-campaigns.messages.js';
import { titlesMessages } from './modules/catalog-import/titles.messages.js';
import { portalBulkMessages } from './modules/catalog-import/portal-bulk.messages.js';
import { searchSpellingsMessages } from './modules/search/search-spellings.messages.js';
import { adminUploadsMessages } from './plugins/admin-uploads.messages.js';
import { registerMessages } from './lib/messages.js';

/*
 * The composition root of the API's messages: every module's Thai and English texts join the
 * catalogue of lib/messages.ts here, once, when this file is first imported (services.ts imports
 * it, so every app, worker and command that builds services has them; test/setup.ts for tests).
 * A new module with messages adds its table to this list.
 */
registerMessages(
  adminUploadsMessages,
  catalogAdminMessages,
  homeAdminMessages,
  priceCampaignMessages,
  titlesMessages,
  portalBulkMessages,
  searchSpellingsMessages,
  accountsMessages,
  customersAdminMessages,
  operationsMessages,
  externalLoginMessages,
  addressesMessages,
  appPasswordsMessages,
  basketMessages,
  coinsMessages,
  contentMessages,
  couponsMessages,
  downloadsMessages,
  libraryMessages,
  pendingReadingMessages,
  opdsMessages,
  ordersMessages,
  ordersAdminMessages,
  publishersMessages,
  redeemMessages,
  reportsMessages,
  reviewsMessages,
  salesStatsMessages,
  royaltiesMessages,
  portalMessages,
  previewMessages,
  staffMessages,
  wishlistMessages,
  preordersMessages,
  notificationsMessages,
);
