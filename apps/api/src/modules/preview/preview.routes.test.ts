import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, type PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { pdfTailOf } from '../../lib/pdf-tail.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { buildTestBookFiles, pdfPageText, zipEntries } from '../../../test/book-file-helpers.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { checkEpub } from '../book-files/epub-check.js';
import { stampLines } from '../downloads/stamp-text.js';
import { hashPortalToken, newPortalToken } from '../portal/portal-session.service.js';
import { previewStamp } from './preview.service.js';

const STOREFRONT = 'https://store.example';

describe('the preview watermark', () => {
  it('is the buyer’s line made from the member, marked as a preview', () => {
    const stamp = previewStamp({
      memberFirstName: 'สมชาย',
      memberLastName: 'ใจดี',
      memberEmail: 'somchai@example.com',
      traceId: '6f1c1f0e-0a53-4c1e-9a52-1f0d3c1b2a77',
    });
    expect(stampLines(stamp)).toEqual({
      th: 'ลิขสิทธิ์ของ สมชาย ใจดี (somchai@example.com) ตัวอย่างก่อนเผยแพร่',
      en: 'Licensed to สมชาย ใจดี (somchai@example.com), preview before publication',
    });
    const nameless = previewStamp({
      memberFirstName: '',
      memberLastName: '',
      memberEmail: 'press@example.com',
      traceId: stamp.licenseId,
    });
    expect(stampLines(nameless).en).toBe(
      'Licensed to press@example.com, preview before publication',
    );
    // The buyer's own line is unchanged.
    expect(stampLines({ name: 'Jane', orderNumber: 'NS0000000007', licenseId: 'x' }).en).toBe(
      'Licensed to Jane, order NS0000000007',
    );
  });
});

/**
 * A publisher member's preview of their own title in the store's reader (docs/reader.md
 * "Preview"), over PostgreSQL: the portal's link, opened once by the storefront, the reader's
 * book and its stamped files; another organisation's book is 404 and nothing lands on a shelf.
 */
