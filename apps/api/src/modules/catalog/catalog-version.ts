import type { Database } from '../../db/client.js';
import type { Cache } from '../../lib/cache.js';
import { getCatalogVersion } from '../catalog-import/catalog-write.repository.js';

/**
 * Every catalog change (import, seed) bumps a version row. Each API process checks it every few
 * seconds and empties its read cache when it moved, so a change made by another process (the ONIX
 * import command, another API instance) shows up without a restart.
 */
export const watchCatalogVersion = ({
  db,
  cache,
  intervalMs = 5000,
  onError,
}: {
  db: Database;
  cache: Cache;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): (() => void) => {
  let known: string | undefined;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const version = await getCatalogVersion(db);
      if (known !== undefined && version !== known) await cache.clear();
      known = version;
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
