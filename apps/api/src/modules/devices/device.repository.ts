import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';

export const insertDevice = async (
  db: DbOrTx,
  params: { deviceTypeId: number; language: Locale },
): Promise<DeviceRow> => {
  const [row] = await db.insert(devices).values(params).returning();
  if (!row) throw new Error('insert into devices returned no row');
  return row;
};

export const findDeviceById = async (db: DbOrTx, id: string): Promise<DeviceRow | undefined> => {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row;
};

export const updateDeviceLanguage = async (
  db: DbOrTx,
  params: { id: string; language: Locale },
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .update(devices)
    .set({ language: params.language, lastSeenAt: sql`now()` })
    .where(eq(devices.id, params.id))
    .returning();
  return row;
};

/** Records that the device was seen, at most once an hour, so reads do not turn into writes. */
export const touchDevice = async (db: DbOrTx, id: string): Promise<void> => {
  await db
    .update(devices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(devices.id, id), lt(devices.lastSeenAt, sql`now() - interval '1 hour'`)));
};
