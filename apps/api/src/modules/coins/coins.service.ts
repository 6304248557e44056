import {
  PAGE_SIZE,
  type CoinBalance,
  type CoinExpiryData,
  type CoinHistory,
  type Locale,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import { isMessageKey, translate } from '../../lib/messages.js';
import { toPaging } from '../../lib/paging.js';
import type * as coinRepository from './coins.repository.js';
import type { CoinSource } from './coins.repository.js';

const DAY_MS = 86_400_000;
/** How far ahead `coin/expire` lists what will expire. */
const UPCOMING_DAYS = 90;

/**
 * A customer's coins (docs/buying.md §11): batches with an expiry, spent soonest-expiring first,
 * and the history the customer reads. 1 coin = ฿1; amounts are satang.
 */
/** What the coin service uses: its repository (a unit test passes a substitute) and the clock. */
export type CoinServiceDeps = {
  db: Database;
  coins: Pick<
    typeof coinRepository,
    | 'findBalance'
    | 'findExpiries'
    | 'findHistoryPage'
    | 'lockCustomer'
    | 'findSpendableBatches'
    | 'takeFromBatch'
    | 'releaseSpends'
    | 'giveBackToBatch'
    | 'insertHistory'
    | 'insertCredit'
  >;
  clock?: Clock;
};

export const createCoinService = ({ db, coins, clock = systemClock }: CoinServiceDeps) => ({
  /** GET /v2/customer/coin/balance. */
  async balance(customerId: number): Promise<CoinBalance> {
    const now = clock.now();
    const [balance, [next]] = await Promise.all([
      coins.findBalance(db, customerId, now),
      coins.findExpiries(db, { customerId, now, limit: 1 }),
    ]);
    return {
      BalanceValue: balance,
      NextExpiry: next
        ? { AmountValue: next.amountSatang, ExpiresAt: next.expiresAt.toISOString() }
        : null,
    };
  },

  /** GET /v2/customer/coin/expire: what expires first, and every expiry of the next 90 days. */
  async expiries(customerId: number): Promise<CoinExpiryData> {
    const now = clock.now();
    const upcoming = await coins.findExpiries(db, {
      customerId,
      now,
      until: new Date(now.getTime() + UPCOMING_DAYS * DAY_MS),
      limit: 100,
    });
    const [first] = upcoming.length
      ? upcoming
      : await coins.findExpiries(db, { customerId, now, limit: 1 });
    const toExpiry = (entry: { amountSatang: number; expiresAt: Date }) => ({
      AmountValue: entry.amountSatang,
      ExpiresAt: entry.expiresAt.toISOString(),
    });
    return { NextExpiry: first ? toExpiry(first) : null, Upcoming: upcoming.map(toExpiry) };
  },

  /** GET /v2/order/coins-history: 18 entries a page, newest first, described in `locale`. */
  async history(customerId: number, locale: Locale, pageNumber: number): Promise<CoinHistory> {
    const { rows, total } = await coins.findHistoryPage(db, {
      customerId,
      offset: (pageNumber - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    return {
      Entries: rows.map((row) => ({
        Id: row.id,
        CreatedAt: row.createdAt.toISOString(),
        Kind: row.kind,
        AmountValue: row.amountSatang,
        Description:
          row.detail && isMessageKey(row.detail.key)
            ? translate(locale, row.detail.key, row.detail.params)
            : translate(locale, 'coins.history.other'),
        OrderId: row.orderId,
        ExpiresAt: row.expiresAt?.toISOString() ?? null,
      })),
      Paging: toPaging(pageNumber, total),
    };
  },

  /**
   * Pays `amountSatang` of an order with coins, in the caller's transaction: the customer is locked,
   * then the batches that expire first are taken from (docs/buying.md §11.3). Not enough coins: 409
   * and nothing is taken. Parallel spends of one customer run one after another, so the balance
   * never goes below zero.
   */
  async spend(
    tx: DbOrTx,
    params: { customerId: number; orderId: number; amountSatang: number },
  ): Promise<void> {
    if (!Number.isInteger(params.amountSatang) || params.amountSatang <= 0)
      throw new Error('a spend takes a positive whole number of satang');
    await coins.lockCustomer(tx, params.customerId);
    const now = clock.now();
    // Soonest expiry first (then the oldest batch); an expired or empty batch gives nothing.
    const batches = (await coins.findSpendableBatches(tx, { customerId: params.customerId, now }))
      .filter((batch) => batch.remainingSatang > 0 && batch.expiresAt > now)
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
    const available = batches.reduce((sum, batch) => sum + batch.remainingSatang, 0);
    if (available < params.amountSatang)
      throw new AppError('CONFLICT', { message: 'coins.notEnough' });
    let left = params.amountSatang;
    for (const batch of batches) {
      if (left === 0) break;
      const taken = Math.min(left, batch.remainingSatang);
      await coins.takeFromBatch(tx, {
        batchId: batch.id,
        customerId: params.customerId,
        orderId: params.orderId,
        amountSatang: taken,
      });
      left -= taken;
    }
    await coins.insertHistory(tx, {
      customerId: params.customerId,
      kind: 'spend',
      amountSatang: -params.amountSatang,
      orderId: params.orderId,
      detail: { key: 'coins.history.spend' },
    });
  },

  /**
   * An order that did not complete gives its coins back to the batches they came from, with their
   * own expiry (docs/buying.md §11.5), once: a second release finds nothing left to give.
   */
  async release(tx: DbOrTx, params: { customerId: number; orderId: number }): Promise<number> {
    await coins.lockCustomer(tx, params.customerId);
    const released = await coins.releaseSpends(tx, params);
    for (const spend of released) await coins.giveBackToBatch(tx, spend);
    const total = released.reduce((sum, spend) => sum + spend.amountSatang, 0);
    if (total > 0)
      await coins.insertHistory(tx, {
        customerId: params.customerId,
        kind: 'release',
        amountSatang: total,
        orderId: params.orderId,
        detail: { key: 'coins.history.release' },
      });
    return total;
  },

  /** Credits coins that expire `validDays` from now, in the caller's transaction. */
  credit: (
    tx: DbOrTx,
    params: {
      customerId: number;
      source: CoinSource;
      amountSatang: number;
      validDays: number;
      redeemCodeId?: number;
      detail: { key: string; params?: Record<string, string | number> };
    },
  ): Promise<{ batchId: number; expiresAt: Date }> => {
    const expiresAt = new Date(clock.now().getTime() + params.validDays * DAY_MS);
    return coins
      .insertCredit(tx, { ...params, expiresAt })
      .then(({ batchId }) => ({ batchId, expiresAt }));
  },
});

export type CoinService = ReturnType<typeof createCoinService>;
