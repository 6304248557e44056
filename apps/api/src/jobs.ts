import type { JobQueue } from './lib/jobs/job-queue.js';
import type { Mailer } from './lib/mail/mail.types.js';
import { ACCOUNT_MAIL_JOB, accountMailJob } from './modules/accounts/account-mail.js';
import type { Services } from './services.js';
import { DEMO_JOBS } from './modules/demo-gateway/demo-gateway.service.js';
import { ORDER_JOBS } from './modules/orders/order-ledger.js';
import { ETAX_JOBS } from './modules/orders/etax-documents.js';
import { PAYMENT_JOBS } from './modules/payments/payments.service.js';
import { REFUND_JOBS } from './modules/orders/refunds.service.js';
import { SEARCH_INDEX_JOBS } from './modules/search/search-index.service.js';
import { WISHLIST_JOBS } from './modules/wishlist/wishlist.service.js';
import { NOTIFICATION_JOBS } from './modules/notifications/notifications.service.js';

/** Every kind of job of the store, with its handler and, for scheduled jobs, its cron (UTC). */
export const JOBS = {
  accountMail: ACCOUNT_MAIL_JOB,
  popularity: 'catalog.popularity',
  catalogSchedule: 'catalog.schedule',
  resegment: SEARCH_INDEX_JOBS.resegment,
  purgeAccounts: 'accounts.purge',
  ...PAYMENT_JOBS,
  ...ORDER_JOBS,
  staffRefundAtGateway: REFUND_JOBS.gateway,
  etaxIssue: ETAX_JOBS.issue,
  etaxMail: ETAX_JOBS.mail,
  purgeIdempotencyKeys: 'idempotency.purge',
  reconcileDaily: 'payments.reconcileDaily',
  demoNotify: DEMO_JOBS.notify,
  demoSettle: DEMO_JOBS.settle,
  wishlistPriceDrops: WISHLIST_JOBS.priceDrops,
  wishlistPriceDropMail: WISHLIST_JOBS.priceDropMail,
  notificationsPublished: NOTIFICATION_JOBS.published,
  notificationsPriceDrops: NOTIFICATION_JOBS.priceDrops,
  notificationsCreate: NOTIFICATION_JOBS.create,
  notificationsMailNow: NOTIFICATION_JOBS.mailNow,
  notificationsDailyDigest: NOTIFICATION_JOBS.dailyDigest,
  notificationsWeeklyDigest: NOTIFICATION_JOBS.weeklyDigest,
  salesRefresh: 'sales.refresh',
  preorderRelease: 'preorders.release',
} as const;

const withId =
  <K extends string>(key: K, run: (id: string) => Promise<void>) =>
  async (data: unknown) => {
    const id = (data as Record<K, unknown>)[key];
    if (typeof id === 'string') await run(id);
  };

/** Sessions and e-mailed links are kept this long after they end, then deleted. */
const KEEP_ENDED_DAYS = 30;

