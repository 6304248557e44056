import './instrument-api.js';
import { catalogWriterDeps } from './catalog-writer.js';
import { buildApp } from './app.js';
import { openStoreDatabase } from './db/client.js';
import { surviveConnectionLoss } from './lib/connection-loss.js';
import { createFileStorage } from './lib/file-storage.js';
import { seedDatabase, seedReferenceData } from './seeds.js';
import { generateDemoBookFiles } from './modules/book-files/book-files.service.js';
import { EnvError, parseEnv } from './env.js';
import { drainThenClose } from './lib/shutdown.js';
import { stopTracing } from './lib/tracing.js';
import { COMMAND_ACTOR } from './modules/staff/index.js';
import { announceDemoOwner } from './modules/staff/demo-owner.js';

const connectionLoss = surviveConnectionLoss();

const main = async () => {
  const env = parseEnv();
  // DATABASE_URL, or the store's own PostgreSQL under DATA_DIR/postgres, started here and stopped
  // when the app closes (ADR 0007).
  const database = await openStoreDatabase(env);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    if (env.SEED_ON_START) await seedDatabase({ db: database.db, storage: createFileStorage(env) });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ env, database });
  connectionLoss.logTo((details, message) => app.log.warn(details, message));
  const stopBookFiles = new AbortController();
  let bookFilesWritten = Promise.resolve();
  app.addHook('onClose', async () => {
    stopBookFiles.abort();
    await bookFilesWritten;
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const clean = await drainThenClose(app, {
      drainMs: env.API_DRAIN_MS,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    }).catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      return false;
    });
    await stopTracing();
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The demo store's first owner (README): made once, when the store has no staff at all.
  const demoOwnerLink = env.SEED_ON_START
    ? await app.services.staff.ensureDemoOwner(COMMAND_ACTOR)
    : undefined;

  await app.listen({ host: env.API_HOST, port: env.API_PORT });
  app.log.info(
    {
      database: database.driver,
      dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
      docs: '/docs',
    },
    'Nangsue API ready',
  );
  if (demoOwnerLink) await announceDemoOwner(demoOwnerLink, env.DATA_DIR);
  // The demo books' files are written after the start (docs/book-files.md).
  if (env.SEED_ON_START)
    bookFilesWritten = generateDemoBookFiles(
      {
        ...catalogWriterDeps({ db: database.db, storage: app.storage, cache: app.cache }),
        log: app.log,
      },
      stopBookFiles.signal,
      env.DEMO_BOOK_FILES_MAX_ID,
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
