import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  createTestCustomer,
  type TestCustomer,
  visitorAddresses,
} from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

/**
 * Content and moderation in the back office (docs/back-office.md): publisher applications, the
 * contact-us inbox and reported reviews, each made through the store's own calls first.
 */
describe('content and moderation in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let moderator: Staff;
  let marketing: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    moderator = await createStaffSession(app, 'content_moderation', { language: 'en' });
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
  });

  afterAll(async () => {
    await app.close();
  });

  const nextAddress = visitorAddresses('10.44');

  const staffCall = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
    options: { staff?: Staff; language?: 'th' | 'en' } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.staff ?? moderator).headers,
        ...(options.language ? { Language: options.language } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const auditOf = async (entityType: string, entityId: string | number) =>
    executeRows<{ action: string; staff_id: number | null; reason: string | null }>(
      app.database.db,
      sql`select action, staff_id, reason from audit_log
           where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
    );

  // ------------------------------------------------------------ publisher applications

  let taxSerial = 0;
  /** A valid Thai tax id (MOD-11 check digit), different each time. */
  const nextTaxId = () => {
    taxSerial += 1;
    const first12 = `110170023${String(taxSerial).padStart(3, '0')}`;
    const sum = [...first12].reduce((all, digit, index) => all + Number(digit) * (13 - index), 0);
    return `${first12}${(11 - (sum % 11)) % 10}`;
  };

  const apply = async (
    customer: TestCustomer,
    email: string,
    language: 'th' | 'en' = 'th',
    publisherName = `สำนักพิมพ์ใจดี ${taxSerial}`,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/publisher/RegisterPublisher',
      headers: { Token: customer.token, Language: language },
      remoteAddress: nextAddress(),
      payload: {
        Data: {
          AccountType: 'individual',
          LegalName: 'สมชาย ใจดี',
          PublisherName: publisherName,
          TaxId: nextTaxId(),
          ContactName: 'สมชาย ใจดี',
          Email: email,
          Phone: '081 234 5678',
          Address: '99 ถนนพระอาทิตย์ เขตพระนคร กรุงเทพมหานคร 10200',
          Website: '',
          BankCode: '004',
          BankAccountName: 'สมชาย ใจดี',
          BankAccountNumber: '123-4-56789-0',
          BookKinds: ['novel'],
          Formats: ['epub'],
          ExpectedTitles: '11-50',
          SampleTitles: '',
          Message: '',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from publisher_applications where customer_id = ${customer.customerId}
           order by id desc limit 1`,
    );
    return Number(row!.id);
  };

  const publisherStatusOf = async (customer: TestCustomer) => {
    const response = await app.inject({
      method: 'GET',
      url: '/v2/customer/info',
      headers: { Token: customer.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { Data: { PublisherStatus: string | null } }).Data.PublisherStatus;
  };

  it('approves an application: organisation made, status Approved, e-mail in English, audited', async () => {
    const customer = await createTestCustomer(app, { language: 'en' });
    const email = `apply.${process.pid}.approve@example.com`;
    const id = await apply(customer, email, 'en');

    const list = await staffCall('GET', '/admin/v1/publisher-applications?Status=pending');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().Data;
    expect(page.Items.map((item: { Id: number }) => item.Id)).toContain(id);
    expect(page).toMatchObject({ Page: 1, HasNextPage: false });

    const approved = await staffCall('POST', `/admin/v1/publisher-applications/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const data = approved.json().Data;
    expect(data).toMatchObject({
      Id: id,
      Status: 'approved',
      DecidedBy: 'Test content_moderation',
    });
    expect(data.OrganisationId).toEqual(expect.any(Number));

    const [organisation] = await executeRows<Record<string, unknown>>(
      app.database.db,
      sql`select o.id, o.name, o.legal_name, o.tax_id, o.owner_customer_id, o.approved_by_staff_id,
                 o.payee_kind, o.royalty_share_bp, o.catalog_publisher_id,
                 p.name_th as catalog_name_th, p.name_en as catalog_name_en,
                 a.publisher_id as application_publisher_id
            from publisher_organisations o
            join publishers p on p.id = o.catalog_publisher_id
            join publisher_applications a on a.id = o.application_id
           where o.application_id = ${id}`,
    );
    expect(organisation).toMatchObject({
      legal_name: 'สมชาย ใจดี',
      owner_customer_id: customer.customerId,
      approved_by_staff_id: moderator.staffId,
      // ADR 0019: the organisation's books are those of a catalog publisher of its name.
      payee_kind: 'individual',
      royalty_share_bp: 7000,
      catalog_name_th: organisation!.name,
      catalog_name_en: organisation!.name,
      application_publisher_id: organisation!.catalog_publisher_id,
    });
    const members = await executeRows<Record<string, unknown>>(
      app.database.db,
      sql`select organisation_id, customer_id, role from publisher_members
           where organisation_id = ${organisation!.id}`,
    );
    expect(members).toEqual([
      { organisation_id: organisation!.id, customer_id: customer.customerId, role: 'owner' },
    ]);
    expect(await publisherStatusOf(customer)).toBe('Approved');

    const mail = await lastMail(app, email, 'publisher-application-approved');
    expect(mail.subject).toContain('is approved');
    expect(await auditOf('publisher_application', id)).toEqual([
      { action: 'publisher_application.approve', staff_id: moderator.staffId, reason: null },
    ]);

    // Decided once: a second decision is refused, in the caller's language.
    const again = await staffCall(
      'POST',
      `/admin/v1/publisher-applications/${id}/reject`,
      { Reason: 'ลองใหม่อีกครั้ง' },
      { language: 'th' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList[0]).toBe('ใบสมัครนี้ได้รับการพิจารณาแล้ว (อนุมัติแล้ว) จึงเปลี่ยนผลไม่ได้');
  });

  it('rejects with a reason e-mailed in Thai; a bad reason is a clear 400; other roles get 403', async () => {
    const customer = await createTestCustomer(app);
    const email = `apply.${process.pid}.reject@example.com`;
    const id = await apply(customer, email);

    const forbidden = await staffCall(
      'POST',
      `/admin/v1/publisher-applications/${id}/reject`,
      { Reason: 'ไม่ผ่าน' },
      { staff: marketing },
    );
    expect(forbidden.statusCode).toBe(403);

    const short = await staffCall('POST', `/admin/v1/publisher-applications/${id}/reject`, {
      Reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().ErrorList[0]).toContain('Reason');

    const reason = 'เลขบัญชีธนาคารไม่ตรงกับชื่อผู้สมัคร';
    const rejected = await staffCall('POST', `/admin/v1/publisher-applications/${id}/reject`, {
      Reason: reason,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().Data).toMatchObject({ Status: 'rejected', DecisionNote: reason });
    expect(await publisherStatusOf(customer)).toBe('Rejected');
    const mail = await lastMail(app, email, 'publisher-application-rejected');
    expect(mail.subject).toContain('ผลการพิจารณา');
    expect(mail.text).toContain(reason);
    expect(await auditOf('publisher_application', id)).toEqual([
      { action: 'publisher_application.reject', staff_id: moderator.staffId, reason },
    ]);

    const missing = await staffCall('GET', '/admin/v1/publisher-applications/999999', undefined, {
      language: 'en',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList[0]).toBe('This publisher application does not exist.');
  });

  it('of an approval and a rejection at once, exactly one wins', async () => {
    const customer = await createTestCustomer(app);
    const email = `apply.${process.pid}.race@example.com`;
    const id = await apply(customer, email);
    const answers = await Promise.all([
      staffCall('POST', `/admin/v1/publisher-applications/${id}/approve`, {}),
      staffCall('POST', `/admin/v1/publisher-applications/${id}/reject`, {
        Reason: 'ข้อมูลไม่ครบถ้วน',
      }),
      staffCall('POST', `/admin/v1/publisher-applications/${id}/approve`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await executeRows<{ organisations: number; status: string }>(
      app.database.db,
      sql`select (select count(*)::int from publisher_organisations where application_id = ${id})
                   as organisations, status from publisher_applications where id = ${id}`,
    );
    expect(row!.organisations).toBe(row!.status === 'approved' ? 1 : 0);
    expect(await auditOf('publisher_application', id)).toHaveLength(1);
    const decisions = [
      ...(await mailsTo(app, email, 'publisher-application-approved')),
      ...(await mailsTo(app, email, 'publisher-application-rejected')),
    ];
    expect(decisions).toHaveLength(1);
  });

  it('of two applications under one publisher name approved at once, one gets the catalog publisher', async () => {
    const name = `สำนักพิมพ์ชื่อซ้ำ ${process.pid}`;
    // Already in the catalog (from an ONIX file): neither approval inserts it, both find it.
    await app.database.db.execute(
      sql`insert into publishers (name_th, name_en) values (${name}, ${name})`,
    );
    const ids = await Promise.all(
      [1, 2].map(async (n) =>
        apply(
          await createTestCustomer(app),
          `apply.${process.pid}.same-${n}@example.com`,
          'th',
          name,
        ),
      ),
    );
    const answers = await Promise.all(
      ids.map((id) =>
        staffCall('POST', `/admin/v1/publisher-applications/${id}/approve`, {}, { language: 'en' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().ErrorList[0]).toContain(name);
    const [row] = await executeRows<{ organisations: number }>(
      app.database.db,
      sql`select count(*)::int as organisations from publisher_organisations
           where application_id in (${ids[0]}, ${ids[1]})`,
    );
    expect(row!.organisations).toBe(1);
  });

  // ------------------------------------------------------------ contact-us inbox

  it('lists unhandled contact messages first; a reply is kept, e-mailed in the sender’s language, audited', async () => {
    const email = `contact.${process.pid}@example.com`;
    const sent = await app.inject({
      method: 'POST',
      url: '/v2/common/contactus',
      headers: { Language: 'en' },
      remoteAddress: nextAddress(),
      payload: {
        Data: {
          Topic: 'orders',
          Name: 'Jane Reader',
          Email: email,
          Message: 'My book is missing.',
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await executeRows<{ id: string; reference: string }>(
      app.database.db,
      sql`select id, reference from contact_messages where email = ${email}`,
    );
    const id = message!.id;

    const list = await staffCall('GET', '/admin/v1/contact-messages?Handled=false');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data.Items[0]).toMatchObject({ Id: id, HandledAt: null, ReplyCount: 0 });
    // The topic by its name, in the staff member's language.
    const english = await staffCall('GET', `/admin/v1/contact-messages/${id}`, undefined, {
      language: 'en',
    });
    const thai = await staffCall('GET', `/admin/v1/contact-messages/${id}`, undefined, {
      language: 'th',
    });
    expect(english.json().Data).toMatchObject({
      Topic: 'orders',
      TopicLabel: 'Orders and payment',
    });
    expect(thai.json().Data.TopicLabel).toBe('คำสั่งซื้อและการชำระเงิน');

    const empty = await staffCall('POST', `/admin/v1/contact-messages/${id}/replies`, {
      Body: '   ',
    });
    expect(empty.statusCode).toBe(400);

    const reply = await staffCall('POST', `/admin/v1/contact-messages/${id}/replies`, {
      Body: 'We put the book on your shelf.\nSorry for the wait.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().Data;
    expect(data.HandledAt).not.toBeNull();
    expect(data.Replies).toEqual([
      expect.objectContaining({
        Body: 'We put the book on your shelf.\nSorry for the wait.',
        StaffName: 'Test content_moderation',
      }),
    ]);
    const mail = await lastMail(app, email, 'contact-reply');
    expect(mail.subject).toBe(`A reply to your message (reference ${message!.reference})`);
    expect(mail.text).toContain('We put the book on your shelf.');
    expect(await auditOf('contact_message', id)).toEqual([
      { action: 'contact_message.reply', staff_id: moderator.staffId, reason: null },
    ]);

    const handled = await staffCall('GET', '/admin/v1/contact-messages?Handled=false');
    expect(handled.json().Data.Items.map((item: { Id: string }) => item.Id)).not.toContain(id);

    const missing = await staffCall(
      'GET',
      '/admin/v1/contact-messages/00000000-0000-4000-8000-000000000000',
      undefined,
      { language: 'th' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList[0]).toBe('ไม่พบข้อความนี้ในกล่องข้อความติดต่อเรา');
  });

  // ------------------------------------------------------------ content pages

  it('saves a content page’s Markdown: the store shows it at once, audited; bad input is a clear 400', async () => {
    const readPage = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/v2/common/dynamic-content/howto/index',
          headers: { Language: 'en' },
        })
      ).json().Data;
    const before = await readPage(); // cached now
    const list = await staffCall('GET', '/admin/v1/content-pages?Group=howto&Language=en');
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().Data.Items.find((item: { Key: string }) => item.Key === 'index');
    expect(page.BodyMarkdown).toBe(before.BodyMarkdown);

    const empty = await staffCall(
      'PATCH',
      `/admin/v1/content-pages/${page.Id}`,
      { Title: '' },
      { language: 'en' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ErrorList[0]).toContain('Title');
    const forbidden = await staffCall(
      'PATCH',
      `/admin/v1/content-pages/${page.Id}`,
      { Title: 'x' },
      { staff: marketing },
    );
    expect(forbidden.statusCode).toBe(403);

    const catalogVersion = async () =>
      (await app.inject({ method: 'GET', url: '/catalog-version' })).json().Data.Version;
    const versionBefore = await catalogVersion();
    const body = '# How to read\n\nOpen **My shelf** and choose a book.';
    const saved = await staffCall('PATCH', `/admin/v1/content-pages/${page.Id}`, {
      Title: 'How to read',
      BodyMarkdown: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Data).toMatchObject({ Title: 'How to read', BodyMarkdown: body });
    expect(await readPage()).toMatchObject({ Title: 'How to read', BodyMarkdown: body });
    // The storefront's cached page follows the catalog version, which the save moved.
    expect(Number(await catalogVersion())).toBeGreaterThan(Number(versionBefore));
    expect(await auditOf('content_page', page.Id)).toEqual([
      { action: 'content_page.update', staff_id: moderator.staffId, reason: null },
    ]);
  });

  // ------------------------------------------------------------ reported reviews

  const counters = async (bookId: number) => {
    const [row] = await executeRows<{ rating_sum: number; rating_count: number }>(
      app.database.db,
      sql`select rating_sum, rating_count from books where id = ${bookId}`,
    );
    return { sum: Number(row!.rating_sum), count: Number(row!.rating_count) };
  };

  const writeReview = async (writer: TestCustomer, bookId: number, rating: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewsadd/${bookId}`,
      headers: { Token: writer.token },
      remoteAddress: nextAddress(),
      payload: { Data: { Rating: rating, Title: 'รีวิว', ReviewText: 'อ่านสนุกมาก แนะนำเลยครับ' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json().Data.Id);
  };

  const reportReview = async (reader: TestCustomer, reviewId: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewreport/${reviewId}`,
      headers: { Token: reader.token },
      remoteAddress: nextAddress(),
      payload: { Data: { Reason: 'spam', Note: 'โฆษณา' } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('hides a reported review, restores it, and dismisses unfounded reports, moving the rating each time', async () => {
    const bookId = ids['python']!;
    const writer = await createTestCustomer(app);
    const reader = await createTestCustomer(app);
    const start = await counters(bookId);
    const reviewId = await writeReview(writer, bookId, 4);
    expect(await counters(bookId)).toEqual({ sum: start.sum + 4, count: start.count + 1 });
    await reportReview(reader, reviewId);
    expect(await counters(bookId)).toEqual(start);

    const list = await staffCall('GET', '/admin/v1/reported-reviews');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data.Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Id: reviewId, Status: 'reported', OpenReportCount: 1 }),
      ]),
    );

    const forbidden = await staffCall(
      'POST',
      `/admin/v1/reported-reviews/${reviewId}/hide`,
      {},
      {
        staff: marketing,
      },
    );
    expect(forbidden.statusCode).toBe(403);

    const hidden = await staffCall('POST', `/admin/v1/reported-reviews/${reviewId}/hide`, {
      Reason: 'โฆษณาขายของ',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().Data).toMatchObject({ Status: 'hidden', OpenReportCount: 0 });
    expect(await counters(bookId)).toEqual(start);
    const again = await staffCall(
      'POST',
      `/admin/v1/reported-reviews/${reviewId}/hide`,
      {},
      {
        language: 'en',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList[0]).toBe('This review is already hidden.');

    const restored = await staffCall('POST', `/admin/v1/reported-reviews/${reviewId}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().Data.Status).toBe('published');
    expect(await counters(bookId)).toEqual({ sum: start.sum + 4, count: start.count + 1 });

    // Hiding a published review takes it out of the rating.
    const hiddenAgain = await staffCall('POST', `/admin/v1/reported-reviews/${reviewId}/hide`, {});
    expect(hiddenAgain.statusCode).toBe(200);
    expect(await counters(bookId)).toEqual(start);
    expect((await auditOf('review', reviewId)).map((entry) => entry.action)).toEqual([
      'review.hide',
      'review.restore',
      'review.hide',
    ]);

    // Another review, reported without reason: dismissing publishes it again, once.
    const other = await createTestCustomer(app);
    const otherId = await writeReview(other, bookId, 2);
    await reportReview(reader, otherId);
    const dismissals = await Promise.all([
      staffCall('POST', `/admin/v1/reported-reviews/${otherId}/dismiss`, {}),
      staffCall('POST', `/admin/v1/reported-reviews/${otherId}/dismiss`, {}),
    ]);
    expect(dismissals.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await counters(bookId)).toEqual({ sum: start.sum + 2, count: start.count + 1 });
    const shown = await staffCall('GET', `/admin/v1/reported-reviews/${otherId}`);
    expect(shown.json().Data).toMatchObject({ Status: 'published', OpenReportCount: 0 });
    expect(shown.json().Data.Reports[0].ResolvedAt).not.toBeNull();
  });
});
