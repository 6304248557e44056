import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { createFileStorage } from './lib/file-storage.js';
import { seedDatabase, seedReferenceData } from './db/seed.js';
import { refreshCatalogIndexes } from './modules/catalog/catalog-import.service.js';
import { EnvError, parseEnv } from './env.js';
import { newLockToken, readEmbeddedLock, writeEmbeddedLock } from './lib/embedded-lock.js';

const main = async () => {
  const env = parseEnv();
  const embedded = !env.DATABASE_URL;
  const owner = embedded ? readEmbeddedLock(env.DATA_DIR) : undefined;
  if (owner) {
    throw new EnvError(
      `Another API process (pid ${owner.pid}, ${owner.url}) is using the embedded database in ${env.DATA_DIR}. ` +
        'Stop it, or set another DATA_DIR.',
    );
  }
  const importToken = embedded ? newLockToken() : undefined;
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  await seedReferenceData(database.db);
  await refreshCatalogIndexes(database.db);
  if (env.SEED_ON_START) await seedDatabase({ db: database.db, storage: createFileStorage(env) });

  const app = await buildApp({ env, database, ...(importToken ? { importToken } : {}) });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let releaseLock = () => {};
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: env.API_HOST, port: env.API_PORT });
  if (importToken) {
    // Command-line tools find this process here and send their writes to it (see embedded-lock.ts).
    releaseLock = writeEmbeddedLock(
      env.DATA_DIR,
      address.replace('0.0.0.0', '127.0.0.1'),
      importToken,
    ).release;
    process.once('exit', () => releaseLock());
  }
  app.log.info(
    {
      database: database.driver,
      dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
      docs: '/docs',
    },
    'Nangsue API ready',
  );
};

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('The API could not start:', error);
  }
  process.exit(1);
});
