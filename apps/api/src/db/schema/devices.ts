import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** A browser or app installation, registered by POST /appstart (spec §7). */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceTypeId: smallint('device_type_id').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('th'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('devices_language_check', sql`${table.language} in ('th', 'en')`),
    index('devices_last_seen_at_idx').on(table.lastSeenAt),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
