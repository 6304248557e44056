import type { Database } from './db/client.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import type { Mailer } from './lib/mail/mail.types.js';
import { ACCOUNT_MAIL_JOB, accountMailJob } from './modules/accounts/account-mail.js';
import { deleteSpentTokens } from './modules/accounts/customer.repository.js';
import { deleteEndedSessions } from './modules/accounts/session.repository.js';
import type { Services } from './services.js';

/** Every kind of job of the store, with its handler and, for scheduled jobs, its cron (UTC). */
export const JOBS = {
  accountMail: ACCOUNT_MAIL_JOB,
  popularity: 'catalog.popularity',
  purgeAccounts: 'accounts.purge',
} as const;

/** Sessions and e-mailed links are kept this long after they end, then deleted. */
const KEEP_ENDED_DAYS = 30;

export const defineJobs = ({
  jobs,
  services,
  mailer,
  db,
}: {
  jobs: JobQueue;
  services: Services;
  mailer: Mailer;
  db: Database;
}) => {
  jobs.define(JOBS.accountMail, accountMailJob(mailer));
  // Search ranks by a popularity snapshot, recomputed here, never per sale (ADR 0008).
  jobs.define(JOBS.popularity, {
    cron: '*/15 * * * *',
    handler: async () => {
      await services.search.refreshPopularity();
    },
  });
  // Expiry: what can never be used again is not kept (buying's expiry jobs follow this pattern).
  jobs.define(JOBS.purgeAccounts, {
    cron: '17 3 * * *',
    handler: async () => {
      await deleteEndedSessions(db, KEEP_ENDED_DAYS);
      await deleteSpentTokens(db, KEEP_ENDED_DAYS);
    },
  });
};
