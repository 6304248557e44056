import { randomUUID } from 'node:crypto';
import { API_ROUTES, PlacedOrderResponseSchema } from '@nangsue/contracts';
import { ADMIN_ROUTES } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import type { TestApp } from '../../../test/build-test-app.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { buyBooks, settleBuying, startBuyingApp } from '../../../test/orders-fixture.js';
import * as preordersRepository from './preorders.repository.js';

/**
 * Pre-orders (docs/buying.md "Pre-orders") on PostgreSQL: books with a release time ahead are
 * bought through the store's own calls and paid at the demo gateway over HTTP (the API listens) or
 * with coins; the release runs as the job does; cancels go through the refunds service.
 */
describe('pre-orders', () => {
  let app: TestApp;
  let bookId: (reference: string) => number;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    ({ app, bookId } = await startBuyingApp());
    staffHeaders = (await createStaffSession(app, 'catalog_editor', { language: 'en' })).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  /** The book opens to its buyers `ms` from now (negative: released). */
  const releaseIn = async (reference: string, ms: number | null) => {
    await executeRows(
      app.database.db,
      sql`update books set release_at = ${ms === null ? null : new Date(Date.now() + ms).toISOString()}::timestamptz
          where id = ${bookId(reference)} returning id`,
    );
  };

  const DAY = 86_400_000;

  const owns = async (customerId: number, reference: string) =>
    (
      await executeRows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from library_items
            where customer_id = ${customerId} and book_id = ${bookId(reference)}`,
      )
    )[0]!.n;

  const preordersOf = async (customer: TestCustomer, query = '', language = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: `/v2/preorders${query}`,
      headers: { ...asCustomer(customer), Language: language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return API_ROUTES.preorders.response.parse(response.json()).Data!;
  };

  const cancel = (customer: TestCustomer, id: number, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/v2/preorders/${id}/cancel`,
      headers: { ...asCustomer(customer), Language: language },
    });

  const orderStatus = async (orderId: number) =>
    (
      await executeRows<{ status: string; refunded_satang: number }>(
        app.database.db,
        sql`select status, refunded_satang from orders where id = ${orderId}`,
      )
    )[0]!;

  const balanceOf = async (customer: TestCustomer) =>
    (
      await app.inject({
        method: 'GET',
        url: '/v2/customer/coin/balance',
        headers: asCustomer(customer),
      })
    ).json().Data.BalanceValue as number;

  const runRelease = () =>
    app.inject({ method: 'POST', url: '/admin/v1/preorders/release', headers: staffHeaders });

  it('sells a book whose release is ahead as a pre-order: paid, not on the shelf, the order says when it arrives', async () => {
    await releaseIn('mystery-20', 3 * DAY);
    const details = await app.inject({
      method: 'GET',
      url: `/v2/product/productdetails/${bookId('mystery-20')}`,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(new Date(details.json().Data.ReleaseAt).getTime()).toBeGreaterThan(Date.now());

    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [bookId('mystery-20')]);
    expect((await orderStatus(orderId)).status).toBe('AP');
    expect(await owns(customer.customerId, 'mystery-20')).toBe(0);

    const [preorder] = await preordersOf(customer, `?orderId=${orderId}`);
    expect(preorder).toMatchObject({
      OrderId: orderId,
      BookId: bookId('mystery-20'),
      Status: 'waiting',
      CanCancel: true,
      Name: 'Mystery Case 20',
    });
    expect(new Date(preorder!.ReleaseAt!).getTime()).toBeGreaterThan(Date.now() + 2 * DAY);
    // Another customer sees none of it.
    expect(await preordersOf(await createTestCustomer(app))).toEqual([]);

    // Not released yet: the release leaves it waiting.
    expect((await runRelease()).json().Data).toEqual({ Delivered: 0 });
    expect(await owns(customer.customerId, 'mystery-20')).toBe(0);
  });

  it('a book not released yet cannot be bought as a gift (its code would open it early)', async () => {
    await releaseIn('mystery-18', 2 * DAY);
    const customer = await createTestCustomer(app);
    const response = await app.inject({
      method: 'GET',
      url: `/v2/checkout/checkoutbook?giftProductId=${bookId('mystery-18')}`,
      headers: { ...asCustomer(customer), Language: 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().ErrorList[0]).toContain('cannot be bought as a gift');
    await releaseIn('mystery-18', null);
  });

  it('a released book bought normally joins the shelf at once, as before', async () => {
    await releaseIn('mystery-01', null);
    await releaseIn('mystery-02', -DAY);
    const customer = await createTestCustomer(app);
    await buyBooks(app, customer, [bookId('mystery-01'), bookId('mystery-02')]);
    expect(await owns(customer.customerId, 'mystery-01')).toBe(1);
    expect(await owns(customer.customerId, 'mystery-02')).toBe(1);
    expect(await preordersOf(customer)).toEqual([]);
  });

  it('the release delivers every pre-order once, even run four times at once', async () => {
    await releaseIn('mystery-21', 2 * DAY);
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestCustomer(app)));
    for (const customer of customers) await buyBooks(app, customer, [bookId('mystery-21')]);
    for (const customer of customers) expect(await owns(customer.customerId, 'mystery-21')).toBe(0);

    await releaseIn('mystery-21', -1000);
    const runs = await Promise.all([
      app.services.preorders.release(),
      app.services.preorders.release(),
      runRelease().then((response) => response.json().Data.Delivered as number),
      app.services.preorders.release(),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(customers.length);
    for (const customer of customers) {
      expect(await owns(customer.customerId, 'mystery-21')).toBe(1);
      const [preorder] = await preordersOf(customer);
      expect(preorder).toMatchObject({ Status: 'delivered', CanCancel: false });
    }
    // The shelf row names the order that paid for it (downloads, refunds read it).
    const [row] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from library_items l join preorders p
          on p.customer_id = l.customer_id and p.book_id = l.book_id and p.order_id = l.order_id
          where l.book_id = ${bookId('mystery-21')}`,
    );
    expect(row!.n).toBe(customers.length);
    // Again: nothing left to do.
    expect(await app.services.preorders.release()).toBe(0);

    // Each buyer is told once (the notifications module's job, written with the delivery).
    const told = await executeRows<{
      data: { kind: string; productId: number; customerIds: number[] };
    }>(
      app.database.db,
      sql`select data from pgboss.job where name = 'notifications.create'
          and data->>'kind' = 'preorder_delivered' and (data->>'productId')::int = ${bookId('mystery-21')}`,
    );
    expect(told.flatMap((job) => job.data.customerIds).sort()).toEqual(
      customers.map((customer) => customer.customerId).sort(),
    );
  });

  it('cancel before the release refunds the line in full to the gateway; the book never arrives', async () => {
    await releaseIn('mystery-22', 2 * DAY);
    await releaseIn('mystery-03', null);
    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [bookId('mystery-22'), bookId('mystery-03')]);
    expect(await owns(customer.customerId, 'mystery-03')).toBe(1);
    const [preorder] = await preordersOf(customer, `?orderId=${orderId}`);
    const [line] = await executeRows<{ total_satang: number }>(
      app.database.db,
      sql`select total_satang from order_lines where id = ${preorder!.OrderLineId}`,
    );

    const response = await cancel(customer, preorder!.Id);
    expect(response.statusCode, response.body).toBe(200);
    expect(API_ROUTES.cancelPreorder.response.parse(response.json()).Data).toMatchObject({
      Status: 'cancelled',
      CanCancel: false,
    });
    await settleBuying(app);
    // The order stays paid for the other book, with this line refunded at the demo gateway.
    expect(await orderStatus(orderId)).toEqual({
      status: 'AP',
      refunded_satang: line!.total_satang,
    });
    const [charge] = await executeRows<{ refunded_satang: number }>(
      app.database.db,
      sql`select c.refunded_satang from demo_gateway_charges c
          join payments p on p.provider_ref = c.id where p.order_id = ${orderId}`,
    );
    expect(charge!.refunded_satang).toBe(line!.total_satang);
    const [refund] = await executeRows<{ status: string; method: string }>(
      app.database.db,
      sql`select r.status, r.method from refunds r join refund_lines l on l.refund_id = r.id
          where l.order_line_id = ${preorder!.OrderLineId}`,
    );
    expect(refund).toEqual({ status: 'succeeded', method: 'gateway' });

    // Cancelled twice: refused, nothing more refunded.
    const again = await cancel(customer, preorder!.Id);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList[0]).toContain('already been cancelled');

    // The release never grants it; the other book stays.
    await releaseIn('mystery-22', -1000);
    await app.services.preorders.release();
    expect(await owns(customer.customerId, 'mystery-22')).toBe(0);
    expect(await owns(customer.customerId, 'mystery-03')).toBe(1);
  });

  it('cancel of a pre-order paid with coins gives every coin back; the order is refunded', async () => {
    await releaseIn('mystery-23', 2 * DAY);
    const customer = await createTestCustomer(app);
    await app.database.db.transaction((tx) =>
      app.services.coins.credit(tx, {
        customerId: customer.customerId,
        source: 'staff',
        amountSatang: 100_000,
        validDays: 30,
        detail: { key: 'coins.history.staff', params: { note: 'test' } },
      }),
    );
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${bookId('mystery-23')}/1`,
      headers: asCustomer(customer),
    });
    expect(added.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/v2/checkout/userewardpoints',
      headers: asCustomer(customer),
      payload: { Data: { UseCoins: true } },
    });
    const checkout = await app.inject({
      method: 'GET',
      url: '/v2/checkout/checkoutbook',
      headers: asCustomer(customer),
    });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/v2/checkout/confirmordercoins',
      headers: { ...asCustomer(customer), 'Idempotency-Key': randomUUID() },
      payload: { Data: { CheckoutVersion: checkout.json().Data.CheckoutVersion } },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const placed = PlacedOrderResponseSchema.parse(confirmed.json()).Data!;
    expect(placed.Status).toBe('AP');
    expect(await balanceOf(customer)).toBeLessThan(100_000);
    expect(await owns(customer.customerId, 'mystery-23')).toBe(0);

    const [preorder] = await preordersOf(customer, `?orderId=${placed.OrderId}`);
    const response = await cancel(customer, preorder!.Id, 'th');
    expect(response.statusCode, response.body).toBe(200);
    expect(await balanceOf(customer)).toBe(100_000);
    expect((await orderStatus(placed.OrderId)).status).toBe('RR');
    await releaseIn('mystery-23', -1000);
    await app.services.preorders.release();
    expect(await owns(customer.customerId, 'mystery-23')).toBe(0);
  });

  it('cancel after the release is refused in Thai and English, even before the job ran', async () => {
    await releaseIn('mystery-24', 2 * DAY);
    const customer = await createTestCustomer(app);
    await buyBooks(app, customer, [bookId('mystery-24')]);
    const [preorder] = await preordersOf(customer);
    await releaseIn('mystery-24', -1000);
    expect((await preordersOf(customer))[0]!.CanCancel).toBe(false);

    const english = await cancel(customer, preorder!.Id);
    expect(english.statusCode).toBe(409);
    expect(english.json().ErrorList).toEqual([
      'This book has been released and is on your bookshelf, so the pre-order can no longer be cancelled. Please contact support if something is wrong.',
    ]);
    await app.services.preorders.release();
    const thai = await cancel(customer, preorder!.Id, 'th');
    expect(thai.statusCode).toBe(409);
    expect(thai.json().ErrorList[0]).toContain('ยกเลิกการสั่งจองล่วงหน้าไม่ได้');
    expect(await owns(customer.customerId, 'mystery-24')).toBe(1);
    // Another customer's pre-order: 404.
    expect((await cancel(await createTestCustomer(app), preorder!.Id)).statusCode).toBe(404);
  });

  it('cancel racing the release: exactly one wins, never both a grant and a refund', async () => {
    await releaseIn('mystery-25', 2 * DAY);
    const customers = await Promise.all(Array.from({ length: 8 }, () => createTestCustomer(app)));
    for (const customer of customers) await buyBooks(app, customer, [bookId('mystery-25')]);
    const preorders = await Promise.all(
      customers.map(async (customer) => (await preordersOf(customer))[0]!),
    );
    // The release time comes while the cancels are on their way: they leave 100 ms apart over
    // 0.8 s, the release time is at 0.4 s and releases run from then on.
    await releaseIn('mystery-25', 400);
    const later = <T>(ms: number, run: () => Promise<T>) =>
      new Promise((resolve) => setTimeout(resolve, ms)).then(run);
    const answers = await Promise.all([
      ...customers.map((customer, index) =>
        later(index * 100, () => cancel(customer, preorders[index]!.Id)),
      ),
      ...[400, 410, 450, 500, 600].map((ms) => later(ms, () => app.services.preorders.release())),
    ]);
    await app.services.preorders.release();
    for (const [index, customer] of customers.entries()) {
      const answer = answers[index] as Awaited<ReturnType<typeof cancel>>;
      expect([200, 409]).toContain(answer.statusCode);
      const [state] = await executeRows<{ status: string; refunds: number }>(
        app.database.db,
        sql`select p.status, (select count(*)::int from refund_lines l
              where l.order_line_id = p.order_line_id) as refunds
            from preorders p where p.id = ${preorders[index]!.Id}`,
      );
      const owned = await owns(customer.customerId, 'mystery-25');
      if (answer.statusCode === 200)
        expect({ ...state, owned }).toEqual({ status: 'cancelled', refunds: 1, owned: 0 });
      else expect({ ...state, owned }).toEqual({ status: 'delivered', refunds: 0, owned: 1 });
    }
    // Both ends of the race were run: cancels that won, and cancels the release beat.
    const codes = customers.map(
      (_, index) => (answers[index] as Awaited<ReturnType<typeof cancel>>).statusCode,
    );
    expect(codes).toContain(200);
    expect(codes).toContain(409);
  });

  it('a cancel that passed its first check waits for a release holding the lock, then is refused', async () => {
    await releaseIn('mystery-17', 2 * DAY);
    const customer = await createTestCustomer(app);
    await buyBooks(app, customer, [bookId('mystery-17')]);
    const [preorder] = await preordersOf(customer);
    await releaseIn('mystery-17', 300);
    let answer: Awaited<ReturnType<typeof cancel>> | undefined;
    await app.database.db.transaction(async (tx) => {
      // The release's step 2: the customer's lock, held while the cancel arrives.
      await executeRows(
        tx,
        sql`select id from customers where id = ${customer.customerId} for update`,
      );
      const cancelling = cancel(customer, preorder!.Id).then((response) => (answer = response));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answer).toBeUndefined();
      const delivered = await preordersRepository.deliverDue(tx, {
        customerIds: [customer.customerId],
        now: new Date(),
      });
      expect(delivered).toHaveLength(1);
      void cancelling;
    });
    await expect.poll(() => answer?.statusCode, { timeout: 5000 }).toBe(409);
    expect(await owns(customer.customerId, 'mystery-17')).toBe(1);
    const [refunds] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from refund_lines where order_line_id = ${preorder!.OrderLineId}`,
    );
    expect(refunds!.n).toBe(0);
  });

  it('a pre-order staff refunded in the back office never arrives', async () => {
    await releaseIn('mystery-16', 2 * DAY);
    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [bookId('mystery-16')]);
    const support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
    const refunded = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderId}/refunds`,
      headers: support,
      payload: { ClientKey: randomUUID(), Reason: 'Customer asked by phone', Destination: 'coins' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [preorder] = await preordersOf(customer);
    expect(preorder).toMatchObject({ Status: 'cancelled', CanCancel: false });
    expect((await cancel(customer, preorder!.Id)).statusCode).toBe(409);

    await releaseIn('mystery-16', -1000);
    expect(await app.services.preorders.release()).toBe(0);
    expect(await owns(customer.customerId, 'mystery-16')).toBe(0);
  });

  it('staff clear the release time (empty is released, as the back office says): the waiting pre-orders arrive', async () => {
    await releaseIn('mystery-04', 4 * DAY);
    const customer = await createTestCustomer(app);
    await buyBooks(app, customer, [bookId('mystery-04')]);
    expect(await owns(customer.customerId, 'mystery-04')).toBe(0);

    const cleared = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${bookId('mystery-04')}`,
      headers: staffHeaders,
      payload: { ReleaseAt: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await runRelease()).json().Data).toEqual({ Delivered: 1 });
    expect(await owns(customer.customerId, 'mystery-04')).toBe(1);
    const [preorder] = await preordersOf(customer);
    expect(preorder).toMatchObject({ Status: 'delivered', CanCancel: false });
  });

  it('staff set the release time in the back office; the release call needs catalog.write', async () => {
    const releaseAt = new Date(Date.now() + 5 * DAY).toISOString();
    const response = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${bookId('mystery-19')}`,
      headers: staffHeaders,
      payload: { ReleaseAt: releaseAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ADMIN_ROUTES.adminBookUpdate.response.parse(response.json()).Data!.ReleaseAt).toBe(
      releaseAt,
    );
    const cleared = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${bookId('mystery-19')}`,
      headers: staffHeaders,
      payload: { ReleaseAt: null },
    });
    expect(cleared.json().Data.ReleaseAt).toBeNull();

    const support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/v1/preorders/release',
      headers: support,
    });
    expect(refused.statusCode).toBe(403);
  });
});
