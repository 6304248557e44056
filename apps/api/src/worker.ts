import './instrument-worker.js';
import { buildApp } from './app.js';
import { openStoreDatabase } from './db/client.js';
import { EnvError, parseEnv } from './env.js';
import { closeWithin } from './lib/shutdown.js';
import { surviveConnectionLoss } from './lib/connection-loss.js';
import { stopTracing } from './lib/tracing.js';

const connectionLoss = surviveConnectionLoss();

/**
 * `npm run worker`: a process that only works the job queue (e-mails, scheduled jobs), for a store
 * whose API processes run with JOBS_MODE=off. It is the same app, built and made ready, listening on
 * no port; it needs the database to be migrated (an API process does that at start).
 */
const main = async () => {
  const env = parseEnv({ ...process.env, JOBS_MODE: 'embedded' });
  const database = await openStoreDatabase(env);
  const app = await buildApp({ env, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.ready();
  connectionLoss.logTo((details, message) => app.log.warn(details, message));
  app.log.info({ database: database.driver }, 'Nangsue worker ready');
  const stop = async () => {
    const clean = await closeWithin(app, env.SHUTDOWN_TIMEOUT_MS);
    await stopTracing();
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
};

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : 'The worker could not start:', error);
  process.exit(1);
});
