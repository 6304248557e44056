import postgres from 'postgres';
import { parseEnv } from '../env.js';
import { runningServerPort, startEmbeddedPostgres } from './embedded-server.js';

/**
 * The store's embedded PostgreSQL as a process of its own, for the start command's supervisor
 * (scripts/start.mjs, ADR 0016): starts (or joins) the server of DATA_DIR, tells its parent the
 * connection string over the IPC channel, then lives as long as the server does. When PostgreSQL
 * dies (a crash, `kill -9`), this process exits 1 within half a second, so the supervisor starts it
 * again; SIGTERM or SIGINT stops the server cleanly.
 */
const WATCH_MS = 500;

const main = async () => {
  const env = parseEnv();
  const server = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_POSTGRES_PORT,
    log: (line) => console.error(line),
  });
  // After a crash PostgreSQL first makes the whole data folder durable; by default it fsyncs every
  // file one by one (3-4 s here on a loaded machine before recovery even began), syncfs does it in
  // one call. Kept in postgresql.auto.conf, so it holds from the next start on, the one after a
  // crash (ADR 0016).
  const admin = postgres(server.url, { max: 1, onnotice: () => undefined });
  await admin
    .unsafe(`alter system set recovery_init_sync_method = 'syncfs'`)
    .catch((error: unknown) => console.error('recovery_init_sync_method not set:', error));
  await admin.end({ timeout: 5 });
  process.send?.({ ready: true, url: server.url });
  console.error(`PostgreSQL ready on port ${env.EMBEDDED_POSTGRES_PORT}`);

  const watch = setInterval(() => {
    if (runningServerPort(env.DATA_DIR) === undefined) {
      console.error('PostgreSQL stopped');
      process.exit(1);
    }
  }, WATCH_MS);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    await server.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  // The parent's IPC channel closing means the supervisor is gone: stop with it.
  process.once('disconnect', () => void stop());
};

main().catch((error: unknown) => {
  console.error('The embedded PostgreSQL could not start:', error);
  process.exit(1);
});
