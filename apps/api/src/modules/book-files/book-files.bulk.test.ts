import { catalogWriterDeps } from '../../catalog-writer.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { executeRows } from '../../db/client.js';
import { importCatalog } from '../catalog-import/catalog-import.service.js';
import { bulkCatalogHead, generateBulkBatches } from '../catalog-import/demo/bulk-books.js';
import { shareBookFiles } from './book-files.service.js';

describe('book files of a bulk catalogue (seed:bulk)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    for (const books of generateBulkBatches({
      count: 300,
      seed: 7,
      today: '2026-11-01',
      batchSize: 300,
    }))
      await importCatalog(catalogWriterDeps({ db: app.database.db, storage: app.storage }), {
        ...bulkCatalogHead(),
        books,
      });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('points every announced format at one of a few generated files, with samples', async () => {
    const deps = catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache });
    const shared = await shareBookFiles(deps, 'bulk-');
    const rows = await executeRows<{
      format: string;
      files: number;
      keys: number;
      missing: number;
    }>(
      app.database.db,
      sql`select format::text, count(*)::int as files, count(distinct storage_key)::int as keys,
            count(*) filter (where storage_key is null or sample_key is null)::int as missing
          from book_files group by format order by format`,
    );
    expect(rows.reduce((sum, row) => sum + row.files, 0)).toBe(shared);
    for (const row of rows) {
      expect(row.missing).toBe(0);
      expect(row.keys).toBeLessThanOrEqual(4);
    }
    const [samples] = await executeRows<{ without: number }>(
      app.database.db,
      sql`select count(*)::int as without from books where not has_sample`,
    );
    expect(samples?.without).toBe(0);
    // Nothing left to share the second time.
    expect(await shareBookFiles(deps, 'bulk-')).toBe(0);
  });
});
