import fs from 'node:fs';
import path from 'node:path';
import type { ImportBook } from '../modules/catalog-import/catalog-import.types.js';
import { OnixFormatError, parseOnix } from '../modules/catalog-import/onix/parse-onix.js';
import { CATALOG_IMPORT_USAGE, parseCatalogImportArgs } from './cli-args.js';
import type { OpenCatalogWriter } from './catalog-writer.js';
import { createProgressBar, formatNumber, type ProgressStream } from './progress-bar.js';

/**
 * `npm run catalog:import -- FILE`: streams an ONIX file, lists invalid records as
 * `Record 3 (line 57): <reason>`, imports the valid ones in batches of 200 and prints a summary.
 */
export const IMPORT_BATCH_SIZE = 200;
/** A batch is written early when its covers add up to this much. */
const MAX_BATCH_COVER_BYTES = 64 * 1024 * 1024;

export type CommandIo = { stdout: ProgressStream; stderr: ProgressStream; now?: () => number };

const plural = (count: number, word: string) =>
  `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;

const canRead = async (file: string): Promise<string | null> => {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return `${file} is not a file.`;
    await fs.promises.access(file, fs.constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? `${file} does not exist.`
      : `Cannot read ${file} (${code ?? 'error'}).`;
  }
};

export const runCatalogImport = async ({
  argv,
  cwd,
  io,
  openWriter,
}: {
  argv: readonly string[];
  /** Where a relative FILE is resolved from. */
  cwd: string;
  io: CommandIo;
  openWriter: OpenCatalogWriter;
}): Promise<number> => {
  const args = parseCatalogImportArgs(argv);
  if (args.kind === 'help') {
    io.stdout.write(`${CATALOG_IMPORT_USAGE}\n`);
    return 0;
  }
  if (args.kind === 'error') {
    io.stderr.write(`${args.message}\n\n${CATALOG_IMPORT_USAGE}\n`);
    return 1;
  }

  const file = path.resolve(cwd, args.options.file);
  const unreadable = await canRead(file);
  if (unreadable) {
    io.stderr.write(`${unreadable}\n`);
    return 1;
  }

  const { size } = await fs.promises.stat(file);
  const writer = await openWriter();
  const stream = fs.createReadStream(file);
  const bar = createProgressBar({
    stream: io.stderr,
    total: size,
    label: 'Importing',
    unit: 'books',
    ...(io.now ? { now: io.now } : {}),
  });

  let batch: ImportBook[] = [];
  let created = 0;
  let updated = 0;
  let invalid = 0;
  let stoppedBy: OnixFormatError | null = null;
  bar.update({ done: 0 });

  const flush = async () => {
    if (batch.length === 0) return;
    const result = await writer.write({ books: batch }, { batchSize: IMPORT_BATCH_SIZE });
    created += result.created;
    updated += result.updated;
    batch = [];
  };

  try {
    try {
      for await (const record of parseOnix({ xml: stream, baseDir: path.dirname(file) })) {
        if (record.errors) {
          invalid += 1;
          for (const reason of record.errors)
            bar.log(`Record ${record.index} (line ${record.line}): ${reason}`);
        } else {
          // The same record twice in one batch would make one upsert touch a row twice: write the first.
          if (batch.some(({ recordReference }) => recordReference === record.book.recordReference))
            await flush();
          batch.push(record.book);
          const coverBytes = batch.reduce((sum, { cover }) => sum + (cover?.data.length ?? 0), 0);
          if (batch.length >= IMPORT_BATCH_SIZE || coverBytes >= MAX_BATCH_COVER_BYTES)
            await flush();
        }
        bar.update({ done: stream.bytesRead, count: created + updated + batch.length });
      }
    } catch (error) {
      if (!(error instanceof OnixFormatError)) throw error;
      stoppedBy = error;
    }
    await flush();
  } finally {
    stream.destroy();
    await writer.close();
  }

  bar.update({ done: stoppedBy ? stream.bytesRead : size, count: created + updated });
  bar.finish();
  if (stoppedBy) {
    io.stderr.write(
      `Stopped reading ${path.basename(file)}${stoppedBy.line ? ` at line ${stoppedBy.line}` : ''}: ${stoppedBy.message}\n`,
    );
  }

  const imported = created + updated;
  io.stdout.write(
    `Imported ${plural(imported, 'book')} (${formatNumber(created)} created, ${formatNumber(updated)} updated), skipped ${plural(invalid, 'invalid record')}.\n`,
  );
  return imported > 0 ? 0 : 1;
};
