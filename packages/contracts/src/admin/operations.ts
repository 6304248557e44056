import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Operations in the back office (issue 24, docs/back-office.md "Operations"): the job queue
 * (pg-boss: jobs per queue and state, failed jobs with their error, a failed job run again), the
 * catalog's read cache emptied (what `DELETE /v1/cache/clear-all` does, as a staff permission),
 * and the search log (what readers search for most, and what finds nothing).
 */

/** pg-boss's states: `created` (waiting), `retry` (waiting to be tried again), `active`, ... */
export const AdminJobQueueSchema = z.object({
  Name: z.string(),
  Created: z.number().int(),
  Retry: z.number().int(),
  Active: z.number().int(),
  /** Done in the last 12 hours (pg-boss then moves them to its archive). */
  Completed: z.number().int(),
  Cancelled: z.number().int(),
  /** Failed for good (every retry spent) and still in the queue table (12 hours). */
  Failed: z.number().int(),
  /** Failed and moved to pg-boss's archive (kept 7 days): still listed and retryable here. */
  FailedArchived: z.number().int(),
});
export type AdminJobQueue = z.infer<typeof AdminJobQueueSchema>;

export const AdminJobQueuesSchema = z.object({
  CheckedAt: z.string(),
  Queues: z.array(AdminJobQueueSchema),
});

export const AdminFailedJobQuerySchema = z.object({
  Queue: z.string().trim().max(100).optional(),
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/**
 * A job that failed for good, newest first. Its data is not shown (an e-mail job carries links
 * that sign in or reset a password, a gift job its code): only what names the thing it was about.
 */
export const AdminFailedJobSchema = z.object({
  /** pg-boss's job id (a UUID). */
  Id: z.string(),
  Queue: z.string(),
  CreatedAt: z.string(),
  /** When its last attempt failed. */
  FailedAt: z.string().nullable(),
  /** Attempts after the first. */
  RetryCount: z.number().int(),
  /** The last attempt's error message. */
  Error: z.string().nullable(),
  /** What the job was about: its order, refund, payment, customer or book id, when it has one. */
  Subject: z.record(z.string(), z.union([z.string(), z.number()])),
  /** In pg-boss's archive (failed more than 12 hours ago). */
  Archived: z.boolean(),
});
export type AdminFailedJob = z.infer<typeof AdminFailedJobSchema>;

export const AdminJobParamsSchema = z.object({
  queue: z.string().min(1).max(100),
  id: z.string().min(1).max(64),
});

export const AdminReasonBodySchema = z.object({ Reason: AdminReasonSchema }).strict();

export const AdminCacheClearedSchema = z.object({
  Cleared: z.literal(true),
  ClearedAt: z.string(),
});

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A period of the search log: `From` and `To` (ISO date-times; the last 7 days when left out, at
 * most 92 days), optionally one language; a page of texts, the most searched first.
 */
export const AdminSearchLogQuerySchema = z.object({
  From: IsoDateTimeSchema.optional(),
  To: IsoDateTimeSchema.optional(),
  Language: z.enum(['th', 'en']).optional(),
  Page: z.coerce.number().int().min(1).max(1_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type AdminSearchLogQuery = z.infer<typeof AdminSearchLogQuerySchema>;

export const AdminSearchTermSchema = z.object({
  /** `<Language>:<Text>` (react-admin's id). */
  Id: z.string(),
  /** As searched, normalised (trimmed, lower case, NFC). */
  Text: z.string(),
  Language: z.enum(['th', 'en']),
  Searches: z.number().int(),
  /** The average number of books found (0 for searches with no result). */
  AverageResults: z.number(),
  LastSearchedAt: z.string(),
});
export type AdminSearchTerm = z.infer<typeof AdminSearchTermSchema>;

const OPERATIONS = { service: 'admin', access: 'staff' } as const;

export const OPERATIONS_ADMIN_ROUTES = {
  adminJobQueues: adminRoute({
    ...OPERATIONS,
    method: 'GET',
    path: '/admin/v1/operations/jobs',
    permission: 'operations.read',
    response: envelope(AdminJobQueuesSchema),
  }),
  adminJobFailedList: adminRoute({
    ...OPERATIONS,
    method: 'GET',
    path: '/admin/v1/operations/jobs/failed',
    permission: 'operations.read',
    query: AdminFailedJobQuerySchema,
    response: envelope(adminPage(AdminFailedJobSchema)),
  }),
  /** A failed job waits to run again at once, with one more attempt (audited with the reason). */
  adminJobRetry: adminRoute({
    ...OPERATIONS,
    method: 'POST',
    path: '/admin/v1/operations/jobs/:queue/:id/retry',
    permission: 'operations.write',
    params: AdminJobParamsSchema,
    body: AdminReasonBodySchema,
    response: envelope(
      AdminFailedJobSchema.omit({ FailedAt: true, Error: true }).extend({
        State: z.literal('retry'),
      }),
    ),
  }),
  /** The catalog's read cache emptied (as `DELETE /v1/cache/clear-all`), audited. */
  adminCacheClear: adminRoute({
    ...OPERATIONS,
    method: 'POST',
    path: '/admin/v1/operations/cache/clear',
    permission: 'operations.write',
    body: AdminReasonBodySchema,
    response: envelope(AdminCacheClearedSchema),
  }),
  adminSearchTop: adminRoute({
    ...OPERATIONS,
    method: 'GET',
    path: '/admin/v1/operations/searches/top',
    permission: 'operations.read',
    query: AdminSearchLogQuerySchema,
    response: envelope(adminPage(AdminSearchTermSchema)),
  }),
  /** Searches that found no book: the first place to see what readers cannot find. */
  adminSearchNoResult: adminRoute({
    ...OPERATIONS,
    method: 'GET',
    path: '/admin/v1/operations/searches/no-result',
    permission: 'operations.read',
    query: AdminSearchLogQuerySchema,
    response: envelope(adminPage(AdminSearchTermSchema)),
  }),
} as const;
