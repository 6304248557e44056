import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { storeSecrets } from '../db/schema/index.js';

/** A secret the store made for itself, made now if it does not exist yet (every process agrees). */
export const ensureSecret = async (
  db: DbOrTx,
  name: string,
  candidate: string,
): Promise<string> => {
  await db.insert(storeSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: storeSecrets.value })
    .from(storeSecrets)
    .where(eq(storeSecrets.name, name));
  return row!.value;
};
