import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_UPLOAD_LIMITS } from '@nangsue/contracts/admin';
import { executeRows } from '../../db/client.js';
import { writeZip, type ZipFile } from '../book-files/epub-build.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { buildTestBookFiles } from '../../../test/book-file-helpers.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

/** A valid ISBN-13 (978-616-000001-4 is the test catalog's own; this one is free). */
const ISBN = '9786161234560';

describe('the catalog in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let editor: Staff;
  let editorTh: Staff;
  let support: Staff;
  let finance: Staff;
  let categoryId: number;
  let publisherId: number;
  let authorId: number;
  let epub: Buffer;
  let pdf: Buffer;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    editorTh = await createStaffSession(app, 'catalog_editor', { language: 'th' });
    support = await createStaffSession(app, 'orders_support', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
    const [category] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from categories where parent_id is not null order by id limit 1`,
    );
    const [publisher] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from publishers order by id limit 1`,
    );
    const [author] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from contributors order by id limit 1`,
    );
    categoryId = category!.id;
    publisherId = publisher!.id;
    authorId = author!.id;
    ({ epub, pdf } = await buildTestBookFiles('urn:isbn:9786161234560'));
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    staff: Staff | null = editor,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/admin/v1/catalog${url}`,
      headers: { ...(staff?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const upload = (url: string, body: Buffer, contentType: string, staff: Staff | null = editor) =>
    app.inject({
      // Files of a book are put in place; an ONIX file is posted to be imported.
      method: url === '/onix' ? 'POST' : 'PUT',
      url: `/admin/v1/catalog${url}`,
      headers: { ...(staff?.headers ?? {}), 'content-type': contentType },
      payload: body,
    });

  const newBook = (overrides: Record<string, unknown> = {}) => ({
    NameTh: 'หนังสือใหม่จากหลังร้าน',
    NameEn: 'A New Book From The Back Office',
    ShortDescriptionTh: 'เรื่องย่อ',
    ShortDescriptionEn: 'A short description.',
    PublisherId: publisherId,
    Contributors: [{ ContributorId: authorId, Role: 'author' }],
    CategoryIds: [categoryId],
    Isbn: '978-616-123456-0',
    ReleaseDate: '2024-06-01',
    PriceSatang: 19900,
    ...overrides,
  });

  const auditOf = async (bookId: number) =>
    executeRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, staff_id, before, after from audit_log
          where entity_type = 'book' and entity_id = ${String(bookId)} order by id`,
    );

  const storeDetails = (bookId: number) =>
    app.inject({
      method: 'GET',
      url: `/v2/product/productdetails/${bookId}`,
      headers: { Language: 'en' },
    });

  it('creates a draft with every field in both languages, audited, and finds it by title and ISBN', async () => {
    const created = await call('POST', '/books', editor, newBook());
    expect(created.statusCode, created.body).toBe(200);
    const book = created.json().Data;
    expect(book).toMatchObject({
      NameTh: 'หนังสือใหม่จากหลังร้าน',
      NameEn: 'A New Book From The Back Office',
      Isbn: ISBN,
      PriceSatang: 19900,
      CurrentPriceSatang: 19900,
      Status: 'draft',
      PublisherId: publisherId,
      CategoryIds: [categoryId],
      Contributors: [{ ContributorId: authorId, Role: 'author' }],
      VatCategory: 'standard',
      HasStoredCover: false,
    });

    const read = await call('GET', `/books/${book.Id}`);
    expect(read.json().Data).toEqual(book);

    const byTitle = await call('GET', '/books?Q=back%20office&PageSize=5');
    expect(byTitle.json().Data.Items.map((item: { Id: number }) => item.Id)).toContain(book.Id);
    const byIsbn = await call('GET', '/books?Q=978-616-123456-0');
    expect(byIsbn.json().Data.Items).toEqual([
      expect.objectContaining({ Id: book.Id, Status: 'draft', Authors: [expect.any(String)] }),
    ]);
    const drafts = await call('GET', '/books?Status=draft');
    expect(drafts.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([book.Id]);

    const [entry] = await auditOf(book.Id);
    expect(entry).toMatchObject({
      action: 'book.create',
      staff_id: editor.staffId,
      before: null,
      after: expect.objectContaining({
        NameEn: 'A New Book From The Back Office',
        Status: 'draft',
      }),
    });

    // A draft is not in the store.
    expect((await storeDetails(book.Id)).statusCode).toBe(404);
  });

  it('pages the list with HasNextPage and sorts on the given field', async () => {
    const first = await call('GET', '/books?PageSize=2&Sort=PriceSatang&Order=ASC');
    const page = first.json().Data;
    expect(page.Items).toHaveLength(2);
    expect(page.HasNextPage).toBe(true);
    expect(page.Items[0].PriceSatang).toBeLessThanOrEqual(page.Items[1].PriceSatang);
    const bad = await call('GET', '/books?Sort=Password');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad input with messages in the staff member’s language, never a 500', async () => {
    const wrongIsbn = newBook({ Isbn: '9786161234561', NameEn: 'x' });
    const english = await call('POST', '/books', editor, wrongIsbn);
    expect(english.statusCode).toBe(400);
    expect(english.json().ErrorList).toEqual([
      '9786161234561 is not a valid ISBN-13 (it starts with 978 or 979 and its check digit must match).',
    ]);
    const thai = await call('POST', '/books', editorTh, wrongIsbn);
    expect(thai.statusCode).toBe(400);
    expect(thai.json().ErrorList[0]).toContain('ไม่ใช่ ISBN-13 ที่ถูกต้อง');

    const sale = await call('POST', '/books', editor, newBook({ SalePriceSatang: 25000 }));
    expect(sale.json().ErrorList).toEqual(['The sale price must be lower than the regular price.']);
    const missing = await call('POST', '/books', editor, newBook({ CategoryIds: [999_999] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().ErrorList).toEqual(['There is no category 999999.']);
    const noName = await call('POST', '/books', editorTh, { PriceSatang: 100 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().ErrorList.join(' ')).toContain('NameTh');
    const unknownBook = await call('PATCH', '/books/99999999', editor, { PriceSatang: 100 });
    expect(unknownBook.statusCode).toBe(404);
    expect(unknownBook.json().ErrorList).toEqual(['There is no book 99999999.']);
  });

  it('a price change shows in the store’s cached answers at once, audited with before and after', async () => {
    const bookId = ids['hp-1']!;
    const cards = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/v2/catalog/bestsellerproducts',
          headers: { Language: 'en' },
        })
      )
        .json()
        .Data.Products.find((card: { Id: number }) => card.Id === bookId);
    // Warm the caches: the card and the listing page are now cached.
    expect((await cards()).ProductPrice.PriceValue).toBe(29500);
    const version = (await app.inject({ method: 'GET', url: '/catalog-version' })).json().Data
      .Version;

    const patched = await call('PATCH', `/books/${bookId}`, editor, { PriceSatang: 24500 });
    expect(patched.statusCode, patched.body).toBe(200);

    expect((await storeDetails(bookId)).json().Data.ProductPrice.PriceValue).toBe(24500);
    expect((await cards()).ProductPrice.PriceValue).toBe(24500);
    const moved = (await app.inject({ method: 'GET', url: '/catalog-version' })).json().Data
      .Version;
    expect(BigInt(moved)).toBeGreaterThan(BigInt(version));

    const entries = await auditOf(bookId);
    expect(entries.at(-1)).toEqual({
      action: 'book.update',
      staff_id: editor.staffId,
      before: { PriceSatang: 29500 },
      after: { PriceSatang: 24500 },
    });
  });

  it('a sale with dates is the price while it runs and ends by the schedule job', async () => {
    const bookId = ids['detective-harry']!;
    const now = Date.now();
    const patched = await call('PATCH', `/books/${bookId}`, editor, {
      SalePriceSatang: 9900,
      SaleStartsAt: new Date(now - 60_000).toISOString(),
      SaleEndsAt: new Date(now + 86_400_000).toISOString(),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().Data).toMatchObject({
      PriceSatang: 15000,
      SalePriceSatang: 9900,
      CurrentPriceSatang: 9900,
      SaleActive: true,
    });
    expect((await storeDetails(bookId)).json().Data.ProductPrice).toMatchObject({
      PriceValue: 9900,
      OldPriceValue: 15000,
    });

    // The sale's end comes: the job puts the regular price back.
    await app.database.db.execute(
      sql`update books set sale_starts_at = now() - interval '2 days', sale_ends_at = now() - interval '1 second' where id = ${bookId}`,
    );
    const outcome = await app.services.catalogAdmin.runSchedule();
    expect(outcome.ended).toEqual([bookId]);
    expect((await storeDetails(bookId)).json().Data.ProductPrice).toMatchObject({
      PriceValue: 15000,
      OldPriceValue: null,
    });
    expect((await call('GET', `/books/${bookId}`)).json().Data).toMatchObject({
      CurrentPriceSatang: 15000,
      SaleActive: false,
    });
  });

  it('publishes, unpublishes and schedules, each audited; the store follows', async () => {
    const book = (
      await call('POST', '/books', editor, newBook({ Isbn: null, NameEn: 'Schedule me' }))
    ).json().Data;

    const published = await call('POST', `/books/${book.Id}/publish`);
    expect(published.json().Data.Status).toBe('published');
    expect((await storeDetails(book.Id)).json().Data.Name).toBe('Schedule me');

    const unpublished = await call('POST', `/books/${book.Id}/unpublish`);
    expect(unpublished.json().Data.Status).toBe('draft');
    expect((await storeDetails(book.Id)).statusCode).toBe(404);

    const past = await call('POST', `/books/${book.Id}/schedule`, editor, {
      PublishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().ErrorList[0]).toContain('must be in the future');

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/books/${book.Id}/schedule`, editor, { PublishAt: at });
    expect(scheduled.json().Data).toMatchObject({ Status: 'scheduled', PublishAt: at });
    const listed = await call('GET', '/books?Status=scheduled');
    expect(listed.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([book.Id]);

    // The time comes: the job publishes it.
    await app.database.db.execute(
      sql`update books set publish_at = now() - interval '1 second' where id = ${book.Id}`,
    );
    expect((await app.services.catalogAdmin.runSchedule()).published).toEqual([book.Id]);
    expect((await storeDetails(book.Id)).statusCode).toBe(200);

    const actions = (await auditOf(book.Id)).map((entry) => entry.action);
    expect(actions).toEqual(['book.create', 'book.publish', 'book.unpublish', 'book.schedule']);
    const scheduleEntry = (await auditOf(book.Id)).at(-1)!;
    expect(scheduleEntry.before).toEqual({ Status: 'draft', PublishAt: null });
    expect(scheduleEntry.after).toEqual({ Status: 'scheduled', PublishAt: at });
  });

  it('takes a cover: checked, resized to 357x510 WebP, stored; odd pictures are refused with a message', async () => {
    const book = (await call('POST', '/books', editor, newBook({ Isbn: null }))).json().Data;
    const png = await sharp({
      create: { width: 700, height: 1000, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const answer = await upload(`/books/${book.Id}/cover`, png, 'image/png');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().Data;
    expect(data.HasStoredCover).toBe(true);
    expect(data.StoreCoverUrl).toMatch(/\/files\/covers\/[0-9a-f]{32}\.webp$/);
    const key = data.StoreCoverUrl.replace(/^.*\/files\//, '');
    const stored = await app.storage.get(key);
    expect(await sharp(stored!.data).metadata()).toMatchObject({
      format: 'webp',
      width: 357,
      height: 510,
    });
    // The back office's own address of the cover answers the picture.
    const picture = await app.inject({
      method: 'GET',
      url: data.CoverUrl,
      headers: editor.headers,
    });
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.equals(stored!.data)).toBe(true);

    const tiny = await sharp({
      create: { width: 100, height: 140, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const small = await upload(`/books/${book.Id}/cover`, tiny, 'image/jpeg');
    expect(small.statusCode).toBe(400);
    expect(small.json().ErrorList).toEqual([
      'The cover is too small (100x140 pixels): it must be at least 178x255.',
    ]);
    const wide = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: '#000' },
    })
      .webp()
      .toBuffer();
    expect(
      (await upload(`/books/${book.Id}/cover`, wide, 'image/webp')).json().ErrorList[0],
    ).toContain('far from a book cover');
    const notAPicture = await upload(`/books/${book.Id}/cover`, Buffer.from('hello'), 'image/png');
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().ErrorList).toEqual([
      'The cover cannot be read as a picture. Send a JPEG, PNG or WebP.',
    ]);
    const wrongType = await upload(`/books/${book.Id}/cover`, epub, 'application/epub+zip');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().ErrorList[0]).toContain('image/jpeg, image/png, image/webp');
    expect((await auditOf(book.Id)).map((entry) => entry.action)).toEqual([
      'book.create',
      'book.cover',
    ]);
  });

  it('takes an EPUB (with a sample made from it), then its own sample, checked as the import checks them', async () => {
    const book = (await call('POST', '/books', editor, newBook({ Isbn: null }))).json().Data;

    const sampleFirst = await upload(
      `/books/${book.Id}/files/epub/sample`,
      epub,
      'application/epub+zip',
    );
    expect(sampleFirst.statusCode).toBe(409);
    expect(sampleFirst.json().ErrorList).toEqual(['Upload the book’s EPUB before its sample.']);

    const stored = await upload(`/books/${book.Id}/files/epub`, epub, 'application/epub+zip');
    expect(stored.statusCode, stored.body).toBe(200);
    const made = stored.json().Data;
    expect(made.Files).toEqual([
      { Format: 'EPUB', SizeBytes: epub.length, Stored: true, SampleSizeBytes: expect.any(Number) },
    ]);
    expect(made.HasSample).toBe(true);
    expect(made.Warnings).toEqual([]);

    const sample = await upload(
      `/books/${book.Id}/files/epub/sample`,
      epub,
      'application/epub+zip',
    );
    expect(sample.json().Data.Files[0].SampleSizeBytes).toBe(epub.length);

    const withPdf = await upload(`/books/${book.Id}/files/pdf`, pdf, 'application/pdf');
    expect(withPdf.json().Data.Files.map((file: { Format: string }) => file.Format)).toEqual([
      'EPUB',
      'PDF',
    ]);

    // A broken EPUB (its mimetype entry changed) is refused with the checker's findings.
    const broken = Buffer.from(epub);
    broken.write('application/epub+zap', 38, 'latin1');
    const refused = await upload(`/books/${book.Id}/files/epub`, broken, 'application/epub+zip');
    expect(refused.statusCode).toBe(400);
    const [summary, ...problems] = refused.json().ErrorList;
    expect(summary).toBe('This EPUB did not pass the checks, so it cannot be sold:');
    expect(problems.join(' ')).toContain('mimetype');
    const thai = await upload(
      `/books/${book.Id}/files/epub`,
      broken,
      'application/epub+zip',
      editorTh,
    );
    expect(thai.json().ErrorList[0]).toBe('ไฟล์ EPUB นี้ไม่ผ่านการตรวจสอบ จึงขายไม่ได้:');

    // A Thai EPUB whose styles name no Thai font (and embed none) is stored, with a warning.
    const reader = new ZipReader(new Uint8ArrayReader(epub), { useWebWorkers: false });
    const files: ZipFile[] = [];
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      const content = await entry.getData(new Uint8ArrayWriter());
      const data = entry.filename.endsWith('.css')
        ? new TextEncoder().encode(
            new TextDecoder().decode(content).replace(/font-family:[^;]*;/g, 'font-family: serif;'),
          )
        : content;
      files.push({ name: entry.filename, data, store: entry.filename === 'mimetype' });
    }
    await reader.close();
    const fontless = await writeZip(files);
    const warned = await upload(
      `/books/${book.Id}/files/epub`,
      fontless,
      'application/epub+zip',
      editorTh,
    );
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().Data.Warnings).toEqual([
      'คำเตือน: อีบุ๊กภาษาไทยเล่มนี้ไม่ได้ฝังฟอนต์และไม่ได้ระบุฟอนต์ภาษาไทยใน CSS อุปกรณ์ของผู้อ่านจะแสดงด้วยฟอนต์ที่มีอยู่เอง',
    ]);

    const mismatch = await upload(`/books/${book.Id}/files/epub`, pdf, 'application/pdf');
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().ErrorList).toEqual(['A file of type application/pdf is not a EPUB.']);

    // The book page shows the formats.
    await call('POST', `/books/${book.Id}/publish`);
    expect(
      (await storeDetails(book.Id))
        .json()
        .Data.Files.map((file: { Format: string }) => file.Format),
    ).toEqual(['EPUB', 'PDF']);
    expect((await auditOf(book.Id)).map((entry) => entry.action)).toEqual([
      'book.create',
      'book.file',
      'book.sample',
      'book.file',
      'book.file',
      'book.publish',
    ]);
  });

  it('refuses an anonymous or unauthorised upload before reading its body (401/403, not 413)', async () => {
    const bookId = ids['hp-1']!;
    const huge = Buffer.alloc(ADMIN_UPLOAD_LIMITS.cover + 1024 * 1024, 1);
    const anonymous = await upload(`/books/${bookId}/cover`, huge, 'image/jpeg', null);
    expect(anonymous.statusCode).toBe(401);
    // A customer's session means nothing on the back office's calls.
    const customer = await app.inject({
      method: 'PUT',
      url: `/admin/v1/catalog/books/${bookId}/cover`,
      headers: { 'content-type': 'image/jpeg', Token: 'a-customer-session-token' },
      payload: huge,
    });
    expect(customer.statusCode).toBe(401);
    const readOnly = await upload(`/books/${bookId}/cover`, huge, 'image/jpeg', support);
    expect(readOnly.statusCode).toBe(403);
    // A file sent where there is no call is a 404, not a parser's error.
    const nowhere = await app.inject({
      method: 'PUT',
      url: '/admin/v1/catalog/nowhere',
      headers: { ...editor.headers, 'content-type': 'image/png' },
      payload: Buffer.from('not a call'),
    });
    expect(nowhere.statusCode).toBe(404);
    // A staff member who may write gets the limit.
    const tooLarge = await upload(`/books/${bookId}/cover`, huge, 'image/jpeg', editor);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().ErrorList).toEqual(['The file is too large (at most 10 MB).']);
  });

  it('checks the permission of every call: reads with catalog.read, writes with catalog.write', async () => {
    expect((await call('GET', '/books', finance)).statusCode).toBe(403);
    expect((await call('GET', '/books', support)).statusCode).toBe(200);
    expect((await call('POST', '/books', support, newBook())).statusCode).toBe(403);
    expect((await call('GET', '/books', null)).statusCode).toBe(401);
  });

  it('runs bulk actions in one transaction with an audit entry per book', async () => {
    const bookIds = [ids['mentions-harry']!, ids['detective-harry']!];
    const before = await executeRows<{ id: number; price_satang: number }>(
      app.database.db,
      sql`select id, price_satang from books where id in (${bookIds[0]}, ${bookIds[1]}) order by id`,
    );
    const raised = await call('POST', '/books/bulk', editor, {
      Ids: bookIds,
      Action: 'priceChange',
      Percent: 10,
    });
    expect(raised.json().Data.Updated).toBe(2);
    const after = await executeRows<{ id: number; price_satang: number }>(
      app.database.db,
      sql`select id, price_satang from books where id in (${bookIds[0]}, ${bookIds[1]}) order by id`,
    );
    expect(after.map((row) => row.price_satang)).toEqual(
      before.map((row) => Math.round((row.price_satang * 1.1) / 100) * 100),
    );

    const missing = await call('POST', '/books/bulk', editor, {
      Ids: [...bookIds, 99_999_999],
      Action: 'unpublish',
    });
    expect(missing.statusCode).toBe(404);
    // Nothing of the refused batch happened.
    expect((await storeDetails(bookIds[0]!)).statusCode).toBe(200);

    const moved = await call('POST', '/books/bulk', editor, {
      Ids: bookIds,
      Action: 'moveCategory',
      CategoryId: categoryId,
    });
    expect(moved.json().Data.Updated).toBe(2);
    expect((await call('GET', `/books/${bookIds[0]}`)).json().Data.CategoryIds).toEqual([
      categoryId,
    ]);
    const entries = await auditOf(bookIds[0]!);
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['book.bulk.priceChange', 'book.bulk.moveCategory']),
    );
    const noPercent = await call('POST', '/books/bulk', editorTh, {
      Ids: bookIds,
      Action: 'priceChange',
    });
    expect(noPercent.json().ErrorList).toEqual(['กรุณาระบุเปอร์เซ็นต์ที่จะปรับราคา']);
  });

  it('applies parallel price changes one after the other: none is lost', async () => {
    const bookId = ids['python']!;
    await call('PATCH', `/books/${bookId}`, editor, { PriceSatang: 10000, OldPriceSatang: null });
    const raises = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/books/bulk', editor, { Ids: [bookId], Action: 'priceChange', Percent: 10 }),
      ),
    );
    expect(raises.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // 100 → 110 → 121 → 133.10, each rounded to whole baht: 110, 121, 133.
    expect((await call('GET', `/books/${bookId}`)).json().Data.PriceSatang).toBe(13300);
    const entries = (await auditOf(bookId)).filter(
      (entry) => entry.action === 'book.bulk.priceChange',
    );
    expect(entries.map((entry) => (entry.after as { PriceSatang: number }).PriceSatang)).toEqual(
      expect.arrayContaining([11000, 12100, 13300]),
    );
  });

  it('imports an ONIX file uploaded in the browser and answers the import report', async () => {
    const onix = (name: string) =>
      readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/onix', name));
    const answer = await upload('/onix', onix('sample-reference.xml'), 'application/xml');
    expect(answer.statusCode, answer.body).toBe(200);
    // The novel links its cover as a file beside the XML: an upload alone has none (drawn cover).
    expect(answer.json().Data).toEqual({ Created: 4, Updated: 0, Skipped: 0, Problems: [] });
    const again = await upload('/onix', onix('broken.xml'), 'text/xml');
    expect(again.json().Data).toMatchObject({
      Created: 1,
      Skipped: 3,
      Problems: [
        'Record 2 (line 42): missing title',
        'Record 3 (line 70): ISBN 9786163210051 has a wrong check digit',
        'Record 4 (line 101): no price in THB (found USD)',
      ],
    });
    const found = await call('GET', '/books?Q=The%20Old%20House%20by%20the%20Canal');
    expect(found.json().Data.Items).toEqual([expect.objectContaining({ Status: 'published' })]);
    const [entry] = await executeRows<{ after: unknown }>(
      app.database.db,
      sql`select after from audit_log where action = 'catalog.onixImport' order by id limit 1`,
    );
    expect(entry?.after).toMatchObject({ Created: 4, Updated: 0, Skipped: 0 });

    const notOnix = await upload(
      '/onix',
      Buffer.from('<html><body>hello</body></html>'),
      'text/xml',
    );
    expect(notOnix.statusCode).toBe(400);
    expect(notOnix.json().ErrorList[0]).toMatch(/^This is not a readable ONIX 3\.0 file: /);
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/admin/v1/catalog/onix',
      headers: { ...editor.headers, 'content-type': 'application/xml' },
      payload: Buffer.alloc(ADMIN_UPLOAD_LIMITS.onix + 1, 32),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().ErrorList).toEqual(['The file is too large (at most 60 MB).']);
  });

  it('keeps categories as a tree and the named lists, renames reaching the books', async () => {
    const top = (
      await call('POST', '/categories', editor, { NameTh: 'หมวดใหม่', NameEn: 'New shelf' })
    ).json().Data;
    const child = (
      await call('POST', '/categories', editor, {
        ParentId: top.Id,
        NameTh: 'ย่อย',
        NameEn: 'Child',
      })
    ).json().Data;
    expect(child).toMatchObject({ Depth: 1, Path: 'New shelf › Child' });
    const loop = await call('PATCH', `/categories/${top.Id}`, editor, { ParentId: child.Id });
    expect(loop.json().ErrorList).toEqual([
      'A category cannot move under itself or one of its sub-categories.',
    ]);
    const second = (
      await call('POST', '/categories', editor, { ParentId: top.Id, NameTh: 'สอง', NameEn: 'Two' })
    ).json().Data;
    const reordered = await call('PUT', '/categories/order', editor, {
      ParentId: top.Id,
      Ids: [second.Id, child.Id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const listed = (await call('GET', '/categories?PageSize=200')).json().Data.Items;
    const under = listed.filter((item: { ParentId: number | null }) => item.ParentId === top.Id);
    expect(under.map((item: { Id: number }) => item.Id)).toEqual([second.Id, child.Id]);

    const publisher = await call('POST', '/publishers', editor, {
      NameTh: 'สำนักพิมพ์หลังร้าน',
      NameEn: 'Back Office Press',
      Email: 'press@example.com',
    });
    expect(publisher.statusCode, publisher.body).toBe(200);
    const again = await call('POST', '/publishers', editor, {
      NameTh: 'สำนักพิมพ์หลังร้าน',
      NameEn: 'Back Office Press',
    });
    expect(again.statusCode).toBe(409);
    const tagEmail = await call('POST', '/tags', editor, {
      NameTh: 'ป้าย',
      NameEn: 'Label',
      Email: 'x@example.com',
    });
    expect(tagEmail.json().ErrorList).toEqual(['This kind of entry has no Email.']);

    // Renaming an author renews the search of their books.
    const bookId = ids['detective-harry']!;
    const [author] = await executeRows<{ contributor_id: number }>(
      app.database.db,
      sql`select contributor_id from book_contributors where book_id = ${bookId} limit 1`,
    );
    const renamed = await call('PATCH', `/contributors/${author!.contributor_id}`, editor, {
      NameEn: 'Harriet Quillfeather',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await call('GET', '/books?Q=quillfeather');
    expect(found.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([bookId]);
    const search = await app.inject({
      method: 'POST',
      url: '/v2/catalog/search',
      headers: { Language: 'en' },
      payload: { Data: { Keyword: 'Quillfeather' } },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json().Data)).toContain(String(bookId));
  });
});
