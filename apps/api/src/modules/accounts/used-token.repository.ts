import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeRows } from '../../db/client.js';
import { usedExternalTokens } from '../../db/schema/index.js';

/**
 * Records that a token was used, in one atomic statement: true for the first use, false when it was
 * already recorded (however many requests present it at once, exactly one insert wins the key). A
 * record whose token has expired is taken over, so a key is never refused for ever.
 */
export const claimToken = async (
  db: DbOrTx,
  params: { tokenKey: string; expiresAt: Date },
): Promise<boolean> => {
  const rows = await executeRows<{ token_key: string }>(
    db,
    sql`insert into used_external_tokens as t (token_key, expires_at)
        values (${params.tokenKey}, ${params.expiresAt.toISOString()}::timestamptz)
        on conflict (token_key) do update set expires_at = excluded.expires_at
          where t.expires_at <= now()
        returning t.token_key`,
  );
  return rows.length === 1;
};

/** Forgets the records of tokens that have expired (they are refused for their expiry anyway). */
export const deleteExpiredTokens = async (db: DbOrTx): Promise<void> => {
  await db.delete(usedExternalTokens).where(lt(usedExternalTokens.expiresAt, sql`now()`));
};
