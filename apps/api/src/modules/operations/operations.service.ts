import type {
  AdminFailedJob,
  AdminJobQueue,
  AdminSearchLogQuery,
  AdminSearchTerm,
} from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as operationsRepository from './operations.repository.js';
import type { FailedJobRow } from './operations.repository.js';

export type OperationsDeps = {
  db: Database;
  audit: Audit;
  /** The catalog's read cache (the one `DELETE /v1/cache/clear-all` empties). */
  cache: Pick<CatalogCache, 'clear'>;
  jobs: Pick<JobQueue, 'wake'>;
  repository: typeof operationsRepository;
  clock?: Clock;
  withTransaction?: WithTransaction;
};

const DAY_MS = 86_400_000;
/** The search log's default period and longest period. */
const SEARCH_DEFAULT_DAYS = 7;
const SEARCH_MAX_DAYS = 92;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The fields of a job's data shown to staff: ids that name what the job was about. Nothing else
 * (an account e-mail's data holds a password-reset link, a gift e-mail's the gift code).
 */
const SUBJECT_FIELDS = [
  'orderId',
  'refundId',
  'paymentId',
  'customerId',
  'bookId',
  'event',
] as const;

const subjectOf = (data: unknown): Record<string, string | number> => {
  if (typeof data !== 'object' || data === null) return {};
  const subject: Record<string, string | number> = {};
  for (const field of SUBJECT_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 100))
      subject[field] = value;
  }
  return subject;
};

const errorOf = (output: unknown): string | null => {
  if (typeof output !== 'object' || output === null) return null;
  const message = (output as Record<string, unknown>).message;
  return typeof message === 'string'
    ? message.slice(0, 2000)
    : JSON.stringify(output).slice(0, 2000);
};

const presentFailed = (row: FailedJobRow): AdminFailedJob => ({
  Id: row.id,
  Queue: row.name,
  CreatedAt: row.createdOn.toISOString(),
  FailedAt: row.completedOn ? row.completedOn.toISOString() : null,
  RetryCount: row.retryCount,
  Error: errorOf(row.output),
  Subject: subjectOf(row.data),
  Archived: row.archived,
});

const pageOf = <T>(rows: T[], query: { Page: number; PageSize: number }) => ({
  Items: rows.slice(0, query.PageSize),
  Page: query.Page,
  PageSize: query.PageSize,
  HasNextPage: rows.length > query.PageSize,
});

const EMPTY_COUNTS = {
  Created: 0,
  Retry: 0,
  Active: 0,
  Completed: 0,
  Cancelled: 0,
  Failed: 0,
  FailedArchived: 0,
};

