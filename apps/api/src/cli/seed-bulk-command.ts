import { bangkokToday } from '../modules/catalog/demo/demo-catalog.js';
import { bulkCatalogHead, generateBulkBatches } from '../modules/catalog/demo/bulk-books.js';
import { parseSeedBulkArgs, SEED_BULK_USAGE } from './cli-args.js';
import type { CommandIo } from './catalog-import-command.js';
import type { OpenCatalogWriter } from './catalog-writer.js';
import { createProgressBar, formatNumber } from './progress-bar.js';

/**
 * `npm run seed:bulk -- --books 100000`: generates the bulk catalog batch by batch (one batch in
 * memory at a time) and imports each, with a progress bar and the rate in books per second.
 */
export const runSeedBulk = async ({
  argv,
  io,
  openWriter,
  today = bangkokToday(),
}: {
  argv: readonly string[];
  io: CommandIo;
  openWriter: OpenCatalogWriter;
  /** Release dates are spread over the six years before this day. */
  today?: string;
}): Promise<number> => {
  const args = parseSeedBulkArgs(argv);
  if (args.kind === 'help') {
    io.stdout.write(`${SEED_BULK_USAGE}\n`);
    return 0;
  }
  if (args.kind === 'error') {
    io.stderr.write(`${args.message}\n\n${SEED_BULK_USAGE}\n`);
    return 1;
  }

  const { books, seed, batch } = args.options;
  const now = io.now ?? (() => Date.now());
  const writer = await openWriter();
  const startedAt = now();
  const bar = createProgressBar({
    stream: io.stderr,
    total: books,
    label: 'Seeding',
    unit: 'books',
    now,
  });
  let created = 0;
  let updated = 0;
  let done = 0;
  bar.update({ done });

  try {
    for (const page of generateBulkBatches({ count: books, seed, today, batchSize: batch })) {
      const catalog = done === 0 ? { ...bulkCatalogHead(), books: page } : { books: page };
      const result = await writer.write(catalog, { batchSize: batch });
      created += result.created;
      updated += result.updated;
      done += page.length;
      bar.update({ done });
    }
  } finally {
    await writer.close();
  }
  bar.finish();

  const seconds = Math.max((now() - startedAt) / 1000, 0.001);
  io.stdout.write(
    `Seeded ${formatNumber(done)} books (${formatNumber(created)} created, ${formatNumber(updated)} updated) in ${seconds.toFixed(1)} s (${formatNumber(done / seconds)} books/s).\n`,
  );
  return 0;
};
