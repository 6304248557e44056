import {
  ReviewActionResponseSchema,
  ReviewPageResponseSchema,
  ReviewResponseSchema,
  ReviewVoteResponseSchema,
  type ReviewPage,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { post, registerVerified } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  createTestCustomer,
  type TestCustomer,
  type TestCustomerOverrides,
  visitorAddresses,
} from '../../../test/customer-fixture.js';

describe('reviews', () => {
  let app: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  /** A distinct client address per call, so one test's writes do not throttle another's. */
  const nextAddress = visitorAddresses('10.30');

  type CallOptions = { language?: 'th' | 'en'; remoteAddress?: string };
  const headersOf = (customer: Pick<TestCustomer, 'token'> | null, options: CallOptions) => ({
    ...(customer ? { Token: customer.token } : {}),
    ...(options.language ? { Language: options.language } : {}),
  });

  const write = (
    customer: Pick<TestCustomer, 'token'> | null,
    bookId: number,
    data: { Rating: number; Title: string; ReviewText: string },
    options: CallOptions = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/v2/product/productreviewsadd/${bookId}`,
      headers: headersOf(customer, options),
      remoteAddress: options.remoteAddress ?? nextAddress(),
      payload: { Data: data },
    });

  const review = (rating: number, title = `หัวข้อ ${rating} ดาว`) => ({
    Rating: rating,
    Title: title,
    ReviewText: `อ่านสนุกมาก ให้ ${rating} ดาว แนะนำเลยครับ`,
  });

  const page = async (
    customer: Pick<TestCustomer, 'token'> | null,
    bookId: number,
    query: string = '',
    options: CallOptions = {},
  ): Promise<ReviewPage> => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/product/productreviewspagging?productId=${bookId}${query}`,
      headers: headersOf(customer, options),
    });
    expect(response.statusCode, response.body).toBe(200);
    return ReviewPageResponseSchema.parse(response.json()).Data!;
  };

  const vote = (customer: TestCustomer, reviewId: number, helpful: boolean) =>
    app.inject({
      method: 'POST',
      url: `/v2/product/productreviewhelpful/${reviewId}`,
      headers: headersOf(customer, {}),
      remoteAddress: nextAddress(),
      payload: { Data: { Helpful: helpful } },
    });

  const report = (
    customer: TestCustomer,
    reviewId: number,
    options: CallOptions = {},
    reason = 'spam',
  ) =>
    app.inject({
      method: 'POST',
      url: `/v2/product/productreviewreport/${reviewId}`,
      headers: headersOf(customer, options),
      remoteAddress: nextAddress(),
      payload: { Data: { Reason: reason, Note: 'โฆษณา  ขายของ' } },
    });

  const remove = (customer: TestCustomer, bookId: number, options: CallOptions = {}) =>
    app.inject({
      method: 'POST',
      url: `/v2/product/productreviewsdelete/${bookId}`,
      headers: headersOf(customer, options),
      remoteAddress: nextAddress(),
    });

  const customer = (overrides: TestCustomerOverrides = {}) => createTestCustomer(app, overrides);

  const own = (customerId: number, bookId: number) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source)
          values (${customerId}, ${bookId}, 'purchase')`,
    );

  /** The book's counters and a fresh aggregate of its published reviews. */
  const counters = async (bookId: number) => {
    const [row] = await executeRows<{
      rating_sum: number;
      rating_count: number;
      fresh_sum: number;
      fresh_count: number;
    }>(
      app.database.db,
      sql`select b.rating_sum, b.rating_count,
                 coalesce((select sum(rating) from reviews r
                           where r.book_id = b.id and r.status = 'published'), 0)::int as fresh_sum,
                 (select count(*) from reviews r
                  where r.book_id = b.id and r.status = 'published')::int as fresh_count
          from books b where b.id = ${bookId}`,
    );
    return {
      sum: Number(row?.rating_sum),
      count: Number(row?.rating_count),
      freshSum: Number(row?.fresh_sum),
      freshCount: Number(row?.fresh_count),
    };
  };

  it('writes a review, edits it on a second write, and marks a buyer as verified', async () => {
    const bookId = ids['detective-harry']!;
    const writer = await customer({ firstName: 'สมหญิง', lastName: 'เจริญสุข' });
    const title = '  สนุก  มาก ๆ  ';
    // A decomposed "é" is stored composed (NFC); Thai, inner spaces and line breaks stay as typed.
    const text = 'อ่านแล้ววางไม่ลง\n\nตอนจบหักมุม  มาก ๆ ที่ cafe\u0301';
    const created = await write(writer, bookId, { Rating: 4, Title: title, ReviewText: text });
    expect(created.statusCode, created.body).toBe(200);
    const first = ReviewResponseSchema.parse(created.json()).Data!;
    expect(first).toMatchObject({
      ProductId: bookId,
      Rating: 4,
      Title: 'สนุก  มาก ๆ',
      ReviewText: 'อ่านแล้ววางไม่ลง\n\nตอนจบหักมุม  มาก ๆ ที่ caf\u00e9',
      CustomerName: 'สมหญิง จ.',
      VerifiedBuyer: false,
      IsMine: true,
      Status: 'published',
      HelpfulCount: 0,
      Language: 'th',
    });
    expect(JSON.stringify(created.json())).not.toContain(writer.email);

    await own(writer.customerId, bookId);
    const edited = await write(
      writer,
      bookId,
      { Rating: 2, Title: 'Changed my mind', ReviewText: 'The ending was weak after all.' },
      { language: 'en' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const second = ReviewResponseSchema.parse(edited.json()).Data!;
    expect(second).toMatchObject({
      Id: first.Id,
      Rating: 2,
      Title: 'Changed my mind',
      VerifiedBuyer: true,
      Language: 'en',
    });
    expect(Date.parse(second.UpdatedAt)).toBeGreaterThanOrEqual(Date.parse(second.CreatedAt));

    const rows = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from reviews where book_id = ${bookId} and customer_id = ${writer.customerId}`,
    );
    expect(rows).toHaveLength(1);
    expect(await counters(bookId)).toEqual({ sum: 2, count: 1, freshSum: 2, freshCount: 1 });

    const guestView = await page(null, bookId);
    expect(guestView.Items).toHaveLength(1);
    expect(guestView.Items[0]).toMatchObject({ VerifiedBuyer: true, IsMine: false });
    expect(guestView.MyReview).toBeNull();
    const ownView = await page(writer, bookId);
    expect(ownView.Items[0]?.IsMine).toBe(true);
    expect(ownView.MyReview?.Id).toBe(first.Id);
  });

  it('says what is wrong with each field, in Thai and in English', async () => {
    const writer = await customer();
    const bookId = ids['python']!;
    const bad = { Rating: 6, Title: '   ', ReviewText: 'สั้น' };
    const th = await write(writer, bookId, bad, { language: 'th' });
    expect(th.statusCode).toBe(400);
    expect(th.json()).toEqual({
      Data: null,
      ErrorList: [
        'คะแนน: กรุณาให้คะแนน 1 ถึง 5 ดาว',
        'หัวข้อรีวิว: กรุณาใส่หัวข้อ',
        'ข้อความรีวิว: กรุณาเขียนอย่างน้อย 10 ตัวอักษร',
      ],
    });
    const en = await write(writer, bookId, bad, { language: 'en' });
    expect(en.json().ErrorList).toEqual([
      'Rating: please give 1 to 5 stars.',
      'Title: please give your review a title.',
      'Review: please write at least 10 characters.',
    ]);

    const long = await write(
      writer,
      bookId,
      { Rating: 0, Title: 'ก'.repeat(151), ReviewText: 'ข'.repeat(5001) },
      { language: 'en' },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().ErrorList).toEqual([
      'Rating: please give 1 to 5 stars.',
      'Title: at most 150 characters (now 151).',
      'Review: at most 5000 characters (now 5001).',
    ]);
    const longTh = await write(
      writer,
      bookId,
      { Rating: 3, Title: 'ก'.repeat(151), ReviewText: 'ข'.repeat(20) },
      { language: 'th' },
    );
    expect(longTh.json().ErrorList).toEqual(['หัวข้อรีวิว: ยาวได้ไม่เกิน 150 ตัวอักษร (ตอนนี้ 151)']);

    const notWhole = await write(writer, bookId, { ...review(3), Rating: 3.5 }, { language: 'en' });
    expect(notWhole.statusCode).toBe(400);
    expect(notWhole.json().ErrorList).toEqual(['Data.Rating: must be a whole number.']);

    // Exactly at the limits is fine.
    const edge = await write(writer, bookId, {
      Rating: 1,
      Title: 'ก'.repeat(150),
      ReviewText: 'ข'.repeat(5000),
    });
    expect(edge.statusCode, edge.body).toBe(200);

    const guest = await write(null, bookId, review(5));
    expect(guest.statusCode).toBe(401);

    const unknown = await write(writer, 999_999, review(5), { language: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['This book does not exist.']);
    const pageOfUnknown = await app.inject({
      method: 'GET',
      url: '/v2/product/productreviewspagging?productId=999999',
      headers: { Language: 'th' },
    });
    expect(pageOfUnknown.statusCode).toBe(404);
    expect(pageOfUnknown.json().ErrorList).toEqual(['ไม่พบหนังสือเล่มนี้']);

    await app.database.db.execute(
      sql`update books set published = false where id = ${ids['english-only']!}`,
    );
    const unpublished = await write(writer, ids['english-only']!, review(5));
    expect(unpublished.statusCode).toBe(404);
    await app.database.db.execute(
      sql`update books set published = true where id = ${ids['english-only']!}`,
    );
  });

  it('sorts by helpfulness, date and rating, 18 a page, with a summary', async () => {
    const bookId = ids['mentions-harry']!;
    const writers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    // One at a time, so that "newest" has a clear order.
    const reviewIds: number[] = [];
    for (const [index, writer] of writers.entries()) {
      const response = await write(writer, bookId, review((index % 5) + 1));
      expect(response.statusCode, response.body).toBe(200);
      reviewIds.push(ReviewResponseSchema.parse(response.json()).Data!.Id);
    }
    // Review 3 gets two votes, review 7 one.
    for (const [voter, reviewId] of [
      [writers[0]!, reviewIds[3]!],
      [writers[1]!, reviewIds[3]!],
      [writers[2]!, reviewIds[7]!],
    ] as const)
      expect((await vote(voter, reviewId, true)).statusCode).toBe(200);

    const helpful = await page(writers[0]!, bookId);
    expect(helpful.OrderBy).toBe('helpful');
    expect(helpful.Items.slice(0, 2).map((item) => item.Id)).toEqual([reviewIds[3], reviewIds[7]]);
    expect(helpful.Items[0]).toMatchObject({ HelpfulCount: 2, VotedHelpful: true });
    expect(helpful.Items[1]).toMatchObject({ HelpfulCount: 1, VotedHelpful: false });
    // Then newest first.
    expect(helpful.Items[2]?.Id).toBe(reviewIds[19]);
    expect(helpful.Items).toHaveLength(18);
    expect(helpful.Paging).toEqual({
      PageNumber: 1,
      PageSize: 18,
      TotalItems: 20,
      TotalPages: 2,
    });
    expect(helpful.Summary).toEqual({
      Average: 3,
      TotalReviews: 20,
      Distribution: [5, 4, 3, 2, 1].map((rating) => ({ Rating: rating, Count: 4 })),
    });

    const newest = await page(null, bookId, '&orderBy=newest&pageNumber=2');
    expect(newest.Items.map((item) => item.Id)).toEqual([reviewIds[1], reviewIds[0]]);
    const high = await page(null, bookId, '&orderBy=rating_high');
    expect(high.Items.slice(0, 4).map((item) => item.Rating)).toEqual([5, 5, 5, 5]);
    expect(high.Items[0]?.Id).toBe(reviewIds[19]);
    const low = await page(null, bookId, '&orderBy=rating_low');
    expect(low.Items.slice(0, 5).map((item) => item.Rating)).toEqual([1, 1, 1, 1, 2]);

    const badSort = await app.inject({
      method: 'GET',
      url: `/v2/product/productreviewspagging?productId=${bookId}&orderBy=best`,
      headers: { Language: 'en' },
    });
    expect(badSort.statusCode).toBe(400);
  });

  it('counts a helpful vote once, takes it back, and refuses a vote on one’s own review', async () => {
    const bookId = ids['python']!;
    const [writer, reader] = await Promise.all([customer(), customer()]);
    const saved = ReviewResponseSchema.parse((await write(writer, bookId, review(5))).json()).Data!;

    const votes = await Promise.all(Array.from({ length: 5 }, () => vote(reader, saved.Id, true)));
    for (const response of votes) expect(response.statusCode).toBe(200);
    expect(ReviewVoteResponseSchema.parse(votes[0]!.json()).Data).toMatchObject({
      VotedHelpful: true,
      HelpfulCount: 1,
    });
    const taken = await vote(reader, saved.Id, false);
    expect(ReviewVoteResponseSchema.parse(taken.json()).Data).toEqual({
      ReviewId: saved.Id,
      HelpfulCount: 0,
      VotedHelpful: false,
    });
    const again = await vote(reader, saved.Id, false);
    expect(ReviewVoteResponseSchema.parse(again.json()).Data?.HelpfulCount).toBe(0);

    const ownVote = await app.inject({
      method: 'POST',
      url: `/v2/product/productreviewhelpful/${saved.Id}`,
      headers: { Token: writer.token, Language: 'en' },
      payload: { Data: { Helpful: true } },
    });
    expect(ownVote.statusCode).toBe(403);
    expect(ownVote.json().ErrorList).toEqual(['You cannot vote for your own review.']);

    const missing = await vote(reader, 99_999_999, true);
    expect(missing.statusCode).toBe(404);
  });

  it('hides a reported review from others and from the rating, and tells its writer', async () => {
    const bookId = ids['english-only']!;
    const [writer, reporter, other] = await Promise.all([customer(), customer(), customer()]);
    const saved = ReviewResponseSchema.parse((await write(writer, bookId, review(1))).json()).Data!;
    expect(await counters(bookId)).toMatchObject({ sum: 1, count: 1 });

    const ownReport = await report(writer, saved.Id, { language: 'th' });
    expect(ownReport.statusCode).toBe(403);
    expect(ownReport.json().ErrorList).toEqual(['คุณรายงานรีวิวของตัวเองไม่ได้']);

    const reported = await report(reporter, saved.Id, { language: 'en' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(ReviewActionResponseSchema.parse(reported.json()).Data?.Message).toBe(
      'Thank you: the review is hidden until our team has looked at it.',
    );
    const twice = await report(reporter, saved.Id, { language: 'en' });
    expect(twice.statusCode).toBe(409);
    const badReason = await report(other, saved.Id, {}, 'boring');
    expect(badReason.statusCode).toBe(400);

    expect(await counters(bookId)).toEqual({ sum: 0, count: 0, freshSum: 0, freshCount: 0 });
    const othersView = await page(other, bookId);
    expect(othersView.Items).toEqual([]);
    expect(othersView.Summary.TotalReviews).toBe(0);
    const writersView = await page(writer, bookId);
    expect(writersView.Items).toEqual([]);
    expect(writersView.MyReview).toMatchObject({ Id: saved.Id, Status: 'reported' });
    // Votes on a review waiting for staff: as if it were not there.
    expect((await vote(other, saved.Id, true)).statusCode).toBe(404);

    // Editing keeps it waiting, and out of the rating.
    const edited = await write(writer, bookId, review(5));
    expect(ReviewResponseSchema.parse(edited.json()).Data?.Status).toBe('reported');
    expect(await counters(bookId)).toMatchObject({ sum: 0, count: 0 });

    const [stored] = await executeRows<{ reason: string; note: string }>(
      app.database.db,
      sql`select reason, note from review_reports where review_id = ${saved.Id}`,
    );
    expect(stored).toEqual({ reason: 'spam', note: 'โฆษณา  ขายของ' });
  });

  it('lets only the writer delete their review', async () => {
    const bookId = ids['hp-1']!;
    const before = await counters(bookId);
    const [writer, stranger] = await Promise.all([customer(), customer()]);
    const saved = ReviewResponseSchema.parse((await write(writer, bookId, review(3))).json()).Data!;
    // Imported ratings are a baseline the reviews add to.
    expect(await counters(bookId)).toMatchObject({
      sum: before.sum + 3,
      count: before.count + 1,
    });

    const strangers = await remove(stranger, bookId, { language: 'en' });
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().ErrorList).toEqual(['You have not reviewed this book.']);
    expect((await page(null, bookId)).Items.map((item) => item.Id)).toEqual([saved.Id]);

    // A stranger's write is their own review, never an edit of another's.
    await write(stranger, bookId, review(5));
    const [writersRow] = await executeRows<{ rating: number }>(
      app.database.db,
      sql`select rating from reviews where id = ${saved.Id}`,
    );
    expect(writersRow?.rating).toBe(3);

    const deleted = await remove(writer, bookId, { language: 'th' });
    expect(deleted.statusCode).toBe(200);
    expect(ReviewActionResponseSchema.parse(deleted.json()).Data).toEqual({
      ReviewId: saved.Id,
      Message: 'ลบรีวิวของคุณแล้ว',
    });
    expect(await counters(bookId)).toMatchObject({
      sum: before.sum + 5,
      count: before.count + 1,
    });
    expect((await remove(writer, bookId)).statusCode).toBe(404);
  });

  it('takes a deleted account’s reviews and helpful votes away with it', async () => {
    const [bookId, otherBookId] = [ids['python']!, ids['hp-1']!];
    const [other, leaving] = [await customer(), await registerVerified(app, { language: 'en' })];
    const before = await counters(bookId);
    const othersReview = ReviewResponseSchema.parse(
      (await write(other, otherBookId, review(2))).json(),
    ).Data!;
    expect((await write(leaving, bookId, review(4))).statusCode).toBe(200);
    expect((await vote(leaving, othersReview.Id, true)).statusCode).toBe(200);
    expect(await counters(bookId)).toMatchObject({ sum: before.sum + 4, count: before.count + 1 });

    const deleted = await post(
      app,
      '/v2/customer/deactivate',
      { Password: leaving.password },
      { token: leaving.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await counters(bookId)).toMatchObject({ sum: before.sum, count: before.count });
    const [left] = await executeRows<{ reviews: number; votes: number; helpful: number }>(
      app.database.db,
      sql`select (select count(*) from reviews where customer_id = ${leaving.customerId})::int as reviews,
                 (select count(*) from review_votes where customer_id = ${leaving.customerId})::int as votes,
                 (select helpful_count from reviews where id = ${othersReview.Id}) as helpful`,
    );
    expect(left).toEqual({ reviews: 0, votes: 0, helpful: 0 });
  });

  it('keeps the book’s counters right under parallel writes, edits, votes, reports and deletes', async () => {
    const bookId = ids['mystery-01']!;
    const writers = await Promise.all(Array.from({ length: 30 }, () => customer()));
    // Each writer writes twice at once: one review each, whichever lands first, edited by the other.
    const firstRound = await Promise.all(
      writers.flatMap((writer, index) => [
        write(writer, bookId, review((index % 5) + 1)),
        write(writer, bookId, review(((index + 2) % 5) + 1)),
      ]),
    );
    for (const response of firstRound) expect(response.statusCode, response.body).toBe(200);
    const reviewOf = writers.map(
      (_writer, index) => ReviewResponseSchema.parse(firstRound[index * 2]!.json()).Data!.Id,
    );
    expect(new Set(reviewOf).size).toBe(30);
    expect(reviewOf).toEqual(
      writers.map(
        (_writer, index) => ReviewResponseSchema.parse(firstRound[index * 2 + 1]!.json()).Data!.Id,
      ),
    );
    let now = await counters(bookId);
    expect(now).toMatchObject({ count: 30, sum: now.freshSum });

    // At once: writers 0-9 edit theirs, 10-19 vote on them (and take some back), 20-24 delete
    // theirs while others vote on them, and 0-9 report the reviews of 25-29 (two reports each).
    const mixed = await Promise.all([
      ...writers
        .slice(0, 10)
        .map((writer, index) => write(writer, bookId, review(5 - (index % 2)))),
      ...writers
        .slice(10, 20)
        .flatMap((writer, index) => [
          vote(writer, reviewOf[index]!, true),
          vote(writer, reviewOf[(index + 1) % 10]!, true),
          vote(writer, reviewOf[(index + 1) % 10]!, index % 2 === 0),
        ]),
      ...writers.slice(20, 25).map((writer) => remove(writer, bookId)),
      ...writers
        .slice(20, 25)
        .map((_writer, index) => vote(writers[index]!, reviewOf[20 + index]!, true)),
      ...writers
        .slice(25, 30)
        .flatMap((_writer, index) => [
          report(writers[index]!, reviewOf[25 + index]!),
          report(writers[index + 5]!, reviewOf[25 + index]!),
        ]),
    ]);
    for (const response of mixed) expect([200, 404], response.body).toContain(response.statusCode);

    now = await counters(bookId);
    expect(now.count).toBe(30 - 5 - 5);
    expect(now.sum).toBe(now.freshSum);
    expect(now.count).toBe(now.freshCount);
    const [helpful] = await executeRows<{ mismatched: number }>(
      app.database.db,
      sql`select count(*)::int as mismatched from reviews r
          where r.book_id = ${bookId}
            and r.helpful_count <> (select count(*) from review_votes v where v.review_id = r.id)`,
    );
    expect(Number(helpful?.mismatched)).toBe(0);
    const summary = (await page(null, bookId)).Summary;
    expect(summary.TotalReviews).toBe(20);
    expect(summary.Average).toBe(Math.round((now.sum / now.count) * 10) / 10);
  });

  it('limits review writes per customer', async () => {
    const writer = await customer();
    const bookId = ids['python']!;
    const responses = [];
    for (let index = 0; index < 31; index += 1)
      responses.push(await write(writer, bookId, review((index % 5) + 1), { language: 'en' }));
    expect(responses.slice(0, 30).every((response) => response.statusCode === 200)).toBe(true);
    const refused = responses[30]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().ErrorList).toEqual([
      'Too many review changes. Please wait 60 minutes and try again.',
    ]);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
