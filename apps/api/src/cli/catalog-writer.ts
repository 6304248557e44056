import type { ImportCatalog, ImportBook } from '../modules/catalog-import/catalog-import.types.js';

/**
 * What the command-line tools write the catalog with: `importCatalog` on an open database, or a fake
 * in tests. `close` releases the database.
 */
export type CatalogWriter = {
  write: (
    catalog: Partial<ImportCatalog> & { books: ImportBook[] },
    options?: { onProgress?: (done: number, total: number) => void; batchSize?: number },
  ) => Promise<{ created: number; updated: number }>;
  /** Shared generated files for the books of a reference prefix (seed:bulk); rows answered. */
  shareBookFiles?: (referencePrefix: string) => Promise<number>;
  close: () => Promise<void>;
};

export type OpenCatalogWriter = () => Promise<CatalogWriter>;
