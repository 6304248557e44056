import type { Database, DbOrTx } from './db/client.js';
import type { CatalogCache } from './lib/catalog-cache.js';
import type { FileStorage } from './lib/file-storage.js';
import * as bookFilesRepository from './modules/book-files/book-files.repository.js';
import * as catalogUpkeepRepository from './modules/catalog/catalog-upkeep.repository.js';
import type { CatalogImportDeps } from './modules/catalog-import/catalog-import.service.js';
import * as catalogWriteRepository from './modules/catalog-import/catalog-write.repository.js';

/**
 * Composition (ADR 0017): what the catalog writers (the import, book files) are handed. Their
 * services take every repository through this object, so a unit test can hand in substitutes; the
 * store, its seeds, the command-line tools and the tests' fixtures build it here.
 */
export const catalogWriterDeps = (base: {
  db: Database;
  storage: FileStorage;
  cache?: CatalogCache | undefined;
  watchPrices?: ((tx: DbOrTx, bookIds: readonly number[]) => Promise<void>) | undefined;
  watchPublished?: ((tx: DbOrTx, bookIds: readonly number[]) => Promise<void>) | undefined;
}): CatalogImportDeps => ({
  ...base,
  bookFiles: bookFilesRepository,
  catalogUpkeep: catalogUpkeepRepository,
  catalogWrite: catalogWriteRepository,
});
