import {
  BookShelfStateResponseSchema,
  MyBooksResponseSchema,
  ReaderBookResponseSchema,
  SampleResponseSchema,
  ShelfSearchResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';

describe('bookshelf: POST /v2/customer/mybook', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const own = (customerId: number, reference: string, at: string) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source, granted_at)
          values (${customerId}, ${ids[reference]!}, 'redeem', ${at}::timestamptz)`,
    );

  const myBooks = async (headers: Record<string, string>, data: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/v2/customer/mybook', headers, payload: { Data: data } });

  it('lists the customer’s own books only, newest first or by title, with their cards', async () => {
    const reader = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(reader.customerId, 'python', '2026-01-01T00:00:00Z');
    await own(reader.customerId, 'hp-1', '2026-03-01T00:00:00Z');
    await own(other.customerId, 'detective-harry', '2026-02-01T00:00:00Z');

    const newest = await myBooks(asCustomer(reader, 'en'));
    expect(newest.statusCode).toBe(200);
    const shelf = MyBooksResponseSchema.parse(newest.json()).Data!;
    expect(shelf.Books.map((book) => book.Product.Id)).toEqual([ids['hp-1'], ids.python]);
    expect(shelf.Books[0]).toMatchObject({ Source: 'redeem', OrderId: null });
    expect(shelf.Paging).toMatchObject({ PageNumber: 1, TotalItems: 2, TotalPages: 1 });

    const byTitle = MyBooksResponseSchema.parse(
      (await myBooks(asCustomer(reader, 'en'), { OrderBy: 'title' })).json(),
    ).Data!;
    const names = byTitle.Books.map((book) => book.Product.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const theirs = MyBooksResponseSchema.parse((await myBooks(asCustomer(other))).json()).Data!;
    expect(theirs.Books.map((book) => book.Product.Id)).toEqual([ids['detective-harry']]);
  });

  it('asks a guest to log in, and refuses an unknown order', async () => {
    expect((await myBooks({})).statusCode).toBe(401);
    const reader = await createTestCustomer(app);
    expect((await myBooks(asCustomer(reader), { OrderBy: 'price' })).statusCode).toBe(400);
  });

  const read = async (customerId: number, reference: string, progressBp: number, at: string) => {
    await app.database.db.execute(
      sql`insert into reading_states (customer_id, book_id, format, locator, progress_bp, finished, updated_at)
          values (${customerId}, ${ids[reference]!}, 'EPUB', 'epubcfi(/6/4!/4/2)', ${progressBp},
                  ${progressBp >= 9900}, ${at}::timestamptz)`,
    );
    // As the reader's save does: finished at the end is the shelf's finished too.
    if (progressBp >= 9900)
      await app.database.db.execute(
        sql`update library_items set finished_at = ${at}::timestamptz
            where customer_id = ${customerId} and book_id = ${ids[reference]!}`,
      );
  };
  const idsOf = (body: unknown) =>
    MyBooksResponseSchema.parse(body).Data!.Books.map((book) => book.Product.Id);

  it('filters by collection, format and reading state, sorts by author and recent reading, and tells the files and progress', async () => {
    await app.database.db.execute(
      sql`update book_files set storage_key = 'books/' || book_id || '.' || lower(format::text)
          where book_id in (${ids['hp-1']!}, ${ids.python!})`,
    );
    const reader = await createTestCustomer(app);
    await own(reader.customerId, 'python', '2026-01-01T00:00:00Z');
    await own(reader.customerId, 'hp-1', '2026-03-01T00:00:00Z');
    await own(reader.customerId, 'english-only', '2026-02-01T00:00:00Z');
    await read(reader.customerId, 'python', 4567, '2026-04-02T00:00:00Z');
    await read(reader.customerId, 'english-only', 10000, '2026-04-01T00:00:00Z');
    const headers = asCustomer(reader, 'en');

    const all = MyBooksResponseSchema.parse((await myBooks(headers)).json()).Data!;
    const hp = all.Books.find((book) => book.Product.Id === ids['hp-1'])!;
    expect(hp.Formats).toEqual(['EPUB', 'PDF']);
    expect(hp.Reading).toBeNull();
    expect(hp.OrderItemId).toMatch(/^[0-9a-f-]{36}$/);
    const python = all.Books.find((book) => book.Product.Id === ids.python)!;
    expect(python.Formats).toEqual(['PDF']);
    expect(python.Reading).toMatchObject({ Progress: 45.7, Finished: false });

    expect(idsOf((await myBooks(headers, { Format: 'PDF' })).json()).sort()).toEqual(
      [ids['hp-1'], ids.python].sort(),
    );
    expect(idsOf((await myBooks(headers, { Format: 'EPUB' })).json())).toEqual([ids['hp-1']]);
    expect(idsOf((await myBooks(headers, { State: 'unread' })).json())).toEqual([ids['hp-1']]);
    expect(idsOf((await myBooks(headers, { State: 'reading' })).json())).toEqual([ids.python]);
    expect(idsOf((await myBooks(headers, { State: 'finished' })).json())).toEqual([
      ids['english-only'],
    ]);
    expect(idsOf((await myBooks(headers, { OrderBy: 'recent' })).json())).toEqual([
      ids.python,
      ids['english-only'],
      ids['hp-1'],
    ]);
    // Ada Byron, J.K. Rowling, Somchai Jaidee.
    expect(idsOf((await myBooks(headers, { OrderBy: 'author' })).json())).toEqual([
      ids['english-only'],
      ids['hp-1'],
      ids.python,
    ]);

    const shelf = (
      await app.inject({
        method: 'POST',
        url: '/v2/customer/addbookshelf',
        headers,
        payload: { Data: { Name: 'Favourites' } },
      })
    ).json().Data.Id as number;
    await app.inject({
      method: 'POST',
      url: '/v2/customer/addproductmappingshelf',
      headers,
      payload: { Data: { ShelfId: shelf, ProductIds: [ids.python] } },
    });
    expect(idsOf((await myBooks(headers, { ShelfId: shelf })).json())).toEqual([ids.python]);
    const onShelf = MyBooksResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/v2/customer/productonbookshelf',
          headers,
          payload: { Data: { ShelfId: shelf } },
        })
      ).json(),
    ).Data!;
    expect(onShelf.Books[0]).toMatchObject({ Formats: ['PDF'], Reading: { Progress: 45.7 } });

    // Another customer's collection is not found, whatever it holds.
    const other = await createTestCustomer(app);
    expect((await myBooks(asCustomer(other), { ShelfId: shelf })).statusCode).toBe(404);
  });

  const sample = (headers: Record<string, string>, action: 'add' | 'remove', productId: number) =>
    app.inject({
      method: 'POST',
      url: `/v2/customer/${action}sampleebook`,
      headers,
      payload: { Data: { ProductId: productId } },
    });

  it('puts samples on the shelf once, only of published books with a sample, and lists them apart', async () => {
    const reader = await createTestCustomer(app);
    const headers = asCustomer(reader, 'en');
    const first = await sample(headers, 'add', ids['hp-1']!);
    expect(first.statusCode).toBe(200);
    const added = SampleResponseSchema.parse(first.json()).Data!;
    expect(added.AddedAt).not.toBeNull();
    // Idempotent: the second time answers the first.
    expect(
      SampleResponseSchema.parse((await sample(headers, 'add', ids['hp-1']!)).json()).Data,
    ).toEqual(added);
    const samples = MyBooksResponseSchema.parse(
      (await myBooks(headers, { Kind: 'samples' })).json(),
    ).Data!;
    expect(samples.Books).toHaveLength(1);
    expect(samples.Books[0]).toMatchObject({
      Source: 'sample',
      OrderId: null,
      OrderItemId: null,
      Product: { Id: ids['hp-1'] },
    });
    expect(idsOf((await myBooks(headers)).json())).toEqual([]);

    // No sample: 422; no such book: 404; an owned book: 409 (it is on the shelf, whole).
    expect((await sample(headers, 'add', ids.python!)).statusCode).toBe(422);
    expect((await sample(headers, 'add', 2_000_000_000)).statusCode).toBe(404);
    await app.database.db.execute(
      sql`update books set published = false where id = ${ids['hp-1']!}`,
    );
    const unpublished = await sample(
      asCustomer(await createTestCustomer(app)),
      'add',
      ids['hp-1']!,
    );
    await app.database.db.execute(
      sql`update books set published = true where id = ${ids['hp-1']!}`,
    );
    expect(unpublished.statusCode).toBe(404);
    const owner = await createTestCustomer(app);
    await own(owner.customerId, 'hp-1', '2026-01-01T00:00:00Z');
    const owned = await sample(asCustomer(owner, 'en'), 'add', ids['hp-1']!);
    expect(owned.statusCode).toBe(409);
    expect(owned.json().ErrorList[0]).toContain('You own this book');

    // Removing is idempotent too.
    for (let i = 0; i < 2; i += 1) {
      const removed = await sample(headers, 'remove', ids['hp-1']!);
      expect(SampleResponseSchema.parse(removed.json()).Data).toEqual({
        ProductId: ids['hp-1'],
        AddedAt: null,
      });
    }
    expect(idsOf((await myBooks(headers, { Kind: 'samples' })).json())).toEqual([]);
    expect((await sample({}, 'add', ids['hp-1']!)).statusCode).toBe(401);
  });

  it('searches the caller’s own books only, Thai-aware, with words inside compounds and typos', async () => {
    const reader = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(reader.customerId, 'hp-1', '2026-01-01T00:00:00Z');
    await own(reader.customerId, 'python', '2026-01-02T00:00:00Z');
    await own(other.customerId, 'detective-harry', '2026-01-01T00:00:00Z');
    const search = (customer: { token: string } | undefined, keyword: string, page = 1) =>
      app.inject({
        method: 'POST',
        url: '/v1/smart-search/search-shelf',
        headers: customer ? { Authorization: `Bearer ${customer.token}`, Language: 'en' } : {},
        payload: { Data: { Keyword: keyword, PageNumber: page } },
      });
    const found = async (keyword: string, customer = reader) => {
      const response = await search(customer, keyword);
      expect(response.statusCode).toBe(200);
      const data = ShelfSearchResponseSchema.parse(response.json()).Data!;
      expect(data.Keyword).toBe(keyword);
      return data.Books.map((book) => book.Product.Id);
    };

    expect(await found('พอตเตอร์')).toEqual([ids['hp-1']]);
    // A word inside a Thai compound, as typed.
    expect(await found('ศิลา')).toEqual([ids['hp-1']]);
    expect(await found('เรียน')).toEqual([ids.python]);
    // The start of a word, and a typo.
    expect(await found('pyth')).toEqual([ids.python]);
    expect(await found('Rowlling')).toEqual([ids['hp-1']]);
    // Another customer's book is not found: "Harry" matches only the reader's own.
    expect(await found('harry')).toEqual([ids['hp-1']]);
    expect(await found('harry', other)).toEqual([ids['detective-harry']]);
    expect(await found('ความลับ')).toEqual([]);
    const past = ShelfSearchResponseSchema.parse((await search(reader, 'harry', 3)).json()).Data!;
    expect(past.Books).toEqual([]);
    expect(past.Paging.TotalItems).toBe(1);
    expect((await search(undefined, 'harry')).statusCode).toBe(401);
  });

  describe('series, archived and finished (issue 26 §5)', () => {
    // A series of three: english-only (1), python (2), mentions-harry (3).
    beforeAll(async () => {
      await app.database.db.execute(
        sql`insert into series (name_th, name_en) values ('ชุดทดสอบ', 'Test series')`,
      );
      for (const [reference, volume] of [
        ['english-only', 1],
        ['python', 2],
        ['mentions-harry', 3],
      ] as const)
        await app.database.db.execute(
          sql`update books set series_id = (select id from series where name_en = 'Test series'),
              series_volume = ${volume} where id = ${ids[reference]!}`,
        );
      await app.database.db.execute(
        sql`update book_files set storage_key = 'books/' || book_id || '.' || lower(format::text)
            where book_id in (${ids['english-only']!}, ${ids.python!}, ${ids['mentions-harry']!})`,
      );
    });

    const post = (headers: Record<string, string>, path: string, data: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/v2/customer/${path}`, headers, payload: { Data: data } });
    const booksOf = (body: unknown) => MyBooksResponseSchema.parse(body).Data!.Books;

    it('tells each book its series and volume and the next volume, owned or not', async () => {
      const reader = await createTestCustomer(app);
      await own(reader.customerId, 'english-only', '2026-01-01T00:00:00Z');
      await own(reader.customerId, 'mentions-harry', '2026-01-02T00:00:00Z');
      const thai = booksOf((await myBooks(asCustomer(reader, 'th'))).json());
      const first = thai.find((book) => book.Product.Id === ids['english-only'])!;
      expect(first.Series).toMatchObject({ Name: 'ชุดทดสอบ', Volume: 1 });
      expect(first.NextVolume).toMatchObject({ ProductId: ids.python, Volume: 2, Owned: false });
      const last = thai.find((book) => book.Product.Id === ids['mentions-harry'])!;
      expect(last.Series).toMatchObject({ Id: first.Series!.Id, Volume: 3 });
      expect(last.NextVolume).toBeNull();
      expect(booksOf((await myBooks(asCustomer(reader, 'en'))).json())[1]!.Series!.Name).toBe(
        'Test series',
      );

      // Volume 2 off sale and not owned: the next one is volume 3, owned.
      await app.database.db.execute(
        sql`update books set published = false where id = ${ids.python!}`,
      );
      const skipping = booksOf((await myBooks(asCustomer(reader))).json()).find(
        (book) => book.Product.Id === ids['english-only'],
      )!;
      await app.database.db.execute(
        sql`update books set published = true where id = ${ids.python!}`,
      );
      expect(skipping.NextVolume).toMatchObject({ ProductId: ids['mentions-harry'], Owned: true });

      // The reader offers it too, at the end of volume 1.
      const book = ReaderBookResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/v2/reader/${ids['english-only']!}`,
            headers: asCustomer(reader, 'en'),
          })
        ).json(),
      ).Data!;
      expect(book.NextVolume).toMatchObject({ ProductId: ids.python, Owned: false });
      // A book outside a series has none.
      const plain = await createTestCustomer(app);
      await own(plain.customerId, 'hp-1', '2026-01-01T00:00:00Z');
      await app.database.db.execute(
        sql`update books set series_id = null, series_volume = null where id = ${ids['detective-harry']!}`,
      );
      await own(plain.customerId, 'detective-harry', '2026-01-02T00:00:00Z');
      const plainBook = booksOf((await myBooks(asCustomer(plain))).json())[0]!;
      expect(plainBook).toMatchObject({ Series: null, NextVolume: null });
    });

    it('archives and brings back a book: hidden from the shelf, listed under Archived, still readable; another’s is 404', async () => {
      const reader = await createTestCustomer(app);
      const headers = asCustomer(reader, 'en');
      await own(reader.customerId, 'english-only', '2026-01-01T00:00:00Z');
      await own(reader.customerId, 'python', '2026-01-02T00:00:00Z');
      const archived = await post(headers, 'archivebook', {
        ProductId: ids.python,
        Archived: true,
      });
      expect(archived.statusCode).toBe(200);
      const state = BookShelfStateResponseSchema.parse(archived.json()).Data!;
      expect(state).toMatchObject({ ProductId: ids.python, FinishedAt: null });
      expect(state.ArchivedAt).not.toBeNull();
      expect(idsOf((await myBooks(headers)).json())).toEqual([ids['english-only']]);
      const under = booksOf((await myBooks(headers, { Archived: true })).json());
      expect(under.map((book) => book.Product.Id)).toEqual([ids.python]);
      expect(under[0]!.ArchivedAt).toBe(state.ArchivedAt);
      // Archiving again keeps the first time; still readable in full.
      const again = BookShelfStateResponseSchema.parse(
        (await post(headers, 'archivebook', { ProductId: ids.python, Archived: true })).json(),
      ).Data!;
      expect(again.ArchivedAt).toBe(state.ArchivedAt);
      const reading = await app.inject({
        method: 'GET',
        url: `/v2/reader/${ids.python!}`,
        headers,
      });
      expect(reading.json().Data).toMatchObject({ IsSample: false });

      // Not owned, another customer's or unknown: 404 and nothing changes; a guest 401.
      const other = await createTestCustomer(app);
      expect(
        (await post(asCustomer(other), 'archivebook', { ProductId: ids.python, Archived: false }))
          .statusCode,
      ).toBe(404);
      expect(
        (await post(headers, 'archivebook', { ProductId: 2_000_000_000, Archived: true }))
          .statusCode,
      ).toBe(404);
      expect(
        (await post({}, 'archivebook', { ProductId: ids.python, Archived: true })).statusCode,
      ).toBe(401);
      expect((await post(headers, 'archivebook', { ProductId: ids.python })).statusCode).toBe(400);
      expect(idsOf((await myBooks(headers, { Archived: true })).json())).toEqual([ids.python]);

      // 30 archive and unarchive calls at once: all answered, the book in exactly one list after.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(headers, 'archivebook', { ProductId: ids.python, Archived: i % 2 === 0 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const shown = idsOf((await myBooks(headers)).json());
      const hidden = idsOf((await myBooks(headers, { Archived: true })).json());
      expect([...shown, ...hidden].sort()).toEqual([ids['english-only'], ids.python].sort());
      const back = BookShelfStateResponseSchema.parse(
        (await post(headers, 'archivebook', { ProductId: ids.python, Archived: false })).json(),
      ).Data!;
      expect(back.ArchivedAt).toBeNull();
      expect(idsOf((await myBooks(headers, { Archived: true })).json())).toEqual([]);
    });

    it('finishes a book by hand and at the end in the reader; not finished by hand clears the reader’s too', async () => {
      const reader = await createTestCustomer(app);
      const headers = asCustomer(reader, 'en');
      await own(reader.customerId, 'english-only', '2026-01-01T00:00:00Z');
      await own(reader.customerId, 'python', '2026-01-02T00:00:00Z');
      // By hand, never opened.
      const finished = BookShelfStateResponseSchema.parse(
        (await post(headers, 'finishbook', { ProductId: ids.python, Finished: true })).json(),
      ).Data!;
      expect(finished.FinishedAt).not.toBeNull();
      expect(idsOf((await myBooks(headers, { State: 'finished' })).json())).toEqual([ids.python]);
      expect(idsOf((await myBooks(headers, { State: 'unread' })).json())).toEqual([
        ids['english-only'],
      ]);
      expect(
        (
          await post(asCustomer(await createTestCustomer(app)), 'finishbook', {
            ProductId: ids.python,
            Finished: true,
          })
        ).statusCode,
      ).toBe(404);

      // The reader at the end: finished by itself.
      const save = (progress: number, finished: boolean | undefined, baseVersion: number | null) =>
        app.inject({
          method: 'POST',
          url: `/v2/reader/${ids['english-only']!}/position`,
          headers,
          payload: {
            Data: {
              Locator: 'epubcfi(/6/8!/4/2)',
              Progress: progress,
              BaseVersion: baseVersion,
              ...(finished === undefined ? {} : { Finished: finished }),
            },
          },
        });
      expect((await save(0.5, undefined, null)).statusCode).toBe(200);
      expect(idsOf((await myBooks(headers, { State: 'reading' })).json())).toEqual([
        ids['english-only'],
      ]);
      expect((await save(1, true, 1)).statusCode).toBe(200);
      const done = booksOf((await myBooks(headers, { State: 'finished' })).json());
      expect(done.map((book) => book.Product.Id).sort()).toEqual(
        [ids['english-only'], ids.python].sort(),
      );
      expect(done.every((book) => book.FinishedAt !== null)).toBe(true);

      // Not finished by hand: the reader's position stops saying finished too.
      const undone = BookShelfStateResponseSchema.parse(
        (
          await post(headers, 'finishbook', { ProductId: ids['english-only'], Finished: false })
        ).json(),
      ).Data!;
      expect(undone.FinishedAt).toBeNull();
      const position = await app.inject({
        method: 'GET',
        url: `/v2/reader/${ids['english-only']!}`,
        headers,
      });
      expect(position.json().Data.Position).toMatchObject({ Finished: false });
      expect(idsOf((await myBooks(headers, { State: 'reading' })).json())).toEqual([
        ids['english-only'],
      ]);
    });
  });
});
