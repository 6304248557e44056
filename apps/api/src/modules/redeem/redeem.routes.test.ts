import {
  CoinBalanceResponseSchema,
  CoinExpiryResponseSchema,
  CoinHistoryResponseSchema,
  RedeemPreviewResponseSchema,
  RedeemResultResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import {
  createTestCustomer,
  type TestCustomer,
  visitorAddresses,
} from '../../../test/customer-fixture.js';
import { formatCode, mintCode } from './redeem-code.js';

describe('redeem codes and coins', () => {
  let app: TestApp;
  let bookId: number;
  let otherBookId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books where record_reference in ('python', 'hp-1')`,
    );
    bookId = Number(rows.find((row) => row.record_reference === 'python')?.id);
    otherBookId = Number(rows.find((row) => row.record_reference === 'hp-1')?.id);
  });

  afterAll(async () => {
    await app.close();
  });

  /** Customer ids as a PostgreSQL array literal. */
  const idArray = (customers: TestCustomer[]) =>
    `{${customers.map((customer) => customer.customerId).join(',')}}`;

  /** A distinct client address per caller, so one test's misses do not throttle another's. */
  const nextAddress = visitorAddresses('10.20');

  const redeem = (
    action: 'validate' | 'claim',
    customer: Pick<TestCustomer, 'token'> | null,
    code: string,
    options: { language?: 'th' | 'en'; remoteAddress?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/v1/redeem/${action}`,
      headers: {
        ...(customer ? { Authorization: `Bearer ${customer.token}` } : {}),
        ...(options.language ? { Language: options.language } : {}),
      },
      remoteAddress: options.remoteAddress ?? nextAddress(),
      payload: { Data: { Code: code } },
    });

  const mint = (
    grant:
      { kind: 'book'; bookId: number } | { kind: 'coins'; coinsSatang: number; validDays: number },
    maxUses = 1,
  ) => app.services.redeem.mint({ count: 1, grant, maxUses, expiresAt: null, note: 'test' });

  const usedCount = async (code: string): Promise<number> => {
    const [row] = await executeRows<{ used_count: number }>(
      app.database.db,
      sql`select used_count from redeem_codes where code_hint = ${code.slice(-4)}`,
    );
    return Number(row?.used_count);
  };

  it('shows what a book code gives, then puts the book on the shelf once', async () => {
    const customer = await createTestCustomer(app);
    const [code] = await mint({ kind: 'book', bookId });
    const typed = formatCode(code as string).toLowerCase();

    const preview = await redeem('validate', customer, typed, { language: 'en' });
    expect(preview.statusCode).toBe(200);
    expect(RedeemPreviewResponseSchema.parse(preview.json()).Data).toMatchObject({
      Kind: 'book',
      Book: { Id: bookId },
      AlreadyOwned: false,
      CoinsValue: null,
    });
    expect(await usedCount(code as string)).toBe(0);

    const claimed = await redeem('claim', customer, typed, { language: 'th' });
    expect(claimed.statusCode).toBe(200);
    expect(RedeemResultResponseSchema.parse(claimed.json()).Data?.Message).toMatch(
      /^เพิ่ม “.+” ในชั้นหนังสือของคุณแล้ว$/,
    );
    const library = await executeRows<{ source: string }>(
      app.database.db,
      sql`select source from library_items where customer_id = ${customer.customerId} and book_id = ${bookId}`,
    );
    expect(library).toEqual([{ source: 'redeem' }]);

    const again = await redeem('claim', customer, typed, { language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual(['You have already used this code.']);
    // Used up, but to the one who used it, it says so rather than "cannot be used".
    const checkedAgain = await redeem('validate', customer, typed, { language: 'en' });
    expect(checkedAgain.statusCode).toBe(409);
    expect(await usedCount(code as string)).toBe(1);
  });

  it('refuses a book code for a book the customer owns, and leaves the code unused', async () => {
    const customer = await createTestCustomer(app);
    await app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source)
          values (${customer.customerId}, ${otherBookId}, 'purchase')`,
    );
    const [code] = await mint({ kind: 'book', bookId: otherBookId });

    const preview = await redeem('validate', customer, code as string);
    expect(RedeemPreviewResponseSchema.parse(preview.json()).Data?.AlreadyOwned).toBe(true);
    const claimed = await redeem('claim', customer, code as string, { language: 'en' });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().ErrorList[0]).toMatch(
      /^You already own “.+”: the code has not been used\.$/,
    );
    expect(await usedCount(code as string)).toBe(0);
  });

  it('credits a coins code, with its expiry, balance and history in the reader’s language', async () => {
    const customer = await createTestCustomer(app);
    const [first] = await mint({ kind: 'coins', coinsSatang: 5_000, validDays: 30 });
    const [second] = await mint({ kind: 'coins', coinsSatang: 12_050, validDays: 90 });

    expect((await redeem('claim', customer, first as string)).statusCode).toBe(200);
    const claimed = await redeem('claim', customer, second as string, { language: 'en' });
    expect(RedeemResultResponseSchema.parse(claimed.json()).Data).toMatchObject({
      Kind: 'coins',
      CoinsValue: 12_050,
      Message: '120.5 coins are yours.',
    });

    const headers = { Token: customer.token, Language: 'th' };
    const balance = CoinBalanceResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/v2/customer/coin/balance', headers })).json(),
    ).Data;
    expect(balance?.BalanceValue).toBe(17_050);
    // The 50 coins valid for 30 days expire first.
    expect(balance?.NextExpiry?.AmountValue).toBe(5_000);
    const days = (Date.parse(balance?.NextExpiry?.ExpiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const expiry = CoinExpiryResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/v2/customer/coin/expire', headers })).json(),
    ).Data;
    expect(expiry?.Upcoming.map((entry) => entry.AmountValue)).toEqual([5_000, 12_050]);

    const history = CoinHistoryResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/v2/order/coins-history?pageNumber=1', headers })
      ).json(),
    ).Data;
    expect(history?.Paging).toMatchObject({ PageNumber: 1, TotalItems: 2 });
    expect(history?.Entries.map((entry) => [entry.Kind, entry.AmountValue])).toEqual([
      ['redeem', 12_050],
      ['redeem', 5_000],
    ]);
    expect(history?.Entries[0]?.Description).toBe(
      `ได้รับเหรียญจากรหัสแลกรับ (…${(second as string).slice(-4)})`,
    );

    // Another customer sees none of it.
    const stranger = await createTestCustomer(app);
    const theirs = CoinBalanceResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/customer/coin/balance',
          headers: { Token: stranger.token },
        })
      ).json(),
    ).Data;
    expect(theirs).toEqual({ BalanceValue: 0, NextExpiry: null });
  });

  it('says a typo apart, answers every unusable code alike, and throttles guessing', async () => {
    const customer = await createTestCustomer(app);
    const remoteAddress = nextAddress();
    const real = mintCode();
    const typo = real.slice(0, 5) + (real[5] === 'A' ? 'B' : 'A') + real.slice(6);

    const mistyped = await redeem('claim', customer, typo, { language: 'en', remoteAddress });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().ErrorList).toEqual([
      'That code has a typo. Please check it and try again.',
    ]);

    // A well-formed code nobody made: the same answer as a used or revoked one.
    const [revoked] = await mint({ kind: 'book', bookId });
    await app.database.db.execute(
      sql`update redeem_codes set revoked_at = now() where code_hint = ${(revoked as string).slice(-4)}`,
    );
    for (const code of [mintCode(), revoked as string]) {
      const response = await redeem('validate', customer, code, { language: 'en', remoteAddress });
      expect(response.statusCode).toBe(422);
      expect(response.json().ErrorList).toEqual(['This code cannot be used.']);
    }

    // Ten misses an hour per customer; the next is refused before the look-up.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await redeem('claim', customer, mintCode(), { remoteAddress })).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => 422));
    const blocked = await redeem('claim', customer, mintCode(), { language: 'en', remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Typos never counted: still a 400, even now.
    expect((await redeem('claim', customer, typo, { remoteAddress })).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    const response = await redeem('claim', null, mintCode(), { language: 'en' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a single-use code to exactly one of 100 customers claiming it at once', async () => {
    const [code] = await mint({ kind: 'book', bookId });
    const customers = await Promise.all(Array.from({ length: 100 }, () => createTestCustomer(app)));

    const responses = await Promise.all(
      customers.map((customer) => redeem('claim', customer, code as string)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(99);
    expect(await usedCount(code as string)).toBe(1);
    const [granted] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from library_items
           where book_id = ${bookId} and customer_id = any(${idArray(customers)}::int[])`,
    );
    expect(granted?.count).toBe(1);
  });

  it('lets a campaign code be used up to its limit, once per customer, under parallel claims', async () => {
    const [code] = await mint({ kind: 'coins', coinsSatang: 1_000, validDays: 30 }, 3);
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestCustomer(app)));
    const [eager] = customers;

    // Six customers, the first of them four times, all at once.
    const responses = await Promise.all([
      ...customers.map((customer) => redeem('claim', customer, code as string)),
      ...Array.from({ length: 3 }, () => redeem('claim', eager as TestCustomer, code as string)),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await usedCount(code as string)).toBe(3);
    const [credited] = await executeRows<{ batches: number; customers: number }>(
      app.database.db,
      sql`select count(*)::int as batches, count(distinct customer_id)::int as customers
            from coin_batches where customer_id = any(${idArray(customers)}::int[])`,
    );
    expect(credited).toEqual({ batches: 3, customers: 3 });
  });
});
