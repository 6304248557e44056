import { sql } from 'drizzle-orm';
import { openStoreDatabase } from './client.js';
import { runningServerPort } from './embedded-server.js';
import { createFileStorage } from '../lib/file-storage.js';
import { seedDatabase, seedReferenceData } from '../seeds.js';
import { parseEnv } from '../env.js';

/**
 * `npm run db:reset`: throws away every table and row (the public, drizzle and job schemas), then
 * migrates and seeds again. With the embedded server it refuses while the store runs on it.
 */
const env = parseEnv();
if (env.NODE_ENV === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}

if (!env.DATABASE_URL && runningServerPort(env.DATA_DIR)) {
  console.error(
    `The store is running on the database in ${env.DATA_DIR}: stop it before db:reset.`,
  );
  process.exit(1);
}

const database = await openStoreDatabase(env);
try {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDatabase({ db: database.db, storage: createFileStorage(env) });
  console.warn(
    `Reset the ${database.driver} database${env.DATABASE_URL ? '' : ` under ${env.DATA_DIR}`}.`,
  );
} finally {
  await database.close();
}
