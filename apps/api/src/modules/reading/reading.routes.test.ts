import { randomUUID } from 'node:crypto';
import {
  AnnotationResponseSchema,
  AnnotationsResponseSchema,
  ReaderBookResponseSchema,
  SavedPositionResponseSchema,
} from '@nangsue/contracts';
import {
  TextWriter,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

/** Bytes that tell their own offsets apart (a range answer must be exactly its slice). */
const bytes = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + seed) % 256));

describe('the reader: /v2/reader/{productId}', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};
  const whole = bytes(5000, 1);
  const sample = bytes(800, 2);
  const pdf = bytes(3000, 3);

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    await app.storage.put('books/hp-1.epub', whole);
    await app.storage.put('books/hp-1-sample.epub', sample);
    await app.storage.put('books/hp-1.pdf', pdf);
    await app.storage.put('books/python.pdf', pdf);
    await app.database.db.execute(sql`update book_files set storage_key = 'books/hp-1.epub',
        sample_key = 'books/hp-1-sample.epub', sha256 = repeat('a', 64)
      where book_id = ${ids['hp-1']!} and format = 'EPUB'`);
    await app.database.db.execute(sql`update book_files set storage_key = 'books/hp-1.pdf'
      where book_id = ${ids['hp-1']!} and format = 'PDF'`);
    await app.database.db.execute(sql`update book_files set storage_key = 'books/python.pdf'
      where book_id = ${ids.python!}`);
  });

  afterAll(async () => {
    await app.close();
  });

  const own = (customer: TestCustomer, reference: string) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source) values (${customer.customerId}, ${ids[reference]!}, 'redeem')`,
    );
  const headersOf = (customer?: TestCustomer) => (customer ? asCustomer(customer, 'en') : {});
  const open = (reference: string, customer?: TestCustomer, query = '') =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/${ids[reference]!}${query}`,
      headers: headersOf(customer),
    });
  const file = (
    reference: string,
    customer?: TestCustomer,
    query = '?format=EPUB&sample=false',
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/${ids[reference]!}/file${query}`,
      headers: { ...headersOf(customer), ...headers },
    });
  const savePosition = (
    reference: string,
    customer: TestCustomer | undefined,
    data: Record<string, unknown>,
  ) =>
    app.inject({
      method: 'POST',
      url: `/v2/reader/${ids[reference]!}/position`,
      headers: headersOf(customer),
      payload: { Data: { Locator: 'epubcfi(/6/4!/4/2)', BaseVersion: null, ...data } },
    });
  const saveNote = (
    reference: string,
    customer: TestCustomer | undefined,
    data: Record<string, unknown>,
  ) =>
    app.inject({
      method: 'POST',
      url: `/v2/reader/${ids[reference]!}/annotations`,
      headers: headersOf(customer),
      payload: { Data: { Kind: 'highlight', Locator: 'epubcfi(/6/4!/4/2,/1:0,/1:9)', ...data } },
    });
  const deleteNote = (reference: string, customer: TestCustomer | undefined, id: string) =>
    app.inject({
      method: 'POST',
      url: `/v2/reader/${ids[reference]!}/annotations/delete`,
      headers: headersOf(customer),
      payload: { Data: { Id: id } },
    });
  const notes = (reference: string, customer?: TestCustomer) =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/${ids[reference]!}/annotations`,
      headers: headersOf(customer),
    });

  it('opens the whole book for its owner and the sample for anyone else', async () => {
    const owner = await createTestCustomer(app);
    const stranger = await createTestCustomer(app);
    await own(owner, 'hp-1');

    const mine = ReaderBookResponseSchema.parse((await open('hp-1', owner)).json()).Data!;
    expect(mine).toMatchObject({
      ProductId: ids['hp-1'],
      Name: "Harry Potter and the Philosopher's Stone",
      Language: 'th',
      Format: 'EPUB',
      Formats: ['EPUB', 'PDF'],
      IsSample: false,
      FileUrl: `/reader-files/${ids['hp-1']}?format=EPUB&sample=false`,
      Position: null,
      Annotations: [],
    });
    const mineAsPdf = ReaderBookResponseSchema.parse(
      (await open('hp-1', owner, '?format=PDF')).json(),
    ).Data!;
    expect(mineAsPdf.FileUrl).toBe(`/reader-files/${ids['hp-1']}?format=PDF&sample=false`);

    for (const reader of [stranger, undefined]) {
      const theirs = ReaderBookResponseSchema.parse((await open('hp-1', reader)).json()).Data!;
      expect(theirs).toMatchObject({
        IsSample: true,
        Formats: ['EPUB'],
        FileUrl: `/reader-files/${ids['hp-1']}?format=EPUB&sample=true`,
        Position: null,
        Annotations: [],
      });
      // The whole book, a format without a sample, a book without a sample: not found.
      expect((await open('hp-1', reader, '?sample=false')).statusCode).toBe(404);
      expect((await open('hp-1', reader, '?format=PDF')).statusCode).toBe(404);
      expect((await open('python', reader)).statusCode).toBe(404);
    }
    // The owner may open the sample too.
    expect(
      ReaderBookResponseSchema.parse((await open('hp-1', owner, '?sample=true')).json()).Data!
        .IsSample,
    ).toBe(true);
    expect((await open('hp-1', owner, '?format=MOBI')).statusCode).toBe(400);
  });

  it('streams the stored file, by ranges, privately; the whole book to its owner only', async () => {
    const owner = await createTestCustomer(app);
    const stranger = await createTestCustomer(app);
    await own(owner, 'hp-1');

    const all = await file('hp-1', owner);
    expect(all.statusCode).toBe(200);
    expect(all.rawPayload.equals(whole)).toBe(true);
    expect(all.headers).toMatchObject({
      'content-type': 'application/epub+zip',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
      'content-length': String(whole.length),
      etag: `"${'a'.repeat(64)}"`,
    });

    const part = await file('hp-1', owner, undefined, { Range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(100, 1100))).toBe(true);
    const tail = await file('hp-1', owner, undefined, { Range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const open_ = await file('hp-1', owner, undefined, { Range: 'bytes=4990-' });
    expect(open_.rawPayload.equals(whole.subarray(4990))).toBe(true);
    const beyond = await file('hp-1', owner, undefined, { Range: 'bytes=9000-9100' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
    // A range of another version of the file is answered whole.
    const changed = await file('hp-1', owner, undefined, {
      Range: 'bytes=0-9',
      'If-Range': '"other"',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(whole.length);

    const pdfPart = await file('hp-1', owner, '?format=PDF&sample=false', { Range: 'bytes=0-99' });
    expect(pdfPart.statusCode).toBe(206);
    expect(pdfPart.headers['content-type']).toBe('application/pdf');
    expect(pdfPart.rawPayload.equals(pdf.subarray(0, 100))).toBe(true);

    // HEAD tells the size without the body (a reader may ask before its ranges).
    const head = await app.inject({
      method: 'HEAD',
      url: `/v2/reader/${ids['hp-1']!}/file?format=EPUB&sample=false`,
      headers: headersOf(owner),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.length));
    expect(head.rawPayload.length).toBe(0);

    for (const reader of [stranger, undefined]) {
      expect((await file('hp-1', reader)).statusCode).toBe(404);
      expect((await file('hp-1', reader, '?format=PDF&sample=false')).statusCode).toBe(404);
      expect((await file('python', reader, '?format=PDF&sample=true')).statusCode).toBe(404);
      const theSample = await file('hp-1', reader, '?format=EPUB&sample=true');
      expect(theSample.statusCode).toBe(200);
      expect(theSample.rawPayload.equals(sample)).toBe(true);
      expect(theSample.headers.etag).toBeUndefined();
    }
  });

  it('serves a Thai EPUB with its compounds kept on one line, made once; the stored file unchanged', async () => {
    const owner = await createTestCustomer(app);
    await own(owner, 'hp-1');
    const writer = new ZipWriter(new Uint8ArrayWriter(), { useWebWorkers: false });
    await writer.add('mimetype', new Uint8ArrayReader(Buffer.from('application/epub+zip')), {
      level: 0,
    });
    await writer.add(
      'EPUB/ch1.xhtml',
      new Uint8ArrayReader(Buffer.from('<html><body><p>เด็กหญิงเปิดตู้เย็น</p></body></html>')),
    );
    const stored = Buffer.from(await writer.close());
    await app.storage.put('books/hp-1-thai.epub', stored);
    await app.database.db.execute(sql`update book_files set storage_key = 'books/hp-1-thai.epub'
      where book_id = ${ids['hp-1']!} and format = 'EPUB'`);
    try {
      // Three devices open it at once: one file, the same bytes for all.
      const answers = await Promise.all([1, 2, 3].map(() => file('hp-1', owner)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers.etag).toBe(`"${'a'.repeat(64)}-wj1"`);
        expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      const served = answers[0]!.rawPayload;
      expect(answers[0]!.headers['content-length']).toBe(String(served.length));
      const reader = new ZipReader(new Uint8ArrayReader(served), { useWebWorkers: false });
      const page = (await reader.getEntries()).find((entry) => entry.filename === 'EPUB/ch1.xhtml');
      if (!page || page.directory) throw new Error('EPUB/ch1.xhtml is missing');
      expect(await page.getData(new TextWriter())).toContain('เด็ก\u2060หญิงเปิดตู้\u2060เย็น');
      await reader.close();
      // Ranges are of the served file, under its own ETag.
      const part = await file('hp-1', owner, undefined, {
        Range: 'bytes=10-19',
        'If-Range': `"${'a'.repeat(64)}-wj1"`,
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(served.subarray(10, 20))).toBe(true);
      expect((await app.storage.get('books/hp-1-thai.epub'))!.data.equals(stored)).toBe(true);
    } finally {
      await app.database.db.execute(sql`update book_files set storage_key = 'books/hp-1.epub'
        where book_id = ${ids['hp-1']!} and format = 'EPUB'`);
    }
  });

  it('keeps the furthest position when another device moved since, and says so', async () => {
    const owner = await createTestCustomer(app);
    await own(owner, 'hp-1');
    const save = async (data: Record<string, unknown>) => {
      const response = await savePosition('hp-1', owner, data);
      expect(response.statusCode).toBe(200);
      return SavedPositionResponseSchema.parse(response.json()).Data!;
    };

    const first = await save({ Locator: 'epubcfi(/6/8!/4/2)', Progress: 0.1, Device: 'phone' });
    expect(first).toMatchObject({
      Conflict: false,
      Position: { Version: 1, Progress: 0.1, Format: 'EPUB', Device: 'phone', Finished: false },
    });
    // The same device moves on: saved.
    const second = await save({ Locator: 'epubcfi(/6/10!/4/2)', Progress: 0.2, BaseVersion: 1 });
    expect(second).toMatchObject({ Conflict: false, Position: { Version: 2, Progress: 0.2 } });
    // Moving back from where it saw last is the reader's choice: saved.
    const back = await save({ Locator: 'epubcfi(/6/6!/4/2)', Progress: 0.05, BaseVersion: 2 });
    expect(back).toMatchObject({ Conflict: false, Position: { Version: 3, Progress: 0.05 } });
    // Another device, which saw version 2 or nothing, is behind: the stored position wins.
    const behind = await save({ Locator: 'page:1', Progress: 0.01, BaseVersion: null });
    expect(behind).toMatchObject({ Conflict: true, Position: { Version: 3, Progress: 0.05 } });
    // Another device further on: its position is kept.
    const ahead = await save({
      Locator: 'page:40',
      Progress: 0.5,
      BaseVersion: 1,
      Device: 'laptop',
    });
    expect(ahead).toMatchObject({
      Conflict: false,
      Position: { Version: 4, Progress: 0.5, Format: 'PDF', Locator: 'page:40' },
    });
    // Read to 99 %: finished, and it stays so when the reader goes back.
    const end = await save({ Locator: 'page:99', Progress: 0.995, BaseVersion: 4 });
    expect(end.Position.Finished).toBe(true);
    const again = await save({ Locator: 'page:2', Progress: 0.02, BaseVersion: 5 });
    expect(again.Position).toMatchObject({ Finished: true, Version: 6 });
    const unfinished = await save({
      Locator: 'page:2',
      Progress: 0.02,
      BaseVersion: 6,
      Finished: false,
    });
    expect(unfinished.Position.Finished).toBe(false);

    // The reader opens where the customer was, in that format, and the shelf shows it.
    const opened = ReaderBookResponseSchema.parse((await open('hp-1', owner)).json()).Data!;
    expect(opened).toMatchObject({ Format: 'PDF', Position: { Locator: 'page:2', Version: 7 } });
    const shelf = (
      await app.inject({
        method: 'POST',
        url: '/v2/customer/mybook',
        headers: asCustomer(owner),
        payload: { Data: {} },
      })
    ).json();
    expect(shelf.Data.Books[0].Reading).toMatchObject({ Progress: 2, Finished: false });

    expect((await savePosition('hp-1', undefined, { Progress: 0.1 })).statusCode).toBe(401);
    expect((await savePosition('hp-1', owner, { Progress: 1.5 })).statusCode).toBe(400);
  });

  it('ends parallel saves from two devices at the furthest position with one version per save', async () => {
    const owner = await createTestCustomer(app);
    await own(owner, 'hp-1');
    const start = SavedPositionResponseSchema.parse(
      (await savePosition('hp-1', owner, { Progress: 0.1 })).json(),
    ).Data!;
    const progresses = Array.from({ length: 40 }, (_, i) => ((i * 37) % 40) / 50 + 0.11);
    const answers = await Promise.all(
      progresses.map((progress, i) =>
        savePosition('hp-1', owner, {
          Locator: `epubcfi(/6/${2 * i + 2}!/4/2)`,
          Progress: progress,
          Device: i % 2 ? 'phone' : 'laptop',
          BaseVersion: start.Position.Version,
        }),
      ),
    );
    const saved = answers.map((response) => {
      expect(response.statusCode).toBe(200);
      return SavedPositionResponseSchema.parse(response.json()).Data!;
    });
    const furthest = Math.max(...progresses);
    const final = ReaderBookResponseSchema.parse((await open('hp-1', owner)).json()).Data!
      .Position!;
    expect(final.Progress).toBeCloseTo(furthest, 4);
    // Every save that was kept made exactly one version, none lost or repeated.
    const kept = saved
      .filter((answer) => !answer.Conflict)
      .map((answer) => answer.Position.Version);
    expect(new Set(kept).size).toBe(kept.length);
    expect(final.Version).toBe(start.Position.Version + kept.length);
    expect([...kept].sort((a, b) => a - b)).toEqual(
      kept.map((_, i) => start.Position.Version + i + 1),
    );
    // A conflict answers a position at least as far as the one sent.
    for (const [i, answer] of saved.entries())
      if (answer.Conflict) expect(answer.Position.Progress).toBeGreaterThan(progresses[i]!);
  });

  it('keeps bookmarks and highlights by the reader’s ids, with tombstones, for owners and sample readers', async () => {
    const owner = await createTestCustomer(app);
    await own(owner, 'hp-1');
    const id = randomUUID();
    const created = await saveNote('hp-1', owner, {
      Id: id,
      Quote: 'แฮร์รี่',
      Note: 'first',
      Progress: 0.3,
    });
    expect(created.statusCode).toBe(200);
    expect(AnnotationResponseSchema.parse(created.json()).Data).toMatchObject({
      Id: id,
      Kind: 'highlight',
      Quote: 'แฮร์รี่',
      Color: 'yellow',
      Progress: 0.3,
      DeletedAt: null,
    });
    // The same id again (a retry, or an edit): one annotation, changed.
    const edited = AnnotationResponseSchema.parse(
      (
        await saveNote('hp-1', owner, { Id: id, Note: 'changed', Color: 'blue', Progress: 0.3 })
      ).json(),
    ).Data!;
    expect(edited).toMatchObject({ Note: 'changed', Color: 'blue' });
    const bookmark = randomUUID();
    await saveNote('hp-1', owner, { Id: bookmark, Kind: 'bookmark', Progress: 0.1 });
    const listed = AnnotationsResponseSchema.parse((await notes('hp-1', owner)).json()).Data!;
    expect(listed.Annotations.map((note) => note.Id)).toEqual([bookmark, id]);

    const deleted = AnnotationResponseSchema.parse(
      (await deleteNote('hp-1', owner, id)).json(),
    ).Data!;
    expect(deleted.DeletedAt).not.toBeNull();
    const twice = AnnotationResponseSchema.parse(
      (await deleteNote('hp-1', owner, id)).json(),
    ).Data!;
    expect(twice.DeletedAt).toBe(deleted.DeletedAt);
    // Another device learns of the deletion; a late save of it does not bring it back.
    const after = AnnotationsResponseSchema.parse((await notes('hp-1', owner)).json()).Data!;
    expect(after.Annotations.find((note) => note.Id === id)?.DeletedAt).toBe(deleted.DeletedAt);
    const late = AnnotationResponseSchema.parse(
      (await saveNote('hp-1', owner, { Id: id, Note: 'late' })).json(),
    ).Data!;
    expect(late).toMatchObject({ Note: 'changed', DeletedAt: deleted.DeletedAt });
    const opened = ReaderBookResponseSchema.parse((await open('hp-1', owner)).json()).Data!;
    expect(opened.Annotations).toHaveLength(2);

    // A sample reader keeps notes in the sample; a book without a sample it cannot annotate.
    const sampler = await createTestCustomer(app);
    expect((await saveNote('hp-1', sampler, { Id: randomUUID() })).statusCode).toBe(200);
    expect((await saveNote('python', sampler, { Id: randomUUID() })).statusCode).toBe(404);
    // But no position in a sample (its places are not the whole book's).
    expect((await savePosition('hp-1', sampler, { Progress: 0.1 })).statusCode).toBe(404);
    expect((await notes('hp-1')).statusCode).toBe(401);

    // A PDF highlight is `page:N#char=S,E` (characters S to E of the page's text); anything else
    // than a CFI, a page or such a range is refused, in the caller's language.
    const pdfNote = await saveNote('hp-1', owner, {
      Id: randomUUID(),
      Locator: 'page:3#char=19,102',
      Quote: 'ทุกเช้าปู่จะตื่นก่อนไก่ขัน',
    });
    expect(AnnotationResponseSchema.parse(pdfNote.json()).Data?.Locator).toBe('page:3#char=19,102');
    for (const Locator of [
      'page:3#char=9,2',
      'page:0#char=1,2',
      'javascript:alert(1)',
      'page:3#x',
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/v2/reader/${ids['hp-1']!}/annotations`,
        headers: asCustomer(owner, 'th'),
        payload: { Data: { Id: randomUUID(), Kind: 'highlight', Locator } },
      });
      expect(refused.statusCode, Locator).toBe(400);
      expect((refused.json() as { ErrorList: string[] }).ErrorList[0]).toMatch(
        /Locator.*[\u0E00-\u0E7F]/,
      );
    }
  });

  it('answers 404 for another customer’s shelf, position, notes and file', async () => {
    const owner = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(owner, 'python');
    await own(owner, 'hp-1');
    await own(other, 'hp-1');
    const shelfId = (
      await app.inject({
        method: 'POST',
        url: '/v2/customer/addbookshelf',
        headers: asCustomer(owner),
        payload: { Data: { Name: 'Mine' } },
      })
    ).json().Data.Id as number;
    await savePosition('python', owner, { Locator: 'page:10', Progress: 0.4 });
    const noteId = randomUUID();
    await saveNote('hp-1', owner, { Id: noteId, Note: 'private' });

    // Another customer's collection in mybook.
    const shelf = await app.inject({
      method: 'POST',
      url: '/v2/customer/mybook',
      headers: asCustomer(other),
      payload: { Data: { ShelfId: shelfId } },
    });
    expect(shelf.statusCode).toBe(404);
    // A position in a book they do not own; their own position is theirs only.
    expect((await savePosition('python', other, { Progress: 0.9 })).statusCode).toBe(404);
    expect(ReaderBookResponseSchema.parse((await open('hp-1', other)).json()).Data!.Position).toBe(
      null,
    );
    // Another customer's annotation id: neither changed nor deleted, and never listed.
    expect((await saveNote('hp-1', other, { Id: noteId, Note: 'mine now' })).statusCode).toBe(404);
    expect((await deleteNote('hp-1', other, noteId)).statusCode).toBe(404);
    expect(
      AnnotationsResponseSchema.parse((await notes('hp-1', other)).json()).Data!.Annotations,
    ).toEqual([]);
    const kept = AnnotationsResponseSchema.parse((await notes('hp-1', owner)).json()).Data!;
    expect(kept.Annotations[0]).toMatchObject({ Id: noteId, Note: 'private', DeletedAt: null });
    // The whole file of a book they do not own.
    expect((await file('python', other, '?format=PDF&sample=false')).statusCode).toBe(404);
    expect((await open('python', other)).statusCode).toBe(404);
    expect((await notes('python', other)).statusCode).toBe(404);
  });
});

describe('the reader’s file and the rate limit', () => {
  let app: TestApp;
  let bookId = 0;

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    bookId = (await seedTestCatalogIds(app))['hp-1']!;
    await app.storage.put('books/hp-1-sample.epub', bytes(800, 2));
    await app.database.db.execute(sql`update book_files set sample_key = 'books/hp-1-sample.epub'
      where book_id = ${bookId} and format = 'EPUB'`);
  });

  afterAll(async () => {
    await app.close();
  });

  it('counts range requests apart, at ten times the general limit', async () => {
    const range = (start: number) =>
      app.inject({
        method: 'GET',
        url: `/v2/reader/${bookId}/file?format=EPUB&sample=true`,
        remoteAddress: '10.0.0.7',
        headers: { Range: `bytes=${start}-${start + 99}` },
      });
    // A reader paging through a PDF: many more ranges than the general limit of 3.
    for (let i = 0; i < 30; i += 1) expect((await range(i * 10)).statusCode).toBe(206);
    expect((await range(0)).statusCode).toBe(429);
    // Other calls keep their own budget.
    const other = await app.inject({
      method: 'GET',
      url: `/v2/reader/${bookId}`,
      remoteAddress: '10.0.0.7',
    });
    expect(other.statusCode).toBe(200);
  });
});
