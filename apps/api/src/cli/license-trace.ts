import { openStoreDatabase } from '../db/client.js';
import { parseEnv } from '../env.js';
import { traceLicense } from '../modules/downloads/downloads.repository.js';
import { orderNumberOf } from '../lib/order-numbers.js';

const USAGE = `Usage: npm run license:trace -- <license id>

Prints who a watermarked file was sold to (docs/downloads.md): the customer, the book, the order
and every download of that book by that customer. The license id is the uuid in the file's
metadata: /NangsueLicense (urn:uuid:...) in a PDF's document information, the
<dc:identifier id="nangsue-license"> of an EPUB's package document.`;

/**
 * Entry point of `npm run license:trace -- <id>` (node apps/api/dist/cli/license-trace.js): staff
 * trace a file found where it should not be back to its purchase.
 */
const argument = process.argv[2]?.trim().replace(/^urn:uuid:/i, '');
if (!argument || argument === '--help' || argument === '-h') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(argument ? 0 : 1);
}
if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(argument)) {
  console.error(`Not a license id: ${argument}\n\n${USAGE}`);
  process.exit(1);
}

const env = parseEnv();
const database = await openStoreDatabase(env);
try {
  await database.migrate();
  const traced = await traceLicense(database.db, argument.toLowerCase());
  if (!traced) {
    console.error(`No purchase has license id ${argument}.`);
    process.exitCode = 2;
  } else {
    const { item, log } = traced;
    const lines = [
      `License   ${argument}`,
      `Customer  #${item.customerId} ${[item.firstName, item.lastName].filter(Boolean).join(' ')} <${item.email ?? 'account deleted'}>`,
      `Book      #${item.bookId} ${item.nameTh} / ${item.nameEn}`,
      `Acquired  ${item.grantedAt.toISOString()} (${item.source}${item.orderId !== null ? `, order ${orderNumberOf(item.orderId)}` : ''})`,
      `Downloads ${item.downloadCount} counted, ${log.length} logged:`,
      ...log.map(
        (row) =>
          `  ${row.createdAt.toISOString()}  ${row.format.padEnd(4)}  ${row.channel.padEnd(6)}  ${row.ip ?? '-'}  ${row.userAgent ?? '-'}`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
} catch (error) {
  console.error(`Trace failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
