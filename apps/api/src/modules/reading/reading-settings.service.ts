import type { AccountReaderSettings, ReaderSettingsValues } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import type * as readingSettingsRepository from './reading-settings.repository.js';
import type { ReaderSettingsRow } from './reading-settings.repository.js';

const toSettings = (row: ReaderSettingsRow): AccountReaderSettings => ({
  ...row.settings,
  Version: row.version,
  UpdatedAt: row.updatedAt.toISOString(),
});

/**
 * The reader's settings of an account (docs/reader.md "Typography and comfort"): text size,
 * typeface, margins, theme and the rest, the same on every device of the customer. Every value is
 * checked by the contract's schema before it gets here; a save replaces them all (the last save
 * wins, which is what a reader changing them on two devices expects). Only the caller's own row is
 * ever read or written.
 */
export const createReadingSettingsService = ({
  db,
  settings,
}: {
  db: Database;
  settings: Pick<typeof readingSettingsRepository, 'findReaderSettings' | 'upsertReaderSettings'>;
}) => ({
  async get(customerId: number): Promise<{ Settings: AccountReaderSettings | null }> {
    const row = await settings.findReaderSettings(db, customerId);
    return { Settings: row ? toSettings(row) : null };
  },

  async save(
    customerId: number,
    values: ReaderSettingsValues,
  ): Promise<{ Settings: AccountReaderSettings }> {
    return { Settings: toSettings(await settings.upsertReaderSettings(db, customerId, values)) };
  },
});

export type ReadingSettingsService = ReturnType<typeof createReadingSettingsService>;
