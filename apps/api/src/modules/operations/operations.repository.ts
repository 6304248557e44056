import { sql } from 'drizzle-orm';
import { executeRows, MONITORING, type DbOrTx } from '../../db/client.js';

/**
 * The back office's operations pages (docs/back-office.md "Operations"), read-only except a failed
 * job sent back to its queue: pg-boss's tables (schema `pgboss`, ADR 0010) and the search log.
 */

export type JobCountRow = { name: string; state: string; count: number };

/** Jobs per queue and state in pg-boss's queue table, and every queue pg-boss knows. */
export const countJobs = async (
  db: DbOrTx,
): Promise<{ queues: string[]; counts: JobCountRow[]; archivedFailed: JobCountRow[] }> => {
  const [queues, counts, archivedFailed] = await Promise.all([
    executeRows<{ name: string }>(
      db,
      sql`${sql.raw(MONITORING)} select name from pgboss.queue order by name`,
    ),
    executeRows<JobCountRow>(
      db,
      sql`${sql.raw(MONITORING)} select name, state::text as state, count(*)::int as count
          from pgboss.job group by name, state`,
    ),
    executeRows<JobCountRow>(
      db,
      sql`${sql.raw(MONITORING)} select name, 'failed' as state, count(*)::int as count
          from pgboss.archive where state = 'failed' group by name`,
    ),
  ]);
  return {
    queues: queues.map((row) => row.name),
    counts: counts.map((row) => ({ ...row, count: Number(row.count) })),
    archivedFailed: archivedFailed.map((row) => ({ ...row, count: Number(row.count) })),
  };
};

export type FailedJobRow = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
  archived: boolean;
};

const failedColumns = sql.raw(`id::text as id, name, data, retry_count as "retryCount",
  created_on as "createdOn", completed_on as "completedOn", output`);

/** Jobs that failed for good (in the queue table or the archive), newest first; one row extra. */
export const findFailedJobs = async (
  db: DbOrTx,
  params: { queue?: string | undefined; limit: number; offset: number },
): Promise<FailedJobRow[]> => {
  const queue = params.queue ? sql`and name = ${params.queue}` : sql``;
  const rows = await executeRows<
    FailedJobRow & { createdOn: string | Date; completedOn: string | Date | null }
  >(
    db,
    sql`${sql.raw(MONITORING)} select * from (
          select ${failedColumns}, false as archived from pgboss.job
           where state = 'failed' ${queue}
          union all
          select ${failedColumns}, true as archived from pgboss.archive
           where state = 'failed' ${queue}
        ) failed
        order by "completedOn" desc nulls last, id
        limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map((row) => ({
    ...row,
    retryCount: Number(row.retryCount),
    createdOn: new Date(row.createdOn),
    completedOn: row.completedOn === null ? null : new Date(row.completedOn),
  }));
};

export type RetriedJob = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  createdOn: Date;
};

/**
 * A failed job waits to run again at once, with one more attempt than it had: in the queue table
 * as pg-boss's own `retry` does (state `retry`, `retry_limit + 1`), or moved back from the
 * archive with the same id (the id is an e-mail's delivery key). Undefined when no failed job of
 * that queue has that id (retried already by someone else: the row lock makes that exactly once).
 */
export const retryFailedJob = async (
  db: DbOrTx,
  params: { queue: string; id: string },
): Promise<RetriedJob | undefined> => {
  const parse = (rows: Array<RetriedJob & { createdOn: string | Date }>) =>
    rows[0] && {
      ...rows[0],
      retryCount: Number(rows[0].retryCount),
      createdOn: new Date(rows[0].createdOn),
    };
  const inQueue = await executeRows<RetriedJob & { createdOn: string | Date }>(
    db,
    sql`update pgboss.job
           set state = 'retry', retry_limit = greatest(retry_limit, retry_count) + 1,
               start_after = now(), completed_on = null
         where name = ${params.queue} and id = ${params.id}::uuid and state = 'failed'
     returning id::text as id, name, data, retry_count as "retryCount", created_on as "createdOn"`,
  );
  if (inQueue.length > 0) return parse(inQueue);
  const fromArchive = await executeRows<RetriedJob & { createdOn: string | Date }>(
    db,
    sql`with moved as (
          delete from pgboss.archive
           where name = ${params.queue} and id = ${params.id}::uuid and state = 'failed'
       returning *
        )
        insert into pgboss.job (id, name, priority, data, state, retry_limit, retry_count,
               retry_delay, retry_backoff, start_after, singleton_key, singleton_on, expire_in,
               created_on, keep_until, output, dead_letter, policy)
        select id, name, priority, data, 'retry', greatest(retry_limit, retry_count) + 1,
               retry_count, retry_delay, retry_backoff, now(), singleton_key, singleton_on,
               expire_in, created_on, now() + interval '14 days', output, dead_letter, policy
          from moved
     returning id::text as id, name, data, retry_count as "retryCount", created_on as "createdOn"`,
  );
  return parse(fromArchive);
};

export type SearchTermRow = {
  text: string;
  language: 'th' | 'en';
  searches: number;
  averageResults: number;
  lastSearchedAt: Date;
};

/**
 * The texts searched in a period, the most searched first (one row extra): all of them, or those
 * that found nothing (read through `search_log_empty_idx`'s rows only).
 */
export const findSearchTerms = async (
  db: DbOrTx,
  params: {
    from: Date;
    to: Date;
    language?: 'th' | 'en' | undefined;
    emptyOnly: boolean;
    limit: number;
    offset: number;
  },
): Promise<SearchTermRow[]> => {
  const rows = await executeRows<{
    text: string;
    language: 'th' | 'en';
    searches: number;
    average: string | number;
    last: string | Date;
  }>(
    db,
    sql`select text, language::text as language, count(*)::int as searches,
               round(avg(result_count), 1) as average, max(searched_at) as last
          from search_log
         where searched_at >= ${params.from.toISOString()}::timestamptz
           and searched_at < ${params.to.toISOString()}::timestamptz
           ${params.emptyOnly ? sql`and result_count = 0` : sql``}
           ${params.language ? sql`and language = ${params.language}` : sql``}
         group by text, language
         order by count(*) desc, max(searched_at) desc, text
         limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map((row) => ({
    text: row.text,
    language: row.language,
    searches: Number(row.searches),
    averageResults: Number(row.average),
    lastSearchedAt: new Date(row.last),
  }));
};
