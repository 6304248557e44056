import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { formatDateTime } from '../../lib/dates.js';
import { getCatalogVersion } from '../catalog/catalog-upkeep.repository.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { lastMail } from '../../../test/accounts-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import {
  buyBooks,
  payCharge,
  placeBooks,
  settleBuying,
  startBuyingApp,
} from '../../../test/orders-fixture.js';

/**
 * Pre-orders around release day (docs/buying.md "Pre-orders"), on PostgreSQL: the release job
 * moves the catalog version when a book's release time passed since its last run (so cached
 * pages switch), the paid e-mail names pre-ordered books with their day, and the journeys' hook
 * makes a released book a pre-order again.
 */
describe('pre-orders: release day', () => {
  let app: TestApp;
  let bookId: (reference: string) => number;

  beforeAll(async () => {
    ({ app, bookId } = await startBuyingApp());
  });

  afterAll(async () => {
    await app.close();
  });

  const DAY = 86_400_000;

  /** The book opens to its buyers `ms` from now (negative: released). */
  const releaseIn = async (reference: string, ms: number | null) => {
    await executeRows(
      app.database.db,
      sql`update books set release_at = ${ms === null ? null : new Date(Date.now() + ms).toISOString()}::timestamptz
          where id = ${bookId(reference)} returning id`,
    );
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const version = () => getCatalogVersion(app.database.db);

  it('the release job moves the catalog version once when a release time passed since its last run, not otherwise', async () => {
    // A first run sets the job's mark; nothing released since then.
    await app.services.preorders.release();
    const before = await version();
    await app.services.preorders.release();
    expect(await version()).toBe(before);

    // A book still ahead does not move it either.
    await releaseIn('mystery-12', 2 * DAY);
    await app.services.preorders.release();
    expect(await version()).toBe(before);

    // Its release time passes: the next run moves the version (every cached page switches)...
    await releaseIn('mystery-12', 50);
    await sleep(100);
    await app.services.preorders.release();
    const after = await version();
    expect(after).not.toBe(before);
    // ...once: the run after that finds nothing new.
    await app.services.preorders.release();
    expect(await version()).toBe(after);

    // Two runs at once after another release: the version moves once.
    await releaseIn('mystery-13', 50);
    await sleep(100);
    await Promise.all([app.services.preorders.release(), app.services.preorders.release()]);
    expect(Number(await version())).toBe(Number(after) + 1);
  });

  it('the paid e-mail names a pre-ordered book with the day it arrives (Bangkok), Thai and English', async () => {
    await releaseIn('mystery-14', 3 * DAY);
    const releaseAt = (
      await executeRows<{ release_at: string }>(
        app.database.db,
        sql`select release_at::text from books where id = ${bookId('mystery-14')}`,
      )
    )[0]!.release_at;

    const thai = await createTestCustomer(app);
    await buyBooks(app, thai, [bookId('mystery-14'), bookId('mystery-15')]);
    const english = await createTestCustomer(app, { language: 'en' });
    const placed = await placeBooks(app, english, [bookId('mystery-14')]);
    // Bought in English (the e-mail speaks the order's language).
    await executeRows(
      app.database.db,
      sql`update orders set locale = 'en' where id = ${placed.orderId} returning id`,
    );
    await payCharge(app, placed.chargeId);
    await settleBuying(app);
    await app.jobs.drain([JOBS.mail]);

    const th = await lastMail(app, thai.email, 'order-paid-preorder');
    expect(th.text).toContain(
      `สั่งจองล่วงหน้าแล้ว จะเข้าชั้นหนังสือวันที่ ${formatDateTime(new Date(releaseAt), 'th')}`,
    );
    expect(th.text).toContain('หนังสือเล่มอื่นในคำสั่งซื้อนี้อยู่ในชั้นหนังสือพร้อมอ่านแล้ว');
    expect(th.text).not.toContain('หนังสือของคุณอยู่ในชั้นหนังสือพร้อมอ่าน');

    const en = await lastMail(app, english.email, 'order-paid-preorder');
    expect(en.text).toContain(
      `“Mystery Case 14”: pre-ordered, arrives on ${formatDateTime(new Date(releaseAt), 'en')}`,
    );
    expect(en.text).not.toContain('Your books are on your bookshelf');
    expect(en.text).not.toContain('The other books');
  });

  it("the journeys' hook makes a released book a pre-order again and moves the catalog version", async () => {
    const reference = (
      await executeRows<{ record_reference: string }>(
        app.database.db,
        sql`select record_reference from books where id = ${bookId('mystery-11')}`,
      )
    )[0]!.record_reference;
    await releaseIn('mystery-11', -DAY);
    const before = await version();
    const armed = await app.services.preorders.rearmForTest(reference, 3);
    expect(armed).toEqual({ bookId: bookId('mystery-11'), armed: true });
    expect(await version()).not.toBe(before);
    // Already ahead: left alone.
    const again = await app.services.preorders.rearmForTest(reference, 3);
    expect(again).toEqual({ bookId: bookId('mystery-11'), armed: false });
    expect(await app.services.preorders.rearmForTest('no-such-book', 3)).toBeNull();
  });

  it('staff moving a release later tell its waiting buyers once (a notification and its e-mail); earlier tells nobody', async () => {
    const staff = (await createStaffSession(app, 'catalog_editor', { language: 'en' })).headers;
    await releaseIn('mystery-10', 2 * DAY);
    const waiting = await createTestCustomer(app);
    await buyBooks(app, waiting, [bookId('mystery-10')]);
    const cancelled = await createTestCustomer(app);
    await buyBooks(app, cancelled, [bookId('mystery-10')]);
    await settleBuying(app);
    const [own] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from preorders where customer_id = ${cancelled.customerId}`,
    );
    const cancel = await app.inject({
      method: 'POST',
      url: `/v2/preorders/${own!.id}/cancel`,
      headers: { Token: cancelled.token, Language: 'en' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await settleBuying(app);

    const told = async (customerId: number) =>
      executeRows<{ kind: string; release_at: string | null }>(
        app.database.db,
        sql`select kind::text, payload->>'releaseAt' as release_at from notifications
            where customer_id = ${customerId} and book_id = ${bookId('mystery-10')}
            order by id`,
      );
    const move = async (ms: number) => {
      const releaseAt = new Date(Date.now() + ms).toISOString();
      const response = await app.inject({
        method: 'PATCH',
        url: `/admin/v1/catalog/books/${bookId('mystery-10')}`,
        headers: staff,
        payload: { ReleaseAt: releaseAt },
      });
      expect(response.statusCode, response.body).toBe(200);
      await app.jobs.drain([JOBS.notificationsCreate, JOBS.notificationsMailNow]);
      return releaseAt;
    };

    // Earlier: nobody is told (the release job delivers on the day).
    await move(DAY);
    expect(await told(waiting.customerId)).toEqual([]);

    // Later: the waiting buyer is told with the new time; the one who cancelled is not.
    const later = await move(4 * DAY);
    expect(await told(waiting.customerId)).toEqual([
      { kind: 'preorder_delayed', release_at: later },
    ]);
    expect(await told(cancelled.customerId)).toEqual([]);
    const mail = await lastMail(app, waiting.email, 'notifications');
    expect(mail.text).toContain(
      `หนังสือที่สั่งจองไว้เลื่อนวางจำหน่ายเป็นวันที่ ${formatDateTime(new Date(later), 'th')}`,
    );

    // A save that leaves the time as it is tells nobody again; a second delay tells again.
    await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${bookId('mystery-10')}`,
      headers: staff,
      payload: { ReleaseAt: later },
    });
    await app.jobs.drain([JOBS.notificationsCreate]);
    expect(await told(waiting.customerId)).toHaveLength(1);
    await move(6 * DAY);
    expect(await told(waiting.customerId)).toHaveLength(2);
  });
});
