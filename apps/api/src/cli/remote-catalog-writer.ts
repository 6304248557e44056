import type { ImportBook } from '../modules/catalog/catalog-import.types.js';
import type { WireBook } from '../modules/catalog/catalog-import.schema.js';
import type { EmbeddedLock } from '../lib/embedded-lock.js';
import type { CatalogWriter } from './catalog-writer.js';

const toWire = ({ cover, ...book }: ImportBook): WireBook => ({
  ...book,
  cover: cover ? { contentType: cover.contentType, base64: cover.data.toString('base64') } : null,
});

const BATCH_BOOKS = 200;
const BATCH_BYTES = 16 * 1024 * 1024;

/**
 * Writes through the running API that owns the embedded database (`POST /v2/admin/catalog/import`
 * with the secret of its lock file), in batches, so the store shows the books at once and the
 * database files are never opened twice.
 */
export const createRemoteCatalogWriter = (lock: EmbeddedLock): CatalogWriter => ({
  async write(catalog, options = {}) {
    let created = 0;
    let updated = 0;
    let done = 0;
    const total = catalog.books.length;
    let batch: WireBook[] = [];
    let batchBytes = 0;

    const send = async () => {
      if (batch.length === 0) return;
      const response = await fetch(`${lock.url}/v2/admin/catalog/import`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${lock.token}`,
          Language: 'en',
        },
        body: JSON.stringify({ Data: { Books: batch } }),
      });
      const body = (await response.json().catch(() => undefined)) as
        { Data: { Created: number; Updated: number } | null; ErrorList: string[] } | undefined;
      if (!response.ok || !body?.Data) {
        throw new Error(
          `The running store refused the import (${response.status}): ${body?.ErrorList.join(' ') ?? ''}`,
        );
      }
      created += body.Data.Created;
      updated += body.Data.Updated;
      done += batch.length;
      options.onProgress?.(done, total);
      batch = [];
      batchBytes = 0;
    };

    for (const book of catalog.books) {
      const wire = toWire(book);
      const size = JSON.stringify(wire).length;
      if (batch.length >= BATCH_BOOKS || (batch.length > 0 && batchBytes + size > BATCH_BYTES))
        await send();
      batch.push(wire);
      batchBytes += size;
    }
    await send();
    return { created, updated };
  },
  close: async () => undefined,
});
