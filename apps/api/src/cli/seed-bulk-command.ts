import { bangkokToday } from '../modules/catalog-import/demo/demo-catalog.js';
import { bulkCatalogHead, generateBulkBatches } from '../modules/catalog-import/demo/bulk-books.js';
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

  // The first batch (with the category tree and publishers) is written alone; after it, the next
  // batch is generated and written while the previous one is still being written, so the generator
  // and segmentation (this process) overlap with the database's index maintenance.
  const write = async (catalog: Parameters<typeof writer.write>[0]) => {
    const result = await writer.write(catalog, { batchSize: batch });
    created += result.created;
    updated += result.updated;
    done += catalog.books.length;
    bar.update({ done });
  };
  const inFlight: Array<Promise<void>> = [];
  try {
    for (const page of generateBulkBatches({ count: books, seed, today, batchSize: batch })) {
      if (done === 0 && inFlight.length === 0) {
        await write({ ...bulkCatalogHead(), books: page });
        continue;
      }
      const writing = write({ books: page });
      // Awaited below; never left to reject unobserved.
      writing.catch(() => undefined);
      inFlight.push(writing);
      if (inFlight.length > 1) await inFlight.shift();
    }
    while (inFlight.length > 0) await inFlight.shift();
    // Book files: a few generated ones shared by all bulk books (docs/book-files.md).
    const sharedFiles = await writer.shareBookFiles?.('bulk-');
    if (sharedFiles !== undefined)
      bar.log(`Book files: ${formatNumber(sharedFiles)} files shared from 4 generated books.`);
  } finally {
    await Promise.allSettled(inFlight);
    await writer.close();
  }
  bar.finish();

  const seconds = Math.max((now() - startedAt) / 1000, 0.001);
  io.stdout.write(
    `Seeded ${formatNumber(done)} books (${formatNumber(created)} created, ${formatNumber(updated)} updated) in ${seconds.toFixed(1)} s (${formatNumber(done / seconds)} books/s).\n`,
  );
  return 0;
};
