import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog, testCatalog } from '../../../test/catalog-fixture.js';
import { executeRows } from '../../db/client.js';
import { SEGMENTER_VERSION } from '../../lib/search-text.js';
import { getSegmenterVersion, setSegmenterVersion } from './search-index.repository.js';
import { RESEGMENT_BATCH, SEARCH_INDEX_JOBS } from './search-index.service.js';

describe('re-segmentation when Node’s ICU changes', () => {
  let app: TestApp;
  const vectors = async () =>
    executeRows<{ id: number; search: string | null; description: string | null }>(
      app.database.db,
      sql`select id, search_vector::text as search, description_vector::text as description
        from books order by id`,
    );

  beforeAll(async () => {
    // No job workers (buildTestApp's JOBS_MODE=off): the test's drain works every batch itself. A
    // worker of its own would race it: drain saw nothing to fetch while the worker held a batch,
    // then no active job once that batch had written the next and completed, and returned early.
    app = await buildTestApp();
    const catalog = testCatalog();
    // More than two batches, so the job hands over to the next one twice.
    const bulk = Array.from({ length: 2 * RESEGMENT_BATCH + 30 }, (_, i) =>
      makeBook(`bulk-${i}`, { name: { th: `หนังสือเรียนภาษาไทย ${i}`, en: `Thai Reader ${i}` } }),
    );
    await seedTestCatalog(app, { ...catalog, books: [...catalog.books, ...bulk] });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('a store with no record takes the version of the process that started it', async () => {
    expect(await getSegmenterVersion(app.database.db)).toBe(SEGMENTER_VERSION);
    expect(await app.services.searchIndex.checkSegmenter()).toBe('current');
  });

  it('tokens of an older ICU are re-segmented by a job, batch by batch, and the version recorded', async () => {
    const before = await vectors();
    expect(before.length).toBeGreaterThan(2 * RESEGMENT_BATCH);
    // Tokens "made with an older ICU": emptied, so only the re-segmentation can bring them back.
    await app.database.db.execute(
      sql`update books set search_vector = ''::tsvector, description_vector = ''::tsvector`,
    );
    await setSegmenterVersion(app.database.db, 'icu-70.1');

    expect(await app.services.searchIndex.checkSegmenter()).toBe('resegmenting');
    await app.jobs.drain([SEARCH_INDEX_JOBS.resegment], 60_000);

    expect(await vectors()).toEqual(before);
    expect(await getSegmenterVersion(app.database.db)).toBe(SEGMENTER_VERSION);
    const found = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: 'th' },
      payload: { Data: { Keyword: 'เรียนภาษา 417' } },
    });
    expect(found.json().Data.Products.map((product: { Name: string }) => product.Name)).toContain(
      'หนังสือเรียนภาษาไทย 417',
    );
  });

  it('a record of a newer ICU (a process of the next release) is left alone', async () => {
    await setSegmenterVersion(app.database.db, 'icu-999.0');
    expect(await app.services.searchIndex.checkSegmenter()).toBe('older-process');
    // A job written for another ICU does nothing here.
    await app.services.searchIndex.resegment({ afterId: 0, version: 'icu-999.0' });
    expect(await getSegmenterVersion(app.database.db)).toBe('icu-999.0');
    await setSegmenterVersion(app.database.db, SEGMENTER_VERSION);
  });
});
