import { catalogWriterDeps } from '../catalog-writer.js';
import { openStoreDatabase, type DbOrTx } from '../db/client.js';
import { parseEnv } from '../env.js';
import { createFileStorage } from '../lib/file-storage.js';
import { createJobQueue } from '../lib/jobs/job-queue.js';
import { shareBookFiles } from '../modules/book-files/book-files.service.js';
import { importCatalog } from '../modules/catalog-import/catalog-import.service.js';
import * as wishlistRepository from '../modules/wishlist/wishlist.repository.js';
import { WISHLIST_JOBS, createPriceWatch } from '../modules/wishlist/wishlist.service.js';
import * as notificationsRepository from '../modules/notifications/notifications.repository.js';
import {
  NOTIFICATION_JOBS,
  createPriceDropWatch,
  createPublishWatch,
} from '../modules/notifications/notifications.service.js';
import type { CatalogWriter } from './catalog-writer.js';

/**
 * Opens the store's database like any client (DATABASE_URL, or the embedded server: the running
 * store's, or started for this command and stopped after it), brings it up to date and writes
 * catalogs with `importCatalog`. Covers go to the file storage. Every running API process sees the
 * change through the catalog version within CATALOG_VERSION_CHECK_MS.
 */
export const openCatalogWriter = async (): Promise<CatalogWriter> => {
  const env = parseEnv();
  const database = await openStoreDatabase(env);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = createFileStorage(env);
  // The job queue without workers, only to write the wish list's price-drop check in an import
  // batch's transaction when it lowered a wished price (docs/wishlist.md); the store works it.
  const jobs = createJobQueue({
    db: database.db,
    url: database.url,
    pollingSeconds: env.JOBS_POLL_SECONDS,
    log: { error: (details, message) => console.error(message, details) },
  });
  jobs.define(WISHLIST_JOBS.priceDrops, { handler: () => Promise.resolve() });
  // And the fan-out to followers of books the import makes visible (docs/notifications.md).
  jobs.define(NOTIFICATION_JOBS.published, { handler: () => Promise.resolve() });
  // And the price drops of followed books the import makes (docs/notifications.md).
  jobs.define(NOTIFICATION_JOBS.priceDrops, { handler: () => Promise.resolve() });
  try {
    await jobs.start({ workers: false });
  } catch (error) {
    await database.close();
    throw error;
  }
  const wishlistPriceWatch = createPriceWatch({ jobs, wishlists: wishlistRepository });
  const followPriceWatch = createPriceDropWatch({ jobs, notifications: notificationsRepository });
  const watchPrices = async (tx: DbOrTx, bookIds: readonly number[]) => {
    await wishlistPriceWatch(tx, bookIds);
    await followPriceWatch(tx, bookIds);
  };
  const watchPublished = createPublishWatch({ jobs, notifications: notificationsRepository });
  return {
    write: (catalog, options) =>
      importCatalog(
        catalogWriterDeps({ db: database.db, storage, watchPrices, watchPublished }),
        catalog,
        options,
      ),
    shareBookFiles: (referencePrefix) =>
      shareBookFiles(catalogWriterDeps({ db: database.db, storage }), referencePrefix),
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
};
