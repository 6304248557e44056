import type { Locale } from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/deps.js';
import { translate, type MessageKey, type MessageParams } from '../../lib/messages.js';
import { formatBaht } from '../../lib/pricing.js';
import { allocateByLargestRemainder } from './allocation.js';
import type * as couponsRepository from './coupons.repository.js';
import type { CouponRow, NewCoupon } from './coupons.repository.js';

/** A line a coupon may discount: a book and its shelf price (VAT included, satang). */
export type CouponLine = { bookId: number; priceSatang: number };

export type CouponProblem = 'COUPON_INVALID' | 'COUPON_MIN_SPEND' | 'COUPON_USED_UP';

export type AppliedCouponInfo = {
  id: number;
  code: string;
  /** In the caller's language. */
  description: string;
  descriptionTh: string;
  descriptionEn: string;
};

export type CouponEvaluation =
  | {
      ok: true;
      coupon: AppliedCouponInfo;
      /** Every line's share of the discount by book id (0 for a line the coupon does not cover). */
      discounts: Map<number, number>;
      totalDiscountSatang: number;
    }
  | { ok: false; problem: CouponProblem; message: string };

/** Why a coupon does not apply, before translation; `permanent` when it never will again. */
type Refusal = {
  ok: false;
  problem: CouponProblem;
  key: MessageKey;
  params?: MessageParams;
  permanent: boolean;
};

type Verdict =
  | { ok: true; coupon: CouponRow; discounts: Map<number, number>; totalDiscountSatang: number }
  | Refusal;

const CODE = /^[A-Z0-9-]{4,32}$/;

/** A code as customers type it, as the store keeps it: trimmed, NFKC, upper case. */
export const normaliseCouponCode = (code: string): string =>
  code.normalize('NFKC').trim().toUpperCase();

export const isCouponCode = (code: string): boolean => CODE.test(code);

const refuse = (
  problem: CouponProblem,
  key: MessageKey,
  options: { params?: MessageParams; permanent?: boolean } = {},
): Refusal => ({
  ok: false,
  problem,
  key,
  ...(options.params ? { params: options.params } : {}),
  permanent: options.permanent ?? false,
});

/** Half up, in integers: round(g × p / 100). */
const percentOf = (grossSatang: number, percent: number): number =>
  Math.floor((grossSatang * percent * 2 + 100) / 200);

/** The discount of a coupon on eligible lines totalling `eligibleSatang`: never above it. */
const discountOf = (coupon: CouponRow, eligibleSatang: number): number => {
  const raw =
    coupon.kind === 'percent'
      ? Math.min(
          percentOf(eligibleSatang, coupon.percent ?? 0),
          coupon.maxDiscountSatang ?? Number.MAX_SAFE_INTEGER,
        )
      : (coupon.amountSatang ?? 0);
  return Math.max(0, Math.min(raw, eligibleSatang));
};

/** What a coupon gives, in both languages, when staff write no description of their own. */
export const describeCoupon = (coupon: {
  kind: 'percent' | 'amount';
  percent?: number | null;
  amountSatang?: number | null;
  maxDiscountSatang?: number | null;
  minSpendSatang?: number | null;
}): { descriptionTh: string; descriptionEn: string } => {
  const cap = coupon.kind === 'percent' ? (coupon.maxDiscountSatang ?? null) : null;
  const min = coupon.minSpendSatang ?? 0;
  const off =
    coupon.kind === 'percent' ? `${coupon.percent ?? 0}%` : formatBaht(coupon.amountSatang ?? 0);
  return {
    descriptionTh: [
      `ส่วนลด ${off}`,
      cap === null ? '' : ` สูงสุด ${formatBaht(cap)}`,
      min > 0 ? ` เมื่อซื้อครบ ${formatBaht(min)}` : '',
    ].join(''),
    descriptionEn: [
      `${off} off`,
      cap === null ? '' : ` (up to ${formatBaht(cap)})`,
      min > 0 ? ` when you spend ${formatBaht(min)} or more` : '',
    ].join(''),
  };
};

