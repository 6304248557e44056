import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/client.js';
import { authThrottles } from '../../db/schema/index.js';

export type ThrottleWindow = {
  /** Attempts allowed in one window; the next one is refused and starts a block. */
  max: number;
  windowSeconds: number;
  blockSeconds: number;
};

/**
 * Counts one attempt against `key` in a single atomic statement (an upsert), so concurrent requests
 * on PostgreSQL cannot slip past the limit: each one sees the count the others left.
 * - blocked: nothing changes; the answer says how long the block still lasts;
 * - the window has passed: the count starts again at 1;
 * - otherwise the count grows, and going past `max` starts a block of `blockSeconds`.
 * Returns the seconds the caller must wait, or null when the attempt may go ahead.
 */
export const countAttempt = async (
  db: DbOrTx,
  params: { key: string } & ThrottleWindow,
): Promise<number | null> => {
  const window = sql`(${params.windowSeconds}::int * interval '1 second')`;
  const block = sql`(${params.blockSeconds}::int * interval '1 second')`;
  const isBlocked = sql`(t.blocked_until is not null and t.blocked_until > now())`;
  const isExpired = sql`(t.window_started_at <= now() - ${window})`;

  const [row] = await executeRows<{ retry_after: number | null }>(
    db,
    sql`insert into auth_throttles as t (key, failures, window_started_at, blocked_until)
        values (${params.key}, 1, now(), null)
        on conflict (key) do update set
          failures = case when ${isBlocked} then t.failures
                          when ${isExpired} then 1
                          else t.failures + 1 end,
          window_started_at = case when ${isBlocked} then t.window_started_at
                                   when ${isExpired} then now()
                                   else t.window_started_at end,
          blocked_until = case when ${isBlocked} then t.blocked_until
                               when not ${isExpired} and t.failures + 1 > ${params.max}::int
                                 then now() + ${block}
                               else null end
        returning case when blocked_until is not null and blocked_until > now()
                       -- never more than the block: a request whose transaction began before a
                       -- parallel one set the block sees an older now() (it said 61 minutes)
                       then least(${params.blockSeconds}::int,
                                  greatest(1, ceil(extract(epoch from (blocked_until - now()))))::int)
                  end as retry_after`,
  );
  return row?.retry_after ?? null;
};

/** Seconds left on a block of `key`, or null when it is not blocked (reads only). */
export const findBlock = async (db: DbOrTx, key: string): Promise<number | null> => {
  const [row] = await executeRows<{ retry_after: number | null }>(
    db,
    sql`select greatest(1, ceil(extract(epoch from (blocked_until - now()))))::int as retry_after
        from auth_throttles where key = ${key} and blocked_until > now()`,
  );
  return row?.retry_after ?? null;
};

/** Takes back one counted attempt (it turned out to be a success). */
export const uncountAttempt = async (db: DbOrTx, key: string): Promise<void> => {
  await db
    .update(authThrottles)
    .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
    .where(eq(authThrottles.key, key));
};

/** Forgets `key` entirely (a success on the account, a password reset). */
export const clearThrottle = async (db: DbOrTx, key: string): Promise<void> => {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
};

/** Removes rows whose window and block both ended before `olderThanSeconds` ago. */
export const deleteStaleThrottles = async (db: DbOrTx, olderThanSeconds: number): Promise<void> => {
  const cutoff = sql`now() - (${olderThanSeconds}::int * interval '1 second')`;
  await db
    .delete(authThrottles)
    .where(
      sql`${lt(authThrottles.windowStartedAt, cutoff)} and (${authThrottles.blockedUntil} is null or ${lt(authThrottles.blockedUntil, cutoff)})`,
    );
};

/** Forgets every key starting with `prefix` (all the per-address counters of one account). */
export const clearThrottlesStartingWith = async (db: DbOrTx, prefix: string): Promise<void> => {
  await db.execute(sql`delete from auth_throttles where starts_with(key, ${prefix})`);
};
