import type { Database } from './db/client.js';
import { createDeviceService } from './modules/devices/device.service.js';

/** Every service of the API, built once per app from its dependencies. */
export const createServices = ({ db }: { db: Database }) => ({
  devices: createDeviceService({ db }),
});

export type Services = ReturnType<typeof createServices>;
