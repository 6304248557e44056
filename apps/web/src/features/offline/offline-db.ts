import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BookFileFormat } from '@nangsue/contracts';

/**
 * The offline store's IndexedDB database (docs/offline.md), opened with `idb`: the books kept for
 * offline reading (their files and pages are in Cache Storage) and the changes made offline that
 * wait for the connection. Logout deletes the whole database (`clearOfflineData`).
 */
export const OFFLINE_DB_NAME = 'nangsue-offline';

/** A book kept for offline reading on this browser. */
export type OfflineBook = {
  ProductId: number;
  CustomerId: number;
  Format: BookFileFormat;
  Name: string;
  CoverUrl: string | null;
  /** The reader's page kept with it, in the language it was kept from (`/en/bookshelf/read/12`). */
  ReaderPath: string;
  Bytes: number;
  StoredAt: string;
};

/** A position or note made while the API could not be reached, sent in order when it can. */
export type QueuedChange =
  | { Kind: 'position'; ProductId: number; Body: { Data: Record<string, unknown> } }
  | { Kind: 'annotation'; ProductId: number; Body: { Data: Record<string, unknown> } }
  | { Kind: 'delete-annotation'; ProductId: number; Body: { Data: { Id: string } } };

interface OfflineSchema extends DBSchema {
  books: { key: number; value: OfflineBook };
  queue: { key: number; value: QueuedChange & { QueuedAt: string } };
}

let database: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export const offlineDb = (): Promise<IDBPDatabase<OfflineSchema>> =>
  (database ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('books', { keyPath: 'ProductId' });
      db.createObjectStore('queue', { autoIncrement: true });
    },
    // Another tab deletes the database (logout): let it, and open afresh next time.
    blocking() {
      void database?.then((db) => db.close());
      database = undefined;
    },
  }));

/** Closes this page's connection, so the database can be deleted. */
export const closeOfflineDb = async (): Promise<void> => {
  const open = database;
  database = undefined;
  if (open) (await open.catch(() => null))?.close();
};
