import './messages.js';
import type { Database, DbOrTx } from './db/client.js';
import type { CatalogCache } from './lib/catalog-cache.js';
import type { Mailer } from './lib/mail/mail.types.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import * as catalogRepository from './modules/catalog/catalog.repository.js';
import {
  ensureNamed,
  nameKey,
  refreshPopularity,
} from './modules/catalog-import/catalog-write.repository.js';
import { createSearchLog } from './modules/search/search-log.js';
import * as searchRepository from './modules/search/search.repository.js';
import * as searchSpellingsRepository from './modules/search/search-spellings.repository.js';
import { createSearchService } from './modules/search/search.service.js';
import { createSearchIndexService } from './modules/search/search-index.service.js';
import * as searchIndexRepository from './modules/search/search-index.repository.js';
import { createSearchSpellingsAdminService } from './modules/search/search-spellings.admin.service.js';
import * as searchSpellingsAdminRepository from './modules/search/search-spellings.admin.repository.js';
import { systemClock } from './lib/deps.js';
import { createDeviceService } from './modules/devices/device.service.js';
import { createSessionService } from './modules/accounts/session.service.js';
import { createExternalLoginService } from './modules/accounts/external-login.service.js';
import {
  createExternalTokenVerifier,
  externalTokenSettingsOf,
} from './modules/accounts/external-token-verifier.js';
import * as usedTokens from './modules/accounts/used-token.repository.js';
import type { Env } from './env.js';
import { createAccountLinks, createAccountMail } from './modules/accounts/account-mail.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { emailKeyOf } from './modules/accounts/accounts.mapper.js';
import { createAuthThrottleService } from './modules/accounts/auth-throttle.service.js';
import { createPasswordService } from './modules/accounts/password.service.js';
import { createSignInLinkService } from './modules/accounts/sign-in-link.service.js';
import { createProfileService } from './modules/accounts/profile.service.js';
import { createCustomersAdminService } from './modules/accounts/customers-admin.service.js';
import * as customersAdminRepository from './modules/accounts/customers-admin.repository.js';
import { createOperationsService } from './modules/operations/operations.service.js';
import * as operationsRepository from './modules/operations/operations.repository.js';
import { createAddressService } from './modules/addresses/addresses.service.js';
import { createBasketService } from './modules/basket/basket.service.js';
import { createCoinService } from './modules/coins/coins.service.js';
import { createCouponService } from './modules/coupons/coupons.service.js';
import { createRedeemService } from './modules/redeem/redeem.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createLibraryService } from './modules/library/library.service.js';
import { createWishlistService } from './modules/wishlist/wishlist.service.js';
import { createReadingService } from './modules/reading/reading.service.js';
import { createNotesExportService } from './modules/reading/reading-export.service.js';
import * as readingExportRepository from './modules/reading/reading-export.repository.js';
import { createReadingSettingsService } from './modules/reading/reading-settings.service.js';
import { createDownloadService } from './modules/downloads/downloads.service.js';
import { createOpdsService } from './modules/opds/opds.service.js';
import { createOpdsCovers } from './modules/opds/opds-covers.js';
import { createFileStorage, type FileStorage } from './lib/file-storage.js';
import { createAppPasswordService } from './modules/app-passwords/app-passwords.service.js';
import { demoGatewayOn } from './modules/payments/payment-system.js';
import type { DemoSecrets } from './modules/demo-gateway/demo-gateway.service.js';
import { createDemoGateway } from './modules/payments/providers/demo.js';
import { createOmiseGateway } from './modules/payments/providers/omise.js';
import { createPgwGateway } from './modules/payments/providers/pgw.js';
import type { GatewayName, PaymentGateway } from './lib/payment-gateway.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createCheckoutService } from './modules/checkout/checkout.service.js';
import { createDemoGatewayService } from './modules/demo-gateway/demo-gateway.service.js';
import { createOrderLedger } from './modules/orders/order-ledger.js';
import { createOrderPresenter } from './modules/orders/orders.mapper.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createEtaxDocuments, createEtaxMailJob } from './modules/orders/etax-documents.js';
import * as etaxRepository from './modules/orders/etax.repository.js';
import { createReceiptIssuer } from './modules/orders/receipts.js';
import { createGiftMailJob, createOrderMailJob } from './modules/orders/order-mail.js';
import { createPriceDropMailJob } from './modules/wishlist/wishlist-mail.js';
import * as customerRepository from './modules/accounts/customer.repository.js';
import * as authThrottleRepository from './modules/accounts/auth-throttle.repository.js';
import * as externalLoginRepository from './modules/accounts/external-login.repository.js';
import * as sessionRepository from './modules/accounts/session.repository.js';
import * as appPasswordRepository from './modules/app-passwords/app-passwords.repository.js';
import * as basketRepository from './modules/basket/basket.repository.js';
import * as checkoutRepository from './modules/checkout/checkout.repository.js';
import * as coinPacksRepository from './modules/coins/coin-packs.repository.js';
import * as coinRepository from './modules/coins/coins.repository.js';
import * as coinsAdminRepository from './modules/coins/coins-admin.repository.js';
import { createCoinAdminService } from './modules/coins/coins-admin.service.js';
import * as couponsRepository from './modules/coupons/coupons.repository.js';
import * as couponAdminRepository from './modules/coupons/coupons-admin.repository.js';
import { createCouponAdminService } from './modules/coupons/coupons-admin.service.js';
import * as demoGatewayRepository from './modules/demo-gateway/demo-gateway.repository.js';
import * as libraryRepository from './modules/library/library.repository.js';
import * as ordersRepository from './modules/orders/orders.repository.js';
import * as preordersRepository from './modules/preorders/preorders.repository.js';
import {
  createPreordersService,
  createReleaseMovedWatch,
} from './modules/preorders/preorders.service.js';
import * as redeemRepository from './modules/redeem/redeem.repository.js';
import * as redeemBatchRepository from './modules/redeem/redeem-batches.repository.js';
import { createRedeemBatchService } from './modules/redeem/redeem-batches.service.js';
import * as addressRepository from './modules/addresses/addresses.repository.js';
import * as downloadsRepository from './modules/downloads/downloads.repository.js';
import * as publishersRepository from './modules/publishers/publishers.repository.js';
import * as wishlistRepository from './modules/wishlist/wishlist.repository.js';
import * as reviewsRepository from './modules/reviews/reviews.repository.js';
import * as contentRepository from './modules/content/content.repository.js';
import * as deviceRepository from './modules/devices/device.repository.js';
import * as readingRepository from './modules/reading/reading.repository.js';
import * as readingSettingsRepository from './modules/reading/reading-settings.repository.js';
import * as bookFilesRepository from './modules/book-files/book-files.repository.js';
import { createAudit } from './modules/staff/audit.js';
import * as auditRepository from './modules/staff/audit.repository.js';
import { createStaffSessionService } from './modules/staff/staff-session.service.js';
import * as portalAuthRepository from './modules/portal/portal-auth.repository.js';
import { createPortalAuthService } from './modules/portal/portal-auth.service.js';
import * as portalMembersRepository from './modules/portal/portal-members.repository.js';
import { createPortalMembersService } from './modules/portal/portal-members.service.js';
import { createPortalSessionService } from './modules/portal/portal-session.service.js';
import * as previewRepository from './modules/preview/preview.repository.js';
import * as pendingReadingRepository from './modules/pending-reading/pending-reading.repository.js';
import { createPendingReadingService } from './modules/pending-reading/pending-reading.service.js';
import { createPreviewService } from './modules/preview/preview.service.js';
import * as staffPasskeyRepository from './modules/staff/staff-passkey.repository.js';
import * as staffSessionRepository from './modules/staff/staff-session.repository.js';
import * as staffRepository from './modules/staff/staff.repository.js';
import { createStaffAuthService } from './modules/staff/staff-auth.service.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { createStaffSealer } from './modules/staff/staff-key.js';
import { createStaffWebAuthn } from './modules/staff/staff-webauthn.js';
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './modules/accounts/password-hasher.js';
import { isCommonPassword } from './modules/accounts/password-policy.js';
import * as shelvesRepository from './modules/library/shelves.repository.js';
import * as samplesRepository from './modules/library/samples.repository.js';
import * as geographyRepository from './modules/addresses/geography.repository.js';
import * as reconciliationRepository from './modules/orders/reconciliation.repository.js';
import * as ordersAdminRepository from './modules/orders/orders-admin.repository.js';
import { createOrderDocuments } from './modules/orders/order-documents.js';
import { createOrdersAdminService } from './modules/orders/orders-admin.service.js';
import { createRefundsService } from './modules/orders/refunds.service.js';
import { createGeographyService } from './modules/addresses/geography.service.js';
import { createPublishersService } from './modules/publishers/publishers.service.js';
import { createContentService } from './modules/content/content.service.js';
import { createContentAdminService } from './modules/content/content-admin.service.js';
import * as contentAdminRepository from './modules/content/content-admin.repository.js';
import * as catalogUpkeepRepository from './modules/catalog/catalog-upkeep.repository.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createSalesStatsService } from './modules/sales-stats/sales-stats.service.js';
import * as salesStatsRepository from './modules/sales-stats/sales-stats.repository.js';
import * as reportsRepository from './modules/reports/reports.repository.js';
import { createRoyaltiesService } from './modules/royalties/royalties.service.js';
import * as royaltiesRepository from './modules/royalties/royalties.repository.js';
import * as royaltiesAdminRepository from './modules/royalties/royalties-admin.repository.js';
import { createRoyaltiesAdminService } from './modules/royalties/royalties-admin.service.js';
import { createRoyaltyDocuments } from './modules/royalties/royalty-documents.js';
import { bankFileAdapters } from './modules/royalties/bank-files.js';
import { createPublishersAdminService } from './modules/publishers/publishers-admin.service.js';
import * as publishersAdminRepository from './modules/publishers/publishers-admin.repository.js';
import { createReviewsAdminService } from './modules/reviews/reviews-admin.service.js';
import * as reviewsAdminRepository from './modules/reviews/reviews-admin.repository.js';
import * as reviewsPortalRepository from './modules/reviews/reviews-portal.repository.js';
import { createReviewsPortalService } from './modules/reviews/reviews-portal.service.js';
import { createReviewReplies } from './modules/reviews/reviews-replies.js';
import * as salesPortalRepository from './modules/sales-stats/sales-portal.repository.js';
import { createSalesPortalService } from './modules/sales-stats/sales-portal.service.js';
import * as publishersPortalRepository from './modules/publishers/publishers-portal.repository.js';
import { createPublishersPortalService } from './modules/publishers/publishers-portal.service.js';
import { catalogWriterDeps } from './catalog-writer.js';
import * as catalogAdminRepository from './modules/catalog-import/catalog-admin.repository.js';
import { createCatalogAdminService } from './modules/catalog-import/catalog-admin.service.js';
import * as homeAdminRepository from './modules/catalog-import/home-admin.repository.js';
import { createHomeAdminService } from './modules/catalog-import/home-admin.service.js';
import * as priceCampaignsRepository from './modules/catalog-import/price-campaigns.repository.js';
import { createPriceCampaignService } from './modules/catalog-import/price-campaigns.service.js';
import * as titlesRepository from './modules/catalog-import/titles.repository.js';
import { createTitleReviewsService } from './modules/catalog-import/title-reviews.service.js';
import { createPortalTitlesService } from './modules/catalog-import/portal-titles.service.js';
import * as portalBulkRepository from './modules/catalog-import/portal-bulk.repository.js';
import { createPortalBulkService } from './modules/catalog-import/portal-bulk.service.js';
import { createPriceWatch } from './modules/wishlist/wishlist.service.js';
import * as notificationsRepository from './modules/notifications/notifications.repository.js';
import {
  createNotificationsService,
  newUnsubscribeSecret,
  UNSUBSCRIBE_SECRET_NAME,
} from './modules/notifications/notifications.service.js';
import { ensureSecret } from './lib/store-secrets.repository.js';

