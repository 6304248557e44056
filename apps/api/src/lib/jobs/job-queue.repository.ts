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
