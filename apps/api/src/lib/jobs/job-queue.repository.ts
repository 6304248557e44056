import { sql } from 'drizzle-orm';
import { executeRows, MONITORING, type DbOrTx } from '../../db/client.js';

/** Jobs of these queues that a worker holds right now. */
export const activeJobs = async (db: DbOrTx, names: string[]): Promise<number> => {
  const [row] = await executeRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pgboss.job
      where name = any(${`{${names.join(',')}}`}::text[]) and state = 'active'`,
  );
  return Number(row?.count ?? 0);
};

/** Jobs waiting (created or to be retried) or running, per queue. */
export const countWaiting = async (db: DbOrTx): Promise<Record<string, number>> => {
  const rows = await executeRows<{ name: string; count: number }>(
    db,
    sql`${sql.raw(MONITORING)} select name, count(*)::int as count from pgboss.job
      where state in ('created', 'retry', 'active') group by name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
};

/**
 * How long the oldest job that is due (created or to be retried, its start time passed) has waited,
 * in seconds; 0 when none waits. Grows when no worker works the queue (the worker process died).
 */
export const oldestDueSeconds = async (db: DbOrTx): Promise<number> => {
  const [row] = await executeRows<{ seconds: number | null }>(
    db,
    sql`${sql.raw(MONITORING)} select extract(epoch from now() - min(start_after))::float8 as seconds
      from pgboss.job where state in ('created', 'retry') and start_after <= now()`,
  );
  return Math.max(0, Number(row?.seconds ?? 0));
};

/**
 * Jobs that failed, per queue: `retry`, an attempt failed and the job waits for its next one;
 * `failed`, its last attempt failed within the past hour (pg-boss keeps it, nobody retries it).
 */
export const countFailures = async (
  db: DbOrTx,
): Promise<{ retry: Record<string, number>; failed: Record<string, number> }> => {
  const rows = await executeRows<{ name: string; state: 'retry' | 'failed'; count: number }>(
    db,
    sql`${sql.raw(MONITORING)} select name, state::text as state, count(*)::int as count
      from pgboss.job
      where state = 'retry' or (state = 'failed' and completed_on > now() - interval '1 hour')
      group by name, state`,
  );
  const result = { retry: {} as Record<string, number>, failed: {} as Record<string, number> };
  for (const row of rows) result[row.state][row.name] = Number(row.count);
  return result;
};

/** Removes these top-level fields from a job's stored data (secrets spent by its handler). */
export const eraseJobFields = async (
  db: DbOrTx,
  job: { name: string; id: string },
  fields: string[],
): Promise<void> => {
  await db.execute(
    sql`update pgboss.job set data = data - ${`{${fields.join(',')}}`}::text[]
      where name = ${job.name} and id = ${job.id}::uuid`,
  );
};
