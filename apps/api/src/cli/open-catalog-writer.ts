import { openDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { createFileStorage } from '../lib/file-storage.js';
import { importCatalog } from '../modules/catalog/catalog-import.service.js';
import type { CatalogWriter } from './catalog-writer.js';
import { readEmbeddedLock } from '../lib/embedded-lock.js';
import { createRemoteCatalogWriter } from './remote-catalog-writer.js';

/**
 * When an API process owns the embedded database (its lock file in DATA_DIR), writes go through it.
 * Otherwise opens the database named by the environment (PGlite under DATA_DIR, or DATABASE_URL), brings it
 * up to date and writes catalogs with `importCatalog`. Covers go to the file storage.
 */
export const openCatalogWriter = async (): Promise<CatalogWriter> => {
  const env = parseEnv();
  // The embedded database belongs to the running API, if there is one: write through it.
  const owner = env.DATABASE_URL ? undefined : readEmbeddedLock(env.DATA_DIR);
  if (owner) return createRemoteCatalogWriter(owner);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = createFileStorage(env);
  return {
    write: (catalog, options) => importCatalog({ db: database.db, storage }, catalog, options),
    close: () => database.close(),
  };
};
