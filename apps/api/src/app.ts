import { randomUUID } from 'node:crypto';
import { HEADERS } from '@nangsue/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client.js';
import type { Env } from './env.js';
import { createMemoryCache, createRedisCache, redisCachePrefix } from './lib/cache.js';
import { createCatalogCache } from './lib/catalog-cache.js';
import { createFileStorage } from './lib/file-storage.js';
import { createMailer } from './lib/mail/mailer.js';
import { activeTraceId, traceLogFields, tracingOn } from './lib/tracing.js';
import { validatorCompiler } from './lib/zod-validator.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { watchCatalogVersion } from './modules/catalog/catalog-version.js';
import { filesRoutes } from './modules/catalog-import/files.routes.js';
import { catalogAdminRoutes } from './modules/catalog-import/catalog.admin.routes.js';
import { homeAdminRoutes } from './modules/catalog-import/home-admin.routes.js';
import { priceCampaignRoutes } from './modules/catalog-import/price-campaigns.routes.js';
import { searchSpellingsAdminRoutes } from './modules/search/search-spellings.admin.routes.js';
import { titleReviewsAdminRoutes } from './modules/catalog-import/title-reviews.admin.routes.js';
import { portalTitlesRoutes } from './modules/catalog-import/portal-titles.routes.js';
import { portalBulkRoutes } from './modules/catalog-import/portal-bulk.routes.js';
import { adminUploadsPlugin } from './plugins/admin-uploads.js';
import { homeRoutes } from './modules/catalog/home.routes.js';
import { productRoutes } from './modules/catalog/product.routes.js';
import { secondApiRoutes } from './modules/catalog/second-api.routes.js';
import { commonRoutes } from './modules/common/common.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { appStartRoutes } from './modules/devices/appstart.routes.js';
import { externalLoginRoutes } from './modules/accounts/external-login.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { passwordRoutes } from './modules/accounts/password.routes.js';
import { profileRoutes } from './modules/accounts/profile.routes.js';
import { customersAdminRoutes } from './modules/accounts/customers.admin.routes.js';
import { operationsAdminRoutes } from './modules/operations/operations.admin.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { basketRoutes } from './modules/basket/basket.routes.js';
import { coinsRoutes } from './modules/coins/coins.routes.js';
import { redeemRoutes } from './modules/redeem/redeem.routes.js';
import { redeemAdminRoutes } from './modules/redeem/redeem.admin.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.js';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes.js';
import { coinsAdminRoutes } from './modules/coins/coins.admin.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { receiptRoutes } from './modules/orders/receipt.routes.js';
import { etaxRoutes } from './modules/orders/etax.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { readingRoutes } from './modules/reading/reading.routes.js';
import { appPasswordsRoutes } from './modules/app-passwords/app-passwords.routes.js';
import { opdsRoutes } from './modules/opds/opds.routes.js';
import { downloadsRoutes } from './modules/downloads/downloads.routes.js';
import { publishersRoutes } from './modules/publishers/publishers.routes.js';
import { publishersAdminRoutes } from './modules/publishers/publishers.admin.routes.js';
import { contentAdminRoutes } from './modules/content/content.admin.routes.js';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin.routes.js';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.js';
import { royaltiesAdminRoutes } from './modules/royalties/royalties.admin.routes.js';
import { royaltiesPortalRoutes } from './modules/royalties/royalties.portal.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { preordersRoutes } from './modules/preorders/preorders.routes.js';
import { preordersAdminRoutes } from './modules/preorders/preorders.admin.routes.js';
import { preordersTestHooks } from './modules/preorders/preorders.test-hooks.js';
import { generateMissingBookFiles } from './modules/book-files/book-files.service.js';
import { catalogWriterDeps } from './catalog-writer.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { webhookRoutes } from './modules/payments/webhook.routes.js';
import { demoGatewayRoutes } from './modules/demo-gateway/demo-gateway.routes.js';
import { demoGatewayOn } from './modules/payments/payment-system.js';
import { geographyRoutes } from './modules/addresses/geography.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { staffAdminRoutes } from './modules/staff/staff.admin.routes.js';
import { testFaultsPlugin } from './modules/testing/faults.routes.js';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
  MAX_PARAM_LENGTH,
  notFoundHandler,
} from './plugins/error-handler.js';
import { authPlugin } from './plugins/auth.js';
import { staffAuthPlugin } from './plugins/staff-auth.js';
import { portalAuthPlugin } from './plugins/portal-auth.js';
import { portalRoutes } from './modules/portal/portal.routes.js';
import { salesStatsPortalRoutes } from './modules/sales-stats/sales-stats.portal.routes.js';
import { reviewsPortalRoutes } from './modules/reviews/reviews.portal.routes.js';
import { publishersPortalRoutes } from './modules/publishers/publishers.portal.routes.js';
import { previewRoutes } from './modules/preview/preview.routes.js';
import { pendingReadingRoutes } from './modules/pending-reading/pending-reading.routes.js';
import { previewPortalRoutes } from './modules/preview/preview.portal.routes.js';
import { createMetrics, metricsPlugin } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { deviceLookupPlugin, requestContextPlugin } from './plugins/request-context.js';
import { securityPlugin } from './plugins/security.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { parseTrustProxy } from './lib/trust-proxy.js';
import { createServices } from './services.js';
import { defineJobs } from './jobs.js';
import { createJobQueue } from './lib/jobs/job-queue.js';