describe('preview: the portal link, the storefront reading session, the stamped file', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let ownHeaders: Record<string, string>;
  let financeHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let editorMemberId: number;
  let pdfSize = 0;
  let pdfPages = 0;

  const bookId = (reference: string) => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  /** An approved organisation of the catalog publisher named `publisherName`; its owner's id. */
  const organisation = async (publisherName: string): Promise<number> => {
    const owner = await createTestCustomer(app);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`with application as (
            insert into publisher_applications
              (customer_id, status, account_type, legal_name, publisher_name, tax_id, contact_name,
               email, phone, address, bank_code, bank_account_name, bank_account_number, locale,
               publisher_id)
            select ${owner.customerId}::int, 'approved'::publisher_application_status,
                   'company'::publisher_account_type, ${publisherName}, ${publisherName},
                   '0105558000011', 'Contact', 'press@example.com', '0812345678', 'Bangkok', '004',
                   'Press', '1234567890', 'th', p.id
              from publishers p where p.name_en = ${publisherName}
            returning id, publisher_id
          )
          insert into publisher_organisations
            (application_id, name, legal_name, tax_id, owner_customer_id, catalog_publisher_id,
             payee_kind)
          select id, ${publisherName}, ${publisherName}, '0105558000011', ${owner.customerId}::int,
                 publisher_id, 'company'::publisher_account_type
            from application
          returning id`,
    );
    return Number(row!.id);
  };

  /** A member of the organisation with a live portal session: their id and the session's headers. */
  const member = async (
    organisationId: number,
    role: 'owner' | 'editor' | 'finance',
    names: { firstName?: string; lastName?: string; email?: string } = {},
  ) => {
    const customer = await createTestCustomer(app, names);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${organisationId}, ${customer.customerId}, ${role}::publisher_member_role)
          returning id`,
    );
    const token = newPortalToken();
    await executeRows(
      app.database.db,
      sql`insert into publisher_sessions (member_id, token_hash, expires_at)
          values (${row!.id}, ${hashPortalToken(token)}, now() + interval '1 hour')`,
    );
    return { memberId: Number(row!.id), headers: { PortalToken: token } };
  };

  beforeAll(async () => {
    app = await buildTestApp({ STOREFRONT_URL: STOREFRONT });
    ids = await seedTestCatalogIds(app);
    const { epub, pdf } = await buildTestBookFiles('urn:nangsue:preview-test');
    pdfSize = pdf.length;
    pdfPages = (await PDFDocument.load(pdf)).getPageCount();
    await app.storage.put('books/preview-test.epub', epub);
    await app.storage.put('books/preview-test.pdf', pdf);
    await app.database.db.execute(sql`delete from book_files`);
    // hp-1 (Try Read Press) has both formats; python (Clear Sky Books) the EPUB; detective-harry none.
    for (const reference of ['hp-1', 'python']) {
      await app.database.db.execute(
        sql`insert into book_files (book_id, format, storage_key, size_bytes)
            values (${bookId(reference)}, 'EPUB', 'books/preview-test.epub', ${epub.length})`,
      );
    }
    await app.database.db.execute(
      sql`insert into book_files (book_id, format, storage_key, size_bytes, pdf_tail)
          values (${bookId('hp-1')}, 'PDF', 'books/preview-test.pdf', ${pdf.length},
                  ${JSON.stringify(pdfTailOf(pdf))}::jsonb)`,
    );
    // Before it goes live.
    await app.database.db.execute(
      sql`update books set published = false where id = ${bookId('hp-1')}`,
    );

    const own = await organisation('Try Read Press');
    const other = await organisation('Clear Sky Books');
    const editor = await member(own, 'editor', {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: `somchai.${randomBytes(4).toString('hex')}@example.com`,
    });
    editorMemberId = editor.memberId;
    ownHeaders = editor.headers;
    financeHeaders = (await member(own, 'finance')).headers;
    otherHeaders = (await member(other, 'owner')).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const previewLink = (id: number, headers: Record<string, string>, language = 'th') =>
    app.inject({
      method: 'POST',
      url: `/portal/v1/titles/${id}/preview`,
      headers: { ...headers, Language: language },
    });

  /** A fresh link's token for the editor. */
  const linkToken = async (reference = 'hp-1', language = 'th'): Promise<string> => {
    const response = await previewLink(bookId(reference), ownHeaders, language);
    expect(response.statusCode, response.body).toBe(200);
    return String(response.json().Data.Url).split('/preview/')[1]!;
  };

  const open = (token: string) =>
    app.inject({ method: 'POST', url: '/v2/preview/open', payload: { Data: { Token: token } } });

  const readerBook = (id: number, session: string, query = '', language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/v2/preview/book/${id}${query}`,
      headers: { Language: language },
      payload: { Data: { Session: session } },
    });

  const file = (id: number, session: string | null, query: string, headers = {}) =>
    app.inject({
      method: 'GET',
      url: `/v2/preview/book/${id}/file?${query}`,
      headers: { ...(session ? { PreviewSession: session } : {}), ...headers },
    });

  /** Opens a new link and answers the reading session's token. */
  const session = async (reference = 'hp-1'): Promise<string> => {
    const opened = await open(await linkToken(reference));
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json().Data.Session;
  };

  const counts = async () => {
    const [row] = await executeRows<Record<string, number>>(
      app.database.db,
      sql`select (select count(*)::int from library_items) as shelf,
                 (select count(*)::int from downloads) as downloads,
                 (select count(*)::int from orders) as orders,
                 (select count(*)::int from reading_states) as positions`,
    );
    return row;
  };

  it('answers a one-time storefront link in the caller’s language, for the organisation’s books only', async () => {
    const thai = await previewLink(bookId('hp-1'), ownHeaders, 'th');
    expect(thai.statusCode, thai.body).toBe(200);
    expect(thai.headers['cache-control']).toBe('private, no-store');
    const data = thai.json().Data;
    expect(data.Url).toMatch(new RegExp(`^${STOREFRONT}/preview/[A-Za-z0-9_-]{43}$`));
    expect(data.ReadingMinutes).toBe(240);
    const minutes = (Date.parse(data.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const english = await previewLink(bookId('hp-1'), ownHeaders, 'en');
    expect(english.json().Data.Url).toMatch(new RegExp(`^${STOREFRONT}/en/preview/[\\w-]{43}$`));

    // Only the token's hash is kept.
    const token = String(data.Url).split('/preview/')[1]!;
    const stored = await executeRows<{ token_hash: string }>(
      app.database.db,
      sql`select token_hash from portal_previews where member_id = ${editorMemberId}`,
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored).toHaveLength(2);

    // Another organisation's book, published or not, and an unknown one: 404.
    const theirs = await previewLink(bookId('python'), ownHeaders, 'en');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().ErrorList).toEqual(['This title was not found.']);
    expect((await previewLink(bookId('hp-1'), otherHeaders)).statusCode).toBe(404);
    expect((await previewLink(2_000_000_000, ownHeaders)).statusCode).toBe(404);
    // Their own title without a file: 409 with what to do.
    const empty = await previewLink(bookId('detective-harry'), ownHeaders, 'en');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().ErrorList[0]).toMatch(/Upload a file/);
    // A role without titles.read, and no portal session at all.
    expect((await previewLink(bookId('hp-1'), financeHeaders)).statusCode).toBe(403);
    expect((await previewLink(bookId('hp-1'), {})).statusCode).toBe(401);
  });

  it('opens once, before it expires, into a reading session', async () => {
    const token = await linkToken();
    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const data = opened.json().Data;
    expect(data.ProductId).toBe(bookId('hp-1'));
    expect(data.Session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(data.ExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);

    const again = await open(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().ErrorList[0]).toMatch(/ลิงก์ดูตัวอย่างนี้หมดอายุหรือถูกเปิดไปแล้ว/);
    // The first session still reads.
    expect((await readerBook(bookId('hp-1'), data.Session)).statusCode).toBe(200);

    // Two openings at once: one session.
    const raced = await linkToken();
    const both = await Promise.all([open(raced), open(raced), open(raced)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 404, 404]);

    // A link past its ten minutes.
    const late = await linkToken();
    await app.database.db.execute(
      sql`update portal_previews set link_expires_at = now() - interval '1 second'
           where opened_at is null`,
    );
    expect((await open(late)).statusCode).toBe(404);
    // A token never made.
    expect((await open(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
    expect((await open('short')).statusCode).toBe(400);
  });

  it('gives the reader the whole book, unpublished, with nothing to save', async () => {
    const reading = await session();
    const response = await readerBook(bookId('hp-1'), reading);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { Book, ExpiresAt } = response.json().Data;
    expect(Book).toEqual({
      ProductId: bookId('hp-1'),
      Name: expect.any(String),
      Language: 'th',
      Format: 'EPUB',
      Formats: ['EPUB', 'PDF'],
      IsSample: false,
      FileUrl: `/preview-files/${bookId('hp-1')}?format=EPUB`,
      Position: null,
      Annotations: [],
    });
    expect(Date.parse(ExpiresAt)).toBeGreaterThan(Date.now());
    const pdf = await readerBook(bookId('hp-1'), reading, '?format=PDF');
    expect(pdf.json().Data.Book.FileUrl).toBe(`/preview-files/${bookId('hp-1')}?format=PDF`);

    // The session reads its own book only; another token reads nothing.
    expect((await readerBook(bookId('python'), reading)).statusCode).toBe(404);
    const stranger = randomBytes(32).toString('base64url');
    expect((await readerBook(bookId('hp-1'), stranger)).statusCode).toBe(404);
    expect((await file(bookId('hp-1'), stranger, 'format=EPUB')).statusCode).toBe(404);
    expect((await file(bookId('hp-1'), null, 'format=EPUB')).statusCode).toBe(404);
    // A customer's session is no preview.
    const customer = await createTestCustomer(app);
    const asCustomer = await app.inject({
      method: 'GET',
      url: `/v2/preview/book/${bookId('hp-1')}/file?format=EPUB`,
      headers: { Token: customer.token },
    });
    expect(asCustomer.statusCode).toBe(404);
  });

  it('streams the EPUB stamped with the buyer’s watermark, made from the member and marked as a preview', async () => {
    const reading = await session();
    const response = await file(bookId('hp-1'), reading, 'format=EPUB');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/epub+zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(await checkEpub(bytes)).toEqual([]);
    const { read } = await zipEntries(bytes);
    const copyright = await read('EPUB/copyright.xhtml');
    expect(copyright).toMatch(/ลิขสิทธิ์ของ สมชาย ใจดี \(somchai\.\w+@example\.com\) ตัวอย่างก่อนเผยแพร่/);
    expect(copyright).toMatch(
      /Licensed to สมชาย ใจดี \(somchai\.\w+@example\.com\), preview before publication/,
    );
    const [row] = await executeRows<{ trace_id: string }>(
      app.database.db,
      sql`select trace_id from portal_previews where session_hash is not null
           order by opened_at desc limit 1`,
    );
    expect(await read('EPUB/package.opf')).toContain(`urn:uuid:${row!.trace_id}`);
  });

  it('serves the stamped PDF by ranges, as the reader reads it', async () => {
    const reading = await session();
    const whole = await file(bookId('hp-1'), reading, 'format=PDF');
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const bytes = whole.rawPayload;
    expect(Number(whole.headers['content-length'])).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThan(pdfSize);
    const text = pdfPageText(bytes, pdfPages);
    expect(text).toMatch(/Licensed to สมชาย ใจดี \(somchai\.\w+@example\.com\), preview before/);
    expect(text).toContain('ตัวอย่างก่อนเผยแพร่');
    const parsed = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(parsed.getPageCount()).toBe(pdfPages);
    const info = parsed.context.lookup(parsed.context.trailerInfo.Info, PDFDict);
    expect((info.get(PDFName.of('NangsueLicense')) as PDFString).decodeText()).toMatch(
      /^urn:uuid:[0-9a-f-]{36}$/,
    );

    // Ranges across the stored file and the appended stamp give the same bytes.
    const chunk = 4096;
    const parts: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += chunk) {
      const end = Math.min(start + chunk, bytes.length) - 1;
      const part = await file(bookId('hp-1'), reading, 'format=PDF', {
        Range: `bytes=${start}-${end}`,
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      parts.push(part.rawPayload);
    }
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    const straddling = await file(bookId('hp-1'), reading, 'format=PDF', {
      Range: `bytes=${pdfSize - 10}-${pdfSize + 9}`,
    });
    expect(straddling.rawPayload.equals(bytes.subarray(pdfSize - 10, pdfSize + 10))).toBe(true);
    const past = await file(bookId('hp-1'), reading, 'format=PDF', {
      Range: `bytes=${bytes.length}-`,
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('puts nothing on a shelf, counts no download and makes no order', async () => {
    const before = await counts();
    const reading = await session();
    await readerBook(bookId('hp-1'), reading);
    await file(bookId('hp-1'), reading, 'format=EPUB');
    await file(bookId('hp-1'), reading, 'format=PDF', { Range: 'bytes=0-99' });
    expect(await counts()).toEqual(before);
  });

  it('ends with its hours, and when the member no longer reads the organisation’s titles', async () => {
    const reading = await session();
    await app.database.db.execute(
      sql`update portal_previews set session_expires_at = now() - interval '1 second'
           where session_hash is not null`,
    );
    expect((await readerBook(bookId('hp-1'), reading)).statusCode).toBe(404);
    const ended = await file(bookId('hp-1'), reading, 'format=EPUB');
    expect(ended.statusCode).toBe(404);

    const leaving = await member(
      (
        await executeRows<{ organisation_id: number }>(
          app.database.db,
          sql`select organisation_id from publisher_members where id = ${editorMemberId}`,
        )
      )[0]!.organisation_id,
      'editor',
    );
    const link = await previewLink(bookId('hp-1'), leaving.headers);
    const token = String(link.json().Data.Url).split('/preview/')[1]!;
    const opened = (await open(token)).json().Data.Session as string;
    expect((await readerBook(bookId('hp-1'), opened)).statusCode).toBe(200);
    // A role that no longer reads titles, then out of the organisation.
    await app.database.db.execute(
      sql`update publisher_members set role = 'finance' where id = ${leaving.memberId}`,
    );
    expect((await readerBook(bookId('hp-1'), opened)).statusCode).toBe(404);
    await app.database.db.execute(
      sql`update publisher_members set role = 'editor' where id = ${leaving.memberId}`,
    );
    expect((await readerBook(bookId('hp-1'), opened)).statusCode).toBe(200);
    await app.database.db.execute(
      sql`delete from publisher_members where id = ${leaving.memberId}`,
    );
    expect((await readerBook(bookId('hp-1'), opened)).statusCode).toBe(404);
  });
});
