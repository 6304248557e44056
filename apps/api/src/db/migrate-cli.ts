import { openStoreDatabase } from './client.js';
import { createFileStorage } from '../lib/file-storage.js';
import { seedDatabase, seedReferenceData } from '../seeds.js';
import { parseEnv } from '../env.js';

/** `npm run db:migrate -w @nangsue/api`: applies the committed migrations and seeds, then exits. */
const env = parseEnv();
const database = await openStoreDatabase(env);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDatabase({ db: database.db, storage: createFileStorage(env) });
  console.warn(`Migrated the ${database.driver} database.`);
} finally {
  await database.close();
}