export const defineJobs = ({
  jobs,
  services,
  mailer,
  log,
  quickJobSeconds = 60,
}: {
  jobs: JobQueue;
  services: Services;
  mailer: Mailer;
  /**
   * Payment jobs and order e-mails take a second or two; one held by a process that died is tried
   * again after this long (JOBS_EXPIRE_SECONDS; pg-boss's own default is 15 minutes).
   */
  quickJobSeconds?: number;
  /** Where jobs report what staff must look at. */
  log: { error(details: object, message: string): void };
}) => {
  jobs.define(JOBS.accountMail, accountMailJob(mailer));
  // Search ranks by a popularity snapshot, recomputed here, never per sale (ADR 0008).
  jobs.define(JOBS.popularity, {
    cron: '*/15 * * * *',
    handler: async () => {
      await services.search.refreshPopularity();
    },
  });
  // Back office: scheduled publication and sales start and end (catalog-admin.service).
  jobs.define(JOBS.catalogSchedule, {
    cron: '* * * * *',
    handler: async () => {
      await services.catalogAdmin.runSchedule();
    },
  });
  // Pre-orders (docs/buying.md "Pre-orders"): books whose release time came join their buyers' shelves.
  jobs.define(JOBS.preorderRelease, {
    cron: '* * * * *',
    handler: async () => {
      await services.preorders.release();
    },
  });
  // Search tokens made with an older ICU: re-segmented book by book, 200 a job (search-index.service).
  jobs.define(JOBS.resegment, { handler: services.searchIndex.resegment });
  // Expiry: what can never be used again is not kept (buying's expiry jobs follow this pattern).
  // Buying (docs/buying.md §6.5, §8, §15).
  jobs.define(JOBS.sync, {
    expireInSeconds: quickJobSeconds,
    handler: withId('paymentId', services.payments.sync),
    retryLimit: 10,
    retryDelaySeconds: 10,
    concurrency: 10,
  });
  jobs.define(JOBS.reconcile, {
    cron: '* * * * *',
    handler: () => services.payments.reconcile(),
  });
  jobs.define(JOBS.expireOrders, {
    cron: '* * * * *',
    handler: () => services.payments.expireOrders(),
  });
  jobs.define(JOBS.cancelAtGateway, {
    expireInSeconds: quickJobSeconds,
    handler: withId('paymentId', services.payments.cancelAtGateway),
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  jobs.define(JOBS.refund, {
    handler: withId('paymentId', services.payments.executeRefund),
    retryLimit: 10,
    retryDelaySeconds: 60,
  });
  // A staff refund's gateway part, when the request's own call got no answer (back office).
  jobs.define(JOBS.staffRefundAtGateway, {
    expireInSeconds: quickJobSeconds,
    handler: async (data) => {
      const { refundId } = (data ?? {}) as { refundId?: unknown };
      if (typeof refundId === 'number') await services.orderRefunds.executeGatewayRefund(refundId);
    },
    retryLimit: 10,
    retryDelaySeconds: 60,
  });
  jobs.define(JOBS.mail, {
    ...services.mailJobs.order,
    // Held by a process that died (or whose failure the lost database could not record): sent
    // after a minute, not pg-boss's 15 (issue 23 §4).
    expireInSeconds: quickJobSeconds,
    concurrency: 5,
  });
  jobs.define(JOBS.giftMail, services.mailJobs.gift);
  // e-Tax Invoices (docs/receipts.md "e-Tax Invoice"): issued after the sale, then e-mailed.
  jobs.define(JOBS.etaxIssue, {
    handler: async (data) => {
      const { receiptId } = data as { receiptId: number };
      await services.etax.issue(receiptId);
    },
    retryLimit: 8,
    retryDelaySeconds: 60,
  });
  jobs.define(JOBS.etaxMail, services.mailJobs.etax);
  // Wish list (docs/wishlist.md): the check is written by a catalog import that lowered a wished
  // book's price, and runs every 10 minutes as a safety net (imports from the command line, staff
  // edits); each customer's drops are claimed once and their e-mail written in that transaction.
  jobs.define(JOBS.wishlistPriceDrops, {
    cron: '*/10 * * * *',
    handler: async (data) => {
      const { bookIds } = (data ?? {}) as { bookIds?: unknown };
      await services.wishlist.checkPriceDrops(
        Array.isArray(bookIds)
          ? bookIds.filter((id): id is number => Number.isInteger(id))
          : undefined,
      );
    },
  });
  jobs.define(JOBS.wishlistPriceDropMail, {
    ...services.mailJobs.priceDrop,
    concurrency: 5,
  });
  // Follow and notify (docs/notifications.md): a book made visible tells its followers, batch by
  // batch in one job; notifications written by other modules by name; e-mails at once; digests
  // at 08:00 in Bangkok (daily) and on Monday (weekly).
  jobs.define(JOBS.notificationsPublished, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async (data) => {
      const { bookIds } = (data ?? {}) as { bookIds?: unknown };
      if (Array.isArray(bookIds))
        await services.notifications.fanOutPublished(
          bookIds.filter((id): id is number => Number.isInteger(id)),
        );
    },
  });
  // A followed book got cheaper: its followers are told, batch by batch (docs/notifications.md).
  jobs.define(JOBS.notificationsPriceDrops, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async (data) => {
      const { bookIds } = (data ?? {}) as { bookIds?: unknown };
      if (Array.isArray(bookIds))
        await services.notifications.fanOutPriceDrops(
          bookIds.filter((id): id is number => Number.isInteger(id)),
        );
    },
  });
  jobs.define(JOBS.notificationsCreate, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async (data) => {
      const event = (data ?? {}) as {
        kind?: unknown;
        customerIds?: unknown;
        productId?: unknown;
        releaseAt?: unknown;
      };
      if (
        event.kind === 'preorder_delivered' &&
        Array.isArray(event.customerIds) &&
        typeof event.productId === 'number'
      )
        await services.notifications.createFromJob({
          kind: 'preorder_delivered',
          customerIds: event.customerIds.filter((id): id is number => Number.isInteger(id)),
          productId: event.productId,
        });
      // A pre-ordered book's release moved later (catalog-admin, through the preorders port).
      if (
        event.kind === 'preorder_delayed' &&
        Array.isArray(event.customerIds) &&
        typeof event.productId === 'number' &&
        typeof event.releaseAt === 'string'
      )
        await services.notifications.createFromJob({
          kind: 'preorder_delayed',
          customerIds: event.customerIds.filter((id): id is number => Number.isInteger(id)),
          productId: event.productId,
          releaseAt: event.releaseAt,
        });
    },
  });
  jobs.define(JOBS.notificationsMailNow, {
    retryLimit: 8,
    retryDelaySeconds: 30,
    concurrency: 5,
    handler: async (data) => {
      const { customerIds } = (data ?? {}) as { customerIds?: unknown };
      if (Array.isArray(customerIds))
        await services.notifications.mailNow(
          customerIds.filter((id): id is number => Number.isInteger(id)),
        );
    },
  });
  jobs.define(JOBS.notificationsDailyDigest, {
    cron: '0 1 * * *',
    handler: async () => {
      await services.notifications.runDigest('daily');
    },
  });
  jobs.define(JOBS.notificationsWeeklyDigest, {
    cron: '0 1 * * 1',
    handler: async () => {
      await services.notifications.runDigest('weekly');
    },
  });
  // Every night at 03:30 in Bangkok: anything that does not add up is reported to staff.
  jobs.define(JOBS.reconcileDaily, {
    cron: '30 20 * * *',
    handler: async () => {
      const anomalies = await services.orders.findAnomalies();
      if (anomalies.total > 0) log.error({ anomalies: anomalies.byKind }, 'orders do not add up');
    },
  });
  jobs.define(JOBS.purgeIdempotencyKeys, {
    cron: '41 * * * *',
    handler: () => services.orders.purgeIdempotencyKeys(new Date(Date.now() - 86_400_000)),
  });
  jobs.define(JOBS.demoNotify, {
    expireInSeconds: quickJobSeconds,
    handler: withId('chargeId', services.demoGateway.notify),
    retryLimit: 10,
    retryDelaySeconds: 5,
    concurrency: 10,
  });
  jobs.define(JOBS.demoSettle, { handler: withId('chargeId', services.demoGateway.settleLater) });
  // Daily sales by book (docs/sales-stats.md): today and yesterday in Bangkok every 5 minutes, and
  // everything on the first run (the aggregate empty); one refresh at a time (an advisory lock).
  jobs.define(JOBS.salesRefresh, {
    cron: '*/5 * * * *',
    handler: async () => {
      await services.salesStats.refreshRecent();
    },
  });
  jobs.define(JOBS.purgeAccounts, {
    cron: '17 3 * * *',
    handler: async () => {
      await services.sessions.purgeEnded(KEEP_ENDED_DAYS);
      await services.accounts.purgeSpentTokens(KEEP_ENDED_DAYS);
    },
  });
};
