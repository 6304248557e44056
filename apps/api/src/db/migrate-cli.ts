import { refreshCatalogIndexes } from '../modules/catalog/catalog-import.service.js';
import { openDatabase } from './client.js';
import { createFileStorage } from '../lib/file-storage.js';
import { seedDatabase, seedReferenceData } from './seed.js';
import { parseEnv } from '../env.js';
import { readEmbeddedLock } from '../lib/embedded-lock.js';

/** `npm run db:migrate -w @nangsue/api`: applies the committed migrations and seeds, then exits. */
const env = parseEnv();
const owner = env.DATABASE_URL ? undefined : readEmbeddedLock(env.DATA_DIR);
if (owner) {
  console.warn(
    `The store's API (pid ${owner.pid}) owns ${env.DATA_DIR} and migrated it at start; nothing to do.`,
  );
  process.exit(0);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await refreshCatalogIndexes(database.db);
  await seedDatabase({ db: database.db, storage: createFileStorage(env) });
  console.warn(`Migrated the ${database.driver} database.`);
} finally {
  await database.close();
}
