import { openCatalogWriter } from './open-catalog-writer.js';
import { runSeedBulk } from './seed-bulk-command.js';

/** Entry point of `npm run seed:bulk -- --books N` (node apps/api/dist/cli/seed-bulk.js). */
process.exitCode = await runSeedBulk({
  argv: process.argv.slice(2),
  io: { stdout: process.stdout, stderr: process.stderr },
  openWriter: openCatalogWriter,
}).catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
