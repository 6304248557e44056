import type { NotificationItem } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { createTestCustomer, type TestCustomer } from '../../../test/customer-fixture.js';
import {
  notificationPage,
  publishBook as publishWith,
  readerCall,
  startNotificationsApp,
  type CatalogEditor,
} from '../../../test/notifications-fixture.js';

/**
 * Price drops of followed books (docs/notifications.md): staff lower a book's price through the
 * back office; the followers of its author (series, publisher) are told once, a reader who also
 * wishes it is told once, a stranger nothing.
 */
describe('price drops of followed books', () => {
  let app: TestApp;
  let editor: CatalogEditor;
  let publisherId: number;
  let categoryId: number;
  let counter = 0;

  beforeAll(async () => {
    ({ app, editor, publisherId, categoryId } = await startNotificationsApp());
  });

  afterAll(async () => {
    await app.close();
  });

  const JOBS_TO_RUN = [
    JOBS.notificationsPriceDrops,
    JOBS.wishlistPriceDrops,
    JOBS.wishlistPriceDropMail,
    JOBS.notificationsMailNow,
  ];
  const drain = () => app.jobs.drain(JOBS_TO_RUN);

  const call = (method: 'GET' | 'POST', url: string, customer: TestCustomer, payload?: object) =>
    readerCall(app, method, url, customer, payload);

  const dropsOf = async (customer: TestCustomer, bookId: number): Promise<NotificationItem[]> =>
    (await notificationPage(app, customer)).Items.filter(
      (item) => item.ProductId === bookId && item.Kind === 'price_drop',
    );

  /** A published book by a contributor of its own (so only this test's readers follow it). */
  const publishBook = async (contributorId: number): Promise<number> => {
    counter += 1;
    return publishWith(app, editor, {
      NameTh: `ราคาลด ${counter}`,
      NameEn: `Price drop ${counter}`,
      ShortDescriptionTh: 'เรื่องย่อ',
      ShortDescriptionEn: 'A short description.',
      PublisherId: publisherId,
      SeriesId: null,
      Contributors: [{ ContributorId: contributorId, Role: 'author' }],
      CategoryIds: [categoryId],
      PriceSatang: 19900,
    });
  };

  const setPrice = async (bookId: number, PriceSatang: number) => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${bookId}`,
      headers: editor.headers,
      payload: { PriceSatang },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const priceJobs = async (bookId: number) =>
    executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pgboss.job
          where name = ${JOBS.notificationsPriceDrops} and data->'bookIds' @> ${JSON.stringify([bookId])}::jsonb`,
    ).then((rows) => Number(rows[0]?.n ?? 0));

  it('tells a followed author’s price drop once to each follower, once to a reader who also wishes it, nothing to others', async () => {
    const [contributor] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into contributors (name_th, name_en) values ('ผู้เขียนราคาลด', 'Price Drop Author') returning id`,
    );
    const ownAuthorId = Number(contributor!.id);
    const bookId = await publishBook(ownAuthorId);

    const follower = await createTestCustomer(app, { language: 'en' });
    const wishingFollower = await createTestCustomer(app, { language: 'en' });
    const stranger = await createTestCustomer(app, { language: 'en' });
    for (const reader of [follower, wishingFollower]) {
      const response = await call('POST', '/v2/follows', reader, {
        Kind: 'contributor',
        TargetId: ownAuthorId,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(
      (await call('POST', `/v2/shoppingcart/addproducttowishlist/${bookId}`, wishingFollower))
        .statusCode,
    ).toBe(200);

    await setPrice(bookId, 9900);
    expect(await priceJobs(bookId)).toBe(1);
    // Workers that run the fan-out at once (a retry beside the first run) tell each reader once.
    await Promise.all(
      Array.from({ length: 4 }, () => app.services.notifications.fanOutPriceDrops([bookId])),
    );
    await drain();

    const [told] = await dropsOf(follower, bookId);
    expect(told).toMatchObject({ BeforeSatang: 19900, NowSatang: 9900, IsRead: false });
    expect(await dropsOf(follower, bookId)).toHaveLength(1);
    expect(await dropsOf(wishingFollower, bookId)).toHaveLength(1);
    expect(await dropsOf(stranger, bookId)).toEqual([]);

    // The job run again tells nobody twice.
    await app.services.notifications.fanOutPriceDrops([bookId]);
    expect(await dropsOf(follower, bookId)).toHaveLength(1);
    expect(await dropsOf(wishingFollower, bookId)).toHaveLength(1);

    // Dearer: nobody is told; cheaper again than that: told from the higher price.
    await setPrice(bookId, 15000);
    await drain();
    expect(await dropsOf(follower, bookId)).toHaveLength(1);
    await setPrice(bookId, 12000);
    await drain();
    const drops = await dropsOf(follower, bookId);
    expect(drops).toHaveLength(2);
    expect(drops[0]).toMatchObject({ BeforeSatang: 15000, NowSatang: 12000 });
  });

  it('writes no job for a book nobody follows, and keeps its mark at its price', async () => {
    const [contributor] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into contributors (name_th, name_en) values ('ผู้เขียนไม่มีผู้ติดตาม', 'Unfollowed Author') returning id`,
    );
    const ownAuthorId = Number(contributor!.id);
    const bookId = await publishBook(ownAuthorId);
    await setPrice(bookId, 5000);
    expect(await priceJobs(bookId)).toBe(0);
    const [mark] = await executeRows<{ price_satang: number }>(
      app.database.db,
      sql`select price_satang from book_price_marks where book_id = ${bookId}`,
    );
    expect(Number(mark?.price_satang)).toBe(5000);
    // A reader who follows the author now is not told of that old drop.
    const reader = await createTestCustomer(app, { language: 'en' });
    await call('POST', '/v2/follows', reader, { Kind: 'contributor', TargetId: ownAuthorId });
    await setPrice(bookId, 5000);
    await drain();
    expect(await dropsOf(reader, bookId)).toEqual([]);
  });
});
