import { ReviewPageResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  createTestCustomer,
  type TestCustomer,
  visitorAddresses,
} from '../../../test/customer-fixture.js';
import {
  approvedPublisher,
  createPasswordCustomer,
  portalSignIn,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

/**
 * Reviews of an organisation's books in the publisher portal and the publisher's public reply
 * (docs/reviews.md, "Publishers' replies") over the API and PostgreSQL: listed for the books'
 * organisation only, answered under the publisher's name on the store, e-mailed once to the
 * reviewer in their language, refused on another organisation's review (404) and on a hidden one
 * (409), written once under parallel first replies.
 */
describe('publisher replies under reviews (issue 25)', { timeout: 120_000 }, () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let moderator: Staff;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let sessionA: PortalSession;
  let sessionB: PortalSession;

  const nextAddress = visitorAddresses('10.48');

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    const staff = await createStaffSession(app, 'owner', { language: 'en' });
    moderator = await createStaffSession(app, 'content_moderation', { language: 'en' });
    a = await approvedPublisher(app, staff);
    b = await approvedPublisher(app, staff);
    const move = (references: string[], publisherId: number) =>
      app.database.db.execute(
        sql`update books set publisher_id = ${publisherId}
             where id = any(${`{${references.map((reference) => ids[reference]).join(',')}}`}::int[])`,
      );
    await move(['hp-1', 'mystery-01', 'mystery-02', 'mystery-03'], a.catalogPublisherId);
    await move(['python'], b.catalogPublisherId);
    sessionA = await portalSignIn(app, a.owner);
    sessionB = await portalSignIn(app, b.owner);
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    session: PortalSession,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'th' | 'en' = 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: { ...session.headers, Language: language },
      ...(payload === undefined ? {} : { payload }),
    });

  const reply = (session: PortalSession, reviewId: number, body: string, language?: 'th' | 'en') =>
    call(session, 'PUT', `/portal/v1/reviews/${reviewId}/reply`, { Body: body }, language);

  const writeReview = async (writer: TestCustomer, reference: string, rating = 4) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewsadd/${ids[reference]}`,
      headers: { Token: writer.token },
      remoteAddress: nextAddress(),
      payload: { Data: { Rating: rating, Title: 'ดีมาก', ReviewText: 'อ่านสนุกมาก แนะนำเลย' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json().Data.Id);
  };

  const publicReview = async (reference: string, reviewId: number, language: 'th' | 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/product/productreviewspagging?productId=${ids[reference]}&orderBy=newest`,
      headers: { Language: language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return ReviewPageResponseSchema.parse(response.json()).Data!.Items.find(
      (item) => item.Id === reviewId,
    );
  };

  const replyRows = (reviewId: number) =>
    executeRows<{ author_kind: string; publisher_id: number | null; body: string }>(
      app.database.db,
      sql`select author_kind, publisher_id, body from review_replies
           where review_id = ${reviewId} order by author_kind`,
    );

  it('lists the published reviews of the organisation’s books only, newest first, without e-mails', async () => {
    const writers = await Promise.all(
      ['Ada', 'สมชาย', 'Ben'].map((firstName) =>
        createTestCustomer(app, { firstName, lastName: 'Lovelace' }),
      ),
    );
    const onHp = await writeReview(writers[0]!, 'hp-1', 5);
    const onMystery = await writeReview(writers[1]!, 'mystery-01', 3);
    const onPython = await writeReview(writers[2]!, 'python', 2);

    const listA = await call(sessionA, 'GET', '/portal/v1/reviews?PageSize=50');
    expect(listA.statusCode, listA.body).toBe(200);
    const itemsA = listA.json().Data.Items as Array<Record<string, unknown>>;
    const mine = itemsA.map((item) => item.ReviewId);
    expect(mine).toEqual(expect.arrayContaining([onMystery, onHp]));
    expect(mine).not.toContain(onPython);
    // Newest first.
    expect(mine.indexOf(onMystery)).toBeLessThan(mine.indexOf(onHp));
    expect(itemsA.find((item) => item.ReviewId === onHp)).toMatchObject({
      BookId: ids['hp-1'],
      Rating: 5,
      ReviewerName: 'Ada L.',
      Status: 'published',
      StoreAnswer: null,
      PublisherReply: null,
    });
    expect(listA.body).not.toContain('@example.com');
    // Every review of A's books in the table is there, and nothing else.
    const [count] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from reviews r join books b on b.id = r.book_id
           where b.publisher_id = ${a.catalogPublisherId} and r.status = 'published'`,
    );
    expect(itemsA).toHaveLength(count!.count);

    const filtered = (
      await call(sessionA, 'GET', `/portal/v1/reviews?BookId=${ids['mystery-01']}&Rating=3`)
    ).json().Data.Items as Array<{ ReviewId: number }>;
    expect(filtered.map((item) => item.ReviewId)).toContain(onMystery);
    expect(filtered.every((item) => item.ReviewId !== onHp)).toBe(true);

    const listB = (await call(sessionB, 'GET', '/portal/v1/reviews?PageSize=50')).json().Data
      .Items as Array<{ ReviewId: number; BookId: number }>;
    expect(listB.map((item) => item.BookId)).toEqual(listB.map(() => ids['python']));
    expect(listB.map((item) => item.ReviewId)).toContain(onPython);
  });

  it('replies under the publisher’s name on the store, edits in place, e-mails the reviewer once in their language', async () => {
    const writer = await createTestCustomer(app, { language: 'en', firstName: 'Grace' });
    const reviewId = await writeReview(writer, 'hp-1');
    // The store answered first: both show.
    const stored = await app.inject({
      method: 'PUT',
      url: `/admin/v1/reported-reviews/${reviewId}/answer`,
      headers: moderator.headers,
      payload: { Body: 'Thanks from the store.' },
    });
    expect(stored.statusCode, stored.body).toBe(200);

    const first = await reply(sessionA, reviewId, '  ขอบคุณที่อ่านครับ\nเล่มต่อไปออกเดือนหน้า  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data).toMatchObject({
      ReviewId: reviewId,
      StoreAnswer: { Body: 'Thanks from the store.' },
      PublisherReply: { Body: 'ขอบคุณที่อ่านครับ\nเล่มต่อไปออกเดือนหน้า', RepliedAt: expect.any(String) },
    });
    expect(await replyRows(reviewId)).toEqual([
      { author_kind: 'store', publisher_id: null, body: 'Thanks from the store.' },
      {
        author_kind: 'publisher',
        publisher_id: a.catalogPublisherId,
        body: 'ขอบคุณที่อ่านครับ\nเล่มต่อไปออกเดือนหน้า',
      },
    ]);

    const [publisher] = await executeRows<{ name_th: string; name_en: string }>(
      app.database.db,
      sql`select name_th, name_en from publishers where id = ${a.catalogPublisherId}`,
    );
    for (const language of ['th', 'en'] as const) {
      const shown = await publicReview('hp-1', reviewId, language);
      expect(shown?.StoreAnswer?.Body).toBe('Thanks from the store.');
      expect(shown?.PublisherAnswer).toEqual({
        Body: 'ขอบคุณที่อ่านครับ\nเล่มต่อไปออกเดือนหน้า',
        AnsweredAt: expect.any(String),
        PublisherName:
          language === 'en' ? publisher!.name_en || publisher!.name_th : publisher!.name_th,
      });
    }

    const mail = await lastMail(app, writer.email, 'review-publisher-replied');
    expect(mail.subject).toContain('replied to your review of');
    expect(mail.subject).toContain(publisher!.name_en || publisher!.name_th);
    expect(mail.text).toContain('เล่มต่อไปออกเดือนหน้า');
    expect(mail.links.some((link) => link.endsWith(`/en/book-review/${ids['hp-1']}`))).toBe(true);

    const edited = await reply(sessionA, reviewId, 'Edited reply');
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await replyRows(reviewId)).filter((row) => row.author_kind === 'publisher')).toEqual([
      { author_kind: 'publisher', publisher_id: a.catalogPublisherId, body: 'Edited reply' },
    ]);
    expect(await mailsTo(app, writer.email, 'review-publisher-replied')).toHaveLength(1);

    const replied = (await call(sessionA, 'GET', '/portal/v1/reviews?Replied=true&PageSize=100'))
      .json()
      .Data.Items.map((item: { ReviewId: number }) => item.ReviewId);
    expect(replied).toContain(reviewId);
    const waiting = (await call(sessionA, 'GET', '/portal/v1/reviews?Replied=false&PageSize=100'))
      .json()
      .Data.Items.map((item: { ReviewId: number }) => item.ReviewId);
    expect(waiting).not.toContain(reviewId);

    const removed = await call(sessionA, 'DELETE', `/portal/v1/reviews/${reviewId}/reply`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().Data.PublisherReply).toBeNull();
    // The store's answer stays.
    expect(removed.json().Data.StoreAnswer).toMatchObject({ Body: 'Thanks from the store.' });
    expect((await publicReview('hp-1', reviewId, 'en'))?.PublisherAnswer).toBeNull();
    const again = await call(sessionA, 'DELETE', `/portal/v1/reviews/${reviewId}/reply`);
    expect(again.statusCode).toBe(404);
    expect(again.json().ErrorList).toEqual(['This review has no reply from the publisher.']);
  });

  it('answers 404 to another organisation’s review and 409 to a hidden one, in the caller’s language', async () => {
    const writer = await createTestCustomer(app);
    const reviewOfA = await writeReview(writer, 'mystery-02');
    for (const [method, payload] of [
      ['PUT', { Body: 'Not yours' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(
        sessionB,
        method,
        `/portal/v1/reviews/${reviewOfA}/reply`,
        payload,
        'th',
      );
      expect(refused.statusCode, method).toBe(404);
      expect(refused.json().ErrorList).toEqual(['ไม่พบรีวิวนี้ในหนังสือของสำนักพิมพ์คุณ']);
    }
    expect(await replyRows(reviewOfA)).toEqual([]);
    expect((await reply(sessionA, 2_147_483_647, 'Nobody')).statusCode).toBe(404);

    const hidden = await app.inject({
      method: 'POST',
      url: `/admin/v1/reported-reviews/${reviewOfA}/hide`,
      headers: moderator.headers,
      payload: { Reason: 'Breaks the rules' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const language of ['th', 'en'] as const) {
      const refused = await reply(sessionA, reviewOfA, 'Thank you', language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ErrorList).toEqual([
        language === 'th'
          ? 'ทีมงานร้านซ่อนรีวิวนี้แล้ว จึงตอบรีวิวนี้ไม่ได้'
          : 'The store’s team hid this review, so it cannot be answered.',
      ]);
    }
    // Not listed either.
    const listed = (await call(sessionA, 'GET', '/portal/v1/reviews?PageSize=100'))
      .json()
      .Data.Items.map((item: { ReviewId: number }) => item.ReviewId);
    expect(listed).not.toContain(reviewOfA);
    expect(await mailsTo(app, writer.email, 'review-publisher-replied')).toEqual([]);

    const empty = await reply(sessionA, await writeReview(writer, 'mystery-03'), '   ', 'th');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ErrorList).toEqual(['คำตอบ: กรุณาเขียนคำตอบ']);
  });

  it('writes one reply and one e-mail when three first replies arrive at once', async () => {
    const writer = await createTestCustomer(app, { language: 'th' });
    const reviewId = await writeReview(writer, 'mystery-01');
    const answers = await Promise.all(
      ['หนึ่ง', 'สอง', 'สาม'].map((text) => reply(sessionA, reviewId, text)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(
      (await replyRows(reviewId)).filter((row) => row.author_kind === 'publisher'),
    ).toHaveLength(1);
    const mails = await mailsTo(app, writer.email, 'review-publisher-replied');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('ตอบรีวิวของคุณเรื่อง');
  });

  it('lets a finance viewer read the reviews but not reply (messages.reply)', async () => {
    const customer = await createPasswordCustomer(app);
    await app.database.db.execute(
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${a.organisationId}, ${customer.customerId}, 'finance')`,
    );
    const finance = await portalSignIn(app, customer);
    expect((await call(finance, 'GET', '/portal/v1/reviews')).statusCode).toBe(200);
    const writer = await createTestCustomer(app);
    const reviewId = await writeReview(writer, 'hp-1');
    expect((await reply(finance, reviewId, 'Thanks')).statusCode).toBe(403);
    expect(await replyRows(reviewId)).toEqual([]);
  });
});
