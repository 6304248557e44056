import { describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.js';
import { fixedClock } from '../../lib/deps.js';
import { createCoinService, type CoinServiceDeps } from './coins.service.js';

const NOW = '2026-03-01T00:00:00Z';
const day = (offset: number) => new Date(Date.parse(NOW) + offset * 86_400_000);
const tx = 'tx-1' as unknown as DbOrTx;

type Batch = { id: number; remainingSatang: number; expiresAt: Date };

/**
 * Coin batches in memory, in the order the repository hands them (deliberately not sorted): what
 * the service takes from each, gives back, and writes into the history.
 */
const setup = (batches: Batch[]) => {
  const calls: string[] = [];
  const taken: { batchId: number; amountSatang: number; orderId: number }[] = [];
  const history: { kind: string; amountSatang: number; orderId: number }[] = [];
  const spends: { batchId: number; amountSatang: number; orderId: number; released: boolean }[] =
    [];
  const coins: CoinServiceDeps['coins'] = {
    lockCustomer: async (_tx, customerId) => {
      calls.push(`lock ${customerId}`);
      return true;
    },
    findSpendableBatches: async () => batches.map((batch) => ({ ...batch })),
    takeFromBatch: async (_tx, params) => {
      const batch = batches.find((entry) => entry.id === params.batchId)!;
      batch.remainingSatang -= params.amountSatang;
      taken.push({
        batchId: params.batchId,
        amountSatang: params.amountSatang,
        orderId: params.orderId,
      });
      spends.push({ ...taken.at(-1)!, released: false });
    },
    releaseSpends: async (_tx, params) => {
      const open = spends.filter((spend) => spend.orderId === params.orderId && !spend.released);
      for (const spend of open) spend.released = true;
      return open.map(({ batchId, amountSatang }) => ({ batchId, amountSatang }));
    },
    giveBackToBatch: async (_tx, params) => {
      batches.find((entry) => entry.id === params.batchId)!.remainingSatang += params.amountSatang;
    },
    insertHistory: async (_tx, params) => {
      history.push({
        kind: params.kind,
        amountSatang: params.amountSatang,
        orderId: params.orderId,
      });
    },
    findBalance: async () => 0,
    findExpiries: async () => [],
    findHistoryPage: async () => ({ rows: [], total: 0 }),
    insertCredit: async () => ({ batchId: 99 }),
  };
  const service = createCoinService({ db: {} as Database, coins, clock: fixedClock(NOW) });
  return { service, batches, taken, history, calls };
};

describe('coin batch allocation', () => {
  it('takes from the batch that expires first, then the next, leaving the last one partly spent', async () => {
    const { service, taken, batches, history, calls } = setup([
      { id: 3, remainingSatang: 50_00, expiresAt: day(90) },
      { id: 1, remainingSatang: 30_00, expiresAt: day(10) },
      { id: 2, remainingSatang: 40_00, expiresAt: day(30) },
    ]);
    await service.spend(tx, { customerId: 7, orderId: 500, amountSatang: 100_00 });
    expect(calls).toEqual(['lock 7']);
    expect(taken).toEqual([
      { batchId: 1, amountSatang: 30_00, orderId: 500 },
      { batchId: 2, amountSatang: 40_00, orderId: 500 },
      { batchId: 3, amountSatang: 30_00, orderId: 500 },
    ]);
    expect(batches.map((batch) => [batch.id, batch.remainingSatang])).toEqual([
      [3, 20_00],
      [1, 0],
      [2, 0],
    ]);
    expect(history).toEqual([{ kind: 'spend', amountSatang: -100_00, orderId: 500 }]);
  });

  it('takes from the older of two batches that expire at the same moment first', async () => {
    const { service, taken } = setup([
      { id: 9, remainingSatang: 10_00, expiresAt: day(10) },
      { id: 4, remainingSatang: 10_00, expiresAt: day(10) },
    ]);
    await service.spend(tx, { customerId: 7, orderId: 1, amountSatang: 5_00 });
    expect(taken).toEqual([{ batchId: 4, amountSatang: 5_00, orderId: 1 }]);
  });

  it('never counts an expired batch, and refuses the spend without taking anything', async () => {
    const { service, taken, history } = setup([
      { id: 1, remainingSatang: 80_00, expiresAt: day(-1) },
      { id: 2, remainingSatang: 20_00, expiresAt: day(5) },
    ]);
    await expect(
      service.spend(tx, { customerId: 7, orderId: 1, amountSatang: 50_00 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'coins.notEnough' });
    expect(taken).toEqual([]);
    expect(history).toEqual([]);
  });

  it('spends exactly the balance, and refuses one satang more', async () => {
    const exact = setup([{ id: 1, remainingSatang: 25_00, expiresAt: day(5) }]);
    await exact.service.spend(tx, { customerId: 7, orderId: 1, amountSatang: 25_00 });
    expect(exact.taken).toEqual([{ batchId: 1, amountSatang: 25_00, orderId: 1 }]);
    const over = setup([{ id: 1, remainingSatang: 25_00, expiresAt: day(5) }]);
    await expect(
      over.service.spend(tx, { customerId: 7, orderId: 1, amountSatang: 25_01 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a spend that is not a positive whole number of satang', async () => {
    const { service } = setup([{ id: 1, remainingSatang: 25_00, expiresAt: day(5) }]);
    for (const amountSatang of [0, -1, 1.5])
      await expect(service.spend(tx, { customerId: 7, orderId: 1, amountSatang })).rejects.toThrow(
        'positive whole number',
      );
  });
});

describe('coin release', () => {
  it('gives every coin back to the batch it came from, once', async () => {
    const { service, batches, history } = setup([
      { id: 1, remainingSatang: 30_00, expiresAt: day(10) },
      { id: 2, remainingSatang: 40_00, expiresAt: day(30) },
    ]);
    await service.spend(tx, { customerId: 7, orderId: 500, amountSatang: 45_00 });
    expect(batches.map((batch) => batch.remainingSatang)).toEqual([0, 25_00]);

    expect(await service.release(tx, { customerId: 7, orderId: 500 })).toBe(45_00);
    expect(batches.map((batch) => batch.remainingSatang)).toEqual([30_00, 40_00]);
    expect(await service.release(tx, { customerId: 7, orderId: 500 })).toBe(0);
    expect(batches.map((batch) => batch.remainingSatang)).toEqual([30_00, 40_00]);
    expect(history).toEqual([
      { kind: 'spend', amountSatang: -45_00, orderId: 500 },
      { kind: 'release', amountSatang: 45_00, orderId: 500 },
    ]);
  });

  it("gives back only the released order's coins", async () => {
    const { service, batches } = setup([{ id: 1, remainingSatang: 100_00, expiresAt: day(10) }]);
    await service.spend(tx, { customerId: 7, orderId: 1, amountSatang: 10_00 });
    await service.spend(tx, { customerId: 7, orderId: 2, amountSatang: 20_00 });
    expect(await service.release(tx, { customerId: 7, orderId: 2 })).toBe(20_00);
    expect(batches[0]!.remainingSatang).toBe(90_00);
  });
});

describe('coin credit', () => {
  it('makes a batch that expires the given number of days from now', async () => {
    const { service } = setup([]);
    const credited = await service.credit(tx, {
      customerId: 7,
      source: 'redeem',
      amountSatang: 10_00,
      validDays: 30,
      detail: { key: 'coins.history.redeem' },
    });
    expect(credited).toEqual({ batchId: 99, expiresAt: day(30) });
  });
});
