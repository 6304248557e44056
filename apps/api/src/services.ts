import type { Database } from './db/client.js';
import type { Cache } from './lib/cache.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createDeviceService } from './modules/devices/device.service.js';

/** Every service of the API, built once per app from its dependencies. */
export const createServices = ({
  db,
  cache,
  filesBaseUrl,
}: {
  db: Database;
  cache: Cache;
  filesBaseUrl: string;
}) => ({
  devices: createDeviceService({ db }),
  catalog: createCatalogService({ db, cache, filesBaseUrl }),
});

export type Services = ReturnType<typeof createServices>;
