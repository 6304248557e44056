import { ReviewPageResponseSchema, type ReviewPage } from '@nangsue/contracts';
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
 * The store's public answer under a review (docs/reviews.md, "Answers"): written and edited in the
 * back office, shown on the store under the review, e-mailed once to the reviewer, audited.
 */
describe('answers of the store under reviews', () => {
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

  const nextAddress = visitorAddresses('10.46');

  const staffCall = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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

  const answer = (reviewId: number, body: string, options: { language?: 'th' | 'en' } = {}) =>
    staffCall('PUT', `/admin/v1/reported-reviews/${reviewId}/answer`, { Body: body }, options);

  const writeReview = async (writer: TestCustomer, bookId: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewsadd/${bookId}`,
      headers: { Token: writer.token },
      remoteAddress: nextAddress(),
      payload: { Data: { Rating: 4, Title: 'ดีมาก', ReviewText: 'อ่านสนุกมาก แนะนำเลยครับ' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json().Data.Id);
  };

  /** The book's public review page, as a guest (or a signed-in reader) sees it. */
  const publicPage = async (bookId: number, reader?: TestCustomer) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/product/productreviewspagging?productId=${bookId}&orderBy=newest`,
      headers: reader ? { Token: reader.token } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return { raw: response.body, page: ReviewPageResponseSchema.parse(response.json()).Data! };
  };
  const reviewIn = (page: ReviewPage, reviewId: number) =>
    page.Items.find((item) => item.Id === reviewId);

  const replyRows = async (reviewId: number) =>
    executeRows<{ body: string; staff_id: number | null; author_kind: string }>(
      app.database.db,
      sql`select body, staff_id, author_kind from review_replies where review_id = ${reviewId}`,
    );

  const auditOf = async (reviewId: number) =>
    executeRows<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, staff_id, before, after from audit_log
           where entity_type = 'review' and entity_id = ${String(reviewId)} order by id`,
    );

  it('writes the answer, shows it under the review, edits it in place, removes it; audited; one e-mail', async () => {
    const bookId = ids['python']!;
    const writer = await createTestCustomer(app, { language: 'en', firstName: 'Ada' });
    const reviewId = await writeReview(writer, bookId);

    const first = await answer(reviewId, '  Thank you for reading!\nWe are glad you liked it.  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data.Answer).toEqual({
      Body: 'Thank you for reading!\nWe are glad you liked it.',
      UpdatedAt: expect.any(String),
      StaffEmail: moderator.email,
    });

    // On the store, for a guest and for the writer: the text and its time, nobody's name.
    const guest = await publicPage(bookId);
    expect(reviewIn(guest.page, reviewId)!.StoreAnswer).toEqual({
      Body: 'Thank you for reading!\nWe are glad you liked it.',
      AnsweredAt: first.json().Data.Answer.UpdatedAt,
    });
    const own = await publicPage(bookId, writer);
    expect(own.page.MyReview!.StoreAnswer!.Body).toContain('Thank you for reading!');
    // The staff member's address never reaches the customer's JSON, nor their id.
    expect(guest.raw).not.toContain(moderator.email);
    expect(own.raw).not.toContain(moderator.email);
    expect(own.raw).not.toMatch(/StaffEmail|StaffId/);

    // The reviewer is told once, in their language, with the link to the book's reviews.
    const mail = await lastMail(app, writer.email, 'review-answered');
    expect(mail.subject).toContain('We answered your review of');
    expect(mail.text).toContain('We are glad you liked it.');
    expect(mail.links).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/en/book-review/${bookId}$`))]),
    );

    // An edit (by another moderator) keeps one answer and sends nothing.
    const other = await createStaffSession(app, 'content_moderation', { language: 'th' });
    const edited = await staffCall(
      'PUT',
      `/admin/v1/reported-reviews/${reviewId}/answer`,
      { Body: 'ขอบคุณที่อ่านครับ' },
      { staff: other },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Data.Answer).toMatchObject({
      Body: 'ขอบคุณที่อ่านครับ',
      StaffEmail: other.email,
    });
    expect(await replyRows(reviewId)).toEqual([
      { body: 'ขอบคุณที่อ่านครับ', staff_id: other.staffId, author_kind: 'store' },
    ]);
    expect(reviewIn((await publicPage(bookId)).page, reviewId)!.StoreAnswer!.Body).toBe(
      'ขอบคุณที่อ่านครับ',
    );
    expect(await mailsTo(app, writer.email, 'review-answered')).toHaveLength(1);

    // The admin list says it is answered.
    const all = await staffCall('GET', '/admin/v1/reported-reviews?Status=all&Q=แนะนำ');
    expect(all.statusCode, all.body).toBe(200);
    const listed = all.json().Data.Items.find((item: { Id: number }) => item.Id === reviewId);
    expect(listed.Answer.Body).toBe('ขอบคุณที่อ่านครับ');

    // Removing it: gone from the store; a second removal is 404.
    const removed = await staffCall('DELETE', `/admin/v1/reported-reviews/${reviewId}/answer`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().Data.Answer).toBeNull();
    expect(await replyRows(reviewId)).toEqual([]);
    expect(reviewIn((await publicPage(bookId)).page, reviewId)!.StoreAnswer).toBeNull();
    const again = await staffCall(
      'DELETE',
      `/admin/v1/reported-reviews/${reviewId}/answer`,
      undefined,
      { language: 'en' },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().ErrorList).toEqual(['This review has no answer from the store.']);

    expect(await auditOf(reviewId)).toEqual([
      {
        action: 'review.answer',
        staff_id: moderator.staffId,
        before: { answer: null },
        after: { answer: 'Thank you for reading!\nWe are glad you liked it.' },
      },
      {
        action: 'review.answer',
        staff_id: other.staffId,
        before: { answer: 'Thank you for reading!\nWe are glad you liked it.' },
        after: { answer: 'ขอบคุณที่อ่านครับ' },
      },
      {
        action: 'review.answerDelete',
        staff_id: moderator.staffId,
        before: { answer: 'ขอบคุณที่อ่านครับ' },
        after: { answer: null },
      },
    ]);
  });

  it('refuses an empty or too long answer in the caller’s language, an unknown review, a hidden one, other roles', async () => {
    const bookId = ids['detective-harry']!;
    const writer = await createTestCustomer(app);
    const reviewId = await writeReview(writer, bookId);

    const emptyTh = await answer(reviewId, ' \n ', { language: 'th' });
    expect(emptyTh.statusCode).toBe(400);
    expect(emptyTh.json().ErrorList).toEqual(['คำตอบ: กรุณาเขียนคำตอบ']);
    const emptyEn = await answer(reviewId, '', { language: 'en' });
    expect(emptyEn.statusCode).toBe(400);
    expect(emptyEn.json().ErrorList).toEqual(['Answer: please write the answer.']);

    // 2,000 code points is the limit (Thai combining marks count as they are stored).
    const atLimit = 'ก'.repeat(2000);
    const tooLong = `${atLimit}ข`;
    const longTh = await answer(reviewId, tooLong, { language: 'th' });
    expect(longTh.statusCode).toBe(400);
    expect(longTh.json().ErrorList).toEqual(['คำตอบ: ยาวได้ไม่เกิน 2000 ตัวอักษร (ตอนนี้ 2001)']);
    const longEn = await answer(reviewId, '😀'.repeat(2001), { language: 'en' });
    expect(longEn.statusCode).toBe(400);
    expect(longEn.json().ErrorList).toEqual(['Answer: at most 2000 characters (now 2001).']);
    expect(await replyRows(reviewId)).toEqual([]);
    const fits = await answer(reviewId, '😀'.repeat(2000));
    expect(fits.statusCode, fits.body).toBe(200);

    const unknown = await answer(999_999, 'ขอบคุณครับ', { language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['This review does not exist.']);

    const forbidden = await staffCall(
      'PUT',
      `/admin/v1/reported-reviews/${reviewId}/answer`,
      { Body: 'ขอบคุณครับ' },
      { staff: marketing },
    );
    expect(forbidden.statusCode).toBe(403);
    const forbiddenDelete = await staffCall(
      'DELETE',
      `/admin/v1/reported-reviews/${reviewId}/answer`,
      undefined,
      { staff: marketing },
    );
    expect(forbiddenDelete.statusCode).toBe(403);

    // A hidden review cannot be answered (nor its answer edited); restoring it allows it again.
    const hidden = await staffCall('POST', `/admin/v1/reported-reviews/${reviewId}/hide`, {});
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const language of ['th', 'en'] as const) {
      const refused = await answer(reviewId, 'ขอบคุณครับ', { language });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().ErrorList).toEqual([
        language === 'th'
          ? 'รีวิวนี้ถูกซ่อนอยู่ จึงตอบไม่ได้ กู้คืนรีวิวก่อนหากต้องการตอบ'
          : 'This review is hidden, so it cannot be answered. Restore it first to answer it.',
      ]);
    }
    expect((await replyRows(reviewId))[0]!.body).toBe('😀'.repeat(2000));
    const restored = await staffCall('POST', `/admin/v1/reported-reviews/${reviewId}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect((await answer(reviewId, 'ขอบคุณครับ')).statusCode).toBe(200);
    // Edits only: the reviewer had one e-mail, in Thai.
    const mails = await mailsTo(app, writer.email, 'review-answered');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('ร้านตอบรีวิวของคุณ');
  });

  it('answers a reported review; two first answers at once leave one answer and one e-mail', async () => {
    const bookId = ids['python']!;
    const writer = await createTestCustomer(app);
    const reader = await createTestCustomer(app);
    const reviewId = await writeReview(writer, bookId);
    const reported = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewreport/${reviewId}`,
      headers: { Token: reader.token },
      remoteAddress: nextAddress(),
      payload: { Data: { Reason: 'spam', Note: '' } },
    });
    expect(reported.statusCode, reported.body).toBe(200);

    const answers = await Promise.all([
      answer(reviewId, 'คำตอบที่หนึ่ง'),
      answer(reviewId, 'คำตอบที่สอง'),
      answer(reviewId, 'คำตอบที่สาม'),
    ]);
    for (const response of answers) expect([200, 409]).toContain(response.statusCode);
    expect(answers.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
    expect(await replyRows(reviewId)).toHaveLength(1);
    expect(await mailsTo(app, writer.email, 'review-answered')).toHaveLength(1);
    const view = await staffCall('GET', `/admin/v1/reported-reviews/${reviewId}`);
    expect(view.json().Data).toMatchObject({ Status: 'reported', OpenReportCount: 1 });
    expect(['คำตอบที่หนึ่ง', 'คำตอบที่สอง', 'คำตอบที่สาม']).toContain(view.json().Data.Answer.Body);
    // The open reports' list shows the answer too.
    const open = await staffCall('GET', '/admin/v1/reported-reviews');
    expect(
      open.json().Data.Items.find((item: { Id: number }) => item.Id === reviewId).Answer,
    ).not.toBeNull();
  });

  it('lists every review newest first with Status=all, paged and searchable', async () => {
    const writers = await Promise.all([createTestCustomer(app), createTestCustomer(app)]);
    const bookId = ids['detective-harry']!;
    const marker = `ค้นหา${process.pid}`;
    const made: number[] = [];
    for (const writer of writers) {
      const response = await app.inject({
        method: 'POST',
        url: `/v2/product/productreviewsadd/${bookId}`,
        headers: { Token: writer.token },
        remoteAddress: nextAddress(),
        payload: { Data: { Rating: 5, Title: marker, ReviewText: 'เล่มนี้ดีมากจริง ๆ ครับ' } },
      });
      expect(response.statusCode, response.body).toBe(200);
      made.push(Number(response.json().Data.Id));
    }
    const first = await staffCall(
      'GET',
      `/admin/v1/reported-reviews?Status=all&Q=${encodeURIComponent(marker)}&PageSize=1`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data).toMatchObject({ HasNextPage: true, Page: 1 });
    expect(first.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([made[1]]);
    const second = await staffCall(
      'GET',
      `/admin/v1/reported-reviews?Status=all&Q=${encodeURIComponent(marker)}&PageSize=1&Page=2`,
    );
    expect(second.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([made[0]]);
    expect(second.json().Data.HasNextPage).toBe(false);
    // Not reported: absent from the default list.
    const open = await staffCall(
      'GET',
      `/admin/v1/reported-reviews?Q=${encodeURIComponent(marker)}`,
    );
    expect(open.json().Data.Items).toEqual([]);
  });
});