export type CouponServiceDeps = {
  db: Database;
  clock?: Clock;
  /** The coupons repository; a unit test passes a substitute. */
  coupons: Pick<
    typeof couponsRepository,
    | 'countCustomerUses'
    | 'findCouponByCode'
    | 'findEligibleBookIds'
    | 'findStoredCode'
    | 'incrementUse'
    | 'insertCoupon'
    | 'insertHeldUse'
    | 'markUseUsed'
    | 'releaseUse'
    | 'storeCode'
  >;
};

/**
 * Coupons (docs/buying.md §12, docs/coupons.md): whether a code applies to some lines and how much
 * it takes off each (before VAT), the code a customer stored on the basket, and the counting of
 * uses by checkout (`hold` at confirm, `markUsed` when paid, `release` when cancelled or expired).
 */
export const createCouponService = ({ db, clock = systemClock, coupons }: CouponServiceDeps) => {
  /** The rules in order: exists and active, window, limits, eligible books, minimum spend. */
  const judge = async (
    tx: DbOrTx,
    params: { customerId: number; code: string; lines: readonly CouponLine[]; now: Date },
  ): Promise<Verdict> => {
    const code = normaliseCouponCode(params.code);
    if (!isCouponCode(code))
      return refuse('COUPON_INVALID', 'coupons.invalid', { permanent: true });
    const coupon = await coupons.findCouponByCode(tx, code);
    if (!coupon?.active || (coupon.endsAt !== null && coupon.endsAt <= params.now))
      return refuse('COUPON_INVALID', 'coupons.invalid', { permanent: true });
    if (coupon.startsAt !== null && params.now < coupon.startsAt)
      return refuse('COUPON_INVALID', 'coupons.notStarted');

    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
      return refuse('COUPON_USED_UP', 'coupons.usedUp');
    const uses = await coupons.countCustomerUses(tx, {
      couponId: coupon.id,
      customerId: params.customerId,
    });
    if (uses >= coupon.perCustomerLimit) return refuse('COUPON_USED_UP', 'coupons.alreadyUsed');

    const hasTargets =
      coupon.bookIds.length + coupon.categoryIds.length + coupon.publisherIds.length > 0;
    const bookIds = params.lines.map((line) => line.bookId);
    const eligibleIds = hasTargets
      ? await coupons.findEligibleBookIds(tx, {
          bookIds,
          targetBookIds: coupon.bookIds,
          categoryIds: coupon.categoryIds,
          publisherIds: coupon.publisherIds,
        })
      : new Set(bookIds);
    const eligible = params.lines.filter((line) => eligibleIds.has(line.bookId));
    if (eligible.length === 0) return refuse('COUPON_INVALID', 'coupons.notApplicable');

    const eligibleSatang = eligible.reduce((sum, line) => sum + line.priceSatang, 0);
    if (eligibleSatang < coupon.minSpendSatang)
      return refuse('COUPON_MIN_SPEND', 'coupons.minSpend', {
        params: { min: formatBaht(coupon.minSpendSatang) },
      });

    const totalDiscountSatang = discountOf(coupon, eligibleSatang);
    const shares = allocateByLargestRemainder(
      totalDiscountSatang,
      eligible.map((line) => ({ id: line.bookId, amountSatang: line.priceSatang })),
    );
    const discounts = new Map(
      params.lines.map((line) => [line.bookId, shares.get(line.bookId) ?? 0]),
    );
    return { ok: true, coupon, discounts, totalDiscountSatang };
  };

  const present = (verdict: Verdict, locale: Locale): CouponEvaluation =>
    verdict.ok
      ? {
          ok: true,
          coupon: {
            id: verdict.coupon.id,
            code: verdict.coupon.code,
            description:
              locale === 'th' ? verdict.coupon.descriptionTh : verdict.coupon.descriptionEn,
            descriptionTh: verdict.coupon.descriptionTh,
            descriptionEn: verdict.coupon.descriptionEn,
          },
          discounts: verdict.discounts,
          totalDiscountSatang: verdict.totalDiscountSatang,
        }
      : {
          ok: false,
          problem: verdict.problem,
          message: translate(locale, verdict.key, verdict.params),
        };

  return {
    /**
     * Whether `code` applies to `lines` for this customer now, and each line's share of the
     * discount. Reads only; checkout calls it at confirm inside its transaction, then `hold`.
     */
    evaluate: async (
      tx: DbOrTx,
      customerId: number,
      code: string,
      lines: CouponLine[],
      locale: Locale,
      now: Date = clock.now(),
    ): Promise<CouponEvaluation> =>
      present(await judge(tx, { customerId, code, lines, now }), locale),

    /**
     * Counts one use for a pending order: false when the coupon is used up (in total, or by this
     * customer). The caller holds the customer's row lock (`lockCustomer`).
     */
    hold: async (
      tx: DbOrTx,
      args: { couponId: number; customerId: number; orderId: number },
    ): Promise<boolean> => {
      if (!(await coupons.incrementUse(tx, args))) return false;
      await coupons.insertHeldUse(tx, args);
      return true;
    },

    /** The order was cancelled or expired: its held use is given back, exactly once. */
    release: (tx: DbOrTx, orderId: number): Promise<void> => coupons.releaseUse(tx, orderId),

    /** The order was paid: its held use becomes used (a refund does not give it back). */
    markUsed: (tx: DbOrTx, orderId: number): Promise<void> => coupons.markUseUsed(tx, orderId),

    /** The code the customer applied on the basket (checkout reads it too), if any. */
    storedCode: (tx: DbOrTx, customerId: number): Promise<string | null> =>
      coupons.findStoredCode(tx, customerId),

    /**
     * `applydiscountcoupon`: the code is stored for the customer only when it applies to the
     * basket's lines now (replacing any other: one coupon per order).
     */
    applyToBasket: async (
      tx: DbOrTx,
      params: { customerId: number; code: string; lines: CouponLine[]; locale: Locale },
    ): Promise<CouponEvaluation> => {
      const verdict = await judge(tx, { ...params, now: clock.now() });
      if (verdict.ok)
        await coupons.storeCode(tx, { customerId: params.customerId, code: verdict.coupon.code });
      return present(verdict, params.locale);
    },

    /**
     * The stored coupon on the basket as it stands: applied, or not, with a notice saying why. A
     * code that can never apply again (unknown, switched off, ended) is forgotten; one that may
     * apply again (the basket below the minimum spend or without eligible books, uses given back
     * by a cancelled order, not started yet) stays stored and applies by itself when it can.
     */
    onBasket: async (
      tx: DbOrTx,
      params: { customerId: number; lines: CouponLine[]; locale: Locale },
    ): Promise<
      | { applied: CouponEvaluation & { ok: true }; notice: null }
      | { applied: null; notice: string | null }
    > => {
      const code = await coupons.findStoredCode(tx, params.customerId);
      if (code === null) return { applied: null, notice: null };
      const verdict = await judge(tx, { ...params, code, now: clock.now() });
      const evaluation = present(verdict, params.locale);
      if (evaluation.ok) return { applied: evaluation, notice: null };
      if (!verdict.ok && verdict.permanent)
        await coupons.storeCode(tx, { customerId: params.customerId, code: null });
      return {
        applied: null,
        notice: translate(params.locale, 'coupons.notApplied', {
          code,
          reason: evaluation.message,
        }),
      };
    },

    /** `removediscountcoupon`. */
    removeFromBasket: (tx: DbOrTx, customerId: number): Promise<void> =>
      coupons.storeCode(tx, { customerId, code: null }),

    /** Makes a coupon (the CLI, the demo seed); false when its code is taken. */
    create: (coupon: NewCoupon, tx: DbOrTx = db): Promise<boolean> =>
      coupons.insertCoupon(tx, { ...coupon, code: normaliseCouponCode(coupon.code) }),
  };
};

export type CouponService = ReturnType<typeof createCouponService>;
