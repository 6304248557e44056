import { catalogWriterDeps } from '../src/catalog-writer.js';
import type { Database } from '../src/db/client.js';
import type { CatalogCache } from '../src/lib/catalog-cache.js';
import type { FileStorage } from '../src/lib/file-storage.js';
import { generateMissingBookFiles } from '../src/modules/book-files/book-files.service.js';

/**
 * Real files for the books of a test catalog (after `seedTestCatalog`), as the demo store's books
 * get them: an EPUB each, a PDF where the catalog announces one, samples; rows in `book_files`.
 * About 50 ms a book (more on a loaded machine): pass `bookIds` to give files to a few only.
 */
export const seedTestBookFiles = (
  app: { database: { db: Database }; storage: FileStorage; cache: CatalogCache },
  bookIds?: number[],
): Promise<number> =>
  generateMissingBookFiles(
    catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache }),
    bookIds ? { bookIds } : {},
  );
