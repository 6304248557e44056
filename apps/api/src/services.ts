import type { Database } from './db/client.js';
import type { Cache } from './lib/cache.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createDeviceService } from './modules/devices/device.service.js';
import { createSessionService } from './modules/accounts/session.service.js';
import type { Env } from './env.js';

/** Every service of the API, built once per app from its dependencies. */
export const createServices = ({ db, cache, env }: { db: Database; cache: Cache; env: Env }) => ({
  devices: createDeviceService({ db }),
  catalog: createCatalogService({ db, cache, filesBaseUrl: env.PUBLIC_FILES_URL }),
  sessions: createSessionService({
    db,
    settings: {
      idleSeconds: env.SESSION_IDLE_HOURS * 3600,
      rememberSeconds: env.SESSION_REMEMBER_DAYS * 86_400,
      absoluteSeconds: env.SESSION_ABSOLUTE_DAYS * 86_400,
    },
  }),
});

export type Services = ReturnType<typeof createServices>;
