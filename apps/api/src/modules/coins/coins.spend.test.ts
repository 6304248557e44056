import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { isAppError } from '../../lib/app-error.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';

/** Spending coins at checkout and giving them back (docs/buying.md §11.3, §11.5), on PostgreSQL. */
describe('spending coins', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const credit = (customerId: number, amountSatang: number, validDays: number) =>
    app.database.db.transaction((tx) =>
      app.services.coins.credit(tx, {
        customerId,
        source: 'staff',
        amountSatang,
        validDays,
        detail: { key: 'coins.history.staff', params: { note: 'test' } },
      }),
    );

  const spend = (customerId: number, orderId: number, amountSatang: number) =>
    app.database.db.transaction((tx) =>
      app.services.coins.spend(tx, { customerId, orderId, amountSatang }),
    );

  const release = (customerId: number, orderId: number) =>
    app.database.db.transaction((tx) => app.services.coins.release(tx, { customerId, orderId }));

  const batchesOf = (customerId: number) =>
    executeRows<{ amount_satang: number; remaining_satang: number }>(
      app.database.db,
      sql`select amount_satang, remaining_satang from coin_batches
           where customer_id = ${customerId} order by expires_at, id`,
    );

  const balanceOf = async (customerId: number) =>
    (await app.services.coins.balance(customerId)).BalanceValue;

  it('takes from the batch that expires first, and gives back to the same batches once', async () => {
    const { customerId } = await createTestCustomer(app);
    await credit(customerId, 10_000, 90);
    await credit(customerId, 3_000, 10);

    await spend(customerId, 501, 5_000);
    expect(await batchesOf(customerId)).toEqual([
      { amount_satang: 3_000, remaining_satang: 0 },
      { amount_satang: 10_000, remaining_satang: 8_000 },
    ]);
    expect(await balanceOf(customerId)).toBe(8_000);

    expect(await release(customerId, 501)).toBe(5_000);
    expect(await batchesOf(customerId)).toEqual([
      { amount_satang: 3_000, remaining_satang: 3_000 },
      { amount_satang: 10_000, remaining_satang: 10_000 },
    ]);
    // Released once: a second release (a notification arriving twice) gives nothing more.
    expect(await release(customerId, 501)).toBe(0);
    expect(await balanceOf(customerId)).toBe(13_000);

    const history = await app.services.coins.history(customerId, 'en', 1);
    expect(history.Entries.map((entry) => [entry.Kind, entry.AmountValue])).toEqual([
      ['release', 5_000],
      ['spend', -5_000],
      ['staff', 3_000],
      ['staff', 10_000],
    ]);
    expect(history.Entries[1]?.Description).toBe('Coins spent on books');
  });

  it('refuses more than the balance and takes nothing; expired coins do not count', async () => {
    const { customerId } = await createTestCustomer(app);
    await credit(customerId, 4_000, 30);
    await app.database.db.execute(
      sql`insert into coin_batches (customer_id, source, amount_satang, remaining_satang, expires_at)
          values (${customerId}, 'staff', 9000, 9000, now() - interval '1 day')`,
    );
    expect(await balanceOf(customerId)).toBe(4_000);

    const refused = await spend(customerId, 502, 5_000).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('CONFLICT');
    expect(await balanceOf(customerId)).toBe(4_000);
    const [spends] = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from coin_spends where customer_id = ${customerId}`,
    );
    expect(spends?.count).toBe(0);
  });

  it('lets only one of 50 parallel spends through when the balance holds one', async () => {
    const { customerId } = await createTestCustomer(app);
    await credit(customerId, 10_000, 30);

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => spend(customerId, 1_000 + index, 6_000)),
    );
    const spent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        isAppError(result.reason) &&
        result.reason.code === 'CONFLICT',
    );
    expect(spent).toHaveLength(1);
    expect(refused).toHaveLength(49);

    // Every satang accounted for: what is left plus what was spent is what was credited.
    const [ledger] = await executeRows<{ remaining: number; spent: number; history: number }>(
      app.database.db,
      sql`select
            (select sum(remaining_satang)::int from coin_batches where customer_id = ${customerId}) as remaining,
            (select sum(amount_satang)::int from coin_spends where customer_id = ${customerId}) as spent,
            (select sum(amount_satang)::int from coin_history where customer_id = ${customerId}) as history`,
    );
    expect(ledger).toEqual({ remaining: 4_000, spent: 6_000, history: 4_000 });
  });

  it('tells coins credited the same day as expiring together', async () => {
    const { customerId } = await createTestCustomer(app);
    await credit(customerId, 7_550, 90);
    await credit(customerId, 7_550, 90);
    await credit(customerId, 1_000, 10);

    const { Upcoming } = await app.services.coins.expiries(customerId);
    expect(Upcoming.map((entry) => entry.AmountValue)).toEqual([1_000, 15_100]);
    const { NextExpiry } = await app.services.coins.balance(customerId);
    expect(NextExpiry?.AmountValue).toBe(1_000);
  });
});
