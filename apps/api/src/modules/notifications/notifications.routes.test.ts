import { readFile } from 'node:fs/promises';
import {
  FollowChangeResponseSchema,
  FollowListResponseSchema,
  type NotificationPage,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { mailsTo } from '../../../test/accounts-fixture.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { createTestCustomer, type TestCustomer } from '../../../test/customer-fixture.js';
import {
  firstId,
  notificationPage,
  publishBook as publishWith,
  readerCall,
  startNotificationsApp,
  type CatalogEditor,
} from '../../../test/notifications-fixture.js';

describe('follow and notify', () => {
  let app: TestApp;
  let editor: CatalogEditor;
  let seriesId: number;
  let authorId: number;
  let otherAuthorId: number;
  let publisherId: number;
  let categoryId: number;
  let volume = 10;

  beforeAll(async () => {
    // Jobs are worked only when a test drains them.
    ({ app, editor, publisherId, categoryId } = await startNotificationsApp());
    seriesId = await firstId(app, sql`select id from series order by id limit 1`);
    authorId = await firstId(app, sql`select id from contributors order by id limit 1`);
    otherAuthorId = await firstId(app, sql`select id from contributors order by id desc limit 1`);
  });

  afterAll(async () => {
    await app.close();
  });

  const FANOUT_JOBS = [JOBS.notificationsPublished, JOBS.notificationsMailNow];
  const drain = () => app.jobs.drain(FANOUT_JOBS);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    customer: TestCustomer | null,
    payload?: object,
    language: 'th' | 'en' = 'en',
  ) => readerCall(app, method, url, customer, payload, language);

  const follow = (customer: TestCustomer, Kind: string, TargetId: number) =>
    call('POST', '/v2/follows', customer, { Kind, TargetId });
  const unfollow = (customer: TestCustomer, Kind: string, TargetId: number) =>
    call('POST', '/v2/follows/remove', customer, { Kind, TargetId });

  const pageOf = (customer: TestCustomer): Promise<NotificationPage> =>
    notificationPage(app, customer);

  const setFrequency = async (customer: TestCustomer, EmailFrequency: string) => {
    const response = await call('POST', '/v2/notifications/settings', customer, {
      EmailFrequency,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** Staff create a book (a draft) and publish it, as the back office does. */
  const publishBook = async (
    fields: { seriesId?: number | null; authorId?: number; publisherId?: number | null } = {},
  ): Promise<number> => {
    volume += 1;
    return publishWith(app, editor, {
      NameTh: `เล่มใหม่ ${volume}`,
      NameEn: `New volume ${volume}`,
      ShortDescriptionTh: 'เรื่องย่อ',
      ShortDescriptionEn: 'A short description.',
      PublisherId: fields.publisherId === undefined ? publisherId : fields.publisherId,
      SeriesId: fields.seriesId === undefined ? seriesId : fields.seriesId,
      SeriesVolume: volume,
      Contributors: [{ ContributorId: fields.authorId ?? authorId, Role: 'author' }],
      CategoryIds: [categoryId],
      PriceSatang: 19900,
    });
  };

  const notificationsOfBook = (bookId: number) =>
    executeRows<{ customer_id: number; kind: string }>(
      app.database.db,
      sql`select customer_id, kind from notifications where book_id = ${bookId} order by customer_id`,
    );

  it('answers a guest 401 on every customer call', async () => {
    for (const [method, url] of [
      ['POST', '/v2/follows'],
      ['POST', '/v2/follows/remove'],
      ['GET', '/v2/follows'],
      ['GET', '/v2/notifications'],
      ['GET', '/v2/notifications/unread-count'],
      ['POST', '/v2/notifications/1/read'],
      ['POST', '/v2/notifications/read-all'],
      ['GET', '/v2/notifications/settings'],
      ['POST', '/v2/notifications/settings'],
    ] as const) {
      const response = await call(
        method,
        url,
        null,
        method === 'POST' ? { Kind: 'series', TargetId: 1 } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('follows once however often and however concurrently; unfollows idempotently', async () => {
    const customer = await createTestCustomer(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => follow(customer, 'series', seriesId)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(FollowChangeResponseSchema.parse(answer.json()).Data).toEqual({
        Kind: 'series',
        TargetId: seriesId,
        IsFollowing: true,
      });
    }
    const [row] = await executeRows<{ total: number }>(
      app.database.db,
      sql`select count(*)::int as total from follows where customer_id = ${customer.customerId}`,
    );
    expect(row!.total).toBe(1);

    expect((await follow(customer, 'contributor', authorId)).statusCode).toBe(200);
    const list = FollowListResponseSchema.parse(
      (await call('GET', '/v2/follows', customer)).json(),
    ).Data!;
    expect(list.Items.map((item) => [item.Kind, item.TargetId])).toEqual([
      ['contributor', authorId],
      ['series', seriesId],
    ]);
    expect(list.Items.every((item) => item.Name.length > 0)).toBe(true);

    const removed = await Promise.all([
      unfollow(customer, 'contributor', authorId),
      unfollow(customer, 'contributor', authorId),
    ]);
    for (const answer of removed) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().Data.IsFollowing).toBe(false);
    }
    const after = FollowListResponseSchema.parse(
      (await call('GET', '/v2/follows', customer)).json(),
    ).Data!;
    expect(after.Items.map((item) => item.Kind)).toEqual(['series']);

    const missing = await follow(customer, 'publisher', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['There is nothing by that id to follow.']);
    expect((await follow(customer, 'shelf', 1)).statusCode).toBe(400);
  });

  it('tells a new volume to its series’ followers only, once, and the fan-out run twice tells nobody twice', async () => {
    const seriesFan = await createTestCustomer(app);
    const authorFan = await createTestCustomer(app);
    const both = await createTestCustomer(app);
    const stranger = await createTestCustomer(app);
    for (const customer of [seriesFan, authorFan, both, stranger])
      await setFrequency(customer, 'never');
    await follow(seriesFan, 'series', seriesId);
    await follow(authorFan, 'contributor', authorId);
    await follow(both, 'series', seriesId);
    await follow(both, 'contributor', authorId);
    await follow(stranger, 'contributor', otherAuthorId);

    const bookId = await publishBook();
    // Nothing is told before the job runs: the storefront's request only wrote the job.
    expect(await notificationsOfBook(bookId)).toEqual([]);
    await drain();
    const kindsOf = async () =>
      Object.fromEntries(
        (await notificationsOfBook(bookId)).map((row) => [Number(row.customer_id), row.kind]),
      );
    const told = await kindsOf();
    expect(told[seriesFan.customerId]).toBe('new_volume');
    expect(told[authorFan.customerId]).toBe('new_book');
    expect(told[both.customerId]).toBe('new_volume');
    expect(told[stranger.customerId]).toBeUndefined();

    const total = Object.keys(told).length;
    await app.services.notifications.fanOutPublished([bookId]);
    await app.services.notifications.fanOutPublished([bookId]);
    expect(Object.keys(await kindsOf())).toHaveLength(total);
    expect((await notificationsOfBook(bookId)).length).toBe(total);

    const page = await pageOf(seriesFan);
    const item = page.Items.find((entry) => entry.ProductId === bookId);
    expect(item).toMatchObject({ Kind: 'new_volume', IsRead: false });
    expect(item?.ProductName).toBe(`New volume ${volume}`);
    expect(item?.SeriesName).toBeTruthy();
    expect(page.UnreadCount).toBeGreaterThanOrEqual(1);
  });

  it('writes no fan-out job for a book nobody follows', async () => {
    const jobsNow = async () =>
      Number(
        (
          await executeRows<{ total: number }>(
            app.database.db,
            sql`select count(*)::int as total from pgboss.job where name = ${JOBS.notificationsPublished}`,
          )
        )[0]!.total,
      );
    const [lonely] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into contributors (name_th, name_en) values ('ไม่มีใครตาม', 'Nobody Follows') returning id`,
    );
    const before = await jobsNow();
    await publishBook({ seriesId: null, publisherId: null, authorId: Number(lonely!.id) });
    expect(await jobsNow()).toBe(before);
  });

  it('keeps each customer’s notifications their own: not listed, not markable by another', async () => {
    const owner = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await setFrequency(owner, 'never');
    await follow(owner, 'series', seriesId);
    await publishBook();
    await drain();
    const mine = await pageOf(owner);
    expect(mine.Items.length).toBeGreaterThan(0);
    const id = mine.Items[0]!.Id;

    expect((await pageOf(other)).Items).toEqual([]);
    const stolen = await call('POST', `/v2/notifications/${id}/read`, other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().ErrorList).toEqual(['This notification does not exist.']);
    expect((await pageOf(owner)).Items[0]!.IsRead).toBe(false);

    const unread = (await call('GET', '/v2/notifications/unread-count', owner)).json().Data;
    expect(unread.UnreadCount).toBe(mine.UnreadCount);
    const read = await call('POST', `/v2/notifications/${id}/read`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().Data.UnreadCount).toBe(mine.UnreadCount - 1);
    const all = await call('POST', '/v2/notifications/read-all', owner);
    expect(all.json().Data.UnreadCount).toBe(0);
    expect((await pageOf(owner)).Items.every((entry) => entry.IsRead)).toBe(true);
  });

  it('e-mails by the reader’s choice: at once with one-click unsubscribe headers, a daily digest, or never', async () => {
    const now = await createTestCustomer(app, { language: 'en' });
    const daily = await createTestCustomer(app, { language: 'th' });
    const never = await createTestCustomer(app);
    await setFrequency(daily, 'daily');
    await setFrequency(never, 'never');
    expect((await call('GET', '/v2/notifications/settings', daily)).json().Data).toEqual({
      EmailFrequency: 'daily',
    });
    // Default: at once.
    expect((await call('GET', '/v2/notifications/settings', now)).json().Data).toEqual({
      EmailFrequency: 'immediate',
    });
    for (const customer of [now, daily, never]) await follow(customer, 'publisher', publisherId);

    await publishBook({ seriesId: null });
    await drain();

    const [mail, ...more] = await mailsTo(app, now.email, 'notifications');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('News from what you follow (1)');
    expect(mail?.text).toContain(`• New book: New volume ${volume}`);
    const unsubscribe = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<http.+\/api\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const eml = await readFile(mail!.file, 'utf8');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Folded onto the next line by the composer (RFC 5322 folding), as mail programs read it.
    expect(eml).toMatch(/List-Unsubscribe:\s+<http/);

    expect(await mailsTo(app, daily.email)).toEqual([]);
    expect(await mailsTo(app, never.email)).toEqual([]);

    await app.services.notifications.runDigest('daily');
    await app.services.notifications.runDigest('daily');
    const digests = await mailsTo(app, daily.email, 'notifications-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('สรุปการแจ้งเตือนของคุณ (1 รายการ)');
    expect(digests[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await app.services.notifications.runDigest('weekly');
    expect(await mailsTo(app, never.email)).toEqual([]);
    // The reader's notifications are still in the store, whatever the e-mail choice.
    expect((await pageOf(never)).Items.length).toBeGreaterThan(0);
  });

  it('tells a delivered pre-order written by another module as the `notifications.create` job, once', async () => {
    const buyer = await createTestCustomer(app, { language: 'en' });
    const bookId = await publishBook({ seriesId: null });
    const event = {
      kind: 'preorder_delivered',
      customerIds: [buyer.customerId],
      productId: bookId,
    };
    await app.database.db.transaction(async (tx) => {
      await app.jobs.send(JOBS.notificationsCreate, event, { tx });
      await app.jobs.send(JOBS.notificationsCreate, event, { tx });
    });
    await app.jobs.drain([JOBS.notificationsCreate, JOBS.notificationsMailNow]);
    const items = (await pageOf(buyer)).Items.filter((item) => item.Kind === 'preorder_delivered');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ ProductId: bookId, ProductName: `New volume ${volume}` });
    const [mail, ...more] = await mailsTo(app, buyer.email, 'notifications');
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`• Your pre-order is on your bookshelf: New volume ${volume}`);
  });

  it('unsubscribes in one click without a session; a bad token is 400 with a clear message', async () => {
    const customer = await createTestCustomer(app);
    const token = await app.services.notifications.unsubscribeToken(customer.customerId);
    const answer = await call('POST', '/v2/notifications/unsubscribe', null, { Token: token });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data).toEqual({ EmailFrequency: 'never' });
    expect((await call('GET', '/v2/notifications/settings', customer)).json().Data).toEqual({
      EmailFrequency: 'never',
    });

    const forged = `${customer.customerId + 1}.${token.split('.')[1]}`;
    for (const bad of [forged, 'nonsense', `${customer.customerId}.${'A'.repeat(32)}`]) {
      const refused = await call('POST', '/v2/notifications/unsubscribe', null, { Token: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().ErrorList).toEqual([
        'This unsubscribe link is not valid. Sign in and change your e-mail choice on the notifications page.',
      ]);
    }
    const thai = await call('POST', '/v2/notifications/unsubscribe', null, { Token: 'x' }, 'th');
    expect(thai.json().ErrorList[0]).toContain('ลิงก์เลิกรับอีเมลนี้ไม่ถูกต้อง');
  });

  it('tells a wished book’s price drop as a notification, and its e-mail carries the unsubscribe headers', async () => {
    const customer = await createTestCustomer(app, { language: 'en' });
    const digestReader = await createTestCustomer(app, { language: 'en' });
    await setFrequency(digestReader, 'weekly');
    const bookId = await publishBook({ seriesId: null });
    for (const reader of [customer, digestReader])
      expect(
        (await call('POST', `/v2/shoppingcart/addproducttowishlist/${bookId}`, reader)).statusCode,
      ).toBe(200);
    await app.database.db.execute(sql`update books set price_satang = 9900 where id = ${bookId}`);
    await app.services.wishlist.checkPriceDrops([bookId]);
    await app.jobs.drain([JOBS.wishlistPriceDropMail]);

    for (const reader of [customer, digestReader]) {
      const item = (await pageOf(reader)).Items.find(
        (entry) => entry.ProductId === bookId && entry.Kind === 'price_drop',
      );
      expect(item).toMatchObject({ BeforeSatang: 19900, NowSatang: 9900, IsRead: false });
    }
    const [mail] = await mailsTo(app, customer.email, 'wishlist-price-drop');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/api\/unsubscribe\//);
    // The weekly reader is told in the digest instead.
    expect(await mailsTo(app, digestReader.email, 'wishlist-price-drop')).toEqual([]);
    await app.services.notifications.runDigest('weekly');
    const [digest] = await mailsTo(app, digestReader.email, 'notifications-digest');
    expect(digest?.text).toContain('฿199.00 → ฿99.00');
  });
});
