import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ReaderSettingsValues } from '@nangsue/contracts';
import { customers } from './customers.js';

/**
 * The reader's settings of an account (docs/reader.md "Typography and comfort"): one row per
 * customer, the same on every device. `settings` holds the contract's `ReaderSettingsValues`,
 * checked by its schema on the way in; `version` goes up by one with every save (the last save
 * wins).
 */
export const readerSettings = pgTable(
  'reader_settings',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<ReaderSettingsValues>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reader_settings_object_check', sql`jsonb_typeof(${table.settings}) = 'object'`),
  ],
);
