import { runCatalogImport } from './catalog-import-command.js';
import { openCatalogWriter } from './open-catalog-writer.js';

/**
 * Entry point of `npm run catalog:import -- FILE` (node apps/api/dist/cli/catalog-import.js).
 * npm runs scripts from the package folder and keeps the caller's folder in INIT_CWD, so a relative
 * FILE means what the person typing it meant.
 */
process.exitCode = await runCatalogImport({
  argv: process.argv.slice(2),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  io: { stdout: process.stdout, stderr: process.stderr },
  openWriter: openCatalogWriter,
}).catch((error: unknown) => {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
