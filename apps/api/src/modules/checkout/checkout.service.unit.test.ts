import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../lib/deps.js';
import type { BasketLine } from '../basket/basket.repository.js';
import type { CoinService } from '../coins/coins.service.js';
import type { CouponRow } from '../coupons/coupons.repository.js';
import { createCouponService } from '../coupons/coupons.service.js';
import type { OrderLedger } from '../orders/order-ledger.js';
import type { OrderPresenter } from '../orders/orders.mapper.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { createCheckoutService } from './checkout.service.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const MIN_CHARGE = 20_00;

const book = (bookId: number, priceSatang: number, overrides: Partial<BasketLine> = {}) =>
  ({
    id: bookId,
    bookId,
    priceSatang,
    priceSatangSeen: priceSatang,
    oldPriceSatang: null,
    vatCategory: 'standard',
    published: true,
    owned: false,
    nameTh: `เล่ม ${bookId}`,
    nameEn: `Book ${bookId}`,
    addedAt: NOW,
    ...overrides,
  }) satisfies BasketLine;

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow =>
  ({
    id: 3,
    code: 'SAVE10',
    descriptionTh: 'ลด',
    descriptionEn: 'Off',
    kind: 'amount',
    percent: null,
    amountSatang: 10_00,
    maxDiscountSatang: null,
    minSpendSatang: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: 1,
    usedCount: 0,
    bookIds: [],
    categoryIds: [],
    publisherIds: [],
    active: true,
    ...overrides,
  }) as CouponRow;

/**
 * The checkout computation over a basket, a coupon and a coin balance kept in memory: the real
 * coupon rules (with their repository substituted), no database.
 */
const setup = ({
  lines = [] as BasketLine[],
  balance = 0,
  useCoins = false,
  couponRow = null as CouponRow | null,
  pack = null as { priceSatang: number } | null,
}) => {
  const coupons = createCouponService({
    db: {} as Database,
    clock: fixedClock(NOW),
    coupons: {
      findCouponByCode: async (_tx, code) => (couponRow?.code === code ? couponRow : undefined),
      countCustomerUses: async () => 0,
      findEligibleBookIds: async (_tx, params) =>
        new Set(params.bookIds.filter((id) => params.targetBookIds.includes(id))),
      findStoredCode: async () => null,
      storeCode: async () => undefined,
      incrementUse: async () => true,
      insertHeldUse: async () => undefined,
      releaseUse: async () => undefined,
      markUseUsed: async () => undefined,
      insertCoupon: async () => true,
    },
  });
  const service = createCheckoutService({
    db: {} as Database,
    catalog: { getOverviews: async () => [] },
    addresses: { shippingAddressOf: async () => null },
    coins: {} as CoinService,
    coupons,
    payments: {} as PaymentsService,
    ledger: {} as OrderLedger,
    presenter: {} as OrderPresenter,
    clock: fixedClock(NOW),
    settings: {
      minPaymentSatang: MIN_CHARGE,
      windowMinutes: 15,
      counterWindowHours: 48,
      orderIntervalSeconds: 0,
    },
    checkouts: {
      findCheckoutContext: async (_tx, { customerId }) => ({
        state: {
          customerId,
          couponCode: couponRow?.code ?? null,
          useCoins,
          taxInvoiceRequested: false,
          updatedAt: NOW,
        },
        balance,
        pendingBooks: [],
      }),
      findGiftBook: async () => undefined,
      findCoinPack: async (_tx, id) =>
        pack
          ? ({
              id,
              nameTh: 'ชุดเหรียญ',
              nameEn: 'Coin pack',
              priceSatang: pack.priceSatang,
            } as Awaited<
              ReturnType<Parameters<typeof createCheckoutService>[0]['checkouts']['findCoinPack']>
            >)
          : undefined,
      findActiveCoinPacks: async () => [],
      clearCheckoutState: async () => undefined,
      saveUseCoins: async () => undefined,
    },
    baskets: { listLines: async () => lines, deleteLines: async () => undefined },
    orders: {} as unknown as Parameters<typeof createCheckoutService>[0]['orders'],
    customers: { lockCustomer: async () => true },
  });
  return { view: () => service.view(7, 'en'), service };
};

