import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../test/customer-fixture.js';
import { POSTGRES_ADMIN_URL } from '../../test/databases.js';
import { buyBooks } from '../../test/orders-fixture.js';
import { executeRows } from '../db/client.js';
import { createLocalFileStorage } from '../lib/file-storage.js';
import { createBackup, readManifest, restoreBackup } from './backup-command.js';

/** What the test compares between the store and its restored copy. */
const SNAPSHOT_QUERIES = {
  orders: sql`select id, customer_id, status, total_satang, paid_at from orders order by id`,
  libraryItems: sql`select customer_id, book_id, source, order_id, granted_at from library_items order by customer_id, book_id`,
  shelves: sql`select s.name, i.book_id from bookshelves s
      left join bookshelf_items i on i.shelf_id = s.id order by s.id, i.book_id`,
  coinBatches: sql`select customer_id, amount_satang, remaining_satang from coin_batches order by id`,
  coinHistory: sql`select customer_id, kind, amount_satang from coin_history order by id`,
  annotations: sql`select id, customer_id, book_id, kind, quote, note, updated_at from annotations order by id`,
};

describe('npm run backup and npm run restore', { timeout: 60_000 }, () => {
  let app: TestApp;
  let work: string;
  const restoredName = `nangsue_restore_${randomBytes(6).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => undefined });
  const restoredUrl = (() => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${restoredName}`;
    return url.toString();
  })();

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-backup-'));
    await admin.unsafe(`create database "${restoredName}" template template0`);
  });

  afterAll(async () => {
    await app.close();
    await admin.unsafe(`drop database if exists "${restoredName}" with (force)`);
    await admin.end({ timeout: 5 });
    await fs.rm(work, { recursive: true, force: true });
  });

  const snapshot = async (db: TestApp['database']['db']) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(SNAPSHOT_QUERIES).map(
          async ([name, query]) => [name, await executeRows(db, query)] as const,
        ),
      ),
    );

  it('restores into a fresh database the same orders, shelves, coins and notes, and the files', async () => {
    // The store's day: a paid order (the book lands on the shelf), a collection with it, coins
    // credited and spent, a highlight with a note, and a stored book file.
    const ids = await seedTestCatalogIds(app);
    const customer = await createTestCustomer(app);
    const bookId = ids['hp-1']!;
    const orderId = await buyBooks(app, customer, [bookId]);
    const shelf = await app.inject({
      method: 'POST',
      url: '/v2/customer/addbookshelf',
      headers: asCustomer(customer),
      payload: { Data: { Name: 'ชั้นโปรด' } },
    });
    expect(shelf.statusCode, shelf.body).toBe(200);
    const onShelf = await app.inject({
      method: 'POST',
      url: '/v2/customer/addproductmappingshelf',
      headers: asCustomer(customer),
      payload: { Data: { ShelfId: shelf.json().Data.Id, ProductIds: [bookId] } },
    });
    expect(onShelf.statusCode, onShelf.body).toBe(200);
    await app.database.db.transaction(async (tx) => {
      await app.services.coins.credit(tx, {
        customerId: customer.customerId,
        source: 'staff',
        amountSatang: 10_000,
        validDays: 90,
        detail: { key: 'coins.history.staff', params: { note: 'backup test' } },
      });
      await app.services.coins.spend(tx, {
        customerId: customer.customerId,
        orderId,
        amountSatang: 2_500,
      });
    });
    const note = await app.inject({
      method: 'POST',
      url: `/v2/reader/${bookId}/annotations`,
      headers: asCustomer(customer),
      payload: {
        Data: {
          Id: randomUUID(),
          Kind: 'highlight',
          Locator: 'epubcfi(/6/4!/4/2,/1:0,/1:9)',
          Quote: 'แฮร์รี่',
          Note: 'อ่านซ้ำ',
          Progress: 0.3,
        },
      },
    });
    expect(note.statusCode, note.body).toBe(200);
    const bookFile = randomBytes(64 * 1024);
    await app.storage.put('books/hp-1.epub', bookFile);

    const before = await snapshot(app.database.db);
    expect(before.orders).toHaveLength(1);
    expect(before.libraryItems).toHaveLength(1);
    expect(before.shelves).toEqual([{ name: 'ชั้นโปรด', book_id: bookId }]);
    expect(before.coinHistory).toEqual(
      expect.arrayContaining([
        { customer_id: customer.customerId, kind: 'staff', amount_satang: 10_000 },
        { customer_id: customer.customerId, kind: 'spend', amount_satang: -2_500 },
      ]),
    );
    expect(before.annotations).toHaveLength(1);

    // The backup: the dump, the files and the manifest.
    const storeFiles = path.join(app.env.DATA_DIR, 'files');
    const backup = await createBackup({
      databaseUrl: app.testDatabase.url,
      files: { storage: 'disk', root: storeFiles },
      outDir: path.join(work, 'backups'),
    });
    const manifest = await readManifest(backup.dir);
    expect(manifest.database.rows['public.orders']).toBe(1);
    expect(manifest.database.rows['public.annotations']).toBe(1);
    expect(manifest.files.storage === 'disk' && manifest.files.entries).toContainEqual({
      key: 'books/hp-1.epub',
      size: bookFile.length,
      sha256: createHash('sha256').update(bookFile).digest('hex'),
    });
    expect(await fs.readdir(backup.dir)).toEqual(['database.dump', 'files', 'manifest.json']);

    // Into a fresh database and an empty file folder.
    const restoredFiles = createLocalFileStorage(path.join(work, 'restored-files'));
    const result = await restoreBackup({
      backupDir: backup.dir,
      databaseUrl: restoredUrl,
      storage: restoredFiles,
      replace: false,
    });
    expect(result).toMatchObject({ droppedTables: 0, filesOverwritten: 0, filesAlreadyThere: 0 });
    expect(result.filesWritten).toBe(manifest.files.storage === 'disk' && manifest.files.count);
    expect((await restoredFiles.get('books/hp-1.epub'))?.data.equals(bookFile)).toBe(true);

    const restored = postgres(restoredUrl, { max: 1, onnotice: () => undefined });
    try {
      const after = await snapshot(drizzle({ client: restored }) as never);
      expect(after).toEqual(before);
    } finally {
      await restored.end({ timeout: 5 });
    }

    // Again into the same, now full, database: refused, nothing changed, unless --replace.
    await expect(
      restoreBackup({
        backupDir: backup.dir,
        databaseUrl: restoredUrl,
        storage: restoredFiles,
        replace: false,
      }),
    ).rejects.toThrow(/is not empty .*Nothing was changed\. .*--replace/s);
    const again = await restoreBackup({
      backupDir: backup.dir,
      databaseUrl: restoredUrl,
      storage: restoredFiles,
      replace: true,
    });
    expect(again.droppedTables).toBe(result.tables);
    expect(again.filesAlreadyThere).toBe(result.filesWritten);
    expect(again.rows).toBe(result.rows);

    // A damaged backup is refused before anything changes.
    await fs.appendFile(path.join(backup.dir, 'files', 'books', 'hp-1.epub'), 'x');
    await expect(
      restoreBackup({
        backupDir: backup.dir,
        databaseUrl: restoredUrl,
        storage: restoredFiles,
        replace: true,
      }),
    ).rejects.toThrow(/The backup is damaged; nothing was changed:\n.*hp-1\.epub/);
  });
});
