import type { AppStartData, Locale } from '@nangsue/contracts';
import { DEVICE_TYPES } from '@nangsue/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { DeviceRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type * as deviceRepository from './device.repository.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** How stale a device's `last_seen_at` may be before a call renews it (as `touchDevice` checks). */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export type Device = { id: string; deviceTypeId: number; language: Locale };

const toDevice = (row: DeviceRow): Device => ({
  id: row.id,
  deviceTypeId: row.deviceTypeId,
  language: row.language === 'en' ? 'en' : 'th',
});

export const createDeviceService = ({
  db,
  devices,
}: {
  db: Database;
  /** The device repository; a unit test passes a substitute. */
  devices: Pick<
    typeof deviceRepository,
    'findDeviceById' | 'insertDevice' | 'touchDevice' | 'updateDeviceLanguage'
  >;
}) => ({
  /** POST /appstart: registers a device in the caller's language and returns its id. */
  async registerDevice(params: { deviceTypeId: number; language: Locale }): Promise<AppStartData> {
    const row = await devices.insertDevice(db, params);
    return { DeviceId: row.id, DeviceTypeId: DEVICE_TYPES.web, Language: toDevice(row).language };
  },

  /** Finds the device a request names; undefined when the id is malformed or unknown. */
  async findDevice(id: string): Promise<Device | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await devices.findDeviceById(db, id);
    if (!row) return undefined;
    // Last seen to the hour: most calls need no write at all (one round trip fewer per call).
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS)
      await devices.touchDevice(db, row.id);
    return toDevice(row);
  },

  async setLanguage(params: { deviceId: string; language: Locale }): Promise<Locale> {
    const row = await devices.updateDeviceLanguage(db, {
      id: params.deviceId,
      language: params.language,
    });
    if (!row) throw new AppError('VALIDATION_FAILED', { message: 'device.unknown' });
    return toDevice(row).language;
  },
});

export type DeviceService = ReturnType<typeof createDeviceService>;