describe('checkout: VAT per line', () => {
  it('takes the VAT out of each line and adds the lines up, exempt lines apart', async () => {
    const checkout = await setup({
      lines: [book(1, 107_00), book(2, 50_00, { vatCategory: 'exempt' })],
    }).view();
    expect(checkout.Items.map((item) => [item.VatRate, item.VatValue, item.NetValue])).toEqual([
      [7, 7_00, 100_00],
      [0, 0, 50_00],
    ]);
    expect(checkout.Totals).toMatchObject({
      SubTotalValue: 157_00,
      TotalValue: 157_00,
      VatValue: 7_00,
      NetValue: 150_00,
      TaxableNetValue: 100_00,
      VatExemptValue: 50_00,
      AmountDueValue: 157_00,
    });
  });

  it('rounds each line, so three ฿1 lines carry 21 satang of VAT (the total alone would say 20)', async () => {
    const checkout = await setup({
      lines: [book(1, 1_00), book(2, 1_00), book(3, 1_00)],
    }).view();
    expect(checkout.Items.map((item) => item.VatValue)).toEqual([7, 7, 7]);
    expect(checkout.Totals.VatValue).toBe(21);
    expect(checkout.Totals.NetValue).toBe(3_00 - 21);
  });
});

describe('checkout: coupon allocation', () => {
  it('shares a ฿10 coupon by price with the largest remainder, before VAT', async () => {
    const checkout = await setup({
      lines: [book(1, 20_00), book(2, 10_00)],
      couponRow: coupon(),
    }).view();
    // 1000 × 2/3 = 666.67 and 1000 × 1/3 = 333.33: the odd satang goes to the larger remainder.
    expect(
      checkout.Items.map((item) => [item.DiscountValue, item.TotalValue, item.VatValue]),
    ).toEqual([
      [6_67, 13_33, 87],
      [3_33, 6_67, 44],
    ]);
    expect(checkout.Coupon).toMatchObject({ Code: 'SAVE10', DiscountValue: 10_00 });
    expect(checkout.Totals).toMatchObject({
      SubTotalValue: 30_00,
      DiscountValue: 10_00,
      TotalValue: 20_00,
      VatValue: 1_31,
    });
  });

  it('discounts only the books a targeted coupon names', async () => {
    const checkout = await setup({
      lines: [book(1, 40_00), book(2, 60_00)],
      couponRow: coupon({ kind: 'percent', percent: 50, amountSatang: null, bookIds: [2] }),
    }).view();
    expect(checkout.Items.map((item) => item.DiscountValue)).toEqual([0, 30_00]);
    expect(checkout.Totals.TotalValue).toBe(70_00);
  });

  it('never takes more than the eligible lines cost', async () => {
    const checkout = await setup({
      lines: [book(1, 25_00)],
      couponRow: coupon({ amountSatang: 100_00 }),
      balance: 0,
    }).view();
    expect(checkout.Items[0]).toMatchObject({ DiscountValue: 25_00, TotalValue: 0, VatValue: 0 });
    expect(checkout.Totals.AmountDueValue).toBe(0);
    expect(checkout.CanConfirm).toBe(true);
  });

  it('reports a coupon that does not apply, and prices the basket without it', async () => {
    const checkout = await setup({
      lines: [book(1, 25_00)],
      couponRow: coupon({ minSpendSatang: 50_00 }),
    }).view();
    expect(checkout.Problems.map((entry) => entry.Code)).toEqual(['COUPON_MIN_SPEND']);
    expect(checkout.Totals.DiscountValue).toBe(0);
    expect(checkout.CanConfirm).toBe(false);
  });
});

