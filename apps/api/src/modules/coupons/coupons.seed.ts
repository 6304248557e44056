import type { DbOrTx } from '../../db/client.js';
import { insertCoupon, type NewCoupon } from './coupons.repository.js';
import { describeCoupon } from './coupons.service.js';

const demo = (coupon: Omit<NewCoupon, 'descriptionTh' | 'descriptionEn'>): NewCoupon => ({
  ...coupon,
  ...describeCoupon(coupon),
});

/** The demo store's coupons (docs/coupons.md): every book, no end date. */
export const DEMO_COUPONS: readonly NewCoupon[] = [
  // 10 % off, no limit in total, once per customer.
  demo({ code: 'WELCOME10', kind: 'percent', percent: 10, perCustomerLimit: 1 }),
  // ฿50 off a basket of ฿200 or more, up to five times per customer.
  demo({
    code: 'SAVE50',
    kind: 'amount',
    amountSatang: 5000,
    minSpendSatang: 20_000,
    perCustomerLimit: 5,
  }),
  // The spec's example: half price up to ฿100, the first 100 orders, once per customer.
  demo({
    code: 'READ50',
    kind: 'percent',
    percent: 50,
    maxDiscountSatang: 10_000,
    usageLimit: 100,
    perCustomerLimit: 1,
  }),
];

/** Adds the demo coupons that are missing (a code already there is left as it is): idempotent. */
export const seedDemoCoupons = async (db: DbOrTx): Promise<number> => {
  let added = 0;
  for (const coupon of DEMO_COUPONS) if (await insertCoupon(db, coupon)) added += 1;
  return added;
};
