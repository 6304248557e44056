import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLES_PORTAL_ROUTES } from '@nangsue/contracts/portal';
import { executeRows } from '../../db/client.js';
import { isAppError } from '../../lib/app-error.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestBookFiles } from '../../../test/book-file-helpers.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  approvedPublisher,
  createPasswordCustomer,
  portalSignIn,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import type { TitleScope } from './portal-titles.service.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/**
 * Publishers' titles and staff's review (docs/titles.md): a publisher makes a title in the
 * portal, uploads its cover and EPUB, sends it for review; staff send it back with a comment,
 * then approve it (published or scheduled); an approved title's changes wait for review while the
 * store keeps the approved text; price, sale and publication change at once. Every portal function
 * is scoped to the caller's publisher; two approvals at once approve once.
 */
describe('publishers’ titles and their review', () => {
  let app: TestApp;
  let editor: Staff;
  let editorTh: Staff;
  let finance: Staff;
  let categoryId: number;
  let epub: Buffer;
  let pdf: Buffer;
  let cover: Buffer;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let ownerA: PortalSession;
  let editorA: PortalSession;
  let financeA: PortalSession;
  let ownerB: PortalSession;
  let editorAEmail: string;
  let financeAEmail: string;
  let scopeB: TitleScope;

  /** A member of `organisation` with `role`, made directly (invitations are the portal's own test). */
  const addMember = async (
    organisation: ApprovedPublisher,
    role: 'editor' | 'finance',
    language: 'th' | 'en',
  ) => {
    const customer = await createPasswordCustomer(app, { language, firstName: `${role}` });
    await app.database.db.execute(
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${organisation.organisationId}, ${customer.customerId}, ${role})`,
    );
    return { customer, session: await portalSignIn(app, customer) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalogIds(app);
    editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    editorTh = await createStaffSession(app, 'catalog_editor', { language: 'th' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
    const owner = await createStaffSession(app, 'owner', { language: 'en' });
    const [category] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from categories where parent_id is not null order by id limit 1`,
    );
    categoryId = category!.id;
    ({ epub, pdf } = await buildTestBookFiles('urn:uuid:portal-title'));
    cover = await sharp({
      create: { width: 420, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();

    a = await approvedPublisher(app, owner);
    b = await approvedPublisher(app, owner);
    ownerA = await portalSignIn(app, a.owner);
    ownerB = await portalSignIn(app, b.owner);
    const editorMember = await addMember(a, 'editor', 'en');
    editorA = editorMember.session;
    editorAEmail = editorMember.customer.email;
    const financeMember = await addMember(a, 'finance', 'en');
    financeA = financeMember.session;
    financeAEmail = financeMember.customer.email;
    scopeB = { catalogPublisherId: b.catalogPublisherId, memberId: b.ownerMemberId };
  });

  afterAll(async () => {
    await app.close();
  });

  const portal = (
    method: Method,
    url: string,
    session: PortalSession | null,
    payload?: unknown,
    language: 'th' | 'en' = 'en',
  ) =>
    app.inject({
      method,
      url: `/portal/v1${url}`,
      headers: session ? { ...session.headers, Language: language } : { Language: language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const portalUpload = (
    url: string,
    body: Buffer,
    contentType: string,
    session: PortalSession = ownerA,
    language: 'th' | 'en' = 'en',
  ) =>
    app.inject({
      method: 'PUT',
      url: `/portal/v1${url}`,
      headers: { ...session.headers, Language: language, 'content-type': contentType },
      payload: body,
    });

  const admin = (method: Method, url: string, staff: Staff | null = editor, payload?: unknown) =>
    app.inject({
      method,
      url: `/admin/v1${url}`,
      headers: staff?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const storeDetails = (bookId: number) =>
    app.inject({
      method: 'GET',
      url: `/v2/product/productdetails/${bookId}`,
      headers: { Language: 'en' },
    });

  const titleBody = (overrides: Record<string, unknown> = {}) => ({
    NameTh: 'นิยายจากสำนักพิมพ์',
    NameEn: 'A Novel From The Publisher',
    ShortDescriptionTh: 'เรื่องย่อภาษาไทย',
    ShortDescriptionEn: 'A short description.',
    Contributors: [{ NameTh: 'นักเขียน หน้าใหม่', NameEn: 'New Writer', Role: 'author' }],
    CategoryIds: [categoryId],
    ReleaseDate: '2024-06-01',
    PriceSatang: 25900,
    ...overrides,
  });

  /** A complete title (cover and EPUB), sent for review; answers its id. */
  const submittedTitle = async (overrides: Record<string, unknown> = {}) => {
    const created = await portal('POST', '/titles', ownerA, titleBody(overrides));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Id as number;
    const file = await portalUpload(`/titles/${id}/files/epub`, epub, 'application/epub+zip');
    expect(file.statusCode, file.body).toBe(200);
    const sent = await portal('POST', `/titles/${id}/submit`, ownerA, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return id;
  };

  const eventsOf = async (bookId: number) =>
    (
      await executeRows<{ kind: string; comment: string | null; staff_id: number | null }>(
        app.database.db,
        sql`select kind, comment, staff_id from title_events where book_id = ${bookId} order by id`,
      )
    ).map((row) => row.kind);

  it('makes a title of the caller’s publisher, a draft out of the store; refuses a publisher in the body', async () => {
    const created = await portal('POST', '/titles', ownerA, titleBody({ PublishAt: null }));
    expect(created.statusCode, created.body).toBe(200);
    const title = created.json().Data;
    expect(title).toMatchObject({
      ReviewStatus: 'draft',
      StoreStatus: 'draft',
      NameTh: 'นิยายจากสำนักพิมพ์',
      NameEn: 'A Novel From The Publisher',
      Contributors: [{ NameTh: 'นักเขียน หน้าใหม่', NameEn: 'New Writer', Role: 'author' }],
      CategoryIds: [categoryId],
      PriceSatang: 25900,
      HasPendingChanges: false,
      CanEdit: true,
      History: [expect.objectContaining({ Kind: 'create', ByStore: false })],
    });
    const [row] = await executeRows<{ publisher_id: number; published: boolean }>(
      app.database.db,
      sql`select publisher_id, published from books where id = ${title.Id}`,
    );
    expect(row).toEqual({ publisher_id: a.catalogPublisherId, published: false });
    expect((await storeDetails(title.Id)).statusCode).toBe(404);

    const stranger = await portal('POST', '/titles', ownerA, {
      ...titleBody(),
      PublisherId: b.catalogPublisherId,
    });
    expect(stranger.statusCode).toBe(400);

    // The list: own titles with their state and copies sold.
    const list = await portal('GET', '/titles?PageSize=50', ownerA);
    expect(list.json().Data.Items).toContainEqual(
      expect.objectContaining({ Id: title.Id, ReviewStatus: 'draft', SoldCount: 0 }),
    );
    const listB = await portal('GET', '/titles?PageSize=200', ownerB);
    expect(listB.json().Data.Items.map((item: { Id: number }) => item.Id)).not.toContain(title.Id);

    // Edited in place before approval.
    const edited = await portal('PATCH', `/titles/${title.Id}`, editorA, {
      NameEn: 'A Better Title',
      Series: { NameTh: 'ชุดใหม่', NameEn: 'A New Series' },
      SeriesVolume: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Data).toMatchObject({
      NameEn: 'A Better Title',
      Series: { NameTh: 'ชุดใหม่', NameEn: 'A New Series' },
      HasPendingChanges: false,
    });

    // A finance member reads nothing of titles; a missing session is 401.
    expect((await portal('GET', '/titles', financeA)).statusCode).toBe(403);
    expect((await portal('GET', `/titles/${title.Id}`, null)).statusCode).toBe(401);
  });

  it('refuses a broken EPUB with the checker’s findings and keeps a Thai EPUB’s warnings for the review', async () => {
    const id = (await portal('POST', '/titles', ownerA, titleBody())).json().Data.Id;
    const broken = Buffer.from(epub);
    broken.write('application/epub+zap', 38, 'latin1');
    const refused = await portalUpload(`/titles/${id}/files/epub`, broken, 'application/epub+zip');
    expect(refused.statusCode).toBe(400);
    const [summary, ...problems] = refused.json().ErrorList;
    expect(summary).toBe('This EPUB did not pass the checks, so it cannot be sold:');
    expect(problems.join(' ')).toContain('mimetype');
    const refusedTh = await portalUpload(
      `/titles/${id}/files/epub`,
      broken,
      'application/epub+zip',
      ownerA,
      'th',
    );
    expect(refusedTh.json().ErrorList[0]).toBe('ไฟล์ EPUB นี้ไม่ผ่านการตรวจสอบ จึงขายไม่ได้:');

    // An EPUB whose pages do not say their language is stored, with the warning in Thai.
    const withoutLang = await stripLanguage(epub);
    const warned = await portalUpload(
      `/titles/${id}/files/epub`,
      withoutLang,
      'application/epub+zip',
      ownerA,
      'th',
    );
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().Data.UploadWarnings).toEqual([
      expect.stringMatching(/^คำเตือน: เนื้อหา \d+ จาก \d+ ไฟล์/),
    ]);
    expect(warned.json().Data.Files).toEqual([
      expect.objectContaining({
        Format: 'EPUB',
        Pending: false,
        SampleSizeBytes: expect.any(Number),
      }),
    ]);

    const cover1 = await portalUpload(`/titles/${id}/cover`, cover, 'image/png');
    expect(cover1.statusCode, cover1.body).toBe(200);
    expect(cover1.json().Data.HasStoredCover).toBe(true);
    const picture = await portal('GET', `/titles/${id}/cover`, ownerA);
    expect(picture.headers['content-type']).toBe('image/webp');

    // Staff see the warning in their own language.
    await portal('POST', `/titles/${id}/submit`, ownerA, {});
    const seen = await admin('GET', `/title-submissions/${id}`);
    expect(seen.json().Data.Warnings).toEqual([
      expect.stringMatching(/^Warning: \d+ of the \d+ content documents/),
    ]);
  });

  it('will not send an incomplete title, in Thai and English', async () => {
    const id = (
      await portal(
        'POST',
        '/titles',
        ownerA,
        titleBody({ Contributors: [], CategoryIds: [], ShortDescriptionTh: '' }),
      )
    ).json().Data.Id;
    const refused = await portal('POST', `/titles/${id}/submit`, ownerA, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().ErrorList).toEqual([
      'The title cannot be sent for review yet:',
      'It names no author.',
      'It has no category.',
      'It has no short description in Thai.',
      'Its book file (EPUB or PDF) is not uploaded.',
    ]);
    const th = await portal('POST', `/titles/${id}/submit`, ownerA, {}, 'th');
    expect(th.json().ErrorList[0]).toBe('ยังส่งตรวจไม่ได้ เพราะ:');
  });

  it('sends a title back with a comment, e-mailed to the title editors in their language; then approves and publishes it', async () => {
    const id = await submittedTitle();
    // Waiting: not edited, the store's Publish refuses it.
    const locked = await portal('PATCH', `/titles/${id}`, ownerA, { NameEn: 'Changed' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().ErrorList).toEqual([
      'This title is waiting for review: withdraw it to change it.',
    ]);
    const early = await admin('POST', `/catalog/books/${id}/publish`);
    expect(early.statusCode).toBe(409);

    const waiting = await admin('GET', '/title-submissions?PageSize=200');
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().Data.Items).toContainEqual(
      expect.objectContaining({ Id: id, Status: 'submitted', Kind: 'new' }),
    );
    const one = (await admin('GET', `/title-submissions/${id}`)).json().Data;
    expect(one).toMatchObject({
      Status: 'submitted',
      Kind: 'new',
      CanDecide: true,
      OrganisationName: a.organisationName,
      Book: expect.objectContaining({ NameEn: 'A Novel From The Publisher', Status: 'draft' }),
      Changes: [],
    });

    // A comment is required to send it back (1-2000 characters), in the staff's language.
    const empty = await admin('POST', `/title-submissions/${id}/request-changes`, editor, {
      Comment: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const tooLong = await admin('POST', `/title-submissions/${id}/request-changes`, editor, {
      Comment: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    const back = await admin('POST', `/title-submissions/${id}/request-changes`, editorTh, {
      Comment: 'Please add the translator’s name.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().Data).toMatchObject({ Status: 'changes_requested', CanDecide: false });

    // The owner (Thai) and the editor (English) hear of it; the finance member does not.
    const ownerMail = (await mailsTo(app, a.owner.email, 'title-changes-requested')).at(-1)!;
    expect(ownerMail.subject).toBe('หนังสือ นิยายจากสำนักพิมพ์ ต้องแก้ไขก่อนขึ้นร้าน');
    expect(ownerMail.text).toContain('Please add the translator’s name.');
    expect(ownerMail.links).toContain(
      `${app.env.ADMIN_URL.replace(/\/+$/, '')}/portal/titles/${id}`,
    );
    const editorMail = (await mailsTo(app, editorAEmail, 'title-changes-requested')).at(-1)!;
    expect(editorMail.subject).toBe('A Novel From The Publisher needs changes');
    // A finance viewer (no titles.write) is not told about titles.
    expect(
      (await mailsTo(app, financeAEmail)).filter((mail) => mail.template.startsWith('title-')),
    ).toEqual([]);

    // The publisher reads the comment, edits in place and sends it again.
    const title = (await portal('GET', `/titles/${id}`, ownerA)).json().Data;
    expect(title.ReviewStatus).toBe('changes_requested');
    expect(title.History[0]).toMatchObject({
      Kind: 'request_changes',
      Comment: 'Please add the translator’s name.',
      ByStore: true,
      By: null,
    });
    const fixed = await portal('PATCH', `/titles/${id}`, editorA, {
      Contributors: [
        { NameTh: 'นักเขียน หน้าใหม่', NameEn: 'New Writer', Role: 'author' },
        { NameTh: 'นักแปล เก่ง', NameEn: 'Good Translator', Role: 'translator' },
      ],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await portal('POST', `/titles/${id}/submit`, editorA, {})).statusCode).toBe(200);

    // Approved with a released date past: published at once.
    const approved = await admin('POST', `/title-submissions/${id}/approve`, editor, {
      Comment: 'Welcome to the store.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().Data).toMatchObject({
      Status: 'approved',
      Book: expect.objectContaining({ Status: 'published' }),
    });
    expect((await storeDetails(id)).json().Data.Name).toBe('A Novel From The Publisher');
    const approvedMail = (await mailsTo(app, editorAEmail, 'title-approved')).at(-1)!;
    expect(approvedMail.text).toContain('The title is in the store now.');
    expect(approvedMail.text).toContain('Welcome to the store.');
    expect(await eventsOf(id)).toEqual([
      'create',
      'file',
      'submit',
      'request_changes',
      'update',
      'submit',
      'approve',
    ]);
    const audit = await executeRows<{ action: string; reason: string | null }>(
      app.database.db,
      sql`select action, reason from audit_log where entity_type = 'book'
          and entity_id = ${String(id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'title.requestChanges', reason: 'Please add the translator’s name.' },
      { action: 'title.approve', reason: 'Welcome to the store.' },
    ]);

    // Decided: a second decision is 409.
    const again = await admin('POST', `/title-submissions/${id}/approve`, editor, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual([
      'This title is no longer waiting for review (it is approved).',
    ]);
  });

  it('schedules a title for the publisher’s time, or its release date when later', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    at.setUTCSeconds(0, 0);
    const timed = await submittedTitle({ PublishAt: at.toISOString() });
    const approved = await admin('POST', `/title-submissions/${timed}/approve`, editor, {});
    expect(approved.json().Data.Book).toMatchObject({
      Status: 'scheduled',
      PublishAt: at.toISOString(),
    });
    expect((await mailsTo(app, a.owner.email, 'title-approved')).at(-1)!.text).toContain(
      'หนังสือจะขึ้นร้านวันที่',
    );

    const nextYear = `${new Date().getUTCFullYear() + 1}-03-01`;
    const dated = await submittedTitle({ ReleaseDate: nextYear });
    const byDate = await admin('POST', `/title-submissions/${dated}/approve`, editor, {});
    expect(byDate.json().Data.Book).toMatchObject({
      Status: 'scheduled',
      PublishAt: new Date(`${nextYear}T00:00:00+07:00`).toISOString(),
    });

    const past = await portal(
      'POST',
      '/titles',
      ownerA,
      titleBody({ PublishAt: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().ErrorList).toEqual([
      'The time to appear in the store must be in the future.',
    ]);
  });

  it('approves once when ten staff approve at once, and decides once between approvals and requests for changes', async () => {
    const id = await submittedTitle();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin('POST', `/title-submissions/${id}/approve`, editor, { Comment: 'OK' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect((await eventsOf(id)).filter((kind) => kind === 'approve')).toHaveLength(1);
    const mails = (await mailsTo(app, editorAEmail, 'title-approved')).filter((mail) =>
      mail.links.some((link) => link.endsWith(`/titles/${id}`)),
    );
    expect(mails).toHaveLength(1);

    // Approvals and requests for changes at once: one decision.
    const mixed = await submittedTitle();
    const decisions = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0
          ? admin('POST', `/title-submissions/${mixed}/approve`, editor, {})
          : admin('POST', `/title-submissions/${mixed}/request-changes`, editor, {
              Comment: 'Fix it',
            }),
      ),
    );
    expect(decisions.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(decisions.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    expect(
      (await eventsOf(mixed)).filter((kind) => kind === 'approve' || kind === 'request_changes'),
    ).toHaveLength(1);
  });

  it('keeps an approved title’s changes for review while the store shows what was approved', async () => {
    const id = await submittedTitle();
    await admin('POST', `/title-submissions/${id}/approve`, editor, {});

    const changed = await portal('PATCH', `/titles/${id}`, ownerA, {
      NameEn: 'A Renamed Novel',
      ShortDescriptionEn: 'A new blurb.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Data).toMatchObject({
      ReviewStatus: 'draft',
      StoreStatus: 'published',
      NameEn: 'A Renamed Novel',
      HasPendingChanges: true,
      PendingFields: ['NameEn', 'ShortDescriptionEn'],
    });
    const newCover = await portalUpload(`/titles/${id}/cover`, cover, 'image/png');
    expect(newCover.json().Data.PendingFields).toContain('Cover');
    const newFile = await portalUpload(`/titles/${id}/files/pdf`, pdf, 'application/pdf');
    expect(newFile.statusCode, newFile.body).toBe(200);
    expect(newFile.json().Data.Files).toContainEqual(
      expect.objectContaining({ Format: 'PDF', Pending: true }),
    );
    // The store is unchanged.
    const store = (await storeDetails(id)).json().Data;
    expect(store.Name).toBe('A Novel From The Publisher');
    expect(store.Files.map((file: { Format: string }) => file.Format)).toEqual(['EPUB']);

    // Changing a field back drops it from the revision.
    const reverted = await portal('PATCH', `/titles/${id}`, ownerA, {
      ShortDescriptionEn: 'A short description.',
    });
    expect(reverted.json().Data.PendingFields).toEqual(['NameEn', 'Cover', 'FilePDF']);

    expect((await portal('POST', `/titles/${id}/submit`, ownerA, {})).statusCode).toBe(200);
    const review = (await admin('GET', `/title-submissions/${id}`)).json().Data;
    expect(review).toMatchObject({
      Kind: 'revision',
      Changes: [
        { Field: 'NameEn', Before: 'A Novel From The Publisher', After: 'A Renamed Novel' },
      ],
      PendingCoverUrl: expect.stringContaining(`/admin/v1/title-submissions/${id}/cover`),
      PendingFiles: [expect.objectContaining({ Format: 'PDF' })],
    });
    const approved = await admin('POST', `/title-submissions/${id}/approve`, editor, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await storeDetails(id)).json().Data;
    expect(after.Name).toBe('A Renamed Novel');
    expect(after.Files.map((file: { Format: string }) => file.Format)).toEqual(['EPUB', 'PDF']);
    expect((await portal('GET', `/titles/${id}`, ownerA)).json().Data).toMatchObject({
      ReviewStatus: 'approved',
      HasPendingChanges: false,
      HasStoredCover: true,
    });
    // The revision's approval is its own e-mail (the outbox's order within one moment is not
    // the sending order, so it is found by its text).
    const approvals = await mailsTo(app, a.owner.email, 'title-approved');
    expect(approvals.filter((mail) => mail.text.includes('การแก้ไขของคุณแสดงบนร้านแล้ว'))).toHaveLength(
      1,
    );
  });

  it('changes price and sale at once, unpublishes and publishes again; never an unapproved title', async () => {
    const id = await submittedTitle();
    await admin('POST', `/title-submissions/${id}/approve`, editor, {});
    // A change taken back leaves nothing to review: approved again.
    await portal('PATCH', `/titles/${id}`, ownerA, { NameEn: 'Briefly Renamed' });
    const back = await portal('PATCH', `/titles/${id}`, ownerA, {
      NameEn: 'A Novel From The Publisher',
    });
    expect(back.json().Data).toMatchObject({ ReviewStatus: 'approved', HasPendingChanges: false });

    const sale = await portal('PUT', `/titles/${id}/price`, ownerA, {
      PriceSatang: 30000,
      SalePriceSatang: 19900,
      SaleStartsAt: null,
      SaleEndsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    });
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().Data).toMatchObject({
      PriceSatang: 30000,
      SalePriceSatang: 19900,
      CurrentPriceSatang: 19900,
      SaleActive: true,
      ReviewStatus: 'approved',
    });
    expect((await storeDetails(id)).json().Data.ProductPrice.PriceValue).toBe(19900);
    const wrong = await portal('PUT', `/titles/${id}/price`, ownerA, { SalePriceSatang: 40000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ErrorList).toEqual([
      'The sale price must be lower than the regular price.',
    ]);

    const off = await portal('POST', `/titles/${id}/unpublish`, ownerA);
    expect(off.json().Data.StoreStatus).toBe('draft');
    expect((await storeDetails(id)).statusCode).toBe(404);
    const on = await portal('POST', `/titles/${id}/publish`, ownerA);
    expect(on.json().Data.StoreStatus).toBe('published');
    expect((await storeDetails(id)).statusCode).toBe(200);

    const draft = (await portal('POST', '/titles', ownerA, titleBody())).json().Data.Id;
    const refused = await portal('POST', `/titles/${draft}/publish`, ownerA);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorList).toEqual([
      'This title has not been approved yet, so it cannot be published: send it for review.',
    ]);
    expect(await eventsOf(id)).toEqual(expect.arrayContaining(['price', 'unpublish', 'publish']));
  });

  it('uses the first chapter as the sample instead of an uploaded one; withdraws a submission', async () => {
    const id = (await portal('POST', '/titles', ownerA, titleBody())).json().Data.Id;
    const noFile = await portal('POST', `/titles/${id}/files/epub/sample/first-chapter`, ownerA);
    expect(noFile.statusCode).toBe(409);
    await portalUpload(`/titles/${id}/files/epub`, epub, 'application/epub+zip');
    const made = (await portal('GET', `/titles/${id}`, ownerA)).json().Data.Files[0]
      .SampleSizeBytes;
    const own = await portalUpload(`/titles/${id}/files/epub/sample`, epub, 'application/epub+zip');
    expect(own.json().Data.Files[0].SampleSizeBytes).toBe(epub.length);
    const first = await portal('POST', `/titles/${id}/files/epub/sample/first-chapter`, ownerA);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data.Files[0].SampleSizeBytes).toBe(made);

    await portal('POST', `/titles/${id}/submit`, ownerA, {});
    const back = await portal('POST', `/titles/${id}/withdraw`, ownerA);
    expect(back.json().Data.ReviewStatus).toBe('draft');
    const twice = await portal('POST', `/titles/${id}/withdraw`, ownerA);
    expect(twice.statusCode).toBe(409);
  });

  it('finds no book of another publisher from any title function (404), in the services and over HTTP', async () => {
    const id = await submittedTitle();
    const service = app.services.portalTitles;
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['get', () => service.get(scopeB, 'en', id)],
      ['cover', () => service.cover(scopeB, 'en', id)],
      ['update', () => service.update(scopeB, 'en', id, { NameEn: 'Stolen' })],
      ['uploadCover', () => service.uploadCover(scopeB, 'en', id, cover)],
      [
        'uploadFile',
        () =>
          service.uploadFile(
            scopeB,
            'en',
            { bookId: id, format: 'epub', contentType: 'application/epub+zip', sample: false },
            epub,
          ),
      ],
      ['useFirstChapterSample', () => service.useFirstChapterSample(scopeB, 'en', id, 'epub')],
      ['submit', () => service.submit(scopeB, 'en', id, null)],
      ['withdraw', () => service.withdraw(scopeB, 'en', id)],
      ['setPrice', () => service.setPrice(scopeB, 'en', id, { PriceSatang: 100 })],
      ['unpublish', () => service.unpublish(scopeB, 'en', id)],
      ['publish', () => service.publish(scopeB, 'en', id)],
    ];
    for (const [name, run] of calls) {
      const error = await run().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(isAppError(error) && error.code, name).toBe('NOT_FOUND');
    }
    const listed = await service.list(scopeB, { Page: 1, PageSize: 200, Q: String(id) });
    expect(listed.Items).toEqual([]);
    expect(Object.keys(service).sort()).toEqual(
      [...calls.map(([name]) => name), 'list', 'categories', 'create'].sort(),
    );

    // Every portal title route with a book as B: 404, and nothing changed.
    const bodies: Record<string, unknown> = {
      portalTitleUpdate: { NameEn: 'Stolen' },
      portalTitlePrice: { PriceSatang: 100 },
      portalTitleSubmit: {},
    };
    for (const [name, route] of Object.entries(TITLES_PORTAL_ROUTES)) {
      if (!route.path.includes(':bookId')) continue;
      const url = route.path
        .replace('/portal/v1', '')
        .replace(':bookId', String(id))
        .replace(':format', 'epub');
      const answer = !('upload' in route)
        ? await portal(route.method, url, ownerB, bodies[name])
        : url.endsWith('/cover')
          ? await portalUpload(url, cover, 'image/png', ownerB)
          : await portalUpload(url, epub, 'application/epub+zip', ownerB);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(404);
    }
    const [row] = await executeRows<{ name_en: string; price_satang: number }>(
      app.database.db,
      sql`select name_en, price_satang from books where id = ${id}`,
    );
    expect(row).toEqual({ name_en: 'A Novel From The Publisher', price_satang: 25900 });
    expect((await admin('GET', `/title-submissions/${id}`)).json().Data.Status).toBe('submitted');
  });

  it('lets only catalog.write staff review titles', async () => {
    const id = await submittedTitle();
    expect((await admin('GET', '/title-submissions', finance)).statusCode).toBe(403);
    expect((await admin('GET', '/title-submissions', null)).statusCode).toBe(401);
    expect((await admin('POST', `/title-submissions/${id}/approve`, finance, {})).statusCode).toBe(
      403,
    );
    const customer = await app.inject({
      method: 'GET',
      url: '/admin/v1/title-submissions',
      headers: { Token: a.owner.token },
    });
    expect(customer.statusCode).toBe(401);
    const missing = await admin('GET', '/title-submissions/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['There is no title submission 999999.']);
    const picture = await admin('GET', `/title-submissions/${id}/cover`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });
});

/** The EPUB with `lang` and `xml:lang` taken off its pages (a Thai book the warning is about). */
const stripLanguage = async (bytes: Buffer): Promise<Buffer> => {
  const { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } = await import('@zip.js/zip.js');
  const { writeZip } = await import('../book-files/epub-build.js');
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
