import { catalogWriterDeps } from './catalog-writer.js';
import type { CatalogCache } from './lib/catalog-cache.js';
import type { FileStorage } from './lib/file-storage.js';
import { importCatalog } from './modules/catalog-import/catalog-import.service.js';
import { countBooks } from './modules/catalog/catalog-upkeep.repository.js';
import { createDemoCatalog } from './modules/catalog-import/demo/demo-catalog.js';
import { seedGeography } from './modules/addresses/geography.seed.js';
import { seedDemoCoupons } from './modules/coupons/coupons.seed.js';
import { seedDemoReviews } from './modules/reviews/demo-reviews.js';
import { seedCoinPacks } from './modules/coins/coin-packs.repository.js';
import { seedContentPages } from './modules/content/content.seed.js';
import { seedStaffRoles } from './modules/staff/staff.seed.js';
import { seedSearchSpellings } from './modules/search/search-spellings.seed.js';
import type { Database } from './db/client.js';

/*
 * The composition root of the seeds: each module's seeder is called from here (db/ and lib/ import
 * no module, ADR 0017). Run at start (server.ts), by the migrate and reset commands, and by tests.
 */

export type SeedResult = { seeded: string[] };

/**
 * Seeds the reference data every store needs, demo or not: countries and the Thai geography, the
 * coin packs, and the content pages' texts (docs/content.md; a malformed page file fails here).
 * Idempotent and cheap when nothing changed; run at every start (and by buildTestApp).
 */
export const seedReferenceData = async (db: Database): Promise<void> => {
  await seedGeography(db);
  await seedCoinPacks(db, DEFAULT_COIN_PACKS);
  await seedContentPages(db);
  await seedStaffRoles(db);
  await seedSearchSpellings(db);
};

/**
 * The coin packs a new store sells until staff change them (docs/buying.md §11.6): 1 coin = ฿1,
 * bigger packs carry bonus coins; a year to spend them.
 */
const DEFAULT_COIN_PACKS = [
  {
    nameTh: '100 เหรียญ',
    nameEn: '100 coins',
    priceSatang: 10_000,
    coinsSatang: 10_000,
    bonusSatang: 0,
    sortOrder: 1,
  },
  {
    nameTh: '300 เหรียญ + โบนัส 15',
    nameEn: '300 coins + 15 bonus',
    priceSatang: 30_000,
    coinsSatang: 30_000,
    bonusSatang: 1_500,
    sortOrder: 2,
  },
  {
    nameTh: '500 เหรียญ + โบนัส 40',
    nameEn: '500 coins + 40 bonus',
    priceSatang: 50_000,
    coinsSatang: 50_000,
    bonusSatang: 4_000,
    sortOrder: 3,
  },
  {
    nameTh: '1,000 เหรียญ + โบนัส 100',
    nameEn: '1,000 coins + 100 bonus',
    priceSatang: 100_000,
    coinsSatang: 100_000,
    bonusSatang: 10_000,
    sortOrder: 4,
  },
].map((pack) => ({ ...pack, validDays: 365 }));

/**
 * Seeds the demo store into an empty catalog: categories, publishers, 320+ books, sliders, topics
 * and the demo coupons (WELCOME10, SAVE50, READ50; docs/coupons.md), and the demo ratings written
 * out as reviews by demo readers (docs/reviews.md).
 * Idempotent: a catalog that has any book (demo, imported or bulk) is left alone. The demo books'
 * files (EPUB, some PDFs, samples) are written after the API starts listening, by
 * `generateDemoBookFiles` (docs/book-files.md).
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
  const result = await importCatalog(
    catalogWriterDeps({ db, storage, cache }),
    await createDemoCatalog(),
    {
      onProgress,
    },
  );
  const coupons = await seedDemoCoupons(db);
  const reviews = await seedDemoReviews(db);
  return {
    seeded: [
      `demo catalog: ${result.created} books`,
      `demo coupons: ${coupons}`,
      `demo reviews: ${reviews}`,
    ],
  };
};
