import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { createFileStorage } from '../lib/file-storage.js';
import { seedDatabase, seedReferenceData } from './seed.js';
import { parseEnv } from '../env.js';
import { readEmbeddedLock } from '../lib/embedded-lock.js';

/**
 * `npm run db:reset`: throws away every table and row, then migrates and seeds again.
 * Embedded: deletes DATA_DIR/pglite. PostgreSQL: drops the public and drizzle schemas.
 */
const env = parseEnv();
if (env.NODE_ENV === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}

const owner = env.DATABASE_URL ? undefined : readEmbeddedLock(env.DATA_DIR);
if (owner) {
  console.error(
    `The store's API (pid ${owner.pid}, ${owner.url}) is using ${env.DATA_DIR}: stop it before db:reset.`,
  );
  process.exit(1);
}

if (!env.DATABASE_URL)
  await fs.rm(path.join(env.DATA_DIR, 'pglite'), { recursive: true, force: true });

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  if (database.driver === 'postgres') {
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDatabase({ db: database.db, storage: createFileStorage(env) });
  console.warn(
    `Reset the ${database.driver} database${env.DATABASE_URL ? '' : ` under ${env.DATA_DIR}`}.`,
  );
} finally {
  await database.close();
}
