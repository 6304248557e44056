import type { CatalogCache } from '../lib/catalog-cache.js';
import type { FileStorage } from '../lib/file-storage.js';
import { importCatalog } from '../modules/catalog-import/catalog-import.service.js';
import { countBooks } from '../modules/catalog-import/catalog-write.repository.js';
import { createDemoCatalog } from '../modules/catalog-import/demo/demo-catalog.js';
import { seedGeography } from '../modules/addresses/geography.seed.js';
import { seedDemoCoupons } from '../modules/coupons/coupons.seed.js';
import type { Database } from './client.js';

export type SeedResult = { seeded: string[] };

/**
 * Seeds the reference data every store needs, demo or not: countries and the Thai geography.
 * Idempotent and cheap when nothing changed; run at every start (and by buildTestApp).
 */
export const seedReferenceData = async (db: Database): Promise<void> => {
  await seedGeography(db);
};

/**
 * Seeds the demo store into an empty catalog: categories, publishers, 320+ books, sliders, topics
 * and the demo coupons (WELCOME10, SAVE50, READ50; docs/coupons.md).
 * Idempotent: a catalog that has any book (demo, imported or bulk) is left alone.
 */
export const seedDatabase = async ({
  db,
  storage,
  cache,
  onProgress,
}: {
  db: Database;
  storage: FileStorage;
  cache?: CatalogCache;
  onProgress?: (done: number, total: number) => void;
}): Promise<SeedResult> => {
  if ((await countBooks(db)) > 0) return { seeded: [] };
  const result = await importCatalog({ db, storage, cache }, createDemoCatalog(), { onProgress });
  const coupons = await seedDemoCoupons(db);
  return { seeded: [`demo catalog: ${result.created} books`, `demo coupons: ${coupons}`] };
};
