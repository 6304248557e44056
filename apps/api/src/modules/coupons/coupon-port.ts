import type { Locale } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';

/** What checkout and orders need of coupons (the coupons service provides it: docs/coupons.md). */
export type CouponLine = { bookId: number; priceSatang: number };

export type CouponEvaluation =
  | {
      ok: true;
      coupon: {
        id: number;
        code: string;
        description: string;
        descriptionTh: string;
        descriptionEn: string;
      };
      /** Satang off each eligible line, by book id. */
      discounts: Map<number, number>;
      totalDiscountSatang: number;
    }
  | {
      ok: false;
      problem: 'COUPON_INVALID' | 'COUPON_MIN_SPEND' | 'COUPON_USED_UP';
      message: string;
    };

export type CouponPort = {
  evaluate(
    tx: DbOrTx,
    customerId: number,
    code: string,
    lines: CouponLine[],
    locale: Locale,
    now?: Date,
  ): Promise<CouponEvaluation>;
  hold(
    tx: DbOrTx,
    args: { couponId: number; customerId: number; orderId: number },
  ): Promise<boolean>;
  release(tx: DbOrTx, orderId: number): Promise<void>;
  markUsed(tx: DbOrTx, orderId: number): Promise<void>;
};
