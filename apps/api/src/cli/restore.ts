import path from 'node:path';
import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { createFileStorage } from '../lib/file-storage.js';
import {
  describeRestore,
  parseRestoreArgs,
  restoreBackup,
  RESTORE_USAGE,
} from './backup-command.js';
import { errorMessage } from './cli-args.js';

/**
 * Entry point of `npm run restore -- BACKUP_DIR [--replace]` (node apps/api/dist/cli/restore.js):
 * restores a backup of `npm run backup` into the store's database (the embedded server, started
 * for it if the store is not running, or DATABASE_URL) and file storage (docs/operations.md,
 * "Backups"). Refuses a database that holds anything unless --replace.
 */
const parsed = parseRestoreArgs(process.argv.slice(2));
if (parsed.kind !== 'run') {
  if (parsed.kind === 'error') console.error(`${parsed.message}\n`);
  process.stdout.write(`${RESTORE_USAGE}\n`);
  process.exit(parsed.kind === 'help' ? 0 : 1);
}

const env = parseEnv();
// One connection: the restore refuses a database others are connected to, and this handle's own
// pool counts as others once it has connected. It stays unused (only its URL is needed).
const database = await openStoreDatabase({ ...env, DATABASE_POOL_SIZE: 1 });
let failed = false;
try {
  const result = await restoreBackup({
    backupDir: parsed.options.backupDir,
    databaseUrl: database.url,
    storage: createFileStorage(env),
    replace: parsed.options.replace,
    pgBin: parsed.options.pgBin,
  });
  const filesWhere = env.S3_BUCKET
    ? `the S3 bucket ${env.S3_BUCKET}`
    : path.join(env.DATA_DIR, 'files');
  process.stdout.write(`${describeRestore(result, filesWhere)}\n`);
} catch (error) {
  console.error(`Restore stopped: ${errorMessage(error)}`);
  failed = true;
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
