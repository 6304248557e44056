import type { Database } from '../../db/client.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { getCatalogVersion } from './catalog-upkeep.repository.js';

/**
 * Every catalog change (import, seed) bumps a version row. Each API process reads it at start and
 * every few seconds, and moves its cache keys to it (`catalog-cache.ts`), so a change made by
 * another process (the ONIX import command, another API instance) shows up without a restart and
 * without emptying any cache.
 */
export const watchCatalogVersion = ({
  db,
  cache,
  intervalMs = 5000,
  onError,
}: {
  db: Database;
  cache: CatalogCache;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): { stop: () => void; ready: Promise<void> } => {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      cache.moveTo(await getCatalogVersion(db));
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const ready = check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), ready };
};