describe('checkout: coins and the least a gateway charges', () => {
  it('pays part with coins and leaves the rest to the gateway', async () => {
    const checkout = await setup({
      lines: [book(1, 150_00)],
      balance: 50_00,
      useCoins: true,
    }).view();
    expect(checkout.Coins).toEqual({
      BalanceValue: 50_00,
      UseCoins: true,
      AppliedValue: 50_00,
      MaxUsableValue: 50_00,
    });
    expect(checkout.Totals.AmountDueValue).toBe(100_00);
    expect(checkout.CanConfirm).toBe(true);
  });

  it('pays everything with coins when the balance covers it', async () => {
    const checkout = await setup({
      lines: [book(1, 15_00)],
      balance: 500_00,
      useCoins: true,
    }).view();
    expect(checkout.Coins.AppliedValue).toBe(15_00);
    expect(checkout.Totals.AmountDueValue).toBe(0);
    expect(checkout.CanConfirm).toBe(true);
  });

  it('uses fewer coins so that the gateway is never asked for less than the minimum', async () => {
    const checkout = await setup({
      lines: [book(1, 100_00)],
      balance: 90_00,
      useCoins: true,
    }).view();
    expect(checkout.Coins.MaxUsableValue).toBe(100_00 - MIN_CHARGE);
    expect(checkout.Coins.AppliedValue).toBe(80_00);
    expect(checkout.Totals.AmountDueValue).toBe(MIN_CHARGE);
    expect(checkout.CanConfirm).toBe(true);
  });

  it('uses only the coins that leave the minimum to the gateway, none on a total below it', async () => {
    const checkout = await setup({
      lines: [book(1, 25_00)],
      balance: 10_00,
      useCoins: true,
    }).view();
    expect(checkout.Coins.AppliedValue).toBe(5_00);
    expect(checkout.Totals.AmountDueValue).toBe(MIN_CHARGE);
    const small = await setup({ lines: [book(1, 15_00)], balance: 10_00, useCoins: true }).view();
    expect(small.Coins.AppliedValue).toBe(0);
  });

  it('refuses a charge below the minimum: "not enough coins" without the coins, "below minimum" with them unused', async () => {
    const poor = await setup({ lines: [book(1, 15_00)], balance: 0 }).view();
    expect(poor.Problems.map((entry) => entry.Code)).toEqual(['NOT_ENOUGH_COINS']);
    expect(poor.CanConfirm).toBe(false);
    const unused = await setup({ lines: [book(1, 15_00)], balance: 15_00 }).view();
    expect(unused.Problems.map((entry) => entry.Code)).toEqual(['BELOW_MINIMUM']);
    const used = await setup({ lines: [book(1, 15_00)], balance: 15_00, useCoins: true }).view();
    expect(used.Problems).toEqual([]);
  });

  it('ignores the balance when coins are not chosen', async () => {
    const checkout = await setup({ lines: [book(1, 100_00)], balance: 90_00 }).view();
    expect(checkout.Coins).toMatchObject({ AppliedValue: 0, MaxUsableValue: 80_00 });
    expect(checkout.Totals.AmountDueValue).toBe(100_00);
  });

  it('never buys coins with coins, and carries no VAT on a coin pack', async () => {
    const checkout = await setup({
      pack: { priceSatang: 100_00 },
      balance: 500_00,
      useCoins: true,
    }).service.view(7, 'en', { kind: 'coin_pack', packId: 1 });
    expect(checkout.Coins).toMatchObject({ UseCoins: false, AppliedValue: 0 });
    expect(checkout.Totals).toMatchObject({
      VatValue: 0,
      VatExemptValue: 100_00,
      AmountDueValue: 100_00,
    });
  });
});

describe('checkout: lines that cannot be bought', () => {
  it('leaves owned and withdrawn books out of the price and says why', async () => {
    const checkout = await setup({
      lines: [
        book(1, 50_00),
        book(2, 30_00, { owned: true }),
        book(3, 20_00, { published: false }),
      ],
    }).view();
    expect(checkout.Items.map((item) => item.ProductId)).toEqual([1]);
    expect(checkout.Problems.map((entry) => [entry.Code, entry.ProductId])).toEqual([
      ['ALREADY_OWNED', 2],
      ['BOOK_UNAVAILABLE', 3],
    ]);
    expect(checkout.Totals.TotalValue).toBe(50_00);
  });
});
