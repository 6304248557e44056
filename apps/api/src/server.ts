import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { createFileStorage } from './lib/file-storage.js';
import { seedDatabase } from './db/seed.js';
import { EnvError, parseEnv } from './env.js';

const main = async () => {
  const env = parseEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  if (env.SEED_ON_START) await seedDatabase({ db: database.db, storage: createFileStorage(env) });

  const app = await buildApp({ env, database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.API_HOST, port: env.API_PORT });
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