const STATE_FIELDS: Record<string, keyof typeof EMPTY_COUNTS> = {
  created: 'Created',
  retry: 'Retry',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/**
 * Operations in the back office (docs/back-office.md "Operations"): the job queue, the cache and
 * the search log. The two writes (a job retried, the cache emptied) are audited with a reason.
 */
export const createOperationsService = ({
  db,
  audit,
  cache,
  jobs,
  repository,
  clock = systemClock,
  withTransaction = createWithTransaction(db),
}: OperationsDeps) => {
  /** The period of a search-log query: the last 7 days by default, at most 92 days. */
  const periodOf = (query: AdminSearchLogQuery) => {
    const to = query.To ? new Date(query.To) : clock.now();
    const from = query.From
      ? new Date(query.From)
      : new Date(to.getTime() - SEARCH_DEFAULT_DAYS * DAY_MS);
    if (from.getTime() >= to.getTime())
      throw new AppError('VALIDATION_FAILED', { message: 'operations.period.order' });
    if (to.getTime() - from.getTime() > SEARCH_MAX_DAYS * DAY_MS)
      throw new AppError('VALIDATION_FAILED', {
        message: 'operations.period.tooLong',
        params: { max: SEARCH_MAX_DAYS },
      });
    return { from, to };
  };

  const searchTerms = async (query: AdminSearchLogQuery, emptyOnly: boolean) => {
    const rows = await repository.findSearchTerms(db, {
      ...periodOf(query),
      language: query.Language,
      emptyOnly,
      limit: query.PageSize + 1,
      offset: (query.Page - 1) * query.PageSize,
    });
    return pageOf(
      rows.map((row): AdminSearchTerm => ({
        Id: `${row.language}:${row.text}`,
        Text: row.text,
        Language: row.language,
        Searches: row.searches,
        AverageResults: row.averageResults,
        LastSearchedAt: row.lastSearchedAt.toISOString(),
      })),
      query,
    );
  };

  return {
    /** Every queue with its jobs per state (the queue table keeps finished jobs 12 hours). */
    async queues(): Promise<{ CheckedAt: string; Queues: AdminJobQueue[] }> {
      const { queues, counts, archivedFailed } = await repository.countJobs(db);
      const byName = new Map<string, AdminJobQueue>(
        queues.map((name) => [name, { Name: name, ...EMPTY_COUNTS }]),
      );
      const entry = (name: string) => {
        const found = byName.get(name) ?? { Name: name, ...EMPTY_COUNTS };
        byName.set(name, found);
        return found;
      };
      for (const row of counts) {
        const field = STATE_FIELDS[row.state];
        if (field) entry(row.name)[field] += row.count;
      }
      for (const row of archivedFailed) entry(row.name).FailedArchived += row.count;
      return {
        CheckedAt: clock.now().toISOString(),
        // pg-boss's own queues (`__pgboss__send-it`) are its business, not the store's.
        Queues: [...byName.values()]
          .filter((queue) => !queue.Name.startsWith('__pgboss'))
          .sort((a, b) => a.Name.localeCompare(b.Name)),
      };
    },

    async failedJobs(query: { Queue?: string | undefined; Page: number; PageSize: number }) {
      const rows = await repository.findFailedJobs(db, {
        queue: query.Queue || undefined,
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return pageOf(rows.map(presentFailed), query);
    },

    /**
     * A failed job runs again at once (one more attempt), exactly once however many staff press
     * the button: the first takes the job's row, the others find it no longer failed (404).
     */
    async retryJob(actor: StaffActor, queue: string, id: string, reason: string) {
      if (!JOB_ID.test(id)) throw new AppError('NOT_FOUND', { message: 'operations.job.notFound' });
      const retried = await withTransaction(async (tx) => {
        const job = await repository.retryFailedJob(tx, { queue, id });
        if (!job) throw new AppError('NOT_FOUND', { message: 'operations.job.notFound' });
        await audit.record(tx, actor, {
          action: 'job.retry',
          entityType: 'job',
          entityId: `${queue}/${id}`,
          before: { state: 'failed', retryCount: job.retryCount },
          after: { state: 'retry' },
          reason,
        });
        return job;
      });
      jobs.wake(queue);
      return {
        Id: retried.id,
        Queue: retried.name,
        CreatedAt: retried.createdOn.toISOString(),
        RetryCount: retried.retryCount,
        Subject: subjectOf(retried.data),
        Archived: false,
        State: 'retry' as const,
      };
    },

    /**
     * Empties the catalog's read cache (what `DELETE /v1/cache/clear-all` does): the audit entry
     * commits only if the cache was emptied.
     */
    async clearCache(actor: StaffActor, reason: string) {
      const clearedAt = clock.now();
      await withTransaction(async (tx) => {
        await audit.record(tx, actor, {
          action: 'cache.clear',
          entityType: 'cache',
          entityId: 'catalog',
          reason,
        });
        await cache.clear();
      });
      return { Cleared: true as const, ClearedAt: clearedAt.toISOString() };
    },

    topSearches: (query: AdminSearchLogQuery) => searchTerms(query, false),
    emptySearches: (query: AdminSearchLogQuery) => searchTerms(query, true),
  };
};

export type OperationsService = ReturnType<typeof createOperationsService>;
