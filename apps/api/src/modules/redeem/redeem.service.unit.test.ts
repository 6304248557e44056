import { describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client.js';
import { fixedClock, type WithTransaction } from '../../lib/deps.js';
import { formatCode, hashCode, mintCode } from './redeem-code.js';
import type { RedeemCodeRow } from './redeem.repository.js';
import { createRedeemService, type RedeemServiceDeps } from './redeem.service.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const caller = { customerId: 7, ip: '203.0.113.9', locale: 'en' as const };

const row = (overrides: Partial<RedeemCodeRow> = {}): RedeemCodeRow => ({
  id: 11,
  codeHash: '',
  codeHint: 'ABCD',
  kind: 'coins',
  bookId: null,
  coinsSatang: 50_00,
  coinsValidDays: 30,
  maxUses: 1,
  usedCount: 0,
  startsAt: null,
  expiresAt: null,
  revokedAt: null,
  note: null,
  couponId: null,
  orderLineId: null,
  giftFrom: null,
  giftMessage: null,
  batchId: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

/**
 * The redeem rules over one code kept in memory: which customers claimed it, how many uses it has
 * left, what it granted, and how many throttled attempts were counted and given back.
 */
const setup = (code: RedeemCodeRow, options: { owned?: boolean } = {}) => {
  const plain = mintCode();
  const stored = { ...code, codeHash: hashCode(plain) };
  const claimedBy = new Set<number>();
  const granted: string[] = [];
  const throttle = { consumed: 0, refunded: 0 };
  const codes: RedeemServiceDeps['codes'] = {
    findCodeByHash: async (_db, hash) => (hash === stored.codeHash ? { ...stored } : undefined),
    hasClaimed: async (_db, params) => claimedBy.has(params.customerId),
    ownsBook: async () => options.owned ?? false,
    lockCustomer: async () => true,
    takeUse: async () => {
      if (stored.usedCount >= stored.maxUses) return false;
      stored.usedCount += 1;
      return true;
    },
    insertClaim: async (_tx, params) => {
      claimedBy.add(params.customerId);
    },
    grantBook: async (_tx, params) => {
      granted.push(`book ${params.bookId} (${params.source})`);
      return true;
    },
    findBookNames: async () => ({ nameTh: 'หนังสือ', nameEn: 'A Book', published: true }),
    findUsedCodeIds: async () => new Set<number>(),
    insertCodes: async () => undefined,
    insertGiftCode: async () => 1,
  };
  const withTransaction: WithTransaction = (work) => work('tx' as unknown as DbOrTx);
  const service = createRedeemService({
    db: {} as Database,
    catalog: { getOverviews: async () => [] },
    coins: {
      credit: async (_tx, params) => {
        granted.push(`${params.amountSatang} satang for ${params.validDays} days`);
        return { batchId: 1, expiresAt: NOW };
      },
    },
    throttle: {
      consume: async () => {
        throttle.consumed += 1;
      },
      refund: async () => {
        throttle.refunded += 1;
      },
    },
    codes,
    withTransaction,
    clock: fixedClock(NOW),
  });
  return { service, code: formatCode(plain), stored, granted, throttle };
};

const refusal = (messageKey: string) => expect.objectContaining({ messageKey });

describe('redeem-code checks', () => {
  it('grants a coins code once and counts the use', async () => {
    const { service, code, granted, stored, throttle } = setup(row());
    const preview = await service.validate(caller, code);
    expect(preview).toMatchObject({ Kind: 'coins', CoinsValue: 50_00 });
    await service.claim({ ...caller }, code);
    expect(granted).toEqual(['5000 satang for 30 days']);
    expect(stored.usedCount).toBe(1);
    // A success gives both of its counted attempts back (customer and address).
    expect(throttle).toEqual({ consumed: 2, refunded: 4 });
  });

  it('refuses an expired code, a code not yet started and a revoked one, granting nothing', async () => {
    for (const overrides of [
      { expiresAt: new Date(NOW.getTime() - 1) },
      { expiresAt: NOW },
      { startsAt: new Date(NOW.getTime() + 60_000) },
      { revokedAt: new Date('2026-02-01T00:00:00Z') },
    ]) {
      const { service, code, granted, stored } = setup(row(overrides));
      await expect(service.validate(caller, code)).rejects.toEqual(refusal('redeem.unusable'));
      await expect(service.claim(caller, code)).rejects.toEqual(refusal('redeem.unusable'));
      expect(granted).toEqual([]);
      expect(stored.usedCount).toBe(0);
    }
  });

  it('still takes a code on the last moment before it expires', async () => {
    const { service, code, granted } = setup(row({ expiresAt: new Date(NOW.getTime() + 1) }));
    await service.claim(caller, code);
    expect(granted).toHaveLength(1);
  });

  it('refuses a code whose uses are used up', async () => {
    const { service, code, granted } = setup(row({ maxUses: 3, usedCount: 3 }));
    await expect(service.claim(caller, code)).rejects.toEqual(refusal('redeem.unusable'));
    expect(granted).toEqual([]);
  });

  it('lets each customer claim a many-use code once', async () => {
    const { service, code, granted, stored } = setup(row({ maxUses: 5 }));
    await service.claim(caller, code);
    await expect(service.claim(caller, code)).rejects.toEqual(refusal('redeem.alreadyClaimed'));
    await expect(service.validate(caller, code)).rejects.toEqual(refusal('redeem.alreadyClaimed'));
    await service.claim({ ...caller, customerId: 8 }, code);
    expect(granted).toHaveLength(2);
    expect(stored.usedCount).toBe(2);
  });

  it('refuses a coupon code here: coupons belong to checkout', async () => {
    const { service, code } = setup(row({ kind: 'coupon', coinsSatang: null, couponId: 3 }));
    await expect(service.validate(caller, code)).rejects.toEqual(refusal('redeem.unusable'));
    await expect(service.claim(caller, code)).rejects.toEqual(refusal('redeem.unusable'));
  });

  it('refuses a book the customer owns without using the code', async () => {
    const { service, code, stored, granted } = setup(
      row({ kind: 'book', bookId: 42, coinsSatang: null, coinsValidDays: null }),
      { owned: true },
    );
    await expect(service.claim(caller, code)).rejects.toEqual(refusal('redeem.alreadyOwned'));
    expect(stored.usedCount).toBe(0);
    expect(granted).toEqual([]);
  });

  it('grants a gift code as a gift', async () => {
    const { service, code, granted } = setup(
      row({ kind: 'book', bookId: 42, coinsSatang: null, coinsValidDays: null, orderLineId: 9 }),
    );
    await service.claim(caller, code);
    expect(granted).toEqual(['book 42 (gift)']);
  });

  it('catches a typo by its check symbol without counting an attempt', async () => {
    const { service, code, throttle } = setup(row());
    const last = code.at(-1)!;
    const typo = code.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    await expect(service.validate(caller, typo)).rejects.toEqual(refusal('redeem.typo'));
    expect(throttle.consumed).toBe(0);
  });

  it('counts an unknown code against the caller and gives nothing back', async () => {
    const { service, throttle } = setup(row());
    await expect(service.validate(caller, formatCode(mintCode()))).rejects.toEqual(
      refusal('redeem.unusable'),
    );
    expect(throttle).toEqual({ consumed: 1, refunded: 0 });
  });
});
