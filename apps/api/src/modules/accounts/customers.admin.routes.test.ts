import { CustomerExportSchema } from '@nangsue/contracts';
import { ADMIN_ROUTES, type AdminCustomer } from '@nangsue/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import {
  GOOD_PASSWORD,
  insertVerifiedCustomers,
  lastMail,
  login,
  uniqueEmail,
} from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * Customers in the back office (docs/back-office.md "Customers"): the search, a customer's page,
 * sessions ended, lock and unlock against real sign-ins, and the PDPA export and erasure run by
 * staff through the customer's own code, each change audited with its reason.
 */
describe('customers in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let support: Record<string, string>;
  let supportTh: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
    supportTh = (await createStaffSession(app, 'orders_support', { language: 'th' })).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers = support,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const customer = async (id: number): Promise<AdminCustomer> =>
    ADMIN_ROUTES.adminCustomerGet.response.parse(
      (await call('GET', `/admin/v1/customers/${id}`)).json(),
    ).Data!;

  const search = async (query: string) => {
    const answer = await call('GET', `/admin/v1/customers?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return ADMIN_ROUTES.adminCustomerList.response.parse(answer.json()).Data!;
  };

  const audit = async (customerId: number) =>
    executeRows<{ action: string; reason: string | null; before: unknown; after: unknown }>(
      app.database.db,
      sql`select action, reason, before, after from audit_log
          where entity_type = 'customer' and entity_id = ${String(customerId)} order by id`,
    );

  /** A verified customer with a password, signed in `sessions` times; answers their tokens. */
  const passwordCustomer = async (sessions = 1) => {
    const email = uniqueEmail('locked');
    await insertVerifiedCustomers(app, [email]);
    const tokens: string[] = [];
    for (let index = 0; index < sessions; index += 1) {
      const signedIn = await login(app, email, GOOD_PASSWORD, { language: 'en' });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      tokens.push(signedIn.json().Data.Token);
    }
    const [row] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from customers where email_key = ${email}`,
    );
    return { email, id: Number(row!.id), tokens };
  };

  const infoStatus = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/v2/customer/info', headers: { Token: token } }))
      .statusCode;

  it('finds customers by id, the start of an e-mail or a part of the name (Thai too), a page at a time', async () => {
    const somchai = await createTestCustomer(app, {
      email: 'Somchai.Search@Example.com',
      firstName: 'สมชาย',
      lastName: 'ใจดีมาก',
    });
    const anna = await createTestCustomer(app, {
      email: 'anna.search@example.org',
      firstName: 'Anna',
      lastName: 'Karenina',
    });
    for (let index = 0; index < 3; index += 1)
      await createTestCustomer(app, { email: `page.${index}.search@example.net` });

    expect((await search(`Q=${somchai.customerId}`)).Items.map((item) => item.Id)).toEqual([
      somchai.customerId,
    ]);
    expect((await search(`Q=%23${anna.customerId}`)).Items.map((item) => item.Id)).toEqual([
      anna.customerId,
    ]);
    // The start of the e-mail, whatever its case.
    expect((await search('Q=SOMCHAI.SE')).Items.map((item) => item.Email)).toEqual([
      'Somchai.Search@Example.com',
    ]);
    // A part of the name, in Thai and in English.
    expect((await search(`Q=${encodeURIComponent('ใจดีมา')}`)).Items.map((item) => item.Id)).toEqual(
      [somchai.customerId],
    );
    expect((await search('Q=karen')).Items.map((item) => item.Id)).toEqual([anna.customerId]);
    // LIKE's wildcards are plain characters here.
    expect((await search('Q=%25%25%25')).Items).toEqual([]);
    expect((await search('Q=___')).Items).toEqual([]);

    const first = await search('Q=page.&PageSize=2');
    expect(first.Items.map((item) => item.Email)).toEqual([
      'page.2.search@example.net',
      'page.1.search@example.net',
    ]);
    expect(first.HasNextPage).toBe(true);
    const second = await search('Q=page.&PageSize=2&Page=2');
    expect(second.Items.map((item) => item.Email)).toEqual(['page.0.search@example.net']);
    expect(second.HasNextPage).toBe(false);
    expect(first.Items[0]).toMatchObject({ Status: 'active', EmailVerified: true, Language: 'th' });
  });

  it("shows a buyer's page: shelf, coins ledger, counts, and their orders through the order list", async () => {
    const buyer = await createTestCustomer(app, { language: 'en' });
    const orderId = await buyBooks(app, buyer, [ids['mystery-05']!, ids['mystery-06']!]);

    const page = await customer(buyer.customerId);
    expect(page).toMatchObject({
      Id: buyer.customerId,
      Email: buyer.email,
      Status: 'active',
      BookCount: 2,
      PaidOrderCount: 1,
      LiveSessionCount: 1,
      HasPassword: false,
    });
    // 1 % of what the gateway charged comes back as reward coins.
    expect(page.CoinBalanceSatang).toBe(Math.floor(((10_000 + 11_000) * 1) / 100));

    const shelf = ADMIN_ROUTES.adminCustomerShelf.response.parse(
      (await call('GET', `/admin/v1/customers/${buyer.customerId}/shelf`)).json(),
    ).Data!;
    expect(shelf.Items.map((item) => [item.Name, item.Source, item.OrderId]).sort()).toEqual([
      ['Mystery Case 5', 'purchase', orderId],
      ['Mystery Case 6', 'purchase', orderId],
    ]);

    const coins = ADMIN_ROUTES.adminCustomerCoins.response.parse(
      (await call('GET', `/admin/v1/customers/${buyer.customerId}/coins`)).json(),
    ).Data!;
    expect(coins.Items).toEqual([
      expect.objectContaining({
        Kind: 'purchase_reward',
        AmountSatang: 210,
        Text: `Coins earned with order NS${String(orderId).padStart(10, '0')}`,
        ExpiresAt: expect.any(String),
      }),
    ]);

    const orders = await call('GET', `/admin/v1/orders?CustomerId=${buyer.customerId}`);
    expect(orders.json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual([orderId]);
  });

  it('ends one session, then all of them, each audited with the reason', async () => {
    const { id, tokens } = await passwordCustomer(3);
    const sessions = ADMIN_ROUTES.adminCustomerSessions.response.parse(
      (await call('GET', `/admin/v1/customers/${id}/sessions`)).json(),
    ).Data!;
    expect(sessions.Items).toHaveLength(3);

    const newest = sessions.Items[0]!;
    const ended = await call('POST', `/admin/v1/customers/${id}/sessions/${newest.Id}/end`, {
      Reason: 'Customer lost the phone',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await infoStatus(tokens[2]!)).toBe(401);
    expect(await infoStatus(tokens[0]!)).toBe(200);

    // Ended already, another customer's, or no session id at all: 404 in the caller's language.
    for (const sessionId of [newest.Id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const again = await call(
        'POST',
        `/admin/v1/customers/${id}/sessions/${sessionId}/end`,
        { Reason: 'Again' },
        supportTh,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json().ErrorList).toEqual(['ไม่พบการเข้าสู่ระบบที่ยังใช้งานอยู่นี้ของลูกค้า (อาจสิ้นสุดไปแล้ว)']);
    }

    const all = await call('POST', `/admin/v1/customers/${id}/sessions/end-all`, {
      Reason: 'Account shared with strangers',
    });
    expect(all.json()).toEqual({ Data: { Ended: 2 }, ErrorList: [] });
    expect(await infoStatus(tokens[0]!)).toBe(401);
    expect(await infoStatus(tokens[1]!)).toBe(401);
    expect((await audit(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['customer.sessionEnd', 'Customer lost the phone'],
      ['customer.sessionsEndAll', 'Account shared with strangers'],
    ]);
  });

  it('locks an account: sessions end, sign-in is refused in words; unlocked, it signs in again', async () => {
    const { email, id, tokens } = await passwordCustomer(1);

    const noReason = await call('POST', `/admin/v1/customers/${id}/lock`, { Reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ErrorList.join(' ')).toMatch(/Reason/);

    const locked = await call('POST', `/admin/v1/customers/${id}/lock`, {
      Reason: 'Chargeback fraud under review',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().Data).toMatchObject({
      Status: 'locked',
      LockReason: 'Chargeback fraud under review',
      LockedBy: expect.stringContaining('orders_support'),
      LiveSessionCount: 0,
    });
    expect(await infoStatus(tokens[0]!)).toBe(401);

    const refusedEn = await login(app, email, GOOD_PASSWORD, { language: 'en' });
    expect(refusedEn.statusCode).toBe(403);
    expect(refusedEn.json().ErrorList).toEqual([
      'This account is locked. Please contact customer support.',
    ]);
    const refusedTh = await login(app, email, GOOD_PASSWORD, { language: 'th' });
    expect(refusedTh.json().ErrorList).toEqual(['บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า']);
    // A wrong password still answers as any wrong password: the lock is not told to a guesser.
    const guess = await login(app, email, 'not the password at all', { language: 'en' });
    expect(guess.statusCode).toBe(400);
    expect((await search('Status=locked')).Items.map((item) => item.Id)).toContain(id);

    const twice = await call('POST', `/admin/v1/customers/${id}/lock`, { Reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().ErrorList).toEqual([`Customer account #${id} is locked already.`]);

    const unlocked = await call('POST', `/admin/v1/customers/${id}/unlock`, {
      Reason: 'Bank confirmed the payment',
    });
    expect(unlocked.json().Data).toMatchObject({ Status: 'active', LockedAt: null });
    const back = await login(app, email, GOOD_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(await infoStatus(back.json().Data.Token)).toBe(200);
    expect((await audit(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['customer.lock', 'Chargeback fraud under review'],
      ['customer.unlock', 'Bank confirmed the payment'],
    ]);
  });

  it('locks once when ten staff clicks race', async () => {
    const { id } = await passwordCustomer(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/admin/v1/customers/${id}/lock`, { Reason: 'Parallel clicks' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['customer.lock']);
    expect((await audit(id))[0]!.after).toEqual({ locked: true, sessionsEnded: 2 });
  });

  it("exports a customer's data on request with the customer's own export, audited", async () => {
    const { email, id } = await passwordCustomer(1);
    const exported = await call('POST', `/admin/v1/customers/${id}/export`, {
      Reason: 'PDPA access request by e-mail, ticket 4711',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const data = CustomerExportSchema.parse(exported.json().Data);
    expect(data.Profile.Email).toBe(email);
    expect(data.Sessions).toEqual([expect.objectContaining({ IsCurrent: false })]);
    expect((await audit(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['customer.export', 'PDPA access request by e-mail, ticket 4711'],
    ]);
  });

  it('erases a customer on request with the self-service erasure: once, even when clicks race', async () => {
    const { email, id, tokens } = await passwordCustomer(1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/admin/v1/customers/${id}/erase`, {
          Reason: 'PDPA erasure request, ticket 4712',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const erased = answers.find((answer) => answer.statusCode === 200)!.json().Data;
    expect(erased).toMatchObject({ Status: 'deleted', Email: null, FirstName: '', Providers: [] });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().ErrorList).toEqual([
      `The personal data of customer account #${id} was erased already.`,
    ]);

    expect(await infoStatus(tokens[0]!)).toBe(401);
    expect((await login(app, email, GOOD_PASSWORD)).statusCode).toBe(400);
    // The customer's own farewell e-mail, as after a self-service deletion.
    expect((await lastMail(app, email, 'account-deleted')).to).toBe(email);
    const entries = await audit(id);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['customer.erase', 'PDPA erasure request, ticket 4712'],
    ]);
    // The audit log is kept for ever: no personal data in it.
    expect(JSON.stringify(entries)).not.toContain(email);

    const exported = await call('POST', `/admin/v1/customers/${id}/export`, { Reason: 'Late' });
    expect(exported.statusCode).toBe(409);
    expect((await search('Status=deleted')).Items.map((item) => item.Id)).toContain(id);
  });

  it('answers unknown customers with 404 in words, and only to staff allowed to', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      const missing = await call('GET', `/admin/v1/customers/${id}`, undefined, supportTh);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().ErrorList).toEqual([`ไม่พบบัญชีลูกค้า #${id}`]);
    }
    const finance = (await createStaffSession(app, 'finance')).headers;
    expect((await call('GET', '/admin/v1/customers', undefined, finance)).statusCode).toBe(403);
    const buyer = await createTestCustomer(app);
    const asBuyer = await app.inject({
      method: 'GET',
      url: '/admin/v1/customers',
      headers: asCustomer(buyer),
    });
    expect(asBuyer.statusCode).toBe(401);
  });
});