/**
 * The configured gateways (demo, Omise, 2C2P) by name; the demo gateway's adapter reads its
 * secrets from the demo gateway service. Adapters, not services: built here with the rest.
 */
const createGateways = ({
  env,
  selfUrl,
  demoSecrets,
}: {
  env: Env;
  selfUrl: () => string | undefined;
  demoSecrets: () => DemoSecrets;
}): ReadonlyMap<GatewayName, PaymentGateway> => {
  const gateways = new Map<GatewayName, PaymentGateway>();
  if (demoGatewayOn(env))
    gateways.set(
      'demo',
      createDemoGateway({
        baseUrl: () => env.DEMO_GATEWAY_URL ?? selfUrl(),
        secrets: demoSecrets,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );
  if (env.OMISE_PUBLIC_KEY && env.OMISE_SECRET_KEY && env.OMISE_WEBHOOK_SECRET)
    gateways.set(
      'omise',
      createOmiseGateway({
        publicKey: env.OMISE_PUBLIC_KEY,
        secretKey: env.OMISE_SECRET_KEY,
        webhookSecret: env.OMISE_WEBHOOK_SECRET,
        apiUrl: env.OMISE_API_URL,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );
  if (env.PGW_MERCHANT_ID && env.PGW_SECRET_KEY)
    gateways.set(
      'pgw',
      createPgwGateway({
        merchantId: env.PGW_MERCHANT_ID,
        secretKey: env.PGW_SECRET_KEY,
        apiUrl: env.PGW_API_URL,
        agentChannels123: env.PGW_123_AGENT_CHANNELS,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
      }),
    );

  return gateways;
};

/** Every service of the API, built once per app from its dependencies. */
export const createServices = ({
  db,
  cache,
  env,
  mail,
  jobs,
  log,
  selfUrl = () => undefined,
  storage = createFileStorage(env),
}: {
  db: Database;
  cache: CatalogCache;
  env: Env;
  /** Account e-mails (outbox files or SMTP); built and closed by the app. */
  mail: Mailer;
  /** The job queue: e-mails and follow-ups are written into it with the change that causes them. */
  jobs: JobQueue;
  /** Where failures off the request path are logged. */
  log: { error(details: object, message: string): void };
  /** This API's own address once it listens (the demo gateway's and webhooks' default). */
  selfUrl?: () => string | undefined;
  /** Book files and pictures (the app's `storage`); made from the env when not given. */
  storage?: FileStorage;
}) => {
  const catalog = createCatalogService({
    db,
    cache,
    filesBaseUrl: env.PUBLIC_FILES_URL,
    repository: catalogRepository,
  });
  const clock = systemClock;
  const customers = customerRepository;
  const coupons = createCouponService({ db, clock, coupons: couponsRepository });
  const basket = createBasketService({
    db,
    catalog,
    coupons,
    baskets: basketRepository,
    library: libraryRepository,
  });
  const coins = createCoinService({ db, clock, coins: coinRepository });

  const sessions = createSessionService({
    db,
    sessions: sessionRepository,
    appPasswords: appPasswordRepository,
    clock,
    settings: {
      idleSeconds: env.SESSION_IDLE_HOURS * 3600,
      rememberSeconds: env.SESSION_REMEMBER_DAYS * 86_400,
      absoluteSeconds: env.SESSION_ABSOLUTE_DAYS * 86_400,
    },
    // Signing in on a device brings the guest's basket along.
    onSessionStarted: (tx, started) => basket.adoptDeviceBasket(tx, started),
  });

  const accountDeps = {
    db,
    sessions,
    customers,
    clock,
    throttle: createAuthThrottleService({ db, throttles: authThrottleRepository, clock }),
    mail: createAccountMail({ jobs }),
    links: createAccountLinks(env.STOREFRONT_URL, env.ADMIN_URL),
  };

  const redeem = createRedeemService({
    db,
    catalog,
    coins,
    throttle: accountDeps.throttle,
    codes: redeemRepository,
    clock,
  });
  const addresses = createAddressService({
    db,
    addresses: addressRepository,
    geography: geographyRepository,
    checkoutStates: checkoutRepository,
  });

  // Buying (docs/buying.md): the demo gateway, the gateways, the order ledger, payments, checkout
  // and orders, built in this order because each leans on the ones before.
  const demoGateway = createDemoGatewayService({
    db,
    jobs,
    storefrontUrl: env.STOREFRONT_URL,
    settleSeconds: env.DEMO_GATEWAY_SETTLE_SECONDS,
    configuredSecrets: {
      ...(env.DEMO_GATEWAY_SECRET_KEY ? { secretKey: env.DEMO_GATEWAY_SECRET_KEY } : {}),
      ...(env.DEMO_GATEWAY_WEBHOOK_SECRET
        ? { webhookSecret: env.DEMO_GATEWAY_WEBHOOK_SECRET }
        : {}),
    },
    clock,
    repository: demoGatewayRepository,
  });
  const gateways = createGateways({ env, selfUrl, demoSecrets: () => demoGateway.secrets() });
  const presenter = createOrderPresenter({
    receiptUrl: (number) => `/receipts/${encodeURIComponent(number)}`,
  });
  /** e-Tax Invoices (docs/receipts.md "e-Tax Invoice"): a full tax invoice's signed PDF/A-3. */
  const etax = createEtaxDocuments({
    db,
    storage,
    jobs,
    clock,
    settings: {
      enabled: env.ETAX_INVOICE === 'on',
      ...(env.ETAX_SIGNING_P12_PATH ? { p12Path: env.ETAX_SIGNING_P12_PATH } : {}),
      p12Password: env.ETAX_SIGNING_P12_PASSWORD,
      revenueCopy: env.ETAX_BY_EMAIL_CC === 'on',
      sellerName: env.SELLER_NAME_TH,
      sellerTaxId: env.SELLER_TAX_ID,
    },
    repository: etaxRepository,
    orders: ordersRepository,
  });
  const ledger = createOrderLedger({
    coins,
    coupons,
    gifts: redeem,
    reward: { percent: env.COIN_REWARD_PERCENT, validDays: env.COIN_REWARD_VALID_DAYS },
    jobs,
    clock,
    receipts: createReceiptIssuer({
      seller: {
        nameTh: env.SELLER_NAME_TH,
        nameEn: env.SELLER_NAME_EN,
        taxId: env.SELLER_TAX_ID,
        branch: env.SELLER_BRANCH,
        addressTh: env.SELLER_ADDRESS_TH,
        addressEn: env.SELLER_ADDRESS_EN,
        addressParts:
          env.SELLER_ADDRESS_BUILDING_NUMBER &&
          env.SELLER_ADDRESS_SUBDISTRICT_CODE &&
          env.SELLER_ADDRESS_DISTRICT_CODE &&
          env.SELLER_ADDRESS_PROVINCE_CODE &&
          env.SELLER_ADDRESS_POSTCODE
            ? {
                buildingNumber: env.SELLER_ADDRESS_BUILDING_NUMBER,
                street: env.SELLER_ADDRESS_STREET ?? null,
                subDistrictCode: env.SELLER_ADDRESS_SUBDISTRICT_CODE,
                districtCode: env.SELLER_ADDRESS_DISTRICT_CODE,
                provinceCode: env.SELLER_ADDRESS_PROVINCE_CODE,
                postcode: env.SELLER_ADDRESS_POSTCODE,
              }
            : null,
      },
      orders: ordersRepository,
      customers,
      afterIssue: etax.afterIssue,
    }),
    orders: ordersRepository,
    customers,
    library: libraryRepository,
    coinPacks: coinPacksRepository,
    // Pre-orders (docs/buying.md "Pre-orders"): a book not released yet waits for its release.
    preorders: (tx, params) => preordersRepository.holdLine(tx, { ...params, now: clock.now() }),
  });
  const payments = createPaymentsService({
    db,
    gateways,
    ledger,
    jobs,
    clock,
    storefrontUrl: env.STOREFRONT_URL,
    apiPublicUrl: () => env.API_PUBLIC_URL ?? selfUrl(),
    orders: ordersRepository,
    customers,
  });
  const windows = {
    windowMinutes: env.PAYMENT_WINDOW_MINUTES,
    counterWindowHours: env.COUNTER_WINDOW_HOURS,
  };
  const checkout = createCheckoutService({
    db,
    catalog,
    addresses,
    coins,
    coupons,
    payments,
    ledger,
    presenter,
    clock,
    settings: {
      ...windows,
      minPaymentSatang: env.PAYMENT_MIN_SATANG,
      orderIntervalSeconds: env.ORDER_INTERVAL_SECONDS,
    },
    checkouts: { ...checkoutRepository, ...coinPacksRepository },
    baskets: basketRepository,
    orders: ordersRepository,
    customers,
  });
  const orders = createOrdersService({
    db,
    catalog,
    payments,
    ledger,
    presenter,
    clock,
    windows,
    orders: ordersRepository,
    customers,
    reconciliation: reconciliationRepository,
    refunds: ordersAdminRepository,
    etax,
  });

  const reviews = createReviewsService({
    db,
    catalog,
    throttle: accountDeps.throttle,
    reviews: reviewsRepository,
  });
  const library = createLibraryService({
    db,
    catalog,
    library: libraryRepository,
    shelves: shelvesRepository,
    samples: samplesRepository,
    customers,
  });
  const downloads = createDownloadService({
    db,
    downloads: downloadsRepository,
    bookFiles: bookFilesRepository,
    customers,
    storage,
    settings: {
      defaultLimit: env.DOWNLOAD_LIMIT,
      linkSeconds: env.DOWNLOAD_LINK_SECONDS,
      linkSecret: env.DOWNLOAD_LINK_SECRET,
      exportHours: env.LIBRARY_EXPORT_HOURS,
    },
  });

  const mailDeps = { db, mailer: mail, storefrontUrl: env.STOREFRONT_URL, customers };
  /** Follow and notify (docs/notifications.md): publishing and price drops write its jobs. */
  let unsubscribeSecret: Promise<string> | undefined;
  const notifications = createNotificationsService({
    db,
    jobs,
    mailer: mail,
    storefrontUrl: env.STOREFRONT_URL,
    notifications: notificationsRepository,
    customers,
    secret: () =>
      (unsubscribeSecret ??= ensureSecret(db, UNSUBSCRIBE_SECRET_NAME, newUnsubscribeSecret())),
  });
  /**
   * A price change tells the wish list (drops from the price each reader saw) and follow and notify
   * (drops of books whose series, author or publisher a reader follows), in the change's transaction.
   */
  const wishlistPriceWatch = createPriceWatch({ jobs, wishlists: wishlistRepository });
  const watchPrices = async (tx: DbOrTx, bookIds: readonly number[]): Promise<void> => {
    await wishlistPriceWatch(tx, bookIds);
    await notifications.watchPrices(tx, bookIds);
  };
  /** The back office (issue 24): the audit log's one writer, handed to every staff write. */
  const audit = createAudit({ repository: auditRepository });
  // Orders in the back office (docs/back-office.md "Orders and refunds"): refunds reach the
  // gateways through payments (which sits above orders), documents and gifts as the ledger does.
  const orderDocuments = createOrderDocuments({
    orders: ordersRepository,
    afterFullInvoice: etax.afterIssue,
  });
  const refundGateways = { gatewayFor: (method: string) => payments.gatewayFor(method) };
  const orderRefunds = createRefundsService({
    db,
    audit,
    jobs,
    coins,
    documents: orderDocuments,
    gateways: refundGateways,
    customers,
    orders: ordersRepository,
    admin: ordersAdminRepository,
    clock,
  });
  const ordersAdmin = createOrdersAdminService({
    db,
    audit,
    jobs,
    documents: orderDocuments,
    gateways: refundGateways,
    gifts: redeem,
    customers,
    library: libraryRepository,
    orders: ordersRepository,
    admin: ordersAdminRepository,
    reconciliation: reconciliationRepository,
    clock,
  });

  /** The catalog in the back office (docs/back-office.md "Catalog"): writes move the catalog version. */
  const catalogAdmin = createCatalogAdminService({
    ...catalogWriterDeps({
      db,
      storage,
      cache,
      watchPrices,
      watchPublished: notifications.watchPublished,
    }),
    audit,
    clock,
    admin: catalogAdminRepository,
    drawnCover: (bookId, stamp) => catalog.renderGeneratedCoverWebp(bookId, stamp),
    filesBaseUrl: env.PUBLIC_FILES_URL,
    storefrontUrl: env.STOREFRONT_URL,
    // A pre-order's release moved later tells its waiting buyers (docs/buying.md "Pre-orders").
    watchReleaseMoved: createReleaseMovedWatch({ repository: preordersRepository, jobs }),
  });

  // A deleted account's reviews and votes go with it (docs/reviews.md).
  const profiles = createProfileService({ ...accountDeps, erasers: [reviews.eraseAuthor] });
  const accounts = createAccountsService(accountDeps);
  /** The publisher portal's address: the admin front serves it at `<ADMIN_URL>/portal`. */
  const portalUrl = `${env.ADMIN_URL.replace(/\/+$/, '')}/portal`;
  /** Publishers' monthly royalty statements, issued once and frozen (docs/royalties.md). */
  const royalties = createRoyaltiesService({ db, clock, audit, repository: royaltiesRepository });

  const portalTitles = createPortalTitlesService({
    db,
    clock,
    storage,
    catalogAdmin,
    titles: titlesRepository,
    catalogWrite: { ensureNamed, nameKey },
    findBook: (db, id, options) => catalogAdminRepository.findAdminBook(db, id, options),
  });

  return {
    mail,
    audit,
    etax,
    catalogAdmin,
    /** Publishers' titles under review in the back office (docs/titles.md). */
    titleReviews: createTitleReviewsService({
      db,
      clock,
      mail: accountDeps.mail,
      portalUrl,
      catalogAdmin,
      findBook: (db, id) => catalogAdminRepository.findAdminBook(db, id),
      titles: titlesRepository,
    }),
    /** A publisher's own titles in the portal, scoped by the session's catalog publisher. */
    portalTitles,
    /** A publisher's bulk upload (ONIX, a zip of files) through the titles' workflow. */
    portalBulk: createPortalBulkService({
      db,
      importDeps: catalogWriterDeps({
        db,
        storage,
        cache,
        watchPrices,
        watchPublished: notifications.watchPublished,
      }),
      portalTitles,
      titles: titlesRepository,
      bulk: portalBulkRepository,
    }),
    /** Topics and home sliders in the back office: writes move the catalog version. */
    homeAdmin: createHomeAdminService({
      db,
      audit,
      storage,
      cache,
      catalogUpkeep: catalogUpkeepRepository,
      repository: homeAdminRepository,
      filesBaseUrl: env.PUBLIC_FILES_URL,
      storefrontUrl: env.STOREFRONT_URL,
    }),
    /** Price campaigns: sale plans over many books, through the catalog's one sale mechanism. */
    priceCampaigns: createPriceCampaignService({
      db,
      audit,
      clock,
      cache,
      catalogUpkeep: catalogUpkeepRepository,
      repository: priceCampaignsRepository,
      watchPrices,
    }),
    /** The spellings search treats as one (issue 28): writes move the catalog version. */
    searchSpellingsAdmin: createSearchSpellingsAdminService({
      db,
      audit,
      cache,
      catalogUpkeep: catalogUpkeepRepository,
      repository: searchSpellingsAdminRepository,
    }),
    staffSessions: createStaffSessionService({ db, repository: staffSessionRepository }),
    /** The publisher portal's sessions (ADR 0019): who a PortalToken names. */
    portalSessions: createPortalSessionService({ db, repository: portalAuthRepository }),
    /** The portal's sign-in: the store account's password, then TOTP (enrolled the first time). */
    portalAuth: createPortalAuthService({
      db,
      clock,
      // The members' secrets under the staff key, bound to the member (purpose publisher-totp).
      sealer: createStaffSealer({
        db,
        configuredKey: env.STAFF_SECRET_KEY,
        repository: staffRepository,
        purpose: 'publisher-totp',
      }),
      mail: accountDeps.mail,
      portalUrl,
      codeThrottle: {
        blockedFor: (memberId) =>
          accountDeps.throttle.blockedFor('portalCodeMember', {
            kind: 'account',
            emailKey: `member:${memberId}`,
          }),
        countWrong: (memberId) =>
          accountDeps.throttle.count('portalCodeMember', {
            kind: 'account',
            emailKey: `member:${memberId}`,
          }),
      },
      credentials: {
        verify: (email, password, caller) =>
          accounts.verifyCredentials(email, password, {
            deviceId: null,
            ipAddress: caller.ip,
            userAgent: caller.userAgent,
            locale: 'th',
          }),
      },
      emailKeyOf,
      repository: { ...portalAuthRepository, ...portalMembersRepository },
    }),
    /** A publisher organisation's members and invitations (scoped by the session). */
    portalMembers: createPortalMembersService({
      db,
      clock,
      mail: accountDeps.mail,
      portalUrl,
      emailKeyOf,
      repository: { ...portalMembersRepository, ...portalAuthRepository },
    }),
    /** Staff sign-in: set-up links, password + TOTP, sessions (docs/back-office.md). */
    staffAuth: createStaffAuthService({
      db,
      audit,
      clock,
      // The customers' argon2id and common-password list (accounts sits above staff).
      passwords: {
        hash: hashPassword,
        verify: verifyPassword,
        verifyDummy: verifyAgainstDummy,
        isCommon: isCommonPassword,
      },
      throttle: accountDeps.throttle,
      sealer: createStaffSealer({
        db,
        configuredKey: env.STAFF_SECRET_KEY,
        repository: staffRepository,
      }),
      // Passkeys: the back office at ADMIN_URL is the WebAuthn relying party.
      webauthn: createStaffWebAuthn(env.ADMIN_URL),
      repository: { ...staffRepository, ...staffSessionRepository, ...staffPasskeyRepository },
    }),
    /** Staff members, roles and the audit log's list (permission staff.manage / audit.read). */
    staff: createStaffService({
      db,
      audit,
      clock,
      adminUrl: env.ADMIN_URL,
      repository: { ...staffRepository, ...auditRepository },
    }),
    /** The e-mail jobs' handlers (order, gift, price drop), defined in jobs.ts. */
    mailJobs: {
      order: createOrderMailJob({
        ...mailDeps,
        orders: ordersRepository,
        refunds: ordersAdminRepository,
        // The paid e-mail names pre-ordered books with their day (docs/buying.md "Pre-orders").
        preorders: preordersRepository.findWaitingOfOrder,
      }),
      gift: createGiftMailJob(mailDeps),
      etax: createEtaxMailJob({
        ...mailDeps,
        revenueAddress: env.ETAX_BY_EMAIL_ADDRESS,
        storage,
        repository: etaxRepository,
        orders: ordersRepository,
      }),
      priceDrop: createPriceDropMailJob({
        ...mailDeps,
        wishlists: wishlistRepository,
        unsubscribeHeaders: notifications.unsubscribeHeaders,
      }),
    },
    /** Account e-mails, written as jobs; `settled()` delivers those waiting now. */
    accountMail: accountDeps.mail,
    authThrottle: accountDeps.throttle,
    accounts,
    passwords: createPasswordService(accountDeps),
    signInLinks: createSignInLinkService(accountDeps),
    profiles,
    /** Operations in the back office: the job queue, the read cache, the search log. */
    operations: createOperationsService({
      db,
      audit,
      cache,
      jobs,
      repository: operationsRepository,
    }),
    /** Customers in the back office: search, shelf, coins, sessions, lock, PDPA on request. */
    customersAdmin: createCustomersAdminService({
      db,
      audit,
      profiles,
      sessions,
      repository: customersAdminRepository,
    }),
    devices: createDeviceService({ db, devices: deviceRepository }),
    catalog,
    search: createSearchService({
      db,
      cache,
      clock: systemClock,
      catalog,
      searchLog: createSearchLog({ db, insert: searchRepository.insertSearchLog, log }),
      refreshPopularity: () => refreshPopularity(db),
      repository: searchRepository,
      spellings: searchSpellingsRepository,
      catalogVersion: () => cache.version(),
    }),
    /** The search tokens follow Node's ICU: re-segmented in the background when it changes. */
    searchIndex: createSearchIndexService({ db, jobs, repository: searchIndexRepository }),
    sessions,
    geography: createGeographyService({ db, repository: geographyRepository }),
    /** Content pages and the contact-us form (docs/content.md). */
    content: createContentService({
      db,
      pages: contentRepository,
      cache,
      mail: accountDeps.mail,
      throttle: accountDeps.throttle,
      staffEmail: env.STAFF_EMAIL,
      storefrontUrl: env.STOREFRONT_URL,
    }),
    addresses,
    basket,
    coupons,
    coins,
    /** The storefront's address, for the links of order e-mails. */
    storefrontUrl: env.STOREFRONT_URL,
    demoGateway,
    payments,
    checkout,
    orders,
    /** Orders in the back office: the list, one order, receipts, gifts, the shelf, reconciliation. */
    ordersAdmin,
    /** Staff refunds (to coins or the gateway) and refunds made by hand. */
    orderRefunds,
    /** Pre-orders: the customer's list and cancel, the release job (docs/buying.md "Pre-orders"). */
    preorders: createPreordersService({
      db,
      customers,
      repository: preordersRepository,
      refunds: orderRefunds,
      orders: ordersRepository,
      jobs,
      catalogUpkeep: catalogUpkeepRepository,
      clock,
    }),
    redeem,
    /** Redeem-code batches in the back office (generate, export once, claims, disable). */
    redeemBatches: createRedeemBatchService({ db, audit, batches: redeemBatchRepository, clock }),
    /** Coupons in the back office (every rule of docs/coupons.md; audited). */
    couponsAdmin: createCouponAdminService({ db, audit, coupons: couponAdminRepository, clock }),
    /** Coin grants with a reason (idempotent by client key) and coin packs, in the back office. */
    coinsAdmin: createCoinAdminService({
      db,
      audit,
      coins: coinsAdminRepository,
      customers,
      minPaymentSatang: env.PAYMENT_MIN_SATANG,
      clock,
    }),
    reviews,
    library,
    reading: createReadingService({
      db,
      reading: readingRepository,
      files: bookFilesRepository,
      library: libraryRepository,
    }),
    /** A customer's notes as Markdown or CSV (docs/reader.md "Export"). */
    notesExport: createNotesExportService({ db, notes: readingExportRepository }),
    /** The reader's settings of an account, the same on every device (docs/reader.md). */
    readerSettings: createReadingSettingsService({ db, settings: readingSettingsRepository }),
    downloads,
    /** The wish list; its price-drop check and e-mails are jobs (src/jobs.ts). */
    wishlist: createWishlistService({
      db,
      catalog,
      basket,
      jobs,
      wishlists: wishlistRepository,
      customers,
      books: basketRepository,
      tellDrops: notifications.tellPriceDrops,
    }),
    /** Follow and notify: follows, the bell, e-mails at once and digests (docs/notifications.md). */
    notifications,
    /** The OPDS catalogue's feeds, read through the bookshelf and the downloads. */
    opds: createOpdsService({
      db,
      library,
      downloads,
      owned: downloadsRepository,
      filesBaseUrl: env.PUBLIC_FILES_URL,
      covers: createOpdsCovers({
        cache,
        readPicture: async (key) => (await storage.get(key))?.data,
        drawnCoverSvg: (bookId) => catalog.renderGeneratedCover(bookId),
      }),
    }),
    /** Publisher applications and readers' messages to publishers (docs/publishers.md). */
    publishers: createPublishersService({
      db,
      repository: publishersRepository,
      customers,
      mail: accountDeps.mail,
      throttle: accountDeps.throttle,
      staffEmail: env.STAFF_EMAIL,
      storefrontUrl: env.STOREFRONT_URL,
    }),
    /** Content and moderation in the back office: applications, the contact inbox, reported reviews. */
    publishersAdmin: createPublishersAdminService({
      db,
      audit,
      mail: accountDeps.mail,
      storefrontUrl: env.STOREFRONT_URL,
      portalUrl,
      repository: publishersAdminRepository,
      catalogWrite: { ensureNamed, nameKey },
    }),
    contentAdmin: createContentAdminService({
      db,
      audit,
      mail: accountDeps.mail,
      cache,
      catalogUpkeep: catalogUpkeepRepository,
      repository: contentAdminRepository,
    }),
    /** Sales and VAT reports of a month (read-only). */
    reports: createReportsService({ db, repository: reportsRepository }),
    royalties,
    /** Royalties in the back office: payee details, issuing, payouts, bank files, rates. */
    royaltiesAdmin: createRoyaltiesAdminService({
      db,
      clock,
      audit,
      mail: accountDeps.mail,
      portalUrl,
      royalties,
      bankFiles: bankFileAdapters({
        companyId: env.PAYOUT_KTB_COMPANY_ID,
        account: env.PAYOUT_KTB_ACCOUNT,
        branch: env.PAYOUT_KTB_BRANCH,
        senderName: env.PAYOUT_KTB_SENDER_NAME || env.SELLER_NAME_EN,
        serviceType: env.PAYOUT_KTB_SERVICE_TYPE,
      }),
      repository: {
        ...royaltiesAdminRepository,
        lockOrganisation: royaltiesRepository.lockOrganisation,
      },
    }),
    /** Royalty statements as PDF (Thai, English) and CSV, and the 50 ทวิ certificate. */
    royaltyDocuments: createRoyaltyDocuments({
      db,
      payer: {
        th: { name: env.SELLER_NAME_TH, taxId: env.SELLER_TAX_ID, address: env.SELLER_ADDRESS_TH },
        en: { name: env.SELLER_NAME_EN, taxId: env.SELLER_TAX_ID, address: env.SELLER_ADDRESS_EN },
      },
      repository: royaltiesAdminRepository,
    }),
    /** Daily sales by book, refreshed by a job, for the publisher portal's dashboard. */
    salesStats: createSalesStatsService({ db, repository: salesStatsRepository, clock }),
    /** The publisher portal's sales, scoped by the session's organisation (docs/sales-stats.md). */
    salesPortal: createSalesPortalService({
      db,
      clock,
      salesStats: createSalesStatsService({ db, repository: salesStatsRepository, clock }),
      repository: { ...salesPortalRepository, ...salesStatsRepository },
    }),
    /** Reviews of an organisation's books and the publisher's public reply (docs/reviews.md). */
    reviewsPortal: createReviewsPortalService({
      db,
      replies: createReviewReplies({
        mail: accountDeps.mail,
        storefrontUrl: env.STOREFRONT_URL,
        repository: reviewsAdminRepository,
      }),
      repository: reviewsPortalRepository,
    }),
    /** Readers' messages to an organisation's publisher and the replies (docs/publishers.md). */
    publishersPortal: createPublishersPortalService({
      db,
      mail: accountDeps.mail,
      storefrontUrl: env.STOREFRONT_URL,
      repository: publishersPortalRepository,
    }),
    /** Read while you pay: a pending order's books as an extended preview (docs/reader.md). */
    pendingReading: createPendingReadingService({
      db,
      repository: pendingReadingRepository,
      reading: readingRepository,
      files: bookFilesRepository,
    }),
    /** A publisher member's preview of their title in the store's reader (docs/reader.md). */
    preview: createPreviewService({
      db,
      storage,
      storefrontUrl: env.STOREFRONT_URL,
      clock,
      repository: previewRepository,
      files: bookFilesRepository,
    }),
    reviewsAdmin: createReviewsAdminService({
      db,
      audit,
      catalog,
      mail: accountDeps.mail,
      storefrontUrl: env.STOREFRONT_URL,
      repository: { ...reviewsAdminRepository, ...reviewsRepository },
    }),
    appPasswords: createAppPasswordService({
      db,
      appPasswords: appPasswordRepository,
      customers,
      storefrontUrl: env.STOREFRONT_URL,
      throttle: accountDeps.throttle,
    }),
    externalLogins: createExternalLoginService({
      db,
      adminUrl: env.ADMIN_URL,
      sessions,
      customers,
      externalLogins: externalLoginRepository,
      clock,
      verifier: createExternalTokenVerifier(
        externalTokenSettingsOf(env),
        async (tokenKey, expiresAt) => {
          await usedTokens.deleteExpiredTokens(db);
          return usedTokens.claimToken(db, { tokenKey, expiresAt });
        },
      ),
    }),
  };
};

export type Services = ReturnType<typeof createServices>;
