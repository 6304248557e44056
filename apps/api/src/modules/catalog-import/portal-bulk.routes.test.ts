import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogWriterDeps } from '../../catalog-writer.js';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { buildTestBookFiles } from '../../../test/book-file-helpers.js';
import { makeBook, seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  approvedPublisher,
  createPasswordCustomer,
  portalSignIn,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { writeZip } from '../book-files/epub-build.js';
import { importCatalog } from './catalog-import.service.js';
import { onixProblemText } from './portal-bulk.service.js';

/**
 * The publisher portal's bulk upload over PostgreSQL (docs/titles.md "Bulk upload"): an ONIX file
 * makes drafts of the caller's publisher whatever publisher it names, changes drafts in place and
 * approved titles through their revision; a record naming another publisher's reference or ISBN
 * is refused without touching or naming that book; a zip's files go to the caller's own titles
 * only, checked as the title page's uploads; the same file imported several times at once makes
 * each title once.
 */

type Item = {
  Kind: string;
  Index: number;
  Line: number | null;
  Reference: string | null;
  Format: string | null;
  BookId: number | null;
  Title: string | null;
  Outcome: 'created' | 'updated' | 'unchanged' | 'refused';
  Pending: boolean;
  Messages: string[];
};
type Report = {
  File: string | null;
  Created: number;
  Updated: number;
  Unchanged: number;
  Refused: number;
  Items: Item[];
  Omitted: number;
  Problems: string[];
};

/** A valid ISBN-13 from its first twelve digits. */
const isbn = (first12: string): string => {
  const sum = [...first12].reduce(
    (all, digit, index) => all + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
};

type Product = {
  ref: string;
  th: string;
  en: string;
  eIsbn?: string;
  price?: string;
  publisher?: string;
  subject?: string;
  author?: [string, string];
  description?: string;
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An ONIX 3.0 message of e-book products (reference tags). */
const onixOf = (products: Product[]): Buffer =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Test</SenderName></Sender><SentDateTime>20260101</SentDateTime></Header>
${products
  .map(
    (product) => `  <Product>
    <RecordReference>${escape(product.ref)}</RecordReference>
    <NotificationType>03</NotificationType>
    ${
      product.eIsbn
        ? `<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${product.eIsbn}</IDValue></ProductIdentifier>`
        : ''
    }
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>ED</ProductForm>
      <ProductFormDetail>E101</ProductFormDetail>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>
        <TitleText language="tha">${escape(product.th)}</TitleText></TitleElement></TitleDetail>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>
        <TitleText language="eng">${escape(product.en)}</TitleText></TitleElement></TitleDetail>
      ${
        product.author
          ? `<Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole>
        <PersonName language="tha">${product.author[0]}</PersonName>
        <AlternativeName><NameType>05</NameType><PersonName>${product.author[1]}</PersonName></AlternativeName>
      </Contributor>`
          : ''
      }
      <Language><LanguageRole>01</LanguageRole><LanguageCode>tha</LanguageCode></Language>
      ${
        product.subject
          ? `<Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>${product.subject}</SubjectCode></Subject>`
          : ''
      }
    </DescriptiveDetail>
    ${
      product.description
        ? `<CollateralDetail><TextContent><TextType>02</TextType><ContentAudience>00</ContentAudience>
      <Text language="tha">${escape(product.description)}</Text></TextContent></CollateralDetail>`
        : ''
    }
    <PublishingDetail>
      <Publisher><PublishingRole>01</PublishingRole><PublisherName>${escape(
        product.publisher ?? 'สำนักพิมพ์ที่ ONIX บอก',
      )}</PublisherName></Publisher>
      <PublishingDate><PublishingDateRole>01</PublishingDateRole><Date dateformat="00">20250314</Date></PublishingDate>
    </PublishingDetail>
    <ProductSupply><SupplyDetail>
      <Supplier><SupplierRole>09</SupplierRole><SupplierName>Test</SupplierName></Supplier>
      <ProductAvailability>20</ProductAvailability>
      <Price><PriceType>02</PriceType><PriceAmount>${product.price ?? '199.00'}</PriceAmount><CurrencyCode>THB</CurrencyCode></Price>
    </SupplyDetail></ProductSupply>
  </Product>`,
  )
  .join('\n')}
</ONIXMessage>
`,
  );

/** The same EPUB with its pages' language taken out (a Thai book the check warns about). */
const stripLanguage = async (bytes: Buffer): Promise<Buffer> => {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  const files: Array<{ name: string; data: Uint8Array; store?: boolean }> = [];
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    const content = await entry.getData(new Uint8ArrayWriter());
    const data = entry.filename.endsWith('.xhtml')
      ? new TextEncoder().encode(
          new TextDecoder().decode(content).replace(/\s(xml:)?lang="[^"]*"/g, ''),
        )
      : content;
    files.push({ name: entry.filename, data, store: entry.filename === 'mimetype' });
  }
  await reader.close();
  return writeZip(files);
};

describe('the portal’s bulk upload (ONIX and a zip of files)', { timeout: 120_000 }, () => {
  let app: TestApp;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let ownerA: PortalSession;
  let ownerB: PortalSession;
  let financeA: PortalSession;
  let epub: Buffer;
  let cover: Buffer;
  let fictionId: number;

  const isbnA1 = isbn('978616900001');
  const isbnA2 = isbn('978616900002');
  const isbnB1 = isbn('978616900101');

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalogIds(app);
    const owner = await createStaffSession(app, 'owner', { language: 'en' });
    a = await approvedPublisher(app, owner);
    b = await approvedPublisher(app, owner);
    ownerA = await portalSignIn(app, a.owner);
    ownerB = await portalSignIn(app, b.owner);
    const finance = await createPasswordCustomer(app, { language: 'en', firstName: 'finance' });
    await app.database.db.execute(
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${a.organisationId}, ${finance.customerId}, 'finance')`,
    );
    financeA = await portalSignIn(app, finance);
    ({ epub } = await buildTestBookFiles('urn:uuid:portal-bulk'));
    cover = await sharp({
      create: { width: 420, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const [fiction] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from categories where name_th = 'นิยาย' and parent_id is null`,
    );
    fictionId = Number(fiction!.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = async (
    route: 'onix' | 'files',
    body: Buffer,
    session: PortalSession,
    language: 'th' | 'en' = 'en',
    name = route === 'onix' ? 'catalogue.xml' : 'files.zip',
  ) =>
    app.inject({
      method: 'POST',
      url: `/portal/v1/bulk/${route}`,
      headers: {
        ...session.headers,
        Language: language,
        'content-type': route === 'onix' ? 'application/xml' : 'application/zip',
        'x-file-name': encodeURIComponent(name),
      },
      payload: body,
    });

  const reportOf = async (
    route: 'onix' | 'files',
    body: Buffer,
    session: PortalSession,
    language: 'th' | 'en' = 'en',
  ): Promise<Report> => {
    const response = await upload(route, body, session, language);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as Report;
  };

  const itemOf = (report: Report, reference: string) => {
    const item = report.Items.find((entry) => entry.Reference === reference);
    if (!item) throw new Error(`${reference} is not in the report: ${JSON.stringify(report)}`);
    return item;
  };

  const bookOf = async (reference: string) => {
    const [row] = await executeRows<{
      id: number;
      publisher_id: number;
      published: boolean;
      name_en: string;
      name_th: string;
      price_satang: number;
      e_isbn: string | null;
      updated_at: Date;
      status: string | null;
    }>(
      app.database.db,
      sql`select b.id, b.publisher_id, b.published, b.name_en, b.name_th, b.price_satang,
                 b.e_isbn, b.updated_at, s.status::text as status
            from books b left join title_submissions s on s.book_id = b.id
           where b.record_reference = ${reference}`,
    );
    return row;
  };

  it('makes drafts of the caller’s own publisher, whatever publisher the ONIX names', async () => {
    const report = await reportOf(
      'onix',
      onixOf([
        {
          ref: 'a-one',
          th: 'หนังสือเล่มแรกของเอ',
          en: 'A First Book',
          eIsbn: isbnA1,
          publisher: b.organisationName,
          subject: 'F',
          author: ['นักเขียน เอ', 'Writer A'],
          description: 'เรื่องย่อของเล่มแรก',
        },
        {
          ref: 'a-two',
          th: 'หนังสือเล่มสองของเอ',
          en: 'A Second Book',
          eIsbn: isbnA2,
          subject: 'FBA',
          price: '89.50',
        },
      ]),
      ownerA,
    );
    expect(report).toMatchObject({
      File: 'catalogue.xml',
      Created: 2,
      Updated: 0,
      Refused: 0,
      Omitted: 0,
      Problems: [],
    });
    const one = itemOf(report, 'a-one');
    expect(one).toMatchObject({
      Kind: 'record',
      Index: 1,
      Outcome: 'created',
      Title: 'A First Book',
      Pending: false,
    });
    expect(one.Messages[0]).toMatch(/^Made as a draft/);
    // The subject the store has (นิยาย) is kept; the one it does not (วรรณกรรม) is said.
    expect(itemOf(report, 'a-two').Messages.join(' ')).toContain('are not the store’s');

    for (const reference of ['a-one', 'a-two']) {
      const row = await bookOf(reference);
      expect(row).toMatchObject({
        publisher_id: a.catalogPublisherId,
        published: false,
        status: 'draft',
      });
    }
    expect((await bookOf('a-two'))!.price_satang).toBe(8950);

    // The title workflow's own title: A sees it with its history, B does not.
    const title = await app.inject({
      method: 'GET',
      url: `/portal/v1/titles/${one.BookId}`,
      headers: { ...ownerA.headers, Language: 'en' },
    });
    expect(title.json().Data).toMatchObject({
      ReviewStatus: 'draft',
      StoreStatus: 'draft',
      NameTh: 'หนังสือเล่มแรกของเอ',
      EIsbn: isbnA1,
      CategoryIds: [fictionId],
      Contributors: [{ NameTh: 'นักเขียน เอ', NameEn: 'Writer A', Role: 'author' }],
      PriceSatang: 19900,
      History: [expect.objectContaining({ Kind: 'create', ByStore: false })],
    });
    const asB = await app.inject({
      method: 'GET',
      url: `/portal/v1/titles/${one.BookId}`,
      headers: ownerB.headers,
    });
    expect(asB.statusCode).toBe(404);
    // Not in the store until staff approve it.
    const store = await app.inject({
      method: 'GET',
      url: `/v2/product/productdetails/${one.BookId}`,
      headers: { Language: 'en' },
    });
    expect(store.statusCode).toBe(404);
  });

  it('refuses a record naming another publisher’s reference or ISBN, without touching or naming it', async () => {
    const made = await reportOf(
      'onix',
      onixOf([{ ref: 'b-one', th: 'หนังสือของบี', en: 'B’s Secret Book', eIsbn: isbnB1 }]),
      ownerB,
    );
    expect(made.Created).toBe(1);
    const before = await bookOf('b-one');

    const report = await reportOf(
      'onix',
      onixOf([
        // B's reference, A's text.
        { ref: 'b-one', th: 'ยึดหนังสือของบี', en: 'Taken over', publisher: a.organisationName },
        // A new reference with B's e-ISBN.
        { ref: 'a-three', th: 'ใช้ ISBN ของบี', en: 'Borrowed ISBN', eIsbn: isbnB1 },
        // A record the parser refuses.
        { ref: 'a-bad', th: 'ราคาเสีย', en: 'Broken price', price: 'free' },
      ]),
      ownerA,
    );
    expect(report).toMatchObject({ Created: 0, Updated: 0, Refused: 3 });
    const taken = itemOf(report, 'b-one');
    expect(taken).toMatchObject({ Outcome: 'refused', BookId: null, Title: 'Taken over' });
    expect(taken.Messages).toEqual([
      'The record reference or an ISBN of this record belongs to a book that is not yours, so it was not imported. If the book is yours, contact the store.',
    ]);
    expect(itemOf(report, 'a-three')).toMatchObject({ Outcome: 'refused', BookId: null });
    const text = JSON.stringify(report);
    expect(text).not.toContain('Secret');
    expect(text).not.toContain(String(before!.id));
    expect(text).not.toContain(b.organisationName);
    expect(itemOf(report, 'a-bad').Messages).toEqual([
      'The price "free" is not an amount in baht.',
    ]);

    expect(await bookOf('b-one')).toEqual(before);
    expect(await bookOf('a-three')).toBeUndefined();
    const [withIsbn] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from books where e_isbn = ${isbnB1}`,
    );
    expect(withIsbn!.count).toBe(1);

    // In Thai, the same refusals in Thai.
    const th = await reportOf(
      'onix',
      onixOf([
        { ref: 'b-one', th: 'ยึดหนังสือของบี', en: 'Taken over' },
        { ref: 'a-bad', th: 'ราคาเสีย', en: 'Broken price', price: 'free' },
      ]),
      ownerA,
      'th',
    );
    expect(itemOf(th, 'b-one').Title).toBe('ยึดหนังสือของบี');
    expect(itemOf(th, 'b-one').Messages[0]).toMatch(/^รหัสอ้างอิงหรือ ISBN ของรายการนี้/);
    expect(itemOf(th, 'a-bad').Messages).toEqual(['ราคา "free" ไม่ใช่จำนวนเงินบาท']);
  });

  it('attaches the zip’s files to the caller’s own titles only, checked as the title page’s uploads', async () => {
    const broken = Buffer.from(epub);
    broken.write('application/epub+zap', 38, 'latin1');
    const zip = await writeZip([
      { name: 'books/a-one.epub', data: await stripLanguage(epub) },
      { name: 'books/a-one.sample.epub', data: epub },
      { name: `covers/${isbnA1.slice(0, 3)}-${isbnA1.slice(3)}.jpg`, data: cover },
      { name: 'books/a-two.epub', data: broken },
      { name: 'books/b-one.epub', data: epub },
      { name: `books/${isbnB1}.pdf`, data: epub },
      { name: 'notes.txt', data: new TextEncoder().encode('hello') },
      { name: '__MACOSX/books/._a-one.epub', data: new Uint8Array([0, 5, 22, 7]) },
    ]);
    const report = await reportOf('files', zip, ownerA);
    expect(report).toMatchObject({ File: 'files.zip', Updated: 3, Refused: 4, Problems: [] });
    expect(report.Items.map((item) => item.Reference)).toEqual([
      'books/a-one.epub',
      'books/a-one.sample.epub',
      `covers/${isbnA1.slice(0, 3)}-${isbnA1.slice(3)}.jpg`,
      'books/a-two.epub',
      'books/b-one.epub',
      `books/${isbnB1}.pdf`,
      'notes.txt',
    ]);
    const [file, sample, picture, refused, other, otherByIsbn, unknown] = report.Items;
    const one = await bookOf('a-one');
    expect(file).toMatchObject({
      Kind: 'file',
      Format: 'EPUB',
      Outcome: 'updated',
      BookId: one!.id,
      Title: 'A First Book',
      Pending: false,
    });
    // The Thai book without language: stored, with the check's warning.
    expect(file!.Messages).toEqual([
      'The EPUB file is attached.',
      expect.stringMatching(/^Warning: \d+ of the \d+ content documents/),
    ]);
    expect(sample).toMatchObject({ Kind: 'sample', Outcome: 'updated', BookId: one!.id });
    expect(picture).toMatchObject({ Kind: 'cover', Outcome: 'updated', BookId: one!.id });
    expect(refused).toMatchObject({ Kind: 'file', Outcome: 'refused' });
    expect(refused!.Messages[0]).toBe('This EPUB did not pass the checks, so it cannot be sold:');
    expect(refused!.Messages.join(' ')).toContain('mimetype');
    expect(other).toMatchObject({ Outcome: 'refused', BookId: null, Title: null });
    expect(other!.Messages).toEqual([
      'None of your titles has the record reference or ISBN "b-one".',
    ]);
    expect(otherByIsbn).toMatchObject({ Outcome: 'refused', BookId: null });
    expect(unknown!.Messages[0]).toMatch(/^Not a name the upload reads/);

    const files = await executeRows<{ book_id: number; format: string; sample: boolean }>(
      app.database.db,
      sql`select f.book_id, f.format::text, f.sample_key is not null as sample
            from book_files f join books b on b.id = f.book_id
           where b.record_reference in ('a-one', 'a-two', 'b-one') and f.storage_key is not null`,
    );
    expect(files).toEqual([{ book_id: one!.id, format: 'EPUB', sample: true }]);
    const [covered] = await executeRows<{ cover: boolean; warnings: unknown }>(
      app.database.db,
      sql`select b.cover_key is not null as cover, s.file_warnings as warnings
            from books b join title_submissions s on s.book_id = b.id where b.id = ${one!.id}`,
    );
    expect(covered).toEqual({
      cover: true,
      warnings: { EPUB: [expect.objectContaining({ code: 'language' })] },
    });

    // In Thai.
    const th = await reportOf(
      'files',
      await writeZip([
        { name: 'b-one.epub', data: epub },
        { name: 'a-two.epub', data: broken },
      ]),
      ownerA,
      'th',
    );
    expect(th.Items.map((item) => item.Messages[0])).toEqual([
      'ไม่พบหนังสือของคุณที่มีรหัสอ้างอิงหรือ ISBN "b-one"',
      'ไฟล์ EPUB นี้ไม่ผ่านการตรวจสอบ จึงขายไม่ได้:',
    ]);

    // Not a zip; an empty one.
    const notZip = await upload('files', Buffer.from('not a zip at all'), ownerA);
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().ErrorList[0]).toMatch(/^The file is not a zip archive/);
    const empty = await reportOf('files', await writeZip([]), ownerA);
    expect(empty.Problems).toEqual(['The zip holds no book file, sample or cover.']);
  });

  it('changes a draft in place, an approved title through its revision (the price at once), and refuses one waiting for review', async () => {
    // A book the store imported for A's publisher: approved, in the store.
    await importCatalog(
      catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache }),
      { books: [makeBook('a-live', { publisher: null, priceSatang: 15000 })] },
      { publisherId: a.catalogPublisherId },
    );
    const live = await bookOf('a-live');
    expect(live).toMatchObject({ published: true, status: null, name_en: 'Book a-live' });

    const report = await reportOf(
      'onix',
      onixOf([
        {
          ref: 'a-one',
          th: 'หนังสือเล่มแรกของเอ',
          en: 'A First Book, Revised',
          eIsbn: isbnA1,
          subject: 'F',
          author: ['นักเขียน เอ', 'Writer A'],
          description: 'เรื่องย่อของเล่มแรก',
        },
        { ref: 'a-live', th: 'หนังสือ a-live', en: 'A Live Book, Renamed', price: '120.00' },
        // Unchanged: the same as made in the first test.
        {
          ref: 'a-two',
          th: 'หนังสือเล่มสองของเอ',
          en: 'A Second Book',
          eIsbn: isbnA2,
          subject: 'FBA',
          price: '89.50',
        },
      ]),
      ownerA,
    );
    expect(report).toMatchObject({ Created: 0, Updated: 2, Unchanged: 1, Refused: 0 });
    expect(itemOf(report, 'a-one')).toMatchObject({ Outcome: 'updated', Pending: false });
    expect(itemOf(report, 'a-one').Messages[0]).toBe('The draft is changed.');
    expect((await bookOf('a-one'))!.name_en).toBe('A First Book, Revised');

    const revised = itemOf(report, 'a-live');
    expect(revised).toMatchObject({ Outcome: 'updated', Pending: true, BookId: live!.id });
    expect(revised.Messages).toEqual([
      expect.stringMatching(/^The changes wait for review/),
      'The price of 120.00 baht applies in the store at once.',
      // A record without a subject is under Other (the parser's), which this store has not.
      'These categories are not the store’s, so they were left out: Other. Choose the title’s categories on its page.',
    ]);
    // The store keeps the approved name; the price is the store's at once.
    const after = await bookOf('a-live');
    expect(after).toMatchObject({ name_en: 'Book a-live', price_satang: 12000, status: 'draft' });
    const [pending] = await executeRows<{ pending: { fields: Record<string, unknown> } }>(
      app.database.db,
      sql`select pending from title_submissions where book_id = ${live!.id}`,
    );
    expect(pending!.pending.fields).toMatchObject({ NameEn: 'A Live Book, Renamed' });
    expect(itemOf(report, 'a-two').Messages[0]).toBe('Nothing to change.');

    // Sent for review (complete: author, category, description, EPUB): refused until withdrawn.
    const sent = await app.inject({
      method: 'POST',
      url: `/portal/v1/titles/${(await bookOf('a-one'))!.id}/submit`,
      headers: ownerA.headers,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const waiting = await reportOf(
      'onix',
      onixOf([{ ref: 'a-one', th: 'ชื่อใหม่', en: 'Another Name', eIsbn: isbnA1 }]),
      ownerA,
    );
    expect(itemOf(waiting, 'a-one')).toMatchObject({ Outcome: 'refused' });
    expect(itemOf(waiting, 'a-one').Messages).toEqual([
      'This title is waiting for review: withdraw it to change it.',
    ]);
    const zip = await reportOf(
      'files',
      await writeZip([{ name: `${isbnA1}.epub`, data: epub }]),
      ownerA,
    );
    expect(zip.Items[0]!.Messages).toEqual([
      'This title is waiting for review: withdraw it to change it.',
    ]);
  });

  it('imports the same file several times at once into one title each', async () => {
    const products = Array.from({ length: 6 }, (_, index) => ({
      ref: `a-parallel-${index}`,
      th: `หนังสือพร้อมกัน ${index}`,
      en: `Parallel ${index}`,
      eIsbn: isbn(`97861690020${index}`),
    }));
    const file = onixOf(products);
    const reports = await Promise.all([1, 2, 3, 4].map(() => reportOf('onix', file, ownerA)));
    expect(reports.reduce((sum, report) => sum + report.Created, 0)).toBe(6);
    expect(reports.reduce((sum, report) => sum + report.Refused, 0)).toBe(0);
    // The others found the titles made meanwhile: nothing to change.
    expect(reports.reduce((sum, report) => sum + report.Unchanged, 0)).toBe(18);
    const rows = await executeRows<{ books: number; submissions: number; creates: number }>(
      app.database.db,
      sql`select count(distinct b.id)::int as books, count(distinct s.book_id)::int as submissions,
                 (select count(*)::int from title_events e join books x on x.id = e.book_id
                   where x.record_reference like 'a-parallel-%' and e.kind = 'create') as creates
            from books b left join title_submissions s on s.book_id = b.id
           where b.record_reference like 'a-parallel-%'`,
    );
    expect(rows[0]).toEqual({ books: 6, submissions: 6, creates: 6 });
    const [byIsbn] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from books where name_en like 'Parallel %'`,
    );
    expect(byIsbn!.count).toBe(6);
  });

  it('needs titles.write and a file the parser reads; translates every finding of the parser', async () => {
    expect((await upload('onix', onixOf([]), financeA)).statusCode).toBe(403);
    expect((await upload('files', await writeZip([]), financeA)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/portal/v1/bulk/onix',
      headers: { 'content-type': 'application/xml' },
      payload: onixOf([]),
    });
    expect(anonymous.statusCode).toBe(401);

    const notOnix = await upload('onix', Buffer.from('<html><body>hi</body></html>'), ownerA);
    expect(notOnix.statusCode).toBe(400);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/portal/v1/bulk/files',
      headers: { ...ownerA.headers, 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF'),
    });
    expect(wrongType.statusCode).toBe(415);

    for (const finding of [
      'ISBN "12345" is not 13 digits',
      'ISBN 9786169000011 has a wrong check digit',
      'price "free" is not an amount in baht',
      'no price in THB (found USD)',
      'no consumer price in THB',
      'missing RecordReference',
      'RecordReference is longer than 100 characters',
      'deletion notices (NotificationType 05) are not imported',
      'missing title',
      'publishing date "2025-13-45" is not a date',
    ]) {
      const th = onixProblemText('th', finding);
      expect(th, finding).not.toBe(finding);
      expect(th, finding).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
