import type { ReaderSettingsValues } from '@nangsue/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { readerSettings } from '../../db/schema/index.js';

export type ReaderSettingsRow = typeof readerSettings.$inferSelect;

/** The customer's reader settings (none until they first change one). */
export const findReaderSettings = async (
  db: DbOrTx,
  customerId: number,
): Promise<ReaderSettingsRow | undefined> => {
  const [row] = await db
    .select()
    .from(readerSettings)
    .where(eq(readerSettings.customerId, customerId));
  return row;
};

/** Keeps the customer's settings, whatever was there (the last save wins); version up by one. */
export const upsertReaderSettings = async (
  db: DbOrTx,
  customerId: number,
  settings: ReaderSettingsValues,
): Promise<ReaderSettingsRow> => {
  const [row] = await db
    .insert(readerSettings)
    .values({ customerId, settings })
    .onConflictDoUpdate({
      target: readerSettings.customerId,
      set: {
        settings,
        version: sql`${readerSettings.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
};