export type BuildAppOptions = {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,80}$/;

/** Builds the whole API (no listening): used by server.ts, the tests and the benchmarks. */
/**
 * Gives a plugin Fastify's display name (its function's name), as `fastify-plugin` does. Without it
 * Fastify names each registered plugin by searching every loaded CommonJS module for it
 * (`getPluginName` over `require.cache`, twice per `register`): ~0.2 s of CPU per app built, in
 * every API test file and at start (docs/testing.md, session 22).
 */
const displayName = Symbol.for('fastify.display-name');
function named<T extends object>(plugin: T): T {
  if (!(displayName in plugin)) {
    Object.defineProperty(plugin, displayName, {
      value: (plugin as { name?: string }).name || 'plugin',
    });
  }
  return plugin;
}

export const buildApp = async ({ env, database, logger }: BuildAppOptions) => {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: [`req.headers.${HEADERS.token.toLowerCase()}`],
      // With tracing on, each line written during a request or a job names its trace (ADR 0023).
      ...(tracingOn() ? { mixin: traceLogFields } : {}),
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers[HEADERS.requestId.toLowerCase()];
      // The caller's, else the trace's id when tracing is on (the 500 answer's reference finds the
      // trace), else a new one.
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : (activeTraceId() ?? randomUUID());
    },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // A JSON API: other bodies are refused with 415 rather than parsed as text.
  app.removeContentTypeParser(['text/plain']);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        // A Redis that hangs (stopped, a network cut) must not hold requests: its commands fail
        // after this and the store serves without it (the cache reads PostgreSQL, the rate limit
        // lets the request through), slower; bench/cluster-faults.mjs.
        commandTimeout: 500,
      })
    : undefined;
  // ioredis reports a lost or hanging Redis as `error` events (each reconnect, each timed-out
  // command): one warning per outage, not an "Unhandled error event" on the console each time.
  let redisDown = false;
  redis?.on('error', (error) => {
    if (!redisDown) app.log.warn({ err: error }, 'Redis unavailable: serving without it');
    redisDown = true;
  });
  redis?.on('ready', () => {
    redisDown = false;
  });

  const metrics = createMetrics();
  const cache = createCatalogCache(
    metrics.countCache(
      redis
        ? createRedisCache(
            redis,
            (error) => app.log.warn({ err: error }, 'cache unavailable'),
            redisCachePrefix(database.url),
          )
        : createMemoryCache(),
    ),
  );
  const catalogVersion = watchCatalogVersion({
    db: database.db,
    cache,
    intervalMs: env.CATALOG_VERSION_CHECK_MS,
    onError: (error) => app.log.warn({ err: error }, 'catalog version check failed'),
  });
  // Serve with the catalog's current version from the first request (keys of an older one would
  // be read otherwise until the first check).
  app.addHook('onReady', () => catalogVersion.ready);

  app.decorate('env', env);
  app.decorate('lifecycle', { draining: false });
  app.decorate('database', database);
  app.decorate('cache', cache);
  app.decorate('storage', createFileStorage(env));
  const mail = createMailer({ env });
  if (mail.transport === 'outbox' && env.NODE_ENV === 'production') {
    app.log.warn(
      { outbox: mail.outboxDir },
      'SMTP_URL is not set: e-mails go to the outbox folder',
    );
  }
  const jobs = createJobQueue({
    db: database.db,
    url: database.url,
    pollingSeconds: env.JOBS_POLL_SECONDS,
    maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
    retryDelayMaxSeconds: env.JOBS_RETRY_DELAY_MAX_SECONDS,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.decorate(
    'services',
    createServices({
      db: database.db,
      cache,
      env,
      mail,
      jobs,
      log: app.log,
      selfUrl: () => selfUrl,
      storage: app.storage,
    }),
  );
  // This API's own address once it listens: the demo gateway's and the webhooks' default address.
  let selfUrl: string | undefined;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
      selfUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    }
  });
  if (demoGatewayOn(env))
    app.addHook('onReady', async () => void (await app.services.demoGateway.loadSecrets()));
  defineJobs({
    jobs,
    services: app.services,
    mailer: mail,
    log: app.log,
    quickJobSeconds: env.JOBS_EXPIRE_SECONDS,
  });
  metrics.registerGauge('nangsue_jobs_waiting', 'Jobs waiting or running in the queue', async () =>
    Object.values(await jobs.depth()).reduce((sum, count) => sum + count, 0),
  );
  // The queue lives in PostgreSQL: every API process reports it, whichever process works the jobs
  // (docs/operations.md, "Metrics and alerts").
  metrics.registerLabelledGauge('nangsue_jobs_queued', 'Jobs waiting or running, per queue', {
    label: 'queue',
    collect: () => jobs.depth(),
  });
  metrics.registerGauge(
    'nangsue_jobs_oldest_due_seconds',
    'How long the oldest due job has waited for a worker (0: none waits)',
    () => jobs.oldestDueSeconds(),
  );
  metrics.registerLabelledGauge(
    'nangsue_jobs_retrying',
    'Jobs whose last attempt failed, waiting for their next one, per queue',
    { label: 'queue', collect: async () => (await jobs.failures()).retry },
  );
  metrics.registerLabelledGauge(
    'nangsue_jobs_failed_last_hour',
    'Jobs whose last attempt failed in the past hour (no attempt left), per queue',
    { label: 'queue', collect: async () => (await jobs.failures()).failed },
  );
  // The nightly reconciliation's checks (docs/buying.md §6.5), read at most every 5 minutes: each
  // is a scan of the orders, too heavy for every scrape.
  metrics.registerLabelledGauge(
    'nangsue_reconciliation_anomalies',
    'Orders, payments, grants or coins that do not add up, per reconciliation check',
    {
      label: 'check',
      maxAgeSeconds: 300,
      collect: async () => (await app.services.orders.findAnomalies()).byKind,
    },
  );
  // Workers run here by default; with JOBS_MODE=off another process (npm run worker) runs them.
  app.addHook('onReady', async () => {
    await jobs.start({ workers: env.JOBS_MODE === 'embedded' });
    // Tokens of an older ICU than this process's are re-segmented in the background (a job).
    await app.services.searchIndex.checkSegmenter();
  });
  // Before anything closes (the database among the onClose hooks): the search log's last rows, and
  // the workers, which finish the job in hand.
  app.addHook('preClose', async () => {
    await app.services.search.close();
    await jobs.stop();
  });
  app.addHook('onClose', async () => {
    catalogVersion.stop();
    // QUIT waits for Redis's answer: a Redis that hangs would fail the close (its command times
    // out); the connection is then dropped instead.
    await redis?.quit().catch(() => redis.disconnect());
    await mail.close();
  });

  await app.register(named(errorHandlerPlugin));
  await app.register(named(requestContextPlugin));
  await app.register(named(metricsPlugin), { metrics });
  if (env.ENABLE_TEST_FAULTS) await app.register(named(testFaultsPlugin));
  await app.register(named(securityPlugin));
  await app.register(named(rateLimitPlugin), { redis });
  await app.register(named(deviceLookupPlugin));
  await app.register(named(authPlugin));
  await app.register(named(staffAuthPlugin));
  await app.register(named(portalAuthPlugin));
  await app.register(named(adminUploadsPlugin));
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFoundHandler);
  await app.register(named(swaggerPlugin));

  await app.register(named(healthRoutes));
  await app.register(named(staffAdminRoutes));
  await app.register(named(portalRoutes));
  await app.register(named(salesStatsPortalRoutes));
  await app.register(named(reviewsPortalRoutes));
  await app.register(named(publishersPortalRoutes));
  await app.register(named(royaltiesPortalRoutes));
  await app.register(named(previewRoutes));
  await app.register(named(previewPortalRoutes));
  await app.register(named(appStartRoutes));
  await app.register(named(externalLoginRoutes));
  await app.register(named(accountsRoutes));
  await app.register(named(passwordRoutes));
  await app.register(named(profileRoutes));
  await app.register(named(customersAdminRoutes));
  await app.register(named(operationsAdminRoutes));
  await app.register(named(addressesRoutes));
  await app.register(named(basketRoutes));
  await app.register(named(coinsRoutes));
  await app.register(named(redeemRoutes));
  await app.register(named(redeemAdminRoutes));
  await app.register(named(ordersAdminRoutes));
  await app.register(named(couponsAdminRoutes));
  await app.register(named(coinsAdminRoutes));
  await app.register(named(checkoutRoutes));
  await app.register(named(ordersRoutes));
  await app.register(named(receiptRoutes));
  await app.register(named(etaxRoutes));
  await app.register(named(libraryRoutes));
  await app.register(named(readingRoutes));
  await app.register(named(pendingReadingRoutes));
  await app.register(named(appPasswordsRoutes));
  await app.register(named(opdsRoutes));
  await app.register(named(downloadsRoutes));
  await app.register(named(publishersRoutes));
  await app.register(named(publishersAdminRoutes));
  await app.register(named(contentAdminRoutes));
  await app.register(named(reviewsAdminRoutes));
  await app.register(named(reportsAdminRoutes));
  await app.register(named(royaltiesAdminRoutes));
  await app.register(named(wishlistRoutes));
  await app.register(named(preordersRoutes));
  await app.register(named(preordersAdminRoutes));
  if (env.ENABLE_TEST_FAULTS)
    await app.register(named(preordersTestHooks), {
      // The journeys' store writes demo files for its first books only (DEMO_BOOK_FILES_MAX_ID).
      writeDemoFiles: async (bookId: number) => {
        await generateMissingBookFiles(
          catalogWriterDeps({ db: database.db, storage: app.storage, cache }),
          { bookIds: [bookId], referencePrefix: 'demo-' },
        );
      },
    });
  await app.register(named(notificationsRoutes));
  await app.register(named(webhookRoutes));
  if (demoGatewayOn(env)) await app.register(named(demoGatewayRoutes));
  await app.register(named(geographyRoutes));
  await app.register(named(commonRoutes));
  await app.register(named(contentRoutes));
  await app.register(named(homeRoutes));
  await app.register(named(catalogRoutes));
  await app.register(named(searchRoutes));
  await app.register(named(productRoutes));
  await app.register(named(reviewsRoutes));
  await app.register(named(secondApiRoutes));
  await app.register(named(filesRoutes));
  await app.register(named(catalogAdminRoutes));
  await app.register(named(homeAdminRoutes));
  await app.register(named(priceCampaignRoutes));
  await app.register(named(searchSpellingsAdminRoutes));
  await app.register(named(titleReviewsAdminRoutes));
  await app.register(named(portalTitlesRoutes));
  await app.register(named(portalBulkRoutes));

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
